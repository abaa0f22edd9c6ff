import { SUMS } from '../../entities/report-metrics';
import type { Period } from '../../services/time/period';
import { copyGroupsSql } from '../analytics/report-groups';
import {
  chooseStorage,
  groupedSql,
  keySql,
  metricFilterSql,
  metricSql,
  type Params,
  visitorsSql,
  type SideOptions,
} from '../table-sql';
import type { Plan } from './types';

/** The options of a plan's sides for a period (the workspace and its time zone bound once in `params`). */
export function sideOptions(plan: Plan, workspaceId: string, params: Params): (period: Period) => SideOptions {
  const ws = params.add(workspaceId);
  const tz = params.lazy(plan.settings.time_zone, '::text');
  return (period) => ({
    workspace: ws,
    tz,
    period,
    includeSimulated: plan.settings.show_simulated_traffic,
    visitors: plan.visitors,
  });
}

/**
 * The SQL of a planned report: `g` (the grouped sums, aggregated once and kept), `f` (g after the
 * metric filters, not kept: metric expressions are computed only where they are read) and, when
 * comparing, `gp`/`fp` (the same for the previous period, `fp` with the group's key `k`).
 * `select` is appended by the caller.
 */
export function reportCte(plan: Plan, workspaceId: string, params: Params): string {
  const { request } = plan;
  const filters = (s: string) => request.metricFilters.map((f) => metricFilterSql(f, request, s, params));
  const where = (s: string) => (request.metricFilters.length ? `where ${filters(s).join(' and ')}` : '');
  const { fromCopy } = plan;
  if (plan.copyGroupsTable)
    return `with g as not materialized (select * from ${plan.copyGroupsTable}),
      f as not materialized (select g.* from g ${where('g')})`;
  if (fromCopy) {
    let cte = `with g as materialized (${copyGroupsSql(request.dimensions, fromCopy.current, plan.visitors, params)}),
      f as not materialized (select g.* from g ${where('g')})`;
    if (fromCopy.previous)
      cte += `, gp as materialized (${copyGroupsSql(request.dimensions, fromCopy.previous, plan.visitors, params)}),
        fp as not materialized (select gp.*, ${keySql(request.dimensions, 'gp')} as k from gp ${where('gp')})`;
    return cte;
  }
  const options = sideOptions(plan, workspaceId, params);
  let cte = `with g as materialized (${groupedSql(request, plan.storage, options(plan.period), params)}),
    f as not materialized (select g.* from g ${where('g')})`;
  if (plan.previous) {
    const prevStorage = plan.storage === 'raw' ? 'raw' : chooseStorage(request, plan.previous, plan.visitors);
    cte += `, gp as materialized (${groupedSql(request, prevStorage, options(plan.previous), params)}),
      fp as not materialized (select gp.*, ${keySql(request.dimensions, 'gp')} as k from gp ${where('gp')})`;
  }
  return cte;
}

/**
 * Sums of a filtered set (f or fp) and the metrics over them, as one JSON object keyed by metric
 * name: a row turned into JSON (row_to_json), not json_build_object, whose 100 arguments would cap
 * a report at 50 metric columns (200 global custom metrics are allowed). Metric names are
 * identifiers (built-in names, custom names of [a-z0-9_]), quoted as such.
 */
export function totalsSql(plan: Plan, from: 'f' | 'fp'): string {
  const sums = SUMS.map((s) => `coalesce(sum(${s}), 0) as ${s}`).join(', ');
  const pairs = plan.metrics
    .filter((m) => m !== 'visitors')
    .map((name) => `${metricSql(name, plan.request, 's')} as "${name}"`);
  return `(select row_to_json(t) from (select ${pairs.join(', ') || 's.clicks'}
    from (select ${sums} from ${from}) s) t)`;
}

/** Distinct visitors over the whole period and dimension filters (not a sum of groups). */
export function visitorsTotalSql(plan: Plan, period: Period, workspaceId: string, params: Params): string {
  const counted = plan.fromCopy && (period === plan.period ? plan.fromCopy.current : plan.fromCopy.previous);
  if (counted) return `${params.add(counted.visitorsTotal)}::bigint`;
  const request = { ...plan.request, dimensions: [] };
  return `(${visitorsSql(request, sideOptions(plan, workspaceId, params)(period), params)})`;
}
