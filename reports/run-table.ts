import type pg from 'pg';
import { BadRequestError, NotFoundError, UnprocessableError } from '../services/errors';
import { displaySql, type Dimension } from './dimensions';
import { describePeriod, previousPeriod, resolvePeriod, type Period } from './period';
import { reportQuery } from './pool';
import { columnarReader } from './analytics/reader';
import { SUMS, type RevenueBasis } from '../entities/report-metrics';
import { columnarGroupsSql, readColumnarGroups, type ColumnarGroups } from './analytics/report-groups';
import { normalizeRequest, type NormalizedRequest, type TableRequest } from './request';
import {
  chooseStorage,
  computedMetrics,
  earlyGroupCountSql,
  groupedSql,
  keySql,
  metricFilterSql,
  metricSql,
  Params,
  parallelPays,
  splitsByDay,
  visitorsSql,
  type SideOptions,
  type Storage,
} from './table-sql';

/** What the engine needs: a pg pool of the reports' own (report queries never take the hot path's connections) and the clock. */
export interface ReportDeps {
  pool: pg.Pool;
  now?: () => Date;
  /** Read the fact tables in Postgres even where the rollups or the analytics copy could answer (benchmarks; the agreement test). */
  forceRaw?: boolean;
  /**
   * Read the analytics copy even where the rollups could answer (the dashboard and the aggregated
   * export, faster from the copy: docs/reports.md; benchmarks; the agreement test). Unavailable:
   * the cubes or the fact tables, as without it.
   */
  forceColumnar?: boolean;
  /**
   * Leave the analytics copy aside (exports: the copy's groups travel whole to Postgres as array
   * parameters, which a raw export of 100,000+ groups pays in memory; docs/reports.md, "Analytics store").
   */
  skipColumnar?: boolean;
  /** Leave simulated clicks out whatever the workspace switch says (auto-rules: spec rule 16). */
  excludeSimulated?: boolean;
  /** Largest page a request may ask for (default MAX_LIMIT; auto-rules read all groups in one page, up to MAX_GROUPS). */
  maxLimit?: number;
  /** Aborts when the client went away: the report's statements are cancelled (deadline.ts). */
  signal?: AbortSignal;
  /** The caller may not view campaigns (no campaigns.view): each campaign is shown as `[hidden <id prefix>]`. */
  hideCampaignNames?: boolean;
}

/** Spec "Limits": groups in one report; more is refused (422) before any row is returned (rule 12). */
export const MAX_GROUPS = 500_000;

export interface WorkspaceReportSettings {
  time_zone: string;
  show_simulated_traffic: boolean;
  /** What `revenue` counts (docs/reports.md, "Definitions"). */
  revenue_basis: RevenueBasis;
  /** Global custom metrics, name → formula. */
  custom_metrics: Map<string, string>;
}

export async function workspaceReportSettings(pool: pg.Pool, workspaceId: string): Promise<WorkspaceReportSettings> {
  const { rows } = await pool.query(
    `select w.time_zone, w.show_simulated_traffic, w.revenue_basis,
            coalesce(json_object_agg(cm.name, cm.formula) filter (where cm.name is not null), '{}'::json) as custom_metrics
       from workspaces w left join custom_metrics cm on cm.workspace_id = w.id
      where w.id = $1 group by w.id`,
    [workspaceId],
  );
  if (!rows[0]) throw new NotFoundError('workspace not found');
  return {
    time_zone: rows[0].time_zone,
    show_simulated_traffic: rows[0].show_simulated_traffic,
    revenue_basis: rows[0].revenue_basis,
    custom_metrics: new Map(Object.entries(rows[0].custom_metrics)),
  };
}

/**
 * Refuses a regexp filter Postgres cannot compile (400, never a 500 from the report query): the
 * pattern is RE2 already (regexp.ts), but Postgres refuses some RE2 syntax, such as `(?i:…)`
 * groups or repetitions over 255.
 */
