import assert from 'node:assert/strict';
import { text } from 'node:stream/consumers';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../support/harness';
import { storeClick, trackingFixture, type TrackingFixture } from '../support/conversions';
import { clickhouseMissing, startClickHouse, type TestClickHouse } from '../support/clickhouse';
import { startChildApp, type ChildApp } from '../support/child-app';
import { RAW_EXPORT, seedExportTraffic } from '../support/export-traffic';
import { seriesValue } from '../support/metrics-text';
import { streamExport } from '../../reports/export';
import { startAnalytics, type AnalyticsRole } from '../../reports/analytics/start';
import { ClickHouseStore } from '../../reports/analytics/clickhouse/store';
import type { TableRequest } from '../../reports/request';
import { reportDeps } from '../../reports/caller';

const quiet = { info: () => undefined, error: () => undefined };
const REPORT: TableRequest = {
  dimensions: ['sub_id_2', 'campaign'],
  metrics: ['clicks', 'conversions', 'revenue', 'cost', 'visitors'],
  period: '7d',
  limit: 1000,
};
interface ReportAnswer {
  storage: string;
  rows: { values: Record<string, unknown> }[];
  totals: unknown;
}
const reads = (kind: string) => `analytics_copy_reads_total{engine="clickhouse",access="direct",kind="${kind}"}`;

/**
 * Direct reads of the copy on ClickHouse (reports/analytics/direct.ts): this test process owns
 * the feed (as the worker process does) and another process, an HTTP server started from
 * dist/app/main.js with RUN_WORKERS=false, answers reports. It asks the owner over Redis only to
 * catch up, then reads ClickHouse itself: its /metrics counts the direct reads, its answers equal
 * Postgres's right after a write, and with no owner it reads Postgres, saying so.
 */
describe('direct reads of the copy on ClickHouse from another process', { skip: clickhouseMissing }, () => {
  let t: TestApp;
  let fx: TrackingFixture;
  let clickhouse: TestClickHouse;
  let role: AnalyticsRole | null = null;
  let child: ChildApp;
  const pool = () => t.runtime.services.reportPool;
  const call = (path: string, body: unknown) =>
    fetch(`${child.url}/admin_api/v1${path}`, {
      method: 'POST',
      headers: { ...fx.session.headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const metric = async (kind: string) => seriesValue(await (await fetch(`${child.url}/metrics`)).text(), reads(kind));
  /** The same report read from Postgres through this process's REST API (no reader on its pool meanwhile). */
  const fromPostgres = async (request: TableRequest) => {
    const owner = t.runtime.services.analyticsCopy.reader;
    t.runtime.services.analyticsCopy.reader = null;
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/admin_api/v1/reports/query',
        headers: fx.session.headers,
        payload: request,
      });
      return response.json();
    } finally {
      t.runtime.services.analyticsCopy.reader = owner ?? null;
    }
  };

  before(async () => {
    t = await startTestApp();
    clickhouse = await startClickHouse();
    const clickhouseEnv = {
      ANALYTICS: 'clickhouse',
      CLICKHOUSE_URL: clickhouse.url,
      CLICKHOUSE_DATABASE: new URL(t.config.databaseUrl).pathname.slice(1),
    };
    const config = {
      ...t.config,
      analytics: 'clickhouse' as const,
      clickhouseUrl: clickhouseEnv.CLICKHOUSE_URL,
      clickhouseDatabase: clickhouseEnv.CLICKHOUSE_DATABASE,
    };
    role = await startAnalytics({ ...t.runtime.services, config }, quiet, { owner: true });
    await role.owner!.settled();
    fx = await trackingFixture(t);
    await seedExportTraffic(t, fx);
    child = await startChildApp(t.config, { ...clickhouseEnv, RUN_WORKERS: 'false' });
  });

  after(async () => {
    await child?.stop();
    await role?.close();
    if (clickhouse) {
      const store = new ClickHouseStore(clickhouse.url, new URL(t.config.databaseUrl).pathname.slice(1));
      await store.dropDatabase().catch(() => undefined);
      await store.close();
    }
    await clickhouse?.stop();
    await t.close();
  });

  it('reads ClickHouse directly, exact right after a write', async () => {
    for (const [i, sub] of ['written just before', 'and another'].entries()) {
      const before = await metric('grouped');
      await storeClick(t, fx, { sub_id_2: sub, visitor_id: `new${i}`, cost: '0.3' });
      const response = await call('/reports/query', REPORT);
      assert.equal(response.status, 200);
      const report = (await response.json()) as ReportAnswer;
      assert.equal(report.storage, 'columnar:clickhouse');
      const facts = await fromPostgres(REPORT);
      assert.equal(facts.storage, 'raw');
      assert.deepEqual(report.rows, facts.rows);
      assert.deepEqual(report.totals, facts.totals);
      assert.ok(
        report.rows.some((r) => r.values.sub_id_2 === sub),
        'the write is in',
      );
      assert.equal(await metric('grouped'), before + 1, 'read directly, not through the owner');
    }
  });

  it('streams an export from ClickHouse directly, the same file as Postgres', async () => {
    const before = await metric('stream');
    const response = await call('/reports/export', RAW_EXPORT);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('x-report-storage'), 'columnar:clickhouse');
    const facts = await streamExport(
      { ...reportDeps(t.runtime.services), forceRaw: true },
      fx.workspace_id,
      RAW_EXPORT,
      'csv',
    );
    assert.equal(await response.text(), await text(facts.body));
    assert.equal(await metric('stream'), before + 1);
  });

  it('reads Postgres and says so while no owner runs', async () => {
    await role!.close();
    role = null;
    const response = await call('/reports/query', REPORT);
    const report = (await response.json()) as ReportAnswer;
    assert.equal(report.storage, 'raw (analytics copy down)');
    assert.deepEqual(report.rows, (await fromPostgres(REPORT)).rows);
    const exported = await call('/reports/export', RAW_EXPORT);
    assert.equal(exported.headers.get('x-report-storage'), 'raw (analytics copy down)');
    await exported.text();
  });
});
