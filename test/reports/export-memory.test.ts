import assert from 'node:assert/strict';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { startTestApp, type TestApp } from '../support/harness';
import { query, trackingFixture, type TrackingFixture } from '../support/conversions';
import { ensureClickPartitionsFor } from '../../services/clicks/partitions';

const GROUPS = 120_000;

// A real collection before each measurement (node:test runs files without --expose-gc).
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/**
 * A large export over a real socket: 120,000 groups are cut to the first 100,000 in the report's
 * sort with the warning in a header and a trailer. The reader pauses four times on the way; at each
 * pause the live heap (after a forced collection) holds only the rows in flight (the cursor reads
 * 2,000 at a time): a service that read all 100,000 rows before writing, or wrote them without
 * waiting for the socket, would hold tens of MB.
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
    // Never before today's UTC midnight: the report reads `today`, and yesterday may have no partition.
    // One click per sub_id_1 value, written by one statement (the rollup triggers run as for a batch). The
    // values are long, so the export (about 22 MB) is far more than the sockets' buffers take while the reader waits.
    await query(
      t,
      `insert into clicks (click_id, created_at, workspace_id, campaign_id, country, sub_id_1, outcome, http_status, cost)
       select gen_random_uuid(), greatest(date_trunc('day', now() at time zone 'UTC') at time zone 'UTC',
         now() - (n % 600) * interval '1 second'), $1, $2, 'DE', 'sub-' || lpad(n::text,
         6, '0') || '-' || repeat('x', 200), 'redirect', 302, 0.01
         from generate_series(1, ${GROUPS}) n`,
      [fx.workspace_id, fx.campaign_id],
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  after(async () => {
    await t.close();
  });

  it('streams the first 100,000 rows with a warning header and trailer, rows held in memory bounded', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    // The service runs in this process: its heap is measured here, after a real collection each time.
    // The heap only: rows are JS objects, while Node's pooled buffers come and go by many MB.
    const live = () => {
      gc();
      return process.memoryUsage().heapUsed;
    };
    const before = live();
    let peak = 0;
    let lines = 0;
    let tail = '';
    let nextPause = 1;
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
            tail = (tail + chunk.toString('utf8')).slice(-600);
            if (lines < nextPause) return;
            // Measured as the bytes arrive (first at the first byte: a service that read every row before
            // writing holds them all then), and again after the reader stopped for a while (backpressure
            // stops a streaming service; one that wrote without waiting holds what the socket did not take).
            nextPause += 25_000;
            peak = Math.max(peak, live() - before);
            res.pause();
            setTimeout(() => {
              peak = Math.max(peak, live() - before);
              res.resume();
            }, 200);
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
    assert.match(tail, /sub-100000-x{200},1,0\.01\d*\n# warning: the report has 120000 rows/);
    const growthMb = peak / 1048576;
    console.log(`export: live heap grew at most ${growthMb.toFixed(1)} MB`);
    assert.ok(growthMb < 8, `live heap grew ${growthMb.toFixed(1)} MB while exporting`);
  });
});
