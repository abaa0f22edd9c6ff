import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../support/harness';
import { api, postback, query, storeClick, trackingFixture, type TrackingFixture } from '../support/conversions';
import { clickhouseMissing, startClickHouse, type TestClickHouse } from '../support/clickhouse';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { waitFor } from '../support/wait';
import { runTableReport } from '../../reports/run-table';
import type { TableRequest } from '../../reports/request';
import { startAnalytics, type AnalyticsRole } from '../../reports/analytics/start';
import { ClickHouseStore } from '../../reports/analytics/clickhouse/store';
import type { Config } from '../../infra/config';
import { reportDeps } from '../../reports/caller';

const quiet = { info: () => undefined, error: () => undefined };
const REPORT: TableRequest = {
  dimensions: ['campaign', 'country', 'sub_id_2'],
  metrics: ['clicks', 'unique_clicks', 'conversions', 'leads', 'sales', 'rejected', 'revenue', 'cost', 'visitors'],
  period: '7d',
  limit: 1000,
};

/**
 * The analytics copy on ClickHouse (docs/reports.md, "ClickHouse"), on a server of this file's own
 * (Debian's 18.16 package in CI) behind a TCP proxy that can take it away: a note delivered twice
 * or a restart changes nothing, a conversion's status changes stay exact, regexps run as RE2
 * (`match`), deletes reach it, and reports read Postgres, saying so, while the server is down.
 */
