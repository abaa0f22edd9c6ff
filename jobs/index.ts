import type { JobDefinition } from './job';
import { housekeepingJob } from './housekeeping';
import { webhookDeliveryJob, webhookDeliverySweepJob } from './webhook-delivery';
import { conversionForwardJob, conversionForwardSweepJob } from './conversion-forwarding';
import { conversionDeadLetterJob, conversionDeliveryJob } from './conversion-delivery';
import { ruleEvaluateJob, ruleScheduleJob } from './rules';
import { messengerDeliveryJob, messengerDeliverySweepJob } from './messenger-delivery';
import { externalImportJob, externalImportSweepJob } from './external-import';
import { costUpdateJob } from './cost-update';
import { domainDnsSweepJob } from './domains';

/** Every queue the worker processes. Each area adds its jobs here. */
export const allJobs: JobDefinition<any>[] = [
  housekeepingJob,
  webhookDeliveryJob,
  webhookDeliverySweepJob,
  conversionForwardJob,
  conversionForwardSweepJob,
  conversionDeliveryJob,
  conversionDeadLetterJob,
  ruleScheduleJob,
  ruleEvaluateJob,
  messengerDeliveryJob,
  messengerDeliverySweepJob,
  externalImportJob,
  externalImportSweepJob,
  costUpdateJob,
  domainDnsSweepJob,
];
