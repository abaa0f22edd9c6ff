import { recheckDueDomains } from '../services/domains/dns-sweep';
import { defineJob, EVERY_MINUTE_SWEEP } from './job';

/** Every minute: the DNS of tracking domains whose last check is due (services/domains/dns-sweep.ts). */
export const domainDnsSweepJob = defineJob<Record<string, never>>({
  name: 'domain-dns-check',
  ...EVERY_MINUTE_SWEEP,
  async process(_data, services) {
    return { checked: await recheckDueDomains(services) };
  },
});
