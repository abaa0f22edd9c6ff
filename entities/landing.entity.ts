import { Entity, Property } from '@mikro-orm/core';
import { ArchivableEntity } from './tenant-entity';

export const LANDING_TYPES = ['external', 'hosted'] as const;
export type LandingType = (typeof LANDING_TYPES)[number];
export const CLICK_THROUGH_METHODS = ['http_302', 'meta_refresh', 'javascript'] as const;
export type ClickThroughMethod = (typeof CLICK_THROUGH_METHODS)[number];

/** A pre-sale page shown before the offer: an external URL, or a ZIP hosted by the service. */
@Entity({ tableName: 'landings' })
export class Landing extends ArchivableEntity {
  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  type: LandingType = 'external';

  /** External landings only. */
  @Property({ type: 'text', nullable: true })
  url: string | null = null;

  /** Hosted landings only: the version folder being served (services/landing-archives; set by each upload). */
  @Property({ type: 'text', nullable: true })
  hosted_bundle: string | null = null;

  /**
   * Hosted landings only: the path the service serves the landing at, `/l/<id>/`, once a ZIP was
   * uploaded. Relative on purpose: the redirect sends visitors to it on the host the click came in on,
   * which is also where it sets the `_svctoken` cookie.
   */
  @Property({ type: 'text', nullable: true })
  hosted_path: string | null = null;

  /** How many distinct offer links the page carries (offer 1 … N on the click-through route). */
  @Property({ type: 'smallint' })
  offers_count: number = 1;

  /** How the click-through route sends the visitor on to the offer. */
  @Property({ type: 'text' })
  click_through: ClickThroughMethod = 'http_302';

  @Property({ type: 'json' })
  tags: string[] = [];

  @Property({ type: 'text' })
  notes: string = '';

  /** The entity's group (entity_groups of the same kind), or none. */
  @Property({ type: 'uuid', nullable: true })
  group_id: string | null = null;
}
