import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { partitionName } from '../../../services/clicks/partitions';
import { postbackLogFilter } from '../../../services/conversions/logs';
import { startTestApp, type TestApp } from '../../support/harness';
import { api, query, trackingFixture, type TrackingFixture } from '../../support/conversions';
import { randomTestIp } from '../../support/session';
import { waitFor } from '../../support/wait';

const DAY_MS = 86_400_000;
const HEADER = 'click_time,campaign,source,offer,country,ip,sub_id_1,conversion_status,conversion_time,payout';

/**
 * Bulk writers ANALYZE the day partitions they filled (docs/operations.md, "Planner statistics"):
 * with autovacuum late or off a fresh partition has no statistics. `last_analyze` is set by a
 * manual ANALYZE only (autovacuum sets `last_autoanalyze`), so the checks cannot pass by chance.
 */
describe('planner statistics after bulk writes', () => {
  let t: TestApp;
  let fx: TrackingFixture;
  // Days far back, that no other write of this database touches.
  const day = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS - 40 * DAY_MS);
  const clickTime = (i: number) => new Date(day.getTime() + 3600_000 + i * 1000);

  const lastAnalyze = async (name: string) =>
    (
      await query<{ at: Date | null }>(
        t,
        'select last_analyze as at from pg_stat_user_tables where relid = $1::regclass',
        [name],
      )
    )[0]?.at ?? null;

  before(async () => {
    t = await startTestApp({ workers: true });
    fx = await trackingFixture(t);
  });
  after(() => t?.close());

  it('an import analyses the clicks and conversions partitions it filled; an upload those it recorded into', async () => {
    const rows = Array.from({ length: 300 }, (_, i) =>
      [
        clickTime(i).toISOString(),
        'Bulk campaign',
        'Bulk source',
        'Bulk offer',
        'US',
        '203.0.113.9',
        `s${i}`,
        i % 3 === 0 ? 'lead' : '',
        i % 3 === 0 ? new Date(clickTime(i).getTime() + 60_000).toISOString() : '',
        i % 3 === 0 ? '2' : '',
      ].join(','),
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/admin_api/v1/import/external-tracker?layout=csv',
      headers: { ...fx.session.headers, 'content-type': 'text/csv' },
      payload: [HEADER, ...rows].join('\n'),
      remoteAddress: randomTestIp(),
    });
    assert.equal(response.statusCode, 202, response.body);
    const id = response.json().id;
    const done = await waitFor(
      () => api(t, fx.session, 'GET', `/import/external-tracker/${id}`),
      (i: any) => i.state === 'done' || i.state === 'failed',
      60_000,
    );
    assert.equal(done.state, 'done');
    assert.equal(done.clicks, 300);
    for (const table of ['clicks', 'conversions'] as const)
      assert.ok(await lastAnalyze(partitionName(day, table)), `${partitionName(day, table)} analysed by the import`);

    // An upload onto the imported clicks that have no conversion yet.
    const conversions = partitionName(day, 'conversions');
    await query(t, 'select pg_stat_reset_single_table_counters($1::regclass)', [conversions]);
    assert.equal(await lastAnalyze(conversions), null);
    const clicks = await query<{ click_id: string }>(
      t,
      `select click_id from clicks c where import_id = $1
         and not exists (select 1 from conversions v where v.click_id = c.click_id) order by click_id limit 50`,
      [id],
    );
    const uploaded = await api(t, fx.session, 'POST', '/conversions/upload', {
      lines: clicks.map((c) => ({ click_id: c.click_id, status: 'lead', payout: '1' })),
      forward: false,
    });
    assert.equal(uploaded.counts.recorded, 50);
    assert.ok(await lastAnalyze(conversions), `${conversions} analysed by the upload`);
  });

  it("the postback log's anti-join probes the click_id index of the click's days only, not every partition", async () => {
    const pool = t.runtime.services.conversions.pool;
    // 30 more (empty, never analysed) days of conversions, and log lines of imported clicks.
    for (let back = 41; back < 71; back++) {
      const from = new Date(day.getTime() - (back - 40) * DAY_MS);
      await pool.query(
        `create table if not exists ${partitionName(from, 'conversions')} partition of conversions
           for values from ('${from.toISOString()}') to ('${new Date(from.getTime() + DAY_MS).toISOString()}')`,
      );
    }
    const partitions = await query<{ n: number }>(
      t,
      `select count(*)::int as n from pg_inherits where inhparent = 'conversions'::regclass`,
    );
    assert.ok(partitions[0].n >= 30);
    const before = await postbackLogFilter(pool, fx.workspace_id, {}, new Date());
    const count = async ({ where, values }: typeof before) =>
      (await pool.query(`select count(*)::int as n from postback_log where ${where}`, values)).rows[0].n;
    const shown = await count(before);
    await pool.query(
      `insert into postback_log (workspace_id, created_at, direction, channel, method, response_code, click_id, url, result)
       select $1, now() - interval '1 hour', 'incoming', 'postback', 'GET', 200, click_id::text, 'https://x.test/pb', 'ok'
         from clicks where workspace_id = $1 and created_at >= $2 limit 200`,
      [fx.workspace_id, day],
    );
    const { where, values } = await postbackLogFilter(pool, fx.workspace_id, {}, new Date());
    const [{ 'QUERY PLAN': plans }] = await query(
      t,
      `explain (analyze, format json) select count(*) from postback_log where ${where}`,
      values,
    );
    // Every scan of a conversions partition, with how many times it ran.
    const scans: { partition: string; loops: number; index: string }[] = [];
    const walk = (node: any) => {
      if (/^conversions_p\d{8}$/.test(node['Relation Name'] ?? ''))
        scans.push({ partition: node['Relation Name'], loops: node['Actual Loops'], index: node['Index Name'] ?? '' });
      for (const child of node.Plans ?? []) walk(child);
    };
    walk(plans[0].Plan);
    const read = new Set(scans.filter((scan) => scan.loops > 0).map((scan) => scan.partition));
    // The imported clicks' day, and at most its neighbours: never the other 30 days.
    assert.ok(read.size >= 1 && read.size <= 3, JSON.stringify(scans));
    for (const name of read) {
      const partitionDay = Date.UTC(+name.slice(-8, -4), +name.slice(-4, -2) - 1, +name.slice(-2));
      assert.ok(Math.abs(partitionDay - day.getTime()) <= DAY_MS, `${name} is not one of the click's days`);
    }
    // The click's day (analysed by the import) is probed through an index holding click_id.
    const own = scans.find((scan) => scan.partition === partitionName(day, 'conversions'));
    assert.ok(own && own.loops > 0 && /click_id|pkey/.test(own.index), JSON.stringify(own));
    // The log still shows what it should: the 200 lines more.
    assert.equal(await count({ where, values }), shown + 200);
  });
});
