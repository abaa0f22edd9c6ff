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

const orNull = (value: string | undefined): string | null => (value ? value : null);

/** The visitor's columns of a click row (empty values become null). */
export function visitorColumns(visitor: Visitor): Partial<ClickRecord> {
  return {
    ip: orNull(visitor.ip),
    country: orNull(visitor.country),
    region: orNull(visitor.region),
    city: orNull(visitor.city),
    device_type: orNull(visitor.device_type),
    os: orNull(visitor.os),
    browser: orNull(visitor.browser),
    isp: orNull(visitor.isp),
    language: orNull(visitor.language),
    keyword: orNull(visitor.keyword),
    referrer: orNull(visitor.referrer),
    search_engine: orNull(visitor.search_engine),
    is_bot: visitor.is_bot,
    is_unique: visitor.is_unique,
    is_proxy: visitor.is_proxy,
    is_tor: visitor.is_tor,
    is_datacenter: visitor.is_datacenter,
    visitor_id: orNull(visitor.visitor_id),
    user_agent: orNull(visitor.user_agent),
  };
}
