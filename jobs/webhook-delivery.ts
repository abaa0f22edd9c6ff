import type { AppServices } from '../app/context';
import { runWebhookAttempt, WEBHOOK_TIMEOUT_MS, type WebhookAttemptJob } from '../services/webhooks/attempt';
import { defineJob, EVERY_MINUTE_SWEEP } from './job';

/**
 * One job per delivery attempt. A failed attempt schedules the next one as a new delayed job
 * (pauses 2, 4, 8, 16 s) instead of using bee-queue's own retries, so each job knows its attempt
 * number and the pause follows the spec. bee-queue's retries here only cover infrastructure
 * failures (PostgreSQL or Redis unavailable while recording the attempt); a job that fails for
 * good through them is put back by the sweeper below.
 */
export const webhookDeliveryJob = defineJob<WebhookAttemptJob>({
  name: 'webhook-delivery',
  concurrency: 16,
  retries: 3,
  backoffMs: 1000,
  // The HTTP attempt is capped at 10 s; the rest is recording it.
  timeoutMs: WEBHOOK_TIMEOUT_MS + 20_000,
  async process(data, services) {
    return runWebhookAttempt(services, data, (next, at) => enqueueWebhookAttempt(services, next, at));
  },
});

/** The job id makes adding an attempt idempotent while that job exists. */
export function enqueueWebhookAttempt(services: AppServices, job: WebhookAttemptJob, at?: Date): Promise<string> {
  return services.jobs.add(webhookDeliveryJob, job, { id: `${job.webhook_id}:${job.event_id}:${job.attempt}`, delayUntil: at });
}

const SWEEP_BATCH = 1000;

/**
 * Every minute, webhook-delivery jobs that failed for good (Postgres or Redis away through their
 * 7 s of retries) are put back, same id and data. Such an attempt was never sent, or sent but
 * neither logged nor followed by its next attempt; without this the event's remaining attempts
 * were lost and its pending place stayed taken until the reservation expired (an hour). The
 * attempt's marker keeps a sent attempt from being sent again. Like the outbox sweeper does for
 * conversion delivery jobs.
 */
export const webhookDeliverySweepJob = defineJob<Record<string, never>>({
  name: 'webhook-delivery-sweep',
  ...EVERY_MINUTE_SWEEP,
  async process(_data, services) {
    return { requeued: await services.jobs.requeueFailed(webhookDeliveryJob, SWEEP_BATCH) };
  },
});
