import {
  CLICK_FIELDS,
  SUB_ID_COLUMNS as CATALOGUE_SUB_IDS,
  type SubIds,
  VISITOR_FLAG_COLUMNS,
} from '../../entities/click-fields';
import type { Outcome, SelectReason } from '../../entities/click-outcome';
import type { Visitor } from '../visitor';

export { OUTCOMES, SELECT_REASONS, type Outcome, type SelectReason } from '../../entities/click-outcome';

/** The visitor's valued (not flag) columns, from the click-field catalogue: ip, geo, device, traffic, ids. */
const VISITOR_VALUE_COLUMNS: readonly string[] = CLICK_FIELDS.filter(
  (f) => f.fromVisitor && f.sqlType !== 'boolean',
).map((f) => f.name);

/** sub_id_1 … sub_id_N, from the click-field catalogue. */
export const SUB_ID_COLUMNS = CATALOGUE_SUB_IDS as readonly (keyof SubIds)[];

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
  /** The click's flags: the traffic log hides what the click log hides. */
  is_simulated?: boolean;
  save_traffic?: boolean;
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
export const assignVisitorColumns = new Function(
  'row',
  'visitor',
  // Written out once from the catalogue: per click, plain property stores are several times faster
  // than a loop of keyed ones (about 4 times in a micro-benchmark). The names are catalogue identifiers.
  [
    ...VISITOR_VALUE_COLUMNS.map((column) => `if (visitor.${column}) row.${column} = visitor.${column};`),
    ...VISITOR_FLAG_COLUMNS.map((column) => `row.${column} = visitor.${column};`),
  ].join('\n'),
) as (row: ClickRecord, visitor: Visitor) => void;
