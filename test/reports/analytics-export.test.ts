import assert from 'node:assert/strict';
import { text } from 'node:stream/consumers';
import { after, before, describe, it } from 'node:test';
import { startTestApp, testConfig, type TestApp } from '../support/harness';
import { storeClick, trackingFixture, type TrackingFixture } from '../support/conversions';
import { RAW_EXPORT as EXPORT, seedExportTraffic } from '../support/export-traffic';
import { streamExport } from '../../reports/export';
import { planTableReport } from '../../reports/run-table';
import { streamCopyGroups } from '../../reports/analytics/export-groups';
import { parse } from 'csv-parse/sync';
import { runDashboard } from '../../reports/dashboard';
import type { TableRequest } from '../../reports/request';
import { startAnalytics, type AnalyticsRole } from '../../reports/analytics/start';
import { type CopyReader } from '../../reports/analytics/reader';
import { RemoteCopyReader } from '../../reports/analytics/remote';
import { reportDeps } from '../../reports/caller';

const quiet = { info: () => undefined, error: () => undefined };

/**
 * A raw export through the analytics copy (reports/analytics/export-groups.ts): the groups stream
 * from DuckDB into the export's transaction; the file is the one Postgres gives (header, order,
 * quoting, formula escaping), in-process and through Redis, and Postgres answers (saying so) when
 * the copy cannot.
 */
