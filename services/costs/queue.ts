import { EVERY_MINUTE, type JobQueue, type QueueSpec, type SweepSpec } from '../queue';

/**
 * One job per cost update above 100,000 clicks (docs/reports.md, "Cost updates"), processed by
 * jobs/cost-update.ts in chunks. Idempotent: an update sets the shares, so a retry writes the same.
 */
export const COST_UPDATE_QUEUE: QueueSpec<{ cost_update_id: string }> = {
  name: 'cost-update',
  retries: 3,
  backoffMs: 5000,
  timeoutMs: 30 * 60_000,
};

/** Queues an update's job; its id is the update's, so a second add queues nothing. */
export function enqueueCostUpdate(jobs: JobQueue, costUpdateId: string): Promise<string> {
  return jobs.add(COST_UPDATE_QUEUE, { cost_update_id: costUpdateId }, { id: `cost-update:${costUpdateId}` });
}

/**
 * Every minute (jobs/unpriced-clicks.ts): clicks costed 0 for want of a rate are re-costed where a
 * rate now exists, and each pair and day still missing one is announced once (services/costs/unpriced.ts).
 */
export const UNPRICED_CLICKS_SWEEP: SweepSpec = { name: 'unpriced-clicks', ...EVERY_MINUTE };
