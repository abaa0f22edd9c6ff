import type pg from 'pg';
import { METRICS, metricDescription, VISITORS, type RevenueBasis } from '../entities/report-metrics';
import { workspaceReportSettings } from './run-table';

/** A metric as the apps list it (`GET /reports/metrics`, GraphQL `report_metrics`). */
export interface ReportMetricInfo {
  name: string;
  label: string;
  /** traffic, landing, conversions, finance, or custom (a global custom metric). */
  group: string;
  kind: 'count' | 'money' | 'percent' | 'ratio';
  /** For a tooltip; the revenue setting is named where the value follows it. */
  description: string;
  follows_revenue_basis: boolean;
  /** A global custom metric's formula (null for a built-in one). */
  formula: string | null;
}

/**
 * Every metric a report of the workspace may ask for, in column order: the built-in ones, `visitors`
 * (on request only), then the global custom metrics. Descriptions read the workspace's revenue basis.
 */
export async function listReportMetrics(
  pool: pg.Pool,
  workspaceId: string,
): Promise<{
  revenue_basis: RevenueBasis;
  metrics: ReportMetricInfo[];
}> {
  const settings = await workspaceReportSettings(pool, workspaceId);
  const basis = settings.revenue_basis;
  const builtIn = [...METRICS, VISITORS].map(
    (m): ReportMetricInfo => ({
      name: m.name,
      label: m.label,
      group: m.group,
      kind: m.kind,
      description: metricDescription(m, basis),
      follows_revenue_basis: Boolean(m.followsRevenueBasis),
      formula: null,
    }),
  );
  const custom = [...settings.custom_metrics]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(
      ([name, formula]): ReportMetricInfo => ({
        name,
        label: name,
        group: 'custom',
        // A formula's unit is not known (a ratio of money is not money): shown as a number.
        kind: 'ratio',
        description: `Custom metric: ${formula}`,
        follows_revenue_basis: /\b(revenue|profit|epc|roi|roas)\b/.test(formula),
        formula,
      }),
    );
  return { revenue_basis: basis, metrics: [...builtIn, ...custom] };
}
