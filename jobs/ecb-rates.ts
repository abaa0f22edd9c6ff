import { ECB_RATES_SWEEP } from '../services/catalogue/queue';
import { sweepEcbRates } from '../services/catalogue/ecb-daily';
import { RoutingInvalidations } from '../services/catalogue/routing-invalidation';
import { defineJob } from './job';

/** Every hour: the ECB's daily rates for the workspaces that fetch them (services/catalogue/ecb-daily.ts). */
export const ecbRatesSweepJob = defineJob<Record<string, never>>({
  ...ECB_RATES_SWEEP,
  concurrency: 1,
  async process(_data, services) {
    const invalidations = new RoutingInvalidations(services.redis, services.config.redisPrefix);
    return sweepEcbRates(services.orm.em.fork(), services.config.ecbRatesUrl, (workspaceId) =>
      invalidations.publish({ workspace_id: workspaceId }),
    );
  },
});
