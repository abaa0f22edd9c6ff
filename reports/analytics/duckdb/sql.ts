import { CLICK_SIDE_SUMS, MONEY_SUMS, SUMS, type SumName } from '../../../entities/report-metrics';
import { GROUP_OF, type Dimension } from '../../dimensions';
import type { CopySide, OfferNetworks } from '../copy-side';
import type { Period } from '../../../services/time/period';
import type { DimensionFilter, NormalizedRequest } from '../../request';
import { amongFirstByClicksSql, Params, readsConversions, sumsRead } from '../../table-sql';
import { AGGREGATE_SUMS, aggregateFor, aggregateTable, splitByUtcDays, type DayAggregate } from './aggregates';

/**
 * The grouped sums of a report in DuckDB's SQL (the analytics copy: docs/reports.md, "Analytics
 * store"): the same rows as `groupedSql` over the fact tables (reports/table-sql.ts) — columns
 * d0…dn as text (dates `YYYY-MM-DD`), every sum as text, `visitors` when asked — which the report
 * engine then finishes in Postgres (metrics, sort, page, totals, names). Values are bound
 * parameters; identifiers come only from the dimension list.
 */

/** The join alias of a group dimension's entities (see sideParts). */
const groupAlias = (name: string) => `g_${name}`;

const LIST_TYPE: Record<Dimension['type'], string> = {
  uuid: 'UUID',
  text: 'VARCHAR',
  integer: 'INTEGER',
  date: 'VARCHAR',
};

function localTime(time: string, tz: () => string): string {
  return `timezone(${tz()}, t.${time})`;
}

