import { Entity, Property } from '@mikro-orm/core';
import { ArchivableEntity } from './tenant-entity';

/** A partner network that runs offers and sends postbacks. */
@Entity({ tableName: 'affiliate_networks' })
export class AffiliateNetwork extends ArchivableEntity {
  @Property({ type: 'text' })
  name!: string;

  /** Query string appended to its offers' URLs, with macros (e.g. `sub1={click_id}`). */
  @Property({ type: 'text' })
  offer_params: string = '';

  /** Partner status (lower case) → canonical status or custom status code. */
  @Property({ type: 'json' })
  status_mapping: Record<string, string> = {};

  @Property({ type: 'text' })
  notes: string = '';
}
