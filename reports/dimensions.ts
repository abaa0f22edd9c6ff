import { DIMENSION_FIELDS, type ClickField } from '../entities/click-fields';

/**
 * The report dimensions: every click column the catalogue marks as a dimension (entities/click-fields.ts),
 * the affiliate network (through the click's offer), and the time dimensions in the workspace's
 * time zone. Each knows how to read itself from the fact tables and, when it is a rollup key, from
 * the daily rollups (docs/reports.md, "Storage").
 */

export type DimensionGroup = 'structure' | 'geo_device' | 'traffic' | 'source_tokens' | 'time' | 'sub_id';
export type DimensionType = 'uuid' | 'text' | 'integer' | 'date';

/** The entity table a structural dimension names (rows show its name). */
export type EntityTable =
  | 'campaigns'
  | 'flows'
  | 'landings'
  | 'offers'
  | 'traffic_sources'
  | 'affiliate_networks'
  | 'entity_groups';

export interface Dimension {
  readonly name: string;
  readonly group: DimensionGroup;
  readonly label: string;
  readonly type: DimensionType;
  /** The column on clicks and conversions (null for derived dimensions: network and time). */
  readonly column: string | null;
  /** The rollup column it needs (time dimensions of whole days: '' = any cube; `hour`: an hourly cube; null: no rollup has it). */
  readonly rollupColumn: string | null;
  readonly entity: EntityTable | null;
}

/**
 * The rollup cubes and their keys besides the time (docs/reports.md, Storage): daily cubes
 * (migrations 20261125200000, 20261126110000 and 20261207300000: report_click_days_<cube>, report_conversion_days_<cube>)
 * and the hourly one (report_click_hours_campaign, report_conversion_hours_campaign), whose local
 * hour is the pseudo-key `hour`. A report reads the first cube, in this order, that has every key it needs.
 */
export const CUBES = {
  campaign_day: new Set(['campaign_id', 'source_id']),
  geo: new Set(['campaign_id', 'source_id', 'country', 'device_type']),
  path: new Set(['campaign_id', 'flow_id', 'landing_id', 'offer_id', 'source_id']),
  placement: new Set(['campaign_id', 'source_id', 'country', 'sub_id_1']),
  campaign: new Set(['campaign_id', 'hour']),
} as const;
export type Cube = keyof typeof CUBES;
/** The time grain of each cube: the name of its time column (`day` or `hour`, and `click_`/`conversion_` + it). */
export const CUBE_GRAIN: Record<Cube, 'day' | 'hour'> = {
  campaign_day: 'day',
  geo: 'day',
  path: 'day',
  placement: 'day',
  campaign: 'hour',
};
const CUBE_COLUMNS = new Set(Object.values(CUBES).flatMap((keys) => [...keys]));

const ENTITY_OF: Record<string, EntityTable> = {
  campaign: 'campaigns',
  flow: 'flows',
  landing: 'landings',
  offer: 'offers',
  source: 'traffic_sources',
};

function fromField(field: ClickField): Dimension {
  return {
    name: field.dimension!,
    group:
      field.group === 'structure' ||
      field.group === 'geo_device' ||
      field.group === 'traffic' ||
      field.group === 'source_tokens' ||
      field.group === 'sub_id'
        ? field.group
        : 'traffic',
    label: field.label,
    type: field.sqlType === 'uuid' ? 'uuid' : 'text',
    column: field.name,
    rollupColumn: CUBE_COLUMNS.has(field.name) ? field.name : null,
    entity: ENTITY_OF[field.dimension!] ?? null,
  };
}

const CLICK_DIMENSIONS = DIMENSION_FIELDS.map(fromField);
const STRUCTURE = CLICK_DIMENSIONS.filter((d) => d.group === 'structure');
const REST = CLICK_DIMENSIONS.filter((d) => d.group !== 'structure');

const NETWORK: Dimension = {
  name: 'affiliate_network',
  group: 'structure',
  label: 'Affiliate network',
  type: 'uuid',
  column: null,
  rollupColumn: 'offer_id',
  entity: 'affiliate_networks',
};

/**
 * The groups of campaigns, offers, landings and sources (docs/operations-api.md): each read through
 * its entity's current group, so a report shows today's grouping of past traffic. They need the
 * entity's id, so a rollup that has it serves them.
 */
