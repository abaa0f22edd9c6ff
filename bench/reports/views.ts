import type { BenchClient } from './http-client';
import { timed, wanted } from './output';
import type { BenchStore } from './stores';

/** The dashboard of the last 7 days, GET /reports/dashboard (every block from its cube, whatever the store). */
export async function dashboardLine(client: BenchClient, store: BenchStore): Promise<void> {
  await timed('dashboard_7d', () => client.json('GET', '/reports/dashboard', undefined, { period: '7d' }), {
    period: '7d',
    store,
  });
}

/**
 * The report views and the click log through their REST routes (measured once, on the first
 * store): today's dashboard, funnel with a breakdown, cohort with 8 columns, a 30-day time series,
 * and the click log's first and a deep (cursor) page.
 */
export async function viewLines(client: BenchClient, store: BenchStore): Promise<void> {
  await timed('dashboard_today', () => client.json('GET', '/reports/dashboard', undefined, { period: 'today' }), {
    period: 'today',
    store,
  });
  const funnel = { period: '30d', statuses: ['lead', 'sale', 'rejected'], breakdown: 'country' };
  await timed('funnel', () => client.json('POST', '/reports/funnel', funnel), { breakdown: 'country', store });
  const cohort = { period: '30d', columns: 8, value: 'cr' };
  await timed('cohort', () => client.json('POST', '/reports/cohort', cohort), { columns: 8, store });
  await timed('timeseries', () => client.json('GET', '/reports/timeseries', undefined, { period: '30d' }), {
    interval: 'day',
    store,
  });
  const now = new Date();
  const window = { from: new Date(now.getTime() - 30 * 86_400_000).toISOString(), to: now.toISOString(), limit: '100' };
  const page = (cursor?: string) =>
    client.json<{ next_cursor: string | null }>('GET', '/reports/clicks', undefined, {
      ...window,
      ...(cursor ? { cursor } : {}),
    });
  await timed('click_log_first_page', () => page(), { store });
  if (!wanted('click_log_deep_page')) return;
  // A page 50 pages deep, reached by following cursors (each page costs the same as the first).
  let cursor: string | null = null;
  for (let i = 0; i < 50; i++) cursor = (await page(cursor ?? undefined)).next_cursor;
  const deep = cursor ?? undefined;
  await timed('click_log_deep_page', () => page(deep), { page: 51, store });
}
