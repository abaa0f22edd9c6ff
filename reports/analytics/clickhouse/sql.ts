import { MONEY_SUMS, SUMS, type SumName } from '../../../entities/report-metrics';
import { GROUP_OF, type Dimension } from '../../dimensions';
import type { Period } from '../../../services/time/period';
import type { DimensionFilter, NormalizedRequest } from '../../request';
import { type Params, readsConversions, sumsRead } from '../../table-sql';
import { microsColumn } from './columns';
import { quote } from './http';
import type { CopySide, OfferNetworks } from '../copy-side';

/**
 * The grouped sums of a report in ClickHouse's SQL (docs/reports.md, "ClickHouse"): the same rows
 * as duckdb/sql.ts (d0…dn and every sum as text, `visitors` when asked), written in what the 18.16
 * release runs — no WITH, no JOIN (the offers' networks are a `transform`), no ILIKE
 * (positionCaseInsensitiveUTF8), RE2 regexps (`match`) — which current releases run too. 18.16's
 * HTTP interface binds no parameters, so values are literals, quoted here (`quote`) or checked to
 * be what they claim (UUIDs, integers); identifiers come only from the dimension list.
 */

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

export function uuidLiteral(value: unknown): string {
  if (typeof value !== 'string' || !UUID.test(value)) throw new Error('a UUID value is not a UUID');
  return `toUUID('${value}')`;
}

/**
 * An id column mapped to what Postgres holds for it (an offer's network, an entity's group) without
 * a JOIN; an id mapped to nothing (or no id) is NULL, as Postgres's left join.
 */
function lookupSql(column: string, keys: string[], values: (string | null)[]): string {
  const pairs = keys.flatMap((key, i) => (values[i] ? [[key, values[i]] as const] : []));
  // NULL for every row, but not a constant: through a cluster's Distributed tables (18.16) a constant
  // column of a `union all` is refused ("non constant in source stream but must be constant in result").
  const id = `ifNull(toString(t.${column}), '')`;
  if (!pairs.length) return `nullIf(${id}, ${id})`;
  const list = (items: string[]) => `[${items.map((v) => quote(v)).join(', ')}]`;
  return `nullIf(transform(${id}, ${list(pairs.map((p) => p[0]))},
                            ${list(pairs.map((p) => p[1]))}, ''), '')`;
}

/** A dimension's value on a side (alias t). */
function dimensionSql(d: Dimension, time: string, tz: string, networks: OfferNetworks | null): string {
  if (d.column) return `t.${d.column}`;
  if (d.name === 'affiliate_network') return lookupSql('offer_id', networks?.offers ?? [], networks?.networks ?? []);
  const group = GROUP_OF[d.name];
  if (group) {
    const lookup = networks?.groups?.[d.name];
    return lookupSql(group.column, lookup?.ids ?? [], lookup?.groups ?? []);
  }
  switch (d.name) {
    case 'date':
      return `formatDateTime(t.${time}, '%Y-%m-%d', ${tz})`;
    case 'hour':
      return `toHour(t.${time}, ${tz})`;
    case 'day_of_week':
      return `toDayOfWeek(t.${time}, ${tz})`;
    case 'month':
      return `formatDateTime(t.${time}, '%Y-%m', ${tz})`;
  }
  throw new Error(`no ClickHouse SQL for dimension ${d.name}`);
}

/** A literal of a filter value of the dimension's type (the network is read as text: see dimensionSql). */
function valueLiteral(d: Dimension, value: unknown): string {
  if (d.type === 'uuid' && d.column) return uuidLiteral(value);
  if (d.type === 'integer') {
    const n = Number(value);
    if (!Number.isInteger(n)) throw new Error('an integer value is not an integer');
    return String(n);
  }
  return quote(String(value));
}

/**
 * A pattern as ClickHouse's `match` runs it: 18.16 looks for the literal a pattern requires before
 * running RE2, case-sensitively even after a `(?i)` flag (`match('Beta', '(?i)beta')` is 0 there);
 * inside a group it looks for none, so a pattern with flags is wrapped in `(?:…)`, which means the same.
 */
export function re2Pattern(pattern: string): string {
  return pattern.includes('(?') ? `(?:${pattern})` : pattern;
}