export async function checkRegexps(pool: pg.Pool, request: NormalizedRequest): Promise<void> {
  for (const [i, filter] of request.filters.entries()) {
    if (filter.operator !== 'regexp') continue;
    try {
      await pool.query(`select '' ~ $1`, [filter.value]);
    } catch (error) {
      if ((error as { code?: string }).code === '2201B')
        throw new BadRequestError(`filters[${i}].value is not a valid regular expression`);
      throw error;
    }
  }
}

export interface ReportRow {
  /** Dimension name → raw value (an id for entities, a date, an hour…). */
  values: Record<string, string | number | null>;
  /** Dimension name → display label (entity names; `<name> [archived]`, a deleted one `<name> [deleted 1a2b3c4d]`). */
  labels: Record<string, string | null>;
  metrics: Record<string, number | null>;
  /** W/B mark of the first dimension's value (rule 6): 'W', 'B' or null. */
  mark: 'W' | 'B' | null;
  previous?: Record<string, number | null>;
  /** Percent change per metric against the previous period; null when the previous value is 0 or absent. */
  change?: Record<string, number | null>;
  /** Absent from the previous period (rule 9). */
  is_new?: boolean;
}

export interface TableReport {
  period: { from: string; to: string; whole_days: boolean };
  previous_period: { from: string; to: string; whole_days: boolean } | null;
  time_zone: string;
  date_basis: 'click' | 'conversion';
  /** Where it was read (Storage); `raw (analytics copy rebuilding)` or `… behind` when the copy could not answer. */
  storage: string;
  dimensions: string[];
  metrics: string[];
  total_rows: number;
  limit: number;
  offset: number;
  rows: ReportRow[];
  totals: Record<string, number | null>;
  previous_totals: Record<string, number | null> | null;
  totals_change: Record<string, number | null> | null;
  /** The first dimension's marked values, for the table's copy-to-clipboard (rule 6). */
  marks: { dimension: string | null; white: string[]; black: string[] };
}

/** Labels of an entity value: its name, `[deleted <id prefix>]` appended when deleted or gone. */
/** The label of a hidden entity: the beginning of its id, so rows stay apart and totals stay true. */
export const hiddenLabel = (id: string) => `[hidden ${id.slice(0, 8)}]`;

export function entityLabel(id: string | null, name: string | null, deleted: boolean, hidden = false): string | null {
  if (id === null) return null;
  if (hidden) return hiddenLabel(id);
  if (name === null) return `[deleted ${id.slice(0, 8)}]`;
  return deleted ? `${name} [deleted ${id.slice(0, 8)}]` : name;
}

function percentChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return ((current - previous) / Math.abs(previous)) * 100;
}

export interface Plan {
  request: NormalizedRequest;
  settings: WorkspaceReportSettings;
  period: Period;
  previous: Period | null;
  storage: Storage;
  /** Why a report the analytics copy would answer read Postgres (the answer's storage says so). */
  fallback: string | null;
  /** The grouped sums read from the analytics copy (storage `columnar:duckdb` or `columnar:clickhouse`). */
  columnar: { current: ColumnarGroups; previous: ColumnarGroups | null } | null;
  /** A table of the statement's session that holds the grouped sums read from the copy (a streamed export: analytics/export-groups.ts). */
  columnarTable?: string;
  visitors: boolean;
  metrics: string[];
  /** Dimensions whose names the caller may not see (their labels show `[hidden <id prefix>]`). */
  hidden: ReadonlySet<string>;
}

