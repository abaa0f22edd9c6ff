import { BadRequestError } from '../services/errors';
import { addDays, describePeriod, localDate, resolvePeriod, type Period } from './period';
import { normalizeRequest, type DimensionFilterInput } from './request';
import { checkRegexps, workspaceReportSettings, type ReportDeps } from './run-table';
import { factWhere } from './fact-filter';
import { chooseStorage, filterSql, Params } from './table-sql';
import { reportRows } from './pool';

/** Spec "Limits": cohort columns 2 to 31, default 8 (rule 14). */
export const MIN_COHORT_COLUMNS = 2;
export const MAX_COHORT_COLUMNS = 31;
export const DEFAULT_COHORT_COLUMNS = 8;
const MAX_HOUR_ROWS = 24 * 31;
const HOUR_MS = 3_600_000;

export type CohortValue = 'cr' | 'conversions' | 'revenue';

export interface CohortRequest {
  period?: string | null;
  from?: string | null;
  to?: string | null;
  filters?: DimensionFilterInput[] | null;
  /** day (default) or hour: what a cohort row is and what a lag counts. */
  granularity?: string | null;
  columns?: number | null;
  value?: string | null;
  /** Cumulative (each lag adds the earlier ones) or per lag (default). */
  cumulative?: boolean | null;
}

export interface CohortRow {
  /** The cohort: a local date YYYY-MM-DD, or YYYY-MM-DD HH for hours. */
  cohort: string;
  clicks: number;
  /** One cell per lag D0 … D(n-2), then the tail (lag n-1 and later); null for lags not reached yet. */
  cells: (number | null)[];
}

export interface CohortReport {
  period: { from: string; to: string; whole_days: boolean };
  time_zone: string;
  granularity: 'day' | 'hour';
  value: CohortValue;
  cumulative: boolean;
  /** Column labels: D0, D1, … and the tail D7+ (H0… for hours). */
  columns: string[];
  rows: CohortRow[];
}

