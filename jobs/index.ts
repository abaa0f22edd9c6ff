import type { JobDefinition } from './job';
import { housekeepingJob } from './housekeeping';
import { webhookDeliveryJob, webhookDeliverySweepJob } from './webhook-delivery';
import { conversionForwardJob, conversionForwardSweepJob } from './conversion-forwarding';
import { conversionDeadLetterJob, conversionDeliveryJob } from './conversion-delivery';
import { ruleEvaluateJob, ruleScheduleJob } from './rules';
import { messengerDeliveryJob, messengerDeliverySweepJob } from './messenger-delivery';
import { externalImportJob, externalImportSweepJob } from './external-import';
import { costUpdateJob } from './cost-update';
import { conversionUploadJob, conversionUploadSweepJob } from './conversion-upload';
import { domainDnsSweepJob } from './domains';
import { unpricedClicksSweepJob } from './unpriced-clicks';
import { ecbRatesSweepJob } from './ecb-rates';

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
  conversionUploadJob,
  conversionUploadSweepJob,
  domainDnsSweepJob,
  unpricedClicksSweepJob,
  ecbRatesSweepJob,
];
