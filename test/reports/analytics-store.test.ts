import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, testConfig, type TestApp } from '../support/harness';
import { api, postback, query, storeClick, trackingFixture, type TrackingFixture } from '../support/conversions';
import { runTableReport } from '../../reports/run-table';
import { startAnalytics, type AnalyticsRole } from '../../reports/analytics/start';
import { RemoteCopyReader } from '../../reports/analytics/remote';
import { reportDeps } from '../../reports/caller';
import { waitFor } from '../support/wait';
import type { DuckDbStore } from '../../reports/analytics/duckdb/store';

const quiet = { info: () => undefined, error: () => undefined };
const REPORT = {
  dimensions: ['campaign', 'country', 'sub_id_2'],
  metrics: ['clicks', 'unique_clicks', 'conversions', 'sales', 'revenue', 'cost', 'visitors'],
  period: '7d',
  limit: 1000,
};
const METRICS = ['clicks', 'unique_clicks', 'conversions', 'sales', 'revenue', 'cost', 'lp_views', 'lp_clicks'];
/**
 * The day aggregates' reports (reports/analytics/duckdb/aggregates.ts): REPORT reads `sub_id_2`,
 * these `device`, over whole UTC days and over instants with ragged ends (read from the clicks).
 */
const aggregateReports = (campaign: string) => {
  const hour = 3_600_000;
  const now = Date.now();
  return [
    { dimensions: ['offer', 'os'], metrics: METRICS, period: '7d', limit: 1000 },
    {
      dimensions: ['os', 'browser', 'country'],
      filters: [{ dimension: 'campaign', operator: '=', value: campaign }],
      metrics: METRICS,
      period: '7d',
      limit: 1000,
    },
    {
      dimensions: ['device_type', 'affiliate_network'],
      metrics: METRICS,
      from: new Date(now - 50 * hour).toISOString(),
      to: new Date(now + hour).toISOString(),
      limit: 1000,
    },
  ];
};

/**
 * The analytics copy (docs/reports.md, "Analytics store"): the deleters reach it, a rebuild gives
 * the same copy, another process reads it through the owner, and reports read Postgres (saying
 * so) while it cannot answer.
 */
