import type { AppServices } from '../../app/context';
import type { JobDefinition } from '../../jobs/job';
import { conversionDeadLetterJob, conversionDeliveryJob } from '../../jobs/conversion-delivery';
import { conversionForwardJob } from '../../jobs/conversion-forwarding';

/**
 * Opens the producer side of the forwarding queues at start, so the queue_jobs gauge reports their
 * depth (waiting, active, delayed, failed) from the first scrape, the dead-letter queue included.
 */
export function registerConversionQueues(services: AppServices): void {
  const definitions: JobDefinition<any>[] = [conversionForwardJob, conversionDeliveryJob, conversionDeadLetterJob];
  for (const definition of definitions) services.jobs.queue(definition);
}