/** A dimension's value on a side (alias t; the offer's network through alias o). */
function dimensionSql(d: Dimension, time: string, tz: () => string): string {
  if (d.column) return `t.${d.column}`;
  if (d.name === 'affiliate_network') return 'o.affiliate_network_id';
  if (GROUP_OF[d.name]) return `${groupAlias(d.name)}.group_id`;
  const local = localTime(time, tz);
  switch (d.name) {
    case 'date':
      return `strftime(${local}, '%Y-%m-%d')`;
    case 'hour':
      return `hour(${local})`;
    case 'day_of_week':
      return `isodow(${local})`;
    case 'month':
      return `strftime(${local}, '%Y-%m')`;
  }
  throw new Error(`no DuckDB SQL for dimension ${d.name}`);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One dimension filter, with the operators' meaning of `filterSql` (Postgres); regexps are RE2 here. */
function filterSql(filter: DimensionFilter, time: string, tz: () => string, params: Params): string {
  const expr = dimensionSql(filter.dimension, time, tz);
  const type = LIST_TYPE[filter.dimension.type];
  const text = `cast(${expr} as varchar)`;
  const value = filter.value;
  const list = () => `from_json(${params.add(JSON.stringify(value))}, '["${type}"]')`;
  const like = (pattern: string) => `${text} ilike ${params.add(pattern)} escape '\\'`;
  switch (filter.operator) {
    case '=':
      return value === null ? `${expr} is null` : `${expr} = cast(${params.add(String(value))} as ${type})`;
    case 'in':
      return `coalesce(list_contains(${list()}, ${expr}), false)`;
    case 'not_in':
      return `(${expr} is null or not list_contains(${list()}, ${expr}))`;
    case 'contains':
      return like(`%${escapeLike(String(value))}%`);
    case 'not_contains':
      return `(${expr} is null or not ${like(`%${escapeLike(String(value))}%`)})`;
    case 'starts_with':
      return like(`${escapeLike(String(value))}%`);
    case 'ends_with':
      return like(`%${escapeLike(String(value))}`);
    case 'regexp':
      return `regexp_matches(${text}, ${params.add(String(value))})`;
  }
}

/**
 * The period as instants: a period of local days comes already resolved (`instantsOf`), so the
 * bounds are constants DuckDB compares against its zone maps, never a time-zone conversion per row.
 */
export function periodSql(time: string, period: Period, params: Params): string {
  if (period.kind !== 'instants') throw new Error('the analytics copy reads a period as instants (instantsOf)');
  const at = (value: Date) => `cast(${params.add(value.toISOString())} as timestamptz)`;
  return `t.${time} >= ${at(period.from)} and t.${time} < ${at(period.to)}`;
}

/**
 * Each sum of a side (alias t) as an aggregate expression. Counts are count(*) and count_if, 64-bit:
 * sum(1) adds 128-bit integers (10M clicks, the raw export's grouping: ~35 ms of its ~850).
 */
const SUM_OF: Record<'clicks' | 'conversions', Record<string, string>> = {
  clicks: {
    clicks: 'count(*)',
    unique_clicks: 'count_if(t.is_unique)',
    click_cost: 'sum(t.cost)',
    // Landing metrics (docs/reports.md): shown a landing, went through it, reached an offer.
    lp_views: 'count_if(t.landing_id is not null)',
    lp_clicks: 'count_if(t.landing_id is not null and t.lp_clicked_at is not null)',
    offer_clicks:
      'count_if((t.landing_id is null and t.offer_id is not null) or (t.landing_id is not null and t.lp_clicked_at is not null))',
  },
  conversions: {
    conversions: `count_if(t.status_bucket <> 'trash')`,
    leads: `count_if(t.status_bucket = 'leads')`,
    sales: `count_if(t.status_bucket = 'sales')`,
    rejected: `count_if(t.status_bucket = 'rejected')`,
    trash: `count_if(t.status_bucket = 'trash')`,
    revenue: `sum(case when t.status_bucket <> 'trash' then t.payout end)`,
    conversion_cost: 'sum(t.cost)',
    conversion_records: 'count(*)',
    revenue_confirmed: `sum(case when t.status_bucket = 'sales' then t.payout end)`,
    revenue_hold: `sum(case when t.status_bucket = 'leads' then t.payout end)`,
    revenue_rejected: `sum(case when t.status_bucket = 'rejected' then t.payout end)`,
  },
};
const typedNull = (sum: string) => `cast(null as ${MONEY_SUMS.has(sum as never) ? 'DECIMAL(20,6)' : 'INTEGER'})`;

/** A side's rows (alias t): the dimensions' expressions, FROM, WHERE, and the time zone's parameter. */
export interface SideParts {
  dims: string[];
  from: string;
  where: string;
  tz: () => string;
}

/**
 * The rows of a side a report reads (workspace, period, visibility, filters) and its dimensions;
 * the conversions on the request's date basis. Also the cohort's and the funnel's (view-sql.ts).
 */
export function sideParts(
  side: 'clicks' | 'conversions',
  request: NormalizedRequest,
  options: CopySide,
  networks: OfferNetworks | null,
  params: Params,
  aggregate?: { table: string; days: { from: string; to: string } },
): SideParts {
  const time = side === 'clicks' ? 'created_at' : request.basis === 'click' ? 'click_created_at' : 'created_at';
  // Bound only when a time dimension reads it (DuckDB, like Postgres, wants every parameter used).
  const tz = params.lazy(options.timeZone, '');
  const where = [`t.workspace_id = cast(${params.add(options.workspaceId)} as uuid)`];
  // A day aggregate's whole UTC days (aggregates.ts), or the period's instants on the rows.
  where.push(
    aggregate
      ? `t.day >= cast(${params.add(aggregate.days.from)} as date) and t.day < cast(${params.add(aggregate.days.to)} as date)`
      : periodSql(time, options.period, params),
    't.save_traffic',
  );
  if (!options.includeSimulated) where.push('not t.is_simulated');
  for (const filter of request.filters) where.push(filterSql(filter, time, tz, params));
  const used = new Set([...request.dimensions, ...request.filters.map((f) => f.dimension)].map((d) => d.name));
  const pairs = (keys: unknown[], values: unknown[], name: string) =>
    `(select unnest(from_json(${params.add(JSON.stringify(keys))}, '["UUID"]')) as id,
             unnest(from_json(${params.add(JSON.stringify(values))}, '["UUID"]')) as ${name})`;
  let join =
    networks && used.has('affiliate_network')
      ? ` left join ${pairs(networks.offers, networks.networks, 'affiliate_network_id')} o on o.id = t.offer_id`
      : '';
  // Each group dimension read: its entities' current groups, joined through the entity's id.
  for (const [name, via] of Object.entries(GROUP_OF)) {
    if (!used.has(name)) continue;
    const groups = networks?.groups?.[name] ?? { ids: [], groups: [] };
    join += ` left join ${pairs(groups.ids, groups.groups, 'group_id')} ${groupAlias(name)}
                on ${groupAlias(name)}.id = t.${via.column}`;
  }
  return {
    dims: request.dimensions.map((d) => dimensionSql(d, time, tz)),
    from: `${aggregate?.table ?? side} t${join}`,
    where: where.join(' and '),
    tz,
  };
}

const asText = (expr: string) => `cast(${expr} as varchar)`;

/**
 * One side's grouped sums: d0…dn and the sums the report reads (`sumsRead`, as in Postgres); the
 * other side's and those never read as typed NULLs (10M clicks: the raw export's grouping without
 * the three landing sums it never shows, 2.0 → 1.5–1.8 s).
 */
function sideSql(
  dims: string[],
  from: string,
  where: string,
  sums: Record<string, string>,
  read: ReadonlySet<SumName>,
): string {
  const measures = SUMS.map((s) => `${(read.has(s) && sums[s]) || typedNull(s)} as ${s}`);
  const grouping = dims.length ? `group by ${dims.map((_, i) => i + 1).join(', ')}` : '';
  return `select ${[...dims.map((d, i) => `${d} as d${i}`), ...measures].join(', ')} from ${from} where ${where} ${grouping}`;
}

/**
 * The click side of a report: when a day aggregate holds its dimensions and filters and the period
 * spans a whole UTC day (aggregates.ts), the aggregate's whole days and the clicks of the ragged
 * ends; otherwise the clicks of the period.
 */
function clickSides(
  request: NormalizedRequest,
  options: CopySide,
  networks: OfferNetworks | null,
  params: Params,
  read: ReadonlySet<SumName>,
): string[] {
  const aggregate: DayAggregate | null = aggregateFor(request);
  const split = aggregate ? splitByUtcDays(options.period) : null;
  const clicks = (period: Period) => {
    const { dims, from, where } = sideParts('clicks', request, { ...options, period }, networks, params);
    return sideSql(dims, from, where, SUM_OF.clicks, read);
  };
  if (!aggregate || !split) return [clicks(options.period)];
  const table = aggregateTable(aggregate);
  const { dims, from, where } = sideParts('clicks', request, options, networks, params, { table, days: split.days });
  return [sideSql(dims, from, where, AGGREGATE_SUMS, read), ...split.edges.map(clicks)];
}

/** The groups of one or more grouped sides of the same rows' kind: one side as it is, several (a day aggregate and its ragged ends) grouped again. */
function unitedSides(sides: string[], dims: string[]): string {
  if (sides.length === 1) return sides[0];
  const grouping = dims.length ? `group by ${dims.map((d) => `u.${d}`).join(', ')}` : '';
  return `select ${[...dims.map((d) => `u.${d}`), ...SUMS.map((s) => `sum(u.${s}) as ${s}`)].join(', ')}
            from (${sides.join(' union all ')}) u ${grouping}`;
}

/** The grouped sums of one period (d0…dn, SUMS, visitors when asked), every column as text. */
export function duckdbGroupedSql(
  request: NormalizedRequest,
  options: CopySide,
  networks: OfferNetworks | null,
  params: Params,
): string {
  // Each side is grouped on its own first (a union of the clicks' rows with the conversions' and one
  // grouping over all of it took three times as long: 1M clicks, 204,000 groups, 990 against 320 ms),
  // then the clicks' groups meet the conversions' by a full join on the group: each side has a row
  // per group, and each sum belongs to one side (10M clicks, sub_id_1 × sub_id_2 30 d: 299,795
  // click groups and 110,955 conversion groups; united and grouped again 0.29 s of CPU, joined 0.05 s).
  const read = sumsRead(request);
  const dims = request.dimensions.map((_, i) => `d${i}`);
  const clickGroups = unitedSides(clickSides(request, options, networks, params, read), dims);
  // A report of click sums alone reads no conversions (its groups are the groups with clicks, as in Postgres).
  let conversions: string | null = null;
  if (readsConversions(request)) {
    const { dims: expressions, from, where } = sideParts('conversions', request, options, networks, params);
    conversions = sideSql(expressions, from, where, SUM_OF.conversions, read);
  }
  const owner = (s: SumName) => (CLICK_SIDE_SUMS.has(s) ? 'c' : conversions ? 'v' : null);
  // A sum of nothing is the text 0, as Postgres's coalesce(sum(…), 0) prints it (an export copies the text: not 0.000000).
  const sums = SUMS.map((s) => {
    const side = read.has(s) ? owner(s) : null;
    return `${side ? `coalesce(${asText(`${side}.${s}`)}, '0')` : `'0'`} as ${s}`;
  });
  const keys = dims.map((d) => (conversions ? `coalesce(c.${d}, v.${d}) as ${d}` : `c.${d}`));
  // Without dimensions each side is one row (an aggregate without grouping always is).
  const join = !conversions
    ? ''
    : dims.length
      ? `full join (${conversions}) v on ${dims.map((d) => `c.${d} is not distinct from v.${d}`).join(' and ')}`
      : `cross join (${conversions}) v`;
  const kept = dims.length ? `where c.clicks > 0${conversions ? ' or v.conversion_records > 0' : ''}` : '';
  const grouped = `select ${[...keys, ...sums].join(', ')} from (${clickGroups}) c ${join} ${kept}`;
  if (!options.visitors)
    return `select ${[...dims.map((d) => asText(`s.${d}`) + ` as ${d}`), ...SUMS].join(', ')} from (${grouped}) s`;
  // The groups shown by clicks: their visitors alone are counted (10M clicks, the first 100 of
  // 3,178 groups holding half the clicks: 2.4–2.8 s for every group's, 0.8–0.9 s for theirs).
  const ranked = dims.length && options.visitorsRanked !== undefined ? Math.floor(options.visitorsRanked) : null;
  const visitors = duckdbVisitorsSql(request, options, networks, params, ranked === null ? undefined : 'r');
  // Built only when used: DuckDB wants every bound parameter read.
  const total = dims.length ? duckdbVisitorsSql({ ...request, dimensions: [] }, options, networks, params) : null;
  const on = dims.length ? dims.map((d) => `s.${d} is not distinct from v.${d}`).join(' and ') : 'true';
  // The period's distinct visitors beside every group (a scalar subquery, counted once): not a
  // second whole report. Grouping sets ((dims), ()) took longer than the two counts (10M clicks).
  const select = `select ${[...dims.map((d) => `${asText(`s.${d}`)} as ${d}`), ...SUMS.map((s) => `s.${s}`)].join(', ')},
                 ${asText('coalesce(v.visitors, 0)')} as visitors,
                 ${total ? asText(`(${total})`) : asText('coalesce(v.visitors, 0)')} as visitors_total`;
  if (ranked === null)
    return `${select}
            from (${grouped}) s left join (${visitors}) v on ${on}`;
  // Cut as the export's groups are (export-groups.ts): every group tied with the last kept is kept.
  const onPage = amongFirstByClicksSql('s', 'cast(s.clicks as hugeint)', ranked);
  return `with s as materialized (${grouped}),
               r as (select ${dims.map((d) => `s.${d}`).join(', ')} from s where ${onPage})
          ${select}
            from s left join (${visitors}) v on ${on}`;
}

/** Exact distinct visitors (their 128-bit hashes) per group, over the clicks; `among`: only the groups (d0…dn) that relation holds. */
export function duckdbVisitorsSql(
  request: NormalizedRequest,
  options: CopySide,
  networks: OfferNetworks | null,
  params: Params,
  among?: string,
): string {
  const { dims, from, where } = sideParts('clicks', request, options, networks, params);
  const keys = dims.map((d, i) => `${d} as d${i}`);
  const only = among
    ? ` semi join ${among} a on ${dims.map((d, i) => `a.d${i} is not distinct from ${d}`).join(' and ')}`
    : '';
  return `select ${[...keys, 'count(distinct t.visitor) as visitors'].join(', ')} from ${from}${only}
           where ${where} and t.visitor is not null ${dims.length ? `group by ${dims.map((_, i) => i + 1).join(', ')}` : ''}`;
}
