/**
 * Keitaro's Admin API answers as the set-up import reads them (only the fields it uses; Keitaro
 * sends more), and the plan the import shows before it writes anything.
 */

export type KeitaroId = number | string;

export interface KeitaroFilter {
  name: string;
  mode?: 'accept' | 'reject' | string;
  payload?: unknown;
}

export interface KeitaroShare {
  landing_id?: KeitaroId;
  offer_id?: KeitaroId;
  share?: number;
  state?: string;
}

export interface KeitaroStream {
  id: KeitaroId;
  campaign_id?: KeitaroId;
  name?: string | null;
  type?: 'regular' | 'forced' | 'default' | string;
  position?: number;
  weight?: number;
  state?: string;
  schema?: 'landings' | 'redirect' | 'action' | string;
  action_type?: string | null;
  action_payload?: unknown;
  filter_or?: boolean;
  collect_clicks?: boolean;
  filters?: KeitaroFilter[];
  landings?: KeitaroShare[];
  offers?: KeitaroShare[];
}

export interface KeitaroPostback {
  url?: string;
  method?: string;
  statuses?: string[];
}

export interface KeitaroCampaign {
  id: KeitaroId;
  alias?: string;
  name: string;
  type?: 'position' | 'weight' | string;
  state?: string;
  cost_type?: string;
  cost_value?: number | string;
  cost_currency?: string | null;
  cost_auto?: boolean;
  uniqueness_method?: string;
  cookies_ttl?: number;
  group_id?: KeitaroId | null;
  traffic_source_id?: KeitaroId | null;
  domain_id?: KeitaroId | null;
  postbacks?: KeitaroPostback[];
  notes?: string | null;
}

export interface KeitaroOffer {
  id: KeitaroId;
  name: string;
  group_id?: KeitaroId | null;
  offer_type?: string;
  action_type?: string;
  action_payload?: unknown;
  affiliate_network_id?: KeitaroId | null;
  payout_value?: number | string;
  payout_currency?: string | null;
  payout_type?: string;
  payout_auto?: boolean;
  conversion_cap_enabled?: boolean;
  daily_cap?: number | null;
  conversion_timezone?: string | null;
  alternative_offer_id?: KeitaroId | null;
  state?: string;
  notes?: string | null;
}

export interface KeitaroLanding {
  id: KeitaroId;
  name: string;
  group_id?: KeitaroId | null;
  landing_type?: string;
  action_payload?: unknown;
  url?: string | null;
  offer_count?: number;
  state?: string;
  notes?: string | null;
}

export interface KeitaroParameter {
  name?: string | null;
  placeholder?: string | null;
}

export interface KeitaroSource {
  id: KeitaroId;
  name: string;
  postback_url?: string | null;
  postback_statuses?: string[];
  parameters?: Record<string, KeitaroParameter | null>;
  state?: string;
  notes?: string | null;
}

export interface KeitaroNetwork {
  id: KeitaroId;
  name: string;
  offer_param?: string | null;
  postback_url?: string | null;
  state?: string;
  notes?: string | null;
}

export interface KeitaroGroup {
  id: KeitaroId;
  name: string;
  type?: string;
}

export interface KeitaroDomain {
  id: KeitaroId;
  name: string;
  default_campaign_id?: KeitaroId | null;
  is_ssl?: boolean;
}

/** What the import reads: the answers of the Admin API's list endpoints. */
export interface KeitaroDump {
  campaigns: KeitaroCampaign[];
  /** Streams of every campaign (each carries its campaign_id, or is keyed by it). */
  streams: KeitaroStream[];
  offers: KeitaroOffer[];
  landing_pages: KeitaroLanding[];
  traffic_sources: KeitaroSource[];
  affiliate_networks: KeitaroNetwork[];
  groups: KeitaroGroup[];
  domains: KeitaroDomain[];
}

export const SETUP_KINDS = ['group', 'network', 'source', 'offer', 'landing', 'campaign', 'flow'] as const;
export type SetupKind = (typeof SETUP_KINDS)[number];

/**
 * One entity the run creates. `input` is the catalogue service's input; a reference to another
 * imported entity is the string `keitaro:<kind>:<id>`, replaced by our id when the run writes.
 */
export interface PlannedEntity {
  kind: SetupKind;
  keitaro_id: string;
  name: string;
  /** A flow's campaign (Keitaro's id). */
  campaign_keitaro_id?: string;
  input: Record<string, unknown>;
}

/** A field carried with a change, and the rule used. */
export interface Translation {
  kind: SetupKind | 'domain';
  keitaro_id: string;
  name: string;
  field: string;
  rule: string;
}

/** Something that cannot be carried over, and why (never dropped silently). */
export interface NotCarried {
  kind: SetupKind | 'domain';
  keitaro_id: string;
  name: string;
  what: string;
  reason: string;
}

export interface SetupPlan {
  create: PlannedEntity[];
  /** Imported by an earlier run: left as they are. */
  existing: { kind: SetupKind; keitaro_id: string; name: string; id: string }[];
  translated: Translation[];
  not_carried: NotCarried[];
}

/** What a real run did: the plan, and the ids it created. */
export interface SetupResult extends SetupPlan {
  dry_run: boolean;
  created: { kind: SetupKind; keitaro_id: string; id: string }[];
}

export const ref = (kind: SetupKind, id: KeitaroId) => `keitaro:${kind}:${id}`;
