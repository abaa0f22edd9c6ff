import type { AppServices } from '../context';
import { Rule } from '../../entities/rule.entity';
import { tickOf } from './evaluate';
import { enqueueRuleTick } from './queue';

/**
 * Queues a job for each enabled rule whose current tick (every_minutes) has not been evaluated
 * yet; answers how many were queued.
 */
export async function scheduleDueRules(services: AppServices, now: Date): Promise<number> {
  const em = services.orm.em.fork();
  const rules = await em.find(Rule, { enabled: true }, { fields: ['id', 'every_minutes'] });
  if (rules.length === 0) return 0;
  const ticks = rules.map((rule) => ({ rule_id: rule.id, tick: tickOf(now, rule.every_minutes) }));
  const { rows } = await em.getKnex().raw(
    `select t.rule_id from unnest(string_to_array(?, ',')::uuid[], string_to_array(?, ',')::bigint[]) as t(rule_id, tick)
     where not exists (select 1 from rule_ticks r where r.rule_id = t.rule_id and r.tick = t.tick and r.finished_at is not null)`,
    [ticks.map((t) => t.rule_id).join(','), ticks.map((t) => t.tick).join(',')],
  );
  const due = new Set((rows as { rule_id: string }[]).map((row) => row.rule_id));
  const queued = ticks.filter((tick) => due.has(tick.rule_id));
  for (let i = 0; i < queued.length; i += 100)
    await Promise.all(queued.slice(i, i + 100).map((tick) => enqueueRuleTick(services, tick)));
  return queued.length;
}
