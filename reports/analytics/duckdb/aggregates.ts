import { GROUP_OF } from '../../dimensions';
import type { Period } from '../../../services/time/period';
import type { NormalizedRequest } from '../../request';

/**
 * The copy's day aggregates of clicks (docs/analytics-store.md, "Day aggregates"): per UTC day,
 * workspace, visibility flags and a few dimensions no Postgres cube holds together, the click
 * side's sums (clicks, unique clicks, click cost with the count of costs, the landing metrics).
 * A report whose dimensions and filters fall within one reads its whole UTC days there and only
 * the period's ragged ends (a zone off UTC, "last 24 hours") from the clicks; the conversions are
 * read from their table as before (3% of the rows; their status changes need nothing here).
 * Visitors cannot be summed: they keep reading the clicks. Kept exact by the feed (a noted click's
 * old state subtracted, its current state added, in the transaction that replaces it in `clicks`),
 * compacted per day now and then, and filled by the rebuild day by day.
 *
 * Chosen on the realistic bench data (docs/analytics-store.md): per day at 100M clicks the
 * `device` aggregate has 27× fewer rows than clicks, `sub_id_2` 43×; with flow and landing too the
 * device one collapsed only 8.6×, with sub_id_1 beside sub_id_2 4.2×.
 */
export interface DayAggregate {
  /** Table `click_days_<name>`. */
  readonly name: string;
  /** The click columns it keeps (besides day, workspace_id, is_simulated, save_traffic). */
  readonly columns: readonly string[];
  readonly types: Readonly<Record<string, string>>;
}

export const DAY_AGGREGATES: readonly DayAggregate[] = [
  {
    name: 'device',
    columns: ['campaign_id', 'source_id', 'offer_id', 'country', 'device_type', 'os', 'browser'],
    types: { campaign_id: 'UUID', source_id: 'UUID', offer_id: 'UUID' },
  },
  {
    name: 'sub_id_2',
    columns: ['campaign_id', 'source_id', 'country', 'sub_id_2'],
    types: { campaign_id: 'UUID', source_id: 'UUID' },
  },
];

export const aggregateTable = (aggregate: DayAggregate, suffix = '') => `click_days_${aggregate.name}${suffix}`;

/** The sums an aggregate row keeps, and their types. */
const SUM_COLUMNS: [name: string, type: string][] = [
  ['clicks', 'BIGINT'],
  ['unique_clicks', 'BIGINT'],
  // 64 bits, as the clicks' own cost: a sum over DECIMAL(38,6) (128-bit) took 7× as long as the
  // other sums together (3M clicks: offer × os over the aggregate 1,249 against 177 ms without it).
  ['cost', 'DECIMAL(18,6)'],
  // Costs that were not null: a sum of none is NULL (Postgres prints 0), a sum of zeros is 0.000000.
  ['cost_n', 'BIGINT'],
  ['lp_views', 'BIGINT'],
  ['lp_clicks', 'BIGINT'],
  ['offer_clicks', 'BIGINT'],
];

const keyColumns = (aggregate: DayAggregate): [string, string][] => [
  ['day', 'DATE'],
  ['workspace_id', 'UUID'],
  ['is_simulated', 'BOOLEAN'],
  ['save_traffic', 'BOOLEAN'],
  ...aggregate.columns.map((c): [string, string] => [c, aggregate.types[c] ?? 'VARCHAR']),
];

/** Every column of an aggregate's table, in order. */
export function aggregateColumns(aggregate: DayAggregate): string[] {
  return [...keyColumns(aggregate), ...SUM_COLUMNS].map(([name]) => name);
}

export function createAggregateSql(aggregate: DayAggregate, suffix = ''): string {
  const columns = [...keyColumns(aggregate), ...SUM_COLUMNS].map(([name, type]) => `${name} ${type}`);
  return `create table if not exists ${aggregateTable(aggregate, suffix)} (${columns.join(', ')})`;
}

/** The UTC day of a click (alias t), whatever the connection's zone. */
const UTC_DAY = `cast(timezone('UTC', t.created_at) as date)`;

/**
 * `insert into <aggregate> select …`: the sums of click rows grouped by the aggregate's keys.
 * `rows` is a FROM of click rows (alias t) with an integer `sign` (+1 added, -1 taken away: the
 * feed's deltas) or none (the rebuild); groups that sum to nothing are left out.
 */
