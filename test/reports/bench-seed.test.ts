import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { createFromRunTemplate, testDatabaseName } from '../support/harness';
import { ADMIN_URL } from '../../bench/reports/database';
import { STRUCTURAL } from '../../bench/reports/table-lines';
import { runTableReport } from '../../reports/run-table';
import { openDuckDbCopy } from '../../reports/analytics/duckdb/copy';

const CLICKS = 20_000;
const RUN_JS = join(__dirname, '..', '..', 'bench', 'reports', 'run.js');
const ROLLUPS = [
  'report_click_days_geo',
  'report_click_days_path',
  'report_click_days_placement',
  'report_click_hours_campaign',
  'report_conversion_days_geo',
  'report_conversion_days_path',
  'report_conversion_days_placement',
  'report_conversion_hours_campaign',
];

/** Every rollup row of a workspace, without the workspace: comparable across workspaces. */
async function rollupsOf(pool: pg.Pool, workspace: string): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of ROLLUPS) {
    const { rows } = await pool.query<{ row: string }>(
      `select (to_jsonb(r) - 'workspace_id')::text as row from ${table} r where workspace_id = $1 order by 1`,
      [workspace],
    );
    out[table] = rows.map((r) => r.row);
  }
  return out;
}

/**
 * The bench's seeder at scale (issue 39, item 2; bench/reports/seed-sql.ts): `npm run bench:reports`
 * with BENCH_ONLY=seed, killed (SIGKILL) once a few days are made, run again with the same
 * command: it resumes, every click once, and the rollups it built per day are those the product's
 * triggers make of the same rows and those `reports:rebuild` makes; the DuckDB copy holds them all.
 */
