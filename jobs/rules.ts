import { evaluateRuleTick } from '../services/rules/evaluate';
import { scheduleDueRules } from '../services/rules/schedule';
import { RULE_EVALUATE_QUEUE, RULE_SCHEDULE_SWEEP, type RuleTickJob } from '../services/rules/queue';
import { defineJob } from './job';

/**
 * Evaluates one rule for one schedule tick (the queue: services/rules/queue.ts), with the
 * evaluator's ports the composition root bound (app/rule-evaluation.ts).
 */
export const ruleEvaluateJob = defineJob<RuleTickJob>({
  ...RULE_EVALUATE_QUEUE,
  // Each holds report-pool connections (4 per process); more at once only queue behind them.
  concurrency: 4,
  async process(data, services) {
    return evaluateRuleTick(services.ruleEvaluation, data.rule_id, data.tick);
  },
});

/**
 * Every minute: a job for each enabled rule whose current tick (every_minutes) has not been
 * evaluated yet. Runs once per minute over all instances (periodic job id).
 */
export const ruleScheduleJob = defineJob<Record<string, never>>({
  ...RULE_SCHEDULE_SWEEP,
  concurrency: 1,
  async process(_data, services) {
    const now = services.clock();
    return { queued: await scheduleDueRules(services, now) };
  },
});
