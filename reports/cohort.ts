import { BadRequestError } from '../services/errors';
import { addDays, describePeriod, localDate, resolvePeriod, type Period } from '../services/time/period';
import { normalizeRequest, type DimensionFilterInput } from './request';
import { checkRegexps, workspaceReportSettings, type ReportDeps } from './run-table';
import { readCohort } from './cohort-sources';
import { chooseStorage } from './table-sql';

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
  /** Where it was read: `rollup:<cube>`, `raw`, `columnar:duckdb|clickhouse`, or `raw (analytics copy down)` when the copy could not answer. */
  storage: string;
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
  // The cohort's revenue counts what the table's revenue counts.
  normalized.revenueBasis = settings.revenue_basis;
  const now = (deps.now ?? (() => new Date()))();
  const period = resolvePeriod(normalized.period, settings.time_zone, now);
  const tzName = settings.time_zone;

  // Whole days with filters a rollup cube holds: the daily rollups (click day × conversion day), exact and far
  // smaller; otherwise the fact tables, which the analytics copy answers when one is kept (cohort-sources.ts).
  const postgres = granularity === 'day' && !deps.forceRaw ? chooseStorage(normalized, period, false) : 'raw';
  const {
    queries: [clicks, conversions],
    storage,
  } = await readCohort(deps, postgres, {
    workspaceId,
    request: normalized,
    period,
    timeZone: tzName,
    includeSimulated: settings.show_simulated_traffic,
    granularity,
    columns,
  });
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
    storage,
  };
}
