import type { AppServices } from '../context';
import { Rule } from '../../entities/rule.entity';
import type { QueueSpec } from '../queue';
import { tickOf } from './evaluate';

export interface RuleTickJob {
  rule_id: string;
  tick: number;
}

/**
 * One job per rule per schedule tick, processed by jobs/rules.ts: the job id is the rule and the
 * tick, so adding it again while it exists is a no-op, and the evaluator's rule_ticks claim makes a
 * second run (a retry, a stalled job re-queued after a restart, a twin add after the first
 * finished) do nothing.
 */
export const RULE_EVALUATE_QUEUE: QueueSpec<RuleTickJob> = {
  name: 'rule-evaluate',
  retries: 3,
  backoffMs: 2000,
  timeoutMs: 5 * 60_000,
};

export function enqueueRuleTick(services: AppServices, job: RuleTickJob): Promise<string> {
  return services.jobs.add(RULE_EVALUATE_QUEUE, job, { id: `rule:${job.rule_id}:${job.tick}` });
}

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
