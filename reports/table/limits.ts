import { UnprocessableError } from '../../services/errors';
import { reportQuery } from '../pool';
import { earlyGroupCountSql, earlyRowsSql, Params, parallelPays, splitsByDay } from '../table-sql';
import { sideOptions } from './sql';
import type { Plan, ReportDeps } from './types';

/** Spec "Limits": groups in one report; more is refused (422) before any row is returned (rule 12). */
export const MAX_GROUPS = 500_000;

/** Refuses a report of more than MAX_GROUPS groups (422, rule 12); `exact` false: `groups` is a lower bound (a count stopped past the limit). */
export function checkGroups(groups: number, exact = true): void {
  if (groups > MAX_GROUPS) {
    throw new UnprocessableError(
      `the report has ${exact ? '' : 'at least '}${groups} groups, more than the limit of ` +
        `${MAX_GROUPS.toLocaleString('en')}; add filters, shorten the period or use fewer dimensions`,
    );
  }
}

/**
 * The group count of a planned report when it is counted before the aggregation (`earlyGroupCountSql`:
 * a report that splits by day and reads more rollup rows than `limit`), otherwise null. Past
 * `limit`, the count may stop early: `complete` false means `groups` is a lower bound.
 */
export async function earlyGroupCount(
  deps: ReportDeps,
  plan: Plan,
  workspaceId: string,
  limit = MAX_GROUPS,
): Promise<{ groups: number; complete: boolean } | null> {
  if (!splitsByDay(plan.request, plan.storage, plan.period)) return null;
  const params = new Params();
  const sql = earlyGroupCountSql(
    plan.request,
    plan.storage,
    sideOptions(plan, workspaceId, params)(plan.period),
    limit,
    params,
  );
  const { counted } = await reportQuery(deps, workspaceId, sql, params.values, {
    parallel: parallelPays(plan.storage),
  });
  return counted === null ? null : { groups: Number(counted.groups), complete: counted.complete };
}

/** How the group limit was checked before the aggregation: `unsplit` and `estimated` leave it to the report's own statement. */
export type EarlyCheck = 'unsplit' | 'estimated' | 'counted';

/**
 * Refuses a report over the group limit (422, rule 12) before it is aggregated, where its groups
 * can be counted for a fraction of the aggregation; every report's own statement counts them too.
 * A report has at most one group a rollup row, so one whose rows the planner expects at no more
 * than half the limit is not counted first: a misestimate costs the aggregation's time before the
 * refusal, never a wrong answer (10M clicks, the 7-day sub_id export: the count read 240,000 rows
 * in 230 ms, the estimate takes a plan).
 */
export async function refuseOverLimitEarly(deps: ReportDeps, plan: Plan, workspaceId: string): Promise<EarlyCheck> {
  if (!splitsByDay(plan.request, plan.storage, plan.period)) return 'unsplit';
  if ((await estimatedRows(deps, plan, workspaceId)) <= MAX_GROUPS / 2) return 'estimated';
  const counted = await earlyGroupCount(deps, plan, workspaceId);
  if (counted) checkGroups(counted.groups, counted.complete);
  return 'counted';
}

/** The rollup rows the planner expects a report that splits by day to read (EXPLAIN, nothing read). */
async function estimatedRows(deps: ReportDeps, plan: Plan, workspaceId: string): Promise<number> {
  const params = new Params();
  const rows = earlyRowsSql(plan.request, plan.storage, sideOptions(plan, workspaceId, params)(plan.period), params);
  const answer = await reportQuery(deps, workspaceId, `explain (format json) ${rows}`, params.values, {
    parallel: parallelPays(plan.storage),
  });
  return Number(answer['QUERY PLAN'][0].Plan['Plan Rows']);
}
