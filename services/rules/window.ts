import type { Rule } from '../../entities/rule.entity';
import type { RulePeriod } from './metric-source';

/**
 * The look-back window of a rule at a moment: the last N hours, or today so far ("today" starts
 * at midnight in the workspace's time zone; the report engine resolves it, as for a report).
 */
export function ruleWindow(rule: Pick<Rule, 'window_kind' | 'window_hours'>, now: Date): RulePeriod {
  if (rule.window_kind === 'today') return { kind: 'today' };
  // Ends at the next whole minute (nothing is recorded in the future), so rules of one tick share the window.
  const to = new Date(Math.ceil(now.getTime() / 60_000) * 60_000);
  return { kind: 'range', from: new Date(to.getTime() - rule.window_hours * 3_600_000), to };
}
