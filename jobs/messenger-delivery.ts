import type { AppServices } from '../services/context';
import { runMessengerAttempt, type MessengerAttemptJob } from '../services/alerts/delivery';
import { MESSENGER_TIMEOUT_MS } from '../services/alerts/messenger';
import { defineJob, EVERY_MINUTE_SWEEP } from './job';

/**
 * One job per messenger alert attempt, like webhook delivery: a failed attempt queues the next
 * one as a delayed job (pauses 2, 4, 8, 16 s; 5 attempts). bee-queue's retries cover only
 * Postgres or Redis being away; the sweeper below puts back jobs that failed for good.
 */
export const messengerDeliveryJob = defineJob<MessengerAttemptJob>({
  name: 'messenger-delivery',
  concurrency: 8,
  retries: 3,
  backoffMs: 1000,
  timeoutMs: MESSENGER_TIMEOUT_MS + 20_000,
  async process(data, services) {
    return runMessengerAttempt(
      {
        em: () => services.orm.em.fork(),
        redis: services.redis,
        redisPrefix: services.config.redisPrefix,
        outbound: services.outbound,
        appSecret: services.config.appSecret,
        clock: services.clock,
        retryBaseMs: services.config.webhookRetryBaseMs,
        scheduleAttempt: (next, at) => enqueueMessengerAttempt(services, next, at),
      },
      data,
    );
  },
});

export function enqueueMessengerAttempt(services: AppServices, job: MessengerAttemptJob, at?: Date): Promise<string> {
  return services.jobs.add(messengerDeliveryJob, job, {
    id: `messenger:${job.event_id}:${job.attempt}`,
    delayUntil: at,
  });
}

export const messengerDeliverySweepJob = defineJob<Record<string, never>>({
  name: 'messenger-delivery-sweep',
  ...EVERY_MINUTE_SWEEP,
  async process(_data, services) {
    return { requeued: await services.jobs.requeueFailed(messengerDeliveryJob, 1000) };
  },
});