/** Validates and resolves a request into a plan (also used by export). */
export async function planTableReport(deps: ReportDeps, workspaceId: string, input: TableRequest): Promise<Plan> {
  const settings = await workspaceReportSettings(deps.pool, workspaceId);
  if (deps.excludeSimulated) settings.show_simulated_traffic = false;
  const request = normalizeRequest(input, settings.custom_metrics, deps.maxLimit);
  request.revenueBasis = settings.revenue_basis;
  await checkRegexps(deps.pool, request);
  const period = resolvePeriod(request.period, settings.time_zone, (deps.now ?? (() => new Date()))());
  const metrics = computedMetrics(request);
  const visitors = metrics.includes('visitors');
  const previous = request.compare ? previousPeriod(period) : null;
  const plan: Plan = {
    request,
    settings,
    period,
    previous,
    storage: deps.forceRaw ? 'raw' : chooseStorage(request, period, visitors),
    fallback: null,
    columnar: null,
    visitors,
    metrics,
    hidden: new Set(deps.hideCampaignNames ? ['campaign'] : []),
  };
  const reader = deps.forceRaw || deps.skipColumnar ? undefined : columnarReader(deps.pool);
  if (reader && (plan.storage === 'raw' || deps.forceColumnar)) {
    // Off the cubes: the analytics copy answers the grouped sums (docs/reports.md, "Analytics store").
    const read = await readColumnarGroups(
      reader,
      deps.pool,
      request,
      {
        workspaceId,
        timeZone: settings.time_zone,
        includeSimulated: settings.show_simulated_traffic,
        visitors,
      },
      { current: period, previous },
    );
    if ('unavailable' in read) {
      // Back to where Postgres answers best (a forced read of the copy falls back to the cubes too).
      plan.storage = chooseStorage(request, period, visitors);
      plan.fallback = `${plan.storage} (analytics copy ${read.unavailable})`;
    } else {
      checkGroups(read.current.rows.length);
      plan.storage = `columnar:${reader.engine}`;
      plan.columnar = read;
    }
  }
  return plan;
}

/** The options of a plan's sides for a period (the workspace and its time zone bound once in `params`). */
function sideOptions(plan: Plan, workspaceId: string, params: Params): (period: Period) => SideOptions {
  const ws = params.add(workspaceId);
  const tz = params.lazy(plan.settings.time_zone, '::text');
  return (period) => ({
    workspace: ws,
    tz,
    period,
    includeSimulated: plan.settings.show_simulated_traffic,
    visitors: plan.visitors,
  });
}

/**
 * The group count of a planned report when it is counted before the aggregation (`earlyGroupCountSql`:
 * a report that splits by day and reads more rollup rows than `limit`), otherwise null. Past
 * `limit`, the count may stop early: `complete` false means `groups` is a lower bound.
 */
export async function earlyGroupCount(
  deps: ReportDeps,
  plan: Plan,
  workspaceId: string,
  limit = MAX_GROUPS,
): Promise<{ groups: number; complete: boolean } | null> {
  if (!splitsByDay(plan.request, plan.storage, plan.period)) return null;
  const params = new Params();
  const sql = earlyGroupCountSql(
    plan.request,
    plan.storage,
    sideOptions(plan, workspaceId, params)(plan.period),
    limit,
    params,
  );
  const { counted } = await reportQuery(deps, workspaceId, sql, params.values, {
    parallel: parallelPays(plan.storage),
  });
  return counted === null ? null : { groups: Number(counted.groups), complete: counted.complete };
}

/**
 * Refuses a report over the group limit (422, rule 12) before it is aggregated, where its groups
 * can be counted for a fraction of the aggregation; every report's own statement counts them too.
 */
export async function refuseOverLimitEarly(deps: ReportDeps, plan: Plan, workspaceId: string): Promise<void> {
  const counted = await earlyGroupCount(deps, plan, workspaceId);
  if (counted) checkGroups(counted.groups, counted.complete);
}

/**
 * The SQL of a planned report: `g` (the grouped sums, aggregated once and kept), `f` (g after the
 * metric filters, not kept: metric expressions are computed only where they are read) and, when
 * comparing, `gp`/`fp` (the same for the previous period, `fp` with the group's key `k`).
 * `select` is appended by the caller.
 */
