/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** An invitation token; a new account chooses its password, an existing one proves it (and mfa_code when 2FA is on). */
export type AcceptInvitationInput = {
  mfa_code?: string | null | undefined;
  name?: string | null | undefined;
  password: string;
  token: string;
};

/** Fields of an affiliate network. On update every field is optional and absent fields keep their value. */
export type AffiliateNetworkInput = {
  /** Display name, 1 to 200 characters (required on create). */
  name?: string | null | undefined;
  /** Free text, up to 10,000 characters. */
  notes?: string | null | undefined;
  /** Query string appended to its offers' URLs (macros allowed; no leading ? needed). */
  offer_params?: string | null | undefined;
  /** Partner status → canonical status or custom status code. Replaces the whole map. */
  status_mapping?: Record<string, unknown> | null | undefined;
};

/** Partial update; messenger_bot_token null removes the token. */
export type AlertSettingsInput = {
  messenger_api_base_url?: string | null | undefined;
  /** Write-only; stored encrypted. */
  messenger_bot_token?: string | null | undefined;
  /** A numeric chat id or an @channel name. */
  messenger_chat_id?: string | null | undefined;
};

/** `write` is required by the Click API. */
export type ApiKeyScope =
  | 'read'
  | 'write';

/** What a click detected as a bot gets: route (through the flows like anyone; flows may filter on bot), do_nothing, show_404, or redirect to bot_redirect_url. */
export type BotAction =
  | 'do_nothing'
  | 'redirect'
  | 'route'
  | 'show_404';

/** Fields of a campaign. On update every field is optional and absent fields keep their value; null clears optional ones. */
export type CampaignInput = {
  /** Path segment of the link: 1 to 64 of a-z, 0-9, - and _; not one of the service's own paths nor 32 hex characters. Generated when absent on create. */
  alias?: string | null | undefined;
  /** Default route. */
  bot_action?: BotAction | null | undefined;
  /** Absolute http(s) URL; required when bot_action is redirect. */
  bot_redirect_url?: string | null | undefined;
  /** ISO 4217 code (default USD). */
  cost_currency?: string | null | undefined;
  /** Default none. */
  cost_model?: CostModel | null | undefined;
  /** Non-negative, at most 6 decimal places (default 0). */
  cost_value?: string | null | undefined;
  /** Default weight. */
  flow_rotation?: FlowRotation | null | undefined;
  /** Display name, 1 to 200 characters (required on create). */
  name?: string | null | undefined;
  /** Free text, up to 10,000 characters. */
  notes?: string | null | undefined;
  /** Traffic source of this workspace; null for none. */
  source_id?: string | null | undefined;
  /** Default active. */
  state?: CampaignState | null | undefined;
  /** Labels, up to 50 of 1 to 64 characters. */
  tags?: Array<string> | null | undefined;
  /** 1 to 8760 hours (default 24). */
  uniqueness_period_hours?: number | null | undefined;
  /** Default campaign. */
  uniqueness_scope?: UniquenessScope | null | undefined;
};

/** active, or paused (clicks get the outcome campaign_off). */
export type CampaignState =
  | 'active'
  | 'paused';

export type ChangePasswordInput = {
  current_password: string;
  /** 8 to 256 characters. */
  new_password: string;
};

/** How a click ended (spec: Traffic trace). */
export type ClickOutcome =
  | 'campaign_off'
  | 'do_nothing'
  | 'landing'
  | 'no_match'
  | 'redirect'
  | 'script_send'
  | 'send_to_campaign'
  | 'show_404'
  | 'show_html'
  | 'show_text';

/** How the landing-to-offer click-through sends the visitor on: http_302 redirect, meta_refresh page, or javascript (the last two drop the referrer). */
export type ClickThrough =
  | 'http_302'
  | 'javascript'
  | 'meta_refresh';

export type ConfirmTwoFactorInput = {
  /** A current 6-digit code from the authenticator app. */
  code: string;
};

/** A report bucket: lead, sale, rejected or trash. Custom statuses fall into the bucket named by their counts_as. */
export type ConversionLogStatus =
  | 'lead'
  | 'rejected'
  | 'sale'
  | 'trash';

/** none; cpc: cost_value per click; cpm: cost_value per 1000 clicks; cpa: cost_value per conversion; revshare: cost_value percent of revenue. */
export type CostModel =
  | 'cpa'
  | 'cpc'
  | 'cpm'
  | 'none'
  | 'revshare';

/** Report bucket a custom status counts in: leads, sales or rejected. */
export type CountsAs =
  | 'leads'
  | 'rejected'
  | 'sales';

export type CreateApiKeyInput = {
  name: string;
  scopes: Array<ApiKeyScope>;
};

/** A new custom status. */
export type CreateCustomStatusInput = {
  /** a-z, 0-9 and _, up to 32 characters; not a canonical status name. */
  code: string;
  /** Bucket the status counts in for reports. */
  counts_as: CountsAs;
  /** Display name (defaults to the code). */
  name?: string | null | undefined;
};

export type CreateInvitationInput = {
  email: string;
  /** Customises the role defaults for the invitee. */
  permissions?: Array<EntityPermissionInput> | null | undefined;
  role: Role;
};

export type CreateWorkspaceInput = {
  /** ISO 4217; default USD. */
  base_currency?: string | null | undefined;
  name: string;
};

/** A CSV in the ECB reference-rate layout. */
export type CurrencyRateImportInput = {
  /** Currency the columns are quoted against (default EUR, as published by the ECB). */
  base?: string | null | undefined;
  /** CSV text: a header `Date,USD,JPY,…` then one line per day `2024-01-05,1.0921,158.19,…` (or `05 January 2024, …` as in the daily file). Empty and N/A cells are skipped. */
  csv: string;
};

/** A rate for one day; replaces the rate of the same day and pair. */
export type CurrencyRateInput = {
  /** ISO 4217 base currency. */
  base: string;
  /** YYYY-MM-DD. */
  date: string;
  /** ISO 4217 quote currency (not the base). */
  quote: string;
  /** Units of quote per 1 base: positive, up to 10 decimal places. */
  rate: string;
};

/** Which date the period filters and sorts on: the conversion date or its click date. */
export type DateBasis =
  | 'click'
  | 'conversion';

/** refused: clicks sent nowhere (no_match, do_nothing, campaign_off, show_404); delivered: every other outcome. */
export type DeliveryFilter =
  | 'delivered'
  | 'refused';

/** Kinds of entity that carry view / edit / delete permissions. */
export type EntityKind =
  | 'affiliate_networks'
  | 'alerts'
  | 'campaigns'
  | 'flows'
  | 'import'
  | 'landings'
  | 'logs'
  | 'offers'
  | 'reports'
  | 'rules'
  | 'settings'
  | 'simulator'
  | 'sources'
  | 'statistics'
  | 'users'
  | 'webhooks';

/** Permissions on one kind of entity; edit and delete imply view. Kinds left out keep the role default. */
export type EntityPermissionInput = {
  delete?: boolean;
  edit?: boolean;
  kind: EntityKind;
  view?: boolean;
};

/** One condition on the visitor; fields that do not apply to the type must be absent or null. Refused with 422 `invalid flow filters: …` when it cannot be evaluated. */
export type FlowFilterInput = {
  /** schedule filter: ISO days of week. */
  days?: Array<number> | null | undefined;
  /** schedule filter: hours 0 to 23. */
  hours?: Array<number> | null | undefined;
  /** proxy filter: any of proxy, tor, datacenter (default all three). */
  kinds?: Array<string> | null | undefined;
  /** param filter: the URL parameter to read. */
  name?: string | null | undefined;
  /** Inverts the filter (default false). */
  negate?: boolean | null | undefined;
  /** Text filters: equals, contains, regexp, empty (default equals). equals and contains ignore case; regexp is case-sensitive and must run in linear time. */
  operator?: string | null | undefined;
  /** sub_id filter: 1 to 30. */
  sub_id?: number | null | undefined;
  /** schedule filter: IANA time zone. */
  time_zone?: string | null | undefined;
  /** One of: country, region, city, device_type, os, browser, isp, language, ip, bot, proxy, unique, referrer, keyword, sub_id, param, schedule. See docs/tracking-model.md for what each reads. */
  type: string;
  /** Values, any of which matches (up to 10,000). */
  values?: Array<string> | null | undefined;
};

/** Fields of a flow. On update every field is optional and absent fields keep their value. Fields of a scheme other than the flow's are refused, and cleared when the scheme changes. */
export type FlowInput = {
  /** show_text / show_html: the body, up to 256 KiB. */
  content?: string | null | undefined;
  /** Conditions (replaces the whole list; at most 50). */
  filters?: Array<FlowFilterInput> | null | undefined;
  /** Weighted landings (replaces the list). */
  landings?: Array<WeightedLandingInput> | null | undefined;
  /** Display name, 1 to 200 characters (required on create). */
  name?: string | null | undefined;
  /** Weighted offers (replaces the list). */
  offers?: Array<WeightedOfferInput> | null | undefined;
  /** Order among the campaign's flows; default after the last one. */
  position?: number | null | undefined;
  /** redirect: absolute http(s) URL. */
  redirect_url?: string | null | undefined;
  /** Default true. */
  save_traffic?: boolean | null | undefined;
  /** Default landings_offers. */
  scheme?: FlowScheme | null | undefined;
  /** action_script: the script, up to 64 KiB. */
  script?: string | null | undefined;
  /** Default active. */
  state?: FlowState | null | undefined;
  /** send_to_campaign: another campaign of this workspace. */
  target_campaign_id?: string | null | undefined;
  /** Default regular. */
  type?: FlowType | null | undefined;
  /** 0 to 10000 (default 100). */
  weight?: number | null | undefined;
};

/** A new order for the flows of a campaign. */
export type FlowOrderInput = {
  /** Every live flow of the campaign, once, in the new order (positions become 1…N). */
  flow_ids: Array<string>;
};

/** How a regular flow is chosen among those whose filters match: weight (random by weight), position (the first by position), disabled (the first by position, and rotation reported as disabled). */
export type FlowRotation =
  | 'disabled'
  | 'position'
  | 'weight';

/** What the flow does: landings_offers (weighted landings then offers; no landings = straight to an offer), redirect (to redirect_url), send_to_campaign (target_campaign_id), do_nothing, show_404, show_text / show_html (content), action_script (script; falls back to its landings and offers). */
export type FlowScheme =
  | 'action_script'
  | 'do_nothing'
  | 'landings_offers'
  | 'redirect'
  | 'send_to_campaign'
  | 'show_404'
  | 'show_html'
  | 'show_text';

/** active, or paused (skipped by routing). */
export type FlowState =
  | 'active'
  | 'paused';

/** forced: tried first, in position order, taken when its filters match; regular: rotated among those whose filters match; default: taken when nothing else matched (at most one per campaign, no filters). */
export type FlowType =
  | 'default'
  | 'forced'
  | 'regular';

export type InvitationStatus =
  | 'accepted'
  | 'expired'
  | 'pending'
  | 'revoked';

/** Fields of a landing. On update every field is optional and absent fields keep their value. */
export type LandingInput = {
  /** Default http_302. */
  click_through?: ClickThrough | null | undefined;
  /** Display name, 1 to 200 characters (required on create). */
  name?: string | null | undefined;
  /** Free text, up to 10,000 characters. */
  notes?: string | null | undefined;
  /** Offer links on the page, 1 to 20 (default 1). */
  offers_count?: number | null | undefined;
  /** Labels, up to 50 of 1 to 64 characters. */
  tags?: Array<string> | null | undefined;
  /** external (default) or hosted. */
  type?: LandingType | null | undefined;
  /** Absolute http(s) URL for an external landing; must be absent for a hosted one. */
  url?: string | null | undefined;
};

/** external: a page at `url`; hosted: a ZIP uploaded to the service. */
export type LandingType =
  | 'external'
  | 'hosted';

export type LicenseStatus =
  | 'community'
  | 'expired'
  | 'invalid'
  | 'valid';

export type LoginInput = {
  email: string;
  /** Required when 2FA is on: a TOTP code or a backup code XXXXX-XXXXX. */
  mfa_code?: string | null | undefined;
  password: string;
};

/** Fields of an offer. On update every field is optional and absent fields keep their value; null clears optional ones. */
export type OfferInput = {
  /** Affiliate network of this workspace. */
  affiliate_network_id?: string | null | undefined;
  /** Another offer of this workspace for traffic over the cap. */
  cap_fallback_offer_id?: string | null | undefined;
  /** IANA time zone of the cap day (default UTC). */
  cap_time_zone?: string | null | undefined;
  /** Conversions per day, 1 or more; null for no cap. */
  daily_cap?: number | null | undefined;
  /** Display name, 1 to 200 characters (required on create). */
  name?: string | null | undefined;
  /** Free text, up to 10,000 characters. */
  notes?: string | null | undefined;
  /** Non-negative, at most 6 decimal places (default 0). */
  payout?: string | null | undefined;
  /** ISO 4217 code (default USD). */
  payout_currency?: string | null | undefined;
  /** Default fixed. */
  payout_type?: PayoutType | null | undefined;
  /** Labels, up to 50 of 1 to 64 characters. */
  tags?: Array<string> | null | undefined;
  /** Absolute http(s) URL, macros allowed (required on create). */
  url?: string | null | undefined;
};

/** fixed: a conversion is worth `payout` unless the postback carries an amount; auto: only the postback amount counts; revshare: `payout` is a percentage of the postback amount. */
export type PayoutType =
  | 'auto'
  | 'fixed'
  | 'revshare';

/** incoming (a partner postback) or outgoing (an outbound postback or CAPI request). */
export type PostbackDirection =
  | 'incoming'
  | 'outgoing';

/** success: response code 200 to 399; error: any other. */
export type PostbackOutcome =
  | 'error'
  | 'success';

/** A local custom metric: lives in this request; overrides a global one of the same name. */
export type ReportCustomMetricInput = {
  /** Built-in metric names, numbers, + - * / and parentheses. */
  formula: string;
  name: string;
};

/** A dimension filter (a SQL condition with bound parameters, before aggregation). */
export type ReportDimensionFilter = {
  /** A dimension name (GET /reports/dimensions). */
  dimension: string;
  /** =, in, not_in, contains, not_contains, starts_with, ends_with, regexp (POSIX, case-sensitive; the text operators ignore case). */
  operator: string;
  /** A string or number; a list for in and not_in; null with = matches an absent value. */
  value?: unknown;
};

/** Drill-down (rule 4): the rows of level n group by chain[n], filtered by the values of the expanded parents. */
export type ReportDrilldownInput = {
  chain: Array<string>;
  /** Values of chain[0..n-1] of the row being expanded (null for an absent value). */
  parents?: Array<unknown> | null | undefined;
};

/** W/B marks (rule 6) of values of the first dimension; rows answer with mark W, B or null. */
export type ReportMarksInput = {
  black?: Array<string> | null | undefined;
  white?: Array<string> | null | undefined;
};

/** A metric filter, applied after aggregation (built-in or custom metrics). */
export type ReportMetricFilter = {
  metric: string;
  /** >, <, =, >=, <=, !=, between */
  operator: string;
  value: number;
  /** Upper bound of between (inclusive). */
  value2?: number | null | undefined;
};

export type ReportSortInput = {
  /** A dimension of the report or a metric (built-in or custom). */
  by: string;
  /** asc or desc (default desc). */
  direction?: string | null | undefined;
};

/** Workspace roles; docs/permissions.md has the default matrix. */
export type Role =
  | 'admin'
  | 'analyst'
  | 'manager'
  | 'owner'
  | 'viewer';

export type RuleActionInput = {
  type: RuleActionType;
};

/** webhook (rule.fired / rule.recovered), notify (in-app, every member), messenger (alert channel), pause_campaign (campaign rules), disable_flow (flow rules), remove_from_rotation (landing and offer rules: weight 0 in every flow), block_value (sub_id and site rules: added to the block filter of the campaign's flows), revert (recovery only: undo the target actions of the firing). */
export type RuleActionType =
  | 'block_value'
  | 'disable_flow'
  | 'messenger'
  | 'notify'
  | 'pause_campaign'
  | 'remove_from_rotation'
  | 'revert'
  | 'webhook';

/** A firing or a recovery. */
export type RuleEventKind =
  | 'fired'
  | 'recovered';

/** A rule; on update absent or null fields keep their value. */
export type RuleInput = {
  /** Required on create. Refused with 400 and the position on bad syntax or an unknown metric. */
  condition?: string | null | undefined;
  /** Default 0. */
  cooldown_minutes?: number | null | undefined;
  /** Default false. */
  dry_run?: boolean | null | undefined;
  /** Default true. */
  enabled?: boolean | null | undefined;
  /** 1 to 1440; required on create. */
  every_minutes?: number | null | undefined;
  /** Default 0. */
  min_clicks?: number | null | undefined;
  /** 1 to 200 characters (required on create). */
  name?: string | null | undefined;
  /** At least one; required on create. */
  on_fire?: Array<RuleActionInput> | null | undefined;
  on_recover?: Array<RuleActionInput> | null | undefined;
  /** sub_id rules: 1 to 30. */
  sub_id?: number | null | undefined;
  /** Listed targets of the kind (campaigns for sub_id and site rules); empty or absent: all. */
  target_ids?: Array<string> | null | undefined;
  /** Required on create. */
  target_kind?: RuleTargetKind | null | undefined;
  /** 1 to 2160 (default 24). */
  window_hours?: number | null | undefined;
  /** Required on create. */
  window_kind?: RuleWindowKind | null | undefined;
};

/** What a rule judges: an entity, or a sub_id / site value inside a campaign (a placement). */
export type RuleTargetKind =
  | 'campaign'
  | 'flow'
  | 'landing'
  | 'offer'
  | 'site'
  | 'source'
  | 'sub_id';

/** ok → fired → recovered → ok. */
export type RuleTargetState =
  | 'fired'
  | 'ok'
  | 'recovered';

/** Look-back window: the last window_hours hours, or today so far. */
export type RuleWindowKind =
  | 'last_hours'
  | 'today';

