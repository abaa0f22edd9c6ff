import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../support/harness';
import { api } from '../support/admin-api';
import { query, trackingFixture, type TrackingFixture } from '../support/conversions';
import { reportDeps } from '../../reports/caller';
import { planTableReport, refuseOverLimitEarly } from '../../reports/run-table';

/** One more than the spec's limit of groups in a report (reports/run-table.ts, MAX_GROUPS). */
const GROUPS = 500_001;

/**
 * Rule 12: a report of more than 500,000 groups is refused (422) before any row is returned, both
 * where its groups are counted before the aggregation (a report by date from a daily cube: the
 * day split's count, which stops once past the limit) and where its own statement counts them; a
 * report of exactly 500,000 groups is answered. The 500,001 groups are rows of yesterday in the
 * placement cube, written by one statement as its trigger would write them for one click per
 * sub_id_1 (the triggers' work for that many clicks would take the test ~25 s; the cube's agreement
 * with the fact tables is the agreement test's subject), and five more of today.
 */
describe('the 500,000-group limit of a report', () => {
  let t: TestApp;
  let fx: TrackingFixture;
  let insertRows: (day: string, count: number) => Promise<unknown>;
  const early = async (body: object) => {
    const deps = reportDeps(t.runtime.services);
    const request = { metrics: ['clicks'], limit: 10, ...body };
    return refuseOverLimitEarly(deps, await planTableReport(deps, fx.workspace_id, request), fx.workspace_id);
  };
  const report = (body: object) =>
    api(t, fx.session, 'POST', '/reports/query', {
      period: 'yesterday',
      metrics: ['clicks', 'cost', 'roi'],
      limit: 10,
      ...body,
    });
  const refusal = (count: string) =>
    new RegExp(
      `the report has ${count} groups, more than the limit of 500,000; add filters, shorten the period or use fewer dimensions`,
    );

  before(async () => {
    t = await startTestApp();
    fx = await trackingFixture(t);
    const rows = (day: string, count: number) =>
      query(
        t,
        `insert into report_click_days_placement (workspace_id, day, campaign_id, source_id, country, sub_id_1,
          is_simulated, clicks, unique_clicks, cost)
         select w.id, ${day}, $2, null, 'DE', 'p-' || lpad(n::text, 6, '0'), false, 1, 1, 0.01
           from workspaces w, generate_series(1, ${count}) n
          where w.id = $1`,
        [fx.workspace_id, fx.campaign_id],
      );
    await rows(`(now() at time zone w.time_zone)::date - 1`, GROUPS);
    await rows(`(now() at time zone w.time_zone)::date`, 5);
    // The planner's statistics as autovacuum would leave them, then kept as they are (the last test
    // writes rows they do not know of).
    await query(t, 'alter table report_click_days_placement set (autovacuum_enabled = false)');
    await query(t, 'analyze report_click_days_placement');
    insertRows = rows;
  });

  after(async () => {
    await t.close();
  });

  it('refuses a report by date counted before its aggregation (422, no rows)', async () => {
    const answer = await report({ dimensions: ['sub_id_1', 'date'] });
    assert.equal(answer.status, 422);
    assert.match(JSON.stringify(answer.body), refusal('500001'));
    assert.equal(answer.body.rows, undefined);
  });

  it('stops counting once past the limit, and says the count is a lower bound', async () => {
    // Seven days: yesterday's keys pass the limit, today's are not counted.
    const answer = await report({ dimensions: ['sub_id_1', 'date'], period: '7d' });
    assert.equal(answer.status, 422);
    assert.match(JSON.stringify(answer.body), refusal('at least 500001'));
  });

  it('refuses a report counted by its own statement (no date dimension)', async () => {
    const answer = await report({ dimensions: ['sub_id_1'] });
    assert.equal(answer.status, 422);
    assert.match(JSON.stringify(answer.body), refusal('500001'));
  });

  it('refuses the export before a byte of the file is sent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin_api/v1/reports/export',
      headers: fx.session.headers,
      payload: { dimensions: ['sub_id_1', 'date'], metrics: ['clicks'], period: 'yesterday' },
    });
    assert.equal(res.statusCode, 422);
    assert.match(res.headers['content-type'] as string, /json/);
    assert.match(res.body, refusal('500001'));
  });

  it('counts early only a report whose rows the planner expects past half the limit', async () => {
    assert.equal(await early({ dimensions: ['sub_id_1', 'date'], period: 'today' }), 'estimated');
    await assert.rejects(early({ dimensions: ['sub_id_1', 'date'], period: 'yesterday' }), refusal('500001'));
    assert.equal(await early({ dimensions: ['sub_id_1'], period: 'yesterday' }), 'unsplit');
  });

  it('answers a report of exactly 500,000 groups', async () => {
    const answer = await report({
      dimensions: ['sub_id_1', 'date'],
      filters: [{ dimension: 'sub_id_1', operator: 'not_in', value: ['p-000001'] }],
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body).slice(0, 300));
    assert.equal(answer.body.total_rows, 500_000);
    assert.equal(answer.body.rows.length, 10);
    assert.equal(answer.body.totals.clicks, 500_000);
  });
  it('refuses, by its own statement, a report the planner expected small (statistics older than its rows)', async () => {
    await insertRows(`(now() at time zone w.time_zone)::date - 3`, GROUPS);
    const body = { dimensions: ['sub_id_1', 'date'], period: 'custom' };
    const day = (
      await query(t, `select ((now() at time zone time_zone)::date - 3)::text as d from workspaces where id = $1`, [
        fx.workspace_id,
      ])
    )[0].d;
    const request = { ...body, from: day, to: day };
    assert.equal(await early(request), 'estimated');
    const answer = await report(request);
    assert.equal(answer.status, 422);
    assert.match(JSON.stringify(answer.body), refusal('500001'));
  });
});
