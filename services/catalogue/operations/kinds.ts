import { LockMode } from '@mikro-orm/core';
import { AffiliateNetwork } from '../../../entities/affiliate-network.entity';
import { Campaign } from '../../../entities/campaign.entity';
import { Flow } from '../../../entities/flow.entity';
import { Landing } from '../../../entities/landing.entity';
import { Offer } from '../../../entities/offer.entity';
import type { ArchivableEntity } from '../../../entities/tenant-entity';
import { TrafficSource } from '../../../entities/traffic-source.entity';
import type { EntityKind } from '../../access/require';

/**
 * The tracking entities the daily operations (clone, archive, restore, bulk) act on, by the
 * name their REST paths use, with the permission kind that guards them (docs/permissions.md).
 */
export const OPERABLE_KINDS = ['campaigns', 'flows', 'offers', 'landings', 'sources', 'affiliate_networks'] as const;
export type OperableKind = (typeof OPERABLE_KINDS)[number];

export interface KindInfo {
  entity: new () => ArchivableEntity;
  /** How messages name one row. */
  label: string;
  permission: EntityKind;
}

export const KIND_INFO: Record<OperableKind, KindInfo> = {
  campaigns: { entity: Campaign, label: 'campaign', permission: 'campaigns' },
  flows: { entity: Flow, label: 'flow', permission: 'flows' },
  offers: { entity: Offer, label: 'offer', permission: 'offers' },
  landings: { entity: Landing, label: 'landing', permission: 'landings' },
  sources: { entity: TrafficSource, label: 'traffic source', permission: 'sources' },
  affiliate_networks: { entity: AffiliateNetwork, label: 'affiliate network', permission: 'affiliate_networks' },
};

/** The live rows (not deleted) of the caller's workspace among `ids`, by id. */
export async function liveRows<T extends ArchivableEntity>(
  em: import('@mikro-orm/postgresql').EntityManager,
  workspaceId: string,
  kind: OperableKind,
  ids: string[],
  options: { lock?: boolean } = {},
): Promise<Map<string, T>> {
  const rows = await em.find(
    KIND_INFO[kind].entity,
    { id: { $in: [...new Set(ids)] }, workspace_id: workspaceId, deleted_at: null } as never,
    // Locked for the transaction (in id order, so two requests over the same rows cannot deadlock).
    options.lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } as never } : {},
  );
  return new Map(rows.map((row) => [row.id, row as T]));
}
