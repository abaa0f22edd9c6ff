import assert from 'node:assert/strict';
import { text } from 'node:stream/consumers';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../support/harness';
import { storeClick, trackingFixture, type TrackingFixture } from '../support/conversions';
import { clickhouseMissing, startClickHouse, type TestClickHouse } from '../support/clickhouse';
import { RAW_EXPORT, seedExportTraffic } from '../support/export-traffic';
import { waitFor } from '../support/wait';
import { streamExport } from '../../reports/export';
import type { TableRequest } from '../../reports/request';
import { startAnalytics, type AnalyticsRole } from '../../reports/analytics/start';
import type { ClickHouseStore } from '../../reports/analytics/clickhouse/store';
import { reportDeps } from '../../reports/caller';

const quiet = { info: () => undefined, error: () => undefined };

/**
 * A raw export through the copy on ClickHouse (reports/analytics/export-groups.ts): the groups are
 * formatted as CSV lines in ClickHouse's SQL and streamed from its HTTP answer into the export's
 * transaction, giving the file Postgres gives byte for byte; a reader that leaves early stops the
 * statement on the server, and an error the server sends after its first rows is an error, never
 * rows. Another process's export: analytics-clickhouse-direct.test.ts.
 */
describe('report export through the copy on ClickHouse', { skip: clickhouseMissing }, () => {
  let t: TestApp;
  let fx: TrackingFixture;
  let clickhouse: TestClickHouse;
  let role: AnalyticsRole;
  const pool = () => t.runtime.services.reportPool;
  const store = () => role.owner!.store as ClickHouseStore;
  const exportOf = async (options: { forceRaw?: boolean } = {}, request = RAW_EXPORT) => {
    const exported = await streamExport(
      { ...reportDeps(t.runtime.services), ...options },
      fx.workspace_id,
      request,
      'csv',
    );
    return { storage: exported.storage, rows: exported.totalRows, body: await text(exported.body) };
  };
  /** Statements of this test still running on the server (found by a number only they contain). */
  const running = async (marker: number) =>
    Number(
      (
        await store().query(
          `select count() as n from system.processes where query like '%${marker}%' and query not like '%system.processes%'`,
          [],
        )
      )[0].n,
    );

  before(async () => {
    t = await startTestApp();
    clickhouse = await startClickHouse();
    const config = {
      ...t.config,
      analytics: 'clickhouse' as const,
      clickhouseUrl: clickhouse.url,
      clickhouseDatabase: new URL(t.config.databaseUrl).pathname.slice(1),
    };
    role = await startAnalytics({ ...t.runtime.services, config }, quiet, { owner: true, serve: false });
    await role.owner!.settled();
    fx = await trackingFixture(t);
    await seedExportTraffic(t, fx);
  });

  after(async () => {
    await store()
      .dropDatabase()
      .catch(() => undefined);
    await role?.close();
    await clickhouse?.stop();
    await t.close();
  });

  it('streams the same file as Postgres, with a write committed just before it and with filters', async () => {
    await storeClick(t, fx, { sub_id_1: 'late', sub_id_2: 'k0', cost: '0.1' });
    const filtered: TableRequest = {
      ...RAW_EXPORT,
      filters: [{ dimension: 'sub_id_1', operator: 'in', value: ['late', 'plain', '=SUM(A1)', 'say "hi"'] }],
    };
    for (const request of [RAW_EXPORT, filtered]) {
      const [copy, facts] = [await exportOf({}, request), await exportOf({ forceRaw: true }, request)];
      assert.equal(copy.storage, 'columnar:clickhouse');
      assert.equal(facts.storage, 'raw');
      assert.equal(copy.body, facts.body);
      assert.match(copy.body, /\nlate,k0,Campaign,1,\d,0,0,0,0\.1,-0\.1,/);
    }
    const lines = (await exportOf()).body.split('\n');
    assert.ok(lines.length > 20, `lines: ${lines.length}`);
    // Groups with and without a sale side by side: revenue 0 (nothing summed) and 5 (numbers as their values).
    assert.ok(lines.some((l) => /,5,/.test(l)) && lines.some((l) => /,0,0,0,0\.\d+,/.test(l)));
    assert.ok(lines.some((l) => l.startsWith(`'=SUM(A1),`)) && lines.some((l) => l.startsWith('"say ""hi""",')));
  });

  it('names the storage in the HTTP answer', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/admin_api/v1/reports/export',
      headers: fx.session.headers,
      payload: RAW_EXPORT,
    });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['x-report-storage'], 'columnar:clickhouse');
    assert.equal(response.body, (await exportOf({ forceRaw: true })).body);
  });

  it('streams in chunks of whole lines, in order, and stops the statement when the reader leaves', async () => {
    const lines = await store().streamLines(`select toString(number) from system.numbers limit 300000`, []);
    let expected = 0;
    let chunks = 0;
    for await (const chunk of lines) {
      chunks++;
      assert.ok(chunk.endsWith('\n'));
      for (const line of chunk.slice(0, -1).split('\n')) assert.equal(Number(line), expected++);
    }
    assert.equal(expected, 300_000);
    assert.ok(chunks > 4, `chunks: ${chunks}`);

    // An endless answer: read one chunk and leave; the server stops the statement.
    const endless = await store().streamLines(`select toString(number + 4242002 * 0) from system.numbers`, []);
    for await (const _ of endless) {
      assert.equal(await running(4242002), 1, 'running while read');
      break;
    }
    await waitFor(async () => (await running(4242002)) === 0, 30_000);
    // Handed out, never read, then dropped (as an export that failed before its COPY).
    const unread = await store().streamLines(`select toString(number + 4242003 * 0) from system.numbers`, []);
    assert.equal(await running(4242003), 1);
    await unread.return();
    await waitFor(async () => (await running(4242003)) === 0, 30_000);
  });

  it('turns an error sent after the first rows into an error, never into lines', async () => {
    const lines = await store().streamLines(
      `select toString(number + throwIf(number = 400000)) from system.numbers limit 1000000`,
      [],
    );
    let read = 0;
    await assert.rejects(
      (async () => {
        for await (const chunk of lines)
          for (const line of chunk.slice(0, -1).split('\n')) {
            assert.match(line, /^\d+$/);
            read++;
          }
      })(),
      /Code: 395/,
    );
    assert.ok(read > 0 && read < 400_000, `lines read before the error: ${read}`);
  });
});