describe('analytics store', () => {
  let t: TestApp;
  let fx: TrackingFixture;
  let role: AnalyticsRole;
  const deps = () => reportDeps(t.runtime.services);
  const fromPostgres = () => runTableReport({ ...deps(), forceRaw: true }, fx.workspace_id, REPORT);
  const fromCopy = () => runTableReport(deps(), fx.workspace_id, REPORT);
  const same = async (where: string) => {
    const [copy, facts] = [await fromCopy(), await fromPostgres()];
    assert.equal(copy.storage, 'columnar:duckdb', where);
    assert.deepEqual(copy.rows, facts.rows, where);
    assert.deepEqual(copy.totals, facts.totals, where);
    for (const request of aggregateReports(fx.campaign_id)) {
      const [a, b] = [
        await runTableReport(deps(), fx.workspace_id, request),
        await runTableReport({ ...deps(), forceRaw: true }, fx.workspace_id, request),
      ];
      const at = `${where}: ${JSON.stringify(request.dimensions)}`;
      assert.equal(a.storage, 'columnar:duckdb', at);
      assert.deepEqual(a.rows, b.rows, at);
      assert.deepEqual(a.totals, b.totals, at);
    }
    return copy;
  };
  /** The feed's deltas re-aggregated (as every 30 s): the same answers. */
  const compacted = async (where: string) => {
    await (role.owner!.store as unknown as { duckdb: DuckDbStore }).duckdb.compactAggregates(true);
    await same(`${where}, compacted`);
  };

  before(async () => {
    t = await startTestApp({ env: { ANALYTICS: 'duckdb' } });
    role = await startAnalytics(t.runtime.services, quiet, { owner: true });
    await role.owner!.settled();
    fx = await trackingFixture(t);
    const second = (await api(t, fx.session, 'POST', '/campaigns', { name: 'Second', source_id: fx.source_id })).id;
    for (let i = 0; i < 60; i++) {
      const click = await storeClick(
        t,
        { ...fx, campaign_id: i % 3 ? fx.campaign_id : second },
        { country: ['DE', 'FR', null][i % 3], sub_id_2: `s${i % 4}`, visitor_id: `v${i % 7}`, cost: '0.5' },
        new Date(Date.now() - (i % 2) * 86_400_000),
      );
      if (i % 5 === 0)
        await postback(t, fx.postback_key, { subid: click.click_id, status: 'lead', payout: '3', txid: `t${i}` });
      if (i % 10 === 0)
        await postback(t, fx.postback_key, { subid: click.click_id, status: 'sale', payout: '7', txid: `t${i}` });
    }
  });

  after(async () => {
    await role.close();
    await t.close();
  });

  it('answers off the cubes from the copy, equal to Postgres, with every write in it', async () => {
    const report = await same('after the writes');
    assert.equal(report.totals.clicks, 60);
    assert.ok((report.totals.sales ?? 0) > 0, 'status changes reached the copy');
    // Clicks updated (a cost update, a uniqueness fixed): their old state leaves the aggregates.
    await query(
      t,
      `update clicks set is_unique = not is_unique, cost = 0.25, lp_clicked_at = created_at + interval '1 minute'
        where click_id in (select click_id from clicks where workspace_id = $1 order by click_id limit 7)`,
      [fx.workspace_id],
    );
    await same('after an update of clicks');
    await compacted('after an update of clicks');
  });

  it('answers while clicks keep arriving: a report waits for the writes before it, not the ones after', async () => {
    const steady = { country: 'ZZ', sub_id_2: 'steady' };
    await storeClick(t, fx, steady);
    // Clicks one after the other, each noted for the copy, faster than the copy applies its batches.
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        await storeClick(t, fx, { ...steady, country: 'ZY' });
        written++;
      }
    })();
    try {
      await waitFor(() => written >= 10);
      const asked = written;
      const never = new Promise<never>((_, reject) => {
        const timer = setTimeout(() => reject(new Error('the report never answered while clicks arrived')), 60_000);
        timer.unref();
      });
      const report = await Promise.race([
        runTableReport(deps(), fx.workspace_id, {
          dimensions: ['country'],
          filters: [{ dimension: 'sub_id_2', operator: '=', value: 'steady' }],
          metrics: ['clicks'],
          period: 'today',
        }),
        never,
      ]);
      assert.equal(report.storage, 'columnar:duckdb');
      const counted = new Map(report.rows.map((row) => [row.values.country, row.metrics.clicks]));
      assert.equal(counted.get('ZZ'), 1, 'the click written before the report is in it');
      assert.ok((counted.get('ZY') ?? 0) >= asked, 'and every click written before it asked');
    } finally {
      writing = false;
      await writer;
    }
    assert.ok(written > 10, 'clicks kept arriving');
  });

  it('forgets what clean deletes', async () => {
    const today = new Date().toISOString().slice(0, 10);
    await api(t, fx.session, 'POST', '/reports/clean', { campaign_id: fx.campaign_id, from: today, to: today });
    const report = await same('after clean');
    assert.ok((report.totals.clicks ?? 0) < 60, 'clicks were deleted');
    await compacted('after clean');
  });

  it('forgets the days retention drops (a range note)', async () => {
    const [{ oldest }] = await query(t, `select min(created_at) as oldest from clicks where workspace_id = $1`, [
      fx.workspace_id,
    ]);
    // What dropExpiredClickPartitions does after dropping a day: the same deletes on both sides.
    // A dropped partition notes no row: the rows go here with the notes off (as a drop), then the range is noted.
    const before = new Date(new Date(oldest).getTime() + 1);
    const client = await t.runtime.services.conversions.pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query(`delete from analytics_feed returning store, since`);
      const { rowCount } = await client.query(`delete from clicks where created_at < $1`, [before]);
      assert.ok(rowCount! > 0, 'a day of clicks to drop');
      await client.query(`insert into analytics_feed (store, since) values ($1, $2)`, [rows[0].store, rows[0].since]);
      await client.query('commit');
    } finally {
      client.release();
    }
    await query(t, `select analytics_note_before('clicks_before', $1)`, [before]);
    await same('after a retention range');
    await compacted('after a retention range');
  });

  it('rebuilds into the same copy, and reports read Postgres meanwhile and say so', async () => {
    const rebuilt = role.owner!.rebuild();
    const during = await fromCopy();
    await rebuilt;
    assert.match(during.storage, /^raw|columnar:duckdb$/);
    if (during.storage !== 'columnar:duckdb') assert.equal(during.storage, 'raw (analytics copy rebuilding)');
    await same('after a rebuild');
  });

  it('answers another process through Redis, and says at once when no owner runs', async () => {
    const remote = new RemoteCopyReader(t.config.redisUrl, t.config.redisPrefix, 10_000);
    try {
      const answer = await remote.grouped('select 40 + $1 as n', [2]);
      assert.deepEqual(answer, { rows: [{ n: 42 }] });
      const elsewhere = new RemoteCopyReader(t.config.redisUrl, testConfig().redisPrefix, 10_000);
      const started = Date.now();
      assert.deepEqual(await elsewhere.grouped('select 1', []), { unavailable: 'down' });
      assert.ok(Date.now() - started < 5000, 'no wait for an owner that is not there');
      await elsewhere.close();
    } finally {
      await remote.close();
    }
  });
});