describe('analytics store on ClickHouse', { skip: clickhouseMissing }, () => {
  let t: TestApp;
  let fx: TrackingFixture;
  let clickhouse: TestClickHouse;
  let proxy: TcpProxy;
  let config: Config;
  let role: AnalyticsRole;
  const deps = () => reportDeps(t.runtime.services);
  const fromPostgres = (request = REPORT) => runTableReport({ ...deps(), forceRaw: true }, fx.workspace_id, request);
  const fromCopy = (request = REPORT) => runTableReport(deps(), fx.workspace_id, request);
  const same = async (where: string, request = REPORT) => {
    const [copy, facts] = [await fromCopy(request), await fromPostgres(request)];
    assert.equal(copy.storage, 'columnar:clickhouse', where);
    assert.deepEqual(copy.rows, facts.rows, where);
    assert.deepEqual(copy.totals, facts.totals, where);
    return copy;
  };
  const store = () => role.owner!.store as ClickHouseStore;
  const liveClicks = async () =>
    Number((await store().query('select count() as n from clicks final where deleted = 0', []))[0].n);

  before(async () => {
    t = await startTestApp();
    clickhouse = await startClickHouse();
    proxy = await startTcpProxy(Number(new URL(clickhouse.url).port));
    config = {
      ...t.config,
      analytics: 'clickhouse',
      clickhouseUrl: `http://127.0.0.1:${proxy.port}`,
      clickhouseDatabase: new URL(t.config.databaseUrl).pathname.slice(1),
    };
    role = await startAnalytics({ ...t.runtime.services, config }, quiet, { owner: true, serve: false });
    await role.owner!.settled();
    fx = await trackingFixture(t);
    const second = (await api(t, fx.session, 'POST', '/campaigns', { name: 'Second', source_id: fx.source_id })).id;
    for (let i = 0; i < 40; i++) {
      const click = await storeClick(
        t,
        { ...fx, campaign_id: i % 3 ? fx.campaign_id : second },
        {
          country: ['DE', 'FR', null][i % 3],
          sub_id_2: ['alpha', 'Beta', 'gamma', 'BETA-2', null][i % 5],
          visitor_id: `v${i % 7}`,
          cost: '0.5',
        },
        new Date(Date.now() - (i % 2) * 86_400_000),
      );
      if (i % 5 === 0)
        await postback(t, fx.postback_key, { subid: click.click_id, status: 'lead', payout: '3', txid: `t${i}` });
    }
  });

  after(async () => {
    if (role?.owner)
      await store()
        .dropDatabase()
        .catch(() => undefined);
    await role?.close();
    await proxy?.close();
    await clickhouse?.stop();
    await t.close();
  });

  it('applies a note delivered twice, and a restart, to the same copy', async () => {
    await same('after the writes');
    assert.equal(await liveClicks(), 40);
    // Redelivery: every click noted again (as after a crash between ClickHouse's insert and the notes' delete).
    await query(
      t,
      `insert into analytics_changes (kind, at, key) select 'click', created_at, click_id from clicks where workspace_id = $1`,
      [fx.workspace_id],
    );
    await role.owner!.catchUp();
    assert.equal(await liveClicks(), 40, 'one live row per click');
    await same('after a redelivery');
    // A restart finds its copy (keyed to this database since the notes went on) and rebuilds nothing.
    await role.close();
    role = await startAnalytics({ ...t.runtime.services, config }, quiet, { owner: true, serve: false });
    assert.equal(await role.owner!.settled(), false, 'no rebuild after a restart');
    await same('after a restart');
  });

  it('keeps a conversion exact through its status changes', async () => {
    const click = await storeClick(t, fx, { country: 'US', sub_id_2: 'status' });
    const only = { ...REPORT, filters: [{ dimension: 'sub_id_2', operator: '=', value: 'status' }] };
    for (const [status, payout] of [
      ['lead', '2'],
      ['sale', '9.5'],
      ['rejected', '9.5'],
    ]) {
      await postback(t, fx.postback_key, { subid: click.click_id, status, payout, txid: 'changing' });
      const report = await same(`after ${status}`, only);
      const totals = report.totals;
      assert.deepEqual(
        [totals.leads, totals.sales, totals.rejected],
        status === 'lead' ? [1, 0, 0] : status === 'sale' ? [0, 1, 0] : [0, 0, 1],
        status,
      );
    }
  });

  it('filters by RE2 regular expressions (match) as Postgres does', async () => {
    for (const value of ['^(al|ga)', '(?i)^beta', 'a$', '^[A-Z]+-[0-9]$']) {
      const request = { ...REPORT, filters: [{ dimension: 'sub_id_2', operator: 'regexp', value }] };
      const report = await same(`regexp ${value}`, request);
      assert.ok(report.rows.length > 0, `${value} matches some clicks`);
    }
    const contains = { ...REPORT, filters: [{ dimension: 'sub_id_2', operator: 'contains', value: 'ET' }] };
    assert.ok((await same('contains, any case', contains)).rows.length > 0);
  });

  it('forgets what clean deletes and the days retention drops', async () => {
    const today = new Date().toISOString().slice(0, 10);
    await api(t, fx.session, 'POST', '/reports/clean', { campaign_id: fx.campaign_id, from: today, to: today });
    await same('after clean');
    const [{ oldest }] = await query(t, 'select min(created_at) as oldest from clicks where workspace_id = $1', [
      fx.workspace_id,
    ]);
    // As dropExpiredClickPartitions: the rows go without a note (a dropped partition), then the range is noted.
    const cutoff = new Date(new Date(oldest).getTime() + 1);
    const client = await t.runtime.services.conversions.pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query('delete from analytics_feed returning store, since');
      const { rowCount } = await client.query('delete from clicks where created_at < $1', [cutoff]);
      assert.ok(rowCount! > 0, 'clicks to drop');
      await client.query('insert into analytics_feed (store, since) values ($1, $2)', [rows[0].store, rows[0].since]);
      await client.query('commit');
    } finally {
      client.release();
    }
    await query(t, `select analytics_note_before('clicks_before', $1)`, [cutoff]);
    await same('after a retention range');
  });

  it('reads Postgres while the server is down, says so, and catches up when it is back', async () => {
    await proxy.kill();
    try {
      const down = await fromCopy();
      const facts = await fromPostgres();
      assert.equal(down.storage, 'raw (analytics copy down)');
      assert.deepEqual(down.rows, facts.rows);
      // A write while it is down waits in the notes.
      await storeClick(t, fx, { country: 'DE', sub_id_2: 'while down' });
    } finally {
      proxy.restore();
    }
    // The owner opens the store again every 2 s; on a busy machine its catch-up takes a while.
    await waitFor(async () => (await fromCopy()).storage === 'columnar:clickhouse', 90_000);
    const back = await same('after the server came back');
    assert.ok(
      back.rows.some((r) => r.values.sub_id_2 === 'while down'),
      'the write made while down is in',
    );
  });

  it('rebuilds the copy of a server that came back without it', async () => {
    // Dropped from outside (another client), as a server restored empty: the owner does not know.
    const other = new ClickHouseStore(config.clickhouseUrl, config.clickhouseDatabase);
    await other.dropDatabase();
    await other.close();
    const lost = await fromCopy();
    // Down until the owner's next look, rebuilding once it has seen the copy gone: Postgres either way.
    assert.match(lost.storage, /^raw \(analytics copy (down|rebuilding)\)$/);
    await waitFor(async () => (await fromCopy()).storage === 'columnar:clickhouse', 90_000);
    await same('after the copy was made again');
  });

  it('rebuilds into the same copy', async () => {
    await role.owner!.rebuild();
    await same('after a rebuild');
  });
});
