import { forwardWrite } from '../services/conversions/forwarding/forward';
import type { ForwardJobData } from '../services/conversions/forwarding/job-data';
import {
  CONVERSION_DEAD_LETTER_QUEUE,
  CONVERSION_DELIVERY_QUEUE,
  CONVERSION_FORWARD_QUEUE,
  CONVERSION_FORWARD_SWEEP,
  enqueueDelivery,
  enqueueForward,
} from '../services/conversions/forwarding/queue';
import type { QueueSpec } from '../services/queue';
import { defineJob } from './job';

/** Forwards one conversion write (the queue: services/conversions/forwarding/queues.ts). */
export const conversionForwardJob = defineJob<ForwardJobData>({
  ...CONVERSION_FORWARD_QUEUE,
  concurrency: 16,
  async process(data, services) {
    return forwardWrite(services, data, (job) => enqueueDelivery(services, job));
  },
});

/** Writes whose forward job was not queued (Redis failed after the commit) are picked up after this long. */
const SWEEP_AFTER_MS = 60_000;
const SWEEP_BATCH = 1000;

/**
 * The outbox sweeper, every minute. Forward and delivery jobs that failed for good (Postgres or
 * Redis away through all their retries) are put back first: a failed job keeps its id, so adding
 * it again would do nothing, and its write would stay pending (or its attempt never be sent, or
 * sent but neither logged nor followed by its retry; the attempt's marker keeps a sent one from
 * being sent again). Then writes still pending a minute after they were made get their forward job
 * (again; the job id makes that harmless for those queued).
 */
export const conversionForwardSweepJob = defineJob<Record<string, never>>({
  ...CONVERSION_FORWARD_SWEEP,
  concurrency: 1,
  async process(_data, services) {
    let failed = 0;
    for (const queue of [
      CONVERSION_FORWARD_QUEUE,
      CONVERSION_DELIVERY_QUEUE,
      CONVERSION_DEAD_LETTER_QUEUE,
    ] as QueueSpec<unknown>[])
      failed += await services.jobs.requeueFailed(queue, SWEEP_BATCH);
    const cutoff = new Date(services.clock().getTime() - SWEEP_AFTER_MS);
    const { rows } = await services.conversions.pool.query<{ forward_data: ForwardJobData }>(
      `select forward_data from conversion_writes where forward_state = 'pending' and at < $1 order by at limit ${SWEEP_BATCH}`,
      [cutoff],
    );
    for (const row of rows) await enqueueForward(services, row.forward_data);
    return { requeued: rows.length, failed };
  },
});
