import type { AppServices } from '../services/context';
import { DELIVERY_TIMEOUT_MS, runDelivery } from '../services/conversions/forwarding/delivery';
import type { DeliveryJobData } from '../services/conversions/forwarding/job-data';
import { defineJob } from './job';

/**
 * Outbound postbacks and CAPI requests: first attempts here, failed ones in the dead-letter queue
 * below as delayed jobs, one per retry, on the FORWARDING_RETRY_SCHEDULE_MS schedule. bee-queue's
 * own retries only cover infrastructure failures (Postgres or Redis unavailable while logging).
 */
export const conversionDeliveryJob = defineJob<DeliveryJobData>({
  name: 'conversion-delivery',
  concurrency: 32,
  retries: 3,
  backoffMs: 1000,
  timeoutMs: DELIVERY_TIMEOUT_MS + 20_000,
  async process(data, services) {
    return runDelivery(services, data, (next, at) => enqueueDeadLetter(services, next, at));
  },
});

export const conversionDeadLetterJob = defineJob<DeliveryJobData>({
  ...conversionDeliveryJob,
  name: 'conversion-dead-letter',
  concurrency: 8,
});

function jobId(job: DeliveryJobData): string {
  return `${job.channel}:${job.write_id}:${job.attempt}`;
}

export function enqueueDelivery(services: AppServices, job: DeliveryJobData): Promise<string> {
  return services.jobs.add(conversionDeliveryJob, job, { id: jobId(job) });
}

export function enqueueDeadLetter(services: AppServices, job: DeliveryJobData, at: Date): Promise<string> {
  return services.jobs.add(conversionDeadLetterJob, job, { id: jobId(job), delayUntil: at });
}
