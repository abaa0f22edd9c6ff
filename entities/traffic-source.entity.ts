import { Entity, Property } from '@mikro-orm/core';
import { ArchivableEntity } from './tenant-entity';

/** One source token a traffic source passes in the click URL: our query parameter and its macro there. */
export interface SourceTokenParameter {
  param: string;
  macro: string;
}

/** Source tokens the click engine reads from the click URL (each optional). */
export const SOURCE_TOKENS = ['ad_campaign', 'adset', 'creative', 'site', 'keyword', 'cost', 'external_id'] as const;
export type SourceToken = (typeof SOURCE_TOKENS)[number];
export type SourceParameters = Partial<Record<SourceToken, SourceTokenParameter>>;

/** A URL parameter the source passes that is stored as sub_id_N. */
export interface SubIdParameter extends SourceTokenParameter {
  sub_id: number;
}

/** Where clicks come from (an ad network): what it passes, and how conversions are reported back. */
@Entity({ tableName: 'traffic_sources' })
export class TrafficSource extends ArchivableEntity {
  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'json' })
  parameters: SourceParameters = {};

  @Property({ type: 'json' })
  sub_id_parameters: SubIdParameter[] = [];

  /** Outbound S2S postback template with macros; null when the source takes none. */
  @Property({ type: 'text', nullable: true })
  postback_url: string | null = null;

  /** ISO 4217 code the outbound postback's payout is sent in (converted); null: the workspace's base currency. */
  @Property({ type: 'text', nullable: true })
  postback_currency: string | null = null;

  /** Conversion statuses (canonical or custom codes) that trigger the outbound postback. */
  @Property({ type: 'json' })
  postback_statuses: string[] = ['lead', 'sale'];

  /** AES-256-GCM (services/crypto); write-only through the API. */
  @Property({ type: 'text', nullable: true })
  postback_secret_ciphertext: string | null = null;

  @Property({ type: 'text', nullable: true })
  capi_pixel_id: string | null = null;

  /** AES-256-GCM (services/crypto); write-only through the API. */
  @Property({ type: 'text', nullable: true })
  capi_access_token_ciphertext: string | null = null;

  @Property({ type: 'text', nullable: true })
  capi_test_event_code: string | null = null;

  @Property({ type: 'text' })
  notes: string = '';

  /** The entity's group (entity_groups of the same kind), or none. */
  @Property({ type: 'uuid', nullable: true })
  group_id: string | null = null;
}
