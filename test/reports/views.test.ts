import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../support/harness';
import {
  api,
  postback,
  storeClick,
  trackingFixture,
  withoutPermission,
  type TrackingFixture,
} from '../support/conversions';
import { createSession } from '../support/session';
import { runCohort } from '../../reports/cohort';
import { reportDeps } from '../../reports/caller';

const DAY = 86_400_000;

function close(actual: number | null, expected: number | null, what: string): void {
  if (expected === null || actual === null) assert.equal(actual, expected, what);
  else assert.ok(Math.abs(actual - expected) < 1e-9, `${what}: ${actual} is not ${expected}`);
}

/** Funnel, cohort, dashboard, time series and group-by on real rows (clicks in Postgres, conversions through postbacks). */
describe('report views: funnel, cohort, dashboard, timeseries, group-by', () => {
  let t: TestApp;
  let fx: TrackingFixture;
  let second: string;
  // Clicks a few minutes ago, but never before today's midnight: "today" in UTC (the workspace time zone).
  const recent = () => new Date(Math.max(Date.now() - 5 * 60_000, Date.parse(new Date().toISOString().slice(0, 10))));

  before(async () => {
    t = await startTestApp();
    fx = await trackingFixture(t);
    await api(t, fx.session, 'POST', '/custom-statuses', { code: 'deposit', counts_as: 'sales' });
    second = (await api(t, fx.session, 'POST', '/campaigns', { name: 'Second', source_id: fx.source_id })).id;
    const click = (overrides: Record<string, unknown>) => storeClick(t, fx, overrides as never, recent());
    const c1 = await click({ country: 'DE', is_unique: true });
    const c2 = await click({ country: 'DE', is_unique: true });
    await click({ country: 'DE', is_unique: true });
    await click({ country: 'DE', is_unique: false });
    const c5 = await click({ country: 'US', is_unique: true });
    const c6 = await click({ campaign_id: second, country: 'FR', is_unique: true });
    await click({ campaign_id: second, country: 'FR', is_unique: false });
    const hidden = await click({ country: 'DE', is_unique: true, save_traffic: false });
    const ok = async (params: Record<string, string>) =>
      assert.equal((await postback(t, fx.postback_key, params)).statusCode, 200);
    await ok({ subid: c1.click_id, status: 'lead', payout: '1', txid: 'a' });
    await ok({ subid: c2.click_id, status: 'sale', payout: '10', txid: 'b' });
    await ok({ subid: c5.click_id, status: 'deposit', payout: '5', txid: 'c' });
    await ok({ subid: c6.click_id, status: 'lead', payout: '1', txid: 'd' });
    await ok({ subid: hidden.click_id, status: 'sale', payout: '100', txid: 'e' });
  });
  after(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST', url: string, body?: unknown, session = fx.session) =>
    api(t, session, method, url, body);
  const refused = async (
    method: 'GET' | 'POST',
    url: string,
    body: unknown,
    status: number,
    message: RegExp,
    session = fx.session,
  ) => {
    const res = await t.app.inject({
      method,
      url: `/admin_api/v1${url}`,
      headers: session.headers,
      payload: body as never,
    });
    assert.equal(res.statusCode, status, `${url}: ${res.body}`);
    assert.match(res.json().error, message);
  };

  it('funnel: clicks → unique → statuses in the chosen order, shares and losses, hidden clicks left out', async () => {
    const funnel = await call('POST', '/reports/funnel', { period: 'today', statuses: ['lead', 'sale', 'deposit'] });
    assert.deepEqual(funnel.stages, ['clicks', 'unique_clicks', 'lead', 'sale', 'deposit']);
    assert.deepEqual(
      funnel.total.map((s: any) => s.count),
      [7, 5, 2, 1, 1],
    );
    assert.deepEqual(
      funnel.total.map((s: any) => s.loss),
      [null, 2, 3, 1, 0],
    );
    close(funnel.total[1].share_of_first, (5 / 7) * 100, 'unique of clicks');
    close(funnel.total[2].share_of_previous, 40, 'leads of unique');
    close(funnel.total[4].share_of_previous, 100, 'deposit of sale');
    assert.equal(funnel.total[0].share_of_previous, null);
    assert.equal(funnel.warning, null);
  });

  it('funnel: one funnel per value of a non-time breakdown, labelled', async () => {
    const funnel = await call('POST', '/reports/funnel', {
      period: 'today',
      statuses: ['lead', 'sale', 'deposit'],
      breakdown: 'campaign',
    });
    assert.equal(funnel.segments_total, 2);
    const [first, next] = funnel.segments;
    assert.equal(first.label, 'Campaign');
    assert.deepEqual(
      first.stages.map((s: any) => s.count),
      [5, 4, 1, 1, 1],
    );
    assert.equal(next.label, 'Second');
    assert.equal(next.value, second);
    assert.deepEqual(
      next.stages.map((s: any) => s.count),
      [2, 1, 1, 0, 0],
    );
    const statuses = await call('POST', '/reports/funnel', {
      period: 'today',
      statuses: ['sale', 'lead'],
      filters: [{ dimension: 'country', operator: '=', value: 'DE' }],
    });
    assert.deepEqual(
      statuses.total.map((s: any) => s.count),
      [4, 3, 1, 1],
      'statuses in the given order, filters applied to both sides',
    );
  });

  it('funnel: keeps the 50 largest segments and warns about the rest', async () => {
    const many = await trackingFixture(t);
    // s00 and s01 (first in the alphabet) have 1 click, s02–s50 2 clicks, s51 (last) 4: the largest are not the first.
    const clicksOf = (i: number) => (i < 2 ? 1 : i === 51 ? 4 : 2);
    for (let i = 0; i < 52; i++)
      for (let n = 0; n < clicksOf(i); n++)
        await storeClick(t, many, { sub_id_1: `s${String(i).padStart(2, '0')}` }, recent());
    const funnel = await call('POST', '/reports/funnel', { period: 'today', breakdown: 'sub_id_1' }, many.session);
    assert.equal(funnel.segments.length, 50);
    assert.equal(funnel.segments_total, 52);
    assert.equal(funnel.segments[0].value, 's51', 'largest first');
    const kept = funnel.segments.map((segment: any) => segment.value);
    assert.ok(!kept.includes('s00') && !kept.includes('s01'), `the two smallest dropped: ${kept}`);
    assert.match(funnel.warning, /52 segments: only the 50 with most clicks are shown; 2 were dropped/);
    assert.equal(funnel.total[0].count, 104, 'the total funnel counts dropped segments too');
  });

  it('funnel: landing stages between clicks and conversions (these clicks went straight to their offers)', async () => {
    const funnel = await call('POST', '/reports/funnel', {
      period: 'today',
      stages: ['clicks', 'lp_views', 'lp_clicks', 'offer_clicks', 'lead'],
    });
    assert.deepEqual(funnel.stages, ['clicks', 'lp_views', 'lp_clicks', 'offer_clicks', 'lead']);
    const [clicks, views, through, offers] = funnel.total.map((s: any) => s.count);
    assert.equal(clicks, 7);
    assert.deepEqual([views, through], [0, 0]);
    assert.ok(offers > 0 && offers <= clicks, `offer clicks ${offers}`);
  });

  it('funnel: stages in the order chosen, unique clicks left out, clicks not first', async () => {
    const chosen = await call('POST', '/reports/funnel', { period: 'today', stages: ['clicks', 'lead', 'sale'] });
    assert.deepEqual(chosen.stages, ['clicks', 'lead', 'sale']);
    assert.deepEqual(
      chosen.total.map((s: any) => [s.stage, s.count, s.loss]),
      [
        ['clicks', 7, null],
        ['lead', 2, 5],
        ['sale', 1, 1],
      ],
    );
    const reordered = await call('POST', '/reports/funnel', {
      period: 'today',
      stages: ['sale', 'unique_clicks', 'deposit'],
      breakdown: 'campaign',
    });
    assert.deepEqual(
      reordered.total.map((s: any) => [s.stage, s.count]),
      [
        ['sale', 1],
        ['unique_clicks', 5],
        ['deposit', 1],
      ],
    );
    close(reordered.total[1].share_of_first, 500, 'unique clicks of sales');
    // Segments still ranked by clicks (Campaign 5, Second 2), each in the chosen stages.
    assert.deepEqual(
      reordered.segments.map((segment: any) => [segment.label, segment.stages.map((s: any) => s.count)]),
      [
        ['Campaign', [1, 4, 1]],
        ['Second', [0, 1, 0]],
      ],
    );
    await refused('POST', '/reports/funnel', { stages: [] }, 400, /^stages must be a list of 1 to 22 stages$/);
    await refused('POST', '/reports/funnel', { stages: ['clicks', 'nope'] }, 400, /^stages\[1\] is not a stage/);
    await refused('POST', '/reports/funnel', { stages: ['lead', 'lead'] }, 400, /^stages must not repeat a stage$/);
    await refused(
      'POST',
      '/reports/funnel',
      { stages: ['clicks'], statuses: ['lead'] },
      400,
      /^give stages or statuses, not both/,
    );
  });

  it('funnel: refuses a time breakdown, an unknown status and a repeated one', async () => {
    await refused('POST', '/reports/funnel', { breakdown: 'date' }, 400, /breakdown must be a non-time dimension/);
    await refused('POST', '/reports/funnel', { breakdown: 'nope' }, 400, /breakdown: unknown dimension/);
    await refused(
      'POST',
      '/reports/funnel',
      { statuses: ['lead', 'no_such'] },
      400,
      /statuses\[1\] is not a status of this workspace/,
    );
    await refused('POST', '/reports/funnel', { statuses: ['lead', 'lead'] }, 400, /must not repeat/);
  });

  it('cohort: rows by click date, lags with the tail last, unreached lags null, per lag or cumulative', async () => {
    const own = await trackingFixture(t);
    const today = new Date().toISOString().slice(0, 10);
    const at = (daysAgo: number) => new Date(Date.parse(`${today}T00:00:00Z`) - daysAgo * DAY + 60_000);
    const old1 = await storeClick(t, own, {}, at(3));
    await storeClick(t, own, {}, at(3));
    const old2 = await storeClick(t, own, {}, at(2));
    await storeClick(t, own, {}, at(1));
    await storeClick(t, own, {}, recent());
    const ok = async (params: Record<string, string>) =>
      assert.equal((await postback(t, own.postback_key, params)).statusCode, 200);
    await ok({ subid: old1.click_id, status: 'sale', payout: '4', txid: 'x' }); // lag 3: in the tail column of 3
    await ok({ subid: old2.click_id, status: 'lead', payout: '2', txid: 'y' }); // lag 2: the tail too
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 3 * DAY).toISOString().slice(0, 10);
    const body = { from, to: today, columns: 3, value: 'conversions' };
    const cohort = await call('POST', '/reports/cohort', body, own.session);
    assert.deepEqual(cohort.columns, ['D0', 'D1', 'D2+']);
    assert.deepEqual(
      cohort.rows.map((r: any) => [r.cohort, r.clicks, r.cells]),
      [
        [from, 2, [0, 0, 1]],
        [new Date(Date.parse(`${today}T00:00:00Z`) - 2 * DAY).toISOString().slice(0, 10), 1, [0, 0, 1]],
        [new Date(Date.parse(`${today}T00:00:00Z`) - DAY).toISOString().slice(0, 10), 1, [0, 0, null]],
        [today, 1, [0, null, null]],
      ],
    );
    // Whole days are read from the daily rollups; the fact tables must give the same cells.
    for (const variant of [body, { ...body, value: 'revenue', cumulative: true, columns: 5 }]) {
      const rollup = await runCohort(reportDeps(t.runtime.services), own.workspace_id, variant);
      const raw = await runCohort({ ...reportDeps(t.runtime.services), forceRaw: true }, own.workspace_id, variant);
      assert.deepEqual(rollup.rows, raw.rows);
    }
    const cr = await call('POST', '/reports/cohort', { ...body, value: 'cr', cumulative: true }, own.session);
    assert.deepEqual(cr.rows[0].cells, [0, 0, 50]);
    const revenue = await call('POST', '/reports/cohort', { ...body, value: 'revenue', columns: 8 }, own.session);
    assert.deepEqual(revenue.rows[0].cells.slice(0, 5), [0, 0, 0, 4, null]);
    assert.equal(revenue.columns.at(-1), 'D7+');
    // A click nine days back converting today lands in the tail column D7+ (lag 9 ≥ 7).
    const late = await storeClick(t, own, {}, at(9));
    await ok({ subid: late.click_id, status: 'sale', payout: '6', txid: 'z' });
    const tail = { from: at(9).toISOString().slice(0, 10), to: today, columns: 8, value: 'revenue' };
    const wide = await call('POST', '/reports/cohort', tail, own.session);
    assert.deepEqual(wide.rows[0].cells, [0, 0, 0, 0, 0, 0, 0, 6]);
    assert.deepEqual(
      (await runCohort({ ...reportDeps(t.runtime.services), forceRaw: true }, own.workspace_id, tail)).rows,
      (await runCohort(reportDeps(t.runtime.services), own.workspace_id, tail)).rows,
    );
    await refused('POST', '/reports/cohort', { columns: 1 }, 400, /columns must be from 2 to 31/);
    await refused('POST', '/reports/cohort', { columns: 32 }, 400, /columns must be from 2 to 31/);
    await refused('POST', '/reports/cohort', { value: 'profit' }, 400, /value must be cr, conversions or revenue/);
  });

  it('dashboard: KPIs with previous values, series, funnel, heat map, countries and top campaigns', async () => {
    const board = await call('GET', '/reports/dashboard?period=today');
    assert.equal(board.kpis.clicks, 7);
    assert.equal(board.kpis.unique_clicks, 5);
    assert.equal(board.kpis.conversions, 4);
    assert.equal(board.kpis.revenue, 17);
    assert.equal(board.previous_kpis.clicks, 0);
    assert.deepEqual(
      board.funnel.map((s: any) => [s.stage, s.count]),
      [
        ['clicks', 7],
        ['unique_clicks', 5],
        ['conversions', 4],
        ['sales', 2],
      ],
    );
    assert.equal(board.heat_map.length, 7);
    assert.ok(board.heat_map.every((row: number[]) => row.length === 24));
    assert.equal(
      board.heat_map.flat().reduce((a: number, b: number) => a + b, 0),
      7,
    );
    assert.deepEqual(board.clicks_by_country, [
      { country: 'DE', clicks: 4 },
      { country: 'FR', clicks: 2 },
      { country: 'US', clicks: 1 },
    ]);
    assert.equal(board.series.interval, 'hour');
    assert.equal(board.series.points.length, 24);
    assert.equal(
      board.series.points.reduce((sum: number, p: any) => sum + p.metrics.revenue, 0),
      17,
    );
    assert.deepEqual(new Set(board.top_campaigns.map((c: any) => c.name)), new Set(['Campaign', 'Second']));
    assert.equal(board.top_countries[0].country, 'DE');
    for (const { metrics } of board.top_countries) {
      assert.equal(typeof metrics.cost, 'number', 'a country has its cost');
      assert.ok('roi' in metrics);
      assert.ok(Math.abs(metrics.profit - (metrics.revenue - metrics.cost)) < 1e-9, 'profit is revenue − cost');
      if (metrics.cost) assert.ok(Math.abs(metrics.roi - (metrics.profit / metrics.cost) * 100) < 0.01);
      else assert.equal(metrics.roi, null, 'no ROI without cost');
    }
    const week = await call('GET', '/reports/dashboard?period=7d');
    assert.equal(week.series.interval, 'day');
    assert.equal(week.series.points.length, 7);
    await refused('GET', '/reports/dashboard?period=1y', undefined, 400, /period must be one of 24h, today, yesterday/);
    // Any range of the app's period: local dates, compared with as many days before.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const lastDays = await call('GET', `/reports/dashboard?from=${yesterday}&to=${yesterday}`);
    assert.equal(lastDays.series.interval, 'hour', 'one day: hours');
    assert.ok(lastDays.previous_period, 'compared with the day before');
    assert.equal(
      Date.parse(lastDays.previous_period.to) - Date.parse(lastDays.previous_period.from),
      Date.parse(lastDays.period.to) - Date.parse(lastDays.period.from),
    );
    await refused('GET', `/reports/dashboard?period=7d&from=${yesterday}&to=${yesterday}`, undefined, 400, /not both/);
  });

  it('timeseries and group-by', async () => {
    const series = await call('GET', '/reports/timeseries?period=7d&metrics=clicks,cr');
    assert.equal(series.interval, 'day');
    assert.equal(series.points.length, 7);
    assert.equal(
      series.points.reduce((sum: number, p: any) => sum + p.metrics.clicks, 0),
      7,
    );
    assert.equal(series.points[0].metrics.cr, null, 'an empty day has no ratio');
    const hourly = await call('GET', `/reports/timeseries?period=today&interval=hour&campaign_id=${second}`);
    assert.equal(hourly.points.length, 24);
    assert.equal(
      hourly.points.reduce((sum: number, p: any) => sum + p.metrics.clicks, 0),
      2,
    );
    const grouped = await call(
      'GET',
      '/reports/group-by?period=today&dimension=country&metrics=clicks,revenue&limit=2',
    );
    assert.deepEqual(
      grouped.rows.map((r: any) => [r.value, r.metrics.clicks]),
      [
        ['DE', 4],
        ['FR', 2],
      ],
    );
    assert.equal(grouped.total_rows, 3);
    const byRevenue = await call(
      'GET',
      '/reports/group-by?period=today&dimension=campaign&metrics=clicks,revenue&sort=revenue',
    );
    assert.equal(byRevenue.rows[0].label, 'Campaign');
    await refused('GET', '/reports/group-by?dimension=nope', undefined, 400, /unknown dimension/);
    await refused('GET', '/reports/timeseries?interval=minute', undefined, 400, /interval must be day or hour/);
  });

  it('is scoped to the workspace and needs reports.view', async () => {
    const stranger = await createSession(t);
    const board = await call('GET', '/reports/dashboard?period=today', undefined, stranger);
    assert.equal(board.kpis.clicks, 0);
    const funnel = await call('POST', '/reports/funnel', { period: 'today' }, stranger);
    assert.equal(funnel.total[0].count, 0);
    const member = await createSession(t, { role: 'viewer', workspace_id: fx.workspace_id });
    await withoutPermission(t, member, 'reports.view');
    for (const [method, url, body] of [
      ['POST', '/reports/funnel', {}],
      ['POST', '/reports/cohort', {}],
      ['GET', '/reports/dashboard', undefined],
      ['GET', '/reports/timeseries', undefined],
      ['GET', '/reports/group-by?dimension=country', undefined],
    ] as const) {
      await refused(method, url, body, 403, /no permission to view reports/, member);
    }
  });
});
