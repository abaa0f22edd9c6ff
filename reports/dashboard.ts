import { BadRequestError } from '../services/errors';
import { funnelStages, type FunnelStage } from './funnel';
import { PERIOD_PRESETS } from '../services/time/period';
import { runTableReport, type ReportDeps, type TableReport } from './run-table';
import { runTimeSeries, type SeriesPoint } from './series';

/** Any period of the reports (docs/decisions.md: the spec's today, 7 or 30 days extended to the app's period). */
export const DASHBOARD_PERIODS = PERIOD_PRESETS;
/** The KPI figures; landing and money-by-status ones after the first ten (docs/reports.md, "Dashboard"). */
const KPIS = [
  'clicks',
  'unique_clicks',
  'conversions',
  'sales',
  'cr',
  'revenue',
  'epc',
  'cost',
  'profit',
  'roi',
  'lp_views',
  'lp_clicks',
  'lp_ctr',
  'offer_clicks',
  'revenue_confirmed',
  'revenue_hold',
];
const TOP = 10;

export interface Dashboard {
  period: TableReport['period'];
  previous_period: TableReport['period'] | null;
  time_zone: string;
  /** KPI → value, and the same for the previous period of the same length. */
  kpis: Record<string, number | null>;
  previous_kpis: Record<string, number | null>;
  /** Revenue and cost per hour (today) or day. */
  series: { interval: 'day' | 'hour'; points: SeriesPoint[] };
  /** clicks → unique clicks → conversions → sales. */
  funnel: FunnelStage[];
  /** Clicks by day of week (1 = Monday … 7) and hour (0–23): 7 rows of 24. */
  heat_map: number[][];
  clicks_by_country: { country: string | null; clicks: number }[];
  top_campaigns: { id: string | null; name: string | null; metrics: Record<string, number | null> }[];
  top_countries: { country: string | null; metrics: Record<string, number | null> }[];
}

/**
 * The dashboard (rule 2): for a period of the reports (today by default) or local dates `from`–`to`
 * in the workspace time zone, compared with the range of the same length before. Every block is a
 * table-engine query (same metrics and visibility as the table mode), run together.
 */
export async function runDashboard(
  deps: ReportDeps,
  workspaceId: string,
  period: string | null | undefined,
  range: { from?: string | null; to?: string | null } = {},
): Promise<Dashboard> {
  const dates = range.from != null || range.to != null;
  const chosen = period ?? 'today';
  if (!dates && !(DASHBOARD_PERIODS as readonly string[]).includes(chosen))
    throw new BadRequestError(`period must be one of ${DASHBOARD_PERIODS.join(', ')}`);
  if (dates && period != null) throw new BadRequestError('give period or from and to, not both');
  const base = dates ? { from: range.from ?? undefined, to: range.to ?? undefined } : { period: chosen };
  // Every block a cube holds is read from it, not from the analytics copy (10M clicks, 7 days: 165 against 755 ms).
  const [kpis, series, heat, countries, campaigns] = await Promise.all([
    runTableReport(deps, workspaceId, { ...base, dimensions: [], metrics: KPIS, compare: true }),
    runTimeSeries(deps, workspaceId, {
      ...base,
      // Hours for a range of one or two days, else days (the series' own choice).
      metrics: ['revenue', 'cost'],
    }),
    runTableReport(deps, workspaceId, {
      ...base,
      dimensions: ['day_of_week', 'hour'],
      metrics: ['clicks'],
      limit: 1000,
    }),
    runTableReport(deps, workspaceId, {
      ...base,
      dimensions: ['country'],
      // cost and roi with profit, so a country's row explains its own profit.
      metrics: ['clicks', 'conversions', 'revenue', 'cost', 'profit', 'roi', 'cr'],
      limit: 1000,
    }),
    runTableReport(deps, workspaceId, {
      ...base,
      dimensions: ['campaign'],
      metrics: ['clicks', 'conversions', 'revenue', 'cost', 'profit', 'roi'],
      sort: [{ by: 'profit', direction: 'desc' }],
      limit: TOP,
    }),
  ]);
  const heatMap = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  for (const row of heat.rows)
    heatMap[Number(row.values.day_of_week) - 1][Number(row.values.hour)] = Number(row.metrics.clicks ?? 0);
  const totals = kpis.totals;
  return {
    period: kpis.period,
    previous_period: kpis.previous_period,
    time_zone: kpis.time_zone,
    kpis: totals,
    previous_kpis: kpis.previous_totals ?? {},
    series: { interval: series.interval, points: series.points },
    funnel: funnelStages(
      ['clicks', 'unique_clicks', 'conversions', 'sales'],
      ['clicks', 'unique_clicks', 'conversions', 'sales'].map((m) => Number(totals[m] ?? 0)),
    ),
    heat_map: heatMap,
    clicks_by_country: countries.rows.map((row) => ({
      country: (row.values.country as string | null) ?? null,
      clicks: Number(row.metrics.clicks ?? 0),
    })),
    top_campaigns: campaigns.rows.map((row) => ({
      id: (row.values.campaign as string | null) ?? null,
      name: row.labels.campaign ?? null,
      metrics: row.metrics,
    })),
    top_countries: countries.rows
      .slice()
      .sort(
        (a, b) =>
          Number(b.metrics.revenue ?? 0) - Number(a.metrics.revenue ?? 0) ||
          Number(b.metrics.clicks ?? 0) - Number(a.metrics.clicks ?? 0),
      )
      .slice(0, TOP)
      .map((row) => ({ country: (row.values.country as string | null) ?? null, metrics: row.metrics })),
  };
}