describe('bench seed in Postgres, resumed after a kill', () => {
  const name = testDatabaseName('seed');
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  let dir: string;
  let pool: pg.Pool;
  let firstRun = '';
  let secondRun = '';

  const seed = (): { child: ChildProcess; done: Promise<{ code: number | null; out: string }> } => {
    const child = spawn(process.execPath, ['--expose-gc', RUN_JS], {
      env: {
        ...process.env,
        BENCH_ONLY: 'seed',
        BENCH_CLICKS: String(CLICKS),
        BENCH_DATABASE: name,
        BENCH_STORES: 'duckdb',
        BENCH_ANALYTICS_FILE: join(dir, 'copy.duckdb'),
        BENCH_SEED_CONNECTIONS: '2',
        DUCKDB_THREADS: '1',
        DUCKDB_MEMORY: '256MB',
        APP_SECRET: randomBytes(32).toString('hex'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout!.on('data', (chunk) => (out += chunk));
    child.stderr!.on('data', (chunk) => (out += chunk));
    return { child, done: new Promise((resolve) => child.once('exit', (code) => resolve({ code, out }))) };
  };

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tt-bench-seed-'));
    await createFromRunTemplate(url.toString());
    pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  });

  after(async () => {
    await pool?.end();
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
    await rm(dir, { recursive: true, force: true });
  });

  it('is killed half-way, then resumes to exactly the planned clicks', async () => {
    const first = seed();
    // Killed once three days are attached (the database and its tables appear on the way).
    let made = 0;
    for (const started = Date.now(); made < 3; await new Promise((r) => setTimeout(r, 25))) {
      assert.ok(Date.now() - started < 60_000, 'no day made within a minute');
      made = Number(
        (await pool.query('select count(*) as n from bench_seed_days').catch(() => ({ rows: [{ n: 0 }] }))).rows[0].n,
      );
    }
    first.child.kill('SIGKILL');
    firstRun = (await first.done).out;
    const killed = await pool.query(
      `select (select completed_at from bench_seed) as completed, (select count(*) from bench_seed_days) as days,
              (select count(*) from clicks) as clicks, (select coalesce(sum(clicks), 0) from bench_seed_days) as noted`,
    );
    assert.equal(killed.rows[0].completed, null, 'the seed was killed before its end');
    assert.ok(Number(killed.rows[0].days) < 31, `killed with ${killed.rows[0].days} days made`);
    // What the killed run left readable is only whole days.
    assert.equal(killed.rows[0].clicks, killed.rows[0].noted);

    const second = await seed().done;
    secondRun = second.out;
    assert.equal(second.code, 0, second.out);
    const line = JSON.parse(second.out.split('\n').find((l) => l.includes('"query":"seed"'))!);
    assert.ok(line.days_resumed >= 3, second.out);
    assert.equal(line.days_made + line.days_resumed, 31);

    const { rows } = await pool.query(
      `select (select count(*) from clicks) as clicks, (select count(distinct click_id) from clicks) as ids,
              (select count(*) from conversions) as conversions,
              (select sum(conversions) from bench_seed_days) as noted,
              (select count(*) from bench_seed_days) as days,
              (select count(*) from pg_class c where c.relname ~ '^(clicks|conversions)_p' and c.relkind = 'r'
                 and not exists (select from pg_inherits i where i.inhrelid = c.oid)) as unattached`,
    );
    assert.deepEqual(rows[0], {
      clicks: String(CLICKS),
      ids: String(CLICKS),
      conversions: rows[0].noted,
      noted: rows[0].noted,
      days: '31',
      unattached: '0',
    });
    assert.ok(Number(rows[0].conversions) > CLICKS * 0.02 && Number(rows[0].conversions) < CLICKS * 0.04);
  });

  it('built the rollups the product would: its triggers over the same rows, and reports:rebuild', async () => {
    const ws = (await pool.query('select workspace_id from bench_seed')).rows[0].workspace_id;
    const seeded = await rollupsOf(pool, ws);
    assert.ok(seeded.report_click_days_geo.length > 100);

    // The same rows written through the product's path (INSERT into the parents: statement triggers
    // and the conversions' cost trigger), into a second workspace, with ids of their own.
    const other = randomUUID();
    await pool.query(`insert into workspaces (id, name, postback_key) values ($1, 'Trigger check', $2)`, [
      other,
      randomBytes(16).toString('hex'),
    ]);
    const columns = async (table: string) =>
      (
        await pool.query<{ name: string }>(
          `select attname as name from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped`,
          [table],
        )
      ).rows.map((r) => r.name);
    const mapped: Record<string, string> = {
      workspace_id: '$2::uuid',
      click_id: 'md5(click_id::text)::uuid',
      conversion_id: 'md5(conversion_id::text)::uuid',
    };
    for (const table of ['clicks', 'conversions']) {
      const names = await columns(table);
      await pool.query(
        `insert into ${table} (${names.join(', ')}) select ${names.map((n) => mapped[n] ?? n).join(', ')}
           from ${table} where workspace_id = $1`,
        [ws, other],
      );
    }
    assert.deepEqual(await rollupsOf(pool, other), seeded);

    await pool.query('select report_rollups_rebuild($1)', [ws]);
    assert.deepEqual(await rollupsOf(pool, ws), seeded);

    // And a report through the product's code reads the same from the rollups as from the clicks.
    const fromRollups = await runTableReport({ pool }, ws, STRUCTURAL);
    const fromFacts = await runTableReport({ pool, forceRaw: true }, ws, STRUCTURAL);
    assert.notEqual(fromRollups.storage, fromFacts.storage);
    assert.deepEqual(fromRollups.rows, fromFacts.rows);
  });

  it('built the DuckDB copy of every seeded row', async () => {
    const store = await openDuckDbCopy(join(dir, 'copy.duckdb'), { threads: 1, memoryLimit: '256MB' });
    try {
      const ws = (await pool.query('select workspace_id from bench_seed')).rows[0].workspace_id;
      const [copy] = await store.query(
        `select (select count(*) from clicks where workspace_id = ?::uuid) as clicks,
                (select count(*) from conversions where workspace_id = ?::uuid) as conversions`,
        [ws, ws],
      );
      const pgCount = (await pool.query('select count(*) as n from conversions where workspace_id = $1', [ws])).rows[0]
        .n;
      assert.equal(Number(copy.clicks), CLICKS);
      assert.equal(Number(copy.conversions), Number(pgCount));
    } finally {
      await store.close();
    }
    assert.ok(firstRun.length >= 0 && secondRun.includes('resuming the seed'), secondRun);
  });
});
