import { maintainClickPartitions } from '../services/clicks/partitions';
import { maintainConversionPartitions } from '../services/conversions/partitions';
import { LandingStorage } from '../services/landing-archives/storage';
import { applyRetention } from '../services/retention/apply';
import { retentionPolicies } from '../services/retention/policies';
import { HOUSEKEEPING_SWEEP } from '../services/retention/queue';
import { defineJob } from './job';

/**
 * Every few minutes: enforce retention of logs and traces, keep click partitions created ahead and
 * drop expired ones, remove hosted-landing uploads a crash left behind. Deleting what is already
 * gone and creating what exists are harmless.
 */
export const housekeepingJob = defineJob<Record<string, never>>({
  ...HOUSEKEEPING_SWEEP,
  concurrency: 1,
  async process(_data, services) {
    const now = services.clock();
    const deleted = await applyRetention(services.orm.em.fork(), retentionPolicies, now);
    const clickPartitions = await maintainClickPartitions(services.config.databaseUrl, now);
    const conversionPartitions = await maintainConversionPartitions(services.config.databaseUrl, now);
    // File times are wall-clock time, whatever the services' clock says.
    const staleUploads = await new LandingStorage(services.config.landingsDir).pruneUploads();
    return { deleted, clickPartitions, conversionPartitions, staleUploads };
  },
});
