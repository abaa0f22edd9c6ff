import { runWebhookAttempt } from '../services/webhooks/attempt';
import type { WebhookAttemptJob } from '../services/webhooks/policy';
import { enqueueWebhookAttempt, WEBHOOK_DELIVERY_QUEUE, WEBHOOK_DELIVERY_SWEEP } from '../services/webhooks/queue';
import { defineJob } from './job';

/**
 * One job per delivery attempt; the next attempt is a new delayed job, so each job knows its
 * attempt number. The retry schedule, attempt limit, pending cap and send-once rule are in
 * services/webhooks/policy.ts (the queue: queue.ts).
 */
export const webhookDeliveryJob = defineJob<WebhookAttemptJob>({
  ...WEBHOOK_DELIVERY_QUEUE,
  concurrency: 16,
  async process(data, services) {
    return runWebhookAttempt(services, data, (next, at) => enqueueWebhookAttempt(services.jobs, next, at));
  },
});

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
  ...WEBHOOK_DELIVERY_SWEEP,
  concurrency: 1,
  async process(_data, services) {
    return { requeued: await services.jobs.requeueFailed(webhookDeliveryJob, SWEEP_BATCH) };
  },
});
