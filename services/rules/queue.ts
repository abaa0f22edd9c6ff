import type { AppServices } from '../context';
import { EVERY_MINUTE, type QueueSpec, type SweepSpec } from '../queue';

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
 * Every minute: a job for each enabled rule whose current tick (every_minutes) has not been
 * evaluated yet (schedule.ts scheduleDueRules). Runs once per minute over all instances.
 */
export const RULE_SCHEDULE_SWEEP: SweepSpec = { name: 'rule-schedule', ...EVERY_MINUTE };
