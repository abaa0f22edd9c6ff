import { Resolver } from 'node:dns/promises';
import { isIP } from 'node:net';

export const DNS_STATES = ['pending', 'pointed', 'not_pointed', 'nxdomain', 'error'] as const;
export type DnsState = (typeof DNS_STATES)[number];

export interface DnsCheck {
  state: Exclude<DnsState, 'pending'>;
  /** Why, in a sentence for the operator (what the name resolves to and what this service is at). */
  reason: string;
  /** The A and AAAA addresses found (empty when none). */
  addresses: string[];
}

/** The resolver the check asks: the system's, or the servers of DNS_RESOLVERS (a local resolver in tests). */
export interface DnsLookup {
  resolve4(name: string): Promise<string[]>;
  resolve6(name: string): Promise<string[]>;
  resolveCname(name: string): Promise<string[]>;
}

export function dnsLookup(servers: string[]): DnsLookup {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (servers.length) resolver.setServers(servers);
  return resolver;
}

/** Codes that mean "no such record" rather than "the lookup failed". */
const NO_NAME = new Set(['ENOTFOUND', 'NXDOMAIN']);
const NO_DATA = new Set(['ENODATA', 'ENONAME']);

type Answer = { records: string[] } | { missing: 'name' | 'data' } | { failed: string };

async function ask(lookup: () => Promise<string[]>): Promise<Answer> {
  try {
    return { records: await lookup() };
  } catch (error) {
    const code = String((error as { code?: string }).code ?? 'EUNKNOWN');
    if (NO_NAME.has(code)) return { missing: 'name' };
    if (NO_DATA.has(code)) return { missing: 'data' };
    return { failed: code };
  }
}

const recordsOf = (answer: Answer): string[] => ('records' in answer ? answer.records : []);

/**
 * The addresses and names that are this service: the declared IP addresses, plus the A/AAAA of the
 * declared host names (a CNAME to one of those names also counts).
 */
export async function serviceTargets(
  lookup: DnsLookup,
  declared: string[],
): Promise<{ ips: Set<string>; names: Set<string> }> {
  const ips = new Set<string>();
  const names = new Set<string>();
  for (const entry of declared) {
    const value = entry.trim().toLowerCase().replace(/\.$/, '');
    if (!value) continue;
    if (isIP(value)) {
      ips.add(value);
      continue;
    }
    names.add(value);
    for (const found of [
      ...recordsOf(await ask(() => lookup.resolve4(value))),
      ...recordsOf(await ask(() => lookup.resolve6(value))),
    ])
      ips.add(found);
  }
  return { ips, names };
}

/**
 * Whether `name` points at this service: a CNAME to a declared name, or A/AAAA records that are
 * all this service's addresses (a record elsewhere sends part of the visitors elsewhere, and a
 * certificate could not be obtained through it either).
 */
export async function checkDomainDns(
  lookup: DnsLookup,
  name: string,
  targets: { ips: Set<string>; names: Set<string> },
): Promise<DnsCheck> {
  if (!targets.ips.size && !targets.names.size)
    return { state: 'error', reason: 'no address of this service is declared (set DOMAIN_TARGETS)', addresses: [] };
  const [cname, v4, v6] = await Promise.all([
    ask(() => lookup.resolveCname(name)),
    ask(() => lookup.resolve4(name)),
    ask(() => lookup.resolve6(name)),
  ]);
  const addresses = [...recordsOf(v4), ...recordsOf(v6)];
  const alias = recordsOf(cname).map((target) => target.toLowerCase().replace(/\.$/, ''));
  const cnameToUs = alias.find((target) => targets.names.has(target));
  if (cnameToUs) return { state: 'pointed', reason: `CNAME to ${cnameToUs}, this service`, addresses };
  const failed = [cname, v4, v6].find((answer) => 'failed' in answer) as { failed: string } | undefined;
  if (!addresses.length) {
    if ([v4, v6].every((answer) => 'missing' in answer && answer.missing === 'name'))
      return {
        state: 'nxdomain',
        reason: 'the name does not exist in DNS (NXDOMAIN): add an A or CNAME record',
        addresses,
      };
    if (failed)
      return { state: 'error', reason: `the DNS lookup failed (${failed.failed}); it is checked again`, addresses };
    return { state: 'not_pointed', reason: 'the name has no A or AAAA record: add one for this service', addresses };
  }
  const ours = [...targets.ips].sort().join(', ') || [...targets.names].join(', ');
  const elsewhere = addresses.filter((address) => !targets.ips.has(address));
  if (!elsewhere.length)
    return { state: 'pointed', reason: `resolves to ${addresses.join(', ')}, this service`, addresses };
  if (elsewhere.length < addresses.length)
    return {
      state: 'not_pointed',
      reason: `also resolves to ${elsewhere.join(', ')}, not this service (${ours}): remove those records`,
      addresses,
    };
  const via = alias.length ? ` (CNAME to ${alias.join(', ')})` : '';
  return {
    state: 'not_pointed',
    reason: `resolves to ${addresses.join(', ')}${via}; this service is at ${ours}`,
    addresses,
  };
}