/** Why the flow of a click was chosen. */
export type SelectReason =
  | 'binding_replay'
  | 'default_fallback'
  | 'do_nothing_match'
  | 'forced_match'
  | 'no_match'
  | 'regular_by_position'
  | 'regular_by_weight'
  | 'rotation_disabled';

export type SimulationRunInput = {
  /** Share of bots, 0 to 1; default 0. */
  bot_share?: number | null | undefined;
  /** Campaign of the workspace whose flows route the clicks. */
  campaign_id: string;
  /** 1 to 100,000. */
  clicks: number;
  conversions?: Array<SimulatorConversionRate> | null | undefined;
  /** Device types (desktop, mobile, tablet) by weight; default desktop and mobile, half each. */
  devices?: Array<SimulatorWeightedValue> | null | undefined;
  /** Start of the period the click times spread over; default 24 hours before `to`. Within the last 89 days. */
  from?: string | null | undefined;
  /** Countries (ISO 3166-1 alpha-2) by weight; default US. */
  geos?: Array<SimulatorWeightedValue> | null | undefined;
  /** Seed of the generator: the same seed and campaign give the same traffic. */
  seed?: number | null | undefined;
  /** End of the period; default now; never in the future. */
  to?: string | null | undefined;
  /** Share of first visits, 0 to 1 (the rest are repeat visitors); default 1. */
  unique_share?: number | null | undefined;
};

/** Share of eligible clicks (humans sent to an offer) converting with a status, and its payout. */
export type SimulatorConversionRate = {
  /** Payout in the workspace base currency. */
  payout: string;
  /** 0 to 1; the rates of one run add up to 1 at most. */
  rate: number;
  /** lead, sale, rejected, trash or a custom status code of the workspace. */
  status: string;
};

/** A value and its weight (relative share; entries of weight 0 are never chosen). */
export type SimulatorWeightedValue = {
  value: string;
  weight: number;
};

/** Field a list is sorted by. */
export type SortField =
  | 'created_at'
  | 'name'
  | 'updated_at';

/** asc or desc. */
export type SortOrder =
  | 'asc'
  | 'desc';

/** Which URL parameter carries each source token; null or absent: not passed. */
export type SourceParametersInput = {
  /** Ad campaign id or name. */
  ad_campaign?: SourceTokenParameterInput | null | undefined;
  /** Ad set / ad group. */
  adset?: SourceTokenParameterInput | null | undefined;
  /** Cost of the click. */
  cost?: SourceTokenParameterInput | null | undefined;
  /** Creative / ad. */
  creative?: SourceTokenParameterInput | null | undefined;
  /** The source's click id. */
  external_id?: SourceTokenParameterInput | null | undefined;
  /** Keyword. */
  keyword?: SourceTokenParameterInput | null | undefined;
  /** Source / site / placement / zone. */
  site?: SourceTokenParameterInput | null | undefined;
};

/** A URL parameter and the source-side macro that fills it. */
export type SourceTokenParameterInput = {
  /** The source's placeholder, up to 200 characters (default empty). */
  macro?: string | null | undefined;
  /** Query parameter name: letters, digits, _ . - [ ], up to 64 characters. */
  param: string;
};

/** A URL parameter stored as sub_id_N on the click. */
export type SubIdParameterInput = {
  /** The source's placeholder, up to 200 characters. */
  macro?: string | null | undefined;
  /** Query parameter name: letters, digits, _ . - [ ], up to 64 characters. */
  param: string;
  /** Which sub id, 1 to 30 (each at most once). */
  sub_id: number;
};

/** bot: clicks detected as bots; human: the others. */
export type TrafficKind =
  | 'bot'
  | 'human';

/** Fields of a traffic source. On update every field is optional and absent fields keep their value. Secrets are write-only: a string sets, null clears, absent keeps. */
export type TrafficSourceInput = {
  /** Conversion API access token, up to 1024 characters. Write-only. */
  capi_access_token?: string | null | undefined;
  /** Conversion API pixel / dataset id. */
  capi_pixel_id?: string | null | undefined;
  /** Conversion API test event code. */
  capi_test_event_code?: string | null | undefined;
  /** Display name, 1 to 200 characters (required on create). */
  name?: string | null | undefined;
  /** Free text, up to 10,000 characters. */
  notes?: string | null | undefined;
  /** Source tokens; replaces the whole set. */
  parameters?: SourceParametersInput | null | undefined;
  /** Secret for X-Signature on incoming postbacks of its campaigns, 16 to 256 characters. Write-only. */
  postback_secret?: string | null | undefined;
  /** Statuses that trigger the outbound postback (default lead, sale). */
  postback_statuses?: Array<string> | null | undefined;
  /** Absolute http(s) URL template with macros; null or empty for none. */
  postback_url?: string | null | undefined;
  /** Sub id parameters; replaces the whole list (at most 30). */
  sub_id_parameters?: Array<SubIdParameterInput> | null | undefined;
};

/** Re-authentication: the account password, or a current TOTP code or an unused backup code. */
export type TwoFactorReauthInput = {
  code?: string | null | undefined;
  password?: string | null | undefined;
};

/** campaign: unique within this campaign; workspace: unique across all campaigns of the workspace. */
export type UniquenessScope =
  | 'campaign'
  | 'workspace';

/** Omitted fields stay; null resets a field to the default. */
export type UpdateBrandingInput = {
  background_color?: string | null | undefined;
  /** Absolute http(s) URL. */
  logo_url?: string | null | undefined;
  primary_color?: string | null | undefined;
  product_name?: string | null | undefined;
};

/** Changes to a custom status (its code cannot change). */
export type UpdateCustomStatusInput = {
  /** Bucket the status counts in for reports. */
  counts_as?: CountsAs | null | undefined;
  /** Display name. */
  name?: string | null | undefined;
};

/** A new role and/or permissions. A role alone resets permissions to its defaults; permissions alone customise the current role. */
export type UpdateMemberInput = {
  permissions?: Array<EntityPermissionInput> | null | undefined;
  role?: Role | null | undefined;
};

export type UpdatePreferencesInput = {
  /** Block names in display order, each at most once; null resets to the default order; omitted stays. */
  dashboard_layout?: Array<string> | null | undefined;
};

/** Workspace settings to change; omitted fields stay as they are. */
export type UpdateWorkspaceInput = {
  base_currency?: string | null | undefined;
  name?: string | null | undefined;
  show_simulated_traffic?: boolean | null | undefined;
  /** IANA time zone of reports; changing it recomputes the report rollups. */
  time_zone?: string | null | undefined;
  traffic_log_sample?: number | null | undefined;
};

/** A new webhook (created disabled). */
export type WebhookCreateInput = {
  /** Event kinds: conversion.created, rule.fired, rule.recovered. */
  events: Array<string>;
  name: string;
  /** Signing secret, 16 to 1024 characters; write-only. */
  secret?: string | null | undefined;
  /** Absolute http or https URL of a public host. */
  url: string;
};

/** The event after an attempt: delivered (2xx), retrying (another attempt follows) or failed (the 5th attempt failed). */
export type WebhookDeliveryResult =
  | 'delivered'
  | 'failed'
  | 'retrying';

/** Partial update: absent fields stay as they are; secret null removes the secret. */
export type WebhookUpdateInput = {
  /** Event kinds: conversion.created, rule.fired, rule.recovered. */
  events?: Array<string> | null | undefined;
  name?: string | null | undefined;
  /** A new signing secret, or null to remove it. */
  secret?: string | null | undefined;
  url?: string | null | undefined;
};

/** A landing of a flow and its share. */
export type WeightedLandingInput = {
  /** Landing of this workspace. */
  landing_id: string;
  /** Relative weight, 0 to 10000 (default 100; 0 = off). */
  weight?: number | null | undefined;
};

/** An offer of a flow and its share. */
export type WeightedOfferInput = {
  /** Offer of this workspace. */
  offer_id: string;
  /** Relative weight, 0 to 10000 (default 100; 0 = off). */
  weight?: number | null | undefined;
};

export type ListAffiliateNetworksQueryVariables = Exact<{
  include_deleted?: boolean | null | undefined;
  limit?: number | null | undefined;
  name?: string | null | undefined;
  offset?: number | null | undefined;
  order?: SortOrder | null | undefined;
  sort?: SortField | null | undefined;
}>;


export type ListAffiliateNetworksQuery = { affiliate_networks: { limit: number, offset: number, total: number, items: Array<{ created_at: string, deleted_at: string | null, id: string, name: string, notes: string, offer_params: string, status_mapping: Record<string, unknown>, updated_at: string }> } };

export type GetAffiliateNetworkQueryVariables = Exact<{
  id: string;
}>;


export type GetAffiliateNetworkQuery = { affiliate_network: { created_at: string, deleted_at: string | null, id: string, name: string, notes: string, offer_params: string, status_mapping: Record<string, unknown>, updated_at: string } };

export type CreateAffiliateNetworkMutationVariables = Exact<{
  input: AffiliateNetworkInput;
}>;


export type CreateAffiliateNetworkMutation = { create_affiliate_network: { created_at: string, deleted_at: string | null, id: string, name: string, notes: string, offer_params: string, status_mapping: Record<string, unknown>, updated_at: string } };

export type UpdateAffiliateNetworkMutationVariables = Exact<{
  id: string;
  input: AffiliateNetworkInput;
}>;


export type UpdateAffiliateNetworkMutation = { update_affiliate_network: { created_at: string, deleted_at: string | null, id: string, name: string, notes: string, offer_params: string, status_mapping: Record<string, unknown>, updated_at: string } };

export type DeleteAffiliateNetworkMutationVariables = Exact<{
  id: string;
}>;


export type DeleteAffiliateNetworkMutation = { delete_affiliate_network: boolean };

export type AffiliateNetworkFieldsFragment = { created_at: string, deleted_at: string | null, id: string, name: string, notes: string, offer_params: string, status_mapping: Record<string, unknown>, updated_at: string };

export type AlertSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AlertSettingsQuery = { alert_settings: { messenger_api_base_url: string, messenger_bot_token_set: boolean, messenger_chat_id: string | null, messenger_ready: boolean, updated_at: string | null } };

export type UpdateAlertSettingsMutationVariables = Exact<{
  input: AlertSettingsInput;
}>;


export type UpdateAlertSettingsMutation = { update_alert_settings: { messenger_api_base_url: string, messenger_bot_token_set: boolean, messenger_chat_id: string | null, messenger_ready: boolean, updated_at: string | null } };

export type TestMessengerAlertMutationVariables = Exact<{ [key: string]: never; }>;


export type TestMessengerAlertMutation = { test_messenger_alert: { delivered: boolean, response_code: number | null, response_body: string | null, error: string | null } };

export type MessengerDeliveriesQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type MessengerDeliveriesQuery = { messenger_deliveries: Array<{ id: string, event_id: string, attempt: number, text: string, response_code: number | null, response_body: string | null, error: string | null, result: string, duration_ms: number, attempted_at: string }> };

export type AlertSettingsFieldsFragment = { messenger_api_base_url: string, messenger_bot_token_set: boolean, messenger_chat_id: string | null, messenger_ready: boolean, updated_at: string | null };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { token: string, token_type: string, expires_at: string, user_id: string, workspace_id: string } };

export type SwitchWorkspaceMutationVariables = Exact<{
  id: string;
}>;


export type SwitchWorkspaceMutation = { switch_workspace: { token: string, token_type: string, expires_at: string, user_id: string, workspace_id: string } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { role: Role, user: { id: string, email: string, name: string, two_factor_enabled: boolean, created_at: string }, workspace: { id: string, name: string, postback_key: string | null, base_currency: string, traffic_log_sample: number, show_simulated_traffic: boolean, time_zone: string, created_at: string }, permissions: Array<{ kind: EntityKind, view: boolean, edit: boolean, delete: boolean }> } };

export type MyWorkspacesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyWorkspacesQuery = { my_workspaces: Array<{ role: Role, active: boolean, workspace: { id: string, name: string, postback_key: string | null, base_currency: string, traffic_log_sample: number, show_simulated_traffic: boolean, time_zone: string, created_at: string } }> };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { change_password: { token: string, token_type: string, expires_at: string, user_id: string, workspace_id: string } };

export type TwoFactorStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type TwoFactorStatusQuery = { two_factor_status: { enabled: boolean, pending: boolean, backup_codes_left: number } };

export type BeginTwoFactorMutationVariables = Exact<{ [key: string]: never; }>;


export type BeginTwoFactorMutation = { begin_two_factor: { secret: string, otpauth_uri: string } };

export type ConfirmTwoFactorMutationVariables = Exact<{
  input: ConfirmTwoFactorInput;
}>;


export type ConfirmTwoFactorMutation = { confirm_two_factor: { backup_codes: Array<string> } };

export type DisableTwoFactorMutationVariables = Exact<{
  input: TwoFactorReauthInput;
}>;


export type DisableTwoFactorMutation = { disable_two_factor: { enabled: boolean, pending: boolean, backup_codes_left: number } };

export type RegenerateBackupCodesMutationVariables = Exact<{
  input: TwoFactorReauthInput;
}>;


export type RegenerateBackupCodesMutation = { regenerate_backup_codes: { backup_codes: Array<string> } };

export type LicenseQueryVariables = Exact<{ [key: string]: never; }>;


export type LicenseQuery = { license: { status: LicenseStatus, valid: boolean, licensee: string | null, edition: string, expires_at: string | null, message: string } };

export type WorkspaceInfoFieldsFragment = { id: string, name: string, postback_key: string | null, base_currency: string, traffic_log_sample: number, show_simulated_traffic: boolean, time_zone: string, created_at: string };

export type AuthTokenFieldsFragment = { token: string, token_type: string, expires_at: string, user_id: string, workspace_id: string };

export type ListCampaignsQueryVariables = Exact<{
  include_deleted?: boolean | null | undefined;
  limit?: number | null | undefined;
  name?: string | null | undefined;
  offset?: number | null | undefined;
  order?: SortOrder | null | undefined;
  sort?: SortField | null | undefined;
  source_id?: string | null | undefined;
  state?: CampaignState | null | undefined;
  tag?: string | null | undefined;
}>;


export type ListCampaignsQuery = { campaigns: { limit: number, offset: number, total: number, items: Array<{ alias: string, alias_released: boolean, bot_action: BotAction, bot_redirect_url: string | null, cost_currency: string, cost_model: CostModel, cost_value: string, created_at: string, deleted_at: string | null, flow_rotation: FlowRotation, id: string, name: string, notes: string, source_id: string | null, state: CampaignState, tags: Array<string>, token: string, tracking_url: string, uniqueness_period_hours: number, uniqueness_scope: UniquenessScope, updated_at: string, url: string }> } };

export type GetCampaignQueryVariables = Exact<{
  id: string;
}>;


export type GetCampaignQuery = { campaign: { alias: string, alias_released: boolean, bot_action: BotAction, bot_redirect_url: string | null, cost_currency: string, cost_model: CostModel, cost_value: string, created_at: string, deleted_at: string | null, flow_rotation: FlowRotation, id: string, name: string, notes: string, source_id: string | null, state: CampaignState, tags: Array<string>, token: string, tracking_url: string, uniqueness_period_hours: number, uniqueness_scope: UniquenessScope, updated_at: string, url: string } };

export type CreateCampaignMutationVariables = Exact<{
  input: CampaignInput;
}>;


export type CreateCampaignMutation = { create_campaign: { alias: string, alias_released: boolean, bot_action: BotAction, bot_redirect_url: string | null, cost_currency: string, cost_model: CostModel, cost_value: string, created_at: string, deleted_at: string | null, flow_rotation: FlowRotation, id: string, name: string, notes: string, source_id: string | null, state: CampaignState, tags: Array<string>, token: string, tracking_url: string, uniqueness_period_hours: number, uniqueness_scope: UniquenessScope, updated_at: string, url: string } };

export type UpdateCampaignMutationVariables = Exact<{
  id: string;
  input: CampaignInput;
}>;


export type UpdateCampaignMutation = { update_campaign: { alias: string, alias_released: boolean, bot_action: BotAction, bot_redirect_url: string | null, cost_currency: string, cost_model: CostModel, cost_value: string, created_at: string, deleted_at: string | null, flow_rotation: FlowRotation, id: string, name: string, notes: string, source_id: string | null, state: CampaignState, tags: Array<string>, token: string, tracking_url: string, uniqueness_period_hours: number, uniqueness_scope: UniquenessScope, updated_at: string, url: string } };

export type DeleteCampaignMutationVariables = Exact<{
  id: string;
  release_alias?: boolean | null | undefined;
}>;


export type DeleteCampaignMutation = { delete_campaign: boolean };

export type ReleaseCampaignAliasMutationVariables = Exact<{
  id: string;
}>;


export type ReleaseCampaignAliasMutation = { release_campaign_alias: { alias: string, alias_released: boolean, bot_action: BotAction, bot_redirect_url: string | null, cost_currency: string, cost_model: CostModel, cost_value: string, created_at: string, deleted_at: string | null, flow_rotation: FlowRotation, id: string, name: string, notes: string, source_id: string | null, state: CampaignState, tags: Array<string>, token: string, tracking_url: string, uniqueness_period_hours: number, uniqueness_scope: UniquenessScope, updated_at: string, url: string } };

export type RotateCampaignTokenMutationVariables = Exact<{
  id: string;
}>;


export type RotateCampaignTokenMutation = { rotate_campaign_token: { alias: string, alias_released: boolean, bot_action: BotAction, bot_redirect_url: string | null, cost_currency: string, cost_model: CostModel, cost_value: string, created_at: string, deleted_at: string | null, flow_rotation: FlowRotation, id: string, name: string, notes: string, source_id: string | null, state: CampaignState, tags: Array<string>, token: string, tracking_url: string, uniqueness_period_hours: number, uniqueness_scope: UniquenessScope, updated_at: string, url: string } };

export type CampaignFieldsFragment = { alias: string, alias_released: boolean, bot_action: BotAction, bot_redirect_url: string | null, cost_currency: string, cost_model: CostModel, cost_value: string, created_at: string, deleted_at: string | null, flow_rotation: FlowRotation, id: string, name: string, notes: string, source_id: string | null, state: CampaignState, tags: Array<string>, token: string, tracking_url: string, uniqueness_period_hours: number, uniqueness_scope: UniquenessScope, updated_at: string, url: string };

