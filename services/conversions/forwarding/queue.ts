import type { AppServices } from '../../context';
import { EVERY_MINUTE, type JobQueue, type QueueSpec, type SweepSpec } from '../../queue';
import { DELIVERY_TIMEOUT_MS } from './delivery';
import type { DeliveryJobData, ForwardJobData } from './job-data';

/**
 * One job per conversion write to forward (webhook, outbound postback, CAPI). Its id is the write
 * id, so adding it twice (the hot path, then the sweeper) queues it once; the processor skips a
 * write already forwarded (jobs/conversion-forwarding.ts).
 */
export const CONVERSION_FORWARD_QUEUE: QueueSpec<ForwardJobData> = {
  name: 'conversion-forward',
  retries: 5,
  backoffMs: 1000,
  timeoutMs: 30_000,
};

/**
 * Outbound postbacks and CAPI requests: first attempts here, failed ones in the dead-letter queue
 * below as delayed jobs, one per retry, on the FORWARDING_RETRY_SCHEDULE_MS schedule. bee-queue's
 * own retries only cover infrastructure failures (Postgres or Redis unavailable while logging).
 */
export const CONVERSION_DELIVERY_QUEUE: QueueSpec<DeliveryJobData> = {
  name: 'conversion-delivery',
  retries: 3,
  backoffMs: 1000,
  timeoutMs: DELIVERY_TIMEOUT_MS + 20_000,
};

export const CONVERSION_DEAD_LETTER_QUEUE: QueueSpec<DeliveryJobData> = {
  ...CONVERSION_DELIVERY_QUEUE,
  name: 'conversion-dead-letter',
};

/** The outbox sweeper, every minute (jobs/conversion-forwarding.ts). */
export const CONVERSION_FORWARD_SWEEP: SweepSpec = { name: 'conversion-forward-sweep', ...EVERY_MINUTE };

export function enqueueForward(services: AppServices, data: ForwardJobData): Promise<string> {
  return services.jobs.add(CONVERSION_FORWARD_QUEUE, data, { id: `fwd:${data.write_id}` });
}

function deliveryJobId(job: DeliveryJobData): string {
  return `${job.channel}:${job.write_id}:${job.attempt}`;
}

export function enqueueDelivery(services: AppServices, job: DeliveryJobData): Promise<string> {
  return services.jobs.add(CONVERSION_DELIVERY_QUEUE, job, { id: deliveryJobId(job) });
}

export function enqueueDeadLetter(services: AppServices, job: DeliveryJobData, at: Date): Promise<string> {
  return services.jobs.add(CONVERSION_DEAD_LETTER_QUEUE, job, { id: deliveryJobId(job), delayUntil: at });
}

/**
 * Opens the producer side of the forwarding queues at start, so the queue_jobs gauge reports their
 * depth (waiting, active, delayed, failed) from the first scrape, the dead-letter queue included.
 */
export function openConversionQueues(jobs: JobQueue): void {
  for (const queue of [CONVERSION_FORWARD_QUEUE, CONVERSION_DELIVERY_QUEUE, CONVERSION_DEAD_LETTER_QUEUE])
    jobs.open(queue);
}
