import type { ColumnDef } from '@tanstack/react-table';
import { useQuery } from '../api/hooks';
import { CurrentWorkspaceDocument, ReportDocument } from '../generated/graphql';
import { metricLabel } from './metric-labels';
import { formatCount, formatMoney, formatPercent } from './numbers';
import { periodArgs, usePeriod } from './period';

export const STAT_METRICS = ['clicks', 'conversions', 'revenue', 'cost', 'profit', 'roi', 'epc', 'cr'] as const;
type Metric = (typeof STAT_METRICS)[number];
export type Stats = Partial<Record<Metric, number | null>>;

const ZERO: Stats = { clicks: 0, conversions: 0, revenue: 0, cost: 0, profit: 0, roi: null, epc: null, cr: null };

/**
 * Statistics per entity (campaign, offer, landing, source) for the app's period, from the
 * report API: one row per entity id. An entity without traffic shows zeros.
 */
export function useEntityStats(dimension: 'campaign' | 'offer' | 'landing' | 'source') {
  const { period } = usePeriod();
  const workspace = useQuery(CurrentWorkspaceDocument, {});
  const report = useQuery(ReportDocument, {
    dimensions: [dimension],
    metrics: [...STAT_METRICS],
    limit: 1000,
    ...periodArgs(period),
  });
  const byId = new Map<string, Stats>();
  for (const row of report.data?.report.rows ?? []) {
    byId.set(String((row.values as Record<string, unknown>)[dimension]), row.metrics as Stats);
  }
  const currency = workspace.data?.workspace.base_currency ?? 'USD';
  return {
    ready: report.data !== undefined,
    /** The answer's identity: a new one when the statistics changed. */
    revision: report.data,
    error: report.error,
    reload: report.reload,
    of: (id: string): Stats => byId.get(id) ?? ZERO,
    currency,
  };
}

const STAT_COLUMNS = (money: (v: unknown) => string) =>
  [
    ['clicks', 'Clicks', formatCount],
    ['conversions', 'Conversions', formatCount],
    ['revenue', 'Revenue', money],
    ['cost', 'Cost', money],
    ['profit', 'Profit', money],
    ['roi', 'ROI, %', formatPercent],
    ['epc', 'EPC', money],
    ['cr', 'CR, %', formatPercent],
  ] as [Metric, string, (v: unknown) => string][];

const PHONE = new Set<string>(['clicks', 'revenue', 'profit', 'roi']);

/** The statistics columns' ids and headers (for the column picker). */
export const STAT_HEADERS: [string, string][] = STAT_COLUMNS(String).map(([m, h]) => [m, h]);

/** The statistics columns of a list (clicks … CR), sortable, numbers in the user's locale. */
export function statColumns<T extends { id: string }>(
  stats: ReturnType<typeof useEntityStats>,
  shown: readonly string[] = STAT_METRICS,
): ColumnDef<T, any>[] {
  const money = (v: unknown) => formatMoney(v, stats.currency);
  const columns = STAT_COLUMNS(money).filter(([metric]) => shown.includes(metric));
  return columns.map(([metric, header, show]) => ({
    id: metric,
    // The header in the user's language, read at each render (the language may change).
    header: () => <span title={metric}>{metricLabel(metric) || header}</span>,
    accessorFn: (item: T) => stats.of(item.id)[metric] ?? null,
    sortUndefined: 'last',
    // On a phone a list keeps clicks, revenue, profit and ROI; the rest steps aside (the picker still has them).
    meta: { numeric: true, phone: PHONE.has(metric) },
    cell: ({ getValue }) => {
      const v = getValue();
      const cls = metric === 'profit' || metric === 'roi' ? (v > 0 ? 'num pos' : v < 0 ? 'num neg' : 'num') : 'num';
      return stats.ready ? <span className={cls}>{show(v)}</span> : <span className="skeleton-line" title="…" />;
    },
  }));
}