export const GROUP_OF: Record<string, { table: string; column: string }> = {
  campaign_group: { table: 'campaigns', column: 'campaign_id' },
  offer_group: { table: 'offers', column: 'offer_id' },
  landing_group: { table: 'landings', column: 'landing_id' },
  source_group: { table: 'traffic_sources', column: 'source_id' },
};

const GROUPS: Dimension[] = Object.entries(GROUP_OF).map(([name, via]) => ({
  name,
  group: 'structure',
  label: `${via.table === 'traffic_sources' ? 'Source' : via.table[0].toUpperCase() + via.table.slice(1, -1)} group`,
  type: 'uuid',
  column: null,
  rollupColumn: via.column,
  entity: 'entity_groups',
}));

const TIME: Dimension[] = [
  { name: 'date', group: 'time', label: 'Date', type: 'date', column: null, rollupColumn: '', entity: null },
  { name: 'hour', group: 'time', label: 'Hour', type: 'integer', column: null, rollupColumn: 'hour', entity: null },
  {
    name: 'day_of_week',
    group: 'time',
    label: 'Day of week',
    type: 'integer',
    column: null,
    rollupColumn: '',
    entity: null,
  },
  { name: 'month', group: 'time', label: 'Month', type: 'text', column: null, rollupColumn: '', entity: null },
];

/** All dimensions in display order: structure, geo and device, traffic, source tokens, time, sub ids. */
export const DIMENSIONS: readonly Dimension[] = [
  ...STRUCTURE,
  NETWORK,
  ...GROUPS,
  ...REST.filter((d) => d.group !== 'sub_id'),
  ...TIME,
  ...REST.filter((d) => d.group === 'sub_id'),
];

const BY_NAME = new Map(DIMENSIONS.map((d) => [d.name, d]));

export function dimension(name: string): Dimension | undefined {
  return BY_NAME.get(name);
}

/** Spec "Limits": dimensions in one report. */
export const MAX_DIMENSIONS = 16;

/** Where a dimension is read from: a fact table (clicks or conversions, alias t) or a rollup (alias t). */
export interface DimensionSource {
  kind: 'raw' | 'rollup';
  /** The time column (raw) or day column (rollup) that places a row in time. */
  time: string;
  /** SQL of the workspace time zone (a bound parameter, bound on first use). */
  tz: () => string;
}

/**
 * The SQL expression of a dimension on a source (alias `t`; the offer's network through alias
 * `o`). Dates are 'YYYY-MM-DD' text, hours 0–23, days of week 1 (Monday) – 7, months 'YYYY-MM'.
 */
export function dimensionSql(d: Dimension, source: DimensionSource): string {
  if (d.column) return `t.${d.column}`;
  if (d.name === 'affiliate_network') return 'o.affiliate_network_id';
  const via = GROUP_OF[d.name];
  if (via) return `(select g.group_id from ${via.table} g where g.id = t.${via.column})`;
  const local = source.kind === 'raw' ? `(t.${source.time} at time zone ${source.tz()})` : `t.${source.time}`;
  switch (d.name) {
    case 'date':
      return `to_char(${local}, 'YYYY-MM-DD')`;
    case 'hour':
      return `extract(hour from ${local})::int`;
    case 'day_of_week':
      return `extract(isodow from ${local})::int`;
    case 'month':
      return `to_char(${local}, 'YYYY-MM')`;
  }
  throw new Error(`no SQL for dimension ${d.name}`);
}

/**
 * The expression a report groups a dimension by: a date groups as a date (cheaper to hash than
 * its text, and a daily rollup's day is already one) and is shown through `displaySql`; every
 * other dimension groups by its shown value.
 */
export function groupSql(d: Dimension, source: DimensionSource): string {
  if (d.name !== 'date') return dimensionSql(d, source);
  return source.kind === 'raw' ? `(t.${source.time} at time zone ${source.tz()})::date` : `t.${source.time}::date`;
}

/** The shown value of a grouped dimension (see groupSql): dates as 'YYYY-MM-DD'. */
export function displaySql(d: Dimension, grouped: string): string {
  return d.name === 'date' ? `to_char(${grouped}::timestamp, 'YYYY-MM-DD')` : grouped;
}
