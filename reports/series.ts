import { BadRequestError } from '../services/errors';
import { addDays } from '../services/time/period';
import type { DimensionFilterInput } from './request';
import { runTableReport, type ReportDeps, type TableReport } from './run-table';

export const DEFAULT_SERIES_METRICS = ['clicks', 'conversions', 'revenue', 'cost', 'profit'];
const MAX_GROUP_BY_LIMIT = 1000;
const MAX_HOURLY_DAYS = 31;

/** Filters the GET views take as plain query parameters (each an `in` filter of its dimension). */
export interface SimpleFilters {
  campaign_id?: string[] | null;
  source_id?: string[] | null;
  offer_id?: string[] | null;
  country?: string[] | null;
}

export function simpleFilters(given: SimpleFilters): DimensionFilterInput[] {
  const filters: DimensionFilterInput[] = [];
  const add = (dimension: string, values: string[] | null | undefined) => {
    if (values?.length) filters.push({ dimension, operator: 'in', value: values });
  };
  add('campaign', given.campaign_id);
  add('source', given.source_id);
  add('offer', given.offer_id);
  add(
    'country',
    given.country?.map((c) => c.toUpperCase()),
  );
  return filters;
}

export interface SeriesRequest extends SimpleFilters {
  period?: string | null;
  from?: string | null;
  to?: string | null;
  date_basis?: string | null;
  /** day or hour; default hour for a period of up to 2 days, day otherwise. */
  interval?: string | null;
  metrics?: string[] | null;
}

export interface SeriesPoint {
  /** The bucket's local start: YYYY-MM-DD, or YYYY-MM-DDTHH:00 for hours. */
  bucket: string;
  metrics: Record<string, number | null>;
}

export interface TimeSeries {
  period: TableReport['period'];
  time_zone: string;
  interval: 'day' | 'hour';
  metrics: string[];
  points: SeriesPoint[];
  totals: Record<string, number | null>;
}

function days(period: TableReport['period']): string[] {
  const out: string[] = [];
  const from = period.from.slice(0, 10);
  const to = period.to.slice(0, 10);
  for (let day = from; day <= to; day = addDays(day, 1)) out.push(day);
  return out;
}

/**
 * A metric over time (GET /reports/timeseries): the table engine grouped by date (and hour), every
 * bucket of the period present (empty ones with zero counts and null ratios), in the workspace
 * time zone. Same metrics, period and date basis as the table mode.
 */
export async function runTimeSeries(
  deps: ReportDeps,
  workspaceId: string,
  request: SeriesRequest,
): Promise<TimeSeries> {
  const metrics = request.metrics?.length ? request.metrics : DEFAULT_SERIES_METRICS;
  const base = {
    period: request.period,
    from: request.from,
    to: request.to,
    date_basis: request.date_basis,
    filters: simpleFilters(request),
    metrics,
  };
  const asked = request.interval ?? null;
  if (asked !== null && asked !== 'day' && asked !== 'hour') throw new BadRequestError('interval must be day or hour');
  const daily = await runTableReport(deps, workspaceId, {
    ...base,
    dimensions: ['date'],
    sort: [{ by: 'date', direction: 'asc' }],
    limit: 1000,
  });
  const dayList = days(daily.period);
  const interval: 'day' | 'hour' = asked ?? (dayList.length <= 2 ? 'hour' : 'day');
  if (interval === 'hour' && dayList.length > MAX_HOURLY_DAYS)
    throw new BadRequestError(`an hourly series spans at most ${MAX_HOURLY_DAYS} days`);
  const zero = (): Record<string, number | null> => Object.fromEntries(metrics.map((m) => [m, null]));
  let points: SeriesPoint[];
  if (interval === 'day') {
    const byDay = new Map(daily.rows.map((row) => [String(row.values.date), row.metrics]));
    points = dayList.map((day) => ({ bucket: day, metrics: byDay.get(day) ?? zero() }));
  } else {
    const hourly = await runTableReport(deps, workspaceId, {
      ...base,
      dimensions: ['date', 'hour'],
      sort: [{ by: 'date', direction: 'asc' }],
      limit: 1000,
    });
    const byHour = new Map(
      hourly.rows.map((row) => [`${row.values.date}T${String(row.values.hour).padStart(2, '0')}:00`, row.metrics]),
    );
    points = dayList
      .flatMap((day) => Array.from({ length: 24 }, (_, h) => `${day}T${String(h).padStart(2, '0')}:00`))
      .map((bucket) => ({ bucket, metrics: byHour.get(bucket) ?? zero() }));
  }
  // Empty buckets: counts and sums are 0, ratios stay null (division by zero).
  const counts = new Set([
    'clicks',
    'unique_clicks',
    'conversions',
    'leads',
    'sales',
    'rejected',
    'revenue',
    'cost',
    'profit',
    'lp_views',
    'lp_clicks',
    'offer_clicks',
    'revenue_confirmed',
    'revenue_hold',
    'revenue_rejected',
    'profit_confirmed',
  ]);
  for (const point of points)
    for (const m of metrics) if (point.metrics[m] === null && counts.has(m)) point.metrics[m] = 0;
  return { period: daily.period, time_zone: daily.time_zone, interval, metrics, points, totals: daily.totals };
}

export interface GroupByRequest extends SimpleFilters {
  period?: string | null;
  from?: string | null;
  to?: string | null;
  date_basis?: string | null;
  dimension: string;
  metrics?: string[] | null;
  /** The metric rows are ranked by (default the first metric), descending. */
  sort?: string | null;
  limit?: number | null;
}

export interface GroupByResult {
  period: TableReport['period'];
  dimension: string;
  metrics: string[];
  rows: { value: string | number | null; label: string | null; metrics: Record<string, number | null> }[];
  /** Groups in the whole result (rows holds the first `limit`). */
  total_rows: number;
  totals: Record<string, number | null>;
}

/** One dimension ranked by a metric (GET /reports/group-by): the table engine with one dimension. */
export async function runGroupBy(
  deps: ReportDeps,
  workspaceId: string,
  request: GroupByRequest,
): Promise<GroupByResult> {
  if (!request.dimension) throw new BadRequestError('dimension is required');
  const metrics = request.metrics?.length ? request.metrics : ['clicks', 'conversions', 'revenue'];
  const limit = request.limit ?? 10;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_GROUP_BY_LIMIT)
    throw new BadRequestError(`limit must be from 1 to ${MAX_GROUP_BY_LIMIT}`);
  const report = await runTableReport(deps, workspaceId, {
    period: request.period,
    from: request.from,
    to: request.to,
    date_basis: request.date_basis,
    filters: simpleFilters(request),
    dimensions: [request.dimension],
    metrics,
    sort: [{ by: request.sort ?? metrics[0], direction: 'desc' }],
    limit,
  });
  return {
    period: report.period,
    dimension: request.dimension,
    metrics,
    rows: report.rows.map((row) => ({
      value: row.values[request.dimension] ?? null,
      label:
        row.labels[request.dimension] ??
        (row.values[request.dimension] == null ? null : String(row.values[request.dimension])),
      metrics: row.metrics,
    })),
    total_rows: report.total_rows,
    totals: report.totals,
  };
}
