import { applyRetention } from '../services/retention/apply';
import { retentionRules } from '../services/retention/rules';
import { defineJob } from './job';

/** Every few minutes: enforce retention of logs and traces. Deleting what is already gone is harmless. */
export const housekeepingJob = defineJob<Record<string, never>>({
  name: 'housekeeping',
  concurrency: 1,
  retries: 3,
  backoffMs: 1000,
  timeoutMs: 5 * 60_000,
  everyMs: 5 * 60_000,
  async process(_data, services) {
    return applyRetention(services.orm.em.fork(), retentionRules, services.clock());
  },
});
