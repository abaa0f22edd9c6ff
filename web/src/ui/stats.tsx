import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useQuery } from '../api/hooks';
import { CurrentWorkspaceDocument, ReportDocument, ReportMetricsDocument } from '../generated/graphql';
import { i18next, useT } from '../i18n';
import { isBuiltInMetric, metricFormat, metricLabel } from './metric-labels';
import { formatCount, formatDecimal, formatMoney, formatPercent } from './numbers';
import { periodArgs, usePeriod } from './period';
import type { FooterColumn } from './table';
import { MetricHeader } from './metric-header';

/** The statistics columns a list shows until the user chooses (clicks … CR). */
export const STAT_METRICS = ['clicks', 'conversions', 'revenue', 'cost', 'profit', 'roi', 'epc', 'cr'] as const;
export type StatDimension = 'campaign' | 'offer' | 'landing' | 'source';
export type Stats = Record<string, number | null | undefined>;
type Kind = 'count' | 'money' | 'percent' | 'ratio';
/** A metric as the API lists it (GET /reports/metrics, GraphQL `report_metrics`). */
export interface ListMetric {
  name: string;
  kind: Kind;
  label: string;
  description: string;
}

const kindOf = (metric: string): Kind => {
  const format = metricFormat(metric);
  return format === 'decimal' ? 'ratio' : format;
};

/** The name a column shows: the app's catalogue (metrics.json), else the API's label, else its description. */
export function listMetricLabel(metric: ListMetric): string {
  if (isBuiltInMetric(metric.name)) return metricLabel(metric.name);
  return i18next.t(`metrics:metric.${metric.name}`, { defaultValue: metric.label || metric.description });
}

/**
 * Every metric the API lists, so a metric added to the API (or a global custom metric) is a column
 * of the lists without a change here. Until the catalogue answers, the default columns.
 */
export function useListMetrics(): ListMetric[] {
  const answer = useQuery(ReportMetricsDocument, {});
  const listed = answer.data?.report_metrics.metrics;
  if (!listed) return STAT_METRICS.map((name) => ({ name, kind: kindOf(name), label: '', description: '' }));
  const all = listed.map((m) => ({
    name: m.name,
    kind: (['count', 'money', 'percent', 'ratio'].includes(m.kind) ? m.kind : 'ratio') as Kind,
    label: m.label,
    description: m.description,
  }));
  // The lists' own order first (clicks … CR, as they always read), then the rest in the API's order.
  const rank = (name: string) => {
    const i = (STAT_METRICS as readonly string[]).indexOf(name);
    return i < 0 ? STAT_METRICS.length : i;
  };
  return all
    .map((m, i) => ({ m, i }))
    .sort((a, b) => rank(a.m.name) - rank(b.m.name) || a.i - b.i)
    .map(({ m }) => m);
}

/** The statistics columns' ids and names (for the column picker). */
export const statHeaders = (metrics: readonly ListMetric[]): [string, string][] =>
  metrics.map((m) => [m.name, listMetricLabel(m)]);

/** A metric's value as a cell shows it: a count, money in the base currency, a percentage or a number. */
export function formatMetric(kind: Kind, value: unknown, currency: string): string {
  if (kind === 'count') return formatCount(value);
  if (kind === 'money') return formatMoney(value, currency);
  if (kind === 'percent') return formatPercent(value);
  return formatDecimal(value);
}

const signed = (metric: string, v: unknown) =>
  (metric === 'profit' || metric === 'roi' || metric.startsWith('profit_') || metric.startsWith('roi_')) &&
  typeof v === 'number'
    ? v > 0
      ? 'num pos'
      : v < 0
        ? 'num neg'
        : 'num'
    : 'num';

/**
 * Statistics per entity (campaign, offer, landing, source) for the app's period, from the report
 * API: one row per entity id (archived ones too). An entity without traffic shows zeros.
 */
