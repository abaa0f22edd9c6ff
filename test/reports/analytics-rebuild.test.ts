import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { startTestApp, type TestApp } from '../support/harness';
import { api, postback, query, storeClick, trackingFixture, type TrackingFixture } from '../support/conversions';
import { waitFor } from '../support/wait';
import { runTableReport } from '../../reports/run-table';
import { AnalyticsOwner } from '../../reports/analytics/owner';
import { openDuckDbCopy } from '../../reports/analytics/duckdb/copy';
import { ensureClickPartitionsFor, partitionName } from '../../services/clicks/partitions';
import { reportDeps } from '../../reports/caller';

const DAYS = 6;
const REPORT = {
  dimensions: ['country', 'sub_id_2'],
  metrics: ['clicks', 'conversions', 'revenue', 'visitors'],
  period: '30d',
  limit: 1000,
};
const LIMITS = { threads: 1, memoryLimit: '256MB' };
const OWNER_JS = join(__dirname, '..', '..', 'reports', 'analytics', 'owner.js');
const DUCKDB_COPY_JS = join(__dirname, '..', '..', 'reports', 'analytics', 'duckdb', 'copy.js');

/** Every log line of an owner, kept for the assertions. */
function logInto(lines: { message: string; details: any }[]) {
  const add = (details: object, message: string) => lines.push({ message, details });
  return { info: add, error: add };
}

/**
 * The copy's rebuild at any size (issue 39, item 1): its statements run on connections of the copy
 * with their own bound (ANALYTICS_COPY_TIMEOUT_S), not under REPORT_TIMEOUT_S; its days come from
 * the day partitions, not a scan of the facts; an owner killed half-way resumes after the last day
 * it made durable, and the copy it ends with equals Postgres.
 */
