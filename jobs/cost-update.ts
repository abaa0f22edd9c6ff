import { COST_CHUNK_CLICKS, COST_UPDATE_PROGRESS_TOPIC, runCostUpdate } from '../services/costs/cost-update';
import { COST_UPDATE_QUEUE } from '../services/costs/queue';
import { defineJob } from './job';

/** Applies one cost update above 100,000 clicks in chunks (the queue: reports/costs/queue.ts). */
export const costUpdateJob = defineJob<{ cost_update_id: string }>({
  ...COST_UPDATE_QUEUE,
  concurrency: 1,
  async process(data, services) {
    return runCostUpdate(services.reportPool, data.cost_update_id, {
      chunk: COST_CHUNK_CLICKS,
      progress: (workspaceId, update) => services.pubSub.publish(COST_UPDATE_PROGRESS_TOPIC, workspaceId, update),
    });
  },
});
