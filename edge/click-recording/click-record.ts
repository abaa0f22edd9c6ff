import type { Visitor } from '../visitor';

export const OUTCOMES = [
  'redirect',
  'landing',
  'do_nothing',
  'no_match',
  'campaign_off',
  'show_404',
  'show_text',
  'show_html',
  'send_to_campaign',
  'script_send',
] as const;
export type Outcome = (typeof OUTCOMES)[number];

export const SELECT_REASONS = [
  'forced_match',
  'regular_by_weight',
  'regular_by_position',
  'default_fallback',
  'do_nothing_match',
  'binding_replay',
  'rotation_disabled',
  'no_match',
] as const;
export type SelectReason = (typeof SELECT_REASONS)[number];

type SubIdNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21 | 22 | 23 | 24 | 25 | 26 | 27 | 28 | 29 | 30;
export type SubIds = { [K in `sub_id_${SubIdNumber}`]?: string | null };
export const SUB_ID_COLUMNS = Array.from({ length: 30 }, (_, i) => `sub_id_${i + 1}` as keyof SubIds);

/**
 * One row of the `clicks` fact table, keyed exactly by its column names (it travels as JSON through
 * the Redis stream and is inserted with jsonb_populate_recordset). Absent text values are null.
 */
export interface ClickRecord extends SubIds {
  click_id: string;
  /** ISO timestamp; fixed when the click is created (it is part of the primary key). */
  created_at: string;
  workspace_id: string;
  campaign_id: string;
  flow_id?: string | null;
  landing_id?: string | null;
  offer_id?: string | null;
  source_id?: string | null;
  ip?: string | null;
  country?: string | null;
  region?: string | null;
  city?: string | null;
  device_type?: string | null;
  os?: string | null;
  browser?: string | null;
  isp?: string | null;
  language?: string | null;
  keyword?: string | null;
  referrer?: string | null;
  search_engine?: string | null;
  ad_campaign?: string | null;
  adset?: string | null;
  creative?: string | null;
  site?: string | null;
  external_click_id?: string | null;
  is_bot?: boolean;
  is_unique?: boolean;
  /** Unique for the click's flow within the campaign's uniqueness period. */
  is_unique_flow?: boolean;
  is_proxy?: boolean;
  is_tor?: boolean;
  is_datacenter?: boolean;
  visitor_id?: string | null;
  outcome: Outcome;
  http_status: number;
  select_reason?: SelectReason | null;
  destination?: string | null;
  /** Decimal string or number in the workspace's base currency. */
  cost?: string | number;
  is_simulated?: boolean;
  /** False for clicks of a flow with save_traffic = false: kept for conversions, hidden from logs and reports. */
  save_traffic?: boolean;
  user_agent?: string | null;
}

/** One row of `click_traces`: the click's trace list fields and its steps. */
export interface TraceRecord {
  click_id: string;
  created_at: string;
  workspace_id: string;
  campaign_id: string;
  ip?: string | null;
  country?: string | null;
  device_type?: string | null;
  is_bot?: boolean;
  outcome: Outcome;
  http_status: number;
  select_reason?: SelectReason | null;
  destination?: string | null;
  duration_ms?: number | null;
  steps: TraceStep[];
}

export interface TraceStep {
  /** input, binding, flow_select, filter, final, … */
  name: string;
  /** applied, miss, redirect, … */
  result: string;
  details: Record<string, unknown>;
}

/**
 * Copies the visitor's columns into a click row. Empty values are left out: a row travels as JSON
 * (Redis stream, then json_populate_recordset), where an absent key is a null column, and most
 * rows have many empty columns.
 */
export function assignVisitorColumns(row: ClickRecord, visitor: Visitor): void {
  if (visitor.ip) row.ip = visitor.ip;
  if (visitor.country) row.country = visitor.country;
  if (visitor.region) row.region = visitor.region;
  if (visitor.city) row.city = visitor.city;
  if (visitor.device_type) row.device_type = visitor.device_type;
  if (visitor.os) row.os = visitor.os;
  if (visitor.browser) row.browser = visitor.browser;
  if (visitor.isp) row.isp = visitor.isp;
  if (visitor.language) row.language = visitor.language;
  if (visitor.keyword) row.keyword = visitor.keyword;
  if (visitor.referrer) row.referrer = visitor.referrer;
  if (visitor.search_engine) row.search_engine = visitor.search_engine;
  if (visitor.visitor_id) row.visitor_id = visitor.visitor_id;
  if (visitor.user_agent) row.user_agent = visitor.user_agent;
  row.is_bot = visitor.is_bot;
  row.is_unique = visitor.is_unique;
  row.is_proxy = visitor.is_proxy;
  row.is_tor = visitor.is_tor;
  row.is_datacenter = visitor.is_datacenter;
}
