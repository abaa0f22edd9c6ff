import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppServices } from '../context';
import { checkDomainDns, dnsLookup, serviceTargets, type DnsLookup } from './dns-check';
import { publishDomainChange } from './invalidation';

/** A domain not pointed yet is checked again every 2 minutes, a pointed one every 30 (it may be moved away). */
export const RECHECK_PENDING_MS = 2 * 60_000;
export const RECHECK_POINTED_MS = 30 * 60_000;
const SWEEP_BATCH = 100;

let lookups: { key: string; lookup: DnsLookup } | null = null;

/** The resolver of DNS_RESOLVERS (or the system's), made once per process. */
function lookupFor(services: AppServices): DnsLookup {
  const key = services.config.domains.resolvers.join(',');
  if (lookups?.key !== key) lookups = { key, lookup: dnsLookup(services.config.domains.resolvers) };
  return lookups.lookup;
}

/** Checks one domain's DNS and stores the result; a state change is announced (the TLS front's answer follows it). */
export async function recheckDomain(em: EntityManager, services: AppServices, id: string): Promise<void> {
  const db = em.getConnection();
  const [row] = await db.execute<{ name: string; dns_state: string }[]>(
    'select name, dns_state from domains where id = ?',
    [id],
  );
  if (!row) return;
  const lookup = lookupFor(services);
  const check = await checkDomainDns(lookup, row.name, await serviceTargets(lookup, services.config.domains.targets));
  await db.execute(
    `update domains set dns_state = ?, dns_reason = ?, dns_addresses = array(select jsonb_array_elements_text(?::jsonb)),
       dns_checked_at = ? where id = ? and name = ?`,
    [check.state, check.reason, JSON.stringify(check.addresses), services.clock(), id, row.name],
  );
  if (check.state !== row.dns_state) await publishDomainChange(services.redis, services.config.redisPrefix);
}

/** The background re-check (the worker, every minute): domains whose last check is due, oldest first. */
export async function recheckDueDomains(services: AppServices): Promise<number> {
  const em = services.orm.em.fork();
  const now = services.clock().getTime();
  const due = await em.getConnection().execute<{ id: string }[]>(
    `select id from domains
      where dns_checked_at is null
         or dns_checked_at < case when dns_state = 'pointed' then ?::timestamptz else ?::timestamptz end
      order by dns_checked_at nulls first limit ?`,
    [new Date(now - RECHECK_POINTED_MS), new Date(now - RECHECK_PENDING_MS), SWEEP_BATCH],
  );
  for (const { id } of due) await recheckDomain(em, services, id);
  return due.length;
}