function hourKey(time: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(time);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}`;
}

/** Every cohort of the period in order (days, or local hours walked by the instant so DST is right). */
function cohortKeys(period: Period, granularity: 'day' | 'hour', timeZone: string): string[] {
  if (granularity === 'day') {
    const first = period.kind === 'days' ? period.fromDay : localDate(period.from, timeZone);
    const end =
      period.kind === 'days' ? period.toDay : addDays(localDate(new Date(period.to.getTime() - 1), timeZone), 1);
    const keys: string[] = [];
    for (let day = first; day < end; day = addDays(day, 1)) keys.push(day);
    return keys;
  }
  return [];
}

/**
 * Cohort mode (rule 14): one row per click date (or hour) of the period, always on the click
 * date; column Dn holds what the cohort's clicks converted n days (hours) after their own date,
 * the last column the tail (that lag and later). A cell is the CR over the cohort's clicks, the
 * number of conversions or the revenue, per lag or cumulative; lags not reached yet are null.
 */
export async function runCohort(deps: ReportDeps, workspaceId: string, request: CohortRequest): Promise<CohortReport> {
  const columns = request.columns ?? DEFAULT_COHORT_COLUMNS;
  if (!Number.isInteger(columns) || columns < MIN_COHORT_COLUMNS || columns > MAX_COHORT_COLUMNS) {
    throw new BadRequestError(`columns must be from ${MIN_COHORT_COLUMNS} to ${MAX_COHORT_COLUMNS}`);
  }
  const granularity = request.granularity ?? 'day';
  if (granularity !== 'day' && granularity !== 'hour') throw new BadRequestError('granularity must be day or hour');
  const value = (request.value ?? 'cr') as CohortValue;
  if (!['cr', 'conversions', 'revenue'].includes(value))
    throw new BadRequestError('value must be cr, conversions or revenue');
  const cumulative = request.cumulative ?? false;
  const settings = await workspaceReportSettings(deps.pool, workspaceId);
  if (deps.excludeSimulated) settings.show_simulated_traffic = false;
  const normalized = normalizeRequest(
    { filters: request.filters, period: request.period, from: request.from, to: request.to },
    new Map(),
  );
  await checkRegexps(deps.pool, normalized);
  const now = (deps.now ?? (() => new Date()))();
  const period = resolvePeriod(normalized.period, settings.time_zone, now);
  const tzName = settings.time_zone;

  // One Params per statement: Postgres cannot type a parameter its statement does not read.
  const sideQuery = (time: 'created_at' | 'click_created_at') => {
    const params = new Params();
    const tz = params.lazy(tzName, '::text');
    const where = factWhere(params, {
      workspaceId,
      period,
      tz,
      time,
      includeSimulated: settings.show_simulated_traffic,
      filters: normalized.filters,
    });
    return { params, tz, where };
  };
  const format = granularity === 'day' ? `'YYYY-MM-DD'` : `'YYYY-MM-DD HH24'`;
  const clickSide = sideQuery('created_at');
  const conversionSide = sideQuery('click_created_at');
  const ctz = conversionSide.tz;
  const lag =
    granularity === 'day'
      ? `((t.created_at at time zone ${ctz()})::date - (t.click_created_at at time zone ${ctz()})::date)`
      : `floor(extract(epoch from (date_trunc('hour', t.created_at) - date_trunc('hour', t.click_created_at))) / 3600)::int`;
  // Whole days with filters a rollup cube holds: read the daily rollups (click day × conversion day), exact and far smaller.
  const storage = granularity === 'day' && !deps.forceRaw ? chooseStorage(normalized, period, false) : 'raw';
  const [clicks, conversions] =
    storage !== 'raw' && period.kind === 'days'
      ? await cohortFromRollup(deps, storage.slice('rollup:'.length), {
          workspaceId,
          period,
          columns,
          includeSimulated: settings.show_simulated_traffic,
          filters: normalized.filters,
        })
      : await Promise.all([
          reportRows<{ k: string; n: string }>(
            deps,
            workspaceId,
            `select to_char(t.created_at at time zone ${clickSide.tz()}, ${format}) as k, count(*) as n from
              clicks t where ${clickSide.where.join(' and ')} group by 1`,
            clickSide.params.values,
          ),
          reportRows<{ k: string; lag: number; n: string; revenue: string | null }>(
            deps,
            workspaceId,
            `select to_char(t.click_created_at at time zone ${ctz()}, ${format}) as k, least(greatest(${lag}, 0), ${columns - 1}) as lag,
              count(*) as n, sum(t.payout) as revenue
         from conversions t where ${conversionSide.where.join(' and ')} and t.status_bucket <> 'trash' group by 1, 2`,
            conversionSide.params.values,
          ),
        ]);
  const clicksBy = new Map(clicks.map((row) => [row.k, Number(row.n)]));
  const cellsBy = new Map<string, { n: number; revenue: number }[]>();
  for (const row of conversions) {
    const cells = cellsBy.get(row.k) ?? Array.from({ length: columns }, () => ({ n: 0, revenue: 0 }));
    cells[row.lag] = { n: Number(row.n), revenue: Number(row.revenue ?? 0) };
    cellsBy.set(row.k, cells);
  }

  let keys = cohortKeys(period, granularity, tzName);
  const nowKey = granularity === 'day' ? localDate(now, tzName) : hourKey(now, tzName);
  // Lags reached so far: whole local days (or hours) from the cohort to now.
  const reached = (key: string): number => {
    if (granularity === 'day')
      return Math.round((Date.parse(`${nowKey}T00:00:00Z`) - Date.parse(`${key}T00:00:00Z`)) / 86_400_000);
    return Math.round(
      (Date.parse(`${nowKey.replace(' ', 'T')}:00:00Z`) - Date.parse(`${key.replace(' ', 'T')}:00:00Z`)) / HOUR_MS,
    );
  };
  if (granularity === 'hour') {
    keys = [...new Set([...clicksBy.keys(), ...cellsBy.keys()])].sort();
    if (keys.length > MAX_HOUR_ROWS)
      throw new BadRequestError(`an hourly cohort report holds at most ${MAX_HOUR_ROWS} rows: shorten the period`);
  }
  keys = keys.filter((key) => key <= nowKey);
  const rows = keys.map((key): CohortRow => {
    const cohortClicks = clicksBy.get(key) ?? 0;
    const cells = cellsBy.get(key) ?? Array.from({ length: columns }, () => ({ n: 0, revenue: 0 }));
    const reachedLags = reached(key);
    let n = 0;
    let revenue = 0;
    const values = cells.map((cell, lagIndex) => {
      n = cumulative ? n + cell.n : cell.n;
      revenue = cumulative ? revenue + cell.revenue : cell.revenue;
      // The tail column starts at lag columns-1: reached once that lag is.
      if (lagIndex > reachedLags) return null;
      if (value === 'conversions') return n;
      if (value === 'revenue') return Math.round(revenue * 1e6) / 1e6;
      return cohortClicks === 0 ? null : (n / cohortClicks) * 100;
    });
    return { cohort: key, clicks: cohortClicks, cells: values };
  });
  const prefix = granularity === 'day' ? 'D' : 'H';
  return {
    period: describePeriod(period),
    time_zone: tzName,
    granularity,
    value,
    cumulative,
    columns: Array.from({ length: columns }, (_, i) => (i === columns - 1 ? `${prefix}${i}+` : `${prefix}${i}`)),
    rows,
  };
}

type CohortQueries = [{ k: string; n: string }[], { k: string; lag: number; n: string; revenue: string | null }[]];

/** The two cohort queries over a rollup cube: clicks per click day, conversions per click day and lag (conversion day − click day). */
async function cohortFromRollup(
  deps: ReportDeps,
  cube: string,
  options: {
    workspaceId: string;
    period: Extract<Period, { kind: 'days' }>;
    columns: number;
    includeSimulated: boolean;
    filters: ReturnType<typeof normalizeRequest>['filters'];
  },
): Promise<CohortQueries> {
  const side = (table: string, day: string) => {
    const params = new Params();
    const where = [
      `t.workspace_id = ${params.add(options.workspaceId)}`,
      `t.${day} >= ${params.add(options.period.fromDay)}::date`,
      `t.${day} < ${params.add(options.period.toDay)}::date`,
    ];
    if (!options.includeSimulated) where.push('not t.is_simulated');
    for (const filter of options.filters)
      where.push(filterSql(filter, { kind: 'rollup', time: day, tz: () => "'UTC'" }, params));
    return { params, sql: `from ${table} t where ${where.join(' and ')}` };
  };
  const clicks = side(`report_click_days_${cube}`, 'day');
  const conversions = side(`report_conversion_days_${cube}`, 'click_day');
  return Promise.all([
    reportRows<{ k: string; n: string }>(
      deps,
      options.workspaceId,
      `select to_char(t.day, 'YYYY-MM-DD') as k, sum(t.clicks) as n ${clicks.sql} group by 1`,
      clicks.params.values,
    ),
    reportRows<{ k: string; lag: number; n: string; revenue: string | null }>(
      deps,
      options.workspaceId,
      `select to_char(t.click_day, 'YYYY-MM-DD') as k, least(greatest(t.conversion_day - t.click_day, 0), ${options.columns - 1}) as lag,
              sum(t.conversions) as n, sum(t.revenue) as revenue ${conversions.sql} group by 1, 2 having sum(t.records) > 0`,
      conversions.params.values,
    ),
  ]);
}
