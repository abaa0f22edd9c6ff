import type pg from 'pg';
import { runCohort } from '../../reports/cohort';
import { runDashboard } from '../../reports/dashboard';
import { runFunnel } from '../../reports/funnel';
import type { ReportDeps } from '../../reports/run-table';
import { runTimeSeries } from '../../reports/series';
import { listClickLog } from '../../services/logs/click-log';

type Timed = (name: string, run: () => Promise<unknown>, extra?: Record<string, unknown>) => Promise<void>;

/**
 * The report views' and click log's queries for `npm run bench:reports` (appended to the engine's
 * list by run.ts): dashboard (7 days), funnel with a breakdown, cohort with 8 columns, a 30-day
 * time series, and the click log's first and a deep (cursor) page.
 */
export async function benchViews(
  timed: Timed,
  deps: ReportDeps & { pool: pg.Pool },
  workspaceId: string,
): Promise<void> {
  await timed('dashboard_7d', () => runDashboard(deps, workspaceId, '7d'), { period: '7d', store: 'postgres' });
  await timed('dashboard_today', () => runDashboard(deps, workspaceId, 'today'), { period: 'today' });
  await timed(
    'funnel',
    () => runFunnel(deps, workspaceId, { period: '30d', statuses: ['lead', 'sale', 'rejected'], breakdown: 'country' }),
    { breakdown: 'country' },
  );
  await timed('cohort', () => runCohort(deps, workspaceId, { period: '30d', columns: 8, value: 'cr' }), { columns: 8 });
  await timed('timeseries', () => runTimeSeries(deps, workspaceId, { period: '30d' }), { interval: 'day' });
  const now = new Date();
  const from = new Date(now.getTime() - 30 * 86_400_000);
  await timed('click_log_first_page', () => listClickLog(deps.pool, workspaceId, { from, to: now, limit: 100 }, now));
  // A page 50 pages deep, reached by following cursors (each page costs the same as the first).
  let cursor: string | null = null;
  for (let i = 0; i < 50; i++)
    cursor = (await listClickLog(deps.pool, workspaceId, { from, to: now, limit: 100, cursor }, now)).next_cursor;
  const deep = cursor;
  await timed(
    'click_log_deep_page',
    () => listClickLog(deps.pool, workspaceId, { from, to: now, limit: 100, cursor: deep }, now),
    { page: 51 },
  );
}
