import type { CANONICAL_STATUSES } from '../catalogue/statuses';
import { type ResolvedStatus, resolveStatus } from './status';
import type { ConversionConfig } from './workspace-config';

type Canonical = (typeof CANONICAL_STATUSES)[number];

/**
 * A postback's own status lists (Keitaro's `lead_status=hold&sale_status=approved,lead&…`): each a
 * comma-separated list of the network's statuses that mean one canonical status, for this request
 * only. As sent (trimmed); null when absent.
 */
export interface StatusLists {
  lead: string | null;
  sale: string | null;
  rejected: string | null;
  trash: string | null;
}

const ORDER: readonly Canonical[] = ['lead', 'sale', 'rejected', 'trash'];

/** True when at least one list was sent. */
export function hasStatusLists(lists: StatusLists): boolean {
  return ORDER.some((status) => lists[status] !== null);
}

function named(list: string | null, status: string): boolean {
  if (list === null) return false;
  return list.split(',').some((entry) => entry.trim().toLowerCase() === status);
}

/**
 * The canonical status a request's own lists give its partner status: 'ambiguous' when two lists
 * name it, undefined when none does (then the network's status map applies, as without lists).
 * A status named in a list maps to that status directly; the network's map is not applied to it.
 */
export function resolveListedStatus(
  config: ConversionConfig,
  lists: StatusLists | null | undefined,
  partnerStatus: string,
): ResolvedStatus | 'ambiguous' | undefined {
  if (!lists) return undefined;
  const status = partnerStatus.trim().toLowerCase();
  const matches = ORDER.filter((canonical) => named(lists[canonical], status));
  if (matches.length > 1) return 'ambiguous';
  if (matches.length === 0) return undefined;
  return resolveStatus(config, matches[0]) ?? undefined;
}