export type ClickLogQueryVariables = Exact<{
  from?: string | null | undefined;
  to?: string | null | undefined;
  campaign_id?: string | null | undefined;
  country?: Array<string> | string | null | undefined;
  traffic?: TrafficKind | null | undefined;
  delivery?: DeliveryFilter | null | undefined;
  click_id?: string | null | undefined;
  limit?: number | null | undefined;
  cursor?: string | null | undefined;
}>;


export type ClickLogQuery = { click_log: { next_cursor: string | null, limit: number, items: Array<{ click_id: string, time: string, campaign_id: string, campaign_name: string | null, flow_id: string | null, landing_id: string | null, offer_id: string | null, source_id: string | null, ip: string | null, country: string | null, region: string | null, city: string | null, device_type: string | null, os: string | null, browser: string | null, isp: string | null, language: string | null, referer: string | null, is_bot: boolean, is_unique: boolean, outcome: ClickOutcome, http_status: number, select_reason: SelectReason | null, destination: string | null, cost: string, is_simulated: boolean, sub_ids: Array<string | null> }> } };

export type ClickLogCountriesQueryVariables = Exact<{
  from?: string | null | undefined;
  to?: string | null | undefined;
  campaign_id?: string | null | undefined;
}>;


export type ClickLogCountriesQuery = { click_log_countries: Array<{ country: string, clicks: number }> };

