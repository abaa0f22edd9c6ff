import { runDelivery } from '../services/conversions/forwarding/delivery';
import type { DeliveryJobData } from '../services/conversions/forwarding/job-data';
import {
  CONVERSION_DEAD_LETTER_QUEUE,
  CONVERSION_DELIVERY_QUEUE,
  enqueueDeadLetter,
} from '../services/conversions/forwarding/queue';
import { defineJob } from './job';

/** Processes outbound postbacks and CAPI requests (the queues: services/conversions/forwarding/queues.ts). */
export const conversionDeliveryJob = defineJob<DeliveryJobData>({
  ...CONVERSION_DELIVERY_QUEUE,
  concurrency: 32,
  async process(data, services) {
    return runDelivery(services, data, (next, at) => enqueueDeadLetter(services, next, at));
  },
});

export const conversionDeadLetterJob = defineJob<DeliveryJobData>({
  ...conversionDeliveryJob,
  ...CONVERSION_DEAD_LETTER_QUEUE,
  concurrency: 8,
});