export function reportCte(plan: Plan, workspaceId: string, params: Params): string {
  const { request } = plan;
  const filters = (s: string) => request.metricFilters.map((f) => metricFilterSql(f, request, s, params));
  const where = (s: string) => (request.metricFilters.length ? `where ${filters(s).join(' and ')}` : '');
  const { columnar } = plan;
  if (plan.columnarTable)
    return `with g as not materialized (select * from ${plan.columnarTable}),
      f as not materialized (select g.* from g ${where('g')})`;
  if (columnar) {
    let cte = `with g as materialized (${columnarGroupsSql(request.dimensions, columnar.current, plan.visitors, params)}),
      f as not materialized (select g.* from g ${where('g')})`;
    if (columnar.previous)
      cte += `, gp as materialized (${columnarGroupsSql(request.dimensions, columnar.previous, plan.visitors, params)}),
        fp as not materialized (select gp.*, ${keySql(request.dimensions, 'gp')} as k from gp ${where('gp')})`;
    return cte;
  }
  const options = sideOptions(plan, workspaceId, params);
  let cte = `with g as materialized (${groupedSql(request, plan.storage, options(plan.period), params)}),
    f as not materialized (select g.* from g ${where('g')})`;
  if (plan.previous) {
    const prevStorage = plan.storage === 'raw' ? 'raw' : chooseStorage(request, plan.previous, plan.visitors);
    cte += `, gp as materialized (${groupedSql(request, prevStorage, options(plan.previous), params)}),
      fp as not materialized (select gp.*, ${keySql(request.dimensions, 'gp')} as k from gp ${where('gp')})`;
  }
  return cte;
}

/**
 * ORDER BY of a plan over the sums of `alias`: the requested keys, then every dimension (a stable
 * order for pagination). The dimension tie-breakers of text compare bytes (`collate "C"`): any
 * total order keeps pages stable, and byte order sorts the 200,000 groups of a sub_id export 100 ms
 * faster than a locale's (docs/reports.md, Export); a sort the user asks for keeps the database's.
 */
export function orderSql(plan: Plan, alias: string): string {
  const keys = plan.request.sort.map((s) => {
    const d = plan.request.dimensions.findIndex((dim) => dim.name === s.by);
    return `${d >= 0 ? `${alias}.d${d}` : metricSql(s.by, plan.request, alias)} ${s.direction} nulls last`;
  });
  if (!plan.request.sort.length && plan.metrics.includes('clicks')) keys.push(`${alias}.clicks desc`);
  keys.push(
    ...plan.request.dimensions.map(
      (d, i) => `${alias}.d${i}${d.type === 'text' ? ' collate "C"' : ''} asc nulls first`,
    ),
  );
  return keys.length ? `order by ${keys.join(', ')}` : '';
}

/** The column of a computed metric in a page row. */
export const metricColumn = (plan: Plan, name: string): string => `m${plan.metrics.indexOf(name)}`;

export interface PageOptions {
  limit: string;
  offset?: string;
  compare: boolean;
  /** Columns over `f` added before the cut, named x_0, x_1, … */
  extra?: string[];
  /** Rows in the report's order (an ORDER BY, no `ord` column), for a caller that reads them as they come. */
  ordered?: boolean;
}

/**
 * One page of `f` in the report's order: the sort keys are computed over every group (a bounded
 * top-N sort, never a full sort of the result), the metric columns and names only for the page's
 * rows. `ord` is the row's place in the page (unless `ordered`); `columns` are the output names
 * in their order (d<i>, m<j>, n<i> and x<i> of entities, x_<k>, ord).
 */
export function pageSql(
  plan: Plan,
  params: Params,
  workspaceId: string,
  page: PageOptions,
): { sql: string; columns: string[] } {
  const names = nameJoins(plan.request.dimensions, params.lazy(workspaceId, '::uuid'));
  const columns: [sql: string, name: string][] = [
    ...plan.request.dimensions.map((d, i): [string, string] => [displaySql(d, `p.d${i}`), `d${i}`]),
    ...plan.metrics.map((name): [string, string] => [metricSql(name, plan.request, 'p'), metricColumn(plan, name)]),
    ...names.columns,
    ...(page.extra ?? []).map((_, i): [string, string] => [`p.x_${i}`, `x_${i}`]),
  ];
  if (!page.ordered) columns.push([`row_number() over (${orderSql(plan, 'p')})`, 'ord']);
  if (page.compare)
    columns.push(
      ...plan.metrics.map((name): [string, string] => [
        metricSql(name, plan.request, 'fp'),
        `p${metricColumn(plan, name)}`,
      ]),
      ['fp.k is null', 'is_new'],
    );
  const extra = (page.extra ?? []).map((sql, i) => `, ${sql} as x_${i}`).join('');
  const sql = `select ${columns.map(([expr, name]) => `${expr} as ${name}`).join(', ')}
            from (select f.*${extra} from f ${orderSql(plan, 'f')} limit ${page.limit}${page.offset ? ` offset ${page.offset}` : ''}) p
            ${names.joins.join(' ')} ${page.compare ? `left join fp on fp.k = ${keySql(plan.request.dimensions, 'p')}` : ''}
            ${page.ordered ? orderSql(plan, 'p') : ''}`;
  return { sql, columns: columns.map(([, name]) => name) };
}

