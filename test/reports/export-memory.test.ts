import assert from 'node:assert/strict';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../support/harness';
import { query, trackingFixture, type TrackingFixture } from '../support/conversions';
import { ensureClickPartitionsFor } from '../../services/clicks/partitions';
import { closeReportPool } from '../../reports/pool';

const GROUPS = 120_000;

/**
 * A large export over a real socket: 120,000 groups are cut to the first 100,000 in the report's
 * sort with the warning in a header and a trailer, and the process's memory stays flat while the
 * rows stream (they come from a cursor 2,000 at a time; holding them all would take well over
 * 100 MB as objects).
 */
describe('report export of a large result', () => {
  let t: TestApp;
  let fx: TrackingFixture;

  before(async () => {
    t = await startTestApp();
    fx = await trackingFixture(t);
    const pool = t.runtime.services.conversions.pool;
    const db = await pool.connect();
    try {
      await ensureClickPartitionsFor(db, [new Date()]);
    } finally {
      db.release();
    }
    // One click per sub_id_1 value, written by one statement (the rollup triggers run as for a batch).
    await query(
      t,
      `insert into clicks (click_id, created_at, workspace_id, campaign_id, country, sub_id_1, outcome, http_status, cost)
       select gen_random_uuid(), now() - (n % 600) * interval '1 second', $1, $2, 'DE', 'sub-' || lpad(n::text, 6, '0'), 'redirect', 302, 0.01
         from generate_series(1, ${GROUPS}) n`,
      [fx.workspace_id, fx.campaign_id],
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  after(async () => {
    await closeReportPool(t.config.databaseUrl);
    await t.close();
  });

  it('streams the first 100,000 rows with a warning header and trailer, memory flat', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    let lines = 0;
    let tail = '';
    const answer = await new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/admin_api/v1/reports/export',
          headers: { ...fx.session.headers, 'content-type': 'application/json' },
        },
        (res) => {
          res.on('data', (chunk: Buffer) => {
            for (const byte of chunk) if (byte === 10) lines++;
            tail = (tail + chunk.toString('utf8')).slice(-300);
            peak = Math.max(peak, process.memoryUsage().rss);
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(
        JSON.stringify({
          dimensions: ['sub_id_1'],
          metrics: ['clicks', 'cost'],
          period: 'today',
          sort: [{ by: 'sub_id_1', direction: 'asc' }],
        }),
      );
    });
    assert.equal(answer.status, 200);
    assert.match(String(answer.headers['x-report-warning']), /has 120000 rows; this export holds the first 100000/);
    assert.equal(answer.headers['x-report-rows'], '100000');
    // Header line + 100,000 rows + the trailer.
    assert.equal(lines, 1 + 100_000 + 1);
    assert.match(tail, /sub-100000,1,0\.01\d*\n# warning: the report has 120000 rows/);
    const growthMb = (peak - before) / 1048576;
    assert.ok(growthMb < 60, `RSS grew ${growthMb.toFixed(1)} MB while exporting`);
  });
});
