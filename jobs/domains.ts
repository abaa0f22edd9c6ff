import { recheckDueDomains } from '../services/domains/dns-sweep';
import { DOMAIN_DNS_SWEEP } from '../services/domains/queue';
import { defineJob } from './job';

/** Every minute: the DNS of tracking domains whose last check is due (services/domains/dns-sweep.ts). */
export const domainDnsSweepJob = defineJob<Record<string, never>>({
  ...DOMAIN_DNS_SWEEP,
  concurrency: 1,
  async process(_data, services) {
    return { checked: await recheckDueDomains(services) };
  },
});
