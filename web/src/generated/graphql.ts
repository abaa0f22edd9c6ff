/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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

/** pause / resume (campaigns, flows; on / off: their aliases); archive / restore / delete (all); set_group (campaigns, offers, landings, sources); add_tag / remove_tag (campaigns, offers, landings); set_source (campaigns); set_payout (offers). */
export type BulkAction =
  | 'add_tag'
  | 'archive'
  | 'delete'
  | 'off'
  | 'on'
  | 'pause'
  | 'remove_tag'
  | 'restore'
  | 'resume'
  | 'set_group'
  | 'set_payout'
  | 'set_source';

/** One action on up to 1,000 rows of one kind, all or nothing (docs/operations-api.md). */
export type BulkInput = {
  /** What to do with them (the kinds each action applies to: BulkAction). */
  action: BulkAction;
  /** set_group: a group of this kind; null takes rows out. */
  group_id?: string | null | undefined;
  /** The rows, 1 to 1,000 ids of this workspace. */
  ids: Array<string>;
  /** set_payout: the payout (a percentage for revshare). */
  payout?: string | null | undefined;
  /** set_payout: ISO 4217 currency; absent keeps each offer's. */
  payout_currency?: string | null | undefined;
  /** set_source: a traffic source; null for none. */
  source_id?: string | null | undefined;
  /** add_tag, remove_tag: the tag, 1 to 64 characters. */
  tag?: string | null | undefined;
};

/** A campaign clone: its name and alias; flows and settings are copied. */
export type CampaignCloneInput = {
  /** Alias of the clone (the rules of a campaign alias); a random one when absent. */
  alias?: string | null | undefined;
  /** Name of the clone, 1 to 200 characters (default "<name> (copy)"). */
  name?: string | null | undefined;
};

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
  /** Default false: the campaign answers on every host. */
  domains_only?: boolean | null | undefined;
  /** Default weight. */
  flow_rotation?: FlowRotation | null | undefined;
  /** Group of this workspace and kind campaigns; null for none. */
  group_id?: string | null | undefined;
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

/** What a clone may be given; everything else is copied. */
export type CloneInput = {
  /** Name of the clone, 1 to 200 characters (default "<name> (copy)"). */
  name?: string | null | undefined;
};

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

/** Which campaigns of the workspace answer on the domain: all, or those listed. */
export type DomainCampaignMode =
  | 'all'
  | 'listed';

/** pending (not checked yet), pointed (resolves to this service), not_pointed, nxdomain (no such name), error (the lookup failed). */
export type DomainDnsState =
  | 'error'
  | 'not_pointed'
  | 'nxdomain'
  | 'pending'
  | 'pointed';

/** Fields of a domain; on update absent fields keep their value. */
export type DomainInput = {
  /** Replaces the list (up to 1,000); used with campaigns_mode listed. */
  campaign_ids?: Array<string> | null | undefined;
  /** Default all. */
  campaigns_mode?: DomainCampaignMode | null | undefined;
  /** Default false. */
  https_redirect?: boolean | null | undefined;
  /** Required on create. A host name such as track.example.com. */
  name?: string | null | undefined;
  /** Default disallow. */
  robots?: DomainRobots | null | undefined;
  /** Default not_found. */
  root_action?: DomainRootAction | null | undefined;
  /** Required with root_action campaign. */
  root_campaign_id?: string | null | undefined;
  /** Required with root_action text; up to 10,000 characters. */
  root_text?: string | null | undefined;
};

/** robots.txt: allow or disallow indexing. */
export type DomainRobots =
  | 'allow'
  | 'disallow';

/** What the domain root `/` answers: a default campaign, a 404 or a text. */
export type DomainRootAction =
  | 'campaign'
  | 'not_found'
  | 'text';

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

