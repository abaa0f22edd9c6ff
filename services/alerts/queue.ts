import type { AppServices } from '../context';
import { EVERY_MINUTE, type QueueSpec, type SweepSpec } from '../queue';
import type { MessengerAttemptJob } from './delivery';
import { MESSENGER_TIMEOUT_MS } from './messenger';

/**
 * One job per messenger alert attempt, like webhook delivery: a failed attempt queues the next
 * one as a delayed job (pauses 2, 4, 8, 16 s; 5 attempts). bee-queue's retries cover only
 * Postgres or Redis being away; the sweeper (jobs/messenger-delivery.ts) puts back jobs that
 * failed for good.
 */
export const MESSENGER_DELIVERY_QUEUE: QueueSpec<MessengerAttemptJob> = {
  name: 'messenger-delivery',
  retries: 3,
  backoffMs: 1000,
  timeoutMs: MESSENGER_TIMEOUT_MS + 20_000,
};

/** Every minute, messenger jobs that failed for good are put back (jobs/messenger-delivery.ts). */
export const MESSENGER_DELIVERY_SWEEP: SweepSpec = { name: 'messenger-delivery-sweep', ...EVERY_MINUTE };

/** Queues an attempt (now, or at `at` for a retry). */
export function enqueueMessengerAttempt(services: AppServices, job: MessengerAttemptJob, at?: Date): Promise<string> {
  return services.jobs.add(MESSENGER_DELIVERY_QUEUE, job, {
    id: `messenger:${job.event_id}:${job.attempt}`,
    delayUntil: at,
  });
}