export function useEntityStats(dimension: StatDimension, shown: readonly string[], metrics: readonly ListMetric[]) {
  const { period } = usePeriod();
  const workspace = useQuery(CurrentWorkspaceDocument, {});
  // The metrics asked for: those shown, in the catalogue's order (one answer per choice).
  const asked = metrics.map((m) => m.name).filter((m) => shown.includes(m));
  const [version, setVersion] = useState(0);
  const report = useQuery(
    ReportDocument,
    { dimensions: [dimension], metrics: asked, limit: 1000, ...periodArgs(period) },
    { skip: asked.length === 0 },
  );
  const byId = new Map<string, Stats>();
  for (const row of report.data?.report.rows ?? []) {
    byId.set(String((row.values as Record<string, unknown>)[dimension]), row.metrics as Stats);
  }
  const kinds = new Map(metrics.map((m) => [m.name, m.kind]));
  return {
    dimension,
    metrics: metrics.filter((m) => asked.includes(m.name)),
    ready: report.data !== undefined,
    /** The answer's identity: a new one when the statistics changed. */
    revision: report.data,
    /** Counts reloads: the totals row asks again with the rows. */
    version,
    error: report.error,
    reload: () => {
      report.reload();
      setVersion((v) => v + 1);
    },
    of: (id: string): Stats => byId.get(id) ?? { clicks: 0, conversions: 0, revenue: 0, cost: 0, profit: 0 },
    kindOf: (metric: string): Kind => kinds.get(metric) ?? kindOf(metric),
    currency: workspace.data?.workspace.base_currency ?? 'USD',
  };
}
export type EntityStats = ReturnType<typeof useEntityStats>;

const PHONE = new Set<string>(['clicks', 'revenue', 'profit', 'roi']);

/** The statistics columns of a list, as chosen, sortable, numbers in the user's locale. */
export function statColumns<T extends { id: string }>(stats: EntityStats): ColumnDef<T, any>[] {
  return stats.metrics.map((metric) => ({
    id: metric.name,
    // The header in the user's language, read at each render (the language may change).
    header: () => (
      <MetricHeader
        metric={metric.name}
        label={listMetricLabel(metric)}
        description={metric.description || undefined}
      />
    ),
    accessorFn: (item: T) => stats.of(item.id)[metric.name] ?? null,
    sortUndefined: 'last',
    // On a phone a list keeps clicks, revenue, profit and ROI; the rest steps aside (the picker still has them).
    meta: { numeric: true, phone: PHONE.has(metric.name) },
    cell: ({ getValue }) => {
      const v = getValue();
      return stats.ready ? (
        <span className={signed(metric.name, v)}>{formatMetric(metric.kind, v, stats.currency)}</span>
      ) : (
        <span className="skeleton-line" title="…" />
      );
    },
  }));
}

/**
 * The totals row under a statistics list: the API's totals of the report filtered to the rows shown
 * (archived view, search), so counts and money are sums and CR, ROI, EPC… are computed from the
 * sums by the API, never averaged. Cells line up with the table's columns.
 */
export function StatTotals({
  stats,
  ids,
  columns,
}: {
  stats: EntityStats;
  ids: string[];
  columns: readonly FooterColumn[];
}) {
  const { t } = useT('lists');
  const { period } = usePeriod();
  const asked = stats.metrics.map((m) => m.name);
  const answer = useQuery(
    ReportDocument,
    {
      dimensions: [],
      metrics: asked,
      filters: [{ dimension: stats.dimension, operator: 'in', value: ids }],
      limit: 1,
      ...periodArgs(period),
    },
    { skip: ids.length === 0 || asked.length === 0 },
  );
  if (ids.length === 0 || asked.length === 0) return null;
  const totals = answer.data?.report.totals as Stats | undefined;
  return (
    <tr className="totals-row" data-testid="totals-row">
      {columns.map(({ id, className }) => {
        if (id === 'name')
          return (
            <th key={id} scope="row" className={className}>
              {t('totals', { count: ids.length })}
            </th>
          );
        if (!asked.includes(id)) return <td key={id} className={className} />;
        const v = totals?.[id];
        return (
          <td key={id} className={className} data-metric={id}>
            {totals ? (
              <span className={signed(id, v)}>{formatMetric(stats.kindOf(id), v, stats.currency)}</span>
            ) : (
              <span className="skeleton-line" title="…" />
            )}
          </td>
        );
      })}
    </tr>
  );
}
