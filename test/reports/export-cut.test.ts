import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../support/harness';
import { query, trackingFixture, type TrackingFixture } from '../support/conversions';

/** Groups past the export's 100,000 rows. */
const GROUPS = 130_000;
/** Clicks of group n: 60,000 groups of 3, 60,000 of 2, 10,000 of 1, so the cut falls inside the run of 2. */
const clicksOf = (n: number) => (n % 13 < 6 ? 3 : n % 13 < 12 ? 2 : 1);
const subId = (n: number) => `s-${String(n).padStart(6, '0')}`;

/**
 * An export cut to its first 100,000 rows by clicks sorts only the rows with at least the clicks of
 * the last one kept (reports/table/page.ts, `clicksFloor`): the file holds exactly the first rows of
 * the whole report's order, ties on clicks at the cut broken by the dimensions. The groups are rows
 * of yesterday in the placement cube, written by one statement as its trigger would write them.
 */
describe('an export cut to its first 100,000 rows by clicks', () => {
  let t: TestApp;
  let fx: TrackingFixture;

  before(async () => {
    t = await startTestApp();
    fx = await trackingFixture(t);
    await query(
      t,
      `insert into report_click_days_placement (workspace_id, day, campaign_id, source_id, country, sub_id_1,
         is_simulated, clicks, unique_clicks, cost)
       select w.id, (now() at time zone w.time_zone)::date - 1, $2, null, 'DE', 's-' || lpad(n::text, 6, '0'),
              false, case when n % 13 < 6 then 3 when n % 13 < 12 then 2 else 1 end, 1, 0.01
         from workspaces w, generate_series(1, ${GROUPS}) n
        where w.id = $1`,
      [fx.workspace_id, fx.campaign_id],
    );
  });

  after(async () => {
    await t.close();
  });

  it('holds the first 100,000 rows of the whole order, ties at the cut included in order', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin_api/v1/reports/export',
      headers: fx.session.headers,
      payload: { dimensions: ['sub_id_1', 'date'], metrics: ['clicks'], period: 'yesterday' },
    });
    assert.equal(res.statusCode, 200, res.body.slice(0, 300));
    assert.equal(res.headers['x-report-storage'], 'rollup:placement');
    assert.match(String(res.headers['x-report-warning']), /has 130000 rows; this export holds the first 100000/);
    const expected = Array.from({ length: GROUPS }, (_, i) => i + 1)
      .sort((a, b) => clicksOf(b) - clicksOf(a) || (subId(a) < subId(b) ? -1 : 1))
      .slice(0, 100_000);
    // The last row kept sits inside the run of 2 clicks, with rows of 1 below: the floor is 2.
    assert.equal(clicksOf(expected[expected.length - 1]), 2);
    const rows = res.body
      .trimEnd()
      .split('\n')
      .slice(1)
      .filter((line) => !line.startsWith('#'));
    assert.equal(rows.length, 100_000);
    const got = rows.map((line) => line.split(',', 3));
    assert.deepEqual(
      got.map(([sub, , clicks]) => `${sub} ${clicks}`),
      expected.map((n) => `${subId(n)} ${clicksOf(n)}`),
    );
  });
});
