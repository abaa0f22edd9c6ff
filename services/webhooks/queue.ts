import { EVERY_MINUTE, type JobQueue, type QueueSpec, type SweepSpec } from '../queue';
import { WEBHOOK_TIMEOUT_MS, type WebhookAttemptJob } from './policy';

/** The queue of delivery attempts: its retries cover infrastructure failures only (policy.ts). */
export const WEBHOOK_DELIVERY_QUEUE: QueueSpec<WebhookAttemptJob> = {
  name: 'webhook-delivery',
  retries: 3,
  backoffMs: 1000,
  // The HTTP attempt is capped at 10 s; the rest is recording it.
  timeoutMs: WEBHOOK_TIMEOUT_MS + 20_000,
};

/** The job id of an attempt: queueing the same attempt twice keeps one job while that job exists. */
export function attemptJobId(job: WebhookAttemptJob): string {
  return `${job.webhook_id}:${job.event_id}:${job.attempt}`;
}

/** Queues an attempt (now, or at `at` for a retry). */
export function enqueueWebhookAttempt(jobs: JobQueue, job: WebhookAttemptJob, at?: Date): Promise<string> {
  return jobs.add(WEBHOOK_DELIVERY_QUEUE, job, { id: attemptJobId(job), delayUntil: at });
}

/** Every minute, delivery jobs that failed for good are put back (jobs/webhook-delivery.ts). */
export const WEBHOOK_DELIVERY_SWEEP: SweepSpec = { name: 'webhook-delivery-sweep', ...EVERY_MINUTE };
