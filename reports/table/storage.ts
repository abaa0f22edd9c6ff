import { readCopyGroups } from '../analytics/report-groups';
import { chooseStorage } from '../table-sql';
import { checkGroups } from './limits';
import { sortedByClicks } from './page';
import type { Plan, ReportDeps } from './types';

/**
 * Where a planned report reads: off the cubes (or when forced), the analytics copy answers the
 * grouped sums when one is kept (docs/reports.md, "Analytics store"); the copy unavailable, the
 * cubes or the fact tables, and `plan.fallback` says why.
 */
export async function readFromCopy(deps: ReportDeps, plan: Plan, workspaceId: string): Promise<void> {
  const { request, settings, period, previous, visitors } = plan;
  const reader = deps.forceRaw || deps.skipCopy ? undefined : deps.copy;
  if (reader && (plan.storage === 'raw' || deps.forceCopy)) {
    // Off the cubes: the analytics copy answers the grouped sums (docs/reports.md, "Analytics store").
    const read = await readCopyGroups(
      reader,
      deps.pool,
      request,
      {
        workspaceId,
        timeZone: settings.time_zone,
        includeSimulated: settings.show_simulated_traffic,
        visitors,
        visitorsRanked: visitorsOnPageOnly(plan) ? request.offset + request.limit : undefined,
      },
      { current: period, previous },
    );
    if ('unavailable' in read) {
      // Back to where Postgres answers best (a forced read of the copy falls back to the cubes too).
      plan.storage = chooseStorage(request, period, visitors);
      plan.fallback = `${plan.storage} (analytics copy ${read.unavailable})`;
    } else {
      checkGroups(read.current.rows.length);
      plan.storage = `columnar:${reader.engine}`;
      plan.fromCopy = read;
    }
  }
}

/**
 * Whether a group's visitors are read only on the page: rows shown by clicks (no sort or metric
 * filter asked, the order `orderSql` gives), no previous period matched by key. Totals count the
 * period's visitors on their own (`visitorsTotal`), and a formula cannot read visitors.
 */
function visitorsOnPageOnly(plan: Plan): boolean {
  return plan.visitors && plan.previous === null && sortedByClicks(plan) && !plan.request.metricFilters.length;
}
