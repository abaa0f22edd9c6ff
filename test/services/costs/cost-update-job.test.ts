import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../../support/harness';
import { waitFor } from '../../support/wait';
import { ok } from '../../support/admin-api';
import { query, trackingFixture, type TrackingFixture } from '../../support/conversions';
import { ensureClickPartitionsFor } from '../../../services/clicks/partitions';
import { MAX_SYNC_COST_CLICKS } from '../../../services/costs/cost-update';

const DAY = 86_400_000;

/** A cost update above 100,000 clicks runs as a job with progress, on real rows. */
describe('cost update job', () => {
  let t: TestApp;
  let fx: TrackingFixture;
  const yesterday = new Date(Date.now() - DAY).toISOString().slice(0, 10);
  const clicks = MAX_SYNC_COST_CLICKS + 7;

  before(async () => {
    t = await startTestApp({ workers: true });
    fx = await trackingFixture(t);
    const noon = new Date(`${yesterday}T12:00:00Z`);
    const db = await t.runtime.services.conversions.store.pool.connect();
    try {
      await ensureClickPartitionsFor(db, [noon]);
      await db.query(
        `insert into clicks (click_id, created_at, workspace_id, campaign_id, source_id, outcome, http_status, cost)
         select gen_random_uuid(), $1::timestamptz + i * interval '100 ms', $2, $3, $4, 'redirect', 302, 0.01
           from generate_series(1, $5) i`,
        [noon, fx.workspace_id, fx.campaign_id, fx.source_id, clicks],
      );
    } finally {
      db.release();
    }
  });
  after(async () => {
    await t.close();
  });

  it('queues the update, reports progress, and ends with exact costs that reports agree with', async () => {
    const started = await ok(
      t,
      fx.session,
      'POST',
      `/campaigns/${fx.campaign_id}/costs`,
      { from: yesterday, to: yesterday, amount: '1000.5' },
      200,
    );
    assert.equal(started.state, 'queued');
    assert.equal(started.clicks, clicks);
    const done = await waitFor(
      () => ok(t, fx.session, 'GET', `/cost-updates/${started.id}`, undefined, 200),
      (update) => update.state === 'done' || update.state === 'failed',
      240_000,
    );
    assert.equal(done.state, 'done', done.error);
    assert.equal(done.clicks_done, clicks);
    assert.equal(done.percent, 100);
    const [sum] = await query(
      t,
      `select sum(cost)::text as total, min(cost)::text as low, max(cost)::text as high
         from clicks where workspace_id = $1`,
      [fx.workspace_id],
    );
    assert.deepEqual(sum, { total: '1000.500000', low: '0.010004', high: '0.010005' });
    const report = await ok(
      t,
      fx.session,
      'POST',
      '/reports/query',
      { from: yesterday, to: yesterday, dimensions: ['campaign'] },
      200,
    );
    assert.equal(report.totals.clicks, clicks);
    assert.equal(report.totals.cost, 1000.5);
    assert.equal(report.totals.profit, -1000.5);
  });
});
