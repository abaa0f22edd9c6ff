import type { SweepSpec } from '../queue';

/**
 * Every few minutes (jobs/housekeeping.ts): retention of logs and traces (apply.ts), click and
 * conversion partitions ahead and expired, hosted-landing uploads a crash left behind.
 */
export const HOUSEKEEPING_SWEEP: SweepSpec = {
  name: 'housekeeping',
  retries: 3,
  backoffMs: 1000,
  timeoutMs: 5 * 60_000,
  everyMs: 5 * 60_000,
};
