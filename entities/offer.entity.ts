import { Entity, Property } from '@mikro-orm/core';
import { ArchivableEntity } from './tenant-entity';

export const PAYOUT_TYPES = ['fixed', 'auto', 'revshare'] as const;
export type PayoutType = (typeof PAYOUT_TYPES)[number];

/** What the visitor is finally sent to, and what a conversion on it is worth. */
@Entity({ tableName: 'offers' })
export class Offer extends ArchivableEntity {
  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  url!: string;

  @Property({ type: 'uuid', nullable: true })
  affiliate_network_id: string | null = null;

  /** Exact decimal (numeric(20,6)) as a string. */
  @Property({ type: 'decimal', precision: 20, scale: 6 })
  payout: string = '0';

  @Property({ type: 'text' })
  payout_currency: string = 'USD';

  @Property({ type: 'text' })
  payout_type: PayoutType = 'fixed';

  /** Conversions per day (in cap_time_zone) before traffic goes to cap_fallback_offer_id; null = no cap. */
  @Property({ type: 'integer', nullable: true })
  daily_cap: number | null = null;

  @Property({ type: 'text' })
  cap_time_zone: string = 'UTC';

  @Property({ type: 'uuid', nullable: true })
  cap_fallback_offer_id: string | null = null;

  @Property({ type: 'json' })
  tags: string[] = [];

  @Property({ type: 'text' })
  notes: string = '';

  /** The entity's group (entity_groups of the same kind), or none. */
  @Property({ type: 'uuid', nullable: true })
  group_id: string | null = null;
}
