import { Entity, Property } from '@mikro-orm/core';
import { ArchivableEntity } from './tenant-entity';

export const CAMPAIGN_STATES = ['active', 'paused'] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];
export const COST_MODELS = ['none', 'cpc', 'cpm', 'cpa', 'revshare'] as const;
export type CostModel = (typeof COST_MODELS)[number];
export const UNIQUENESS_SCOPES = ['campaign', 'workspace'] as const;
export type UniquenessScope = (typeof UNIQUENESS_SCOPES)[number];
export const BOT_ACTIONS = ['route', 'do_nothing', 'show_404', 'redirect'] as const;
export type BotAction = (typeof BOT_ACTIONS)[number];
export const FLOW_ROTATIONS = ['weight', 'position', 'disabled'] as const;
export type FlowRotation = (typeof FLOW_ROTATIONS)[number];

/** A tracking link `{base_url}/{alias}` and the flows that route its clicks. */
@Entity({ tableName: 'campaigns' })
export class Campaign extends ArchivableEntity {
  @Property({ type: 'text' })
  name!: string;

  /** Lower-case, URL-safe, unique per installation while not released. */
  @Property({ type: 'text' })
  alias!: string;

  /** Set when the owner freed the alias of a deleted campaign; the alias may then be reused. */
  @Property({ type: 'timestamptz', nullable: true })
  alias_released_at: Date | null = null;

  @Property({ type: 'text' })
  state: CampaignState = 'active';

  @Property({ type: 'uuid', nullable: true })
  source_id: string | null = null;

  @Property({ type: 'text' })
  cost_model: CostModel = 'none';

  @Property({ type: 'decimal', precision: 20, scale: 6 })
  cost_value: string = '0';

  @Property({ type: 'text' })
  cost_currency: string = 'USD';

  @Property({ type: 'integer' })
  uniqueness_period_hours: number = 24;

  @Property({ type: 'text' })
  uniqueness_scope: UniquenessScope = 'campaign';

  @Property({ type: 'text' })
  bot_action: BotAction = 'route';

  @Property({ type: 'text', nullable: true })
  bot_redirect_url: string | null = null;

  @Property({ type: 'text' })
  flow_rotation: FlowRotation = 'weight';

  /** Answers only on its workspace's tracking domains that take it (docs/domains.md); 404 on any other host. */
  @Property({ type: 'boolean' })
  domains_only: boolean = false;

  /** Remote-execution token, AES-256-GCM encrypted: it is shown on the campaign card, so not hashed. */
  @Property({ type: 'text' })
  token_ciphertext!: string;

  @Property({ type: 'json' })
  tags: string[] = [];

  @Property({ type: 'text' })
  notes: string = '';

  /** The entity's group (entity_groups of the same kind), or none. */
  @Property({ type: 'uuid', nullable: true })
  group_id: string | null = null;
}
