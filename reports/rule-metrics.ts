import type pg from 'pg';
import type { AppServices } from '../services/context';
import { reportDeps } from './caller';
import { MAX_GROUPS, runTableReport, workspaceReportSettings } from './run-table';
import type { CustomMetricNames, RuleMetricsSource } from '../services/rules/metric-source';

/**
 * The rule metrics port bound to the report engine's table report (the same function as
 * POST /reports/query), every group in one page (the engine refuses more than MAX_GROUPS), so
 * every target of the rule is judged from one aggregation. Simulated clicks never enter rule
 * metrics, whatever the workspace's simulation switch says (spec rule 16); clicks of flows with
 * save_traffic = false are left out by the engine itself.
 */
export function reportMetricsSource(
  services: Pick<AppServices, 'reportPool' | 'analyticsCopy'>,
  clock: () => Date,
): RuleMetricsSource {
  return async (workspaceId, query) => {
    // The copy as it is now: it is set once the copy's part of the process started.
    const deps = { ...reportDeps(services), now: clock, excludeSimulated: true, maxLimit: MAX_GROUPS };
    const period =
      query.period.kind === 'today'
        ? { period: 'today' }
        : { from: query.period.from.toISOString(), to: query.period.to.toISOString() };
    const report = await runTableReport(deps, workspaceId, {
      ...period,
      dimensions: query.dimensions,
      metrics: query.metrics,
      filters: query.filters.map((filter) => ({ dimension: filter.dimension, operator: 'in', value: filter.values })),
      limit: MAX_GROUPS,
    });
    return report.rows.map((row) => ({
      dimensions: Object.fromEntries(
        Object.entries(row.values).map(([name, value]) => [name, value === null ? null : String(value)]),
      ),
      metrics: row.metrics,
    }));
  };
}

/** The workspace's global custom metric names, from the report engine's store. */
export function customMetricNames(pool: pg.Pool): CustomMetricNames {
  return async (workspaceId) => [...(await workspaceReportSettings(pool, workspaceId)).custom_metrics.keys()];
}