/** One dimension filter, with the operators' meaning of `filterSql` (Postgres). */
function filterSql(filter: DimensionFilter, expr: string): string {
  const d = filter.dimension;
  const text = d.type === 'text' || d.type === 'date' ? expr : `toString(${expr})`;
  const value = filter.value;
  // 18.16 reads a set of UUIDs as text (toUUID there is refused as UInt128); each value checked first.
  const member = (v: unknown) =>
    d.type === 'uuid' && d.column ? quote(uuidLiteral(v) && String(v)) : valueLiteral(d, v);
  const list = () => (value as unknown[]).map(member).join(', ');
  const needle = () => quote(String(value));
  switch (filter.operator) {
    case '=':
      return value === null ? `isNull(${expr})` : `${expr} = ${valueLiteral(d, value)}`;
    case 'in':
      return (value as unknown[]).length ? `ifNull(${expr} in (${list()}), 0)` : '0';
    case 'not_in':
      return (value as unknown[]).length ? `(isNull(${expr}) or ${expr} not in (${list()}))` : '1';
    case 'contains':
      return `ifNull(positionCaseInsensitiveUTF8(${text}, ${needle()}) > 0, 0)`;
    case 'not_contains':
      return `(isNull(${expr}) or positionCaseInsensitiveUTF8(${text}, ${needle()}) = 0)`;
    case 'starts_with':
      return `ifNull(positionCaseInsensitiveUTF8(${text}, ${needle()}) = 1, 0)`;
    case 'ends_with':
      // The text reversed starts with the value reversed (18.16 has no endsWith).
      return `ifNull(positionCaseInsensitiveUTF8(reverseUTF8(${text}), reverseUTF8(${needle()})) = 1, 0)`;
    case 'regexp':
      return `ifNull(match(${text}, ${quote(re2Pattern(String(value)))}), 0)`;
  }
}

/**
 * The period as instants (a period of local days comes resolved, as for DuckDB): whole seconds on
 * the DateTime (the sort key: whole parts skipped), exact on the microseconds.
 */
export function periodSql(time: string, period: Period): string {
  if (period.kind !== 'instants') throw new Error('the analytics copy reads a period as instants (instantsOf)');
  const from = period.from.getTime();
  const to = period.to.getTime();
  const us = microsColumn(time);
  return `t.${time} >= toDateTime(${Math.floor(from / 1000)}) and t.${time} <= toDateTime(${Math.floor(to / 1000)})
          and t.${us} >= ${from * 1000} and t.${us} < ${to * 1000}`;
}

const count = (expr: string) => `toInt64(${expr})`;
const money = (expr: string) => `toDecimal128(${expr}, 6)`;
const SIDE_VALUES: Record<'clicks' | 'conversions', Record<string, string>> = {
  clicks: {
    clicks: count('1'),
    unique_clicks: count('t.is_unique'),
    click_cost: money('t.cost'),
    // Landing metrics (docs/reports.md): shown a landing, went through it, reached an offer.
    lp_views: count('isNotNull(t.landing_id)'),
    lp_clicks: count('isNotNull(t.landing_id) and t.lp_clicked'),
    offer_clicks: count(
      '(isNull(t.landing_id) and isNotNull(t.offer_id)) or (isNotNull(t.landing_id) and t.lp_clicked)',
    ),
  },
  conversions: {
    conversions: count(`t.status_bucket != 'trash'`),
    leads: count(`t.status_bucket = 'leads'`),
    sales: count(`t.status_bucket = 'sales'`),
    rejected: count(`t.status_bucket = 'rejected'`),
    trash: count(`t.status_bucket = 'trash'`),
    // A missing payout counts 0 (assumeNotNull: NULL reads as the type's default); trash earns nothing.
    revenue: `${money('assumeNotNull(t.payout)')} * (t.status_bucket != 'trash')`,
    conversion_cost: money('t.cost'),
    conversion_records: count('1'),
    revenue_confirmed: `${money('assumeNotNull(t.payout)')} * (t.status_bucket = 'sales')`,
    revenue_hold: `${money('assumeNotNull(t.payout)')} * (t.status_bucket = 'leads')`,
    revenue_rejected: `${money('assumeNotNull(t.payout)')} * (t.status_bucket = 'rejected')`,
  },
};

/**
 * The rows that give each money sum a value, as Postgres's side values do (the other rows give it
 * NULL there): a sum none of them reached is Postgres's `coalesce(sum(…), 0)`, the bare text 0.
 */
const VALUED_BY: Record<string, { table: 'clicks' | 'conversions'; expr: string }> = {
  click_cost: { table: 'clicks', expr: count('1') },
  revenue: { table: 'conversions', expr: count(`t.status_bucket != 'trash' and isNotNull(t.payout)`) },
  conversion_cost: { table: 'conversions', expr: count('1') },
  revenue_confirmed: { table: 'conversions', expr: count(`t.status_bucket = 'sales' and isNotNull(t.payout)`) },
  revenue_hold: { table: 'conversions', expr: count(`t.status_bucket = 'leads' and isNotNull(t.payout)`) },
  revenue_rejected: { table: 'conversions', expr: count(`t.status_bucket = 'rejected' and isNotNull(t.payout)`) },
};

/**
 * A money sum (Decimal128(6)) as Postgres prints the sum of numeric(·, 6) values: six decimals, or
 * 0 when no row gave it a value — an export copies this text into its file. Written out in
 * integers because 21.9 and later print a Decimal without its trailing zeros (18.16 with them).
 */
