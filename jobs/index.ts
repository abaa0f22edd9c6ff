import type { JobDefinition } from './job';
import { housekeepingJob } from './housekeeping';
import { webhookDeliveryJob } from './webhook-delivery';

/** Every queue the worker processes. Each area adds its jobs here. */
export const allJobs: JobDefinition<any>[] = [housekeepingJob, webhookDeliveryJob];
