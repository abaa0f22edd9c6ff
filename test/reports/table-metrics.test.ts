import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../support/harness';
import { api, postback, query, storeClick, trackingFixture, type TrackingFixture } from '../support/conversions';
import { runTableReport, type TableReport } from '../../reports/run-table';
import type { TableRequest } from '../../reports/request';
import { reportDeps } from '../../reports/caller';

/**
 * Every metric of the spec on real rows: clicks recorded in Postgres, conversions through real
 * postbacks (insert, status change, custom status), costs per click and per conversion (CPA).
 * Each report is asked twice, from the rollups (whole days) and from the fact tables (instants),
 * and both must give the same numbers.
 */
/** Ratios are exact decimals in Postgres; compared here to 1e-9 after the trip through a double. */
function close(actual: number | null, expected: number | null, what: string): void {
  if (expected === null || actual === null) assert.equal(actual, expected, what);
  else assert.ok(Math.abs(actual - expected) < 1e-9, `${what}: ${actual} is not ${expected}`);
}

describe('report metrics', () => {
  let t: TestApp;
  let fx: TrackingFixture;
  const report = (request: TableRequest): Promise<TableReport> =>
    runTableReport(reportDeps(t.runtime.services), fx.workspace_id, request);
  const now = new Date();
  const rawPeriod = {
    from: new Date(now.getTime() - 3600_000).toISOString(),
    to: new Date(now.getTime() + 3600_000).toISOString(),
  };

  before(async () => {
    t = await startTestApp();
    fx = await trackingFixture(t, { status_mapping: { approved: 'sale', declined: 'rejected' } });
    await api(t, fx.session, 'POST', '/custom-statuses', { code: 'deposit', counts_as: 'sales' });
    // CPA: 2.00 per lead or sale, on top of the clicks' own cost.
    await api(t, fx.session, 'PUT', `/campaigns/${fx.campaign_id}`, {
      cost_model: 'cpa',
      cost_value: '2',
      cost_currency: 'USD',
    });
    const de1 = await storeClick(t, fx, { country: 'DE', is_unique: true, cost: '0.5' });
    const de2 = await storeClick(t, fx, { country: 'DE', is_unique: true, cost: '0.5' });
    await storeClick(t, fx, { country: 'DE', is_unique: false, cost: '0.5' });
    const fr1 = await storeClick(t, fx, { country: 'FR', device_type: 'desktop', is_unique: true, cost: '0.25' });
    const fr2 = await storeClick(t, fx, { country: 'FR', device_type: 'desktop', is_unique: false, cost: '0.25' });
    await storeClick(t, fx, { country: 'DE', is_simulated: true, cost: '9' });
    const hidden = await storeClick(t, fx, { country: 'DE', save_traffic: false, cost: '9' });
    const ok = async (params: Record<string, string>) =>
      assert.equal((await postback(t, fx.postback_key, params)).statusCode, 200);
    await ok({ subid: de1.click_id, status: 'approved', payout: '10', txid: 'a' });
    await ok({ subid: de2.click_id, status: 'lead', payout: '5', txid: 'b' });
    await ok({ subid: de2.click_id, status: 'approved', payout: '7', txid: 'b' }); // lead → sale, last state counts
    await ok({ subid: fr1.click_id, status: 'declined', payout: '0', txid: 'c' });
    await ok({ subid: fr2.click_id, status: 'deposit', payout: '3', txid: 'd' });
    await ok({ subid: hidden.click_id, status: 'approved', payout: '100', txid: 'e' });
  });

  after(async () => {
    await t.close();
  });

  it('computes every metric by its definition, from the rollups and from the fact tables alike', async () => {
    for (const period of [{ period: 'today' }, rawPeriod]) {
      const result = await report({ dimensions: ['country'], sort: [{ by: 'country', direction: 'asc' }], ...period });
      assert.equal(result.storage, 'period' in period ? 'rollup:geo' : 'raw');
      assert.deepEqual(
        result.rows.map((r) => r.values.country),
        ['DE', 'FR'],
      );
      const [de, fr] = result.rows.map((r) => r.metrics);
      // DE: 3 clicks (2 unique) at 0.5; sales 10 and 7 (both CPA 2) → cost 1.5 + 4.
      const expected: Record<string, number | null> = {
        clicks: 3,
        unique_clicks: 2,
        conversions: 2,
        leads: 0,
        sales: 2,
        rejected: 0,
        revenue: 17,
        cost: 5.5,
        profit: 11.5,
        cr: (2 / 3) * 100,
        epc: 17 / 3,
        roi: (11.5 / 5.5) * 100,
        roas: 17 / 5.5,
        cpa: 5.5 / 2,
        cpl: null,
        approval_rate: 100,
        // No landing on these clicks: each went straight to its offer.
        lp_views: 0,
        lp_clicks: 0,
        lp_ctr: null,
        offer_clicks: 3,
        revenue_confirmed: 17,
        revenue_hold: 0,
        revenue_rejected: 0,
        profit_confirmed: 11.5,
        roi_confirmed: (11.5 / 5.5) * 100,
        epc_confirmed: 17 / 3,
      };
      assert.deepEqual(Object.keys(de).sort(), Object.keys(expected).sort());
      for (const [name, value] of Object.entries(expected)) close(de[name], value, name);
      // FR: 2 clicks (1 unique) at 0.25; one rejected (no CPA), one custom "deposit" counted as a sale (CPA 2).
      assert.equal(fr.clicks, 2);
      assert.equal(fr.unique_clicks, 1);
      assert.equal(fr.conversions, 2);
      assert.equal(fr.sales, 1);
      assert.equal(fr.rejected, 1);
      assert.equal(fr.revenue, 3);
      assert.equal(fr.cost, 2.5);
      assert.equal(fr.approval_rate, 50);
      assert.equal(fr.cpl, null);
      // Totals derive ratios from the sums (rule 10), not from the rows' ratios.
      assert.equal(result.totals.clicks, 5);
      close(result.totals.cr, (4 / 5) * 100, 'total cr');
      close(result.totals.roi, ((20 - 8) / 8) * 100, 'total roi');
    }
  });

  it('counts revenue by the workspace revenue setting, and names it in the metric list', async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/admin_api/v1/workspace',
      headers: fx.session.headers,
      payload: { revenue_basis: 'everything<script>' },
    });
    assert.equal(bad.statusCode, 400);
    assert.doesNotMatch(bad.body, /script/);
    const listed = async () => api(t, fx.session, 'GET', '/reports/metrics');
    const before = await listed();
    assert.equal(before.revenue_basis, 'all_but_trash');
    const revenue = (list: any) => list.metrics.find((m: any) => m.name === 'revenue');
    assert.match(revenue(before).description, /every conversion but trash/);
    assert.deepEqual(
      before.metrics.filter((m: any) => m.group === 'landing').map((m: any) => m.name),
      ['lp_views', 'lp_clicks', 'lp_ctr', 'offer_clicks'],
    );
    // A lead with a payout: counted by all_but_trash and leads_and_sales, not by sales.
    const lead = await storeClick(t, fx, { country: 'US', cost: '0' });
    assert.equal(
      (await postback(t, fx.postback_key, { subid: lead.click_id, status: 'lead', payout: '4', txid: 'l' })).statusCode,
      200,
    );
    try {
      const expected = { all_but_trash: 24, leads_and_sales: 24, sales: 20 };
      for (const [basis, total] of Object.entries(expected)) {
        await api(t, fx.session, 'PUT', '/workspace', { revenue_basis: basis });
        for (const period of [{ period: 'today' }, rawPeriod]) {
          const result = await report({ metrics: ['revenue', 'revenue_hold', 'profit', 'cost'], ...period });
          assert.equal(result.totals.revenue, total, `${basis} ${JSON.stringify(period)}`);
          assert.equal(result.totals.revenue_hold, 4);
          close(result.totals.profit, total - (result.totals.cost ?? 0), `${basis} profit`);
        }
        // The cohort's revenue counts the same, from the daily cube and from the fact tables (hourly).
        for (const granularity of ['day', 'hour']) {
          const cohort = await api(
            t,
            fx.session,
            'POST',
            '/reports/cohort',
            {
              period: 'today',
              value: 'revenue',
              granularity,
            },
            [200],
          );
          const sum = cohort.rows.reduce(
            (n: number, r: any) => n + r.cells.reduce((m: number, c: any) => m + (c ?? 0), 0),
            0,
          );
          close(sum, total, `${basis} cohort ${granularity} (${cohort.storage})`);
        }
      }
      assert.match(revenue(await listed()).description, /sales only/);
    } finally {
      await api(t, fx.session, 'PUT', '/workspace', { revenue_basis: 'all_but_trash' });
      await query(t, 'delete from conversions where click_id = $1', [lead.click_id]);
      await query(t, 'delete from clicks where click_id = $1', [lead.click_id]);
      // The rollup rows that fell to zero go too (a later test compares the rollups with a rebuild).
      await query(t, 'select report_rollups_rebuild($1)', [fx.workspace_id]);
    }
  });

  it('counts simulated clicks only when the workspace shows them, and never clicks of flows that do not save traffic', async () => {
    await api(t, fx.session, 'PUT', '/workspace', { show_simulated_traffic: true });
    try {
      const result = await report({ period: 'today' });
      assert.equal(result.totals.clicks, 6);
      assert.equal(result.totals.revenue, 20);
    } finally {
      await api(t, fx.session, 'PUT', '/workspace', { show_simulated_traffic: false });
    }
  });

  it('keeps the rollups equal to a rebuild from the fact tables', async () => {
    const before = await query(
      t,
      `select * from report_click_days_geo where workspace_id = $1 order by country, is_simulated, device_type`,
      [fx.workspace_id],
    );
    await query(t, 'select report_rollups_rebuild($1)', [fx.workspace_id]);
    const after = await query(
      t,
      `select * from report_click_days_geo where workspace_id = $1 order by country, is_simulated, device_type`,
      [fx.workspace_id],
    );
    assert.deepEqual(after, before);
  });

  it('counts days in the workspace time zone; a new zone rebuilds the rollups and keeps the totals', async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/admin_api/v1/workspace',
      headers: fx.session.headers,
      payload: { time_zone: 'Mars/Olympus' },
    });
    assert.equal(bad.statusCode, 400);
    const before = await report({ period: '7d' });
    const updated = await api(t, fx.session, 'PUT', '/workspace', { time_zone: 'Pacific/Kiritimati' });
    assert.equal(updated.time_zone, 'Pacific/Kiritimati');
    try {
      const after = await report({ period: '7d', dimensions: ['date'] });
      assert.equal(after.time_zone, 'Pacific/Kiritimati');
      assert.equal(after.totals.clicks, before.totals.clicks);
      const local = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(now);
      const [day] = await query(
        t,
        `select distinct day::text as day from report_click_days_geo where workspace_id = $1`,
        [fx.workspace_id],
      );
      assert.equal(day.day, local);
      const raw = await report({ ...rawPeriod, dimensions: ['date'] });
      assert.deepEqual(
        raw.rows.map((r) => r.values.date),
        after.rows.map((r) => r.values.date),
      );
      // The hourly cube moved with the zone: its local hours are those the fact tables give.
      const hours = await report({
        period: '7d',
        dimensions: ['date', 'hour'],
        metrics: ['clicks', 'conversions', 'revenue'],
      });
      assert.equal(hours.storage, 'rollup:campaign');
      const rawHours = await runTableReport({ ...reportDeps(t.runtime.services), forceRaw: true }, fx.workspace_id, {
        period: '7d',
        dimensions: ['date', 'hour'],
        metrics: ['clicks', 'conversions', 'revenue'],
      });
      assert.deepEqual(hours.rows, rawHours.rows);
      const localHour = Number(
        new Intl.DateTimeFormat('en-GB', { timeZone: 'Pacific/Kiritimati', hour: '2-digit', hourCycle: 'h23' }).format(
          now,
        ),
      );
      // The clicks were stored moments after `now`: at its local hour, or the next one when an hour began between.
      assert.ok(
        hours.rows.some((r) => r.values.hour === localHour || r.values.hour === (localHour + 1) % 24),
        `a row at local hour ${localHour}`,
      );
    } finally {
      await api(t, fx.session, 'PUT', '/workspace', { time_zone: 'UTC' });
    }
  });

  it('puts conversions on the day of the click or of the conversion, as asked', async () => {
    // A click two days back that converts today: its day differs by basis.
    const own = await trackingFixture(t);
    const clickedAt = new Date(Date.now() - 2 * 86_400_000);
    const click = await storeClick(t, own, { cost: '1' }, clickedAt);
    assert.equal(
      (await postback(t, own.postback_key, { subid: click.click_id, status: 'sale', payout: '10', txid: 'late' }))
        .statusCode,
      200,
    );
    const day = (at: Date) => at.toISOString().slice(0, 10);
    const byDay = async (date_basis: 'click' | 'conversion') => {
      const result = await runTableReport(reportDeps(t.runtime.services), own.workspace_id, {
        dimensions: ['date'],
        metrics: ['clicks', 'conversions', 'revenue'],
        date_basis,
        period: '7d',
      });
      assert.equal(result.date_basis, date_basis);
      return Object.fromEntries(
        result.rows
          .filter((row) => row.metrics.conversions)
          .map((row) => [String(row.values.date).slice(0, 10), row.metrics.conversions]),
      );
    };
    assert.deepEqual(await byDay('click'), { [day(clickedAt)]: 1 });
    assert.deepEqual(await byDay('conversion'), { [day(new Date())]: 1 });
  });
});
