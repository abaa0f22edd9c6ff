import type { EntityManager } from '@mikro-orm/postgresql';
import type { Rule } from '../../entities/rule.entity';

/**
 * The look-back window of a rule at a moment: the last N hours, or today so far. "Today" starts
 * at midnight in the workspace's time zone (UTC until the workspace has one).
 */
export async function ruleWindow(em: EntityManager, rule: Pick<Rule, 'window_kind' | 'window_hours' | 'workspace_id'>, now: Date): Promise<{ from: Date; to: Date }> {
  if (rule.window_kind === 'last_hours') return { from: new Date(now.getTime() - rule.window_hours * 3_600_000), to: now };
  const timeZone = await workspaceTimeZone(em, rule.workspace_id);
  return { from: startOfDay(now, timeZone), to: now };
}

async function workspaceTimeZone(_em: EntityManager, _workspaceId: string): Promise<string> {
  return 'UTC';
}

/** Midnight of `now`'s date in the time zone, as an instant. */
export function startOfDay(now: Date, timeZone: string): Date {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  const offset = asUtc - Math.floor(now.getTime() / 1000) * 1000;
  return new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)) - offset);
}
