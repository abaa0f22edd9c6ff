import { reportPool } from '../../reports/pool';
import { MAX_LIMIT } from '../../reports/request';
import { runTableReport, workspaceReportSettings } from '../../reports/run-table';
import type { CustomMetricNames, RuleMetricsRow, RuleMetricsSource } from './metric-source';

/**
 * The rule metrics port bound to the report engine's table report (the same function as
 * POST /reports/query), read page by page so every target of the rule is judged. Simulated
 * clicks and clicks of flows with save_traffic = false are left out by the engine itself.
 */
export function reportMetricsSource(databaseUrl: string, clock: () => Date): RuleMetricsSource {
  const deps = { pool: reportPool(databaseUrl), now: clock };
  return async (workspaceId, query) => {
    const period = query.period.kind === 'today' ? { period: 'today' } : { from: query.period.from.toISOString(), to: query.period.to.toISOString() };
    const rows: RuleMetricsRow[] = [];
    for (let offset = 0; ; offset += MAX_LIMIT) {
      const report = await runTableReport(deps, workspaceId, {
        ...period,
        dimensions: query.dimensions,
        metrics: query.metrics,
        filters: query.filters.map((filter) => ({ dimension: filter.dimension, operator: 'in', value: filter.values })),
        limit: MAX_LIMIT,
        offset,
      });
      for (const row of report.rows) {
        rows.push({
          dimensions: Object.fromEntries(Object.entries(row.values).map(([name, value]) => [name, value === null ? null : String(value)])),
          metrics: row.metrics,
        });
      }
      if (offset + report.rows.length >= report.total_rows || report.rows.length === 0) return rows;
    }
  };
}

/** The workspace's global custom metric names, from the report engine's store. */
export function customMetricNames(databaseUrl: string): CustomMetricNames {
  return async (workspaceId) => [...(await workspaceReportSettings(reportPool(databaseUrl), workspaceId)).custom_metrics.keys()];
}