export type ConversionLogQueryVariables = Exact<{
  from?: string | null | undefined;
  to?: string | null | undefined;
  date_basis?: DateBasis | null | undefined;
  status?: Array<ConversionLogStatus> | ConversionLogStatus | null | undefined;
  campaign_id?: string | null | undefined;
  click_id?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type ConversionLogQuery = { conversion_log: { total: number, limit: number, offset: number, items: Array<{ conversion_id: string, click_id: string, campaign_id: string, flow_id: string | null, landing_id: string | null, offer_id: string | null, source_id: string | null, status: string, status_bucket: string, partner_status: string | null, origin: string, event: string | null, payout: string | null, base_currency: string, amount: string, currency: string, transaction_id: string | null, forwarded: boolean, click_date: string, conversion_date: string, updated_at: string, delay_seconds: number, revision: number, is_simulated: boolean, country: string | null, region: string | null, city: string | null, device_type: string | null, os: string | null, browser: string | null, isp: string | null, sub_ids: Array<string | null> }> } };

export type PostbackLogQueryVariables = Exact<{
  from?: string | null | undefined;
  to?: string | null | undefined;
  direction?: PostbackDirection | null | undefined;
  outcome?: PostbackOutcome | null | undefined;
  click_id?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type PostbackLogQuery = { postback_log: { total: number, limit: number, offset: number, items: Array<{ id: string, time: string, direction: PostbackDirection, channel: string, method: string, response_code: number, click_id: string | null, conversion_id: string | null, url: string, error: string | null, attempt: number, result: string }> } };

export type ListCurrencyRatesQueryVariables = Exact<{
  base?: string | null | undefined;
  from?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  quote?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type ListCurrencyRatesQuery = { currency_rates: { limit: number, offset: number, total: number, items: Array<{ base: string, date: string, id: string, origin: string, quote: string, rate: string, updated_at: string }> } };

export type LookupCurrencyRateQueryVariables = Exact<{
  currency: string;
  date: string;
  to?: string | null | undefined;
}>;


export type LookupCurrencyRateQuery = { currency_rate_lookup: { date: string, from: string, rate: string, rate_date: string, to: string } };

export type SetCurrencyRateMutationVariables = Exact<{
  input: CurrencyRateInput;
}>;


export type SetCurrencyRateMutation = { set_currency_rate: { base: string, date: string, id: string, origin: string, quote: string, rate: string, updated_at: string } };

export type ImportCurrencyRatesMutationVariables = Exact<{
  input: CurrencyRateImportInput;
}>;


export type ImportCurrencyRatesMutation = { import_currency_rates: { currencies: Array<string>, days: number, first_date: string | null, imported: number, last_date: string | null } };

export type DeleteCurrencyRateMutationVariables = Exact<{
  id: string;
}>;


export type DeleteCurrencyRateMutation = { delete_currency_rate: boolean };

export type CurrencyRateFieldsFragment = { base: string, date: string, id: string, origin: string, quote: string, rate: string, updated_at: string };

export type ListCustomStatusesQueryVariables = Exact<{
  include_deleted?: boolean | null | undefined;
  limit?: number | null | undefined;
  name?: string | null | undefined;
  offset?: number | null | undefined;
  order?: SortOrder | null | undefined;
  sort?: SortField | null | undefined;
}>;


export type ListCustomStatusesQuery = { custom_statuses: { limit: number, offset: number, total: number, items: Array<{ code: string, counts_as: CountsAs, created_at: string, deleted_at: string | null, id: string, name: string, updated_at: string }> } };

export type GetCustomStatusQueryVariables = Exact<{
  id: string;
}>;


export type GetCustomStatusQuery = { custom_status: { code: string, counts_as: CountsAs, created_at: string, deleted_at: string | null, id: string, name: string, updated_at: string } };

export type CreateCustomStatusMutationVariables = Exact<{
  input: CreateCustomStatusInput;
}>;


export type CreateCustomStatusMutation = { create_custom_status: { code: string, counts_as: CountsAs, created_at: string, deleted_at: string | null, id: string, name: string, updated_at: string } };

export type UpdateCustomStatusMutationVariables = Exact<{
  id: string;
  input: UpdateCustomStatusInput;
}>;


export type UpdateCustomStatusMutation = { update_custom_status: { code: string, counts_as: CountsAs, created_at: string, deleted_at: string | null, id: string, name: string, updated_at: string } };

export type DeleteCustomStatusMutationVariables = Exact<{
  id: string;
}>;


export type DeleteCustomStatusMutation = { delete_custom_status: boolean };

export type CustomStatusFieldsFragment = { code: string, counts_as: CountsAs, created_at: string, deleted_at: string | null, id: string, name: string, updated_at: string };

export type ListFlowsQueryVariables = Exact<{
  campaign_id: string;
  include_deleted?: boolean | null | undefined;
  limit?: number | null | undefined;
  name?: string | null | undefined;
  offset?: number | null | undefined;
  order?: SortOrder | null | undefined;
  sort?: SortField | null | undefined;
}>;


export type ListFlowsQuery = { flows: { limit: number, offset: number, total: number, items: Array<{ campaign_id: string, content: string | null, created_at: string, deleted_at: string | null, id: string, name: string, position: number, redirect_url: string | null, save_traffic: boolean, scheme: FlowScheme, script: string | null, state: FlowState, target_campaign_id: string | null, type: FlowType, updated_at: string, weight: number, filters: Array<{ days: Array<number> | null, hours: Array<number> | null, kinds: Array<string> | null, name: string | null, negate: boolean, operator: string | null, sub_id: number | null, time_zone: string | null, type: string, values: Array<string> | null }>, landings: Array<{ landing_id: string, weight: number }>, offers: Array<{ offer_id: string, weight: number }> }> } };

export type GetFlowQueryVariables = Exact<{
  id: string;
}>;


export type GetFlowQuery = { flow: { campaign_id: string, content: string | null, created_at: string, deleted_at: string | null, id: string, name: string, position: number, redirect_url: string | null, save_traffic: boolean, scheme: FlowScheme, script: string | null, state: FlowState, target_campaign_id: string | null, type: FlowType, updated_at: string, weight: number, filters: Array<{ days: Array<number> | null, hours: Array<number> | null, kinds: Array<string> | null, name: string | null, negate: boolean, operator: string | null, sub_id: number | null, time_zone: string | null, type: string, values: Array<string> | null }>, landings: Array<{ landing_id: string, weight: number }>, offers: Array<{ offer_id: string, weight: number }> } };

export type CreateFlowMutationVariables = Exact<{
  campaign_id: string;
  input: FlowInput;
}>;


export type CreateFlowMutation = { create_flow: { campaign_id: string, content: string | null, created_at: string, deleted_at: string | null, id: string, name: string, position: number, redirect_url: string | null, save_traffic: boolean, scheme: FlowScheme, script: string | null, state: FlowState, target_campaign_id: string | null, type: FlowType, updated_at: string, weight: number, filters: Array<{ days: Array<number> | null, hours: Array<number> | null, kinds: Array<string> | null, name: string | null, negate: boolean, operator: string | null, sub_id: number | null, time_zone: string | null, type: string, values: Array<string> | null }>, landings: Array<{ landing_id: string, weight: number }>, offers: Array<{ offer_id: string, weight: number }> } };

export type UpdateFlowMutationVariables = Exact<{
  id: string;
  input: FlowInput;
}>;


export type UpdateFlowMutation = { update_flow: { campaign_id: string, content: string | null, created_at: string, deleted_at: string | null, id: string, name: string, position: number, redirect_url: string | null, save_traffic: boolean, scheme: FlowScheme, script: string | null, state: FlowState, target_campaign_id: string | null, type: FlowType, updated_at: string, weight: number, filters: Array<{ days: Array<number> | null, hours: Array<number> | null, kinds: Array<string> | null, name: string | null, negate: boolean, operator: string | null, sub_id: number | null, time_zone: string | null, type: string, values: Array<string> | null }>, landings: Array<{ landing_id: string, weight: number }>, offers: Array<{ offer_id: string, weight: number }> } };

export type DeleteFlowMutationVariables = Exact<{
  id: string;
}>;


export type DeleteFlowMutation = { delete_flow: boolean };

export type ReorderFlowsMutationVariables = Exact<{
  campaign_id: string;
  input: FlowOrderInput;
}>;


export type ReorderFlowsMutation = { reorder_flows: Array<{ campaign_id: string, content: string | null, created_at: string, deleted_at: string | null, id: string, name: string, position: number, redirect_url: string | null, save_traffic: boolean, scheme: FlowScheme, script: string | null, state: FlowState, target_campaign_id: string | null, type: FlowType, updated_at: string, weight: number, filters: Array<{ days: Array<number> | null, hours: Array<number> | null, kinds: Array<string> | null, name: string | null, negate: boolean, operator: string | null, sub_id: number | null, time_zone: string | null, type: string, values: Array<string> | null }>, landings: Array<{ landing_id: string, weight: number }>, offers: Array<{ offer_id: string, weight: number }> }> };

export type FlowFieldsFragment = { campaign_id: string, content: string | null, created_at: string, deleted_at: string | null, id: string, name: string, position: number, redirect_url: string | null, save_traffic: boolean, scheme: FlowScheme, script: string | null, state: FlowState, target_campaign_id: string | null, type: FlowType, updated_at: string, weight: number, filters: Array<{ days: Array<number> | null, hours: Array<number> | null, kinds: Array<string> | null, name: string | null, negate: boolean, operator: string | null, sub_id: number | null, time_zone: string | null, type: string, values: Array<string> | null }>, landings: Array<{ landing_id: string, weight: number }>, offers: Array<{ offer_id: string, weight: number }> };

export type ListLandingsQueryVariables = Exact<{
  include_deleted?: boolean | null | undefined;
  limit?: number | null | undefined;
  name?: string | null | undefined;
  offset?: number | null | undefined;
  order?: SortOrder | null | undefined;
  sort?: SortField | null | undefined;
  tag?: string | null | undefined;
}>;


export type ListLandingsQuery = { landings: { limit: number, offset: number, total: number, items: Array<{ click_through: ClickThrough, created_at: string, deleted_at: string | null, hosted_uploaded: boolean, hosted_path: string | null, id: string, name: string, notes: string, offers_count: number, tags: Array<string>, type: LandingType, updated_at: string, url: string | null }> } };

export type GetLandingQueryVariables = Exact<{
  id: string;
}>;


export type GetLandingQuery = { landing: { click_through: ClickThrough, created_at: string, deleted_at: string | null, hosted_uploaded: boolean, hosted_path: string | null, id: string, name: string, notes: string, offers_count: number, tags: Array<string>, type: LandingType, updated_at: string, url: string | null } };

export type CreateLandingMutationVariables = Exact<{
  input: LandingInput;
}>;


export type CreateLandingMutation = { create_landing: { click_through: ClickThrough, created_at: string, deleted_at: string | null, hosted_uploaded: boolean, hosted_path: string | null, id: string, name: string, notes: string, offers_count: number, tags: Array<string>, type: LandingType, updated_at: string, url: string | null } };

export type UpdateLandingMutationVariables = Exact<{
  id: string;
  input: LandingInput;
}>;


export type UpdateLandingMutation = { update_landing: { click_through: ClickThrough, created_at: string, deleted_at: string | null, hosted_uploaded: boolean, hosted_path: string | null, id: string, name: string, notes: string, offers_count: number, tags: Array<string>, type: LandingType, updated_at: string, url: string | null } };

export type DeleteLandingMutationVariables = Exact<{
  id: string;
}>;


export type DeleteLandingMutation = { delete_landing: boolean };

export type LandingFieldsFragment = { click_through: ClickThrough, created_at: string, deleted_at: string | null, hosted_uploaded: boolean, hosted_path: string | null, id: string, name: string, notes: string, offers_count: number, tags: Array<string>, type: LandingType, updated_at: string, url: string | null };

export type MembersQueryVariables = Exact<{ [key: string]: never; }>;


export type MembersQuery = { members: Array<{ role: Role, joined_at: string, user: { id: string, email: string, name: string, two_factor_enabled: boolean, created_at: string }, permissions: Array<{ kind: EntityKind, view: boolean, edit: boolean, delete: boolean }> }> };

export type UpdateMemberMutationVariables = Exact<{
  user_id: string;
  input: UpdateMemberInput;
}>;


export type UpdateMemberMutation = { update_member: { role: Role, joined_at: string, user: { id: string, email: string, name: string, two_factor_enabled: boolean, created_at: string }, permissions: Array<{ kind: EntityKind, view: boolean, edit: boolean, delete: boolean }> } };

export type RemoveMemberMutationVariables = Exact<{
  user_id: string;
}>;


export type RemoveMemberMutation = { remove_member: boolean };

export type InvitationsQueryVariables = Exact<{ [key: string]: never; }>;


export type InvitationsQuery = { invitations: Array<{ id: string, email: string, role: Role, status: InvitationStatus, expires_at: string, created_at: string, permissions: Array<{ kind: EntityKind, view: boolean, edit: boolean, delete: boolean }> }> };

export type CreateInvitationMutationVariables = Exact<{
  input: CreateInvitationInput;
}>;


export type CreateInvitationMutation = { create_invitation: { token: string, invitation: { id: string, email: string, role: Role, status: InvitationStatus, expires_at: string, created_at: string, permissions: Array<{ kind: EntityKind, view: boolean, edit: boolean, delete: boolean }> } } };

export type RevokeInvitationMutationVariables = Exact<{
  id: string;
}>;


export type RevokeInvitationMutation = { revoke_invitation: { id: string, status: InvitationStatus } };

export type AcceptInvitationMutationVariables = Exact<{
  input: AcceptInvitationInput;
}>;


export type AcceptInvitationMutation = { accept_invitation: { token: string, token_type: string, expires_at: string, user_id: string, workspace_id: string } };

export type ApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeysQuery = { api_keys: Array<{ id: string, name: string, prefix: string, scopes: Array<ApiKeyScope>, last_used_at: string | null, revoked_at: string | null, created_at: string }> };

export type CreateApiKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type CreateApiKeyMutation = { create_api_key: { key: string, api_key: { id: string, name: string, prefix: string, scopes: Array<ApiKeyScope>, last_used_at: string | null, revoked_at: string | null, created_at: string } } };

export type RevokeApiKeyMutationVariables = Exact<{
  id: string;
}>;


export type RevokeApiKeyMutation = { revoke_api_key: { id: string, revoked_at: string | null } };

export type MemberFieldsFragment = { role: Role, joined_at: string, user: { id: string, email: string, name: string, two_factor_enabled: boolean, created_at: string }, permissions: Array<{ kind: EntityKind, view: boolean, edit: boolean, delete: boolean }> };

export type InvitationInfoFieldsFragment = { id: string, email: string, role: Role, status: InvitationStatus, expires_at: string, created_at: string, permissions: Array<{ kind: EntityKind, view: boolean, edit: boolean, delete: boolean }> };

export type ApiKeyInfoFieldsFragment = { id: string, name: string, prefix: string, scopes: Array<ApiKeyScope>, last_used_at: string | null, revoked_at: string | null, created_at: string };

export type EntityPermissionFieldsFragment = { kind: EntityKind, view: boolean, edit: boolean, delete: boolean };

export type NotificationsQueryVariables = Exact<{
  unread_only?: boolean | null | undefined;
  limit?: number | null | undefined;
}>;


export type NotificationsQuery = { notifications: Array<{ id: string, kind: string, title: string, body: string, data: Record<string, unknown>, read: boolean, read_at: string | null, created_at: string }> };

export type NotificationsUnreadCountQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationsUnreadCountQuery = { notifications_unread_count: { unread: number } };

export type MarkNotificationReadMutationVariables = Exact<{
  id: string;
}>;


export type MarkNotificationReadMutation = { mark_notification_read: { id: string, kind: string, title: string, body: string, data: Record<string, unknown>, read: boolean, read_at: string | null, created_at: string } };

export type MarkAllNotificationsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkAllNotificationsReadMutation = { mark_all_notifications_read: { marked: number } };

export type NotificationFieldsFragment = { id: string, kind: string, title: string, body: string, data: Record<string, unknown>, read: boolean, read_at: string | null, created_at: string };

export type ListOffersQueryVariables = Exact<{
  affiliate_network_id?: string | null | undefined;
  include_deleted?: boolean | null | undefined;
  limit?: number | null | undefined;
  name?: string | null | undefined;
  offset?: number | null | undefined;
  order?: SortOrder | null | undefined;
  sort?: SortField | null | undefined;
  tag?: string | null | undefined;
}>;


export type ListOffersQuery = { offers: { limit: number, offset: number, total: number, items: Array<{ affiliate_network_id: string | null, cap_fallback_offer_id: string | null, cap_time_zone: string, created_at: string, daily_cap: number | null, deleted_at: string | null, id: string, name: string, notes: string, payout: string, payout_currency: string, payout_type: PayoutType, tags: Array<string>, updated_at: string, url: string }> } };

export type GetOfferQueryVariables = Exact<{
  id: string;
}>;


export type GetOfferQuery = { offer: { affiliate_network_id: string | null, cap_fallback_offer_id: string | null, cap_time_zone: string, created_at: string, daily_cap: number | null, deleted_at: string | null, id: string, name: string, notes: string, payout: string, payout_currency: string, payout_type: PayoutType, tags: Array<string>, updated_at: string, url: string } };

export type CreateOfferMutationVariables = Exact<{
  input: OfferInput;
}>;


export type CreateOfferMutation = { create_offer: { affiliate_network_id: string | null, cap_fallback_offer_id: string | null, cap_time_zone: string, created_at: string, daily_cap: number | null, deleted_at: string | null, id: string, name: string, notes: string, payout: string, payout_currency: string, payout_type: PayoutType, tags: Array<string>, updated_at: string, url: string } };

export type UpdateOfferMutationVariables = Exact<{
  id: string;
  input: OfferInput;
}>;


export type UpdateOfferMutation = { update_offer: { affiliate_network_id: string | null, cap_fallback_offer_id: string | null, cap_time_zone: string, created_at: string, daily_cap: number | null, deleted_at: string | null, id: string, name: string, notes: string, payout: string, payout_currency: string, payout_type: PayoutType, tags: Array<string>, updated_at: string, url: string } };

export type DeleteOfferMutationVariables = Exact<{
  id: string;
}>;


export type DeleteOfferMutation = { delete_offer: boolean };

export type OfferFieldsFragment = { affiliate_network_id: string | null, cap_fallback_offer_id: string | null, cap_time_zone: string, created_at: string, daily_cap: number | null, deleted_at: string | null, id: string, name: string, notes: string, payout: string, payout_currency: string, payout_type: PayoutType, tags: Array<string>, updated_at: string, url: string };

export type RunSimulationMutationVariables = Exact<{
  input: SimulationRunInput;
}>;


export type RunSimulationMutation = { run_simulation: { run_id: string, campaign_id: string, clicks: number, bots: number, unique_clicks: number, conversions: number, from: string, to: string, seed: number, duration_ms: number, flows: Array<{ flow_id: string | null, clicks: number }> } };

export type DeleteSimulatedDataMutationVariables = Exact<{ [key: string]: never; }>;


export type DeleteSimulatedDataMutation = { delete_simulated_data: { clicks: number, conversions: number } };

export type ExternalImportFieldsFragment = { id: string, layout: string, state: string, percent: number, file_bytes: number, line_done: number, clicks: number, conversions: number, rejected: number, error: string | null, created_at: string, finished_at: string | null, rejected_rows: Array<{ line: number, reason: string }> };

export type ExternalImportsQueryVariables = Exact<{ [key: string]: never; }>;


export type ExternalImportsQuery = { external_imports: Array<{ id: string, layout: string, state: string, percent: number, file_bytes: number, line_done: number, clicks: number, conversions: number, rejected: number, error: string | null, created_at: string, finished_at: string | null, rejected_rows: Array<{ line: number, reason: string }> }> };

export type ExternalImportQueryVariables = Exact<{
  id: string;
}>;


export type ExternalImportQuery = { external_import: { id: string, layout: string, state: string, percent: number, file_bytes: number, line_done: number, clicks: number, conversions: number, rejected: number, error: string | null, created_at: string, finished_at: string | null, rejected_rows: Array<{ line: number, reason: string }> } };

export type DeleteExternalImportMutationVariables = Exact<{
  id: string;
}>;


export type DeleteExternalImportMutation = { delete_external_import: { clicks: number, conversions: number } };

export type UserPreferencesFieldsFragment = { dashboard_layout: Array<string> | null, updated_at: string | null };

export type MyPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyPreferencesQuery = { my_preferences: { dashboard_layout: Array<string> | null, updated_at: string | null } };

export type UpdateMyPreferencesMutationVariables = Exact<{
  input: UpdatePreferencesInput;
}>;


export type UpdateMyPreferencesMutation = { update_my_preferences: { dashboard_layout: Array<string> | null, updated_at: string | null } };

export type ReportFunnelQueryVariables = Exact<{
  period?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  date_basis?: string | null | undefined;
  filters?: Array<ReportDimensionFilter> | ReportDimensionFilter | null | undefined;
  stages?: Array<string> | string | null | undefined;
  statuses?: Array<string> | string | null | undefined;
  breakdown?: string | null | undefined;
}>;


export type ReportFunnelQuery = { report_funnel: { time_zone: string, date_basis: string, stages: Array<string>, breakdown: string | null, segments_total: number, warning: string | null, period: { from: string, to: string, whole_days: boolean }, total: Array<{ stage: string, count: number, share_of_first: number | null, share_of_previous: number | null, loss: number | null }>, segments: Array<{ value: unknown, label: string | null, stages: Array<{ stage: string, count: number, share_of_first: number | null, share_of_previous: number | null, loss: number | null }> }> } };

export type ReportCohortQueryVariables = Exact<{
  period?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  filters?: Array<ReportDimensionFilter> | ReportDimensionFilter | null | undefined;
  granularity?: string | null | undefined;
  columns?: number | null | undefined;
  value?: string | null | undefined;
  cumulative?: boolean | null | undefined;
}>;


export type ReportCohortQuery = { report_cohort: { time_zone: string, granularity: string, value: string, cumulative: boolean, columns: Array<string>, period: { from: string, to: string, whole_days: boolean }, rows: Array<{ cohort: string, clicks: number, cells: Array<number | null> }> } };

export type ReportDashboardQueryVariables = Exact<{
  period?: string | null | undefined;
}>;


export type ReportDashboardQuery = { report_dashboard: { time_zone: string, kpis: Record<string, unknown>, previous_kpis: Record<string, unknown>, heat_map: Array<Array<number>>, period: { from: string, to: string, whole_days: boolean }, previous_period: { from: string, to: string, whole_days: boolean } | null, series: { interval: string, points: Array<{ bucket: string, metrics: Record<string, unknown> }> }, funnel: Array<{ stage: string, count: number, share_of_first: number | null, share_of_previous: number | null, loss: number | null }>, clicks_by_country: Array<{ country: string | null, clicks: number }>, top_campaigns: Array<{ id: string | null, name: string | null, metrics: Record<string, unknown> }>, top_countries: Array<{ country: string | null, metrics: Record<string, unknown> }> } };

export type ReportTimeseriesQueryVariables = Exact<{
  period?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  date_basis?: string | null | undefined;
  campaign_id?: Array<string> | string | null | undefined;
  source_id?: Array<string> | string | null | undefined;
  offer_id?: Array<string> | string | null | undefined;
  country?: Array<string> | string | null | undefined;
  metrics?: Array<string> | string | null | undefined;
  interval?: string | null | undefined;
}>;


export type ReportTimeseriesQuery = { report_timeseries: { time_zone: string, interval: string, metrics: Array<string>, totals: Record<string, unknown>, period: { from: string, to: string, whole_days: boolean }, points: Array<{ bucket: string, metrics: Record<string, unknown> }> } };

export type ReportGroupByQueryVariables = Exact<{
  period?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  date_basis?: string | null | undefined;
  campaign_id?: Array<string> | string | null | undefined;
  source_id?: Array<string> | string | null | undefined;
  offer_id?: Array<string> | string | null | undefined;
  country?: Array<string> | string | null | undefined;
  metrics?: Array<string> | string | null | undefined;
  dimension: string;
  sort?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type ReportGroupByQuery = { report_group_by: { dimension: string, metrics: Array<string>, total_rows: number, totals: Record<string, unknown>, period: { from: string, to: string, whole_days: boolean }, rows: Array<{ value: unknown, label: string | null, metrics: Record<string, unknown> }> } };

export type ReportQueryVariables = Exact<{
  dimensions?: Array<string> | string | null | undefined;
  drilldown?: ReportDrilldownInput | null | undefined;
  metrics?: Array<string> | string | null | undefined;
  custom_metrics?: Array<ReportCustomMetricInput> | ReportCustomMetricInput | null | undefined;
  filters?: Array<ReportDimensionFilter> | ReportDimensionFilter | null | undefined;
  metric_filters?: Array<ReportMetricFilter> | ReportMetricFilter | null | undefined;
  sort?: Array<ReportSortInput> | ReportSortInput | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  period?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  date_basis?: string | null | undefined;
  compare?: boolean | null | undefined;
  marks?: ReportMarksInput | null | undefined;
}>;


export type ReportQuery = { report: { time_zone: string, date_basis: string, storage: string, dimensions: Array<string>, metrics: Array<string>, total_rows: number, limit: number, offset: number, totals: Record<string, unknown>, previous_totals: Record<string, unknown> | null, totals_change: Record<string, unknown> | null, period: { from: string, to: string, whole_days: boolean }, previous_period: { from: string, to: string, whole_days: boolean } | null, rows: Array<{ values: Record<string, unknown>, labels: Record<string, unknown>, metrics: Record<string, unknown>, mark: string | null, previous: Record<string, unknown> | null, change: Record<string, unknown> | null, is_new: boolean | null }>, marks: { dimension: string | null, white: Array<string>, black: Array<string> } } };

export type ReportDimensionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReportDimensionsQuery = { report_dimensions: Array<{ name: string, group: string, label: string, type: string }> };

export type CustomMetricFieldsFragment = { id: string, name: string, formula: string, created_at: string, updated_at: string };

export type CustomMetricsQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomMetricsQuery = { custom_metrics: Array<{ id: string, name: string, formula: string, created_at: string, updated_at: string }> };

export type CreateCustomMetricMutationVariables = Exact<{
  name: string;
  formula: string;
}>;


export type CreateCustomMetricMutation = { create_custom_metric: { id: string, name: string, formula: string, created_at: string, updated_at: string } };

export type UpdateCustomMetricMutationVariables = Exact<{
  id: string;
  name?: string | null | undefined;
  formula?: string | null | undefined;
}>;


export type UpdateCustomMetricMutation = { update_custom_metric: { id: string, name: string, formula: string, created_at: string, updated_at: string } };

export type DeleteCustomMetricMutationVariables = Exact<{
  id: string;
}>;


export type DeleteCustomMetricMutation = { delete_custom_metric: boolean };

export type SavedReportFieldsFragment = { id: string, name: string, definition: Record<string, unknown>, created_at: string, updated_at: string };

export type SavedReportsQueryVariables = Exact<{ [key: string]: never; }>;


export type SavedReportsQuery = { saved_reports: Array<{ id: string, name: string, definition: Record<string, unknown>, created_at: string, updated_at: string }> };

export type SavedReportQueryVariables = Exact<{
  id: string;
}>;


export type SavedReportQuery = { saved_report: { id: string, name: string, definition: Record<string, unknown>, created_at: string, updated_at: string } };

export type CreateSavedReportMutationVariables = Exact<{
  name: string;
  definition: Record<string, unknown>;
}>;


export type CreateSavedReportMutation = { create_saved_report: { id: string, name: string, definition: Record<string, unknown>, created_at: string, updated_at: string } };

export type UpdateSavedReportMutationVariables = Exact<{
  id: string;
  name?: string | null | undefined;
  definition?: Record<string, unknown> | null | undefined;
}>;


export type UpdateSavedReportMutation = { update_saved_report: { id: string, name: string, definition: Record<string, unknown>, created_at: string, updated_at: string } };

export type DeleteSavedReportMutationVariables = Exact<{
  id: string;
}>;


export type DeleteSavedReportMutation = { delete_saved_report: boolean };

export type CleanStatisticsMutationVariables = Exact<{
  campaign_id: string;
  from: string;
  to: string;
  clicks?: boolean | null | undefined;
  conversions?: boolean | null | undefined;
}>;


export type CleanStatisticsMutation = { clean_statistics: { id: string, clicks_deleted: number, conversions_deleted: number } };

export type RulesQueryVariables = Exact<{ [key: string]: never; }>;


export type RulesQuery = { rules: Array<{ id: string, name: string, enabled: boolean, target_kind: RuleTargetKind, sub_id: number | null, target_ids: Array<string>, condition: string, window_kind: RuleWindowKind, window_hours: number, every_minutes: number, min_clicks: number, cooldown_minutes: number, dry_run: boolean, last_evaluated_at: string | null, created_at: string, updated_at: string, on_fire: Array<{ type: RuleActionType }>, on_recover: Array<{ type: RuleActionType }> }> };

export type RuleQueryVariables = Exact<{
  id: string;
}>;


export type RuleQuery = { rule: { id: string, name: string, enabled: boolean, target_kind: RuleTargetKind, sub_id: number | null, target_ids: Array<string>, condition: string, window_kind: RuleWindowKind, window_hours: number, every_minutes: number, min_clicks: number, cooldown_minutes: number, dry_run: boolean, last_evaluated_at: string | null, created_at: string, updated_at: string, on_fire: Array<{ type: RuleActionType }>, on_recover: Array<{ type: RuleActionType }> } };

export type CreateRuleMutationVariables = Exact<{
  input: RuleInput;
}>;


export type CreateRuleMutation = { create_rule: { id: string, name: string, enabled: boolean, target_kind: RuleTargetKind, sub_id: number | null, target_ids: Array<string>, condition: string, window_kind: RuleWindowKind, window_hours: number, every_minutes: number, min_clicks: number, cooldown_minutes: number, dry_run: boolean, last_evaluated_at: string | null, created_at: string, updated_at: string, on_fire: Array<{ type: RuleActionType }>, on_recover: Array<{ type: RuleActionType }> } };

export type UpdateRuleMutationVariables = Exact<{
  id: string;
  input: RuleInput;
}>;


export type UpdateRuleMutation = { update_rule: { id: string, name: string, enabled: boolean, target_kind: RuleTargetKind, sub_id: number | null, target_ids: Array<string>, condition: string, window_kind: RuleWindowKind, window_hours: number, every_minutes: number, min_clicks: number, cooldown_minutes: number, dry_run: boolean, last_evaluated_at: string | null, created_at: string, updated_at: string, on_fire: Array<{ type: RuleActionType }>, on_recover: Array<{ type: RuleActionType }> } };

export type DeleteRuleMutationVariables = Exact<{
  id: string;
}>;


export type DeleteRuleMutation = { delete_rule: boolean };

export type RuleHistoryQueryVariables = Exact<{
  id: string;
  limit?: number | null | undefined;
}>;


export type RuleHistoryQuery = { rule_history: Array<{ id: string, rule_id: string, kind: RuleEventKind, target_kind: RuleTargetKind, target_id: string, target_name: string, dry_run: boolean, metrics: Record<string, unknown>, actions_done: boolean, at: string, actions: Array<{ type: string, ok: boolean, detail: string }> }> };

export type RuleTargetsQueryVariables = Exact<{
  id: string;
}>;


export type RuleTargetsQuery = { rule_targets: Array<{ target_id: string, state: RuleTargetState, changed_at: string }> };

export type RuleFieldsFragment = { id: string, name: string, enabled: boolean, target_kind: RuleTargetKind, sub_id: number | null, target_ids: Array<string>, condition: string, window_kind: RuleWindowKind, window_hours: number, every_minutes: number, min_clicks: number, cooldown_minutes: number, dry_run: boolean, last_evaluated_at: string | null, created_at: string, updated_at: string, on_fire: Array<{ type: RuleActionType }>, on_recover: Array<{ type: RuleActionType }> };

export type ListTrafficSourcesQueryVariables = Exact<{
  include_deleted?: boolean | null | undefined;
  limit?: number | null | undefined;
  name?: string | null | undefined;
  offset?: number | null | undefined;
  order?: SortOrder | null | undefined;
  sort?: SortField | null | undefined;
}>;


export type ListTrafficSourcesQuery = { traffic_sources: { limit: number, offset: number, total: number, items: Array<{ capi_access_token_set: boolean, capi_pixel_id: string | null, capi_test_event_code: string | null, created_at: string, deleted_at: string | null, id: string, name: string, notes: string, postback_secret_set: boolean, postback_statuses: Array<string>, postback_url: string | null, updated_at: string, parameters: { ad_campaign: { macro: string, param: string } | null, adset: { macro: string, param: string } | null, cost: { macro: string, param: string } | null, creative: { macro: string, param: string } | null, external_id: { macro: string, param: string } | null, keyword: { macro: string, param: string } | null, site: { macro: string, param: string } | null }, sub_id_parameters: Array<{ macro: string, param: string, sub_id: number }> }> } };

export type GetTrafficSourceQueryVariables = Exact<{
  id: string;
}>;


export type GetTrafficSourceQuery = { traffic_source: { capi_access_token_set: boolean, capi_pixel_id: string | null, capi_test_event_code: string | null, created_at: string, deleted_at: string | null, id: string, name: string, notes: string, postback_secret_set: boolean, postback_statuses: Array<string>, postback_url: string | null, updated_at: string, parameters: { ad_campaign: { macro: string, param: string } | null, adset: { macro: string, param: string } | null, cost: { macro: string, param: string } | null, creative: { macro: string, param: string } | null, external_id: { macro: string, param: string } | null, keyword: { macro: string, param: string } | null, site: { macro: string, param: string } | null }, sub_id_parameters: Array<{ macro: string, param: string, sub_id: number }> } };

export type CreateTrafficSourceMutationVariables = Exact<{
  input: TrafficSourceInput;
}>;


export type CreateTrafficSourceMutation = { create_traffic_source: { capi_access_token_set: boolean, capi_pixel_id: string | null, capi_test_event_code: string | null, created_at: string, deleted_at: string | null, id: string, name: string, notes: string, postback_secret_set: boolean, postback_statuses: Array<string>, postback_url: string | null, updated_at: string, parameters: { ad_campaign: { macro: string, param: string } | null, adset: { macro: string, param: string } | null, cost: { macro: string, param: string } | null, creative: { macro: string, param: string } | null, external_id: { macro: string, param: string } | null, keyword: { macro: string, param: string } | null, site: { macro: string, param: string } | null }, sub_id_parameters: Array<{ macro: string, param: string, sub_id: number }> } };

export type UpdateTrafficSourceMutationVariables = Exact<{
  id: string;
  input: TrafficSourceInput;
}>;


export type UpdateTrafficSourceMutation = { update_traffic_source: { capi_access_token_set: boolean, capi_pixel_id: string | null, capi_test_event_code: string | null, created_at: string, deleted_at: string | null, id: string, name: string, notes: string, postback_secret_set: boolean, postback_statuses: Array<string>, postback_url: string | null, updated_at: string, parameters: { ad_campaign: { macro: string, param: string } | null, adset: { macro: string, param: string } | null, cost: { macro: string, param: string } | null, creative: { macro: string, param: string } | null, external_id: { macro: string, param: string } | null, keyword: { macro: string, param: string } | null, site: { macro: string, param: string } | null }, sub_id_parameters: Array<{ macro: string, param: string, sub_id: number }> } };

export type DeleteTrafficSourceMutationVariables = Exact<{
  id: string;
}>;


export type DeleteTrafficSourceMutation = { delete_traffic_source: boolean };

export type TrafficSourceFieldsFragment = { capi_access_token_set: boolean, capi_pixel_id: string | null, capi_test_event_code: string | null, created_at: string, deleted_at: string | null, id: string, name: string, notes: string, postback_secret_set: boolean, postback_statuses: Array<string>, postback_url: string | null, updated_at: string, parameters: { ad_campaign: { macro: string, param: string } | null, adset: { macro: string, param: string } | null, cost: { macro: string, param: string } | null, creative: { macro: string, param: string } | null, external_id: { macro: string, param: string } | null, keyword: { macro: string, param: string } | null, site: { macro: string, param: string } | null }, sub_id_parameters: Array<{ macro: string, param: string, sub_id: number }> };

export type ServiceInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type ServiceInfoQuery = { service_info: { name: string, version: string, uptime_seconds: number, server_time: string } };

export type ListTrafficLogQueryVariables = Exact<{
  campaign_id?: string | null | undefined;
  outcome?: ClickOutcome | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type ListTrafficLogQuery = { traffic_log: { total: number, limit: number, offset: number, items: Array<{ click_id: string, time: string, campaign_id: string, ip: string | null, country: string | null, device_type: string | null, is_bot: boolean, outcome: ClickOutcome, http_status: number, select_reason: SelectReason | null, duration_ms: number | null, destination: string | null }> } };

export type GetClickTraceQueryVariables = Exact<{
  click_id: string;
}>;


export type GetClickTraceQuery = { click_trace: { click_id: string, time: string, campaign_id: string, ip: string | null, country: string | null, device_type: string | null, is_bot: boolean, outcome: ClickOutcome, http_status: number, select_reason: SelectReason | null, duration_ms: number | null, destination: string | null, steps: Array<{ name: string, result: string, details: Record<string, unknown> }> } };

export type WebhooksQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhooksQuery = { webhooks: Array<{ id: string, name: string, url: string, events: Array<string>, secret_set: boolean, enabled: boolean, last_delivery_at: string | null, last_delivery_code: number | null, created_at: string, updated_at: string }> };

export type WebhookQueryVariables = Exact<{
  id: string;
}>;


export type WebhookQuery = { webhook: { id: string, name: string, url: string, events: Array<string>, secret_set: boolean, enabled: boolean, last_delivery_at: string | null, last_delivery_code: number | null, created_at: string, updated_at: string } };

export type CreateWebhookMutationVariables = Exact<{
  input: WebhookCreateInput;
}>;


export type CreateWebhookMutation = { create_webhook: { id: string, name: string, url: string, events: Array<string>, secret_set: boolean, enabled: boolean, last_delivery_at: string | null, last_delivery_code: number | null, created_at: string, updated_at: string } };

export type UpdateWebhookMutationVariables = Exact<{
  id: string;
  input: WebhookUpdateInput;
}>;


export type UpdateWebhookMutation = { update_webhook: { id: string, name: string, url: string, events: Array<string>, secret_set: boolean, enabled: boolean, last_delivery_at: string | null, last_delivery_code: number | null, created_at: string, updated_at: string } };

export type EnableWebhookMutationVariables = Exact<{
  id: string;
}>;


export type EnableWebhookMutation = { enable_webhook: { id: string, name: string, url: string, events: Array<string>, secret_set: boolean, enabled: boolean, last_delivery_at: string | null, last_delivery_code: number | null, created_at: string, updated_at: string } };

export type DisableWebhookMutationVariables = Exact<{
  id: string;
}>;


export type DisableWebhookMutation = { disable_webhook: { id: string, name: string, url: string, events: Array<string>, secret_set: boolean, enabled: boolean, last_delivery_at: string | null, last_delivery_code: number | null, created_at: string, updated_at: string } };

export type DeleteWebhookMutationVariables = Exact<{
  id: string;
}>;


export type DeleteWebhookMutation = { delete_webhook: boolean };

export type WebhookDeliveriesQueryVariables = Exact<{
  webhook_id?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type WebhookDeliveriesQuery = { webhook_deliveries: Array<{ id: string, webhook_id: string, event_id: string, event: string, attempt: number, url: string, request_body: string, response_code: number | null, response_body: string | null, error: string | null, result: WebhookDeliveryResult, duration_ms: number, attempted_at: string }> };

export type WebhookFieldsFragment = { id: string, name: string, url: string, events: Array<string>, secret_set: boolean, enabled: boolean, last_delivery_at: string | null, last_delivery_code: number | null, created_at: string, updated_at: string };

export type CreateWorkspaceMutationVariables = Exact<{
  input: CreateWorkspaceInput;
}>;


export type CreateWorkspaceMutation = { create_workspace: { role: Role, active: boolean, workspace: { id: string, name: string, postback_key: string | null, base_currency: string, traffic_log_sample: number, show_simulated_traffic: boolean, time_zone: string, created_at: string } } };

export type CurrentWorkspaceQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentWorkspaceQuery = { workspace: { id: string, name: string, postback_key: string | null, base_currency: string, traffic_log_sample: number, show_simulated_traffic: boolean, time_zone: string, created_at: string } };

export type UpdateWorkspaceMutationVariables = Exact<{
  input: UpdateWorkspaceInput;
}>;


export type UpdateWorkspaceMutation = { update_workspace: { id: string, name: string, postback_key: string | null, base_currency: string, traffic_log_sample: number, show_simulated_traffic: boolean, time_zone: string, created_at: string } };

export type RotatePostbackKeyMutationVariables = Exact<{ [key: string]: never; }>;


export type RotatePostbackKeyMutation = { rotate_postback_key: { id: string, name: string, postback_key: string | null, base_currency: string, traffic_log_sample: number, show_simulated_traffic: boolean, time_zone: string, created_at: string } };

export type BrandingQueryVariables = Exact<{ [key: string]: never; }>;


export type BrandingQuery = { branding: { product_name: string, logo_url: string | null, primary_color: string, background_color: string } };

export type WorkspaceBrandingQueryVariables = Exact<{
  workspace_id: string;
}>;


export type WorkspaceBrandingQuery = { workspace_branding: { product_name: string, logo_url: string | null, primary_color: string, background_color: string } };

export type UpdateBrandingMutationVariables = Exact<{
  input: UpdateBrandingInput;
}>;


export type UpdateBrandingMutation = { update_branding: { product_name: string, logo_url: string | null, primary_color: string, background_color: string } };

export type WorkspaceInfoFields2Fragment = { id: string, name: string, postback_key: string | null, base_currency: string, traffic_log_sample: number, show_simulated_traffic: boolean, time_zone: string, created_at: string };

export type BrandingFieldsFragment = { product_name: string, logo_url: string | null, primary_color: string, background_color: string };

export const AffiliateNetworkFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AffiliateNetworkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AffiliateNetwork"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"offer_params"}},{"kind":"Field","name":{"kind":"Name","value":"status_mapping"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<AffiliateNetworkFieldsFragment, unknown>;
export const AlertSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlertSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlertSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messenger_api_base_url"}},{"kind":"Field","name":{"kind":"Name","value":"messenger_bot_token_set"}},{"kind":"Field","name":{"kind":"Name","value":"messenger_chat_id"}},{"kind":"Field","name":{"kind":"Name","value":"messenger_ready"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<AlertSettingsFieldsFragment, unknown>;
export const WorkspaceInfoFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspaceInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"postback_key"}},{"kind":"Field","name":{"kind":"Name","value":"base_currency"}},{"kind":"Field","name":{"kind":"Name","value":"traffic_log_sample"}},{"kind":"Field","name":{"kind":"Name","value":"show_simulated_traffic"}},{"kind":"Field","name":{"kind":"Name","value":"time_zone"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode<WorkspaceInfoFieldsFragment, unknown>;
export const AuthTokenFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"token_type"}},{"kind":"Field","name":{"kind":"Name","value":"expires_at"}},{"kind":"Field","name":{"kind":"Name","value":"user_id"}},{"kind":"Field","name":{"kind":"Name","value":"workspace_id"}}]}}]} as unknown as DocumentNode<AuthTokenFieldsFragment, unknown>;
export const CampaignFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"alias_released"}},{"kind":"Field","name":{"kind":"Name","value":"bot_action"}},{"kind":"Field","name":{"kind":"Name","value":"bot_redirect_url"}},{"kind":"Field","name":{"kind":"Name","value":"cost_currency"}},{"kind":"Field","name":{"kind":"Name","value":"cost_model"}},{"kind":"Field","name":{"kind":"Name","value":"cost_value"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"flow_rotation"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"source_id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"tracking_url"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueness_period_hours"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueness_scope"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<CampaignFieldsFragment, unknown>;
export const CurrencyRateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrencyRateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CurrencyRate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<CurrencyRateFieldsFragment, unknown>;
export const CustomStatusFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"counts_as"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<CustomStatusFieldsFragment, unknown>;
export const FlowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Flow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign_id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"kinds"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"negate"}},{"kind":"Field","name":{"kind":"Name","value":"operator"}},{"kind":"Field","name":{"kind":"Name","value":"sub_id"}},{"kind":"Field","name":{"kind":"Name","value":"time_zone"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"landings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"landing_id"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"offers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offer_id"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"redirect_url"}},{"kind":"Field","name":{"kind":"Name","value":"save_traffic"}},{"kind":"Field","name":{"kind":"Name","value":"scheme"}},{"kind":"Field","name":{"kind":"Name","value":"script"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target_campaign_id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}}]} as unknown as DocumentNode<FlowFieldsFragment, unknown>;
export const LandingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LandingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Landing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"click_through"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"hosted_uploaded"}},{"kind":"Field","name":{"kind":"Name","value":"hosted_path"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"offers_count"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<LandingFieldsFragment, unknown>;
export const EntityPermissionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntityPermissionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EntityPermission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]} as unknown as DocumentNode<EntityPermissionFieldsFragment, unknown>;
export const MemberFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"two_factor_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntityPermissionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"joined_at"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntityPermissionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EntityPermission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]} as unknown as DocumentNode<MemberFieldsFragment, unknown>;
export const InvitationInfoFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitationInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvitationInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntityPermissionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expires_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntityPermissionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EntityPermission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]} as unknown as DocumentNode<InvitationInfoFieldsFragment, unknown>;
export const ApiKeyInfoFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKeyInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"last_used_at"}},{"kind":"Field","name":{"kind":"Name","value":"revoked_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode<ApiKeyInfoFieldsFragment, unknown>;
export const NotificationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"read_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode<NotificationFieldsFragment, unknown>;
export const OfferFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Offer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"affiliate_network_id"}},{"kind":"Field","name":{"kind":"Name","value":"cap_fallback_offer_id"}},{"kind":"Field","name":{"kind":"Name","value":"cap_time_zone"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"daily_cap"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"payout"}},{"kind":"Field","name":{"kind":"Name","value":"payout_currency"}},{"kind":"Field","name":{"kind":"Name","value":"payout_type"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<OfferFieldsFragment, unknown>;
export const ExternalImportFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExternalImportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"file_bytes"}},{"kind":"Field","name":{"kind":"Name","value":"line_done"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"conversions"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"rejected_rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"finished_at"}}]}}]} as unknown as DocumentNode<ExternalImportFieldsFragment, unknown>;
export const UserPreferencesFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserPreferencesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboard_layout"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<UserPreferencesFieldsFragment, unknown>;
export const CustomMetricFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomMetricFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomMetric"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"formula"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<CustomMetricFieldsFragment, unknown>;
export const SavedReportFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"definition"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<SavedReportFieldsFragment, unknown>;
export const RuleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"target_kind"}},{"kind":"Field","name":{"kind":"Name","value":"sub_id"}},{"kind":"Field","name":{"kind":"Name","value":"target_ids"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}},{"kind":"Field","name":{"kind":"Name","value":"window_kind"}},{"kind":"Field","name":{"kind":"Name","value":"window_hours"}},{"kind":"Field","name":{"kind":"Name","value":"every_minutes"}},{"kind":"Field","name":{"kind":"Name","value":"min_clicks"}},{"kind":"Field","name":{"kind":"Name","value":"cooldown_minutes"}},{"kind":"Field","name":{"kind":"Name","value":"dry_run"}},{"kind":"Field","name":{"kind":"Name","value":"on_fire"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"on_recover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"last_evaluated_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<RuleFieldsFragment, unknown>;
export const TrafficSourceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrafficSourceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrafficSource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capi_access_token_set"}},{"kind":"Field","name":{"kind":"Name","value":"capi_pixel_id"}},{"kind":"Field","name":{"kind":"Name","value":"capi_test_event_code"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ad_campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"macro"}},{"kind":"Field","name":{"kind":"Name","value":"param"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"macro"}},{"kind":"Field","name":{"kind":"Name","value":"param"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"macro"}},{"kind":"Field","name":{"kind":"Name","value":"param"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creative"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"macro"}},{"kind":"Field","name":{"kind":"Name","value":"param"}}]}},{"kind":"Field","name":{"kind":"Name","value":"external_id"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"macro"}},{"kind":"Field","name":{"kind":"Name","value":"param"}}]}},{"kind":"Field","name":{"kind":"Name","value":"keyword"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"macro"}},{"kind":"Field","name":{"kind":"Name","value":"param"}}]}},{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"macro"}},{"kind":"Field","name":{"kind":"Name","value":"param"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"postback_secret_set"}},{"kind":"Field","name":{"kind":"Name","value":"postback_statuses"}},{"kind":"Field","name":{"kind":"Name","value":"postback_url"}},{"kind":"Field","name":{"kind":"Name","value":"sub_id_parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"macro"}},{"kind":"Field","name":{"kind":"Name","value":"param"}},{"kind":"Field","name":{"kind":"Name","value":"sub_id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<TrafficSourceFieldsFragment, unknown>;
export const WebhookFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"secret_set"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"last_delivery_at"}},{"kind":"Field","name":{"kind":"Name","value":"last_delivery_code"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<WebhookFieldsFragment, unknown>;
export const WorkspaceInfoFields2FragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceInfoFields2"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspaceInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"postback_key"}},{"kind":"Field","name":{"kind":"Name","value":"base_currency"}},{"kind":"Field","name":{"kind":"Name","value":"traffic_log_sample"}},{"kind":"Field","name":{"kind":"Name","value":"show_simulated_traffic"}},{"kind":"Field","name":{"kind":"Name","value":"time_zone"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode<WorkspaceInfoFields2Fragment, unknown>;
export const BrandingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrandingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Branding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product_name"}},{"kind":"Field","name":{"kind":"Name","value":"logo_url"}},{"kind":"Field","name":{"kind":"Name","value":"primary_color"}},{"kind":"Field","name":{"kind":"Name","value":"background_color"}}]}}]} as unknown as DocumentNode<BrandingFieldsFragment, unknown>;
export const ListAffiliateNetworksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListAffiliateNetworks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"include_deleted"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortField"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"affiliate_networks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"include_deleted"},"value":{"kind":"Variable","name":{"kind":"Name","value":"include_deleted"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AffiliateNetworkFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AffiliateNetworkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AffiliateNetwork"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"offer_params"}},{"kind":"Field","name":{"kind":"Name","value":"status_mapping"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<ListAffiliateNetworksQuery, ListAffiliateNetworksQueryVariables>;
export const GetAffiliateNetworkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAffiliateNetwork"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"affiliate_network"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AffiliateNetworkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AffiliateNetworkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AffiliateNetwork"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"offer_params"}},{"kind":"Field","name":{"kind":"Name","value":"status_mapping"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<GetAffiliateNetworkQuery, GetAffiliateNetworkQueryVariables>;
export const CreateAffiliateNetworkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAffiliateNetwork"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AffiliateNetworkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"create_affiliate_network"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AffiliateNetworkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AffiliateNetworkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AffiliateNetwork"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"offer_params"}},{"kind":"Field","name":{"kind":"Name","value":"status_mapping"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<CreateAffiliateNetworkMutation, CreateAffiliateNetworkMutationVariables>;
export const UpdateAffiliateNetworkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAffiliateNetwork"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AffiliateNetworkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_affiliate_network"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AffiliateNetworkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AffiliateNetworkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AffiliateNetwork"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"offer_params"}},{"kind":"Field","name":{"kind":"Name","value":"status_mapping"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<UpdateAffiliateNetworkMutation, UpdateAffiliateNetworkMutationVariables>;
export const DeleteAffiliateNetworkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAffiliateNetwork"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delete_affiliate_network"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteAffiliateNetworkMutation, DeleteAffiliateNetworkMutationVariables>;
export const AlertSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AlertSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alert_settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlertSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlertSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlertSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messenger_api_base_url"}},{"kind":"Field","name":{"kind":"Name","value":"messenger_bot_token_set"}},{"kind":"Field","name":{"kind":"Name","value":"messenger_chat_id"}},{"kind":"Field","name":{"kind":"Name","value":"messenger_ready"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<AlertSettingsQuery, AlertSettingsQueryVariables>;
export const UpdateAlertSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAlertSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AlertSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_alert_settings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AlertSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AlertSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AlertSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messenger_api_base_url"}},{"kind":"Field","name":{"kind":"Name","value":"messenger_bot_token_set"}},{"kind":"Field","name":{"kind":"Name","value":"messenger_chat_id"}},{"kind":"Field","name":{"kind":"Name","value":"messenger_ready"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<UpdateAlertSettingsMutation, UpdateAlertSettingsMutationVariables>;
export const TestMessengerAlertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestMessengerAlert"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"test_messenger_alert"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delivered"}},{"kind":"Field","name":{"kind":"Name","value":"response_code"}},{"kind":"Field","name":{"kind":"Name","value":"response_body"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<TestMessengerAlertMutation, TestMessengerAlertMutationVariables>;
export const MessengerDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MessengerDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messenger_deliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event_id"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"response_code"}},{"kind":"Field","name":{"kind":"Name","value":"response_body"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"duration_ms"}},{"kind":"Field","name":{"kind":"Name","value":"attempted_at"}}]}}]}}]} as unknown as DocumentNode<MessengerDeliveriesQuery, MessengerDeliveriesQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthTokenFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"token_type"}},{"kind":"Field","name":{"kind":"Name","value":"expires_at"}},{"kind":"Field","name":{"kind":"Name","value":"user_id"}},{"kind":"Field","name":{"kind":"Name","value":"workspace_id"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const SwitchWorkspaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SwitchWorkspace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"switch_workspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthTokenFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"token_type"}},{"kind":"Field","name":{"kind":"Name","value":"expires_at"}},{"kind":"Field","name":{"kind":"Name","value":"user_id"}},{"kind":"Field","name":{"kind":"Name","value":"workspace_id"}}]}}]} as unknown as DocumentNode<SwitchWorkspaceMutation, SwitchWorkspaceMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"two_factor_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceInfoFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspaceInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"postback_key"}},{"kind":"Field","name":{"kind":"Name","value":"base_currency"}},{"kind":"Field","name":{"kind":"Name","value":"traffic_log_sample"}},{"kind":"Field","name":{"kind":"Name","value":"show_simulated_traffic"}},{"kind":"Field","name":{"kind":"Name","value":"time_zone"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const MyWorkspacesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyWorkspaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"my_workspaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceInfoFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspaceInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"postback_key"}},{"kind":"Field","name":{"kind":"Name","value":"base_currency"}},{"kind":"Field","name":{"kind":"Name","value":"traffic_log_sample"}},{"kind":"Field","name":{"kind":"Name","value":"show_simulated_traffic"}},{"kind":"Field","name":{"kind":"Name","value":"time_zone"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode<MyWorkspacesQuery, MyWorkspacesQueryVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"change_password"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthTokenFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"token_type"}},{"kind":"Field","name":{"kind":"Name","value":"expires_at"}},{"kind":"Field","name":{"kind":"Name","value":"user_id"}},{"kind":"Field","name":{"kind":"Name","value":"workspace_id"}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const TwoFactorStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TwoFactorStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"two_factor_status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"backup_codes_left"}}]}}]}}]} as unknown as DocumentNode<TwoFactorStatusQuery, TwoFactorStatusQueryVariables>;
export const BeginTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BeginTwoFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"begin_two_factor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"otpauth_uri"}}]}}]}}]} as unknown as DocumentNode<BeginTwoFactorMutation, BeginTwoFactorMutationVariables>;
export const ConfirmTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmTwoFactorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirm_two_factor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backup_codes"}}]}}]}}]} as unknown as DocumentNode<ConfirmTwoFactorMutation, ConfirmTwoFactorMutationVariables>;
export const DisableTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TwoFactorReauthInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disable_two_factor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"backup_codes_left"}}]}}]}}]} as unknown as DocumentNode<DisableTwoFactorMutation, DisableTwoFactorMutationVariables>;
export const RegenerateBackupCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegenerateBackupCodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TwoFactorReauthInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regenerate_backup_codes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"backup_codes"}}]}}]}}]} as unknown as DocumentNode<RegenerateBackupCodesMutation, RegenerateBackupCodesMutationVariables>;
export const LicenseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"License"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"license"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"licensee"}},{"kind":"Field","name":{"kind":"Name","value":"edition"}},{"kind":"Field","name":{"kind":"Name","value":"expires_at"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<LicenseQuery, LicenseQueryVariables>;
export const ListCampaignsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListCampaigns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"include_deleted"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"source_id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignState"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tag"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaigns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"include_deleted"},"value":{"kind":"Variable","name":{"kind":"Name","value":"include_deleted"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"source_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"source_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"tag"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tag"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"alias_released"}},{"kind":"Field","name":{"kind":"Name","value":"bot_action"}},{"kind":"Field","name":{"kind":"Name","value":"bot_redirect_url"}},{"kind":"Field","name":{"kind":"Name","value":"cost_currency"}},{"kind":"Field","name":{"kind":"Name","value":"cost_model"}},{"kind":"Field","name":{"kind":"Name","value":"cost_value"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"flow_rotation"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"source_id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"tracking_url"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueness_period_hours"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueness_scope"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<ListCampaignsQuery, ListCampaignsQueryVariables>;
export const GetCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"alias_released"}},{"kind":"Field","name":{"kind":"Name","value":"bot_action"}},{"kind":"Field","name":{"kind":"Name","value":"bot_redirect_url"}},{"kind":"Field","name":{"kind":"Name","value":"cost_currency"}},{"kind":"Field","name":{"kind":"Name","value":"cost_model"}},{"kind":"Field","name":{"kind":"Name","value":"cost_value"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"flow_rotation"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"source_id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"tracking_url"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueness_period_hours"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueness_scope"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<GetCampaignQuery, GetCampaignQueryVariables>;
export const CreateCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"create_campaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"alias_released"}},{"kind":"Field","name":{"kind":"Name","value":"bot_action"}},{"kind":"Field","name":{"kind":"Name","value":"bot_redirect_url"}},{"kind":"Field","name":{"kind":"Name","value":"cost_currency"}},{"kind":"Field","name":{"kind":"Name","value":"cost_model"}},{"kind":"Field","name":{"kind":"Name","value":"cost_value"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"flow_rotation"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"source_id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"tracking_url"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueness_period_hours"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueness_scope"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<CreateCampaignMutation, CreateCampaignMutationVariables>;
export const UpdateCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_campaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"alias_released"}},{"kind":"Field","name":{"kind":"Name","value":"bot_action"}},{"kind":"Field","name":{"kind":"Name","value":"bot_redirect_url"}},{"kind":"Field","name":{"kind":"Name","value":"cost_currency"}},{"kind":"Field","name":{"kind":"Name","value":"cost_model"}},{"kind":"Field","name":{"kind":"Name","value":"cost_value"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"flow_rotation"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"source_id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"tracking_url"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueness_period_hours"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueness_scope"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<UpdateCampaignMutation, UpdateCampaignMutationVariables>;
export const DeleteCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"release_alias"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}},"defaultValue":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delete_campaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"release_alias"},"value":{"kind":"Variable","name":{"kind":"Name","value":"release_alias"}}}]}]}}]} as unknown as DocumentNode<DeleteCampaignMutation, DeleteCampaignMutationVariables>;
export const ReleaseCampaignAliasDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReleaseCampaignAlias"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"release_campaign_alias"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"alias_released"}},{"kind":"Field","name":{"kind":"Name","value":"bot_action"}},{"kind":"Field","name":{"kind":"Name","value":"bot_redirect_url"}},{"kind":"Field","name":{"kind":"Name","value":"cost_currency"}},{"kind":"Field","name":{"kind":"Name","value":"cost_model"}},{"kind":"Field","name":{"kind":"Name","value":"cost_value"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"flow_rotation"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"source_id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"tracking_url"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueness_period_hours"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueness_scope"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<ReleaseCampaignAliasMutation, ReleaseCampaignAliasMutationVariables>;
export const RotateCampaignTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotateCampaignToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotate_campaign_token"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"alias_released"}},{"kind":"Field","name":{"kind":"Name","value":"bot_action"}},{"kind":"Field","name":{"kind":"Name","value":"bot_redirect_url"}},{"kind":"Field","name":{"kind":"Name","value":"cost_currency"}},{"kind":"Field","name":{"kind":"Name","value":"cost_model"}},{"kind":"Field","name":{"kind":"Name","value":"cost_value"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"flow_rotation"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"source_id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"tracking_url"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueness_period_hours"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueness_scope"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<RotateCampaignTokenMutation, RotateCampaignTokenMutationVariables>;
export const ClickLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClickLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaign_id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"country"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"traffic"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TrafficKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"delivery"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"click_id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"click_log"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"campaign_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaign_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"country"},"value":{"kind":"Variable","name":{"kind":"Name","value":"country"}}},{"kind":"Argument","name":{"kind":"Name","value":"traffic"},"value":{"kind":"Variable","name":{"kind":"Name","value":"traffic"}}},{"kind":"Argument","name":{"kind":"Name","value":"delivery"},"value":{"kind":"Variable","name":{"kind":"Name","value":"delivery"}}},{"kind":"Argument","name":{"kind":"Name","value":"click_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"click_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"click_id"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"campaign_id"}},{"kind":"Field","name":{"kind":"Name","value":"campaign_name"}},{"kind":"Field","name":{"kind":"Name","value":"flow_id"}},{"kind":"Field","name":{"kind":"Name","value":"landing_id"}},{"kind":"Field","name":{"kind":"Name","value":"offer_id"}},{"kind":"Field","name":{"kind":"Name","value":"source_id"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"device_type"}},{"kind":"Field","name":{"kind":"Name","value":"os"}},{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"isp"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"referer"}},{"kind":"Field","name":{"kind":"Name","value":"is_bot"}},{"kind":"Field","name":{"kind":"Name","value":"is_unique"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"http_status"}},{"kind":"Field","name":{"kind":"Name","value":"select_reason"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"is_simulated"}},{"kind":"Field","name":{"kind":"Name","value":"sub_ids"}}]}},{"kind":"Field","name":{"kind":"Name","value":"next_cursor"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}}]} as unknown as DocumentNode<ClickLogQuery, ClickLogQueryVariables>;
export const ClickLogCountriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClickLogCountries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaign_id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"click_log_countries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"campaign_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaign_id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}}]}}]}}]} as unknown as DocumentNode<ClickLogCountriesQuery, ClickLogCountriesQueryVariables>;
export const ConversionLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConversionLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date_basis"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateBasis"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConversionLogStatus"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaign_id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"click_id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversion_log"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"date_basis"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date_basis"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"campaign_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaign_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"click_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"click_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversion_id"}},{"kind":"Field","name":{"kind":"Name","value":"click_id"}},{"kind":"Field","name":{"kind":"Name","value":"campaign_id"}},{"kind":"Field","name":{"kind":"Name","value":"flow_id"}},{"kind":"Field","name":{"kind":"Name","value":"landing_id"}},{"kind":"Field","name":{"kind":"Name","value":"offer_id"}},{"kind":"Field","name":{"kind":"Name","value":"source_id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"status_bucket"}},{"kind":"Field","name":{"kind":"Name","value":"partner_status"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"payout"}},{"kind":"Field","name":{"kind":"Name","value":"base_currency"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"transaction_id"}},{"kind":"Field","name":{"kind":"Name","value":"forwarded"}},{"kind":"Field","name":{"kind":"Name","value":"click_date"}},{"kind":"Field","name":{"kind":"Name","value":"conversion_date"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"delay_seconds"}},{"kind":"Field","name":{"kind":"Name","value":"revision"}},{"kind":"Field","name":{"kind":"Name","value":"is_simulated"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"device_type"}},{"kind":"Field","name":{"kind":"Name","value":"os"}},{"kind":"Field","name":{"kind":"Name","value":"browser"}},{"kind":"Field","name":{"kind":"Name","value":"isp"}},{"kind":"Field","name":{"kind":"Name","value":"sub_ids"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}}]} as unknown as DocumentNode<ConversionLogQuery, ConversionLogQueryVariables>;
export const PostbackLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PostbackLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PostbackDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"outcome"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PostbackOutcome"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"click_id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postback_log"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"outcome"},"value":{"kind":"Variable","name":{"kind":"Name","value":"outcome"}}},{"kind":"Argument","name":{"kind":"Name","value":"click_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"click_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"response_code"}},{"kind":"Field","name":{"kind":"Name","value":"click_id"}},{"kind":"Field","name":{"kind":"Name","value":"conversion_id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"result"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}}]} as unknown as DocumentNode<PostbackLogQuery, PostbackLogQueryVariables>;
export const ListCurrencyRatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListCurrencyRates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"base"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quote"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency_rates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"base"},"value":{"kind":"Variable","name":{"kind":"Name","value":"base"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"quote"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quote"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrencyRateFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrencyRateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CurrencyRate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<ListCurrencyRatesQuery, ListCurrencyRatesQueryVariables>;
export const LookupCurrencyRateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LookupCurrencyRate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currency"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency_rate_lookup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currency"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currency"}}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"rate_date"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]} as unknown as DocumentNode<LookupCurrencyRateQuery, LookupCurrencyRateQueryVariables>;
export const SetCurrencyRateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCurrencyRate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CurrencyRateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"set_currency_rate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrencyRateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrencyRateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CurrencyRate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"quote"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<SetCurrencyRateMutation, SetCurrencyRateMutationVariables>;
export const ImportCurrencyRatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportCurrencyRates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CurrencyRateImportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"import_currency_rates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currencies"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"first_date"}},{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"last_date"}}]}}]}}]} as unknown as DocumentNode<ImportCurrencyRatesMutation, ImportCurrencyRatesMutationVariables>;
export const DeleteCurrencyRateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCurrencyRate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delete_currency_rate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteCurrencyRateMutation, DeleteCurrencyRateMutationVariables>;
export const ListCustomStatusesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListCustomStatuses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"include_deleted"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortField"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"custom_statuses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"include_deleted"},"value":{"kind":"Variable","name":{"kind":"Name","value":"include_deleted"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomStatusFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"counts_as"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<ListCustomStatusesQuery, ListCustomStatusesQueryVariables>;
export const GetCustomStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetCustomStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"custom_status"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomStatusFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"counts_as"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<GetCustomStatusQuery, GetCustomStatusQueryVariables>;
export const CreateCustomStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCustomStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCustomStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"create_custom_status"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomStatusFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"counts_as"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<CreateCustomStatusMutation, CreateCustomStatusMutationVariables>;
export const UpdateCustomStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCustomStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCustomStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_custom_status"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomStatusFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"counts_as"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<UpdateCustomStatusMutation, UpdateCustomStatusMutationVariables>;
export const DeleteCustomStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCustomStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delete_custom_status"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteCustomStatusMutation, DeleteCustomStatusMutationVariables>;
export const ListFlowsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListFlows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaign_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"include_deleted"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortField"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaign_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaign_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"include_deleted"},"value":{"kind":"Variable","name":{"kind":"Name","value":"include_deleted"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Flow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign_id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"kinds"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"negate"}},{"kind":"Field","name":{"kind":"Name","value":"operator"}},{"kind":"Field","name":{"kind":"Name","value":"sub_id"}},{"kind":"Field","name":{"kind":"Name","value":"time_zone"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"landings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"landing_id"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"offers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offer_id"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"redirect_url"}},{"kind":"Field","name":{"kind":"Name","value":"save_traffic"}},{"kind":"Field","name":{"kind":"Name","value":"scheme"}},{"kind":"Field","name":{"kind":"Name","value":"script"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target_campaign_id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}}]} as unknown as DocumentNode<ListFlowsQuery, ListFlowsQueryVariables>;
export const GetFlowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetFlow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Flow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign_id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"kinds"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"negate"}},{"kind":"Field","name":{"kind":"Name","value":"operator"}},{"kind":"Field","name":{"kind":"Name","value":"sub_id"}},{"kind":"Field","name":{"kind":"Name","value":"time_zone"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"landings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"landing_id"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"offers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offer_id"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"redirect_url"}},{"kind":"Field","name":{"kind":"Name","value":"save_traffic"}},{"kind":"Field","name":{"kind":"Name","value":"scheme"}},{"kind":"Field","name":{"kind":"Name","value":"script"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target_campaign_id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}}]} as unknown as DocumentNode<GetFlowQuery, GetFlowQueryVariables>;
export const CreateFlowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateFlow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaign_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FlowInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"create_flow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaign_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaign_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Flow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign_id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"kinds"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"negate"}},{"kind":"Field","name":{"kind":"Name","value":"operator"}},{"kind":"Field","name":{"kind":"Name","value":"sub_id"}},{"kind":"Field","name":{"kind":"Name","value":"time_zone"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"landings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"landing_id"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"offers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offer_id"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"redirect_url"}},{"kind":"Field","name":{"kind":"Name","value":"save_traffic"}},{"kind":"Field","name":{"kind":"Name","value":"scheme"}},{"kind":"Field","name":{"kind":"Name","value":"script"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target_campaign_id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}}]} as unknown as DocumentNode<CreateFlowMutation, CreateFlowMutationVariables>;
export const UpdateFlowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateFlow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FlowInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_flow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Flow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign_id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"kinds"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"negate"}},{"kind":"Field","name":{"kind":"Name","value":"operator"}},{"kind":"Field","name":{"kind":"Name","value":"sub_id"}},{"kind":"Field","name":{"kind":"Name","value":"time_zone"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"landings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"landing_id"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"offers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offer_id"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"redirect_url"}},{"kind":"Field","name":{"kind":"Name","value":"save_traffic"}},{"kind":"Field","name":{"kind":"Name","value":"scheme"}},{"kind":"Field","name":{"kind":"Name","value":"script"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target_campaign_id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}}]} as unknown as DocumentNode<UpdateFlowMutation, UpdateFlowMutationVariables>;
export const DeleteFlowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteFlow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delete_flow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteFlowMutation, DeleteFlowMutationVariables>;
export const ReorderFlowsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderFlows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaign_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FlowOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorder_flows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaign_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaign_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Flow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign_id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"kinds"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"negate"}},{"kind":"Field","name":{"kind":"Name","value":"operator"}},{"kind":"Field","name":{"kind":"Name","value":"sub_id"}},{"kind":"Field","name":{"kind":"Name","value":"time_zone"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"landings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"landing_id"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"offers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offer_id"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"redirect_url"}},{"kind":"Field","name":{"kind":"Name","value":"save_traffic"}},{"kind":"Field","name":{"kind":"Name","value":"scheme"}},{"kind":"Field","name":{"kind":"Name","value":"script"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"target_campaign_id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}}]}}]} as unknown as DocumentNode<ReorderFlowsMutation, ReorderFlowsMutationVariables>;
export const ListLandingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListLandings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"include_deleted"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tag"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"landings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"include_deleted"},"value":{"kind":"Variable","name":{"kind":"Name","value":"include_deleted"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"tag"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tag"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LandingFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LandingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Landing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"click_through"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"hosted_uploaded"}},{"kind":"Field","name":{"kind":"Name","value":"hosted_path"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"offers_count"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<ListLandingsQuery, ListLandingsQueryVariables>;
export const GetLandingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetLanding"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"landing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LandingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LandingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Landing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"click_through"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"hosted_uploaded"}},{"kind":"Field","name":{"kind":"Name","value":"hosted_path"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"offers_count"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<GetLandingQuery, GetLandingQueryVariables>;
export const CreateLandingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLanding"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LandingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"create_landing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LandingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LandingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Landing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"click_through"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"hosted_uploaded"}},{"kind":"Field","name":{"kind":"Name","value":"hosted_path"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"offers_count"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<CreateLandingMutation, CreateLandingMutationVariables>;
export const UpdateLandingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLanding"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LandingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_landing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LandingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LandingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Landing"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"click_through"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"hosted_uploaded"}},{"kind":"Field","name":{"kind":"Name","value":"hosted_path"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"offers_count"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<UpdateLandingMutation, UpdateLandingMutationVariables>;
export const DeleteLandingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteLanding"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delete_landing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteLandingMutation, DeleteLandingMutationVariables>;
export const MembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntityPermissionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EntityPermission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"two_factor_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntityPermissionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"joined_at"}}]}}]} as unknown as DocumentNode<MembersQuery, MembersQueryVariables>;
export const UpdateMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"user_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_member"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"user_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"user_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntityPermissionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EntityPermission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"two_factor_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntityPermissionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"joined_at"}}]}}]} as unknown as DocumentNode<UpdateMemberMutation, UpdateMemberMutationVariables>;
export const RemoveMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"user_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"remove_member"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"user_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"user_id"}}}]}]}}]} as unknown as DocumentNode<RemoveMemberMutation, RemoveMemberMutationVariables>;
export const InvitationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvitationInfoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntityPermissionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EntityPermission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitationInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvitationInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntityPermissionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expires_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode<InvitationsQuery, InvitationsQueryVariables>;
export const CreateInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateInvitationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"create_invitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvitationInfoFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntityPermissionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EntityPermission"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"edit"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitationInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvitationInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntityPermissionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expires_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode<CreateInvitationMutation, CreateInvitationMutationVariables>;
export const RevokeInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revoke_invitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RevokeInvitationMutation, RevokeInvitationMutationVariables>;
export const AcceptInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcceptInvitationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accept_invitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"token_type"}},{"kind":"Field","name":{"kind":"Name","value":"expires_at"}},{"kind":"Field","name":{"kind":"Name","value":"user_id"}},{"kind":"Field","name":{"kind":"Name","value":"workspace_id"}}]}}]}}]} as unknown as DocumentNode<AcceptInvitationMutation, AcceptInvitationMutationVariables>;
export const ApiKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"api_keys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyInfoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKeyInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"last_used_at"}},{"kind":"Field","name":{"kind":"Name","value":"revoked_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode<ApiKeysQuery, ApiKeysQueryVariables>;
export const CreateApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"create_api_key"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"api_key"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyInfoFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKeyInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"last_used_at"}},{"kind":"Field","name":{"kind":"Name","value":"revoked_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const RevokeApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revoke_api_key"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revoked_at"}}]}}]}}]} as unknown as DocumentNode<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const NotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Notifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unread_only"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"unread_only"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unread_only"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"read_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode<NotificationsQuery, NotificationsQueryVariables>;
export const NotificationsUnreadCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationsUnreadCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications_unread_count"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unread"}}]}}]}}]} as unknown as DocumentNode<NotificationsUnreadCountQuery, NotificationsUnreadCountQueryVariables>;
export const MarkNotificationReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNotificationRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mark_notification_read"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"read_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode<MarkNotificationReadMutation, MarkNotificationReadMutationVariables>;
export const MarkAllNotificationsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkAllNotificationsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mark_all_notifications_read"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marked"}}]}}]}}]} as unknown as DocumentNode<MarkAllNotificationsReadMutation, MarkAllNotificationsReadMutationVariables>;
export const ListOffersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListOffers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"affiliate_network_id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"include_deleted"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tag"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"affiliate_network_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"affiliate_network_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"include_deleted"},"value":{"kind":"Variable","name":{"kind":"Name","value":"include_deleted"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"tag"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tag"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfferFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Offer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"affiliate_network_id"}},{"kind":"Field","name":{"kind":"Name","value":"cap_fallback_offer_id"}},{"kind":"Field","name":{"kind":"Name","value":"cap_time_zone"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"daily_cap"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"payout"}},{"kind":"Field","name":{"kind":"Name","value":"payout_currency"}},{"kind":"Field","name":{"kind":"Name","value":"payout_type"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<ListOffersQuery, ListOffersQueryVariables>;
export const GetOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfferFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Offer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"affiliate_network_id"}},{"kind":"Field","name":{"kind":"Name","value":"cap_fallback_offer_id"}},{"kind":"Field","name":{"kind":"Name","value":"cap_time_zone"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"daily_cap"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"payout"}},{"kind":"Field","name":{"kind":"Name","value":"payout_currency"}},{"kind":"Field","name":{"kind":"Name","value":"payout_type"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<GetOfferQuery, GetOfferQueryVariables>;
export const CreateOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OfferInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"create_offer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfferFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Offer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"affiliate_network_id"}},{"kind":"Field","name":{"kind":"Name","value":"cap_fallback_offer_id"}},{"kind":"Field","name":{"kind":"Name","value":"cap_time_zone"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"daily_cap"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"payout"}},{"kind":"Field","name":{"kind":"Name","value":"payout_currency"}},{"kind":"Field","name":{"kind":"Name","value":"payout_type"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<CreateOfferMutation, CreateOfferMutationVariables>;
export const UpdateOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OfferInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_offer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OfferFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OfferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Offer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"affiliate_network_id"}},{"kind":"Field","name":{"kind":"Name","value":"cap_fallback_offer_id"}},{"kind":"Field","name":{"kind":"Name","value":"cap_time_zone"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"daily_cap"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"payout"}},{"kind":"Field","name":{"kind":"Name","value":"payout_currency"}},{"kind":"Field","name":{"kind":"Name","value":"payout_type"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<UpdateOfferMutation, UpdateOfferMutationVariables>;
export const DeleteOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delete_offer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteOfferMutation, DeleteOfferMutationVariables>;
export const RunSimulationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RunSimulation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SimulationRunInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"run_simulation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"run_id"}},{"kind":"Field","name":{"kind":"Name","value":"campaign_id"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"bots"}},{"kind":"Field","name":{"kind":"Name","value":"unique_clicks"}},{"kind":"Field","name":{"kind":"Name","value":"conversions"}},{"kind":"Field","name":{"kind":"Name","value":"flows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flow_id"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"duration_ms"}}]}}]}}]} as unknown as DocumentNode<RunSimulationMutation, RunSimulationMutationVariables>;
export const DeleteSimulatedDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSimulatedData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delete_simulated_data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"conversions"}}]}}]}}]} as unknown as DocumentNode<DeleteSimulatedDataMutation, DeleteSimulatedDataMutationVariables>;
export const ExternalImportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExternalImports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"external_imports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExternalImportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExternalImportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"file_bytes"}},{"kind":"Field","name":{"kind":"Name","value":"line_done"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"conversions"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"rejected_rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"finished_at"}}]}}]} as unknown as DocumentNode<ExternalImportsQuery, ExternalImportsQueryVariables>;
export const ExternalImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExternalImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"external_import"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExternalImportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExternalImportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"layout"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"file_bytes"}},{"kind":"Field","name":{"kind":"Name","value":"line_done"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"conversions"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"rejected_rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"finished_at"}}]}}]} as unknown as DocumentNode<ExternalImportQuery, ExternalImportQueryVariables>;
export const DeleteExternalImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteExternalImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delete_external_import"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"conversions"}}]}}]}}]} as unknown as DocumentNode<DeleteExternalImportMutation, DeleteExternalImportMutationVariables>;
export const MyPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"my_preferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserPreferencesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserPreferencesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboard_layout"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<MyPreferencesQuery, MyPreferencesQueryVariables>;
export const UpdateMyPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMyPreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_my_preferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserPreferencesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserPreferencesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserPreferences"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboard_layout"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<UpdateMyPreferencesMutation, UpdateMyPreferencesMutationVariables>;
export const ReportFunnelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportFunnel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date_basis"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportDimensionFilter"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stages"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"statuses"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"breakdown"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"report_funnel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"date_basis"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date_basis"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"stages"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stages"}}},{"kind":"Argument","name":{"kind":"Name","value":"statuses"},"value":{"kind":"Variable","name":{"kind":"Name","value":"statuses"}}},{"kind":"Argument","name":{"kind":"Name","value":"breakdown"},"value":{"kind":"Variable","name":{"kind":"Name","value":"breakdown"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"whole_days"}}]}},{"kind":"Field","name":{"kind":"Name","value":"time_zone"}},{"kind":"Field","name":{"kind":"Name","value":"date_basis"}},{"kind":"Field","name":{"kind":"Name","value":"stages"}},{"kind":"Field","name":{"kind":"Name","value":"breakdown"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"share_of_first"}},{"kind":"Field","name":{"kind":"Name","value":"share_of_previous"}},{"kind":"Field","name":{"kind":"Name","value":"loss"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"stages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"share_of_first"}},{"kind":"Field","name":{"kind":"Name","value":"share_of_previous"}},{"kind":"Field","name":{"kind":"Name","value":"loss"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"segments_total"}},{"kind":"Field","name":{"kind":"Name","value":"warning"}}]}}]}}]} as unknown as DocumentNode<ReportFunnelQuery, ReportFunnelQueryVariables>;
export const ReportCohortDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportCohort"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportDimensionFilter"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"granularity"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"columns"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cumulative"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"report_cohort"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"granularity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"granularity"}}},{"kind":"Argument","name":{"kind":"Name","value":"columns"},"value":{"kind":"Variable","name":{"kind":"Name","value":"columns"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}},{"kind":"Argument","name":{"kind":"Name","value":"cumulative"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cumulative"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"whole_days"}}]}},{"kind":"Field","name":{"kind":"Name","value":"time_zone"}},{"kind":"Field","name":{"kind":"Name","value":"granularity"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"cumulative"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cohort"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"cells"}}]}}]}}]}}]} as unknown as DocumentNode<ReportCohortQuery, ReportCohortQueryVariables>;
export const ReportDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"report_dashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"whole_days"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previous_period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"whole_days"}}]}},{"kind":"Field","name":{"kind":"Name","value":"time_zone"}},{"kind":"Field","name":{"kind":"Name","value":"kpis"}},{"kind":"Field","name":{"kind":"Name","value":"previous_kpis"}},{"kind":"Field","name":{"kind":"Name","value":"series"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucket"}},{"kind":"Field","name":{"kind":"Name","value":"metrics"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"funnel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"share_of_first"}},{"kind":"Field","name":{"kind":"Name","value":"share_of_previous"}},{"kind":"Field","name":{"kind":"Name","value":"loss"}}]}},{"kind":"Field","name":{"kind":"Name","value":"heat_map"}},{"kind":"Field","name":{"kind":"Name","value":"clicks_by_country"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"top_campaigns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"metrics"}}]}},{"kind":"Field","name":{"kind":"Name","value":"top_countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"metrics"}}]}}]}}]}}]} as unknown as DocumentNode<ReportDashboardQuery, ReportDashboardQueryVariables>;
export const ReportTimeseriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportTimeseries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date_basis"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaign_id"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"source_id"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offer_id"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"country"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"metrics"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"interval"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"report_timeseries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"date_basis"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date_basis"}}},{"kind":"Argument","name":{"kind":"Name","value":"campaign_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaign_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"source_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"source_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"offer_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offer_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"country"},"value":{"kind":"Variable","name":{"kind":"Name","value":"country"}}},{"kind":"Argument","name":{"kind":"Name","value":"metrics"},"value":{"kind":"Variable","name":{"kind":"Name","value":"metrics"}}},{"kind":"Argument","name":{"kind":"Name","value":"interval"},"value":{"kind":"Variable","name":{"kind":"Name","value":"interval"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"whole_days"}}]}},{"kind":"Field","name":{"kind":"Name","value":"time_zone"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"metrics"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucket"}},{"kind":"Field","name":{"kind":"Name","value":"metrics"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"}}]}}]}}]} as unknown as DocumentNode<ReportTimeseriesQuery, ReportTimeseriesQueryVariables>;
export const ReportGroupByDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportGroupBy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date_basis"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaign_id"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"source_id"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offer_id"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"country"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"metrics"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dimension"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"report_group_by"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"date_basis"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date_basis"}}},{"kind":"Argument","name":{"kind":"Name","value":"campaign_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaign_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"source_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"source_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"offer_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offer_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"country"},"value":{"kind":"Variable","name":{"kind":"Name","value":"country"}}},{"kind":"Argument","name":{"kind":"Name","value":"metrics"},"value":{"kind":"Variable","name":{"kind":"Name","value":"metrics"}}},{"kind":"Argument","name":{"kind":"Name","value":"dimension"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dimension"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"whole_days"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dimension"}},{"kind":"Field","name":{"kind":"Name","value":"metrics"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"metrics"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total_rows"}},{"kind":"Field","name":{"kind":"Name","value":"totals"}}]}}]}}]} as unknown as DocumentNode<ReportGroupByQuery, ReportGroupByQueryVariables>;
export const ReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Report"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dimensions"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"drilldown"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportDrilldownInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"metrics"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"custom_metrics"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportCustomMetricInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportDimensionFilter"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"metric_filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportMetricFilter"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportSortInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date_basis"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"compare"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"marks"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportMarksInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"report"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dimensions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dimensions"}}},{"kind":"Argument","name":{"kind":"Name","value":"drilldown"},"value":{"kind":"Variable","name":{"kind":"Name","value":"drilldown"}}},{"kind":"Argument","name":{"kind":"Name","value":"metrics"},"value":{"kind":"Variable","name":{"kind":"Name","value":"metrics"}}},{"kind":"Argument","name":{"kind":"Name","value":"custom_metrics"},"value":{"kind":"Variable","name":{"kind":"Name","value":"custom_metrics"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"metric_filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"metric_filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"date_basis"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date_basis"}}},{"kind":"Argument","name":{"kind":"Name","value":"compare"},"value":{"kind":"Variable","name":{"kind":"Name","value":"compare"}}},{"kind":"Argument","name":{"kind":"Name","value":"marks"},"value":{"kind":"Variable","name":{"kind":"Name","value":"marks"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"whole_days"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previous_period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"whole_days"}}]}},{"kind":"Field","name":{"kind":"Name","value":"time_zone"}},{"kind":"Field","name":{"kind":"Name","value":"date_basis"}},{"kind":"Field","name":{"kind":"Name","value":"storage"}},{"kind":"Field","name":{"kind":"Name","value":"dimensions"}},{"kind":"Field","name":{"kind":"Name","value":"metrics"}},{"kind":"Field","name":{"kind":"Name","value":"total_rows"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"labels"}},{"kind":"Field","name":{"kind":"Name","value":"metrics"}},{"kind":"Field","name":{"kind":"Name","value":"mark"}},{"kind":"Field","name":{"kind":"Name","value":"previous"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"is_new"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"}},{"kind":"Field","name":{"kind":"Name","value":"previous_totals"}},{"kind":"Field","name":{"kind":"Name","value":"totals_change"}},{"kind":"Field","name":{"kind":"Name","value":"marks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dimension"}},{"kind":"Field","name":{"kind":"Name","value":"white"}},{"kind":"Field","name":{"kind":"Name","value":"black"}}]}}]}}]}}]} as unknown as DocumentNode<ReportQuery, ReportQueryVariables>;
export const ReportDimensionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportDimensions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"report_dimensions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<ReportDimensionsQuery, ReportDimensionsQueryVariables>;
export const CustomMetricsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomMetrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"custom_metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomMetricFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomMetricFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomMetric"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"formula"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<CustomMetricsQuery, CustomMetricsQueryVariables>;
export const CreateCustomMetricDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCustomMetric"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"formula"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"create_custom_metric"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"formula"},"value":{"kind":"Variable","name":{"kind":"Name","value":"formula"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomMetricFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomMetricFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomMetric"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"formula"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<CreateCustomMetricMutation, CreateCustomMetricMutationVariables>;
export const UpdateCustomMetricDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCustomMetric"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"formula"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_custom_metric"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"formula"},"value":{"kind":"Variable","name":{"kind":"Name","value":"formula"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomMetricFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomMetricFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomMetric"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"formula"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<UpdateCustomMetricMutation, UpdateCustomMetricMutationVariables>;
export const DeleteCustomMetricDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCustomMetric"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delete_custom_metric"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteCustomMetricMutation, DeleteCustomMetricMutationVariables>;
export const SavedReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedReports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saved_reports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedReportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"definition"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<SavedReportsQuery, SavedReportsQueryVariables>;
export const SavedReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saved_report"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedReportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"definition"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<SavedReportQuery, SavedReportQueryVariables>;
export const CreateSavedReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSavedReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"definition"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSONObject"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"create_saved_report"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"definition"},"value":{"kind":"Variable","name":{"kind":"Name","value":"definition"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedReportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"definition"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<CreateSavedReportMutation, CreateSavedReportMutationVariables>;
export const UpdateSavedReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSavedReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"definition"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSONObject"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_saved_report"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"definition"},"value":{"kind":"Variable","name":{"kind":"Name","value":"definition"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedReportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"definition"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<UpdateSavedReportMutation, UpdateSavedReportMutationVariables>;
export const DeleteSavedReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSavedReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delete_saved_report"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteSavedReportMutation, DeleteSavedReportMutationVariables>;
export const CleanStatisticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CleanStatistics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaign_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clicks"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversions"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clean_statistics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaign_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaign_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"clicks"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clicks"}}},{"kind":"Argument","name":{"kind":"Name","value":"conversions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clicks_deleted"}},{"kind":"Field","name":{"kind":"Name","value":"conversions_deleted"}}]}}]}}]} as unknown as DocumentNode<CleanStatisticsMutation, CleanStatisticsMutationVariables>;
export const RulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RuleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"target_kind"}},{"kind":"Field","name":{"kind":"Name","value":"sub_id"}},{"kind":"Field","name":{"kind":"Name","value":"target_ids"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}},{"kind":"Field","name":{"kind":"Name","value":"window_kind"}},{"kind":"Field","name":{"kind":"Name","value":"window_hours"}},{"kind":"Field","name":{"kind":"Name","value":"every_minutes"}},{"kind":"Field","name":{"kind":"Name","value":"min_clicks"}},{"kind":"Field","name":{"kind":"Name","value":"cooldown_minutes"}},{"kind":"Field","name":{"kind":"Name","value":"dry_run"}},{"kind":"Field","name":{"kind":"Name","value":"on_fire"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"on_recover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"last_evaluated_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<RulesQuery, RulesQueryVariables>;
export const RuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Rule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RuleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"target_kind"}},{"kind":"Field","name":{"kind":"Name","value":"sub_id"}},{"kind":"Field","name":{"kind":"Name","value":"target_ids"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}},{"kind":"Field","name":{"kind":"Name","value":"window_kind"}},{"kind":"Field","name":{"kind":"Name","value":"window_hours"}},{"kind":"Field","name":{"kind":"Name","value":"every_minutes"}},{"kind":"Field","name":{"kind":"Name","value":"min_clicks"}},{"kind":"Field","name":{"kind":"Name","value":"cooldown_minutes"}},{"kind":"Field","name":{"kind":"Name","value":"dry_run"}},{"kind":"Field","name":{"kind":"Name","value":"on_fire"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"on_recover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"last_evaluated_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<RuleQuery, RuleQueryVariables>;
export const CreateRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RuleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"create_rule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RuleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"target_kind"}},{"kind":"Field","name":{"kind":"Name","value":"sub_id"}},{"kind":"Field","name":{"kind":"Name","value":"target_ids"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}},{"kind":"Field","name":{"kind":"Name","value":"window_kind"}},{"kind":"Field","name":{"kind":"Name","value":"window_hours"}},{"kind":"Field","name":{"kind":"Name","value":"every_minutes"}},{"kind":"Field","name":{"kind":"Name","value":"min_clicks"}},{"kind":"Field","name":{"kind":"Name","value":"cooldown_minutes"}},{"kind":"Field","name":{"kind":"Name","value":"dry_run"}},{"kind":"Field","name":{"kind":"Name","value":"on_fire"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"on_recover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"last_evaluated_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<CreateRuleMutation, CreateRuleMutationVariables>;
export const UpdateRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RuleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_rule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RuleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"target_kind"}},{"kind":"Field","name":{"kind":"Name","value":"sub_id"}},{"kind":"Field","name":{"kind":"Name","value":"target_ids"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}},{"kind":"Field","name":{"kind":"Name","value":"window_kind"}},{"kind":"Field","name":{"kind":"Name","value":"window_hours"}},{"kind":"Field","name":{"kind":"Name","value":"every_minutes"}},{"kind":"Field","name":{"kind":"Name","value":"min_clicks"}},{"kind":"Field","name":{"kind":"Name","value":"cooldown_minutes"}},{"kind":"Field","name":{"kind":"Name","value":"dry_run"}},{"kind":"Field","name":{"kind":"Name","value":"on_fire"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"on_recover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"last_evaluated_at"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<UpdateRuleMutation, UpdateRuleMutationVariables>;
export const DeleteRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delete_rule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteRuleMutation, DeleteRuleMutationVariables>;
export const RuleHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RuleHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule_history"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rule_id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"target_kind"}},{"kind":"Field","name":{"kind":"Name","value":"target_id"}},{"kind":"Field","name":{"kind":"Name","value":"target_name"}},{"kind":"Field","name":{"kind":"Name","value":"dry_run"}},{"kind":"Field","name":{"kind":"Name","value":"metrics"}},{"kind":"Field","name":{"kind":"Name","value":"actions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions_done"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<RuleHistoryQuery, RuleHistoryQueryVariables>;
export const RuleTargetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RuleTargets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rule_targets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"target_id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"changed_at"}}]}}]}}]} as unknown as DocumentNode<RuleTargetsQuery, RuleTargetsQueryVariables>;
export const ListTrafficSourcesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListTrafficSources"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"include_deleted"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortField"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"traffic_sources"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"include_deleted"},"value":{"kind":"Variable","name":{"kind":"Name","value":"include_deleted"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrafficSourceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrafficSourceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrafficSource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capi_access_token_set"}},{"kind":"Field","name":{"kind":"Name","value":"capi_pixel_id"}},{"kind":"Field","name":{"kind":"Name","value":"capi_test_event_code"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ad_campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"macro"}},{"kind":"Field","name":{"kind":"Name","value":"param"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"macro"}},{"kind":"Field","name":{"kind":"Name","value":"param"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"macro"}},{"kind":"Field","name":{"kind":"Name","value":"param"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creative"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"macro"}},{"kind":"Field","name":{"kind":"Name","value":"param"}}]}},{"kind":"Field","name":{"kind":"Name","value":"external_id"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"macro"}},{"kind":"Field","name":{"kind":"Name","value":"param"}}]}},{"kind":"Field","name":{"kind":"Name","value":"keyword"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"macro"}},{"kind":"Field","name":{"kind":"Name","value":"param"}}]}},{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"macro"}},{"kind":"Field","name":{"kind":"Name","value":"param"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"postback_secret_set"}},{"kind":"Field","name":{"kind":"Name","value":"postback_statuses"}},{"kind":"Field","name":{"kind":"Name","value":"postback_url"}},{"kind":"Field","name":{"kind":"Name","value":"sub_id_parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"macro"}},{"kind":"Field","name":{"kind":"Name","value":"param"}},{"kind":"Field","name":{"kind":"Name","value":"sub_id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<ListTrafficSourcesQuery, ListTrafficSourcesQueryVariables>;
export const GetTrafficSourceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetTrafficSource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"traffic_source"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrafficSourceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrafficSourceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrafficSource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capi_access_token_set"}},{"kind":"Field","name":{"kind":"Name","value":"capi_pixel_id"}},{"kind":"Field","name":{"kind":"Name","value":"capi_test_event_code"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ad_campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"macro"}},{"kind":"Field","name":{"kind":"Name","value":"param"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"macro"}},{"kind":"Field","name":{"kind":"Name","value":"param"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"macro"}},{"kind":"Field","name":{"kind":"Name","value":"param"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creative"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"macro"}},{"kind":"Field","name":{"kind":"Name","value":"param"}}]}},{"kind":"Field","name":{"kind":"Name","value":"external_id"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"macro"}},{"kind":"Field","name":{"kind":"Name","value":"param"}}]}},{"kind":"Field","name":{"kind":"Name","value":"keyword"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"macro"}},{"kind":"Field","name":{"kind":"Name","value":"param"}}]}},{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"macro"}},{"kind":"Field","name":{"kind":"Name","value":"param"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"postback_secret_set"}},{"kind":"Field","name":{"kind":"Name","value":"postback_statuses"}},{"kind":"Field","name":{"kind":"Name","value":"postback_url"}},{"kind":"Field","name":{"kind":"Name","value":"sub_id_parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"macro"}},{"kind":"Field","name":{"kind":"Name","value":"param"}},{"kind":"Field","name":{"kind":"Name","value":"sub_id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<GetTrafficSourceQuery, GetTrafficSourceQueryVariables>;
export const CreateTrafficSourceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTrafficSource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TrafficSourceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"create_traffic_source"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrafficSourceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrafficSourceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrafficSource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capi_access_token_set"}},{"kind":"Field","name":{"kind":"Name","value":"capi_pixel_id"}},{"kind":"Field","name":{"kind":"Name","value":"capi_test_event_code"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ad_campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"macro"}},{"kind":"Field","name":{"kind":"Name","value":"param"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"macro"}},{"kind":"Field","name":{"kind":"Name","value":"param"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"macro"}},{"kind":"Field","name":{"kind":"Name","value":"param"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creative"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"macro"}},{"kind":"Field","name":{"kind":"Name","value":"param"}}]}},{"kind":"Field","name":{"kind":"Name","value":"external_id"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"macro"}},{"kind":"Field","name":{"kind":"Name","value":"param"}}]}},{"kind":"Field","name":{"kind":"Name","value":"keyword"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"macro"}},{"kind":"Field","name":{"kind":"Name","value":"param"}}]}},{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"macro"}},{"kind":"Field","name":{"kind":"Name","value":"param"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"postback_secret_set"}},{"kind":"Field","name":{"kind":"Name","value":"postback_statuses"}},{"kind":"Field","name":{"kind":"Name","value":"postback_url"}},{"kind":"Field","name":{"kind":"Name","value":"sub_id_parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"macro"}},{"kind":"Field","name":{"kind":"Name","value":"param"}},{"kind":"Field","name":{"kind":"Name","value":"sub_id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<CreateTrafficSourceMutation, CreateTrafficSourceMutationVariables>;
export const UpdateTrafficSourceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTrafficSource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TrafficSourceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_traffic_source"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrafficSourceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrafficSourceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrafficSource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capi_access_token_set"}},{"kind":"Field","name":{"kind":"Name","value":"capi_pixel_id"}},{"kind":"Field","name":{"kind":"Name","value":"capi_test_event_code"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"deleted_at"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ad_campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"macro"}},{"kind":"Field","name":{"kind":"Name","value":"param"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"macro"}},{"kind":"Field","name":{"kind":"Name","value":"param"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"macro"}},{"kind":"Field","name":{"kind":"Name","value":"param"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creative"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"macro"}},{"kind":"Field","name":{"kind":"Name","value":"param"}}]}},{"kind":"Field","name":{"kind":"Name","value":"external_id"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"macro"}},{"kind":"Field","name":{"kind":"Name","value":"param"}}]}},{"kind":"Field","name":{"kind":"Name","value":"keyword"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"macro"}},{"kind":"Field","name":{"kind":"Name","value":"param"}}]}},{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"macro"}},{"kind":"Field","name":{"kind":"Name","value":"param"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"postback_secret_set"}},{"kind":"Field","name":{"kind":"Name","value":"postback_statuses"}},{"kind":"Field","name":{"kind":"Name","value":"postback_url"}},{"kind":"Field","name":{"kind":"Name","value":"sub_id_parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"macro"}},{"kind":"Field","name":{"kind":"Name","value":"param"}},{"kind":"Field","name":{"kind":"Name","value":"sub_id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<UpdateTrafficSourceMutation, UpdateTrafficSourceMutationVariables>;
export const DeleteTrafficSourceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTrafficSource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delete_traffic_source"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteTrafficSourceMutation, DeleteTrafficSourceMutationVariables>;
export const ServiceInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServiceInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service_info"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"uptime_seconds"}},{"kind":"Field","name":{"kind":"Name","value":"server_time"}}]}}]}}]} as unknown as DocumentNode<ServiceInfoQuery, ServiceInfoQueryVariables>;
export const ListTrafficLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ListTrafficLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaign_id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"outcome"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ClickOutcome"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"traffic_log"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaign_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaign_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"outcome"},"value":{"kind":"Variable","name":{"kind":"Name","value":"outcome"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"click_id"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"campaign_id"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"device_type"}},{"kind":"Field","name":{"kind":"Name","value":"is_bot"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"http_status"}},{"kind":"Field","name":{"kind":"Name","value":"select_reason"}},{"kind":"Field","name":{"kind":"Name","value":"duration_ms"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}}]}}]}}]} as unknown as DocumentNode<ListTrafficLogQuery, ListTrafficLogQueryVariables>;
export const GetClickTraceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetClickTrace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"click_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"click_trace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"click_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"click_id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"click_id"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"campaign_id"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"device_type"}},{"kind":"Field","name":{"kind":"Name","value":"is_bot"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"http_status"}},{"kind":"Field","name":{"kind":"Name","value":"select_reason"}},{"kind":"Field","name":{"kind":"Name","value":"duration_ms"}},{"kind":"Field","name":{"kind":"Name","value":"destination"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}}]}}]} as unknown as DocumentNode<GetClickTraceQuery, GetClickTraceQueryVariables>;
export const WebhooksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Webhooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"secret_set"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"last_delivery_at"}},{"kind":"Field","name":{"kind":"Name","value":"last_delivery_code"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<WebhooksQuery, WebhooksQueryVariables>;
export const WebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Webhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"secret_set"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"last_delivery_at"}},{"kind":"Field","name":{"kind":"Name","value":"last_delivery_code"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<WebhookQuery, WebhookQueryVariables>;
export const CreateWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"create_webhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"secret_set"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"last_delivery_at"}},{"kind":"Field","name":{"kind":"Name","value":"last_delivery_code"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<CreateWebhookMutation, CreateWebhookMutationVariables>;
export const UpdateWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_webhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"secret_set"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"last_delivery_at"}},{"kind":"Field","name":{"kind":"Name","value":"last_delivery_code"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<UpdateWebhookMutation, UpdateWebhookMutationVariables>;
export const EnableWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnableWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enable_webhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"secret_set"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"last_delivery_at"}},{"kind":"Field","name":{"kind":"Name","value":"last_delivery_code"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<EnableWebhookMutation, EnableWebhookMutationVariables>;
export const DisableWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disable_webhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"secret_set"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"last_delivery_at"}},{"kind":"Field","name":{"kind":"Name","value":"last_delivery_code"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<DisableWebhookMutation, DisableWebhookMutationVariables>;
export const DeleteWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delete_webhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteWebhookMutation, DeleteWebhookMutationVariables>;
export const WebhookDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"webhook_id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhook_deliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"webhook_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"webhook_id"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"webhook_id"}},{"kind":"Field","name":{"kind":"Name","value":"event_id"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"request_body"}},{"kind":"Field","name":{"kind":"Name","value":"response_code"}},{"kind":"Field","name":{"kind":"Name","value":"response_body"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"duration_ms"}},{"kind":"Field","name":{"kind":"Name","value":"attempted_at"}}]}}]}}]} as unknown as DocumentNode<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const CreateWorkspaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWorkspace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWorkspaceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"create_workspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceInfoFields2"}}]}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceInfoFields2"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspaceInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"postback_key"}},{"kind":"Field","name":{"kind":"Name","value":"base_currency"}},{"kind":"Field","name":{"kind":"Name","value":"traffic_log_sample"}},{"kind":"Field","name":{"kind":"Name","value":"show_simulated_traffic"}},{"kind":"Field","name":{"kind":"Name","value":"time_zone"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode<CreateWorkspaceMutation, CreateWorkspaceMutationVariables>;
export const CurrentWorkspaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentWorkspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceInfoFields2"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceInfoFields2"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspaceInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"postback_key"}},{"kind":"Field","name":{"kind":"Name","value":"base_currency"}},{"kind":"Field","name":{"kind":"Name","value":"traffic_log_sample"}},{"kind":"Field","name":{"kind":"Name","value":"show_simulated_traffic"}},{"kind":"Field","name":{"kind":"Name","value":"time_zone"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode<CurrentWorkspaceQuery, CurrentWorkspaceQueryVariables>;
export const UpdateWorkspaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWorkspace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWorkspaceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_workspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceInfoFields2"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceInfoFields2"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspaceInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"postback_key"}},{"kind":"Field","name":{"kind":"Name","value":"base_currency"}},{"kind":"Field","name":{"kind":"Name","value":"traffic_log_sample"}},{"kind":"Field","name":{"kind":"Name","value":"show_simulated_traffic"}},{"kind":"Field","name":{"kind":"Name","value":"time_zone"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode<UpdateWorkspaceMutation, UpdateWorkspaceMutationVariables>;
export const RotatePostbackKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotatePostbackKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotate_postback_key"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceInfoFields2"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceInfoFields2"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspaceInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"postback_key"}},{"kind":"Field","name":{"kind":"Name","value":"base_currency"}},{"kind":"Field","name":{"kind":"Name","value":"traffic_log_sample"}},{"kind":"Field","name":{"kind":"Name","value":"show_simulated_traffic"}},{"kind":"Field","name":{"kind":"Name","value":"time_zone"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]} as unknown as DocumentNode<RotatePostbackKeyMutation, RotatePostbackKeyMutationVariables>;
export const BrandingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Branding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BrandingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrandingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Branding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product_name"}},{"kind":"Field","name":{"kind":"Name","value":"logo_url"}},{"kind":"Field","name":{"kind":"Name","value":"primary_color"}},{"kind":"Field","name":{"kind":"Name","value":"background_color"}}]}}]} as unknown as DocumentNode<BrandingQuery, BrandingQueryVariables>;
export const WorkspaceBrandingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkspaceBranding"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace_id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspace_branding"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace_id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BrandingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrandingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Branding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product_name"}},{"kind":"Field","name":{"kind":"Name","value":"logo_url"}},{"kind":"Field","name":{"kind":"Name","value":"primary_color"}},{"kind":"Field","name":{"kind":"Name","value":"background_color"}}]}}]} as unknown as DocumentNode<WorkspaceBrandingQuery, WorkspaceBrandingQueryVariables>;
export const UpdateBrandingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBranding"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBrandingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update_branding"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BrandingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BrandingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Branding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product_name"}},{"kind":"Field","name":{"kind":"Name","value":"logo_url"}},{"kind":"Field","name":{"kind":"Name","value":"primary_color"}},{"kind":"Field","name":{"kind":"Name","value":"background_color"}}]}}]} as unknown as DocumentNode<UpdateBrandingMutation, UpdateBrandingMutationVariables>;