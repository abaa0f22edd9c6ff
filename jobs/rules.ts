import { evaluateRuleTick } from '../services/rules/evaluate';
import { RULE_EVALUATE_QUEUE, scheduleDueRules, type RuleTickJob } from '../services/rules/schedule';
import { defineJob, EVERY_MINUTE_SWEEP } from './job';

/**
 * Evaluates one rule for one schedule tick (the queue: services/rules/schedule.ts), with the
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
  name: 'rule-schedule',
  ...EVERY_MINUTE_SWEEP,
  async process(_data, services) {
    const now = services.clock();
    return { queued: await scheduleDueRules(services, now) };
  },
});