export function insertAggregateSql(aggregate: DayAggregate, rows: string, signed: boolean, suffix = ''): string {
  const sign = signed ? 't.sign' : '1';
  const times = (expr: string) => (signed ? `t.sign * ${expr}` : expr);
  const keys = ['day', 'workspace_id', 'is_simulated', 'save_traffic', ...aggregate.columns].map((c) =>
    c === 'day' ? `${UTC_DAY} as day` : `t.${c}`,
  );
  const lpClicked = 't.landing_id is not null and t.lp_clicked_at is not null';
  const sums = [
    `sum(${sign})`,
    `sum(${times('cast(t.is_unique as integer)')})`,
    `sum(${times('t.cost')})`,
    `sum(case when t.cost is not null then ${sign} else 0 end)`,
    `sum(${times('cast(t.landing_id is not null as integer)')})`,
    `sum(${times(`cast(${lpClicked} as integer)`)})`,
    `sum(${times(`cast((t.landing_id is null and t.offer_id is not null) or (${lpClicked}) as integer)`)})`,
  ];
  // A delta whose sums are all zero (a row replaced by an equal one) adds nothing.
  const having = signed ? `having ${sums.map((s) => `coalesce(${s}, 0) <> 0`).join(' or ')}` : '';
  return `insert into ${aggregateTable(aggregate, suffix)} select ${[...keys, ...sums].join(', ')}
            from ${rows} group by ${keys.map((_, i) => i + 1).join(', ')} ${having}`;
}

/**
 * Re-aggregates an aggregate's days from `day` on (the feed appends a delta per batch): its rows
 * become one per group; a group with no clicks left (every click taken away again) goes.
 */
export function compactAggregateSql(aggregate: DayAggregate, day: string): string[] {
  const table = aggregateTable(aggregate);
  const keys = keyColumns(aggregate).map(([name]) => name);
  const sums = SUM_COLUMNS.map(([name]) => `sum(${name})`);
  const from = `day >= date '${day}'`;
  return [
    `create or replace temp table aggregate_compact as select ${[...keys, ...sums].join(', ')} from ${table}
      where ${from} group by ${keys.map((_, i) => i + 1).join(', ')} having sum(clicks) <> 0`,
    `delete from ${table} where ${from}`,
    `insert into ${table} select * from aggregate_compact`,
    'drop table aggregate_compact',
  ];
}

/** The click column a dimension needs (null: a time dimension, which no aggregate holds). */
function neededColumn(name: string, column: string | null): string | null {
  if (column) return column;
  if (name === 'affiliate_network') return 'offer_id';
  return GROUP_OF[name]?.column ?? null;
}

/** The first aggregate holding every dimension and filter of the request, or null (the clicks answer). */
export function aggregateFor(request: NormalizedRequest): DayAggregate | null {
  const needed = [...request.dimensions, ...request.filters.map((f) => f.dimension)].map((d) =>
    neededColumn(d.name, d.column),
  );
  if (needed.includes(null)) return null;
  return DAY_AGGREGATES.find((a) => needed.every((c) => a.columns.includes(c as string))) ?? null;
}

const DAY_MS = 86_400_000;

/**
 * A period split into its whole UTC days (read from an aggregate) and the ragged ends before and
 * after them (read from the clicks); no whole day: null (the clicks answer all of it).
 */
export function splitByUtcDays(period: Period): { days: { from: string; to: string }; edges: Period[] } | null {
  if (period.kind !== 'instants') return null;
  const from = period.from.getTime();
  const to = period.to.getTime();
  const first = Math.ceil(from / DAY_MS) * DAY_MS;
  const end = Math.floor(to / DAY_MS) * DAY_MS;
  if (first >= end) return null;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const edges: Period[] = [];
  if (from < first) edges.push({ kind: 'instants', from: period.from, to: new Date(first) });
  if (end < to) edges.push({ kind: 'instants', from: new Date(end), to: period.to });
  return { days: { from: day(first), to: day(end) }, edges };
}

/** An aggregate's rows as the click side reads them: the same sums as duckdb/sql.ts's SUM_OF.clicks, summed again. */
export const AGGREGATE_SUMS: Record<string, string> = {
  clicks: 'sum(t.clicks)',
  unique_clicks: 'sum(t.unique_clicks)',
  click_cost: 'case when sum(t.cost_n) > 0 then sum(t.cost) end',
  lp_views: 'sum(t.lp_views)',
  lp_clicks: 'sum(t.lp_clicks)',
  offer_clicks: 'sum(t.offer_clicks)',
};
