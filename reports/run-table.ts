import { describePeriod } from '../services/time/period';
import { reportQuery } from './pool';
import type { TableRequest } from './request';
import { Params, parallelPays } from './table-sql';
import { checkGroups, refuseOverLimitEarly } from './table/limits';
import { pageSql } from './table/page';
import { planTableReport } from './table/plan';
import { mapTotals, percentChange, toRow } from './table/rows';
import { reportCte, totalsSql, visitorsTotalSql } from './table/sql';
import type { ReportDeps, TableReport } from './table/types';

// The table report's stages live in reports/table/: parse (settings, regexps), plan, storage (the
// analytics copy or Postgres), limits (the group count), sql (the statement), page, names, rows.
export type { Plan, ReportDeps, ReportRow, TableReport, WorkspaceReportSettings } from './table/types';
export { checkRegexps, workspaceReportSettings } from './table/parse';
export { checkGroups, earlyGroupCount, MAX_GROUPS, refuseOverLimitEarly } from './table/limits';
export { planTableReport } from './table/plan';
export { reportCte } from './table/sql';
export { metricColumn, orderSql, pageSql, type PageOptions } from './table/page';
export { entityLabel, hiddenLabel, nameJoins } from './table/names';
export { dimensionValue } from './table/rows';

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
