import type { SweepSpec } from '../queue';

/**
 * Every hour (jobs/ecb-rates.ts): the ECB's daily euro reference rates for the workspaces whose
 * `ecb_rates` setting is on (services/catalogue/ecb-daily.ts). The ECB publishes once a working
 * day around 16:00 CET; an hourly fetch has the day's rates within the hour.
 */
export const ECB_RATES_SWEEP: SweepSpec = {
  name: 'ecb-rates',
  retries: 2,
  backoffMs: 60_000,
  timeoutMs: 5 * 60_000,
  everyMs: 3_600_000,
};