describe('report export through the analytics copy', () => {
  let t: TestApp;
  let fx: TrackingFixture;
  let role: AnalyticsRole;
  const pool = () => t.runtime.services.reportPool;
  const exportOf = async (options: { forceRaw?: boolean; forceCopy?: boolean } = {}, request = EXPORT) => {
    const exported = await streamExport(
      { ...reportDeps(t.runtime.services), ...options },
      fx.workspace_id,
      request,
      'csv',
    );
    return { storage: exported.storage, rows: exported.totalRows, body: await text(exported.body) };
  };
  /** Runs `work` with another reader on the report pool (the owner's back afterwards). */
  const withReader = async <T>(reader: CopyReader, work: () => Promise<T>): Promise<T> => {
    const owner = t.runtime.services.analyticsCopy.reader;
    t.runtime.services.analyticsCopy.reader = reader;
    try {
      return await work();
    } finally {
      t.runtime.services.analyticsCopy.reader = owner ?? null;
    }
  };

  before(async () => {
    t = await startTestApp({ env: { ANALYTICS: 'duckdb' } });
    role = await startAnalytics(t.runtime.services, quiet, { owner: true });
    await role.owner!.settled();
    fx = await trackingFixture(t);
    await seedExportTraffic(t, fx);
  });

  after(async () => {
    await role.close();
    await t.close();
  });

  it('streams the same file as Postgres: header, rows in order, quoting and formula escaping', async () => {
    const [copy, facts] = [await exportOf(), await exportOf({ forceRaw: true })];
    assert.equal(copy.storage, 'columnar:duckdb');
    assert.equal(facts.storage, 'raw');
    assert.equal(copy.body, facts.body);
    const lines = copy.body.trimEnd().split('\n');
    assert.equal(lines.length - 1, copy.rows, 'a line per row after the header');
    assert.ok(copy.rows > 20, `rows: ${copy.rows}`);
    assert.match(lines[0], /^Sub ID 1,Sub ID 2,Campaign,/);
    assert.ok(
      lines.some((l) => l.startsWith(`'=SUM(A1),`)),
      'a formula is escaped',
    );
    assert.ok(lines.some((l) => l.startsWith(`'-2,`)) && lines.some((l) => l.startsWith(`'@x,`)));
    assert.ok(lines.some((l) => l.startsWith('"a,b",')) && lines.some((l) => l.startsWith('"say ""hi""",')));
    assert.ok(
      lines.some((l) => l.includes('"Second, ""quoted""",')),
      'entity names quoted',
    );
    assert.ok(
      lines.some((l) => l.startsWith(',k')),
      'a null sub id is an empty cell',
    );
  });

  it('cuts to the first rows by clicks in DuckDB, keeping every group tied at the cut, each line counting all groups', async () => {
    const plan = await planTableReport({ ...reportDeps(t.runtime.services), skipCopy: true }, fx.workspace_id, {
      ...EXPORT,
      limit: 1,
      offset: 0,
    });
    const side = {
      workspaceId: fx.workspace_id,
      timeZone: plan.settings.time_zone,
      includeSimulated: plan.settings.show_simulated_traffic,
      visitors: plan.visitors,
    };
    const linesOf = async (cut?: number) => {
      const streamed = await streamCopyGroups(
        t.runtime.services.analyticsCopy.reader ?? undefined,
        pool(),
        plan.request,
        side,
        plan.period,
        cut,
      );
      assert.ok(streamed && 'chunks' in streamed);
      let body = '';
      for await (const chunk of streamed.chunks) body += chunk;
      return { counted: streamed.counted, rows: parse(body) as string[][] };
    };
    const clicksAt = plan.request.dimensions.length; // d0…dn, then the sums, clicks first
    const all = await linesOf();
    assert.equal(all.counted, false);
    const ranked = all.rows.map((row) => Number(row[clicksAt])).sort((a, b) => b - a);
    const cut = 2;
    const kept = await linesOf(cut);
    assert.equal(kept.counted, true);
    // Every group whose clicks reach the cut-th group's, ties included, and nothing else.
    const expected = all.rows.filter((row) => Number(row[clicksAt]) >= ranked[cut - 1]);
    assert.ok(expected.length > cut, `the fixture has ties at the cut: ${ranked.slice(0, 6)}`);
    const withoutCount = kept.rows.map((row) => row.slice(0, -1));
    assert.deepEqual(
      new Set(withoutCount.map((row) => JSON.stringify(row))),
      new Set(expected.map((row) => JSON.stringify(row))),
    );
    assert.ok(
      kept.rows.every((row) => Number(row[row.length - 1]) === all.rows.length),
      'each line counts all groups',
    );
  });

  it('sees a write committed just before it, and filters as Postgres does', async () => {
    await storeClick(t, fx, { sub_id_1: 'late', sub_id_2: 'k0' });
    const filtered: TableRequest = {
      ...EXPORT,
      filters: [{ dimension: 'sub_id_1', operator: 'in', value: ['late', 'plain', '=SUM(A1)'] }],
    };
    const [copy, facts] = [await exportOf({}, filtered), await exportOf({ forceRaw: true }, filtered)];
    assert.equal(copy.storage, 'columnar:duckdb');
    assert.equal(copy.body, facts.body);
    assert.match(copy.body, /\nlate,k0,/);
  });

  it('streams through Redis from the owning process, in chunks that keep their order', async () => {
    const remote = new RemoteCopyReader(t.config.redisUrl, t.config.redisPrefix, 10_000);
    try {
      const copy = await withReader(remote, () => exportOf());
      assert.equal(copy.storage, 'columnar:duckdb');
      assert.equal(copy.body, (await exportOf({ forceRaw: true })).body);
      // About 11 MB of lines: many chunks, more than the owner keeps queued in Redis at once.
      const answer = await remote.streamLines(`select lpad(cast(i as varchar), 110, '0') from range(100000) t(i)`, []);
      assert.ok('chunks' in answer);
      let expected = 0;
      let chunks = 0;
      for await (const chunk of answer.chunks) {
        chunks++;
        for (const line of chunk.slice(0, -1).split('\n')) assert.equal(Number(line), expected++);
      }
      assert.equal(expected, 100_000);
      assert.ok(chunks > 16, `chunks: ${chunks}`);
      // A reader that leaves early does not stop the next one.
      const left = await remote.streamLines(`select cast(i as varchar) from range(300000) t(i)`, []);
      assert.ok('chunks' in left);
      for await (const _ of left.chunks) break;
      assert.equal((await withReader(remote, () => exportOf())).storage, 'columnar:duckdb');
    } finally {
      await remote.close();
    }
  });

  it('exports a grouping the cubes hold from the cube (forced onto the copy: the same file); the dashboard reads the cubes', async () => {
    const paved: TableRequest = {
      ...EXPORT,
      dimensions: ['campaign', 'country'],
      metrics: ['clicks', 'revenue', 'cost'],
    };
    const [cube, copy, facts] = [
      await exportOf({}, paved),
      await exportOf({ forceCopy: true }, paved),
      await exportOf({ forceRaw: true }, paved),
    ];
    assert.equal(cube.storage, 'rollup:geo');
    assert.equal(copy.storage, 'columnar:duckdb');
    assert.equal(copy.body, facts.body);
    assert.equal(cube.body, facts.body);
    const dashboard = await runDashboard(reportDeps(t.runtime.services), fx.workspace_id, '7d');
    assert.deepEqual(
      dashboard,
      await runDashboard({ ...reportDeps(t.runtime.services), forceRaw: true }, fx.workspace_id, '7d'),
    );
    assert.ok((dashboard.kpis.clicks ?? 0) > 40);
  });

  it('reads Postgres and says so when the copy is down', async () => {
    const nobody = new RemoteCopyReader(t.config.redisUrl, testConfig().redisPrefix, 10_000);
    try {
      const fallback = await withReader(nobody, () => exportOf());
      assert.equal(fallback.storage, 'raw (analytics copy down)');
      const paved = await withReader(nobody, () =>
        exportOf({}, { ...EXPORT, dimensions: ['campaign'], metrics: ['clicks'] }),
      );
      assert.equal(paved.storage, 'rollup:campaign_day', 'a cube answers without asking the copy');
      assert.equal(fallback.body, (await exportOf({ forceRaw: true })).body);
    } finally {
      await nobody.close();
    }
  });

  it('names the storage in the HTTP answer', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/admin_api/v1/reports/export',
      headers: fx.session.headers,
      payload: EXPORT,
    });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['x-report-storage'], 'columnar:duckdb');
    assert.equal(response.body, (await exportOf({ forceRaw: true })).body);
  });
});