describe('analytics copy rebuild', () => {
  let t: TestApp;
  let fx: TrackingFixture;
  let dir: string;
  const pool = () => t.runtime.services.reportPool;

  before(async () => {
    // Every report statement is stopped after 1 s: what the old rebuild ran under.
    t = await startTestApp({ env: { ANALYTICS: 'postgres', REPORT_TIMEOUT_S: '1' } });
    dir = await mkdtemp(join(tmpdir(), 'tt-rebuild-'));
    fx = await trackingFixture(t);
    for (let i = 0; i < DAYS * 8; i++) {
      const day = i % DAYS;
      const click = await storeClick(
        t,
        fx,
        { country: ['DE', 'FR', null][i % 3], sub_id_2: `s${i % 4}`, visitor_id: `v${i % 5}` },
        new Date(Date.now() - day * 86_400_000),
      );
      if (i % 4 === 0)
        await postback(t, fx.postback_key, { subid: click.click_id, status: 'sale', payout: '5', txid: `t${i}` });
    }
  });

  after(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** The report read through `owner`'s copy, and read from the facts: they must agree. */
  async function agrees(owner: AnalyticsOwner) {
    t.runtime.services.analyticsCopy.reader = owner;
    try {
      const copy = await runTableReport(reportDeps(t.runtime.services), fx.workspace_id, REPORT);
      const facts = await runTableReport(
        { ...reportDeps(t.runtime.services), forceRaw: true },
        fx.workspace_id,
        REPORT,
      );
      assert.equal(copy.storage, 'columnar:duckdb');
      assert.deepEqual(copy.rows, facts.rows);
      assert.deepEqual(copy.totals, facts.totals);
      assert.equal(copy.totals.clicks, DAYS * 8);
    } finally {
      t.runtime.services.analyticsCopy.reader = null;
    }
  }

  it('outlasts the report deadline: a statement of the rebuild waits longer than REPORT_TIMEOUT_S and the copy is built', async () => {
    const lines: { message: string; details: any }[] = [];
    const owner = await AnalyticsOwner.start(
      pool(),
      await openDuckDbCopy(join(dir, 'deadline.duckdb'), LIMITS),
      logInto(lines),
    );
    await owner.settled();
    // A lock on one day's partition holds every statement of the next rebuild that reads it.
    const locker = new pg.Client({ connectionString: t.config.databaseUrl });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query(`lock table ${partitionName(new Date(Date.now() - 86_400_000))} in access exclusive mode`);
      const rebuilt = owner.rebuild();
      // Released only once a statement of the rebuild has waited on it past twice the report deadline.
      await waitFor(async () => {
        const { rows } = await locker.query(
          `select 1 from pg_locks where not granted and clock_timestamp() - waitstart > interval '2 seconds'`,
        );
        return rows.length > 0;
      }, 60_000);
      assert.deepEqual(await api(t, fx.session, 'GET', '/reports/analytics-copy'), {
        engine: 'postgres',
        state: 'off',
        days_done: 0,
        days_total: 0,
        day: null,
      });
      t.runtime.services.analyticsCopy.reader = owner;
      const during = await api(t, fx.session, 'GET', '/reports/analytics-copy');
      assert.equal(during.state, 'rebuilding');
      assert.equal(during.days_total, DAYS);
      t.runtime.services.analyticsCopy.reader = null;
      await locker.query('commit');
      await rebuilt;
      assert.equal(owner.status().state, 'ready');
      assert.equal(owner.status().total, DAYS);
      await agrees(owner);
    } finally {
      await locker.end();
      await owner.close();
    }
  });

  it('takes its days from the partitions: an empty day partition is not a day to copy', async () => {
    const db = await t.runtime.services.conversions.pool.connect();
    try {
      assert.equal((await ensureClickPartitionsFor(db, [new Date(Date.now() - 40 * 86_400_000)])).length, 1);
    } finally {
      db.release();
    }
    const owner = await AnalyticsOwner.start(
      pool(),
      await openDuckDbCopy(join(dir, 'days.duckdb'), LIMITS),
      logInto([]),
    );
    try {
      await owner.settled();
      assert.equal(owner.status().total, DAYS, 'the empty partition is skipped');
      await agrees(owner);
    } finally {
      await owner.close();
    }
  });

  it('resumes after the last durable day when the owner is killed half-way (SIGKILL)', async () => {
    const file = join(dir, 'resume.duckdb');
    // A process of its own that owns the copy, commits every day, and kills itself after the third.
    const script = `
      const pg = require('pg');
      const { AnalyticsOwner } = require(${JSON.stringify(OWNER_JS)});
      const { openDuckDbCopy } = require(${JSON.stringify(DUCKDB_COPY_JS)});
      const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
      let durable = 0;
      const log = {
        info(details, message) {
          if (message === 'analytics copy rebuild progress') {
            process.stdout.write('durable ' + details.day + '\\n');
            if (++durable === 3) process.kill(process.pid, 'SIGKILL');
          }
        },
        error(details, message) { process.stderr.write(message + '\\n'); },
      };
      openDuckDbCopy(${JSON.stringify(file)}, { threads: 1, memoryLimit: '256MB' })
        .then((store) => AnalyticsOwner.start(pool, store, log, { commitRows: 1 }));
    `;
    const child = spawn(process.execPath, ['-e', script], {
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: t.config.databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    const signal = await new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_, s) => resolve(s)));
    assert.equal(signal, 'SIGKILL', `the owner was killed half-way: ${out}`);
    const reached = out
      .trim()
      .split('\n')
      .filter((line) => line.startsWith('durable '))
      .map((line) => line.slice(8));
    assert.equal(reached.length, 3, out);

    const lines: { message: string; details: any }[] = [];
    const owner = await AnalyticsOwner.start(pool(), await openDuckDbCopy(file, LIMITS), logInto(lines), {
      commitRows: 1,
    });
    try {
      await owner.settled();
      const resumed = lines.find((line) => line.message === 'analytics copy rebuild resumed');
      assert.ok(resumed, 'the restarted owner resumed');
      assert.equal(resumed.details.after, reached[2]);
      const copied = lines
        .filter((line) => line.message === 'analytics copy rebuild progress')
        .map((l) => l.details.day);
      assert.deepEqual(
        copied,
        copied.filter((day) => day > reached[2]),
        'no day made durable before is copied again',
      );
      assert.equal(copied.length, DAYS - 3);
      await agrees(owner);
      t.runtime.services.analyticsCopy.reader = owner;
      const state = await api(t, fx.session, 'GET', '/reports/analytics-copy');
      t.runtime.services.analyticsCopy.reader = null;
      assert.deepEqual(state, {
        engine: 'duckdb',
        state: 'ready',
        days_done: DAYS,
        days_total: DAYS,
        day: copied[copied.length - 1],
      });
      const [{ n }] = await query(t, 'select count(*)::int as n from clicks where workspace_id = $1', [
        fx.workspace_id,
      ]);
      assert.equal(n, DAYS * 8);
    } finally {
      await owner.close();
    }
  });
});