function moneyText(name: string): string {
  const sum = `sum(m_${name})`;
  const units = `toInt64(${sum})`;
  const micros = `abs(toInt64((${sum} - toDecimal128(${units}, 6)) * 1000000))`;
  return `if(sum(v_${name}) = 0, '0',
             concat(if(${sum} < 0, '-', ''), toString(abs(${units})), '.', substring(toString(1000000 + ${micros}), 2, 6)))`;
}
const zero = (sum: string) => (MONEY_SUMS.has(sum as never) ? money('0') : count('0'));

/** A side's rows (alias t, newest states): the dimensions' expressions, FROM and WHERE, and the time zone literal. */
export interface ChSideParts {
  keys: string[];
  from: string;
  where: string;
  tz: string;
}

/**
 * The rows of a side a report reads (workspace, period, visibility, filters) and its dimensions;
 * the conversions on the request's date basis. Also the cohort's and the funnel's (view-sql.ts).
 */
export function chSideParts(
  table: 'clicks' | 'conversions',
  request: NormalizedRequest,
  options: CopySide,
  networks: OfferNetworks | null,
): ChSideParts {
  const time = table === 'clicks' ? 'created_at' : request.basis === 'click' ? 'click_created_at' : 'created_at';
  const tz = quote(options.timeZone);
  const where = [
    't.deleted = 0',
    `t.workspace_id = ${uuidLiteral(options.workspaceId)}`,
    periodSql(time, options.period),
    't.save_traffic = 1',
  ];
  if (!options.includeSimulated) where.push('t.is_simulated = 0');
  for (const filter of request.filters)
    where.push(filterSql(filter, dimensionSql(filter.dimension, time, tz, networks)));
  // FINAL: each row's newest state (a tombstone is filtered out after it won); 18.16 moves no WHERE before it.
  return {
    keys: request.dimensions.map((d) => dimensionSql(d, time, tz, networks)),
    from: `${table} as t final`,
    where: where.join(' and '),
    tz,
  };
}

function side(
  table: 'clicks' | 'conversions',
  request: NormalizedRequest,
  options: CopySide,
  networks: OfferNetworks | null,
  read: ReadonlySet<SumName>,
): string {
  const parts = chSideParts(table, request, options, networks);
  const keys = parts.keys.map((key, i) => `${key} as k${i}`);
  const values = SIDE_VALUES[table];
  // Only the sums the report reads (`sumsRead`, as in Postgres and DuckDB); the others a typed zero.
  const measures = SUMS.map((s) => `${(read.has(s) && values[s]) || zero(s)} as m_${s}`);
  const valued = Object.entries(VALUED_BY).map(([s, by]) => `${by.table === table ? by.expr : count('0')} as v_${s}`);
  const visitor = table === 'clicks' ? ['t.visitor_hi as vh', 't.visitor_lo as vl'] : [];
  if (table === 'conversions')
    visitor.push('cast(null as Nullable(Int64)) as vh', 'cast(null as Nullable(Int64)) as vl');
  return `select ${[...keys, ...measures, ...valued, ...(options.visitors ? visitor : [])].join(', ')}
            from ${parts.from} where ${parts.where}`;
}

/** The grouped sums of one period (d0…dn, SUMS, visitors when asked), every column as text. */
export function clickhouseGroupedSql(
  request: NormalizedRequest,
  options: CopySide,
  networks: OfferNetworks | null,
  _params: Params,
): string {
  // A report of click sums alone reads no conversions (its groups are the groups with clicks, as in Postgres).
  const tables = readsConversions(request) ? (['clicks', 'conversions'] as const) : (['clicks'] as const);
  const read = sumsRead(request);
  const sides = tables.map((table) => side(table, request, options, networks, read));
  const keys = request.dimensions.map((_, i) => `k${i}`);
  const sumText = (s: SumName) => (MONEY_SUMS.has(s) ? moneyText(s) : `toString(sum(m_${s}))`);
  const columns = [
    ...keys.map((k, i) => `toString(${k}) as d${i}`),
    ...SUMS.map((s) => `${read.has(s) ? sumText(s) : `'0'`} as ${s}`),
    // Exact distinct visitors of the group: the conversions' NULLs are skipped.
    ...(options.visitors ? ['toString(ifNull(uniqExact(vh, vl), 0)) as visitors'] : []),
  ];
  // The period's distinct visitors beside every group (a scalar subquery, counted once).
  if (options.visitors) {
    const allClicks = side('clicks', { ...request, dimensions: [] }, options, networks, read);
    columns.push(
      keys.length
        ? `(select toString(uniqExact(vh, vl)) from (${allClicks})) as visitors_total`
        : 'visitors as visitors_total',
    );
  }
  const grouping = keys.length
    ? `group by ${keys.join(', ')} having sum(m_clicks) > 0 or sum(m_conversion_records) > 0`
    : '';
  return `select ${columns.join(', ')} from (${sides.join(' union all ')}) ${grouping}`;
}
