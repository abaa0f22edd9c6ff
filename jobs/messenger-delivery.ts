import { runMessengerAttempt, type MessengerAttemptJob } from '../services/alerts/delivery';
import { enqueueMessengerAttempt, MESSENGER_DELIVERY_QUEUE, MESSENGER_DELIVERY_SWEEP } from '../services/alerts/queue';
import { defineJob } from './job';

/** Sends one messenger alert attempt (the queue: services/alerts/queue.ts). */
export const messengerDeliveryJob = defineJob<MessengerAttemptJob>({
  ...MESSENGER_DELIVERY_QUEUE,
  concurrency: 8,
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

export const messengerDeliverySweepJob = defineJob<Record<string, never>>({
  ...MESSENGER_DELIVERY_SWEEP,
  concurrency: 1,
  async process(_data, services) {
    return { requeued: await services.jobs.requeueFailed(MESSENGER_DELIVERY_QUEUE, 1000) };
  },
});