/** A flow clone: its name and the campaign it goes to. */
export type FlowCloneInput = {
  /** Campaign of this workspace to put the clone in (default: the flow's own), placed last. */
  campaign_id?: string | null | undefined;
  /** Name of the clone, 1 to 200 characters (default "<name> (copy)"). */
  name?: string | null | undefined;
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

/** Fields of a group; kind is set on create and never changes. */
export type GroupInput = {
  /** campaigns, offers, landings or sources (required on create). */
  kind?: GroupKind | null | undefined;
  /** Name, 1 to 200 characters (required on create). */
  name?: string | null | undefined;
};

/** The kind of entity a group holds. */
export type GroupKind =
  | 'campaigns'
  | 'landings'
  | 'offers'
  | 'sources';

export type InvitationStatus =
  | 'accepted'
  | 'expired'
  | 'pending'
  | 'revoked';

/** Where the Keitaro set-up is read from: a running installation, or its Admin API lists as JSON. */
export type KeitaroSetupImportInput = {
  /** An Admin API key of that Keitaro (sent as Api-Key; never stored). */
  api_key?: string | null | undefined;
  /** true: show the plan and write nothing (the same run, rolled back). */
  dry_run: boolean;
  /** Instead of url: the answers of the Admin API as one object: campaigns, streams (a list, or keyed by campaign id), offers, landing_pages, traffic_sources, affiliate_networks, groups, domains. */
  setup?: Record<string, unknown> | null | undefined;
  /** Keitaro's address (https://tracker.example); with api_key. */
  url?: string | null | undefined;
};

/** Fields of a landing. On update every field is optional and absent fields keep their value. */
export type LandingInput = {
  /** Default http_302. */
  click_through?: ClickThrough | null | undefined;
  /** Group of this workspace and kind landings; null for none. */
  group_id?: string | null | undefined;
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

/** One conversion of an uploaded list, as a postback would send it. */
export type ManualConversionInput = {
  /** The click id (subid) the conversion belongs to. */
  click_id?: string | null | undefined;
  /** ISO 4217 code of the payout (default USD, as a postback). */
  currency?: string | null | undefined;
  /** The payout in `currency`, e.g. "12.50" (default 0). */
  payout?: string | null | undefined;
  /** The partner’s status, mapped as a postback’s (e.g. "approved"). */
  status?: string | null | undefined;
  /** When it converted: an ISO time with an offset (default now). */
  time?: string | null | undefined;
  /** The partner’s transaction id: deduplicates, and a later status of it updates the conversion. */
  txid?: string | null | undefined;
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
  /** Group of this workspace and kind offers; null for none. */
  group_id?: string | null | undefined;
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

/** The offer or landing that takes the place of another in every flow. */
export type ReplaceInput = {
  /** The replacement, of the same kind and workspace. */
  replacement_id: string;
};

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
  /** Share of human landing views that click through to the offer (landing metrics lp_clicks, lp_ctr), 0 to 1; default 0.3. A visitor who converts always went through. */
  lp_ctr?: number | null | undefined;
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

/** Clicks whose sub id number `n` equals `value`. */
export type SubIdMatchInput = {
  /** The sub id number, 1 to 30 (sub_id_1 … sub_id_30). */
  n: number;
  value: string;
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
  /** Group of this workspace and kind sources; null for none. */
  group_id?: string | null | undefined;
  /** Display name, 1 to 200 characters (required on create). */
  name?: string | null | undefined;
  /** Free text, up to 10,000 characters. */
  notes?: string | null | undefined;
  /** Source tokens; replaces the whole set. */
  parameters?: SourceParametersInput | null | undefined;
  /** ISO 4217 code the outbound postback's {payout} is sent in; null or empty: the base currency. */
  postback_currency?: string | null | undefined;
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
  /** Lists to change: list name → column ids (each once, at most 100) or null to forget the list; lists not named stay. null forgets every list; omitted stays. */
  columns?: Record<string, unknown> | null | undefined;
  /** Block names in display order, each at most once; null resets to the default order; omitted stays. */
  dashboard_layout?: Array<string> | null | undefined;
  /** en, ru or uk; null: the browser's language; omitted stays. */
  language?: string | null | undefined;
  /** light, dark or system; null: system; omitted stays. */
  theme?: string | null | undefined;
};

/** Workspace settings to change; omitted fields stay as they are. */
export type UpdateWorkspaceInput = {
  base_currency?: string | null | undefined;
  /** Fetch the ECB daily euro reference rates every hour (from the operator setting ECB_RATES_URL); other pairs are crossed through EUR. Off by default: offline installs import the ECB CSV instead. */
  ecb_rates?: boolean | null | undefined;
  name?: string | null | undefined;
  /** What the revenue metric counts (and so profit, ROI, EPC, ROAS): all_but_trash (default: leads, sales and rejected), leads_and_sales, or sales. Reports read it at query time; nothing is recomputed. */
  revenue_basis?: string | null | undefined;
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
  archived?: string | null | undefined;
  include_deleted?: boolean | null | undefined;
  limit?: number | null | undefined;
  name?: string | null | undefined;
  offset?: number | null | undefined;
  order?: SortOrder | null | undefined;
  sort?: SortField | null | undefined;
}>;


export type ListAffiliateNetworksQuery = { affiliate_networks: { limit: number, offset: number, total: number, items: Array<{ created_at: string, deleted_at: string | null, archived_at: string | null, id: string, name: string, notes: string, offer_params: string, status_mapping: Record<string, unknown>, updated_at: string }> } };

export type GetAffiliateNetworkQueryVariables = Exact<{
  id: string;
}>;


export type GetAffiliateNetworkQuery = { affiliate_network: { created_at: string, deleted_at: string | null, archived_at: string | null, id: string, name: string, notes: string, offer_params: string, status_mapping: Record<string, unknown>, updated_at: string } };

export type CreateAffiliateNetworkMutationVariables = Exact<{
  input: AffiliateNetworkInput;
}>;


export type CreateAffiliateNetworkMutation = { create_affiliate_network: { created_at: string, deleted_at: string | null, archived_at: string | null, id: string, name: string, notes: string, offer_params: string, status_mapping: Record<string, unknown>, updated_at: string } };

export type UpdateAffiliateNetworkMutationVariables = Exact<{
  id: string;
  input: AffiliateNetworkInput;
}>;


export type UpdateAffiliateNetworkMutation = { update_affiliate_network: { created_at: string, deleted_at: string | null, archived_at: string | null, id: string, name: string, notes: string, offer_params: string, status_mapping: Record<string, unknown>, updated_at: string } };

export type DeleteAffiliateNetworkMutationVariables = Exact<{
  id: string;
}>;


export type DeleteAffiliateNetworkMutation = { delete_affiliate_network: boolean };

export type AffiliateNetworkFieldsFragment = { created_at: string, deleted_at: string | null, archived_at: string | null, id: string, name: string, notes: string, offer_params: string, status_mapping: Record<string, unknown>, updated_at: string };

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

export type AuditLogQueryVariables = Exact<{
  user_id?: string | null | undefined;
  actor_kind?: string | null | undefined;
  entity_kind?: string | null | undefined;
  entity_id?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type AuditLogQuery = { audit_log: { total: number, limit: number, offset: number, items: Array<{ id: string, at: string, actor_kind: string, user_id: string | null, actor_ref: string | null, entity_kind: string, entity_table: string, entity_id: string, action: string, changes: Record<string, unknown>, ref: string | null, entity_name: string | null, actor_name: string | null, names: Array<{ id: string, kind: string, name: string }> }> } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { token: string, token_type: string, expires_at: string, user_id: string, workspace_id: string } };

export type SwitchWorkspaceMutationVariables = Exact<{
  id: string;
}>;


export type SwitchWorkspaceMutation = { switch_workspace: { token: string, token_type: string, expires_at: string, user_id: string, workspace_id: string } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { role: Role, user: { id: string, email: string, name: string, two_factor_enabled: boolean, created_at: string }, workspace: { id: string, name: string, postback_key: string | null, postback_key_imported: boolean, base_currency: string, traffic_log_sample: number, show_simulated_traffic: boolean, time_zone: string, revenue_basis: string, ecb_rates: boolean, created_at: string }, permissions: Array<{ kind: EntityKind, view: boolean, edit: boolean, delete: boolean }> } };

export type MyWorkspacesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyWorkspacesQuery = { my_workspaces: Array<{ role: Role, active: boolean, workspace: { id: string, name: string, postback_key: string | null, postback_key_imported: boolean, base_currency: string, traffic_log_sample: number, show_simulated_traffic: boolean, time_zone: string, revenue_basis: string, ecb_rates: boolean, created_at: string } }> };

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

export type AuthTokenFieldsFragment = { token: string, token_type: string, expires_at: string, user_id: string, workspace_id: string };

export type ListCampaignsQueryVariables = Exact<{
  archived?: string | null | undefined;
  group_id?: string | null | undefined;
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


export type ListCampaignsQuery = { campaigns: { limit: number, offset: number, total: number, items: Array<{ alias: string, alias_released: boolean, bot_action: BotAction, bot_redirect_url: string | null, cost_currency: string, cost_model: CostModel, cost_value: string, created_at: string, deleted_at: string | null, archived_at: string | null, group_id: string | null, flow_rotation: FlowRotation, domains_only: boolean, id: string, name: string, notes: string, source_id: string | null, state: CampaignState, tags: Array<string>, token: string, tracking_url: string, uniqueness_period_hours: number, uniqueness_scope: UniquenessScope, updated_at: string, url: string }> } };

export type GetCampaignQueryVariables = Exact<{
  id: string;
}>;


export type GetCampaignQuery = { campaign: { alias: string, alias_released: boolean, bot_action: BotAction, bot_redirect_url: string | null, cost_currency: string, cost_model: CostModel, cost_value: string, created_at: string, deleted_at: string | null, archived_at: string | null, group_id: string | null, flow_rotation: FlowRotation, domains_only: boolean, id: string, name: string, notes: string, source_id: string | null, state: CampaignState, tags: Array<string>, token: string, tracking_url: string, uniqueness_period_hours: number, uniqueness_scope: UniquenessScope, updated_at: string, url: string } };

export type CreateCampaignMutationVariables = Exact<{
  input: CampaignInput;
}>;


export type CreateCampaignMutation = { create_campaign: { alias: string, alias_released: boolean, bot_action: BotAction, bot_redirect_url: string | null, cost_currency: string, cost_model: CostModel, cost_value: string, created_at: string, deleted_at: string | null, archived_at: string | null, group_id: string | null, flow_rotation: FlowRotation, domains_only: boolean, id: string, name: string, notes: string, source_id: string | null, state: CampaignState, tags: Array<string>, token: string, tracking_url: string, uniqueness_period_hours: number, uniqueness_scope: UniquenessScope, updated_at: string, url: string } };

export type UpdateCampaignMutationVariables = Exact<{
  id: string;
  input: CampaignInput;
}>;


export type UpdateCampaignMutation = { update_campaign: { alias: string, alias_released: boolean, bot_action: BotAction, bot_redirect_url: string | null, cost_currency: string, cost_model: CostModel, cost_value: string, created_at: string, deleted_at: string | null, archived_at: string | null, group_id: string | null, flow_rotation: FlowRotation, domains_only: boolean, id: string, name: string, notes: string, source_id: string | null, state: CampaignState, tags: Array<string>, token: string, tracking_url: string, uniqueness_period_hours: number, uniqueness_scope: UniquenessScope, updated_at: string, url: string } };

export type DeleteCampaignMutationVariables = Exact<{
  id: string;
  release_alias?: boolean | null | undefined;
}>;


export type DeleteCampaignMutation = { delete_campaign: boolean };

export type ReleaseCampaignAliasMutationVariables = Exact<{
  id: string;
}>;


export type ReleaseCampaignAliasMutation = { release_campaign_alias: { alias: string, alias_released: boolean, bot_action: BotAction, bot_redirect_url: string | null, cost_currency: string, cost_model: CostModel, cost_value: string, created_at: string, deleted_at: string | null, archived_at: string | null, group_id: string | null, flow_rotation: FlowRotation, domains_only: boolean, id: string, name: string, notes: string, source_id: string | null, state: CampaignState, tags: Array<string>, token: string, tracking_url: string, uniqueness_period_hours: number, uniqueness_scope: UniquenessScope, updated_at: string, url: string } };

export type RotateCampaignTokenMutationVariables = Exact<{
  id: string;
}>;


export type RotateCampaignTokenMutation = { rotate_campaign_token: { alias: string, alias_released: boolean, bot_action: BotAction, bot_redirect_url: string | null, cost_currency: string, cost_model: CostModel, cost_value: string, created_at: string, deleted_at: string | null, archived_at: string | null, group_id: string | null, flow_rotation: FlowRotation, domains_only: boolean, id: string, name: string, notes: string, source_id: string | null, state: CampaignState, tags: Array<string>, token: string, tracking_url: string, uniqueness_period_hours: number, uniqueness_scope: UniquenessScope, updated_at: string, url: string } };

export type CampaignFieldsFragment = { alias: string, alias_released: boolean, bot_action: BotAction, bot_redirect_url: string | null, cost_currency: string, cost_model: CostModel, cost_value: string, created_at: string, deleted_at: string | null, archived_at: string | null, group_id: string | null, flow_rotation: FlowRotation, domains_only: boolean, id: string, name: string, notes: string, source_id: string | null, state: CampaignState, tags: Array<string>, token: string, tracking_url: string, uniqueness_period_hours: number, uniqueness_scope: UniquenessScope, updated_at: string, url: string };

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


export type ClickLogQuery = { click_log: { next_cursor: string | null, limit: number, storage: string, items: Array<{ click_id: string, time: string, campaign_id: string, campaign_name: string | null, flow_id: string | null, landing_id: string | null, offer_id: string | null, source_id: string | null, ip: string | null, country: string | null, region: string | null, city: string | null, device_type: string | null, os: string | null, browser: string | null, isp: string | null, language: string | null, referer: string | null, is_bot: boolean, is_unique: boolean, outcome: ClickOutcome, http_status: number, select_reason: SelectReason | null, destination: string | null, cost: string, is_simulated: boolean, sub_ids: Array<string | null>, external_click_id: string | null, site: string | null, ad_campaign: string | null, creative: string | null, source_name: string | null, flow_name: string | null, landing_name: string | null, offer_name: string | null, site_param: string | null, sub_id_params: Array<string | null> }> } };

export type ClickLogCountriesQueryVariables = Exact<{
  from?: string | null | undefined;
  to?: string | null | undefined;
  campaign_id?: string | null | undefined;
}>;


export type ClickLogCountriesQuery = { click_log_countries: Array<{ country: string, clicks: number }> };

export type ClickLogEntryFieldsFragment = { click_id: string, time: string, campaign_id: string, campaign_name: string | null, flow_id: string | null, landing_id: string | null, offer_id: string | null, source_id: string | null, ip: string | null, country: string | null, region: string | null, city: string | null, device_type: string | null, os: string | null, browser: string | null, isp: string | null, language: string | null, referer: string | null, is_bot: boolean, is_unique: boolean, outcome: ClickOutcome, http_status: number, select_reason: SelectReason | null, destination: string | null, cost: string, is_simulated: boolean, sub_ids: Array<string | null>, external_click_id: string | null, site: string | null, ad_campaign: string | null, creative: string | null, source_name: string | null, flow_name: string | null, landing_name: string | null, offer_name: string | null, site_param: string | null, sub_id_params: Array<string | null> };

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


export type ConversionLogQuery = { conversion_log: { total: number, limit: number, offset: number, items: Array<{ conversion_id: string, click_id: string, campaign_id: string, flow_id: string | null, landing_id: string | null, offer_id: string | null, source_id: string | null, status: string, status_bucket: string, partner_status: string | null, origin: string, event: string | null, payout: string | null, base_currency: string, amount: string, currency: string, transaction_id: string | null, cost: string, postback_cost: string | null, postback_from: string | null, postback_status2: string | null, postback_sub_ids: Array<string | null>, forwarded: boolean, click_date: string, conversion_date: string, updated_at: string, delay_seconds: number, revision: number, is_simulated: boolean, save_traffic: boolean, country: string | null, region: string | null, city: string | null, device_type: string | null, os: string | null, browser: string | null, isp: string | null, sub_ids: Array<string | null> }> } };

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

export type ConversionUploadFieldsFragment = { id: string, state: string, forward: boolean, lines_total: number, lines_done: number, percent: number, error: string | null, created_at: string, updated_at: string, user_id: string, user_name: string | null, counts: { recorded: number, updated: number, duplicate: number, refused: number } };

export type UploadConversionsMutationVariables = Exact<{
  lines?: Array<ManualConversionInput> | ManualConversionInput | null | undefined;
  csv?: string | null | undefined;
  forward?: boolean | null | undefined;
}>;


export type UploadConversionsMutation = { upload_conversions: { id: string, state: string, forward: boolean, lines_total: number, lines_done: number, percent: number, error: string | null, created_at: string, updated_at: string, user_id: string, user_name: string | null, lines: Array<{ line: number, result: string, error: string | null, conversion_id: string | null }>, counts: { recorded: number, updated: number, duplicate: number, refused: number } } };

export type ConversionUploadsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConversionUploadsQuery = { conversion_uploads: Array<{ id: string, state: string, forward: boolean, lines_total: number, lines_done: number, percent: number, error: string | null, created_at: string, updated_at: string, user_id: string, user_name: string | null, counts: { recorded: number, updated: number, duplicate: number, refused: number } }> };

export type GetConversionUploadQueryVariables = Exact<{
  id: string;
}>;


export type GetConversionUploadQuery = { conversion_upload: { id: string, state: string, forward: boolean, lines_total: number, lines_done: number, percent: number, error: string | null, created_at: string, updated_at: string, user_id: string, user_name: string | null, errors: Array<{ line: number, error: string }>, counts: { recorded: number, updated: number, duplicate: number, refused: number } } };

export type UpdateConversionMutationVariables = Exact<{
  id: string;
  status?: string | null | undefined;
  payout?: string | null | undefined;
}>;


export type UpdateConversionMutation = { update_conversion: { conversion_id: string, click_id: string, campaign_id: string, status: string, status_bucket: string, partner_status: string | null, payout: string | null, base_currency: string, amount: string, currency: string, transaction_id: string | null, forwarded: boolean, conversion_date: string, updated_at: string, revision: number } };

export type CostUpdateFieldsFragment = { id: string, campaign_id: string, state: string, from: string, to: string, from_date: string | null, to_date: string | null, amount: string, currency: string, base_currency: string, source_id: string | null, clicks: number, clicks_done: number, percent: number, error: string | null, created_at: string, updated_at: string, user_id: string, user_name: string | null, sub_ids: Array<{ n: number, value: string }> };

export type UpdateCampaignCostsMutationVariables = Exact<{
  id: string;
  from: string;
  to: string;
  amount: string;
  currency?: string | null | undefined;
  source_id?: string | null | undefined;
  sub_ids?: Array<SubIdMatchInput> | SubIdMatchInput | null | undefined;
}>;


export type UpdateCampaignCostsMutation = { update_campaign_costs: { id: string, campaign_id: string, state: string, from: string, to: string, from_date: string | null, to_date: string | null, amount: string, currency: string, base_currency: string, source_id: string | null, clicks: number, clicks_done: number, percent: number, error: string | null, created_at: string, updated_at: string, user_id: string, user_name: string | null, sub_ids: Array<{ n: number, value: string }> } };

export type CostUpdatesQueryVariables = Exact<{
  campaign_id?: string | null | undefined;
}>;


export type CostUpdatesQuery = { cost_updates: Array<{ id: string, campaign_id: string, state: string, from: string, to: string, from_date: string | null, to_date: string | null, amount: string, currency: string, base_currency: string, source_id: string | null, clicks: number, clicks_done: number, percent: number, error: string | null, created_at: string, updated_at: string, user_id: string, user_name: string | null, sub_ids: Array<{ n: number, value: string }> }> };

export type GetCostUpdateQueryVariables = Exact<{
  id: string;
}>;


export type GetCostUpdateQuery = { cost_update: { id: string, campaign_id: string, state: string, from: string, to: string, from_date: string | null, to_date: string | null, amount: string, currency: string, base_currency: string, source_id: string | null, clicks: number, clicks_done: number, percent: number, error: string | null, created_at: string, updated_at: string, user_id: string, user_name: string | null, sub_ids: Array<{ n: number, value: string }> } };

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

export type CloneCampaignMutationVariables = Exact<{
  id: string;
  input?: CampaignCloneInput | null | undefined;
}>;


export type CloneCampaignMutation = { clone_campaign: { alias: string, alias_released: boolean, bot_action: BotAction, bot_redirect_url: string | null, cost_currency: string, cost_model: CostModel, cost_value: string, created_at: string, deleted_at: string | null, archived_at: string | null, group_id: string | null, flow_rotation: FlowRotation, domains_only: boolean, id: string, name: string, notes: string, source_id: string | null, state: CampaignState, tags: Array<string>, token: string, tracking_url: string, uniqueness_period_hours: number, uniqueness_scope: UniquenessScope, updated_at: string, url: string } };

export type ArchiveCampaignMutationVariables = Exact<{
  id: string;
}>;


export type ArchiveCampaignMutation = { archive_campaign: { alias: string, alias_released: boolean, bot_action: BotAction, bot_redirect_url: string | null, cost_currency: string, cost_model: CostModel, cost_value: string, created_at: string, deleted_at: string | null, archived_at: string | null, group_id: string | null, flow_rotation: FlowRotation, domains_only: boolean, id: string, name: string, notes: string, source_id: string | null, state: CampaignState, tags: Array<string>, token: string, tracking_url: string, uniqueness_period_hours: number, uniqueness_scope: UniquenessScope, updated_at: string, url: string } };

export type RestoreCampaignMutationVariables = Exact<{
  id: string;
}>;


export type RestoreCampaignMutation = { restore_campaign: { alias: string, alias_released: boolean, bot_action: BotAction, bot_redirect_url: string | null, cost_currency: string, cost_model: CostModel, cost_value: string, created_at: string, deleted_at: string | null, archived_at: string | null, group_id: string | null, flow_rotation: FlowRotation, domains_only: boolean, id: string, name: string, notes: string, source_id: string | null, state: CampaignState, tags: Array<string>, token: string, tracking_url: string, uniqueness_period_hours: number, uniqueness_scope: UniquenessScope, updated_at: string, url: string } };

export type BulkCampaignsMutationVariables = Exact<{
  input: BulkInput;
}>;


export type BulkCampaignsMutation = { bulk_campaigns: { action: BulkAction, changed: number, ids: Array<string> } };

export type CloneFlowMutationVariables = Exact<{
  id: string;
  input?: FlowCloneInput | null | undefined;
}>;


export type CloneFlowMutation = { clone_flow: { campaign_id: string, content: string | null, created_at: string, deleted_at: string | null, archived_at: string | null, id: string, name: string, position: number, redirect_url: string | null, save_traffic: boolean, scheme: FlowScheme, script: string | null, state: FlowState, target_campaign_id: string | null, type: FlowType, updated_at: string, weight: number, filters: Array<{ days: Array<number> | null, hours: Array<number> | null, kinds: Array<string> | null, name: string | null, negate: boolean, operator: string | null, sub_id: number | null, time_zone: string | null, type: string, values: Array<string> | null }>, landings: Array<{ landing_id: string, weight: number }>, offers: Array<{ offer_id: string, weight: number }> } };

export type ArchiveFlowMutationVariables = Exact<{
  id: string;
}>;


export type ArchiveFlowMutation = { archive_flow: { campaign_id: string, content: string | null, created_at: string, deleted_at: string | null, archived_at: string | null, id: string, name: string, position: number, redirect_url: string | null, save_traffic: boolean, scheme: FlowScheme, script: string | null, state: FlowState, target_campaign_id: string | null, type: FlowType, updated_at: string, weight: number, filters: Array<{ days: Array<number> | null, hours: Array<number> | null, kinds: Array<string> | null, name: string | null, negate: boolean, operator: string | null, sub_id: number | null, time_zone: string | null, type: string, values: Array<string> | null }>, landings: Array<{ landing_id: string, weight: number }>, offers: Array<{ offer_id: string, weight: number }> } };

export type RestoreFlowMutationVariables = Exact<{
  id: string;
}>;


export type RestoreFlowMutation = { restore_flow: { campaign_id: string, content: string | null, created_at: string, deleted_at: string | null, archived_at: string | null, id: string, name: string, position: number, redirect_url: string | null, save_traffic: boolean, scheme: FlowScheme, script: string | null, state: FlowState, target_campaign_id: string | null, type: FlowType, updated_at: string, weight: number, filters: Array<{ days: Array<number> | null, hours: Array<number> | null, kinds: Array<string> | null, name: string | null, negate: boolean, operator: string | null, sub_id: number | null, time_zone: string | null, type: string, values: Array<string> | null }>, landings: Array<{ landing_id: string, weight: number }>, offers: Array<{ offer_id: string, weight: number }> } };

export type BulkFlowsMutationVariables = Exact<{
  input: BulkInput;
}>;


export type BulkFlowsMutation = { bulk_flows: { action: BulkAction, changed: number, ids: Array<string> } };

export type CloneOfferMutationVariables = Exact<{
  id: string;
  input?: CloneInput | null | undefined;
}>;


export type CloneOfferMutation = { clone_offer: { affiliate_network_id: string | null, cap_fallback_offer_id: string | null, cap_time_zone: string, created_at: string, daily_cap: number | null, deleted_at: string | null, archived_at: string | null, group_id: string | null, id: string, name: string, notes: string, payout: string, payout_currency: string, payout_type: PayoutType, tags: Array<string>, updated_at: string, url: string } };

export type ArchiveOfferMutationVariables = Exact<{
  id: string;
}>;


export type ArchiveOfferMutation = { archive_offer: { affiliate_network_id: string | null, cap_fallback_offer_id: string | null, cap_time_zone: string, created_at: string, daily_cap: number | null, deleted_at: string | null, archived_at: string | null, group_id: string | null, id: string, name: string, notes: string, payout: string, payout_currency: string, payout_type: PayoutType, tags: Array<string>, updated_at: string, url: string } };

export type RestoreOfferMutationVariables = Exact<{
  id: string;
}>;


export type RestoreOfferMutation = { restore_offer: { affiliate_network_id: string | null, cap_fallback_offer_id: string | null, cap_time_zone: string, created_at: string, daily_cap: number | null, deleted_at: string | null, archived_at: string | null, group_id: string | null, id: string, name: string, notes: string, payout: string, payout_currency: string, payout_type: PayoutType, tags: Array<string>, updated_at: string, url: string } };

export type BulkOffersMutationVariables = Exact<{
  input: BulkInput;
}>;


export type BulkOffersMutation = { bulk_offers: { action: BulkAction, changed: number, ids: Array<string> } };

export type CloneLandingMutationVariables = Exact<{
  id: string;
  input?: CloneInput | null | undefined;
}>;


export type CloneLandingMutation = { clone_landing: { click_through: ClickThrough, created_at: string, deleted_at: string | null, archived_at: string | null, group_id: string | null, hosted_uploaded: boolean, hosted_path: string | null, id: string, name: string, notes: string, offers_count: number, tags: Array<string>, type: LandingType, updated_at: string, url: string | null } };

export type ArchiveLandingMutationVariables = Exact<{
  id: string;
}>;


export type ArchiveLandingMutation = { archive_landing: { click_through: ClickThrough, created_at: string, deleted_at: string | null, archived_at: string | null, group_id: string | null, hosted_uploaded: boolean, hosted_path: string | null, id: string, name: string, notes: string, offers_count: number, tags: Array<string>, type: LandingType, updated_at: string, url: string | null } };

export type RestoreLandingMutationVariables = Exact<{
  id: string;
}>;


export type RestoreLandingMutation = { restore_landing: { click_through: ClickThrough, created_at: string, deleted_at: string | null, archived_at: string | null, group_id: string | null, hosted_uploaded: boolean, hosted_path: string | null, id: string, name: string, notes: string, offers_count: number, tags: Array<string>, type: LandingType, updated_at: string, url: string | null } };

export type BulkLandingsMutationVariables = Exact<{
  input: BulkInput;
}>;


export type BulkLandingsMutation = { bulk_landings: { action: BulkAction, changed: number, ids: Array<string> } };

export type CloneTrafficSourceMutationVariables = Exact<{
  id: string;
  input?: CloneInput | null | undefined;
}>;


export type CloneTrafficSourceMutation = { clone_traffic_source: { capi_access_token_set: boolean, capi_pixel_id: string | null, capi_test_event_code: string | null, created_at: string, deleted_at: string | null, archived_at: string | null, group_id: string | null, id: string, name: string, notes: string, postback_secret_set: boolean, postback_statuses: Array<string>, postback_url: string | null, postback_currency: string | null, updated_at: string, parameters: { ad_campaign: { macro: string, param: string } | null, adset: { macro: string, param: string } | null, cost: { macro: string, param: string } | null, creative: { macro: string, param: string } | null, external_id: { macro: string, param: string } | null, keyword: { macro: string, param: string } | null, site: { macro: string, param: string } | null }, sub_id_parameters: Array<{ macro: string, param: string, sub_id: number }> } };

export type ArchiveTrafficSourceMutationVariables = Exact<{
  id: string;
}>;


export type ArchiveTrafficSourceMutation = { archive_traffic_source: { capi_access_token_set: boolean, capi_pixel_id: string | null, capi_test_event_code: string | null, created_at: string, deleted_at: string | null, archived_at: string | null, group_id: string | null, id: string, name: string, notes: string, postback_secret_set: boolean, postback_statuses: Array<string>, postback_url: string | null, postback_currency: string | null, updated_at: string, parameters: { ad_campaign: { macro: string, param: string } | null, adset: { macro: string, param: string } | null, cost: { macro: string, param: string } | null, creative: { macro: string, param: string } | null, external_id: { macro: string, param: string } | null, keyword: { macro: string, param: string } | null, site: { macro: string, param: string } | null }, sub_id_parameters: Array<{ macro: string, param: string, sub_id: number }> } };

export type RestoreTrafficSourceMutationVariables = Exact<{
  id: string;
}>;


export type RestoreTrafficSourceMutation = { restore_traffic_source: { capi_access_token_set: boolean, capi_pixel_id: string | null, capi_test_event_code: string | null, created_at: string, deleted_at: string | null, archived_at: string | null, group_id: string | null, id: string, name: string, notes: string, postback_secret_set: boolean, postback_statuses: Array<string>, postback_url: string | null, postback_currency: string | null, updated_at: string, parameters: { ad_campaign: { macro: string, param: string } | null, adset: { macro: string, param: string } | null, cost: { macro: string, param: string } | null, creative: { macro: string, param: string } | null, external_id: { macro: string, param: string } | null, keyword: { macro: string, param: string } | null, site: { macro: string, param: string } | null }, sub_id_parameters: Array<{ macro: string, param: string, sub_id: number }> } };

export type BulkTrafficSourcesMutationVariables = Exact<{
  input: BulkInput;
}>;


export type BulkTrafficSourcesMutation = { bulk_traffic_sources: { action: BulkAction, changed: number, ids: Array<string> } };

export type CloneAffiliateNetworkMutationVariables = Exact<{
  id: string;
  input?: CloneInput | null | undefined;
}>;


export type CloneAffiliateNetworkMutation = { clone_affiliate_network: { created_at: string, deleted_at: string | null, archived_at: string | null, id: string, name: string, notes: string, offer_params: string, status_mapping: Record<string, unknown>, updated_at: string } };

export type ArchiveAffiliateNetworkMutationVariables = Exact<{
  id: string;
}>;


export type ArchiveAffiliateNetworkMutation = { archive_affiliate_network: { created_at: string, deleted_at: string | null, archived_at: string | null, id: string, name: string, notes: string, offer_params: string, status_mapping: Record<string, unknown>, updated_at: string } };

export type RestoreAffiliateNetworkMutationVariables = Exact<{
  id: string;
}>;


export type RestoreAffiliateNetworkMutation = { restore_affiliate_network: { created_at: string, deleted_at: string | null, archived_at: string | null, id: string, name: string, notes: string, offer_params: string, status_mapping: Record<string, unknown>, updated_at: string } };

export type BulkAffiliateNetworksMutationVariables = Exact<{
  input: BulkInput;
}>;


export type BulkAffiliateNetworksMutation = { bulk_affiliate_networks: { action: BulkAction, changed: number, ids: Array<string> } };

export type PauseCampaignMutationVariables = Exact<{
  id: string;
}>;


export type PauseCampaignMutation = { pause_campaign: { alias: string, alias_released: boolean, bot_action: BotAction, bot_redirect_url: string | null, cost_currency: string, cost_model: CostModel, cost_value: string, created_at: string, deleted_at: string | null, archived_at: string | null, group_id: string | null, flow_rotation: FlowRotation, domains_only: boolean, id: string, name: string, notes: string, source_id: string | null, state: CampaignState, tags: Array<string>, token: string, tracking_url: string, uniqueness_period_hours: number, uniqueness_scope: UniquenessScope, updated_at: string, url: string } };

export type ResumeCampaignMutationVariables = Exact<{
  id: string;
}>;


export type ResumeCampaignMutation = { resume_campaign: { alias: string, alias_released: boolean, bot_action: BotAction, bot_redirect_url: string | null, cost_currency: string, cost_model: CostModel, cost_value: string, created_at: string, deleted_at: string | null, archived_at: string | null, group_id: string | null, flow_rotation: FlowRotation, domains_only: boolean, id: string, name: string, notes: string, source_id: string | null, state: CampaignState, tags: Array<string>, token: string, tracking_url: string, uniqueness_period_hours: number, uniqueness_scope: UniquenessScope, updated_at: string, url: string } };

export type PauseFlowMutationVariables = Exact<{
  id: string;
}>;


export type PauseFlowMutation = { pause_flow: { campaign_id: string, content: string | null, created_at: string, deleted_at: string | null, archived_at: string | null, id: string, name: string, position: number, redirect_url: string | null, save_traffic: boolean, scheme: FlowScheme, script: string | null, state: FlowState, target_campaign_id: string | null, type: FlowType, updated_at: string, weight: number, filters: Array<{ days: Array<number> | null, hours: Array<number> | null, kinds: Array<string> | null, name: string | null, negate: boolean, operator: string | null, sub_id: number | null, time_zone: string | null, type: string, values: Array<string> | null }>, landings: Array<{ landing_id: string, weight: number }>, offers: Array<{ offer_id: string, weight: number }> } };

export type ResumeFlowMutationVariables = Exact<{
  id: string;
}>;


export type ResumeFlowMutation = { resume_flow: { campaign_id: string, content: string | null, created_at: string, deleted_at: string | null, archived_at: string | null, id: string, name: string, position: number, redirect_url: string | null, save_traffic: boolean, scheme: FlowScheme, script: string | null, state: FlowState, target_campaign_id: string | null, type: FlowType, updated_at: string, weight: number, filters: Array<{ days: Array<number> | null, hours: Array<number> | null, kinds: Array<string> | null, name: string | null, negate: boolean, operator: string | null, sub_id: number | null, time_zone: string | null, type: string, values: Array<string> | null }>, landings: Array<{ landing_id: string, weight: number }>, offers: Array<{ offer_id: string, weight: number }> } };

export type ListOfferFlowsQueryVariables = Exact<{
  id: string;
}>;


export type ListOfferFlowsQuery = { offer_flows: Array<{ campaign_id: string, content: string | null, created_at: string, deleted_at: string | null, archived_at: string | null, id: string, name: string, position: number, redirect_url: string | null, save_traffic: boolean, scheme: FlowScheme, script: string | null, state: FlowState, target_campaign_id: string | null, type: FlowType, updated_at: string, weight: number, filters: Array<{ days: Array<number> | null, hours: Array<number> | null, kinds: Array<string> | null, name: string | null, negate: boolean, operator: string | null, sub_id: number | null, time_zone: string | null, type: string, values: Array<string> | null }>, landings: Array<{ landing_id: string, weight: number }>, offers: Array<{ offer_id: string, weight: number }> }> };

export type ListLandingFlowsQueryVariables = Exact<{
  id: string;
}>;


export type ListLandingFlowsQuery = { landing_flows: Array<{ campaign_id: string, content: string | null, created_at: string, deleted_at: string | null, archived_at: string | null, id: string, name: string, position: number, redirect_url: string | null, save_traffic: boolean, scheme: FlowScheme, script: string | null, state: FlowState, target_campaign_id: string | null, type: FlowType, updated_at: string, weight: number, filters: Array<{ days: Array<number> | null, hours: Array<number> | null, kinds: Array<string> | null, name: string | null, negate: boolean, operator: string | null, sub_id: number | null, time_zone: string | null, type: string, values: Array<string> | null }>, landings: Array<{ landing_id: string, weight: number }>, offers: Array<{ offer_id: string, weight: number }> }> };

export type ReplaceOfferMutationVariables = Exact<{
  id: string;
  input: ReplaceInput;
}>;


export type ReplaceOfferMutation = { replace_offer: Array<{ campaign_id: string, content: string | null, created_at: string, deleted_at: string | null, archived_at: string | null, id: string, name: string, position: number, redirect_url: string | null, save_traffic: boolean, scheme: FlowScheme, script: string | null, state: FlowState, target_campaign_id: string | null, type: FlowType, updated_at: string, weight: number, filters: Array<{ days: Array<number> | null, hours: Array<number> | null, kinds: Array<string> | null, name: string | null, negate: boolean, operator: string | null, sub_id: number | null, time_zone: string | null, type: string, values: Array<string> | null }>, landings: Array<{ landing_id: string, weight: number }>, offers: Array<{ offer_id: string, weight: number }> }> };

export type ReplaceLandingMutationVariables = Exact<{
  id: string;
  input: ReplaceInput;
}>;


export type ReplaceLandingMutation = { replace_landing: Array<{ campaign_id: string, content: string | null, created_at: string, deleted_at: string | null, archived_at: string | null, id: string, name: string, position: number, redirect_url: string | null, save_traffic: boolean, scheme: FlowScheme, script: string | null, state: FlowState, target_campaign_id: string | null, type: FlowType, updated_at: string, weight: number, filters: Array<{ days: Array<number> | null, hours: Array<number> | null, kinds: Array<string> | null, name: string | null, negate: boolean, operator: string | null, sub_id: number | null, time_zone: string | null, type: string, values: Array<string> | null }>, landings: Array<{ landing_id: string, weight: number }>, offers: Array<{ offer_id: string, weight: number }> }> };

export type ListCampaignTagsQueryVariables = Exact<{ [key: string]: never; }>;


export type ListCampaignTagsQuery = { campaign_tags: Array<{ count: number, tag: string }> };

export type ListOfferTagsQueryVariables = Exact<{ [key: string]: never; }>;


export type ListOfferTagsQuery = { offer_tags: Array<{ count: number, tag: string }> };

export type ListLandingTagsQueryVariables = Exact<{ [key: string]: never; }>;


export type ListLandingTagsQuery = { landing_tags: Array<{ count: number, tag: string }> };

export type CheckCampaignAliasQueryVariables = Exact<{
  alias: string;
}>;


export type CheckCampaignAliasQuery = { campaign_alias_availability: { available: boolean, reason: string | null } };

export type ListArchivedQueryVariables = Exact<{
  kind?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type ListArchivedQuery = { archived: Array<{ archived_at: string, id: string, kind: string, name: string }> };

export type DomainsQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type DomainsQuery = { domains: { total: number, limit: number, offset: number, items: Array<{ id: string, name: string, base_url: string, root_action: DomainRootAction, root_campaign_id: string | null, root_text: string | null, campaigns_mode: DomainCampaignMode, campaign_ids: Array<string>, robots: DomainRobots, https_redirect: boolean, dns_state: DomainDnsState, dns_reason: string | null, dns_addresses: Array<string>, dns_checked_at: string | null, certificate_allowed: boolean, created_at: string, updated_at: string }> } };

export type DomainQueryVariables = Exact<{
  id: string;
}>;


export type DomainQuery = { domain: { id: string, name: string, base_url: string, root_action: DomainRootAction, root_campaign_id: string | null, root_text: string | null, campaigns_mode: DomainCampaignMode, campaign_ids: Array<string>, robots: DomainRobots, https_redirect: boolean, dns_state: DomainDnsState, dns_reason: string | null, dns_addresses: Array<string>, dns_checked_at: string | null, certificate_allowed: boolean, created_at: string, updated_at: string } };

export type CreateDomainMutationVariables = Exact<{
  input: DomainInput;
}>;


export type CreateDomainMutation = { create_domain: { id: string, name: string, base_url: string, root_action: DomainRootAction, root_campaign_id: string | null, root_text: string | null, campaigns_mode: DomainCampaignMode, campaign_ids: Array<string>, robots: DomainRobots, https_redirect: boolean, dns_state: DomainDnsState, dns_reason: string | null, dns_addresses: Array<string>, dns_checked_at: string | null, certificate_allowed: boolean, created_at: string, updated_at: string } };

export type UpdateDomainMutationVariables = Exact<{
  id: string;
  input: DomainInput;
}>;


export type UpdateDomainMutation = { update_domain: { id: string, name: string, base_url: string, root_action: DomainRootAction, root_campaign_id: string | null, root_text: string | null, campaigns_mode: DomainCampaignMode, campaign_ids: Array<string>, robots: DomainRobots, https_redirect: boolean, dns_state: DomainDnsState, dns_reason: string | null, dns_addresses: Array<string>, dns_checked_at: string | null, certificate_allowed: boolean, created_at: string, updated_at: string } };

export type CheckDomainMutationVariables = Exact<{
  id: string;
}>;


export type CheckDomainMutation = { check_domain: { id: string, name: string, base_url: string, root_action: DomainRootAction, root_campaign_id: string | null, root_text: string | null, campaigns_mode: DomainCampaignMode, campaign_ids: Array<string>, robots: DomainRobots, https_redirect: boolean, dns_state: DomainDnsState, dns_reason: string | null, dns_addresses: Array<string>, dns_checked_at: string | null, certificate_allowed: boolean, created_at: string, updated_at: string } };

export type DeleteDomainMutationVariables = Exact<{
  id: string;
}>;


export type DeleteDomainMutation = { delete_domain: boolean };

export type DomainFieldsFragment = { id: string, name: string, base_url: string, root_action: DomainRootAction, root_campaign_id: string | null, root_text: string | null, campaigns_mode: DomainCampaignMode, campaign_ids: Array<string>, robots: DomainRobots, https_redirect: boolean, dns_state: DomainDnsState, dns_reason: string | null, dns_addresses: Array<string>, dns_checked_at: string | null, certificate_allowed: boolean, created_at: string, updated_at: string };

export type ListFlowsQueryVariables = Exact<{
  archived?: string | null | undefined;
  campaign_id: string;
  include_deleted?: boolean | null | undefined;
  limit?: number | null | undefined;
  name?: string | null | undefined;
  offset?: number | null | undefined;
  order?: SortOrder | null | undefined;
  sort?: SortField | null | undefined;
}>;


export type ListFlowsQuery = { flows: { limit: number, offset: number, total: number, items: Array<{ campaign_id: string, content: string | null, created_at: string, deleted_at: string | null, archived_at: string | null, id: string, name: string, position: number, redirect_url: string | null, save_traffic: boolean, scheme: FlowScheme, script: string | null, state: FlowState, target_campaign_id: string | null, type: FlowType, updated_at: string, weight: number, filters: Array<{ days: Array<number> | null, hours: Array<number> | null, kinds: Array<string> | null, name: string | null, negate: boolean, operator: string | null, sub_id: number | null, time_zone: string | null, type: string, values: Array<string> | null }>, landings: Array<{ landing_id: string, weight: number }>, offers: Array<{ offer_id: string, weight: number }> }> } };

export type GetFlowQueryVariables = Exact<{
  id: string;
}>;


export type GetFlowQuery = { flow: { campaign_id: string, content: string | null, created_at: string, deleted_at: string | null, archived_at: string | null, id: string, name: string, position: number, redirect_url: string | null, save_traffic: boolean, scheme: FlowScheme, script: string | null, state: FlowState, target_campaign_id: string | null, type: FlowType, updated_at: string, weight: number, filters: Array<{ days: Array<number> | null, hours: Array<number> | null, kinds: Array<string> | null, name: string | null, negate: boolean, operator: string | null, sub_id: number | null, time_zone: string | null, type: string, values: Array<string> | null }>, landings: Array<{ landing_id: string, weight: number }>, offers: Array<{ offer_id: string, weight: number }> } };

export type CreateFlowMutationVariables = Exact<{
  campaign_id: string;
  input: FlowInput;
}>;


export type CreateFlowMutation = { create_flow: { campaign_id: string, content: string | null, created_at: string, deleted_at: string | null, archived_at: string | null, id: string, name: string, position: number, redirect_url: string | null, save_traffic: boolean, scheme: FlowScheme, script: string | null, state: FlowState, target_campaign_id: string | null, type: FlowType, updated_at: string, weight: number, filters: Array<{ days: Array<number> | null, hours: Array<number> | null, kinds: Array<string> | null, name: string | null, negate: boolean, operator: string | null, sub_id: number | null, time_zone: string | null, type: string, values: Array<string> | null }>, landings: Array<{ landing_id: string, weight: number }>, offers: Array<{ offer_id: string, weight: number }> } };

export type UpdateFlowMutationVariables = Exact<{
  id: string;
  input: FlowInput;
}>;


export type UpdateFlowMutation = { update_flow: { campaign_id: string, content: string | null, created_at: string, deleted_at: string | null, archived_at: string | null, id: string, name: string, position: number, redirect_url: string | null, save_traffic: boolean, scheme: FlowScheme, script: string | null, state: FlowState, target_campaign_id: string | null, type: FlowType, updated_at: string, weight: number, filters: Array<{ days: Array<number> | null, hours: Array<number> | null, kinds: Array<string> | null, name: string | null, negate: boolean, operator: string | null, sub_id: number | null, time_zone: string | null, type: string, values: Array<string> | null }>, landings: Array<{ landing_id: string, weight: number }>, offers: Array<{ offer_id: string, weight: number }> } };

export type DeleteFlowMutationVariables = Exact<{
  id: string;
}>;


export type DeleteFlowMutation = { delete_flow: boolean };

export type ReorderFlowsMutationVariables = Exact<{
  campaign_id: string;
  input: FlowOrderInput;
}>;


export type ReorderFlowsMutation = { reorder_flows: Array<{ campaign_id: string, content: string | null, created_at: string, deleted_at: string | null, archived_at: string | null, id: string, name: string, position: number, redirect_url: string | null, save_traffic: boolean, scheme: FlowScheme, script: string | null, state: FlowState, target_campaign_id: string | null, type: FlowType, updated_at: string, weight: number, filters: Array<{ days: Array<number> | null, hours: Array<number> | null, kinds: Array<string> | null, name: string | null, negate: boolean, operator: string | null, sub_id: number | null, time_zone: string | null, type: string, values: Array<string> | null }>, landings: Array<{ landing_id: string, weight: number }>, offers: Array<{ offer_id: string, weight: number }> }> };

export type FlowFieldsFragment = { campaign_id: string, content: string | null, created_at: string, deleted_at: string | null, archived_at: string | null, id: string, name: string, position: number, redirect_url: string | null, save_traffic: boolean, scheme: FlowScheme, script: string | null, state: FlowState, target_campaign_id: string | null, type: FlowType, updated_at: string, weight: number, filters: Array<{ days: Array<number> | null, hours: Array<number> | null, kinds: Array<string> | null, name: string | null, negate: boolean, operator: string | null, sub_id: number | null, time_zone: string | null, type: string, values: Array<string> | null }>, landings: Array<{ landing_id: string, weight: number }>, offers: Array<{ offer_id: string, weight: number }> };

export type ListGroupsQueryVariables = Exact<{
  include_deleted?: boolean | null | undefined;
  kind?: GroupKind | null | undefined;
  limit?: number | null | undefined;
  name?: string | null | undefined;
  offset?: number | null | undefined;
  order?: SortOrder | null | undefined;
  sort?: SortField | null | undefined;
}>;


export type ListGroupsQuery = { groups: { limit: number, offset: number, total: number, items: Array<{ created_at: string, id: string, kind: GroupKind, members: number, name: string, updated_at: string }> } };

export type GetGroupQueryVariables = Exact<{
  id: string;
}>;


export type GetGroupQuery = { group: { created_at: string, id: string, kind: GroupKind, members: number, name: string, updated_at: string } };

export type CreateGroupMutationVariables = Exact<{
  input: GroupInput;
}>;


export type CreateGroupMutation = { create_group: { created_at: string, id: string, kind: GroupKind, members: number, name: string, updated_at: string } };

export type UpdateGroupMutationVariables = Exact<{
  id: string;
  input: GroupInput;
}>;


export type UpdateGroupMutation = { update_group: { created_at: string, id: string, kind: GroupKind, members: number, name: string, updated_at: string } };

export type DeleteGroupMutationVariables = Exact<{
  id: string;
}>;


export type DeleteGroupMutation = { delete_group: boolean };

export type GroupFieldsFragment = { created_at: string, id: string, kind: GroupKind, members: number, name: string, updated_at: string };

export type ImportKeitaroSetupMutationVariables = Exact<{
  input: KeitaroSetupImportInput;
}>;


export type ImportKeitaroSetupMutation = { import_keitaro_setup: { dry_run: boolean, create: Array<{ kind: string, keitaro_id: string, name: string, campaign_keitaro_id: string | null, input: Record<string, unknown> }>, existing: Array<{ kind: string, keitaro_id: string, name: string, id: string }>, translated: Array<{ kind: string, keitaro_id: string, name: string, field: string, rule: string }>, not_carried: Array<{ kind: string, keitaro_id: string, name: string, what: string, reason: string }>, created: Array<{ kind: string, keitaro_id: string, id: string }> } };

export type ListLandingsQueryVariables = Exact<{
  archived?: string | null | undefined;
  group_id?: string | null | undefined;
  include_deleted?: boolean | null | undefined;
  limit?: number | null | undefined;
  name?: string | null | undefined;
  offset?: number | null | undefined;
  order?: SortOrder | null | undefined;
  sort?: SortField | null | undefined;
  tag?: string | null | undefined;
}>;


export type ListLandingsQuery = { landings: { limit: number, offset: number, total: number, items: Array<{ click_through: ClickThrough, created_at: string, deleted_at: string | null, archived_at: string | null, group_id: string | null, hosted_uploaded: boolean, hosted_path: string | null, id: string, name: string, notes: string, offers_count: number, tags: Array<string>, type: LandingType, updated_at: string, url: string | null }> } };

export type GetLandingQueryVariables = Exact<{
  id: string;
}>;


export type GetLandingQuery = { landing: { click_through: ClickThrough, created_at: string, deleted_at: string | null, archived_at: string | null, group_id: string | null, hosted_uploaded: boolean, hosted_path: string | null, id: string, name: string, notes: string, offers_count: number, tags: Array<string>, type: LandingType, updated_at: string, url: string | null } };

export type CreateLandingMutationVariables = Exact<{
  input: LandingInput;
}>;


export type CreateLandingMutation = { create_landing: { click_through: ClickThrough, created_at: string, deleted_at: string | null, archived_at: string | null, group_id: string | null, hosted_uploaded: boolean, hosted_path: string | null, id: string, name: string, notes: string, offers_count: number, tags: Array<string>, type: LandingType, updated_at: string, url: string | null } };

export type UpdateLandingMutationVariables = Exact<{
  id: string;
  input: LandingInput;
}>;


export type UpdateLandingMutation = { update_landing: { click_through: ClickThrough, created_at: string, deleted_at: string | null, archived_at: string | null, group_id: string | null, hosted_uploaded: boolean, hosted_path: string | null, id: string, name: string, notes: string, offers_count: number, tags: Array<string>, type: LandingType, updated_at: string, url: string | null } };

export type DeleteLandingMutationVariables = Exact<{
  id: string;
}>;


export type DeleteLandingMutation = { delete_landing: boolean };

export type LandingFieldsFragment = { click_through: ClickThrough, created_at: string, deleted_at: string | null, archived_at: string | null, group_id: string | null, hosted_uploaded: boolean, hosted_path: string | null, id: string, name: string, notes: string, offers_count: number, tags: Array<string>, type: LandingType, updated_at: string, url: string | null };

export type MembersQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type MembersQuery = { members: { total: number, limit: number, offset: number, items: Array<{ role: Role, joined_at: string, user: { id: string, email: string, name: string, two_factor_enabled: boolean, created_at: string }, permissions: Array<{ kind: EntityKind, view: boolean, edit: boolean, delete: boolean }> }> } };

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

export type MoneyWarningsQueryVariables = Exact<{ [key: string]: never; }>;


export type MoneyWarningsQuery = { money_warnings: { rates_link: string, unpriced: Array<{ campaign_id: string, campaign_name: string | null, currency: string, base_currency: string, day: string, clicks: number, amount: string }>, paused: Array<{ campaign_id: string, campaign_name: string, clicks: number, cost: string }> } };

export type PostbackUrlsQueryVariables = Exact<{
  network_id?: string | null | undefined;
  campaign_id?: string | null | undefined;
}>;


export type PostbackUrlsQuery = { postback_urls: Array<{ network_id: string | null, network_name: string | null, template: string | null, url: string }> };

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
  archived?: string | null | undefined;
  group_id?: string | null | undefined;
  affiliate_network_id?: string | null | undefined;
  include_deleted?: boolean | null | undefined;
  limit?: number | null | undefined;
  name?: string | null | undefined;
  offset?: number | null | undefined;
  order?: SortOrder | null | undefined;
  sort?: SortField | null | undefined;
  tag?: string | null | undefined;
}>;


export type ListOffersQuery = { offers: { limit: number, offset: number, total: number, items: Array<{ affiliate_network_id: string | null, cap_fallback_offer_id: string | null, cap_time_zone: string, created_at: string, daily_cap: number | null, deleted_at: string | null, archived_at: string | null, group_id: string | null, id: string, name: string, notes: string, payout: string, payout_currency: string, payout_type: PayoutType, tags: Array<string>, updated_at: string, url: string }> } };

export type GetOfferQueryVariables = Exact<{
  id: string;
}>;


export type GetOfferQuery = { offer: { affiliate_network_id: string | null, cap_fallback_offer_id: string | null, cap_time_zone: string, created_at: string, daily_cap: number | null, deleted_at: string | null, archived_at: string | null, group_id: string | null, id: string, name: string, notes: string, payout: string, payout_currency: string, payout_type: PayoutType, tags: Array<string>, updated_at: string, url: string } };

export type CreateOfferMutationVariables = Exact<{
  input: OfferInput;
}>;


export type CreateOfferMutation = { create_offer: { affiliate_network_id: string | null, cap_fallback_offer_id: string | null, cap_time_zone: string, created_at: string, daily_cap: number | null, deleted_at: string | null, archived_at: string | null, group_id: string | null, id: string, name: string, notes: string, payout: string, payout_currency: string, payout_type: PayoutType, tags: Array<string>, updated_at: string, url: string } };

export type UpdateOfferMutationVariables = Exact<{
  id: string;
  input: OfferInput;
}>;


export type UpdateOfferMutation = { update_offer: { affiliate_network_id: string | null, cap_fallback_offer_id: string | null, cap_time_zone: string, created_at: string, daily_cap: number | null, deleted_at: string | null, archived_at: string | null, group_id: string | null, id: string, name: string, notes: string, payout: string, payout_currency: string, payout_type: PayoutType, tags: Array<string>, updated_at: string, url: string } };

export type DeleteOfferMutationVariables = Exact<{
  id: string;
}>;


export type DeleteOfferMutation = { delete_offer: boolean };

export type OfferFieldsFragment = { affiliate_network_id: string | null, cap_fallback_offer_id: string | null, cap_time_zone: string, created_at: string, daily_cap: number | null, deleted_at: string | null, archived_at: string | null, group_id: string | null, id: string, name: string, notes: string, payout: string, payout_currency: string, payout_type: PayoutType, tags: Array<string>, updated_at: string, url: string };

export type RunSimulationMutationVariables = Exact<{
  input: SimulationRunInput;
}>;


export type RunSimulationMutation = { run_simulation: { run_id: string, campaign_id: string, clicks: number, bots: number, unique_clicks: number, conversions: number, from: string, to: string, seed: number, duration_ms: number, flows: Array<{ flow_id: string | null, clicks: number }> } };

export type DeleteSimulatedDataMutationVariables = Exact<{ [key: string]: never; }>;


export type DeleteSimulatedDataMutation = { delete_simulated_data: { clicks: number, conversions: number } };

export type ExternalImportFieldsFragment = { id: string, layout: string, delimiter: string | null, dry_run: boolean, state: string, percent: number, file_bytes: number, line_done: number, clicks: number, conversions: number, rejected: number, error: string | null, created_at: string, finished_at: string | null, would_create: { campaign: number, source: number, offer: number, landing: number } | null, rejected_rows: Array<{ line: number, reason: string }> };

export type ExternalImportsQueryVariables = Exact<{ [key: string]: never; }>;


export type ExternalImportsQuery = { external_imports: Array<{ id: string, layout: string, delimiter: string | null, dry_run: boolean, state: string, percent: number, file_bytes: number, line_done: number, clicks: number, conversions: number, rejected: number, error: string | null, created_at: string, finished_at: string | null, would_create: { campaign: number, source: number, offer: number, landing: number } | null, rejected_rows: Array<{ line: number, reason: string }> }> };

export type ExternalImportQueryVariables = Exact<{
  id: string;
}>;


export type ExternalImportQuery = { external_import: { id: string, layout: string, delimiter: string | null, dry_run: boolean, state: string, percent: number, file_bytes: number, line_done: number, clicks: number, conversions: number, rejected: number, error: string | null, created_at: string, finished_at: string | null, would_create: { campaign: number, source: number, offer: number, landing: number } | null, rejected_rows: Array<{ line: number, reason: string }> } };

export type DeleteExternalImportMutationVariables = Exact<{
  id: string;
}>;


export type DeleteExternalImportMutation = { delete_external_import: { clicks: number, conversions: number } };

export type UserPreferencesFieldsFragment = { dashboard_layout: Array<string> | null, columns: Record<string, unknown>, language: string | null, theme: string | null, updated_at: string | null };

export type MyPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyPreferencesQuery = { my_preferences: { dashboard_layout: Array<string> | null, columns: Record<string, unknown>, language: string | null, theme: string | null, updated_at: string | null } };

export type UpdateMyPreferencesMutationVariables = Exact<{
  input: UpdatePreferencesInput;
}>;


export type UpdateMyPreferencesMutation = { update_my_preferences: { dashboard_layout: Array<string> | null, columns: Record<string, unknown>, language: string | null, theme: string | null, updated_at: string | null } };

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


export type ReportFunnelQuery = { report_funnel: { time_zone: string, date_basis: string, stages: Array<string>, breakdown: string | null, segments_total: number, warning: string | null, storage: string, click_storage: string, period: { from: string, to: string, whole_days: boolean }, total: Array<{ stage: string, count: number, share_of_first: number | null, share_of_previous: number | null, loss: number | null }>, segments: Array<{ value: unknown, label: string | null, stages: Array<{ stage: string, count: number, share_of_first: number | null, share_of_previous: number | null, loss: number | null }> }> } };

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


export type ReportCohortQuery = { report_cohort: { time_zone: string, granularity: string, value: string, cumulative: boolean, columns: Array<string>, storage: string, period: { from: string, to: string, whole_days: boolean }, rows: Array<{ cohort: string, clicks: number, cells: Array<number | null> }> } };

export type ReportDashboardQueryVariables = Exact<{
  period?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
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

export type AnalyticsCopyQueryVariables = Exact<{ [key: string]: never; }>;


export type AnalyticsCopyQuery = { analytics_copy: { engine: string, state: string, days_done: number, days_total: number, day: string | null } };

export type ReportMetricsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReportMetricsQuery = { report_metrics: { revenue_basis: string, metrics: Array<{ name: string, label: string, group: string, kind: string, description: string, follows_revenue_basis: boolean, formula: string | null }> } };

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

export type ReportPeriodFieldsFragment = { from: string, to: string, whole_days: boolean };

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
  archived?: string | null | undefined;
  group_id?: string | null | undefined;
  include_deleted?: boolean | null | undefined;
  limit?: number | null | undefined;
  name?: string | null | undefined;
  offset?: number | null | undefined;
  order?: SortOrder | null | undefined;
  sort?: SortField | null | undefined;
}>;


export type ListTrafficSourcesQuery = { traffic_sources: { limit: number, offset: number, total: number, items: Array<{ capi_access_token_set: boolean, capi_pixel_id: string | null, capi_test_event_code: string | null, created_at: string, deleted_at: string | null, archived_at: string | null, group_id: string | null, id: string, name: string, notes: string, postback_secret_set: boolean, postback_statuses: Array<string>, postback_url: string | null, postback_currency: string | null, updated_at: string, parameters: { ad_campaign: { macro: string, param: string } | null, adset: { macro: string, param: string } | null, cost: { macro: string, param: string } | null, creative: { macro: string, param: string } | null, external_id: { macro: string, param: string } | null, keyword: { macro: string, param: string } | null, site: { macro: string, param: string } | null }, sub_id_parameters: Array<{ macro: string, param: string, sub_id: number }> }> } };

export type GetTrafficSourceQueryVariables = Exact<{
  id: string;
}>;


export type GetTrafficSourceQuery = { traffic_source: { capi_access_token_set: boolean, capi_pixel_id: string | null, capi_test_event_code: string | null, created_at: string, deleted_at: string | null, archived_at: string | null, group_id: string | null, id: string, name: string, notes: string, postback_secret_set: boolean, postback_statuses: Array<string>, postback_url: string | null, postback_currency: string | null, updated_at: string, parameters: { ad_campaign: { macro: string, param: string } | null, adset: { macro: string, param: string } | null, cost: { macro: string, param: string } | null, creative: { macro: string, param: string } | null, external_id: { macro: string, param: string } | null, keyword: { macro: string, param: string } | null, site: { macro: string, param: string } | null }, sub_id_parameters: Array<{ macro: string, param: string, sub_id: number }> } };

export type CreateTrafficSourceMutationVariables = Exact<{
  input: TrafficSourceInput;
}>;


export type CreateTrafficSourceMutation = { create_traffic_source: { capi_access_token_set: boolean, capi_pixel_id: string | null, capi_test_event_code: string | null, created_at: string, deleted_at: string | null, archived_at: string | null, group_id: string | null, id: string, name: string, notes: string, postback_secret_set: boolean, postback_statuses: Array<string>, postback_url: string | null, postback_currency: string | null, updated_at: string, parameters: { ad_campaign: { macro: string, param: string } | null, adset: { macro: string, param: string } | null, cost: { macro: string, param: string } | null, creative: { macro: string, param: string } | null, external_id: { macro: string, param: string } | null, keyword: { macro: string, param: string } | null, site: { macro: string, param: string } | null }, sub_id_parameters: Array<{ macro: string, param: string, sub_id: number }> } };

export type UpdateTrafficSourceMutationVariables = Exact<{
  id: string;
  input: TrafficSourceInput;
}>;


export type UpdateTrafficSourceMutation = { update_traffic_source: { capi_access_token_set: boolean, capi_pixel_id: string | null, capi_test_event_code: string | null, created_at: string, deleted_at: string | null, archived_at: string | null, group_id: string | null, id: string, name: string, notes: string, postback_secret_set: boolean, postback_statuses: Array<string>, postback_url: string | null, postback_currency: string | null, updated_at: string, parameters: { ad_campaign: { macro: string, param: string } | null, adset: { macro: string, param: string } | null, cost: { macro: string, param: string } | null, creative: { macro: string, param: string } | null, external_id: { macro: string, param: string } | null, keyword: { macro: string, param: string } | null, site: { macro: string, param: string } | null }, sub_id_parameters: Array<{ macro: string, param: string, sub_id: number }> } };

export type DeleteTrafficSourceMutationVariables = Exact<{
  id: string;
}>;


export type DeleteTrafficSourceMutation = { delete_traffic_source: boolean };

export type TrafficSourceFieldsFragment = { capi_access_token_set: boolean, capi_pixel_id: string | null, capi_test_event_code: string | null, created_at: string, deleted_at: string | null, archived_at: string | null, group_id: string | null, id: string, name: string, notes: string, postback_secret_set: boolean, postback_statuses: Array<string>, postback_url: string | null, postback_currency: string | null, updated_at: string, parameters: { ad_campaign: { macro: string, param: string } | null, adset: { macro: string, param: string } | null, cost: { macro: string, param: string } | null, creative: { macro: string, param: string } | null, external_id: { macro: string, param: string } | null, keyword: { macro: string, param: string } | null, site: { macro: string, param: string } | null }, sub_id_parameters: Array<{ macro: string, param: string, sub_id: number }> };

export type SourceParametersFieldsFragment = { ad_campaign: { macro: string, param: string } | null, adset: { macro: string, param: string } | null, cost: { macro: string, param: string } | null, creative: { macro: string, param: string } | null, external_id: { macro: string, param: string } | null, keyword: { macro: string, param: string } | null, site: { macro: string, param: string } | null };

export type ServiceInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type ServiceInfoQuery = { service_info: { name: string, version: string, uptime_seconds: number, server_time: string } };

export type SourceTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type SourceTemplatesQuery = { source_template_list: { total: number, items: Array<{ id: string, name: string, category: string, postback_url: string | null, postback_currency: string | null, postback_statuses: Array<string>, notes: string, checked_against: string | null, unchecked: string | null, parameters: { ad_campaign: { macro: string, param: string } | null, adset: { macro: string, param: string } | null, cost: { macro: string, param: string } | null, creative: { macro: string, param: string } | null, external_id: { macro: string, param: string } | null, keyword: { macro: string, param: string } | null, site: { macro: string, param: string } | null }, sub_id_parameters: Array<{ sub_id: number, param: string, macro: string }> }> } };

export type AffiliateNetworkTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type AffiliateNetworkTemplatesQuery = { affiliate_network_template_list: { total: number, items: Array<{ id: string, name: string, category: string, offer_params: string, postback_params: string, postback_form: string, status_mapping: Record<string, unknown>, notes: string, checked_against: string | null, unchecked: string | null }> } };

export type CreateTrafficSourceFromTemplateMutationVariables = Exact<{
  template: string;
  name?: string | null | undefined;
}>;


export type CreateTrafficSourceFromTemplateMutation = { create_traffic_source_from_template: { capi_access_token_set: boolean, capi_pixel_id: string | null, capi_test_event_code: string | null, created_at: string, deleted_at: string | null, archived_at: string | null, group_id: string | null, id: string, name: string, notes: string, postback_secret_set: boolean, postback_statuses: Array<string>, postback_url: string | null, postback_currency: string | null, updated_at: string, parameters: { ad_campaign: { macro: string, param: string } | null, adset: { macro: string, param: string } | null, cost: { macro: string, param: string } | null, creative: { macro: string, param: string } | null, external_id: { macro: string, param: string } | null, keyword: { macro: string, param: string } | null, site: { macro: string, param: string } | null }, sub_id_parameters: Array<{ macro: string, param: string, sub_id: number }> } };

export type CreateAffiliateNetworkFromTemplateMutationVariables = Exact<{
  template: string;
  name?: string | null | undefined;
}>;


export type CreateAffiliateNetworkFromTemplateMutation = { create_affiliate_network_from_template: { created_at: string, deleted_at: string | null, archived_at: string | null, id: string, name: string, notes: string, offer_params: string, status_mapping: Record<string, unknown>, updated_at: string } };

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

export type WebhooksQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type WebhooksQuery = { webhooks: { total: number, limit: number, offset: number, items: Array<{ id: string, name: string, url: string, events: Array<string>, secret_set: boolean, enabled: boolean, last_delivery_at: string | null, last_delivery_code: number | null, created_at: string, updated_at: string }> } };

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


export type CreateWorkspaceMutation = { create_workspace: { role: Role, active: boolean, workspace: { id: string, name: string, postback_key: string | null, postback_key_imported: boolean, base_currency: string, traffic_log_sample: number, show_simulated_traffic: boolean, time_zone: string, revenue_basis: string, ecb_rates: boolean, created_at: string } } };

export type CurrentWorkspaceQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentWorkspaceQuery = { workspace: { id: string, name: string, postback_key: string | null, postback_key_imported: boolean, base_currency: string, traffic_log_sample: number, show_simulated_traffic: boolean, time_zone: string, revenue_basis: string, ecb_rates: boolean, created_at: string } };

export type UpdateWorkspaceMutationVariables = Exact<{
  input: UpdateWorkspaceInput;
}>;


export type UpdateWorkspaceMutation = { update_workspace: { id: string, name: string, postback_key: string | null, postback_key_imported: boolean, base_currency: string, traffic_log_sample: number, show_simulated_traffic: boolean, time_zone: string, revenue_basis: string, ecb_rates: boolean, created_at: string } };

export type RotatePostbackKeyMutationVariables = Exact<{ [key: string]: never; }>;


export type RotatePostbackKeyMutation = { rotate_postback_key: { id: string, name: string, postback_key: string | null, postback_key_imported: boolean, base_currency: string, traffic_log_sample: number, show_simulated_traffic: boolean, time_zone: string, revenue_basis: string, ecb_rates: boolean, created_at: string } };

export type SetPostbackKeyMutationVariables = Exact<{
  postback_key: string;
}>;


export type SetPostbackKeyMutation = { set_postback_key: { id: string, name: string, postback_key: string | null, postback_key_imported: boolean, base_currency: string, traffic_log_sample: number, show_simulated_traffic: boolean, time_zone: string, revenue_basis: string, ecb_rates: boolean, created_at: string } };

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

export type WorkspaceInfoFieldsFragment = { id: string, name: string, postback_key: string | null, postback_key_imported: boolean, base_currency: string, traffic_log_sample: number, show_simulated_traffic: boolean, time_zone: string, revenue_basis: string, ecb_rates: boolean, created_at: string };

export type BrandingFieldsFragment = { product_name: string, logo_url: string | null, primary_color: string, background_color: string };

export type HeartbeatSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type HeartbeatSubscription = { heartbeat: { sequence: number, server_time: string } };

export type LiveClicksSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LiveClicksSubscription = { live_clicks: { clicks: Array<{ click_id: string, time: string, campaign_id: string, campaign_name: string | null, flow_id: string | null, landing_id: string | null, offer_id: string | null, source_id: string | null, ip: string | null, country: string | null, region: string | null, city: string | null, device_type: string | null, os: string | null, browser: string | null, isp: string | null, language: string | null, referer: string | null, is_bot: boolean, is_unique: boolean, outcome: ClickOutcome, http_status: number, select_reason: SelectReason | null, destination: string | null, cost: string, is_simulated: boolean, sub_ids: Array<string | null>, external_click_id: string | null, site: string | null, ad_campaign: string | null, creative: string | null, source_name: string | null, flow_name: string | null, landing_name: string | null, offer_name: string | null, site_param: string | null, sub_id_params: Array<string | null> }> } };

export type LiveConversionsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LiveConversionsSubscription = { live_conversions: { conversions: Array<{ conversion_id: string, click_id: string, campaign_id: string, offer_id: string | null, status: string, status_bucket: string, partner_status: string | null, origin: string, event: string | null, payout: string | null, base_currency: string, amount: string, currency: string, transaction_id: string | null, click_date: string, conversion_date: string, revision: number | null, is_simulated: boolean, save_traffic: boolean, country: string | null, result: string }> } };

export type LivePostbacksSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LivePostbacksSubscription = { live_postbacks: { entries: Array<{ time: string, direction: string, channel: string, method: string, response_code: number, click_id: string | null, conversion_id: string | null, url: string, error: string | null, attempt: number, result: string }> } };

export type NotificationAddedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NotificationAddedSubscription = { notification_added: { id: string, kind: string, title: string, body: string, data: Record<string, unknown>, read: boolean, read_at: string | null, created_at: string } };

export type SimulationProgressSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type SimulationProgressSubscription = { simulation_progress: { run_id: string, phase: string, clicks_done: number, clicks_total: number, conversions: number } };

export type ImportProgressSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ImportProgressSubscription = { import_progress: { import_id: string, state: string, percent: number, line_done: number, clicks: number, conversions: number, rejected: number } };

export type LiveDashboardSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LiveDashboardSubscription = { live_dashboard: { at: string, clicks: number, conversions: number } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const AffiliateNetworkFieldsFragmentDoc = new TypedDocumentString(`
    fragment AffiliateNetworkFields on AffiliateNetwork {
  created_at
  deleted_at
  archived_at
  id
  name
  notes
  offer_params
  status_mapping
  updated_at
}
    `, {"fragmentName":"AffiliateNetworkFields"}) as unknown as TypedDocumentString<AffiliateNetworkFieldsFragment, unknown>;
export const AlertSettingsFieldsFragmentDoc = new TypedDocumentString(`
    fragment AlertSettingsFields on AlertSettings {
  messenger_api_base_url
  messenger_bot_token_set
  messenger_chat_id
  messenger_ready
  updated_at
}
    `, {"fragmentName":"AlertSettingsFields"}) as unknown as TypedDocumentString<AlertSettingsFieldsFragment, unknown>;
export const AuthTokenFieldsFragmentDoc = new TypedDocumentString(`
    fragment AuthTokenFields on AuthToken {
  token
  token_type
  expires_at
  user_id
  workspace_id
}
    `, {"fragmentName":"AuthTokenFields"}) as unknown as TypedDocumentString<AuthTokenFieldsFragment, unknown>;
export const CampaignFieldsFragmentDoc = new TypedDocumentString(`
    fragment CampaignFields on Campaign {
  alias
  alias_released
  bot_action
  bot_redirect_url
  cost_currency
  cost_model
  cost_value
  created_at
  deleted_at
  archived_at
  group_id
  flow_rotation
  domains_only
  id
  name
  notes
  source_id
  state
  tags
  token
  tracking_url
  uniqueness_period_hours
  uniqueness_scope
  updated_at
  url
}
    `, {"fragmentName":"CampaignFields"}) as unknown as TypedDocumentString<CampaignFieldsFragment, unknown>;
export const ClickLogEntryFieldsFragmentDoc = new TypedDocumentString(`
    fragment ClickLogEntryFields on ClickLogEntry {
  click_id
  time
  campaign_id
  campaign_name
  flow_id
  landing_id
  offer_id
  source_id
  ip
  country
  region
  city
  device_type
  os
  browser
  isp
  language
  referer
  is_bot
  is_unique
  outcome
  http_status
  select_reason
  destination
  cost
  is_simulated
  sub_ids
  external_click_id
  site
  ad_campaign
  creative
  source_name
  flow_name
  landing_name
  offer_name
  site_param
  sub_id_params
}
    `, {"fragmentName":"ClickLogEntryFields"}) as unknown as TypedDocumentString<ClickLogEntryFieldsFragment, unknown>;
export const ConversionUploadFieldsFragmentDoc = new TypedDocumentString(`
    fragment ConversionUploadFields on ConversionUpload {
  id
  state
  forward
  lines_total
  lines_done
  percent
  counts {
    recorded
    updated
    duplicate
    refused
  }
  error
  created_at
  updated_at
  user_id
  user_name
}
    `, {"fragmentName":"ConversionUploadFields"}) as unknown as TypedDocumentString<ConversionUploadFieldsFragment, unknown>;
export const CostUpdateFieldsFragmentDoc = new TypedDocumentString(`
    fragment CostUpdateFields on CostUpdate {
  id
  campaign_id
  state
  from
  to
  from_date
  to_date
  amount
  currency
  base_currency
  source_id
  sub_ids {
    n
    value
  }
  clicks
  clicks_done
  percent
  error
  created_at
  updated_at
  user_id
  user_name
}
    `, {"fragmentName":"CostUpdateFields"}) as unknown as TypedDocumentString<CostUpdateFieldsFragment, unknown>;
export const CurrencyRateFieldsFragmentDoc = new TypedDocumentString(`
    fragment CurrencyRateFields on CurrencyRate {
  base
  date
  id
  origin
  quote
  rate
  updated_at
}
    `, {"fragmentName":"CurrencyRateFields"}) as unknown as TypedDocumentString<CurrencyRateFieldsFragment, unknown>;
export const CustomStatusFieldsFragmentDoc = new TypedDocumentString(`
    fragment CustomStatusFields on CustomStatus {
  code
  counts_as
  created_at
  deleted_at
  id
  name
  updated_at
}
    `, {"fragmentName":"CustomStatusFields"}) as unknown as TypedDocumentString<CustomStatusFieldsFragment, unknown>;
export const DomainFieldsFragmentDoc = new TypedDocumentString(`
    fragment DomainFields on Domain {
  id
  name
  base_url
  root_action
  root_campaign_id
  root_text
  campaigns_mode
  campaign_ids
  robots
  https_redirect
  dns_state
  dns_reason
  dns_addresses
  dns_checked_at
  certificate_allowed
  created_at
  updated_at
}
    `, {"fragmentName":"DomainFields"}) as unknown as TypedDocumentString<DomainFieldsFragment, unknown>;
export const FlowFieldsFragmentDoc = new TypedDocumentString(`
    fragment FlowFields on Flow {
  campaign_id
  content
  created_at
  deleted_at
  archived_at
  filters {
    days
    hours
    kinds
    name
    negate
    operator
    sub_id
    time_zone
    type
    values
  }
  id
  landings {
    landing_id
    weight
  }
  name
  offers {
    offer_id
    weight
  }
  position
  redirect_url
  save_traffic
  scheme
  script
  state
  target_campaign_id
  type
  updated_at
  weight
}
    `, {"fragmentName":"FlowFields"}) as unknown as TypedDocumentString<FlowFieldsFragment, unknown>;
export const GroupFieldsFragmentDoc = new TypedDocumentString(`
    fragment GroupFields on Group {
  created_at
  id
  kind
  members
  name
  updated_at
}
    `, {"fragmentName":"GroupFields"}) as unknown as TypedDocumentString<GroupFieldsFragment, unknown>;
export const LandingFieldsFragmentDoc = new TypedDocumentString(`
    fragment LandingFields on Landing {
  click_through
  created_at
  deleted_at
  archived_at
  group_id
  hosted_uploaded
  hosted_path
  id
  name
  notes
  offers_count
  tags
  type
  updated_at
  url
}
    `, {"fragmentName":"LandingFields"}) as unknown as TypedDocumentString<LandingFieldsFragment, unknown>;
export const EntityPermissionFieldsFragmentDoc = new TypedDocumentString(`
    fragment EntityPermissionFields on EntityPermission {
  kind
  view
  edit
  delete
}
    `, {"fragmentName":"EntityPermissionFields"}) as unknown as TypedDocumentString<EntityPermissionFieldsFragment, unknown>;
export const MemberFieldsFragmentDoc = new TypedDocumentString(`
    fragment MemberFields on Member {
  user {
    id
    email
    name
    two_factor_enabled
    created_at
  }
  role
  permissions {
    ...EntityPermissionFields
  }
  joined_at
}
    fragment EntityPermissionFields on EntityPermission {
  kind
  view
  edit
  delete
}`, {"fragmentName":"MemberFields"}) as unknown as TypedDocumentString<MemberFieldsFragment, unknown>;
export const InvitationInfoFieldsFragmentDoc = new TypedDocumentString(`
    fragment InvitationInfoFields on InvitationInfo {
  id
  email
  role
  permissions {
    ...EntityPermissionFields
  }
  status
  expires_at
  created_at
}
    fragment EntityPermissionFields on EntityPermission {
  kind
  view
  edit
  delete
}`, {"fragmentName":"InvitationInfoFields"}) as unknown as TypedDocumentString<InvitationInfoFieldsFragment, unknown>;
export const ApiKeyInfoFieldsFragmentDoc = new TypedDocumentString(`
    fragment ApiKeyInfoFields on ApiKeyInfo {
  id
  name
  prefix
  scopes
  last_used_at
  revoked_at
  created_at
}
    `, {"fragmentName":"ApiKeyInfoFields"}) as unknown as TypedDocumentString<ApiKeyInfoFieldsFragment, unknown>;
export const NotificationFieldsFragmentDoc = new TypedDocumentString(`
    fragment NotificationFields on Notification {
  id
  kind
  title
  body
  data
  read
  read_at
  created_at
}
    `, {"fragmentName":"NotificationFields"}) as unknown as TypedDocumentString<NotificationFieldsFragment, unknown>;
export const OfferFieldsFragmentDoc = new TypedDocumentString(`
    fragment OfferFields on Offer {
  affiliate_network_id
  cap_fallback_offer_id
  cap_time_zone
  created_at
  daily_cap
  deleted_at
  archived_at
  group_id
  id
  name
  notes
  payout
  payout_currency
  payout_type
  tags
  updated_at
  url
}
    `, {"fragmentName":"OfferFields"}) as unknown as TypedDocumentString<OfferFieldsFragment, unknown>;
export const ExternalImportFieldsFragmentDoc = new TypedDocumentString(`
    fragment ExternalImportFields on ExternalImport {
  id
  layout
  delimiter
  dry_run
  would_create {
    campaign
    source
    offer
    landing
  }
  state
  percent
  file_bytes
  line_done
  clicks
  conversions
  rejected
  rejected_rows {
    line
    reason
  }
  error
  created_at
  finished_at
}
    `, {"fragmentName":"ExternalImportFields"}) as unknown as TypedDocumentString<ExternalImportFieldsFragment, unknown>;
export const UserPreferencesFieldsFragmentDoc = new TypedDocumentString(`
    fragment UserPreferencesFields on UserPreferences {
  dashboard_layout
  columns
  language
  theme
  updated_at
}
    `, {"fragmentName":"UserPreferencesFields"}) as unknown as TypedDocumentString<UserPreferencesFieldsFragment, unknown>;
export const CustomMetricFieldsFragmentDoc = new TypedDocumentString(`
    fragment CustomMetricFields on CustomMetric {
  id
  name
  formula
  created_at
  updated_at
}
    `, {"fragmentName":"CustomMetricFields"}) as unknown as TypedDocumentString<CustomMetricFieldsFragment, unknown>;
export const SavedReportFieldsFragmentDoc = new TypedDocumentString(`
    fragment SavedReportFields on SavedReport {
  id
  name
  definition
  created_at
  updated_at
}
    `, {"fragmentName":"SavedReportFields"}) as unknown as TypedDocumentString<SavedReportFieldsFragment, unknown>;
export const ReportPeriodFieldsFragmentDoc = new TypedDocumentString(`
    fragment ReportPeriodFields on ReportPeriod {
  from
  to
  whole_days
}
    `, {"fragmentName":"ReportPeriodFields"}) as unknown as TypedDocumentString<ReportPeriodFieldsFragment, unknown>;
export const RuleFieldsFragmentDoc = new TypedDocumentString(`
    fragment RuleFields on Rule {
  id
  name
  enabled
  target_kind
  sub_id
  target_ids
  condition
  window_kind
  window_hours
  every_minutes
  min_clicks
  cooldown_minutes
  dry_run
  on_fire {
    type
  }
  on_recover {
    type
  }
  last_evaluated_at
  created_at
  updated_at
}
    `, {"fragmentName":"RuleFields"}) as unknown as TypedDocumentString<RuleFieldsFragment, unknown>;
export const SourceParametersFieldsFragmentDoc = new TypedDocumentString(`
    fragment SourceParametersFields on SourceParameters {
  ad_campaign {
    macro
    param
  }
  adset {
    macro
    param
  }
  cost {
    macro
    param
  }
  creative {
    macro
    param
  }
  external_id {
    macro
    param
  }
  keyword {
    macro
    param
  }
  site {
    macro
    param
  }
}
    `, {"fragmentName":"SourceParametersFields"}) as unknown as TypedDocumentString<SourceParametersFieldsFragment, unknown>;
export const TrafficSourceFieldsFragmentDoc = new TypedDocumentString(`
    fragment TrafficSourceFields on TrafficSource {
  capi_access_token_set
  capi_pixel_id
  capi_test_event_code
  created_at
  deleted_at
  archived_at
  group_id
  id
  name
  notes
  parameters {
    ...SourceParametersFields
  }
  postback_secret_set
  postback_statuses
  postback_url
  postback_currency
  sub_id_parameters {
    macro
    param
    sub_id
  }
  updated_at
}
    fragment SourceParametersFields on SourceParameters {
  ad_campaign {
    macro
    param
  }
  adset {
    macro
    param
  }
  cost {
    macro
    param
  }
  creative {
    macro
    param
  }
  external_id {
    macro
    param
  }
  keyword {
    macro
    param
  }
  site {
    macro
    param
  }
}`, {"fragmentName":"TrafficSourceFields"}) as unknown as TypedDocumentString<TrafficSourceFieldsFragment, unknown>;
export const WebhookFieldsFragmentDoc = new TypedDocumentString(`
    fragment WebhookFields on Webhook {
  id
  name
  url
  events
  secret_set
  enabled
  last_delivery_at
  last_delivery_code
  created_at
  updated_at
}
    `, {"fragmentName":"WebhookFields"}) as unknown as TypedDocumentString<WebhookFieldsFragment, unknown>;
export const WorkspaceInfoFieldsFragmentDoc = new TypedDocumentString(`
    fragment WorkspaceInfoFields on WorkspaceInfo {
  id
  name
  postback_key
  postback_key_imported
  base_currency
  traffic_log_sample
  show_simulated_traffic
  time_zone
  revenue_basis
  ecb_rates
  created_at
}
    `, {"fragmentName":"WorkspaceInfoFields"}) as unknown as TypedDocumentString<WorkspaceInfoFieldsFragment, unknown>;
export const BrandingFieldsFragmentDoc = new TypedDocumentString(`
    fragment BrandingFields on Branding {
  product_name
  logo_url
  primary_color
  background_color
}
    `, {"fragmentName":"BrandingFields"}) as unknown as TypedDocumentString<BrandingFieldsFragment, unknown>;
export const ListAffiliateNetworksDocument = new TypedDocumentString(`
    query ListAffiliateNetworks($archived: String, $include_deleted: Boolean, $limit: Int, $name: String, $offset: Int, $order: SortOrder, $sort: SortField) {
  affiliate_networks(
    archived: $archived
    include_deleted: $include_deleted
    limit: $limit
    name: $name
    offset: $offset
    order: $order
    sort: $sort
  ) {
    items {
      ...AffiliateNetworkFields
    }
    limit
    offset
    total
  }
}
    fragment AffiliateNetworkFields on AffiliateNetwork {
  created_at
  deleted_at
  archived_at
  id
  name
  notes
  offer_params
  status_mapping
  updated_at
}`) as unknown as TypedDocumentString<ListAffiliateNetworksQuery, ListAffiliateNetworksQueryVariables>;
export const GetAffiliateNetworkDocument = new TypedDocumentString(`
    query GetAffiliateNetwork($id: UUID!) {
  affiliate_network(id: $id) {
    ...AffiliateNetworkFields
  }
}
    fragment AffiliateNetworkFields on AffiliateNetwork {
  created_at
  deleted_at
  archived_at
  id
  name
  notes
  offer_params
  status_mapping
  updated_at
}`) as unknown as TypedDocumentString<GetAffiliateNetworkQuery, GetAffiliateNetworkQueryVariables>;
export const CreateAffiliateNetworkDocument = new TypedDocumentString(`
    mutation CreateAffiliateNetwork($input: AffiliateNetworkInput!) {
  create_affiliate_network(input: $input) {
    ...AffiliateNetworkFields
  }
}
    fragment AffiliateNetworkFields on AffiliateNetwork {
  created_at
  deleted_at
  archived_at
  id
  name
  notes
  offer_params
  status_mapping
  updated_at
}`) as unknown as TypedDocumentString<CreateAffiliateNetworkMutation, CreateAffiliateNetworkMutationVariables>;
export const UpdateAffiliateNetworkDocument = new TypedDocumentString(`
    mutation UpdateAffiliateNetwork($id: UUID!, $input: AffiliateNetworkInput!) {
  update_affiliate_network(id: $id, input: $input) {
    ...AffiliateNetworkFields
  }
}
    fragment AffiliateNetworkFields on AffiliateNetwork {
  created_at
  deleted_at
  archived_at
  id
  name
  notes
  offer_params
  status_mapping
  updated_at
}`) as unknown as TypedDocumentString<UpdateAffiliateNetworkMutation, UpdateAffiliateNetworkMutationVariables>;
export const DeleteAffiliateNetworkDocument = new TypedDocumentString(`
    mutation DeleteAffiliateNetwork($id: UUID!) {
  delete_affiliate_network(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteAffiliateNetworkMutation, DeleteAffiliateNetworkMutationVariables>;
export const AlertSettingsDocument = new TypedDocumentString(`
    query AlertSettings {
  alert_settings {
    ...AlertSettingsFields
  }
}
    fragment AlertSettingsFields on AlertSettings {
  messenger_api_base_url
  messenger_bot_token_set
  messenger_chat_id
  messenger_ready
  updated_at
}`) as unknown as TypedDocumentString<AlertSettingsQuery, AlertSettingsQueryVariables>;
export const UpdateAlertSettingsDocument = new TypedDocumentString(`
    mutation UpdateAlertSettings($input: AlertSettingsInput!) {
  update_alert_settings(input: $input) {
    ...AlertSettingsFields
  }
}
    fragment AlertSettingsFields on AlertSettings {
  messenger_api_base_url
  messenger_bot_token_set
  messenger_chat_id
  messenger_ready
  updated_at
}`) as unknown as TypedDocumentString<UpdateAlertSettingsMutation, UpdateAlertSettingsMutationVariables>;
export const TestMessengerAlertDocument = new TypedDocumentString(`
    mutation TestMessengerAlert {
  test_messenger_alert {
    delivered
    response_code
    response_body
    error
  }
}
    `) as unknown as TypedDocumentString<TestMessengerAlertMutation, TestMessengerAlertMutationVariables>;
export const MessengerDeliveriesDocument = new TypedDocumentString(`
    query MessengerDeliveries($limit: Int) {
  messenger_deliveries(limit: $limit) {
    id
    event_id
    attempt
    text
    response_code
    response_body
    error
    result
    duration_ms
    attempted_at
  }
}
    `) as unknown as TypedDocumentString<MessengerDeliveriesQuery, MessengerDeliveriesQueryVariables>;
export const AuditLogDocument = new TypedDocumentString(`
    query AuditLog($user_id: UUID, $actor_kind: String, $entity_kind: String, $entity_id: String, $from: DateTimeISO, $to: DateTimeISO, $limit: Int, $offset: Int) {
  audit_log(
    user_id: $user_id
    actor_kind: $actor_kind
    entity_kind: $entity_kind
    entity_id: $entity_id
    from: $from
    to: $to
    limit: $limit
    offset: $offset
  ) {
    items {
      id
      at
      actor_kind
      user_id
      actor_ref
      entity_kind
      entity_table
      entity_id
      action
      changes
      ref
      entity_name
      actor_name
      names {
        id
        kind
        name
      }
    }
    total
    limit
    offset
  }
}
    `) as unknown as TypedDocumentString<AuditLogQuery, AuditLogQueryVariables>;
export const LoginDocument = new TypedDocumentString(`
    mutation Login($input: LoginInput!) {
  login(input: $input) {
    ...AuthTokenFields
  }
}
    fragment AuthTokenFields on AuthToken {
  token
  token_type
  expires_at
  user_id
  workspace_id
}`) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
export const SwitchWorkspaceDocument = new TypedDocumentString(`
    mutation SwitchWorkspace($id: UUID!) {
  switch_workspace(id: $id) {
    ...AuthTokenFields
  }
}
    fragment AuthTokenFields on AuthToken {
  token
  token_type
  expires_at
  user_id
  workspace_id
}`) as unknown as TypedDocumentString<SwitchWorkspaceMutation, SwitchWorkspaceMutationVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    user {
      id
      email
      name
      two_factor_enabled
      created_at
    }
    workspace {
      ...WorkspaceInfoFields
    }
    role
    permissions {
      kind
      view
      edit
      delete
    }
  }
}
    fragment WorkspaceInfoFields on WorkspaceInfo {
  id
  name
  postback_key
  postback_key_imported
  base_currency
  traffic_log_sample
  show_simulated_traffic
  time_zone
  revenue_basis
  ecb_rates
  created_at
}`) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const MyWorkspacesDocument = new TypedDocumentString(`
    query MyWorkspaces {
  my_workspaces {
    workspace {
      ...WorkspaceInfoFields
    }
    role
    active
  }
}
    fragment WorkspaceInfoFields on WorkspaceInfo {
  id
  name
  postback_key
  postback_key_imported
  base_currency
  traffic_log_sample
  show_simulated_traffic
  time_zone
  revenue_basis
  ecb_rates
  created_at
}`) as unknown as TypedDocumentString<MyWorkspacesQuery, MyWorkspacesQueryVariables>;
export const ChangePasswordDocument = new TypedDocumentString(`
    mutation ChangePassword($input: ChangePasswordInput!) {
  change_password(input: $input) {
    ...AuthTokenFields
  }
}
    fragment AuthTokenFields on AuthToken {
  token
  token_type
  expires_at
  user_id
  workspace_id
}`) as unknown as TypedDocumentString<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const TwoFactorStatusDocument = new TypedDocumentString(`
    query TwoFactorStatus {
  two_factor_status {
    enabled
    pending
    backup_codes_left
  }
}
    `) as unknown as TypedDocumentString<TwoFactorStatusQuery, TwoFactorStatusQueryVariables>;
export const BeginTwoFactorDocument = new TypedDocumentString(`
    mutation BeginTwoFactor {
  begin_two_factor {
    secret
    otpauth_uri
  }
}
    `) as unknown as TypedDocumentString<BeginTwoFactorMutation, BeginTwoFactorMutationVariables>;
export const ConfirmTwoFactorDocument = new TypedDocumentString(`
    mutation ConfirmTwoFactor($input: ConfirmTwoFactorInput!) {
  confirm_two_factor(input: $input) {
    backup_codes
  }
}
    `) as unknown as TypedDocumentString<ConfirmTwoFactorMutation, ConfirmTwoFactorMutationVariables>;
export const DisableTwoFactorDocument = new TypedDocumentString(`
    mutation DisableTwoFactor($input: TwoFactorReauthInput!) {
  disable_two_factor(input: $input) {
    enabled
    pending
    backup_codes_left
  }
}
    `) as unknown as TypedDocumentString<DisableTwoFactorMutation, DisableTwoFactorMutationVariables>;
export const RegenerateBackupCodesDocument = new TypedDocumentString(`
    mutation RegenerateBackupCodes($input: TwoFactorReauthInput!) {
  regenerate_backup_codes(input: $input) {
    backup_codes
  }
}
    `) as unknown as TypedDocumentString<RegenerateBackupCodesMutation, RegenerateBackupCodesMutationVariables>;
export const LicenseDocument = new TypedDocumentString(`
    query License {
  license {
    status
    valid
    licensee
    edition
    expires_at
    message
  }
}
    `) as unknown as TypedDocumentString<LicenseQuery, LicenseQueryVariables>;
export const ListCampaignsDocument = new TypedDocumentString(`
    query ListCampaigns($archived: String, $group_id: UUID, $include_deleted: Boolean, $limit: Int, $name: String, $offset: Int, $order: SortOrder, $sort: SortField, $source_id: UUID, $state: CampaignState, $tag: String) {
  campaigns(
    archived: $archived
    group_id: $group_id
    include_deleted: $include_deleted
    limit: $limit
    name: $name
    offset: $offset
    order: $order
    sort: $sort
    source_id: $source_id
    state: $state
    tag: $tag
  ) {
    items {
      ...CampaignFields
    }
    limit
    offset
    total
  }
}
    fragment CampaignFields on Campaign {
  alias
  alias_released
  bot_action
  bot_redirect_url
  cost_currency
  cost_model
  cost_value
  created_at
  deleted_at
  archived_at
  group_id
  flow_rotation
  domains_only
  id
  name
  notes
  source_id
  state
  tags
  token
  tracking_url
  uniqueness_period_hours
  uniqueness_scope
  updated_at
  url
}`) as unknown as TypedDocumentString<ListCampaignsQuery, ListCampaignsQueryVariables>;
export const GetCampaignDocument = new TypedDocumentString(`
    query GetCampaign($id: UUID!) {
  campaign(id: $id) {
    ...CampaignFields
  }
}
    fragment CampaignFields on Campaign {
  alias
  alias_released
  bot_action
  bot_redirect_url
  cost_currency
  cost_model
  cost_value
  created_at
  deleted_at
  archived_at
  group_id
  flow_rotation
  domains_only
  id
  name
  notes
  source_id
  state
  tags
  token
  tracking_url
  uniqueness_period_hours
  uniqueness_scope
  updated_at
  url
}`) as unknown as TypedDocumentString<GetCampaignQuery, GetCampaignQueryVariables>;
export const CreateCampaignDocument = new TypedDocumentString(`
    mutation CreateCampaign($input: CampaignInput!) {
  create_campaign(input: $input) {
    ...CampaignFields
  }
}
    fragment CampaignFields on Campaign {
  alias
  alias_released
  bot_action
  bot_redirect_url
  cost_currency
  cost_model
  cost_value
  created_at
  deleted_at
  archived_at
  group_id
  flow_rotation
  domains_only
  id
  name
  notes
  source_id
  state
  tags
  token
  tracking_url
  uniqueness_period_hours
  uniqueness_scope
  updated_at
  url
}`) as unknown as TypedDocumentString<CreateCampaignMutation, CreateCampaignMutationVariables>;
export const UpdateCampaignDocument = new TypedDocumentString(`
    mutation UpdateCampaign($id: UUID!, $input: CampaignInput!) {
  update_campaign(id: $id, input: $input) {
    ...CampaignFields
  }
}
    fragment CampaignFields on Campaign {
  alias
  alias_released
  bot_action
  bot_redirect_url
  cost_currency
  cost_model
  cost_value
  created_at
  deleted_at
  archived_at
  group_id
  flow_rotation
  domains_only
  id
  name
  notes
  source_id
  state
  tags
  token
  tracking_url
  uniqueness_period_hours
  uniqueness_scope
  updated_at
  url
}`) as unknown as TypedDocumentString<UpdateCampaignMutation, UpdateCampaignMutationVariables>;
export const DeleteCampaignDocument = new TypedDocumentString(`
    mutation DeleteCampaign($id: UUID!, $release_alias: Boolean = false) {
  delete_campaign(id: $id, release_alias: $release_alias)
}
    `) as unknown as TypedDocumentString<DeleteCampaignMutation, DeleteCampaignMutationVariables>;
export const ReleaseCampaignAliasDocument = new TypedDocumentString(`
    mutation ReleaseCampaignAlias($id: UUID!) {
  release_campaign_alias(id: $id) {
    ...CampaignFields
  }
}
    fragment CampaignFields on Campaign {
  alias
  alias_released
  bot_action
  bot_redirect_url
  cost_currency
  cost_model
  cost_value
  created_at
  deleted_at
  archived_at
  group_id
  flow_rotation
  domains_only
  id
  name
  notes
  source_id
  state
  tags
  token
  tracking_url
  uniqueness_period_hours
  uniqueness_scope
  updated_at
  url
}`) as unknown as TypedDocumentString<ReleaseCampaignAliasMutation, ReleaseCampaignAliasMutationVariables>;
export const RotateCampaignTokenDocument = new TypedDocumentString(`
    mutation RotateCampaignToken($id: UUID!) {
  rotate_campaign_token(id: $id) {
    ...CampaignFields
  }
}
    fragment CampaignFields on Campaign {
  alias
  alias_released
  bot_action
  bot_redirect_url
  cost_currency
  cost_model
  cost_value
  created_at
  deleted_at
  archived_at
  group_id
  flow_rotation
  domains_only
  id
  name
  notes
  source_id
  state
  tags
  token
  tracking_url
  uniqueness_period_hours
  uniqueness_scope
  updated_at
  url
}`) as unknown as TypedDocumentString<RotateCampaignTokenMutation, RotateCampaignTokenMutationVariables>;
export const ClickLogDocument = new TypedDocumentString(`
    query ClickLog($from: DateTimeISO, $to: DateTimeISO, $campaign_id: UUID, $country: [String!], $traffic: TrafficKind, $delivery: DeliveryFilter, $click_id: String, $limit: Int, $cursor: String) {
  click_log(
    from: $from
    to: $to
    campaign_id: $campaign_id
    country: $country
    traffic: $traffic
    delivery: $delivery
    click_id: $click_id
    limit: $limit
    cursor: $cursor
  ) {
    items {
      ...ClickLogEntryFields
    }
    next_cursor
    limit
    storage
  }
}
    fragment ClickLogEntryFields on ClickLogEntry {
  click_id
  time
  campaign_id
  campaign_name
  flow_id
  landing_id
  offer_id
  source_id
  ip
  country
  region
  city
  device_type
  os
  browser
  isp
  language
  referer
  is_bot
  is_unique
  outcome
  http_status
  select_reason
  destination
  cost
  is_simulated
  sub_ids
  external_click_id
  site
  ad_campaign
  creative
  source_name
  flow_name
  landing_name
  offer_name
  site_param
  sub_id_params
}`) as unknown as TypedDocumentString<ClickLogQuery, ClickLogQueryVariables>;
export const ClickLogCountriesDocument = new TypedDocumentString(`
    query ClickLogCountries($from: DateTimeISO, $to: DateTimeISO, $campaign_id: UUID) {
  click_log_countries(from: $from, to: $to, campaign_id: $campaign_id) {
    country
    clicks
  }
}
    `) as unknown as TypedDocumentString<ClickLogCountriesQuery, ClickLogCountriesQueryVariables>;
export const ConversionLogDocument = new TypedDocumentString(`
    query ConversionLog($from: DateTimeISO, $to: DateTimeISO, $date_basis: DateBasis, $status: [ConversionLogStatus!], $campaign_id: UUID, $click_id: String, $limit: Int, $offset: Int) {
  conversion_log(
    from: $from
    to: $to
    date_basis: $date_basis
    status: $status
    campaign_id: $campaign_id
    click_id: $click_id
    limit: $limit
    offset: $offset
  ) {
    items {
      conversion_id
      click_id
      campaign_id
      flow_id
      landing_id
      offer_id
      source_id
      status
      status_bucket
      partner_status
      origin
      event
      payout
      base_currency
      amount
      currency
      transaction_id
      cost
      postback_cost
      postback_from
      postback_status2
      postback_sub_ids
      forwarded
      click_date
      conversion_date
      updated_at
      delay_seconds
      revision
      is_simulated
      save_traffic
      country
      region
      city
      device_type
      os
      browser
      isp
      sub_ids
    }
    total
    limit
    offset
  }
}
    `) as unknown as TypedDocumentString<ConversionLogQuery, ConversionLogQueryVariables>;
export const PostbackLogDocument = new TypedDocumentString(`
    query PostbackLog($from: DateTimeISO, $to: DateTimeISO, $direction: PostbackDirection, $outcome: PostbackOutcome, $click_id: String, $limit: Int, $offset: Int) {
  postback_log(
    from: $from
    to: $to
    direction: $direction
    outcome: $outcome
    click_id: $click_id
    limit: $limit
    offset: $offset
  ) {
    items {
      id
      time
      direction
      channel
      method
      response_code
      click_id
      conversion_id
      url
      error
      attempt
      result
    }
    total
    limit
    offset
  }
}
    `) as unknown as TypedDocumentString<PostbackLogQuery, PostbackLogQueryVariables>;
export const UploadConversionsDocument = new TypedDocumentString(`
    mutation UploadConversions($lines: [ManualConversionInput!], $csv: String, $forward: Boolean) {
  upload_conversions(lines: $lines, csv: $csv, forward: $forward) {
    ...ConversionUploadFields
    lines {
      line
      result
      error
      conversion_id
    }
  }
}
    fragment ConversionUploadFields on ConversionUpload {
  id
  state
  forward
  lines_total
  lines_done
  percent
  counts {
    recorded
    updated
    duplicate
    refused
  }
  error
  created_at
  updated_at
  user_id
  user_name
}`) as unknown as TypedDocumentString<UploadConversionsMutation, UploadConversionsMutationVariables>;
export const ConversionUploadsDocument = new TypedDocumentString(`
    query ConversionUploads {
  conversion_uploads {
    ...ConversionUploadFields
  }
}
    fragment ConversionUploadFields on ConversionUpload {
  id
  state
  forward
  lines_total
  lines_done
  percent
  counts {
    recorded
    updated
    duplicate
    refused
  }
  error
  created_at
  updated_at
  user_id
  user_name
}`) as unknown as TypedDocumentString<ConversionUploadsQuery, ConversionUploadsQueryVariables>;
export const GetConversionUploadDocument = new TypedDocumentString(`
    query GetConversionUpload($id: UUID!) {
  conversion_upload(id: $id) {
    ...ConversionUploadFields
    errors {
      line
      error
    }
  }
}
    fragment ConversionUploadFields on ConversionUpload {
  id
  state
  forward
  lines_total
  lines_done
  percent
  counts {
    recorded
    updated
    duplicate
    refused
  }
  error
  created_at
  updated_at
  user_id
  user_name
}`) as unknown as TypedDocumentString<GetConversionUploadQuery, GetConversionUploadQueryVariables>;
export const UpdateConversionDocument = new TypedDocumentString(`
    mutation UpdateConversion($id: UUID!, $status: String, $payout: String) {
  update_conversion(id: $id, status: $status, payout: $payout) {
    conversion_id
    click_id
    campaign_id
    status
    status_bucket
    partner_status
    payout
    base_currency
    amount
    currency
    transaction_id
    forwarded
    conversion_date
    updated_at
    revision
  }
}
    `) as unknown as TypedDocumentString<UpdateConversionMutation, UpdateConversionMutationVariables>;
export const UpdateCampaignCostsDocument = new TypedDocumentString(`
    mutation UpdateCampaignCosts($id: UUID!, $from: String!, $to: String!, $amount: DecimalText!, $currency: String, $source_id: UUID, $sub_ids: [SubIdMatchInput!]) {
  update_campaign_costs(
    campaign_id: $id
    from: $from
    to: $to
    amount: $amount
    currency: $currency
    source_id: $source_id
    sub_ids: $sub_ids
  ) {
    ...CostUpdateFields
  }
}
    fragment CostUpdateFields on CostUpdate {
  id
  campaign_id
  state
  from
  to
  from_date
  to_date
  amount
  currency
  base_currency
  source_id
  sub_ids {
    n
    value
  }
  clicks
  clicks_done
  percent
  error
  created_at
  updated_at
  user_id
  user_name
}`) as unknown as TypedDocumentString<UpdateCampaignCostsMutation, UpdateCampaignCostsMutationVariables>;
export const CostUpdatesDocument = new TypedDocumentString(`
    query CostUpdates($campaign_id: UUID) {
  cost_updates(campaign_id: $campaign_id) {
    ...CostUpdateFields
  }
}
    fragment CostUpdateFields on CostUpdate {
  id
  campaign_id
  state
  from
  to
  from_date
  to_date
  amount
  currency
  base_currency
  source_id
  sub_ids {
    n
    value
  }
  clicks
  clicks_done
  percent
  error
  created_at
  updated_at
  user_id
  user_name
}`) as unknown as TypedDocumentString<CostUpdatesQuery, CostUpdatesQueryVariables>;
export const GetCostUpdateDocument = new TypedDocumentString(`
    query GetCostUpdate($id: UUID!) {
  cost_update(id: $id) {
    ...CostUpdateFields
  }
}
    fragment CostUpdateFields on CostUpdate {
  id
  campaign_id
  state
  from
  to
  from_date
  to_date
  amount
  currency
  base_currency
  source_id
  sub_ids {
    n
    value
  }
  clicks
  clicks_done
  percent
  error
  created_at
  updated_at
  user_id
  user_name
}`) as unknown as TypedDocumentString<GetCostUpdateQuery, GetCostUpdateQueryVariables>;
export const ListCurrencyRatesDocument = new TypedDocumentString(`
    query ListCurrencyRates($base: String, $from: String, $limit: Int, $offset: Int, $quote: String, $to: String) {
  currency_rates(
    base: $base
    from: $from
    limit: $limit
    offset: $offset
    quote: $quote
    to: $to
  ) {
    items {
      ...CurrencyRateFields
    }
    limit
    offset
    total
  }
}
    fragment CurrencyRateFields on CurrencyRate {
  base
  date
  id
  origin
  quote
  rate
  updated_at
}`) as unknown as TypedDocumentString<ListCurrencyRatesQuery, ListCurrencyRatesQueryVariables>;
export const LookupCurrencyRateDocument = new TypedDocumentString(`
    query LookupCurrencyRate($currency: String!, $date: String!, $to: String) {
  currency_rate_lookup(currency: $currency, date: $date, to: $to) {
    date
    from
    rate
    rate_date
    to
  }
}
    `) as unknown as TypedDocumentString<LookupCurrencyRateQuery, LookupCurrencyRateQueryVariables>;
export const SetCurrencyRateDocument = new TypedDocumentString(`
    mutation SetCurrencyRate($input: CurrencyRateInput!) {
  set_currency_rate(input: $input) {
    ...CurrencyRateFields
  }
}
    fragment CurrencyRateFields on CurrencyRate {
  base
  date
  id
  origin
  quote
  rate
  updated_at
}`) as unknown as TypedDocumentString<SetCurrencyRateMutation, SetCurrencyRateMutationVariables>;
export const ImportCurrencyRatesDocument = new TypedDocumentString(`
    mutation ImportCurrencyRates($input: CurrencyRateImportInput!) {
  import_currency_rates(input: $input) {
    currencies
    days
    first_date
    imported
    last_date
  }
}
    `) as unknown as TypedDocumentString<ImportCurrencyRatesMutation, ImportCurrencyRatesMutationVariables>;
export const DeleteCurrencyRateDocument = new TypedDocumentString(`
    mutation DeleteCurrencyRate($id: UUID!) {
  delete_currency_rate(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteCurrencyRateMutation, DeleteCurrencyRateMutationVariables>;
export const ListCustomStatusesDocument = new TypedDocumentString(`
    query ListCustomStatuses($include_deleted: Boolean, $limit: Int, $name: String, $offset: Int, $order: SortOrder, $sort: SortField) {
  custom_statuses(
    include_deleted: $include_deleted
    limit: $limit
    name: $name
    offset: $offset
    order: $order
    sort: $sort
  ) {
    items {
      ...CustomStatusFields
    }
    limit
    offset
    total
  }
}
    fragment CustomStatusFields on CustomStatus {
  code
  counts_as
  created_at
  deleted_at
  id
  name
  updated_at
}`) as unknown as TypedDocumentString<ListCustomStatusesQuery, ListCustomStatusesQueryVariables>;
export const GetCustomStatusDocument = new TypedDocumentString(`
    query GetCustomStatus($id: UUID!) {
  custom_status(id: $id) {
    ...CustomStatusFields
  }
}
    fragment CustomStatusFields on CustomStatus {
  code
  counts_as
  created_at
  deleted_at
  id
  name
  updated_at
}`) as unknown as TypedDocumentString<GetCustomStatusQuery, GetCustomStatusQueryVariables>;
export const CreateCustomStatusDocument = new TypedDocumentString(`
    mutation CreateCustomStatus($input: CreateCustomStatusInput!) {
  create_custom_status(input: $input) {
    ...CustomStatusFields
  }
}
    fragment CustomStatusFields on CustomStatus {
  code
  counts_as
  created_at
  deleted_at
  id
  name
  updated_at
}`) as unknown as TypedDocumentString<CreateCustomStatusMutation, CreateCustomStatusMutationVariables>;
export const UpdateCustomStatusDocument = new TypedDocumentString(`
    mutation UpdateCustomStatus($id: UUID!, $input: UpdateCustomStatusInput!) {
  update_custom_status(id: $id, input: $input) {
    ...CustomStatusFields
  }
}
    fragment CustomStatusFields on CustomStatus {
  code
  counts_as
  created_at
  deleted_at
  id
  name
  updated_at
}`) as unknown as TypedDocumentString<UpdateCustomStatusMutation, UpdateCustomStatusMutationVariables>;
export const DeleteCustomStatusDocument = new TypedDocumentString(`
    mutation DeleteCustomStatus($id: UUID!) {
  delete_custom_status(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteCustomStatusMutation, DeleteCustomStatusMutationVariables>;
export const CloneCampaignDocument = new TypedDocumentString(`
    mutation CloneCampaign($id: UUID!, $input: CampaignCloneInput) {
  clone_campaign(id: $id, input: $input) {
    ...CampaignFields
  }
}
    fragment CampaignFields on Campaign {
  alias
  alias_released
  bot_action
  bot_redirect_url
  cost_currency
  cost_model
  cost_value
  created_at
  deleted_at
  archived_at
  group_id
  flow_rotation
  domains_only
  id
  name
  notes
  source_id
  state
  tags
  token
  tracking_url
  uniqueness_period_hours
  uniqueness_scope
  updated_at
  url
}`) as unknown as TypedDocumentString<CloneCampaignMutation, CloneCampaignMutationVariables>;
export const ArchiveCampaignDocument = new TypedDocumentString(`
    mutation ArchiveCampaign($id: UUID!) {
  archive_campaign(id: $id) {
    ...CampaignFields
  }
}
    fragment CampaignFields on Campaign {
  alias
  alias_released
  bot_action
  bot_redirect_url
  cost_currency
  cost_model
  cost_value
  created_at
  deleted_at
  archived_at
  group_id
  flow_rotation
  domains_only
  id
  name
  notes
  source_id
  state
  tags
  token
  tracking_url
  uniqueness_period_hours
  uniqueness_scope
  updated_at
  url
}`) as unknown as TypedDocumentString<ArchiveCampaignMutation, ArchiveCampaignMutationVariables>;
export const RestoreCampaignDocument = new TypedDocumentString(`
    mutation RestoreCampaign($id: UUID!) {
  restore_campaign(id: $id) {
    ...CampaignFields
  }
}
    fragment CampaignFields on Campaign {
  alias
  alias_released
  bot_action
  bot_redirect_url
  cost_currency
  cost_model
  cost_value
  created_at
  deleted_at
  archived_at
  group_id
  flow_rotation
  domains_only
  id
  name
  notes
  source_id
  state
  tags
  token
  tracking_url
  uniqueness_period_hours
  uniqueness_scope
  updated_at
  url
}`) as unknown as TypedDocumentString<RestoreCampaignMutation, RestoreCampaignMutationVariables>;
export const BulkCampaignsDocument = new TypedDocumentString(`
    mutation BulkCampaigns($input: BulkInput!) {
  bulk_campaigns(input: $input) {
    action
    changed
    ids
  }
}
    `) as unknown as TypedDocumentString<BulkCampaignsMutation, BulkCampaignsMutationVariables>;
export const CloneFlowDocument = new TypedDocumentString(`
    mutation CloneFlow($id: UUID!, $input: FlowCloneInput) {
  clone_flow(id: $id, input: $input) {
    ...FlowFields
  }
}
    fragment FlowFields on Flow {
  campaign_id
  content
  created_at
  deleted_at
  archived_at
  filters {
    days
    hours
    kinds
    name
    negate
    operator
    sub_id
    time_zone
    type
    values
  }
  id
  landings {
    landing_id
    weight
  }
  name
  offers {
    offer_id
    weight
  }
  position
  redirect_url
  save_traffic
  scheme
  script
  state
  target_campaign_id
  type
  updated_at
  weight
}`) as unknown as TypedDocumentString<CloneFlowMutation, CloneFlowMutationVariables>;
export const ArchiveFlowDocument = new TypedDocumentString(`
    mutation ArchiveFlow($id: UUID!) {
  archive_flow(id: $id) {
    ...FlowFields
  }
}
    fragment FlowFields on Flow {
  campaign_id
  content
  created_at
  deleted_at
  archived_at
  filters {
    days
    hours
    kinds
    name
    negate
    operator
    sub_id
    time_zone
    type
    values
  }
  id
  landings {
    landing_id
    weight
  }
  name
  offers {
    offer_id
    weight
  }
  position
  redirect_url
  save_traffic
  scheme
  script
  state
  target_campaign_id
  type
  updated_at
  weight
}`) as unknown as TypedDocumentString<ArchiveFlowMutation, ArchiveFlowMutationVariables>;
export const RestoreFlowDocument = new TypedDocumentString(`
    mutation RestoreFlow($id: UUID!) {
  restore_flow(id: $id) {
    ...FlowFields
  }
}
    fragment FlowFields on Flow {
  campaign_id
  content
  created_at
  deleted_at
  archived_at
  filters {
    days
    hours
    kinds
    name
    negate
    operator
    sub_id
    time_zone
    type
    values
  }
  id
  landings {
    landing_id
    weight
  }
  name
  offers {
    offer_id
    weight
  }
  position
  redirect_url
  save_traffic
  scheme
  script
  state
  target_campaign_id
  type
  updated_at
  weight
}`) as unknown as TypedDocumentString<RestoreFlowMutation, RestoreFlowMutationVariables>;
export const BulkFlowsDocument = new TypedDocumentString(`
    mutation BulkFlows($input: BulkInput!) {
  bulk_flows(input: $input) {
    action
    changed
    ids
  }
}
    `) as unknown as TypedDocumentString<BulkFlowsMutation, BulkFlowsMutationVariables>;
export const CloneOfferDocument = new TypedDocumentString(`
    mutation CloneOffer($id: UUID!, $input: CloneInput) {
  clone_offer(id: $id, input: $input) {
    ...OfferFields
  }
}
    fragment OfferFields on Offer {
  affiliate_network_id
  cap_fallback_offer_id
  cap_time_zone
  created_at
  daily_cap
  deleted_at
  archived_at
  group_id
  id
  name
  notes
  payout
  payout_currency
  payout_type
  tags
  updated_at
  url
}`) as unknown as TypedDocumentString<CloneOfferMutation, CloneOfferMutationVariables>;
export const ArchiveOfferDocument = new TypedDocumentString(`
    mutation ArchiveOffer($id: UUID!) {
  archive_offer(id: $id) {
    ...OfferFields
  }
}
    fragment OfferFields on Offer {
  affiliate_network_id
  cap_fallback_offer_id
  cap_time_zone
  created_at
  daily_cap
  deleted_at
  archived_at
  group_id
  id
  name
  notes
  payout
  payout_currency
  payout_type
  tags
  updated_at
  url
}`) as unknown as TypedDocumentString<ArchiveOfferMutation, ArchiveOfferMutationVariables>;
export const RestoreOfferDocument = new TypedDocumentString(`
    mutation RestoreOffer($id: UUID!) {
  restore_offer(id: $id) {
    ...OfferFields
  }
}
    fragment OfferFields on Offer {
  affiliate_network_id
  cap_fallback_offer_id
  cap_time_zone
  created_at
  daily_cap
  deleted_at
  archived_at
  group_id
  id
  name
  notes
  payout
  payout_currency
  payout_type
  tags
  updated_at
  url
}`) as unknown as TypedDocumentString<RestoreOfferMutation, RestoreOfferMutationVariables>;
export const BulkOffersDocument = new TypedDocumentString(`
    mutation BulkOffers($input: BulkInput!) {
  bulk_offers(input: $input) {
    action
    changed
    ids
  }
}
    `) as unknown as TypedDocumentString<BulkOffersMutation, BulkOffersMutationVariables>;
export const CloneLandingDocument = new TypedDocumentString(`
    mutation CloneLanding($id: UUID!, $input: CloneInput) {
  clone_landing(id: $id, input: $input) {
    ...LandingFields
  }
}
    fragment LandingFields on Landing {
  click_through
  created_at
  deleted_at
  archived_at
  group_id
  hosted_uploaded
  hosted_path
  id
  name
  notes
  offers_count
  tags
  type
  updated_at
  url
}`) as unknown as TypedDocumentString<CloneLandingMutation, CloneLandingMutationVariables>;
export const ArchiveLandingDocument = new TypedDocumentString(`
    mutation ArchiveLanding($id: UUID!) {
  archive_landing(id: $id) {
    ...LandingFields
  }
}
    fragment LandingFields on Landing {
  click_through
  created_at
  deleted_at
  archived_at
  group_id
  hosted_uploaded
  hosted_path
  id
  name
  notes
  offers_count
  tags
  type
  updated_at
  url
}`) as unknown as TypedDocumentString<ArchiveLandingMutation, ArchiveLandingMutationVariables>;
export const RestoreLandingDocument = new TypedDocumentString(`
    mutation RestoreLanding($id: UUID!) {
  restore_landing(id: $id) {
    ...LandingFields
  }
}
    fragment LandingFields on Landing {
  click_through
  created_at
  deleted_at
  archived_at
  group_id
  hosted_uploaded
  hosted_path
  id
  name
  notes
  offers_count
  tags
  type
  updated_at
  url
}`) as unknown as TypedDocumentString<RestoreLandingMutation, RestoreLandingMutationVariables>;
export const BulkLandingsDocument = new TypedDocumentString(`
    mutation BulkLandings($input: BulkInput!) {
  bulk_landings(input: $input) {
    action
    changed
    ids
  }
}
    `) as unknown as TypedDocumentString<BulkLandingsMutation, BulkLandingsMutationVariables>;
export const CloneTrafficSourceDocument = new TypedDocumentString(`
    mutation CloneTrafficSource($id: UUID!, $input: CloneInput) {
  clone_traffic_source(id: $id, input: $input) {
    ...TrafficSourceFields
  }
}
    fragment TrafficSourceFields on TrafficSource {
  capi_access_token_set
  capi_pixel_id
  capi_test_event_code
  created_at
  deleted_at
  archived_at
  group_id
  id
  name
  notes
  parameters {
    ...SourceParametersFields
  }
  postback_secret_set
  postback_statuses
  postback_url
  postback_currency
  sub_id_parameters {
    macro
    param
    sub_id
  }
  updated_at
}
fragment SourceParametersFields on SourceParameters {
  ad_campaign {
    macro
    param
  }
  adset {
    macro
    param
  }
  cost {
    macro
    param
  }
  creative {
    macro
    param
  }
  external_id {
    macro
    param
  }
  keyword {
    macro
    param
  }
  site {
    macro
    param
  }
}`) as unknown as TypedDocumentString<CloneTrafficSourceMutation, CloneTrafficSourceMutationVariables>;
export const ArchiveTrafficSourceDocument = new TypedDocumentString(`
    mutation ArchiveTrafficSource($id: UUID!) {
  archive_traffic_source(id: $id) {
    ...TrafficSourceFields
  }
}
    fragment TrafficSourceFields on TrafficSource {
  capi_access_token_set
  capi_pixel_id
  capi_test_event_code
  created_at
  deleted_at
  archived_at
  group_id
  id
  name
  notes
  parameters {
    ...SourceParametersFields
  }
  postback_secret_set
  postback_statuses
  postback_url
  postback_currency
  sub_id_parameters {
    macro
    param
    sub_id
  }
  updated_at
}
fragment SourceParametersFields on SourceParameters {
  ad_campaign {
    macro
    param
  }
  adset {
    macro
    param
  }
  cost {
    macro
    param
  }
  creative {
    macro
    param
  }
  external_id {
    macro
    param
  }
  keyword {
    macro
    param
  }
  site {
    macro
    param
  }
}`) as unknown as TypedDocumentString<ArchiveTrafficSourceMutation, ArchiveTrafficSourceMutationVariables>;
export const RestoreTrafficSourceDocument = new TypedDocumentString(`
    mutation RestoreTrafficSource($id: UUID!) {
  restore_traffic_source(id: $id) {
    ...TrafficSourceFields
  }
}
    fragment TrafficSourceFields on TrafficSource {
  capi_access_token_set
  capi_pixel_id
  capi_test_event_code
  created_at
  deleted_at
  archived_at
  group_id
  id
  name
  notes
  parameters {
    ...SourceParametersFields
  }
  postback_secret_set
  postback_statuses
  postback_url
  postback_currency
  sub_id_parameters {
    macro
    param
    sub_id
  }
  updated_at
}
fragment SourceParametersFields on SourceParameters {
  ad_campaign {
    macro
    param
  }
  adset {
    macro
    param
  }
  cost {
    macro
    param
  }
  creative {
    macro
    param
  }
  external_id {
    macro
    param
  }
  keyword {
    macro
    param
  }
  site {
    macro
    param
  }
}`) as unknown as TypedDocumentString<RestoreTrafficSourceMutation, RestoreTrafficSourceMutationVariables>;
export const BulkTrafficSourcesDocument = new TypedDocumentString(`
    mutation BulkTrafficSources($input: BulkInput!) {
  bulk_traffic_sources(input: $input) {
    action
    changed
    ids
  }
}
    `) as unknown as TypedDocumentString<BulkTrafficSourcesMutation, BulkTrafficSourcesMutationVariables>;
export const CloneAffiliateNetworkDocument = new TypedDocumentString(`
    mutation CloneAffiliateNetwork($id: UUID!, $input: CloneInput) {
  clone_affiliate_network(id: $id, input: $input) {
    ...AffiliateNetworkFields
  }
}
    fragment AffiliateNetworkFields on AffiliateNetwork {
  created_at
  deleted_at
  archived_at
  id
  name
  notes
  offer_params
  status_mapping
  updated_at
}`) as unknown as TypedDocumentString<CloneAffiliateNetworkMutation, CloneAffiliateNetworkMutationVariables>;
export const ArchiveAffiliateNetworkDocument = new TypedDocumentString(`
    mutation ArchiveAffiliateNetwork($id: UUID!) {
  archive_affiliate_network(id: $id) {
    ...AffiliateNetworkFields
  }
}
    fragment AffiliateNetworkFields on AffiliateNetwork {
  created_at
  deleted_at
  archived_at
  id
  name
  notes
  offer_params
  status_mapping
  updated_at
}`) as unknown as TypedDocumentString<ArchiveAffiliateNetworkMutation, ArchiveAffiliateNetworkMutationVariables>;
export const RestoreAffiliateNetworkDocument = new TypedDocumentString(`
    mutation RestoreAffiliateNetwork($id: UUID!) {
  restore_affiliate_network(id: $id) {
    ...AffiliateNetworkFields
  }
}
    fragment AffiliateNetworkFields on AffiliateNetwork {
  created_at
  deleted_at
  archived_at
  id
  name
  notes
  offer_params
  status_mapping
  updated_at
}`) as unknown as TypedDocumentString<RestoreAffiliateNetworkMutation, RestoreAffiliateNetworkMutationVariables>;
export const BulkAffiliateNetworksDocument = new TypedDocumentString(`
    mutation BulkAffiliateNetworks($input: BulkInput!) {
  bulk_affiliate_networks(input: $input) {
    action
    changed
    ids
  }
}
    `) as unknown as TypedDocumentString<BulkAffiliateNetworksMutation, BulkAffiliateNetworksMutationVariables>;
export const PauseCampaignDocument = new TypedDocumentString(`
    mutation PauseCampaign($id: UUID!) {
  pause_campaign(id: $id) {
    ...CampaignFields
  }
}
    fragment CampaignFields on Campaign {
  alias
  alias_released
  bot_action
  bot_redirect_url
  cost_currency
  cost_model
  cost_value
  created_at
  deleted_at
  archived_at
  group_id
  flow_rotation
  domains_only
  id
  name
  notes
  source_id
  state
  tags
  token
  tracking_url
  uniqueness_period_hours
  uniqueness_scope
  updated_at
  url
}`) as unknown as TypedDocumentString<PauseCampaignMutation, PauseCampaignMutationVariables>;
export const ResumeCampaignDocument = new TypedDocumentString(`
    mutation ResumeCampaign($id: UUID!) {
  resume_campaign(id: $id) {
    ...CampaignFields
  }
}
    fragment CampaignFields on Campaign {
  alias
  alias_released
  bot_action
  bot_redirect_url
  cost_currency
  cost_model
  cost_value
  created_at
  deleted_at
  archived_at
  group_id
  flow_rotation
  domains_only
  id
  name
  notes
  source_id
  state
  tags
  token
  tracking_url
  uniqueness_period_hours
  uniqueness_scope
  updated_at
  url
}`) as unknown as TypedDocumentString<ResumeCampaignMutation, ResumeCampaignMutationVariables>;
export const PauseFlowDocument = new TypedDocumentString(`
    mutation PauseFlow($id: UUID!) {
  pause_flow(id: $id) {
    ...FlowFields
  }
}
    fragment FlowFields on Flow {
  campaign_id
  content
  created_at
  deleted_at
  archived_at
  filters {
    days
    hours
    kinds
    name
    negate
    operator
    sub_id
    time_zone
    type
    values
  }
  id
  landings {
    landing_id
    weight
  }
  name
  offers {
    offer_id
    weight
  }
  position
  redirect_url
  save_traffic
  scheme
  script
  state
  target_campaign_id
  type
  updated_at
  weight
}`) as unknown as TypedDocumentString<PauseFlowMutation, PauseFlowMutationVariables>;
export const ResumeFlowDocument = new TypedDocumentString(`
    mutation ResumeFlow($id: UUID!) {
  resume_flow(id: $id) {
    ...FlowFields
  }
}
    fragment FlowFields on Flow {
  campaign_id
  content
  created_at
  deleted_at
  archived_at
  filters {
    days
    hours
    kinds
    name
    negate
    operator
    sub_id
    time_zone
    type
    values
  }
  id
  landings {
    landing_id
    weight
  }
  name
  offers {
    offer_id
    weight
  }
  position
  redirect_url
  save_traffic
  scheme
  script
  state
  target_campaign_id
  type
  updated_at
  weight
}`) as unknown as TypedDocumentString<ResumeFlowMutation, ResumeFlowMutationVariables>;
export const ListOfferFlowsDocument = new TypedDocumentString(`
    query ListOfferFlows($id: UUID!) {
  offer_flows(id: $id) {
    ...FlowFields
  }
}
    fragment FlowFields on Flow {
  campaign_id
  content
  created_at
  deleted_at
  archived_at
  filters {
    days
    hours
    kinds
    name
    negate
    operator
    sub_id
    time_zone
    type
    values
  }
  id
  landings {
    landing_id
    weight
  }
  name
  offers {
    offer_id
    weight
  }
  position
  redirect_url
  save_traffic
  scheme
  script
  state
  target_campaign_id
  type
  updated_at
  weight
}`) as unknown as TypedDocumentString<ListOfferFlowsQuery, ListOfferFlowsQueryVariables>;
export const ListLandingFlowsDocument = new TypedDocumentString(`
    query ListLandingFlows($id: UUID!) {
  landing_flows(id: $id) {
    ...FlowFields
  }
}
    fragment FlowFields on Flow {
  campaign_id
  content
  created_at
  deleted_at
  archived_at
  filters {
    days
    hours
    kinds
    name
    negate
    operator
    sub_id
    time_zone
    type
    values
  }
  id
  landings {
    landing_id
    weight
  }
  name
  offers {
    offer_id
    weight
  }
  position
  redirect_url
  save_traffic
  scheme
  script
  state
  target_campaign_id
  type
  updated_at
  weight
}`) as unknown as TypedDocumentString<ListLandingFlowsQuery, ListLandingFlowsQueryVariables>;
export const ReplaceOfferDocument = new TypedDocumentString(`
    mutation ReplaceOffer($id: UUID!, $input: ReplaceInput!) {
  replace_offer(id: $id, input: $input) {
    ...FlowFields
  }
}
    fragment FlowFields on Flow {
  campaign_id
  content
  created_at
  deleted_at
  archived_at
  filters {
    days
    hours
    kinds
    name
    negate
    operator
    sub_id
    time_zone
    type
    values
  }
  id
  landings {
    landing_id
    weight
  }
  name
  offers {
    offer_id
    weight
  }
  position
  redirect_url
  save_traffic
  scheme
  script
  state
  target_campaign_id
  type
  updated_at
  weight
}`) as unknown as TypedDocumentString<ReplaceOfferMutation, ReplaceOfferMutationVariables>;
export const ReplaceLandingDocument = new TypedDocumentString(`
    mutation ReplaceLanding($id: UUID!, $input: ReplaceInput!) {
  replace_landing(id: $id, input: $input) {
    ...FlowFields
  }
}
    fragment FlowFields on Flow {
  campaign_id
  content
  created_at
  deleted_at
  archived_at
  filters {
    days
    hours
    kinds
    name
    negate
    operator
    sub_id
    time_zone
    type
    values
  }
  id
  landings {
    landing_id
    weight
  }
  name
  offers {
    offer_id
    weight
  }
  position
  redirect_url
  save_traffic
  scheme
  script
  state
  target_campaign_id
  type
  updated_at
  weight
}`) as unknown as TypedDocumentString<ReplaceLandingMutation, ReplaceLandingMutationVariables>;
export const ListCampaignTagsDocument = new TypedDocumentString(`
    query ListCampaignTags {
  campaign_tags {
    count
    tag
  }
}
    `) as unknown as TypedDocumentString<ListCampaignTagsQuery, ListCampaignTagsQueryVariables>;
export const ListOfferTagsDocument = new TypedDocumentString(`
    query ListOfferTags {
  offer_tags {
    count
    tag
  }
}
    `) as unknown as TypedDocumentString<ListOfferTagsQuery, ListOfferTagsQueryVariables>;
export const ListLandingTagsDocument = new TypedDocumentString(`
    query ListLandingTags {
  landing_tags {
    count
    tag
  }
}
    `) as unknown as TypedDocumentString<ListLandingTagsQuery, ListLandingTagsQueryVariables>;
export const CheckCampaignAliasDocument = new TypedDocumentString(`
    query CheckCampaignAlias($alias: String!) {
  campaign_alias_availability(alias: $alias) {
    available
    reason
  }
}
    `) as unknown as TypedDocumentString<CheckCampaignAliasQuery, CheckCampaignAliasQueryVariables>;
export const ListArchivedDocument = new TypedDocumentString(`
    query ListArchived($kind: String, $limit: Int) {
  archived(kind: $kind, limit: $limit) {
    archived_at
    id
    kind
    name
  }
}
    `) as unknown as TypedDocumentString<ListArchivedQuery, ListArchivedQueryVariables>;
export const DomainsDocument = new TypedDocumentString(`
    query Domains($limit: Int, $offset: Int) {
  domains(limit: $limit, offset: $offset) {
    items {
      ...DomainFields
    }
    total
    limit
    offset
  }
}
    fragment DomainFields on Domain {
  id
  name
  base_url
  root_action
  root_campaign_id
  root_text
  campaigns_mode
  campaign_ids
  robots
  https_redirect
  dns_state
  dns_reason
  dns_addresses
  dns_checked_at
  certificate_allowed
  created_at
  updated_at
}`) as unknown as TypedDocumentString<DomainsQuery, DomainsQueryVariables>;
export const DomainDocument = new TypedDocumentString(`
    query Domain($id: UUID!) {
  domain(id: $id) {
    ...DomainFields
  }
}
    fragment DomainFields on Domain {
  id
  name
  base_url
  root_action
  root_campaign_id
  root_text
  campaigns_mode
  campaign_ids
  robots
  https_redirect
  dns_state
  dns_reason
  dns_addresses
  dns_checked_at
  certificate_allowed
  created_at
  updated_at
}`) as unknown as TypedDocumentString<DomainQuery, DomainQueryVariables>;
export const CreateDomainDocument = new TypedDocumentString(`
    mutation CreateDomain($input: DomainInput!) {
  create_domain(input: $input) {
    ...DomainFields
  }
}
    fragment DomainFields on Domain {
  id
  name
  base_url
  root_action
  root_campaign_id
  root_text
  campaigns_mode
  campaign_ids
  robots
  https_redirect
  dns_state
  dns_reason
  dns_addresses
  dns_checked_at
  certificate_allowed
  created_at
  updated_at
}`) as unknown as TypedDocumentString<CreateDomainMutation, CreateDomainMutationVariables>;
export const UpdateDomainDocument = new TypedDocumentString(`
    mutation UpdateDomain($id: UUID!, $input: DomainInput!) {
  update_domain(id: $id, input: $input) {
    ...DomainFields
  }
}
    fragment DomainFields on Domain {
  id
  name
  base_url
  root_action
  root_campaign_id
  root_text
  campaigns_mode
  campaign_ids
  robots
  https_redirect
  dns_state
  dns_reason
  dns_addresses
  dns_checked_at
  certificate_allowed
  created_at
  updated_at
}`) as unknown as TypedDocumentString<UpdateDomainMutation, UpdateDomainMutationVariables>;
export const CheckDomainDocument = new TypedDocumentString(`
    mutation CheckDomain($id: UUID!) {
  check_domain(id: $id) {
    ...DomainFields
  }
}
    fragment DomainFields on Domain {
  id
  name
  base_url
  root_action
  root_campaign_id
  root_text
  campaigns_mode
  campaign_ids
  robots
  https_redirect
  dns_state
  dns_reason
  dns_addresses
  dns_checked_at
  certificate_allowed
  created_at
  updated_at
}`) as unknown as TypedDocumentString<CheckDomainMutation, CheckDomainMutationVariables>;
export const DeleteDomainDocument = new TypedDocumentString(`
    mutation DeleteDomain($id: UUID!) {
  delete_domain(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteDomainMutation, DeleteDomainMutationVariables>;
export const ListFlowsDocument = new TypedDocumentString(`
    query ListFlows($archived: String, $campaign_id: UUID!, $include_deleted: Boolean, $limit: Int, $name: String, $offset: Int, $order: SortOrder, $sort: SortField) {
  flows(
    archived: $archived
    campaign_id: $campaign_id
    include_deleted: $include_deleted
    limit: $limit
    name: $name
    offset: $offset
    order: $order
    sort: $sort
  ) {
    items {
      ...FlowFields
    }
    limit
    offset
    total
  }
}
    fragment FlowFields on Flow {
  campaign_id
  content
  created_at
  deleted_at
  archived_at
  filters {
    days
    hours
    kinds
    name
    negate
    operator
    sub_id
    time_zone
    type
    values
  }
  id
  landings {
    landing_id
    weight
  }
  name
  offers {
    offer_id
    weight
  }
  position
  redirect_url
  save_traffic
  scheme
  script
  state
  target_campaign_id
  type
  updated_at
  weight
}`) as unknown as TypedDocumentString<ListFlowsQuery, ListFlowsQueryVariables>;
export const GetFlowDocument = new TypedDocumentString(`
    query GetFlow($id: UUID!) {
  flow(id: $id) {
    ...FlowFields
  }
}
    fragment FlowFields on Flow {
  campaign_id
  content
  created_at
  deleted_at
  archived_at
  filters {
    days
    hours
    kinds
    name
    negate
    operator
    sub_id
    time_zone
    type
    values
  }
  id
  landings {
    landing_id
    weight
  }
  name
  offers {
    offer_id
    weight
  }
  position
  redirect_url
  save_traffic
  scheme
  script
  state
  target_campaign_id
  type
  updated_at
  weight
}`) as unknown as TypedDocumentString<GetFlowQuery, GetFlowQueryVariables>;
export const CreateFlowDocument = new TypedDocumentString(`
    mutation CreateFlow($campaign_id: UUID!, $input: FlowInput!) {
  create_flow(campaign_id: $campaign_id, input: $input) {
    ...FlowFields
  }
}
    fragment FlowFields on Flow {
  campaign_id
  content
  created_at
  deleted_at
  archived_at
  filters {
    days
    hours
    kinds
    name
    negate
    operator
    sub_id
    time_zone
    type
    values
  }
  id
  landings {
    landing_id
    weight
  }
  name
  offers {
    offer_id
    weight
  }
  position
  redirect_url
  save_traffic
  scheme
  script
  state
  target_campaign_id
  type
  updated_at
  weight
}`) as unknown as TypedDocumentString<CreateFlowMutation, CreateFlowMutationVariables>;
export const UpdateFlowDocument = new TypedDocumentString(`
    mutation UpdateFlow($id: UUID!, $input: FlowInput!) {
  update_flow(id: $id, input: $input) {
    ...FlowFields
  }
}
    fragment FlowFields on Flow {
  campaign_id
  content
  created_at
  deleted_at
  archived_at
  filters {
    days
    hours
    kinds
    name
    negate
    operator
    sub_id
    time_zone
    type
    values
  }
  id
  landings {
    landing_id
    weight
  }
  name
  offers {
    offer_id
    weight
  }
  position
  redirect_url
  save_traffic
  scheme
  script
  state
  target_campaign_id
  type
  updated_at
  weight
}`) as unknown as TypedDocumentString<UpdateFlowMutation, UpdateFlowMutationVariables>;
export const DeleteFlowDocument = new TypedDocumentString(`
    mutation DeleteFlow($id: UUID!) {
  delete_flow(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteFlowMutation, DeleteFlowMutationVariables>;
export const ReorderFlowsDocument = new TypedDocumentString(`
    mutation ReorderFlows($campaign_id: UUID!, $input: FlowOrderInput!) {
  reorder_flows(campaign_id: $campaign_id, input: $input) {
    ...FlowFields
  }
}
    fragment FlowFields on Flow {
  campaign_id
  content
  created_at
  deleted_at
  archived_at
  filters {
    days
    hours
    kinds
    name
    negate
    operator
    sub_id
    time_zone
    type
    values
  }
  id
  landings {
    landing_id
    weight
  }
  name
  offers {
    offer_id
    weight
  }
  position
  redirect_url
  save_traffic
  scheme
  script
  state
  target_campaign_id
  type
  updated_at
  weight
}`) as unknown as TypedDocumentString<ReorderFlowsMutation, ReorderFlowsMutationVariables>;
export const ListGroupsDocument = new TypedDocumentString(`
    query ListGroups($include_deleted: Boolean, $kind: GroupKind, $limit: Int, $name: String, $offset: Int, $order: SortOrder, $sort: SortField) {
  groups(
    include_deleted: $include_deleted
    kind: $kind
    limit: $limit
    name: $name
    offset: $offset
    order: $order
    sort: $sort
  ) {
    items {
      ...GroupFields
    }
    limit
    offset
    total
  }
}
    fragment GroupFields on Group {
  created_at
  id
  kind
  members
  name
  updated_at
}`) as unknown as TypedDocumentString<ListGroupsQuery, ListGroupsQueryVariables>;
export const GetGroupDocument = new TypedDocumentString(`
    query GetGroup($id: UUID!) {
  group(id: $id) {
    ...GroupFields
  }
}
    fragment GroupFields on Group {
  created_at
  id
  kind
  members
  name
  updated_at
}`) as unknown as TypedDocumentString<GetGroupQuery, GetGroupQueryVariables>;
export const CreateGroupDocument = new TypedDocumentString(`
    mutation CreateGroup($input: GroupInput!) {
  create_group(input: $input) {
    ...GroupFields
  }
}
    fragment GroupFields on Group {
  created_at
  id
  kind
  members
  name
  updated_at
}`) as unknown as TypedDocumentString<CreateGroupMutation, CreateGroupMutationVariables>;
export const UpdateGroupDocument = new TypedDocumentString(`
    mutation UpdateGroup($id: UUID!, $input: GroupInput!) {
  update_group(id: $id, input: $input) {
    ...GroupFields
  }
}
    fragment GroupFields on Group {
  created_at
  id
  kind
  members
  name
  updated_at
}`) as unknown as TypedDocumentString<UpdateGroupMutation, UpdateGroupMutationVariables>;
export const DeleteGroupDocument = new TypedDocumentString(`
    mutation DeleteGroup($id: UUID!) {
  delete_group(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteGroupMutation, DeleteGroupMutationVariables>;
export const ImportKeitaroSetupDocument = new TypedDocumentString(`
    mutation ImportKeitaroSetup($input: KeitaroSetupImportInput!) {
  import_keitaro_setup(input: $input) {
    dry_run
    create {
      kind
      keitaro_id
      name
      campaign_keitaro_id
      input
    }
    existing {
      kind
      keitaro_id
      name
      id
    }
    translated {
      kind
      keitaro_id
      name
      field
      rule
    }
    not_carried {
      kind
      keitaro_id
      name
      what
      reason
    }
    created {
      kind
      keitaro_id
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ImportKeitaroSetupMutation, ImportKeitaroSetupMutationVariables>;
export const ListLandingsDocument = new TypedDocumentString(`
    query ListLandings($archived: String, $group_id: UUID, $include_deleted: Boolean, $limit: Int, $name: String, $offset: Int, $order: SortOrder, $sort: SortField, $tag: String) {
  landings(
    archived: $archived
    group_id: $group_id
    include_deleted: $include_deleted
    limit: $limit
    name: $name
    offset: $offset
    order: $order
    sort: $sort
    tag: $tag
  ) {
    items {
      ...LandingFields
    }
    limit
    offset
    total
  }
}
    fragment LandingFields on Landing {
  click_through
  created_at
  deleted_at
  archived_at
  group_id
  hosted_uploaded
  hosted_path
  id
  name
  notes
  offers_count
  tags
  type
  updated_at
  url
}`) as unknown as TypedDocumentString<ListLandingsQuery, ListLandingsQueryVariables>;
export const GetLandingDocument = new TypedDocumentString(`
    query GetLanding($id: UUID!) {
  landing(id: $id) {
    ...LandingFields
  }
}
    fragment LandingFields on Landing {
  click_through
  created_at
  deleted_at
  archived_at
  group_id
  hosted_uploaded
  hosted_path
  id
  name
  notes
  offers_count
  tags
  type
  updated_at
  url
}`) as unknown as TypedDocumentString<GetLandingQuery, GetLandingQueryVariables>;
export const CreateLandingDocument = new TypedDocumentString(`
    mutation CreateLanding($input: LandingInput!) {
  create_landing(input: $input) {
    ...LandingFields
  }
}
    fragment LandingFields on Landing {
  click_through
  created_at
  deleted_at
  archived_at
  group_id
  hosted_uploaded
  hosted_path
  id
  name
  notes
  offers_count
  tags
  type
  updated_at
  url
}`) as unknown as TypedDocumentString<CreateLandingMutation, CreateLandingMutationVariables>;
export const UpdateLandingDocument = new TypedDocumentString(`
    mutation UpdateLanding($id: UUID!, $input: LandingInput!) {
  update_landing(id: $id, input: $input) {
    ...LandingFields
  }
}
    fragment LandingFields on Landing {
  click_through
  created_at
  deleted_at
  archived_at
  group_id
  hosted_uploaded
  hosted_path
  id
  name
  notes
  offers_count
  tags
  type
  updated_at
  url
}`) as unknown as TypedDocumentString<UpdateLandingMutation, UpdateLandingMutationVariables>;
export const DeleteLandingDocument = new TypedDocumentString(`
    mutation DeleteLanding($id: UUID!) {
  delete_landing(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteLandingMutation, DeleteLandingMutationVariables>;
export const MembersDocument = new TypedDocumentString(`
    query Members($limit: Int, $offset: Int) {
  members(limit: $limit, offset: $offset) {
    items {
      ...MemberFields
    }
    total
    limit
    offset
  }
}
    fragment MemberFields on Member {
  user {
    id
    email
    name
    two_factor_enabled
    created_at
  }
  role
  permissions {
    ...EntityPermissionFields
  }
  joined_at
}
fragment EntityPermissionFields on EntityPermission {
  kind
  view
  edit
  delete
}`) as unknown as TypedDocumentString<MembersQuery, MembersQueryVariables>;
export const UpdateMemberDocument = new TypedDocumentString(`
    mutation UpdateMember($user_id: UUID!, $input: UpdateMemberInput!) {
  update_member(user_id: $user_id, input: $input) {
    ...MemberFields
  }
}
    fragment MemberFields on Member {
  user {
    id
    email
    name
    two_factor_enabled
    created_at
  }
  role
  permissions {
    ...EntityPermissionFields
  }
  joined_at
}
fragment EntityPermissionFields on EntityPermission {
  kind
  view
  edit
  delete
}`) as unknown as TypedDocumentString<UpdateMemberMutation, UpdateMemberMutationVariables>;
export const RemoveMemberDocument = new TypedDocumentString(`
    mutation RemoveMember($user_id: UUID!) {
  remove_member(user_id: $user_id)
}
    `) as unknown as TypedDocumentString<RemoveMemberMutation, RemoveMemberMutationVariables>;
export const InvitationsDocument = new TypedDocumentString(`
    query Invitations {
  invitations {
    ...InvitationInfoFields
  }
}
    fragment InvitationInfoFields on InvitationInfo {
  id
  email
  role
  permissions {
    ...EntityPermissionFields
  }
  status
  expires_at
  created_at
}
fragment EntityPermissionFields on EntityPermission {
  kind
  view
  edit
  delete
}`) as unknown as TypedDocumentString<InvitationsQuery, InvitationsQueryVariables>;
export const CreateInvitationDocument = new TypedDocumentString(`
    mutation CreateInvitation($input: CreateInvitationInput!) {
  create_invitation(input: $input) {
    invitation {
      ...InvitationInfoFields
    }
    token
  }
}
    fragment InvitationInfoFields on InvitationInfo {
  id
  email
  role
  permissions {
    ...EntityPermissionFields
  }
  status
  expires_at
  created_at
}
fragment EntityPermissionFields on EntityPermission {
  kind
  view
  edit
  delete
}`) as unknown as TypedDocumentString<CreateInvitationMutation, CreateInvitationMutationVariables>;
export const RevokeInvitationDocument = new TypedDocumentString(`
    mutation RevokeInvitation($id: UUID!) {
  revoke_invitation(id: $id) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<RevokeInvitationMutation, RevokeInvitationMutationVariables>;
export const AcceptInvitationDocument = new TypedDocumentString(`
    mutation AcceptInvitation($input: AcceptInvitationInput!) {
  accept_invitation(input: $input) {
    token
    token_type
    expires_at
    user_id
    workspace_id
  }
}
    `) as unknown as TypedDocumentString<AcceptInvitationMutation, AcceptInvitationMutationVariables>;
export const ApiKeysDocument = new TypedDocumentString(`
    query ApiKeys {
  api_keys {
    ...ApiKeyInfoFields
  }
}
    fragment ApiKeyInfoFields on ApiKeyInfo {
  id
  name
  prefix
  scopes
  last_used_at
  revoked_at
  created_at
}`) as unknown as TypedDocumentString<ApiKeysQuery, ApiKeysQueryVariables>;
export const CreateApiKeyDocument = new TypedDocumentString(`
    mutation CreateApiKey($input: CreateApiKeyInput!) {
  create_api_key(input: $input) {
    api_key {
      ...ApiKeyInfoFields
    }
    key
  }
}
    fragment ApiKeyInfoFields on ApiKeyInfo {
  id
  name
  prefix
  scopes
  last_used_at
  revoked_at
  created_at
}`) as unknown as TypedDocumentString<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const RevokeApiKeyDocument = new TypedDocumentString(`
    mutation RevokeApiKey($id: UUID!) {
  revoke_api_key(id: $id) {
    id
    revoked_at
  }
}
    `) as unknown as TypedDocumentString<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const MoneyWarningsDocument = new TypedDocumentString(`
    query MoneyWarnings {
  money_warnings {
    unpriced {
      campaign_id
      campaign_name
      currency
      base_currency
      day
      clicks
      amount
    }
    paused {
      campaign_id
      campaign_name
      clicks
      cost
    }
    rates_link
  }
}
    `) as unknown as TypedDocumentString<MoneyWarningsQuery, MoneyWarningsQueryVariables>;
export const PostbackUrlsDocument = new TypedDocumentString(`
    query PostbackUrls($network_id: UUID, $campaign_id: UUID) {
  postback_urls(network_id: $network_id, campaign_id: $campaign_id) {
    network_id
    network_name
    template
    url
  }
}
    `) as unknown as TypedDocumentString<PostbackUrlsQuery, PostbackUrlsQueryVariables>;
export const NotificationsDocument = new TypedDocumentString(`
    query Notifications($unread_only: Boolean, $limit: Int) {
  notifications(unread_only: $unread_only, limit: $limit) {
    ...NotificationFields
  }
}
    fragment NotificationFields on Notification {
  id
  kind
  title
  body
  data
  read
  read_at
  created_at
}`) as unknown as TypedDocumentString<NotificationsQuery, NotificationsQueryVariables>;
export const NotificationsUnreadCountDocument = new TypedDocumentString(`
    query NotificationsUnreadCount {
  notifications_unread_count {
    unread
  }
}
    `) as unknown as TypedDocumentString<NotificationsUnreadCountQuery, NotificationsUnreadCountQueryVariables>;
export const MarkNotificationReadDocument = new TypedDocumentString(`
    mutation MarkNotificationRead($id: UUID!) {
  mark_notification_read(id: $id) {
    ...NotificationFields
  }
}
    fragment NotificationFields on Notification {
  id
  kind
  title
  body
  data
  read
  read_at
  created_at
}`) as unknown as TypedDocumentString<MarkNotificationReadMutation, MarkNotificationReadMutationVariables>;
export const MarkAllNotificationsReadDocument = new TypedDocumentString(`
    mutation MarkAllNotificationsRead {
  mark_all_notifications_read {
    marked
  }
}
    `) as unknown as TypedDocumentString<MarkAllNotificationsReadMutation, MarkAllNotificationsReadMutationVariables>;
export const ListOffersDocument = new TypedDocumentString(`
    query ListOffers($archived: String, $group_id: UUID, $affiliate_network_id: UUID, $include_deleted: Boolean, $limit: Int, $name: String, $offset: Int, $order: SortOrder, $sort: SortField, $tag: String) {
  offers(
    archived: $archived
    group_id: $group_id
    affiliate_network_id: $affiliate_network_id
    include_deleted: $include_deleted
    limit: $limit
    name: $name
    offset: $offset
    order: $order
    sort: $sort
    tag: $tag
  ) {
    items {
      ...OfferFields
    }
    limit
    offset
    total
  }
}
    fragment OfferFields on Offer {
  affiliate_network_id
  cap_fallback_offer_id
  cap_time_zone
  created_at
  daily_cap
  deleted_at
  archived_at
  group_id
  id
  name
  notes
  payout
  payout_currency
  payout_type
  tags
  updated_at
  url
}`) as unknown as TypedDocumentString<ListOffersQuery, ListOffersQueryVariables>;
export const GetOfferDocument = new TypedDocumentString(`
    query GetOffer($id: UUID!) {
  offer(id: $id) {
    ...OfferFields
  }
}
    fragment OfferFields on Offer {
  affiliate_network_id
  cap_fallback_offer_id
  cap_time_zone
  created_at
  daily_cap
  deleted_at
  archived_at
  group_id
  id
  name
  notes
  payout
  payout_currency
  payout_type
  tags
  updated_at
  url
}`) as unknown as TypedDocumentString<GetOfferQuery, GetOfferQueryVariables>;
export const CreateOfferDocument = new TypedDocumentString(`
    mutation CreateOffer($input: OfferInput!) {
  create_offer(input: $input) {
    ...OfferFields
  }
}
    fragment OfferFields on Offer {
  affiliate_network_id
  cap_fallback_offer_id
  cap_time_zone
  created_at
  daily_cap
  deleted_at
  archived_at
  group_id
  id
  name
  notes
  payout
  payout_currency
  payout_type
  tags
  updated_at
  url
}`) as unknown as TypedDocumentString<CreateOfferMutation, CreateOfferMutationVariables>;
export const UpdateOfferDocument = new TypedDocumentString(`
    mutation UpdateOffer($id: UUID!, $input: OfferInput!) {
  update_offer(id: $id, input: $input) {
    ...OfferFields
  }
}
    fragment OfferFields on Offer {
  affiliate_network_id
  cap_fallback_offer_id
  cap_time_zone
  created_at
  daily_cap
  deleted_at
  archived_at
  group_id
  id
  name
  notes
  payout
  payout_currency
  payout_type
  tags
  updated_at
  url
}`) as unknown as TypedDocumentString<UpdateOfferMutation, UpdateOfferMutationVariables>;
export const DeleteOfferDocument = new TypedDocumentString(`
    mutation DeleteOffer($id: UUID!) {
  delete_offer(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteOfferMutation, DeleteOfferMutationVariables>;
export const RunSimulationDocument = new TypedDocumentString(`
    mutation RunSimulation($input: SimulationRunInput!) {
  run_simulation(input: $input) {
    run_id
    campaign_id
    clicks
    bots
    unique_clicks
    conversions
    flows {
      flow_id
      clicks
    }
    from
    to
    seed
    duration_ms
  }
}
    `) as unknown as TypedDocumentString<RunSimulationMutation, RunSimulationMutationVariables>;
export const DeleteSimulatedDataDocument = new TypedDocumentString(`
    mutation DeleteSimulatedData {
  delete_simulated_data {
    clicks
    conversions
  }
}
    `) as unknown as TypedDocumentString<DeleteSimulatedDataMutation, DeleteSimulatedDataMutationVariables>;
export const ExternalImportsDocument = new TypedDocumentString(`
    query ExternalImports {
  external_imports {
    ...ExternalImportFields
  }
}
    fragment ExternalImportFields on ExternalImport {
  id
  layout
  delimiter
  dry_run
  would_create {
    campaign
    source
    offer
    landing
  }
  state
  percent
  file_bytes
  line_done
  clicks
  conversions
  rejected
  rejected_rows {
    line
    reason
  }
  error
  created_at
  finished_at
}`) as unknown as TypedDocumentString<ExternalImportsQuery, ExternalImportsQueryVariables>;
export const ExternalImportDocument = new TypedDocumentString(`
    query ExternalImport($id: UUID!) {
  external_import(id: $id) {
    ...ExternalImportFields
  }
}
    fragment ExternalImportFields on ExternalImport {
  id
  layout
  delimiter
  dry_run
  would_create {
    campaign
    source
    offer
    landing
  }
  state
  percent
  file_bytes
  line_done
  clicks
  conversions
  rejected
  rejected_rows {
    line
    reason
  }
  error
  created_at
  finished_at
}`) as unknown as TypedDocumentString<ExternalImportQuery, ExternalImportQueryVariables>;
export const DeleteExternalImportDocument = new TypedDocumentString(`
    mutation DeleteExternalImport($id: UUID!) {
  delete_external_import(id: $id) {
    clicks
    conversions
  }
}
    `) as unknown as TypedDocumentString<DeleteExternalImportMutation, DeleteExternalImportMutationVariables>;
export const MyPreferencesDocument = new TypedDocumentString(`
    query MyPreferences {
  my_preferences {
    ...UserPreferencesFields
  }
}
    fragment UserPreferencesFields on UserPreferences {
  dashboard_layout
  columns
  language
  theme
  updated_at
}`) as unknown as TypedDocumentString<MyPreferencesQuery, MyPreferencesQueryVariables>;
export const UpdateMyPreferencesDocument = new TypedDocumentString(`
    mutation UpdateMyPreferences($input: UpdatePreferencesInput!) {
  update_my_preferences(input: $input) {
    ...UserPreferencesFields
  }
}
    fragment UserPreferencesFields on UserPreferences {
  dashboard_layout
  columns
  language
  theme
  updated_at
}`) as unknown as TypedDocumentString<UpdateMyPreferencesMutation, UpdateMyPreferencesMutationVariables>;
export const ReportFunnelDocument = new TypedDocumentString(`
    query ReportFunnel($period: String, $from: String, $to: String, $date_basis: String, $filters: [ReportDimensionFilter!], $stages: [String!], $statuses: [String!], $breakdown: String) {
  report_funnel(
    period: $period
    from: $from
    to: $to
    date_basis: $date_basis
    filters: $filters
    stages: $stages
    statuses: $statuses
    breakdown: $breakdown
  ) {
    period {
      ...ReportPeriodFields
    }
    time_zone
    date_basis
    stages
    breakdown
    total {
      stage
      count
      share_of_first
      share_of_previous
      loss
    }
    segments {
      value
      label
      stages {
        stage
        count
        share_of_first
        share_of_previous
        loss
      }
    }
    segments_total
    warning
    storage
    click_storage
  }
}
    fragment ReportPeriodFields on ReportPeriod {
  from
  to
  whole_days
}`) as unknown as TypedDocumentString<ReportFunnelQuery, ReportFunnelQueryVariables>;
export const ReportCohortDocument = new TypedDocumentString(`
    query ReportCohort($period: String, $from: String, $to: String, $filters: [ReportDimensionFilter!], $granularity: String, $columns: Int, $value: String, $cumulative: Boolean) {
  report_cohort(
    period: $period
    from: $from
    to: $to
    filters: $filters
    granularity: $granularity
    columns: $columns
    value: $value
    cumulative: $cumulative
  ) {
    period {
      ...ReportPeriodFields
    }
    time_zone
    granularity
    value
    cumulative
    columns
    rows {
      cohort
      clicks
      cells
    }
    storage
  }
}
    fragment ReportPeriodFields on ReportPeriod {
  from
  to
  whole_days
}`) as unknown as TypedDocumentString<ReportCohortQuery, ReportCohortQueryVariables>;
export const ReportDashboardDocument = new TypedDocumentString(`
    query ReportDashboard($period: String, $from: String, $to: String) {
  report_dashboard(period: $period, from: $from, to: $to) {
    period {
      ...ReportPeriodFields
    }
    previous_period {
      ...ReportPeriodFields
    }
    time_zone
    kpis
    previous_kpis
    series {
      interval
      points {
        bucket
        metrics
      }
    }
    funnel {
      stage
      count
      share_of_first
      share_of_previous
      loss
    }
    heat_map
    clicks_by_country {
      country
      clicks
    }
    top_campaigns {
      id
      name
      metrics
    }
    top_countries {
      country
      metrics
    }
  }
}
    fragment ReportPeriodFields on ReportPeriod {
  from
  to
  whole_days
}`) as unknown as TypedDocumentString<ReportDashboardQuery, ReportDashboardQueryVariables>;
export const ReportTimeseriesDocument = new TypedDocumentString(`
    query ReportTimeseries($period: String, $from: String, $to: String, $date_basis: String, $campaign_id: [String!], $source_id: [String!], $offer_id: [String!], $country: [String!], $metrics: [String!], $interval: String) {
  report_timeseries(
    period: $period
    from: $from
    to: $to
    date_basis: $date_basis
    campaign_id: $campaign_id
    source_id: $source_id
    offer_id: $offer_id
    country: $country
    metrics: $metrics
    interval: $interval
  ) {
    period {
      ...ReportPeriodFields
    }
    time_zone
    interval
    metrics
    points {
      bucket
      metrics
    }
    totals
  }
}
    fragment ReportPeriodFields on ReportPeriod {
  from
  to
  whole_days
}`) as unknown as TypedDocumentString<ReportTimeseriesQuery, ReportTimeseriesQueryVariables>;
export const ReportGroupByDocument = new TypedDocumentString(`
    query ReportGroupBy($period: String, $from: String, $to: String, $date_basis: String, $campaign_id: [String!], $source_id: [String!], $offer_id: [String!], $country: [String!], $metrics: [String!], $dimension: String!, $sort: String, $limit: Int) {
  report_group_by(
    period: $period
    from: $from
    to: $to
    date_basis: $date_basis
    campaign_id: $campaign_id
    source_id: $source_id
    offer_id: $offer_id
    country: $country
    metrics: $metrics
    dimension: $dimension
    sort: $sort
    limit: $limit
  ) {
    period {
      ...ReportPeriodFields
    }
    dimension
    metrics
    rows {
      value
      label
      metrics
    }
    total_rows
    totals
  }
}
    fragment ReportPeriodFields on ReportPeriod {
  from
  to
  whole_days
}`) as unknown as TypedDocumentString<ReportGroupByQuery, ReportGroupByQueryVariables>;
export const ReportDocument = new TypedDocumentString(`
    query Report($dimensions: [String!], $drilldown: ReportDrilldownInput, $metrics: [String!], $custom_metrics: [ReportCustomMetricInput!], $filters: [ReportDimensionFilter!], $metric_filters: [ReportMetricFilter!], $sort: [ReportSortInput!], $limit: Int, $offset: Int, $period: String, $from: String, $to: String, $date_basis: String, $compare: Boolean, $marks: ReportMarksInput) {
  report(
    dimensions: $dimensions
    drilldown: $drilldown
    metrics: $metrics
    custom_metrics: $custom_metrics
    filters: $filters
    metric_filters: $metric_filters
    sort: $sort
    limit: $limit
    offset: $offset
    period: $period
    from: $from
    to: $to
    date_basis: $date_basis
    compare: $compare
    marks: $marks
  ) {
    period {
      ...ReportPeriodFields
    }
    previous_period {
      ...ReportPeriodFields
    }
    time_zone
    date_basis
    storage
    dimensions
    metrics
    total_rows
    limit
    offset
    rows {
      values
      labels
      metrics
      mark
      previous
      change
      is_new
    }
    totals
    previous_totals
    totals_change
    marks {
      dimension
      white
      black
    }
  }
}
    fragment ReportPeriodFields on ReportPeriod {
  from
  to
  whole_days
}`) as unknown as TypedDocumentString<ReportQuery, ReportQueryVariables>;
export const AnalyticsCopyDocument = new TypedDocumentString(`
    query AnalyticsCopy {
  analytics_copy {
    engine
    state
    days_done
    days_total
    day
  }
}
    `) as unknown as TypedDocumentString<AnalyticsCopyQuery, AnalyticsCopyQueryVariables>;
export const ReportMetricsDocument = new TypedDocumentString(`
    query ReportMetrics {
  report_metrics {
    revenue_basis
    metrics {
      name
      label
      group
      kind
      description
      follows_revenue_basis
      formula
    }
  }
}
    `) as unknown as TypedDocumentString<ReportMetricsQuery, ReportMetricsQueryVariables>;
export const ReportDimensionsDocument = new TypedDocumentString(`
    query ReportDimensions {
  report_dimensions {
    name
    group
    label
    type
  }
}
    `) as unknown as TypedDocumentString<ReportDimensionsQuery, ReportDimensionsQueryVariables>;
export const CustomMetricsDocument = new TypedDocumentString(`
    query CustomMetrics {
  custom_metrics {
    ...CustomMetricFields
  }
}
    fragment CustomMetricFields on CustomMetric {
  id
  name
  formula
  created_at
  updated_at
}`) as unknown as TypedDocumentString<CustomMetricsQuery, CustomMetricsQueryVariables>;
export const CreateCustomMetricDocument = new TypedDocumentString(`
    mutation CreateCustomMetric($name: String!, $formula: String!) {
  create_custom_metric(name: $name, formula: $formula) {
    ...CustomMetricFields
  }
}
    fragment CustomMetricFields on CustomMetric {
  id
  name
  formula
  created_at
  updated_at
}`) as unknown as TypedDocumentString<CreateCustomMetricMutation, CreateCustomMetricMutationVariables>;
export const UpdateCustomMetricDocument = new TypedDocumentString(`
    mutation UpdateCustomMetric($id: UUID!, $name: String, $formula: String) {
  update_custom_metric(id: $id, name: $name, formula: $formula) {
    ...CustomMetricFields
  }
}
    fragment CustomMetricFields on CustomMetric {
  id
  name
  formula
  created_at
  updated_at
}`) as unknown as TypedDocumentString<UpdateCustomMetricMutation, UpdateCustomMetricMutationVariables>;
export const DeleteCustomMetricDocument = new TypedDocumentString(`
    mutation DeleteCustomMetric($id: UUID!) {
  delete_custom_metric(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteCustomMetricMutation, DeleteCustomMetricMutationVariables>;
export const SavedReportsDocument = new TypedDocumentString(`
    query SavedReports {
  saved_reports {
    ...SavedReportFields
  }
}
    fragment SavedReportFields on SavedReport {
  id
  name
  definition
  created_at
  updated_at
}`) as unknown as TypedDocumentString<SavedReportsQuery, SavedReportsQueryVariables>;
export const SavedReportDocument = new TypedDocumentString(`
    query SavedReport($id: UUID!) {
  saved_report(id: $id) {
    ...SavedReportFields
  }
}
    fragment SavedReportFields on SavedReport {
  id
  name
  definition
  created_at
  updated_at
}`) as unknown as TypedDocumentString<SavedReportQuery, SavedReportQueryVariables>;
export const CreateSavedReportDocument = new TypedDocumentString(`
    mutation CreateSavedReport($name: String!, $definition: JSONObject!) {
  create_saved_report(name: $name, definition: $definition) {
    ...SavedReportFields
  }
}
    fragment SavedReportFields on SavedReport {
  id
  name
  definition
  created_at
  updated_at
}`) as unknown as TypedDocumentString<CreateSavedReportMutation, CreateSavedReportMutationVariables>;
export const UpdateSavedReportDocument = new TypedDocumentString(`
    mutation UpdateSavedReport($id: UUID!, $name: String, $definition: JSONObject) {
  update_saved_report(id: $id, name: $name, definition: $definition) {
    ...SavedReportFields
  }
}
    fragment SavedReportFields on SavedReport {
  id
  name
  definition
  created_at
  updated_at
}`) as unknown as TypedDocumentString<UpdateSavedReportMutation, UpdateSavedReportMutationVariables>;
export const DeleteSavedReportDocument = new TypedDocumentString(`
    mutation DeleteSavedReport($id: UUID!) {
  delete_saved_report(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteSavedReportMutation, DeleteSavedReportMutationVariables>;
export const CleanStatisticsDocument = new TypedDocumentString(`
    mutation CleanStatistics($campaign_id: UUID!, $from: String!, $to: String!, $clicks: Boolean, $conversions: Boolean) {
  clean_statistics(
    campaign_id: $campaign_id
    from: $from
    to: $to
    clicks: $clicks
    conversions: $conversions
  ) {
    id
    clicks_deleted
    conversions_deleted
  }
}
    `) as unknown as TypedDocumentString<CleanStatisticsMutation, CleanStatisticsMutationVariables>;
export const RulesDocument = new TypedDocumentString(`
    query Rules {
  rules {
    ...RuleFields
  }
}
    fragment RuleFields on Rule {
  id
  name
  enabled
  target_kind
  sub_id
  target_ids
  condition
  window_kind
  window_hours
  every_minutes
  min_clicks
  cooldown_minutes
  dry_run
  on_fire {
    type
  }
  on_recover {
    type
  }
  last_evaluated_at
  created_at
  updated_at
}`) as unknown as TypedDocumentString<RulesQuery, RulesQueryVariables>;
export const RuleDocument = new TypedDocumentString(`
    query Rule($id: UUID!) {
  rule(id: $id) {
    ...RuleFields
  }
}
    fragment RuleFields on Rule {
  id
  name
  enabled
  target_kind
  sub_id
  target_ids
  condition
  window_kind
  window_hours
  every_minutes
  min_clicks
  cooldown_minutes
  dry_run
  on_fire {
    type
  }
  on_recover {
    type
  }
  last_evaluated_at
  created_at
  updated_at
}`) as unknown as TypedDocumentString<RuleQuery, RuleQueryVariables>;
export const CreateRuleDocument = new TypedDocumentString(`
    mutation CreateRule($input: RuleInput!) {
  create_rule(input: $input) {
    ...RuleFields
  }
}
    fragment RuleFields on Rule {
  id
  name
  enabled
  target_kind
  sub_id
  target_ids
  condition
  window_kind
  window_hours
  every_minutes
  min_clicks
  cooldown_minutes
  dry_run
  on_fire {
    type
  }
  on_recover {
    type
  }
  last_evaluated_at
  created_at
  updated_at
}`) as unknown as TypedDocumentString<CreateRuleMutation, CreateRuleMutationVariables>;
export const UpdateRuleDocument = new TypedDocumentString(`
    mutation UpdateRule($id: UUID!, $input: RuleInput!) {
  update_rule(id: $id, input: $input) {
    ...RuleFields
  }
}
    fragment RuleFields on Rule {
  id
  name
  enabled
  target_kind
  sub_id
  target_ids
  condition
  window_kind
  window_hours
  every_minutes
  min_clicks
  cooldown_minutes
  dry_run
  on_fire {
    type
  }
  on_recover {
    type
  }
  last_evaluated_at
  created_at
  updated_at
}`) as unknown as TypedDocumentString<UpdateRuleMutation, UpdateRuleMutationVariables>;
export const DeleteRuleDocument = new TypedDocumentString(`
    mutation DeleteRule($id: UUID!) {
  delete_rule(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteRuleMutation, DeleteRuleMutationVariables>;
export const RuleHistoryDocument = new TypedDocumentString(`
    query RuleHistory($id: UUID!, $limit: Int) {
  rule_history(id: $id, limit: $limit) {
    id
    rule_id
    kind
    target_kind
    target_id
    target_name
    dry_run
    metrics
    actions {
      type
      ok
      detail
    }
    actions_done
    at
  }
}
    `) as unknown as TypedDocumentString<RuleHistoryQuery, RuleHistoryQueryVariables>;
export const RuleTargetsDocument = new TypedDocumentString(`
    query RuleTargets($id: UUID!) {
  rule_targets(id: $id) {
    target_id
    state
    changed_at
  }
}
    `) as unknown as TypedDocumentString<RuleTargetsQuery, RuleTargetsQueryVariables>;
export const ListTrafficSourcesDocument = new TypedDocumentString(`
    query ListTrafficSources($archived: String, $group_id: UUID, $include_deleted: Boolean, $limit: Int, $name: String, $offset: Int, $order: SortOrder, $sort: SortField) {
  traffic_sources(
    archived: $archived
    group_id: $group_id
    include_deleted: $include_deleted
    limit: $limit
    name: $name
    offset: $offset
    order: $order
    sort: $sort
  ) {
    items {
      ...TrafficSourceFields
    }
    limit
    offset
    total
  }
}
    fragment TrafficSourceFields on TrafficSource {
  capi_access_token_set
  capi_pixel_id
  capi_test_event_code
  created_at
  deleted_at
  archived_at
  group_id
  id
  name
  notes
  parameters {
    ...SourceParametersFields
  }
  postback_secret_set
  postback_statuses
  postback_url
  postback_currency
  sub_id_parameters {
    macro
    param
    sub_id
  }
  updated_at
}
fragment SourceParametersFields on SourceParameters {
  ad_campaign {
    macro
    param
  }
  adset {
    macro
    param
  }
  cost {
    macro
    param
  }
  creative {
    macro
    param
  }
  external_id {
    macro
    param
  }
  keyword {
    macro
    param
  }
  site {
    macro
    param
  }
}`) as unknown as TypedDocumentString<ListTrafficSourcesQuery, ListTrafficSourcesQueryVariables>;
export const GetTrafficSourceDocument = new TypedDocumentString(`
    query GetTrafficSource($id: UUID!) {
  traffic_source(id: $id) {
    ...TrafficSourceFields
  }
}
    fragment TrafficSourceFields on TrafficSource {
  capi_access_token_set
  capi_pixel_id
  capi_test_event_code
  created_at
  deleted_at
  archived_at
  group_id
  id
  name
  notes
  parameters {
    ...SourceParametersFields
  }
  postback_secret_set
  postback_statuses
  postback_url
  postback_currency
  sub_id_parameters {
    macro
    param
    sub_id
  }
  updated_at
}
fragment SourceParametersFields on SourceParameters {
  ad_campaign {
    macro
    param
  }
  adset {
    macro
    param
  }
  cost {
    macro
    param
  }
  creative {
    macro
    param
  }
  external_id {
    macro
    param
  }
  keyword {
    macro
    param
  }
  site {
    macro
    param
  }
}`) as unknown as TypedDocumentString<GetTrafficSourceQuery, GetTrafficSourceQueryVariables>;
export const CreateTrafficSourceDocument = new TypedDocumentString(`
    mutation CreateTrafficSource($input: TrafficSourceInput!) {
  create_traffic_source(input: $input) {
    ...TrafficSourceFields
  }
}
    fragment TrafficSourceFields on TrafficSource {
  capi_access_token_set
  capi_pixel_id
  capi_test_event_code
  created_at
  deleted_at
  archived_at
  group_id
  id
  name
  notes
  parameters {
    ...SourceParametersFields
  }
  postback_secret_set
  postback_statuses
  postback_url
  postback_currency
  sub_id_parameters {
    macro
    param
    sub_id
  }
  updated_at
}
fragment SourceParametersFields on SourceParameters {
  ad_campaign {
    macro
    param
  }
  adset {
    macro
    param
  }
  cost {
    macro
    param
  }
  creative {
    macro
    param
  }
  external_id {
    macro
    param
  }
  keyword {
    macro
    param
  }
  site {
    macro
    param
  }
}`) as unknown as TypedDocumentString<CreateTrafficSourceMutation, CreateTrafficSourceMutationVariables>;
export const UpdateTrafficSourceDocument = new TypedDocumentString(`
    mutation UpdateTrafficSource($id: UUID!, $input: TrafficSourceInput!) {
  update_traffic_source(id: $id, input: $input) {
    ...TrafficSourceFields
  }
}
    fragment TrafficSourceFields on TrafficSource {
  capi_access_token_set
  capi_pixel_id
  capi_test_event_code
  created_at
  deleted_at
  archived_at
  group_id
  id
  name
  notes
  parameters {
    ...SourceParametersFields
  }
  postback_secret_set
  postback_statuses
  postback_url
  postback_currency
  sub_id_parameters {
    macro
    param
    sub_id
  }
  updated_at
}
fragment SourceParametersFields on SourceParameters {
  ad_campaign {
    macro
    param
  }
  adset {
    macro
    param
  }
  cost {
    macro
    param
  }
  creative {
    macro
    param
  }
  external_id {
    macro
    param
  }
  keyword {
    macro
    param
  }
  site {
    macro
    param
  }
}`) as unknown as TypedDocumentString<UpdateTrafficSourceMutation, UpdateTrafficSourceMutationVariables>;
export const DeleteTrafficSourceDocument = new TypedDocumentString(`
    mutation DeleteTrafficSource($id: UUID!) {
  delete_traffic_source(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteTrafficSourceMutation, DeleteTrafficSourceMutationVariables>;
export const ServiceInfoDocument = new TypedDocumentString(`
    query ServiceInfo {
  service_info {
    name
    version
    uptime_seconds
    server_time
  }
}
    `) as unknown as TypedDocumentString<ServiceInfoQuery, ServiceInfoQueryVariables>;
export const SourceTemplatesDocument = new TypedDocumentString(`
    query SourceTemplates {
  source_template_list {
    total
    items {
      id
      name
      category
      parameters {
        ...SourceParametersFields
      }
      sub_id_parameters {
        sub_id
        param
        macro
      }
      postback_url
      postback_currency
      postback_statuses
      notes
      checked_against
      unchecked
    }
  }
}
    fragment SourceParametersFields on SourceParameters {
  ad_campaign {
    macro
    param
  }
  adset {
    macro
    param
  }
  cost {
    macro
    param
  }
  creative {
    macro
    param
  }
  external_id {
    macro
    param
  }
  keyword {
    macro
    param
  }
  site {
    macro
    param
  }
}`) as unknown as TypedDocumentString<SourceTemplatesQuery, SourceTemplatesQueryVariables>;
export const AffiliateNetworkTemplatesDocument = new TypedDocumentString(`
    query AffiliateNetworkTemplates {
  affiliate_network_template_list {
    total
    items {
      id
      name
      category
      offer_params
      postback_params
      postback_form
      status_mapping
      notes
      checked_against
      unchecked
    }
  }
}
    `) as unknown as TypedDocumentString<AffiliateNetworkTemplatesQuery, AffiliateNetworkTemplatesQueryVariables>;
export const CreateTrafficSourceFromTemplateDocument = new TypedDocumentString(`
    mutation CreateTrafficSourceFromTemplate($template: String!, $name: String) {
  create_traffic_source_from_template(template: $template, name: $name) {
    ...TrafficSourceFields
  }
}
    fragment TrafficSourceFields on TrafficSource {
  capi_access_token_set
  capi_pixel_id
  capi_test_event_code
  created_at
  deleted_at
  archived_at
  group_id
  id
  name
  notes
  parameters {
    ...SourceParametersFields
  }
  postback_secret_set
  postback_statuses
  postback_url
  postback_currency
  sub_id_parameters {
    macro
    param
    sub_id
  }
  updated_at
}
fragment SourceParametersFields on SourceParameters {
  ad_campaign {
    macro
    param
  }
  adset {
    macro
    param
  }
  cost {
    macro
    param
  }
  creative {
    macro
    param
  }
  external_id {
    macro
    param
  }
  keyword {
    macro
    param
  }
  site {
    macro
    param
  }
}`) as unknown as TypedDocumentString<CreateTrafficSourceFromTemplateMutation, CreateTrafficSourceFromTemplateMutationVariables>;
export const CreateAffiliateNetworkFromTemplateDocument = new TypedDocumentString(`
    mutation CreateAffiliateNetworkFromTemplate($template: String!, $name: String) {
  create_affiliate_network_from_template(template: $template, name: $name) {
    ...AffiliateNetworkFields
  }
}
    fragment AffiliateNetworkFields on AffiliateNetwork {
  created_at
  deleted_at
  archived_at
  id
  name
  notes
  offer_params
  status_mapping
  updated_at
}`) as unknown as TypedDocumentString<CreateAffiliateNetworkFromTemplateMutation, CreateAffiliateNetworkFromTemplateMutationVariables>;
export const ListTrafficLogDocument = new TypedDocumentString(`
    query ListTrafficLog($campaign_id: UUID, $outcome: ClickOutcome, $limit: Int, $offset: Int) {
  traffic_log(
    campaign_id: $campaign_id
    outcome: $outcome
    limit: $limit
    offset: $offset
  ) {
    items {
      click_id
      time
      campaign_id
      ip
      country
      device_type
      is_bot
      outcome
      http_status
      select_reason
      duration_ms
      destination
    }
    total
    limit
    offset
  }
}
    `) as unknown as TypedDocumentString<ListTrafficLogQuery, ListTrafficLogQueryVariables>;
export const GetClickTraceDocument = new TypedDocumentString(`
    query GetClickTrace($click_id: UUID!) {
  click_trace(click_id: $click_id) {
    click_id
    time
    campaign_id
    ip
    country
    device_type
    is_bot
    outcome
    http_status
    select_reason
    duration_ms
    destination
    steps {
      name
      result
      details
    }
  }
}
    `) as unknown as TypedDocumentString<GetClickTraceQuery, GetClickTraceQueryVariables>;
export const WebhooksDocument = new TypedDocumentString(`
    query Webhooks($limit: Int, $offset: Int) {
  webhooks(limit: $limit, offset: $offset) {
    items {
      ...WebhookFields
    }
    total
    limit
    offset
  }
}
    fragment WebhookFields on Webhook {
  id
  name
  url
  events
  secret_set
  enabled
  last_delivery_at
  last_delivery_code
  created_at
  updated_at
}`) as unknown as TypedDocumentString<WebhooksQuery, WebhooksQueryVariables>;
export const WebhookDocument = new TypedDocumentString(`
    query Webhook($id: UUID!) {
  webhook(id: $id) {
    ...WebhookFields
  }
}
    fragment WebhookFields on Webhook {
  id
  name
  url
  events
  secret_set
  enabled
  last_delivery_at
  last_delivery_code
  created_at
  updated_at
}`) as unknown as TypedDocumentString<WebhookQuery, WebhookQueryVariables>;
export const CreateWebhookDocument = new TypedDocumentString(`
    mutation CreateWebhook($input: WebhookCreateInput!) {
  create_webhook(input: $input) {
    ...WebhookFields
  }
}
    fragment WebhookFields on Webhook {
  id
  name
  url
  events
  secret_set
  enabled
  last_delivery_at
  last_delivery_code
  created_at
  updated_at
}`) as unknown as TypedDocumentString<CreateWebhookMutation, CreateWebhookMutationVariables>;
export const UpdateWebhookDocument = new TypedDocumentString(`
    mutation UpdateWebhook($id: UUID!, $input: WebhookUpdateInput!) {
  update_webhook(id: $id, input: $input) {
    ...WebhookFields
  }
}
    fragment WebhookFields on Webhook {
  id
  name
  url
  events
  secret_set
  enabled
  last_delivery_at
  last_delivery_code
  created_at
  updated_at
}`) as unknown as TypedDocumentString<UpdateWebhookMutation, UpdateWebhookMutationVariables>;
export const EnableWebhookDocument = new TypedDocumentString(`
    mutation EnableWebhook($id: UUID!) {
  enable_webhook(id: $id) {
    ...WebhookFields
  }
}
    fragment WebhookFields on Webhook {
  id
  name
  url
  events
  secret_set
  enabled
  last_delivery_at
  last_delivery_code
  created_at
  updated_at
}`) as unknown as TypedDocumentString<EnableWebhookMutation, EnableWebhookMutationVariables>;
export const DisableWebhookDocument = new TypedDocumentString(`
    mutation DisableWebhook($id: UUID!) {
  disable_webhook(id: $id) {
    ...WebhookFields
  }
}
    fragment WebhookFields on Webhook {
  id
  name
  url
  events
  secret_set
  enabled
  last_delivery_at
  last_delivery_code
  created_at
  updated_at
}`) as unknown as TypedDocumentString<DisableWebhookMutation, DisableWebhookMutationVariables>;
export const DeleteWebhookDocument = new TypedDocumentString(`
    mutation DeleteWebhook($id: UUID!) {
  delete_webhook(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteWebhookMutation, DeleteWebhookMutationVariables>;
export const WebhookDeliveriesDocument = new TypedDocumentString(`
    query WebhookDeliveries($webhook_id: UUID, $limit: Int) {
  webhook_deliveries(webhook_id: $webhook_id, limit: $limit) {
    id
    webhook_id
    event_id
    event
    attempt
    url
    request_body
    response_code
    response_body
    error
    result
    duration_ms
    attempted_at
  }
}
    `) as unknown as TypedDocumentString<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const CreateWorkspaceDocument = new TypedDocumentString(`
    mutation CreateWorkspace($input: CreateWorkspaceInput!) {
  create_workspace(input: $input) {
    workspace {
      ...WorkspaceInfoFields
    }
    role
    active
  }
}
    fragment WorkspaceInfoFields on WorkspaceInfo {
  id
  name
  postback_key
  postback_key_imported
  base_currency
  traffic_log_sample
  show_simulated_traffic
  time_zone
  revenue_basis
  ecb_rates
  created_at
}`) as unknown as TypedDocumentString<CreateWorkspaceMutation, CreateWorkspaceMutationVariables>;
export const CurrentWorkspaceDocument = new TypedDocumentString(`
    query CurrentWorkspace {
  workspace {
    ...WorkspaceInfoFields
  }
}
    fragment WorkspaceInfoFields on WorkspaceInfo {
  id
  name
  postback_key
  postback_key_imported
  base_currency
  traffic_log_sample
  show_simulated_traffic
  time_zone
  revenue_basis
  ecb_rates
  created_at
}`) as unknown as TypedDocumentString<CurrentWorkspaceQuery, CurrentWorkspaceQueryVariables>;
export const UpdateWorkspaceDocument = new TypedDocumentString(`
    mutation UpdateWorkspace($input: UpdateWorkspaceInput!) {
  update_workspace(input: $input) {
    ...WorkspaceInfoFields
  }
}
    fragment WorkspaceInfoFields on WorkspaceInfo {
  id
  name
  postback_key
  postback_key_imported
  base_currency
  traffic_log_sample
  show_simulated_traffic
  time_zone
  revenue_basis
  ecb_rates
  created_at
}`) as unknown as TypedDocumentString<UpdateWorkspaceMutation, UpdateWorkspaceMutationVariables>;
export const RotatePostbackKeyDocument = new TypedDocumentString(`
    mutation RotatePostbackKey {
  rotate_postback_key {
    ...WorkspaceInfoFields
  }
}
    fragment WorkspaceInfoFields on WorkspaceInfo {
  id
  name
  postback_key
  postback_key_imported
  base_currency
  traffic_log_sample
  show_simulated_traffic
  time_zone
  revenue_basis
  ecb_rates
  created_at
}`) as unknown as TypedDocumentString<RotatePostbackKeyMutation, RotatePostbackKeyMutationVariables>;
export const SetPostbackKeyDocument = new TypedDocumentString(`
    mutation SetPostbackKey($postback_key: String!) {
  set_postback_key(postback_key: $postback_key) {
    ...WorkspaceInfoFields
  }
}
    fragment WorkspaceInfoFields on WorkspaceInfo {
  id
  name
  postback_key
  postback_key_imported
  base_currency
  traffic_log_sample
  show_simulated_traffic
  time_zone
  revenue_basis
  ecb_rates
  created_at
}`) as unknown as TypedDocumentString<SetPostbackKeyMutation, SetPostbackKeyMutationVariables>;
export const BrandingDocument = new TypedDocumentString(`
    query Branding {
  branding {
    ...BrandingFields
  }
}
    fragment BrandingFields on Branding {
  product_name
  logo_url
  primary_color
  background_color
}`) as unknown as TypedDocumentString<BrandingQuery, BrandingQueryVariables>;
export const WorkspaceBrandingDocument = new TypedDocumentString(`
    query WorkspaceBranding($workspace_id: UUID!) {
  workspace_branding(workspace_id: $workspace_id) {
    ...BrandingFields
  }
}
    fragment BrandingFields on Branding {
  product_name
  logo_url
  primary_color
  background_color
}`) as unknown as TypedDocumentString<WorkspaceBrandingQuery, WorkspaceBrandingQueryVariables>;
export const UpdateBrandingDocument = new TypedDocumentString(`
    mutation UpdateBranding($input: UpdateBrandingInput!) {
  update_branding(input: $input) {
    ...BrandingFields
  }
}
    fragment BrandingFields on Branding {
  product_name
  logo_url
  primary_color
  background_color
}`) as unknown as TypedDocumentString<UpdateBrandingMutation, UpdateBrandingMutationVariables>;
export const HeartbeatDocument = new TypedDocumentString(`
    subscription Heartbeat {
  heartbeat(interval_seconds: 20) {
    sequence
    server_time
  }
}
    `) as unknown as TypedDocumentString<HeartbeatSubscription, HeartbeatSubscriptionVariables>;
export const LiveClicksDocument = new TypedDocumentString(`
    subscription LiveClicks {
  live_clicks {
    clicks {
      ...ClickLogEntryFields
    }
  }
}
    fragment ClickLogEntryFields on ClickLogEntry {
  click_id
  time
  campaign_id
  campaign_name
  flow_id
  landing_id
  offer_id
  source_id
  ip
  country
  region
  city
  device_type
  os
  browser
  isp
  language
  referer
  is_bot
  is_unique
  outcome
  http_status
  select_reason
  destination
  cost
  is_simulated
  sub_ids
  external_click_id
  site
  ad_campaign
  creative
  source_name
  flow_name
  landing_name
  offer_name
  site_param
  sub_id_params
}`) as unknown as TypedDocumentString<LiveClicksSubscription, LiveClicksSubscriptionVariables>;
export const LiveConversionsDocument = new TypedDocumentString(`
    subscription LiveConversions {
  live_conversions {
    conversions {
      conversion_id
      click_id
      campaign_id
      offer_id
      status
      status_bucket
      partner_status
      origin
      event
      payout
      base_currency
      amount
      currency
      transaction_id
      click_date
      conversion_date
      revision
      is_simulated
      save_traffic
      country
      result
    }
  }
}
    `) as unknown as TypedDocumentString<LiveConversionsSubscription, LiveConversionsSubscriptionVariables>;
export const LivePostbacksDocument = new TypedDocumentString(`
    subscription LivePostbacks {
  live_postbacks {
    entries {
      time
      direction
      channel
      method
      response_code
      click_id
      conversion_id
      url
      error
      attempt
      result
    }
  }
}
    `) as unknown as TypedDocumentString<LivePostbacksSubscription, LivePostbacksSubscriptionVariables>;
export const NotificationAddedDocument = new TypedDocumentString(`
    subscription NotificationAdded {
  notification_added {
    ...NotificationFields
  }
}
    fragment NotificationFields on Notification {
  id
  kind
  title
  body
  data
  read
  read_at
  created_at
}`) as unknown as TypedDocumentString<NotificationAddedSubscription, NotificationAddedSubscriptionVariables>;
export const SimulationProgressDocument = new TypedDocumentString(`
    subscription SimulationProgress {
  simulation_progress {
    run_id
    phase
    clicks_done
    clicks_total
    conversions
  }
}
    `) as unknown as TypedDocumentString<SimulationProgressSubscription, SimulationProgressSubscriptionVariables>;
export const ImportProgressDocument = new TypedDocumentString(`
    subscription ImportProgress {
  import_progress {
    import_id
    state
    percent
    line_done
    clicks
    conversions
    rejected
  }
}
    `) as unknown as TypedDocumentString<ImportProgressSubscription, ImportProgressSubscriptionVariables>;
export const LiveDashboardDocument = new TypedDocumentString(`
    subscription LiveDashboard {
  live_dashboard {
    at
    clicks
    conversions
  }
}
    `) as unknown as TypedDocumentString<LiveDashboardSubscription, LiveDashboardSubscriptionVariables>;