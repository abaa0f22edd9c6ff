import { Entity, Property } from '@mikro-orm/core';
import type { FlowFilter } from './flow-filter';
import { ArchivableEntity } from './tenant-entity';

export const FLOW_TYPES = ['forced', 'regular', 'default'] as const;
export type FlowType = (typeof FLOW_TYPES)[number];
export const FLOW_STATES = ['active', 'paused'] as const;
export type FlowState = (typeof FLOW_STATES)[number];
export const FLOW_SCHEMES = [
  'landings_offers',
  'redirect',
  'send_to_campaign',
  'do_nothing',
  'show_404',
  'show_text',
  'show_html',
  'action_script',
] as const;
export type FlowScheme = (typeof FLOW_SCHEMES)[number];

export interface WeightedLanding {
  landing_id: string;
  weight: number;
}
export interface WeightedOffer {
  offer_id: string;
  weight: number;
}

/** A route inside a campaign: which visitors it takes (type, filters) and what it does with them (scheme). */
@Entity({ tableName: 'flows' })
export class Flow extends ArchivableEntity {
  @Property({ type: 'uuid' })
  campaign_id!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  type: FlowType = 'regular';

  /** Order among the campaign's flows (forced flows are tried in this order). */
  @Property({ type: 'integer' })
  position: number = 0;

  /** Share among regular flows when the campaign rotates by weight. */
  @Property({ type: 'integer' })
  weight: number = 100;

  @Property({ type: 'text' })
  state: FlowState = 'active';

  /** When false the flow's clicks are routed and can convert but are kept out of the click log and reports. */
  @Property({ type: 'boolean' })
  save_traffic: boolean = true;

  /** Validated by services/flow-filters, evaluated by edge/filters; AND-combined. */
  @Property({ type: 'json' })
  filters: FlowFilter[] = [];

  @Property({ type: 'text' })
  scheme: FlowScheme = 'landings_offers';

  /** landings_offers and action_script (its fallback): empty means straight to an offer. */
  @Property({ type: 'json' })
  landings: WeightedLanding[] = [];

  @Property({ type: 'json' })
  offers: WeightedOffer[] = [];

  @Property({ type: 'text', nullable: true })
  redirect_url: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  target_campaign_id: string | null = null;

  /** show_text / show_html body. */
  @Property({ type: 'text', nullable: true })
  content: string | null = null;

  /** action_script source. */
  @Property({ type: 'text', nullable: true })
  script: string | null = null;
}
