import { reportPool } from '../reports/pool';
import { COST_CHUNK_CLICKS, COST_UPDATE_PROGRESS_TOPIC, runCostUpdate } from '../reports/costs/cost-update';
import { defineJob } from './job';

/**
 * A cost update over more than 100,000 clicks (docs/reports.md, "Cost updates"): chunks of 50,000
 * clicks, each committed with its rollups and progress. Idempotent: an update sets the shares, so a
 * retry after a crash writes the same costs again.
 */
export const costUpdateJob = defineJob<{ cost_update_id: string }>({
  name: 'cost-update',
  concurrency: 1,
  retries: 3,
  backoffMs: 5000,
  timeoutMs: 30 * 60_000,
  async process(data, services) {
    return runCostUpdate(reportPool(services.config.databaseUrl), data.cost_update_id, {
      chunk: COST_CHUNK_CLICKS,
      progress: (workspaceId, update) => services.pubSub.publish(COST_UPDATE_PROGRESS_TOPIC, workspaceId, update),
    });
  },
});
