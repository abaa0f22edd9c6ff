import { GROUP_OF } from '../dimensions';
import type { Period } from '../../services/time/period';
import type { NormalizedRequest } from '../request';

/** What every engine's statements of a report read: the side's workspace, period and visibility, and what the copy does not hold. */

export interface CopySide {
  workspaceId: string;
  timeZone: string;
  period: Period;
  includeSimulated: boolean;
  visitors: boolean;
  /**
   * Distinct visitors are counted only for the groups ranked within the first `visitorsRanked` by
   * clicks (ties kept), the others' left 0: set when the report shows its rows by clicks and
   * nothing else reads a group's visitors (storage.ts). An engine that cannot rank counts them all.
   */
  visitorsRanked?: number;
}

/**
 * What the copy does not hold, read from Postgres when a report needs it: the offers' networks
 * (`affiliate_network`) and each entity's current group (`campaign_group`… : `groups`, keyed by
 * the dimension's name, the entities' ids and their groups in the same order).
 */
export interface OfferNetworks {
  offers: string[];
  networks: (string | null)[];
  groups?: Record<string, { ids: string[]; groups: (string | null)[] }>;
}

/** Whether a report reads what the copy does not hold (the offers' networks, the entities' groups). */
export function needsNetworks(request: NormalizedRequest): boolean {
  return [...request.dimensions, ...request.filters.map((f) => f.dimension)].some(
    (d) => d.name === 'affiliate_network' || d.name in GROUP_OF,
  );
}
