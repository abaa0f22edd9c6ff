import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { startTestApp, type TestApp } from '../support/harness';
import { api as call } from '../support/admin-api';
import { storeClick, trackingFixture, type TrackingFixture } from '../support/conversions';
import { waitFor } from '../support/wait';
import { holdReportConnection, MAX_STATEMENTS_PER_WORKSPACE } from '../../reports/deadline';

/**
 * Issue 25 item 1: a report statement is stopped at REPORT_TIMEOUT_S and as soon as its client goes
 * away, and one workspace's statements in flight leave another's reports answering. A statement is
 * held in flight deterministically: a test transaction locks the `landings` table, which the
 * reports grouped by landing join for names (and no report of the other workspace reads).
 */

/** Report statements of the test's database waiting for the landings lock. */
async function waitingOnLock(admin: pg.Client, database: string): Promise<number> {
  const { rows } = await admin.query(
    `select count(*)::int as n from pg_stat_activity
      where datname = $1 and wait_event_type = 'Lock' and query like 'with g as materialized%'`,
    [database],
  );
  return rows[0].n;
}

const slowReport = {
  dimensions: ['landing', 'sub_id_1'],
  period: 'today',
  filters: [{ dimension: 'sub_id_1', operator: 'regexp', value: '^(ab)+a$' }],
};

async function lockLandings(databaseUrl: string): Promise<pg.Client> {
  const holder = new pg.Client({ connectionString: databaseUrl });
  await holder.connect();
  await holder.query('begin');
  await holder.query('lock table landings in access exclusive mode');
  return holder;
}

describe('report deadline and cancellation', () => {
  let t: TestApp;
  let quick: TestApp;
  let a: TrackingFixture;
  let b: TrackingFixture;
  let admin: pg.Client;
  const database = () => new URL(t.config.databaseUrl).pathname.slice(1);

  before(async () => {
    // One app with the default-like deadline (30 s: nothing below stops before the test does) and one of 1 s.
    t = await startTestApp({ env: { REPORT_TIMEOUT_S: '30' } });
    quick = await startTestApp({ env: { REPORT_TIMEOUT_S: '1' } });
    a = await trackingFixture(t);
    b = await trackingFixture(t);
    await storeClick(t, a, { sub_id_1: `${'ab'.repeat(60)}a` });
    await storeClick(t, b, { country: 'FR' });
    admin = new pg.Client({ connectionString: t.config.databaseUrl });
    await admin.connect();
  });

  after(async () => {
    await admin.end();
    await t.close();
    await quick.close();
  });

  it('stops a report at REPORT_TIMEOUT_S with 503 and a clear message, leaving no statement behind', async () => {
    const fx = await trackingFixture(quick);
    const holder = await lockLandings(quick.config.databaseUrl);
    try {
      const started = Date.now();
      const answer = await call(quick, fx.session, 'POST', '/reports/query', slowReport);
      const elapsed = Date.now() - started;
      assert.equal(answer.status, 503);
      assert.match(answer.body.error, /^the report ran longer than 1 s \(REPORT_TIMEOUT_S\) and was stopped/);
      assert.ok(elapsed >= 1000, `answered after ${elapsed} ms`);
      const quickDb = new URL(quick.config.databaseUrl).pathname.slice(1);
      assert.equal(await waitingOnLock(admin, quickDb), 0);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
  });

  it('cancels the statement of a report whose client disconnects', async () => {
    const holder = await lockLandings(t.config.databaseUrl);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = t.app.server.address() as AddressInfo;
      const body = JSON.stringify(slowReport);
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/admin_api/v1/reports/query',
        headers: {
          ...a.session.headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      });
      req.on('error', () => undefined);
      req.end(body);
      await waitFor(async () => (await waitingOnLock(admin, database())) === 1, 20_000);
      const gone = Date.now();
      req.destroy();
      // The lock is still held: only a cancel ends the statement, well before the 30 s deadline.
      await waitFor(async () => (await waitingOnLock(admin, database())) === 0, 20_000);
      assert.ok(Date.now() - gone < 15_000);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
  });

  it('never hands a connection it sent a cancel for to the next report', async () => {
    // The cancel travels on a connection of its own: sent as a statement ends, it could land on the next one.
    const pool = new pg.Pool({ connectionString: t.config.databaseUrl, max: 1 });
    const pidOf = async (client: pg.PoolClient) => (await client.query('select pg_backend_pid() as pid')).rows[0].pid;
    try {
      const kept = await holdReportConnection({ pool }, a.workspace_id, (p) => p.connect());
      const reused = await pidOf(kept.client);
      kept.done();
      const again = await pool.connect();
      assert.equal(await pidOf(again), reused, 'a connection without a cancel is reused');
      again.release();

      const left = new AbortController();
      const held = await holdReportConnection({ pool, signal: left.signal }, a.workspace_id, (p) => p.connect());
      const cancelled = await pidOf(held.client);
      left.abort(); // the client went away just as its statement ended
      held.done();
      const next = await pool.connect();
      try {
        assert.notEqual(await pidOf(next), cancelled);
        assert.equal((await next.query('select 1 as one')).rows[0].one, 1);
      } finally {
        next.release();
      }
    } finally {
      await pool.end();
    }
  });

  it("answers another workspace's reports while one workspace's reports are held in flight", async (ctx) => {
    const timed = async (path: string, body?: unknown) => {
      const started = Date.now();
      const answer = await call(t, b.session, body ? 'POST' : 'GET', path, body);
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      return Date.now() - started;
    };
    const tableBody = { dimensions: ['country'], period: 'today' };
    const baseline = [await timed('/reports/query', tableBody), await timed('/reports/dashboard')];
    const holder = await lockLandings(t.config.databaseUrl);
    let held: Promise<unknown>[] = [];
    try {
      // Four of a's reports: three hold connections of the report pool (a workspace's share), one waits its turn.
      held = Array.from({ length: 4 }, () => call(t, a.session, 'POST', '/reports/query', slowReport));
      await waitFor(async () => (await waitingOnLock(admin, database())) === MAX_STATEMENTS_PER_WORKSPACE, 20_000);
      const during = [await timed('/reports/query', tableBody), await timed('/reports/dashboard')];
      ctx.diagnostic(`b's table and dashboard: ${baseline.join(' / ')} ms idle, ${during.join(' / ')} ms beside a`);
      // Bound: far below the 30 s a held statement could last; a's statements are still in flight.
      assert.ok(Math.max(...during) < 10_000, `${during}`);
      assert.equal(await waitingOnLock(admin, database()), MAX_STATEMENTS_PER_WORKSPACE);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    for (const answer of (await Promise.all(held)) as { status: number }[]) assert.equal(answer.status, 200);
  });
});
