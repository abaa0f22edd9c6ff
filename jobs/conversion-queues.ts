import type { JobQueue } from '../services/queue';
import { conversionDeadLetterJob, conversionDeliveryJob } from './conversion-delivery';
import { conversionForwardJob } from './conversion-forwarding';

/**
 * Opens the producer side of the forwarding queues at start, so the queue_jobs gauge reports their
 * depth (waiting, active, delayed, failed) from the first scrape, the dead-letter queue included.
 */
export function openConversionQueues(jobs: JobQueue): void {
  for (const definition of [conversionForwardJob, conversionDeliveryJob, conversionDeadLetterJob])
    jobs.open(definition);
}
