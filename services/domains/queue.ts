import { EVERY_MINUTE, type SweepSpec } from '../queue';

/** Every minute (jobs/domains.ts): the DNS of tracking domains whose last check is due (dns-sweep.ts). */
export const DOMAIN_DNS_SWEEP: SweepSpec = { name: 'domain-dns-check', ...EVERY_MINUTE };