/** Joins that give entity dimensions of a page (alias `p`) their names: columns n<i> (name) and x<i> (deleted). */
export function nameJoins(
  dimensions: readonly Dimension[],
  ws: () => string,
): { columns: [sql: string, name: string][]; joins: string[] } {
  const columns: [string, string][] = [];
  const joins: string[] = [];
  dimensions.forEach((d, i) => {
    if (!d.entity) return;
    joins.push(`left join ${d.entity} e${i} on e${i}.id = p.d${i} and e${i}.workspace_id = ${ws()}`);
    // An archived entity keeps its statistics, labelled as such (docs/operations-api.md).
    const name =
      d.entity === 'entity_groups'
        ? `e${i}.name`
        : `case when e${i}.archived_at is not null then e${i}.name || ' [archived]' else e${i}.name end`;
    columns.push([name, `n${i}`], [`e${i}.deleted_at is not null`, `x${i}`]);
  });
  return { columns, joins };
}

/**
 * Sums of a filtered set (f or fp) and the metrics over them, as one JSON object keyed by metric
 * name: a row turned into JSON (row_to_json), not json_build_object, whose 100 arguments would cap
 * a report at 50 metric columns (200 global custom metrics are allowed). Metric names are
 * identifiers (built-in names, custom names of [a-z0-9_]), quoted as such.
 */
function totalsSql(plan: Plan, from: 'f' | 'fp'): string {
  const sums = SUMS.map((s) => `coalesce(sum(${s}), 0) as ${s}`).join(', ');
  const pairs = plan.metrics
    .filter((m) => m !== 'visitors')
    .map((name) => `${metricSql(name, plan.request, 's')} as "${name}"`);
  return `(select row_to_json(t) from (select ${pairs.join(', ') || 's.clicks'}
    from (select ${sums} from ${from}) s) t)`;
}

/** Distinct visitors over the whole period and dimension filters (not a sum of groups). */
function visitorsTotalSql(plan: Plan, period: Period, workspaceId: string, params: Params): string {
  const counted = plan.columnar && (period === plan.period ? plan.columnar.current : plan.columnar.previous);
  if (counted) return `${params.add(counted.visitorsTotal)}::bigint`;
  const request = { ...plan.request, dimensions: [] };
  return `(${visitorsSql(request, sideOptions(plan, workspaceId, params)(period), params)})`;
}

const asNumber = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/**
 * Runs a table report (POST /reports/query, GraphQL `report`) for a workspace: validation (400),
 * the group limit (422), one SQL statement for the rows of the page, the row count, the totals
 * and (on request) the previous period, over one aggregation of each period.
 * Also the entry point of auto-rules and of the other modes.
 */
