import type { AppServices } from '../services/context';
import { forwardWrite } from '../services/conversions/forwarding/forward';
import type { ForwardJobData } from '../services/conversions/forwarding/job-data';
import { conversionDeadLetterJob, conversionDeliveryJob, enqueueDelivery } from './conversion-delivery';
import { defineJob, EVERY_MINUTE_SWEEP, type JobDefinition } from './job';

/**
 * One job per conversion write to forward (webhook, outbound postback, CAPI). Its id is the write
 * id, so adding it twice (the hot path, then the sweeper) queues it once; the processor skips a
 * write already forwarded.
 */
export const conversionForwardJob = defineJob<ForwardJobData>({
  name: 'conversion-forward',
  concurrency: 16,
  retries: 5,
  backoffMs: 1000,
  timeoutMs: 30_000,
  async process(data, services) {
    return forwardWrite(services, data, (job) => enqueueDelivery(services, job));
  },
});

export function enqueueForward(services: AppServices, data: ForwardJobData): Promise<string> {
  return services.jobs.add(conversionForwardJob, data, { id: `fwd:${data.write_id}` });
}

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
  name: 'conversion-forward-sweep',
  ...EVERY_MINUTE_SWEEP,
  async process(_data, services) {
    let failed = 0;
    for (const definition of [
      conversionForwardJob,
      conversionDeliveryJob,
      conversionDeadLetterJob,
    ] as JobDefinition<unknown>[])
      failed += await services.jobs.requeueFailed(definition, SWEEP_BATCH);
    const cutoff = new Date(services.clock().getTime() - SWEEP_AFTER_MS);
    const { rows } = await services.conversions.pool.query<{ forward_data: ForwardJobData }>(
      `select forward_data from conversion_writes where forward_state = 'pending' and at < $1 order by at limit ${SWEEP_BATCH}`,
      [cutoff],
    );
    for (const row of rows) await enqueueForward(services, row.forward_data);
    return { requeued: rows.length, failed };
  },
});
