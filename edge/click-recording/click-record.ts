import {
  CLICK_FIELDS,
  SUB_ID_COLUMNS as CATALOGUE_SUB_IDS,
  type SubIds,
  VISITOR_FLAG_COLUMNS,
} from '../../entities/click-fields';
import type { Outcome, SelectReason } from '../../entities/click-outcome';
import type { Visitor } from '../visitor';
import type { ClickRecord } from '../../entities/click-record';

export { OUTCOMES, SELECT_REASONS, type Outcome, type SelectReason } from '../../entities/click-outcome';
// The row's type lives with the entities: the conversion side reads it too.
export type { ClickRecord } from '../../entities/click-record';

/** The visitor's valued (not flag) columns, from the click-field catalogue: ip, geo, device, traffic, ids. */
const VISITOR_VALUE_COLUMNS: readonly string[] = CLICK_FIELDS.filter(
  (f) => f.fromVisitor && f.sqlType !== 'boolean',
).map((f) => f.name);

/** sub_id_1 … sub_id_N, from the click-field catalogue. */
export const SUB_ID_COLUMNS = CATALOGUE_SUB_IDS as readonly (keyof SubIds)[];

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