export async function runTableReport(deps: ReportDeps, workspaceId: string, input: TableRequest): Promise<TableReport> {
  const plan = await planTableReport(deps, workspaceId, input);
  await refuseOverLimitEarly(deps, plan, workspaceId);
  const { request } = plan;
  const params = new Params();
  const cte = reportCte(plan, workspaceId, params);
  const compare = plan.previous !== null;
  const page = pageSql(plan, params, workspaceId, {
    limit: params.add(request.limit),
    offset: params.add(request.offset),
    compare,
  });
  const sql = `${cte}
    select (select count(*) from g) as groups,
           ${request.metricFilters.length ? '(select count(*) from f)' : 'null::bigint'} as total_rows,
           ${totalsSql(plan, 'f')} as totals,
           ${compare ? totalsSql(plan, 'fp') : 'null::json'} as previous_totals,
           ${plan.visitors ? visitorsTotalSql(plan, plan.period, workspaceId, params) : 'null::bigint'} as visitors_total,
           ${plan.visitors && compare ? visitorsTotalSql(plan, plan.previous!, workspaceId, params) : 'null::bigint'} as previous_visitors_total,
           (select coalesce(json_agg(p order by p.ord), '[]'::json) from (${page.sql}) p) as rows`;
  const result = await reportQuery(deps, workspaceId, sql, params.values, { parallel: parallelPays(plan.storage) });
  checkGroups(Number(result.groups));
  const totals = mapTotals(result.totals, plan, result.visitors_total);
  const previousTotals = compare ? mapTotals(result.previous_totals, plan, result.previous_visitors_total) : null;
  const first = request.dimensions[0]?.name ?? null;
  return {
    period: describePeriod(plan.period),
    previous_period: plan.previous ? describePeriod(plan.previous) : null,
    time_zone: plan.settings.time_zone,
    date_basis: request.basis,
    storage: plan.fallback ?? plan.storage,
    dimensions: request.dimensions.map((d) => d.name),
    metrics: request.columns,
    total_rows: Number(result.total_rows ?? result.groups),
    limit: request.limit,
    offset: request.offset,
    rows: (result.rows as Record<string, unknown>[]).map((row) => toRow(row, plan, compare)),
    totals,
    previous_totals: previousTotals,
    totals_change: previousTotals
      ? Object.fromEntries(request.columns.map((m) => [m, percentChange(totals[m], previousTotals[m])]))
      : null,
    marks: { dimension: first, white: [...request.marks.white], black: [...request.marks.black] },
  };
}

/** Refuses a report of more than MAX_GROUPS groups (422, rule 12); `exact` false: `groups` is a lower bound (a count stopped past the limit). */
export function checkGroups(groups: number, exact = true): void {
  if (groups > MAX_GROUPS) {
    throw new UnprocessableError(
      `the report has ${exact ? '' : 'at least '}${groups} groups, more than the limit of ` +
        `${MAX_GROUPS.toLocaleString('en')}; add filters, shorten the period or use fewer dimensions`,
    );
  }
}

function mapTotals(json: Record<string, unknown> | null, plan: Plan, visitors: unknown): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  for (const name of plan.request.columns)
    out[name] = name === 'visitors' ? asNumber(visitors) : asNumber(json?.[name]);
  return out;
}

export function dimensionValue(d: Dimension, value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  return d.type === 'integer' ? Number(value) : String(value);
}

function toRow(row: Record<string, unknown>, plan: Plan, compare: boolean): ReportRow {
  const { request } = plan;
  const values: ReportRow['values'] = {};
  const labels: ReportRow['labels'] = {};
  request.dimensions.forEach((d, i) => {
    const value = dimensionValue(d, row[`d${i}`]);
    values[d.name] = value;
    labels[d.name] = d.entity
      ? entityLabel(
          value as string | null,
          (row[`n${i}`] as string | null) ?? null,
          row[`x${i}`] === true,
          plan.hidden.has(d.name),
        )
      : value === null
        ? null
        : String(value);
  });
  const metrics = Object.fromEntries(request.columns.map((m) => [m, asNumber(row[metricColumn(plan, m)])]));
  const firstValue = request.dimensions.length ? values[request.dimensions[0].name] : null;
  const key = firstValue === null ? null : String(firstValue);
  const mark =
    key !== null && request.marks.white.has(key) ? 'W' : key !== null && request.marks.black.has(key) ? 'B' : null;
  const out: ReportRow = { values, labels, metrics, mark };
  if (compare) {
    out.is_new = row.is_new === true;
    out.previous = Object.fromEntries(
      request.columns.map((m) => [m, out.is_new ? null : asNumber(row[`p${metricColumn(plan, m)}`])]),
    );
    out.change = Object.fromEntries(request.columns.map((m) => [m, percentChange(metrics[m], out.previous![m])]));
  }
  return out;
}
