import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { startRuntime, type Runtime } from '../../app/runtime';
import type { Config } from '../../infra/config';
import { openDatabase } from '../../infra/database';
import { deleteKeysWithPrefix, openRedis } from '../../infra/redis';
import { testConfig } from '../../test/support/harness';
import { seedReports } from './seed';
import type { CopyTarget } from './seed-copy';
import { finishedSeed, seedInPostgres } from './seed-sql';

/**
 * The database of the reports benchmark (shared with `npm run bench:rules`):
 * - `BENCH_DATABASE=<name>`: that database, kept; seeded on first use, reused (not seeded again)
 *   when it already holds a bench workspace, so later runs on the same 10M rows take minutes;
 * - otherwise a new `tt_bench_reports_<random>`, dropped at the end unless `BENCH_KEEP=1`.
 * Migrations run either way, so a kept database follows the engine's schema (after a storage change,
 * `DATABASE_URL=…/<name> npm run reports:rebuild` refills the report storage from the fact tables).
 */

export const ADMIN_URL = process.env.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  name: string;
  url: string;
  /** Dropped by release() (a database made for this run only). */
  temporary: boolean;
}

export interface SeededWorkspace {
  workspace_id: string;
  /** Campaign ids, the largest first ("Campaign 1" has the most clicks). */
  campaign_ids: string[];
  clicks: number;
  conversions: number;
  data: 'realistic' | 'uniform';
}

export async function openBenchDatabase(): Promise<BenchDatabase> {
  const named = process.env.BENCH_DATABASE;
  if (named !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(named))
    throw new Error('BENCH_DATABASE must be a lower-case Postgres name (letters, digits, _)');
  const name = named ?? `tt_bench_reports_${randomBytes(4).toString('hex')}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const orm = await openDatabase(url.toString());
  await orm.close();
  return { name, url: url.toString(), temporary: named === undefined && process.env.BENCH_KEEP !== '1' };
}

/**
 * The DuckDB file of the bench's duckdb store: BENCH_ANALYTICS_FILE, else one named after a kept
 * database (kept with it: the seed builds the copy once, later runs read it), else a temporary one.
 */
export function analyticsFile(database: BenchDatabase): string {
  return (
    process.env.BENCH_ANALYTICS_FILE ??
    join(tmpdir(), database.temporary ? `tt_bench_analytics_${process.pid}.duckdb` : `tt_bench_${database.name}.duckdb`)
  );
}

/** The bench workspace a previous run seeded, or null (a new database, or a seed to resume). */
export async function findSeeded(pool: pg.Pool): Promise<SeededWorkspace | null> {
  const seed = await finishedSeed(pool);
  if (seed === null) return null;
  const { rows } = await pool.query<{ id: string; name: string }>(
    seed === 'none'
      ? `select id, name from workspaces where name like 'Bench%' order by created_at limit 1`
      : 'select w.id, w.name from bench_seed s join workspaces w on w.id = s.workspace_id',
  );
  if (!rows.length) return null;
  const ws = rows[0].id;
  const campaigns = await pool.query<{ id: string }>(
    `select id from campaigns where workspace_id = $1 order by substring(name from 10)::int`,
    [ws],
  );
  // Planner statistics, not a count(*) of 10 million rows (a database of the old seeder: no bench_seed).
  const counts =
    seed === 'none'
      ? (
          await pool.query<{ clicks: string; conversions: string }>(
            `select (select coalesce(sum(reltuples), 0)::bigint from pg_class c join pg_inherits i on i.inhrelid = c.oid
              where i.inhparent = 'clicks'::regclass) as clicks,
                    (select count(*) from conversions where workspace_id = $1) as conversions`,
            [ws],
          )
        ).rows[0]
      : seed;
  return {
    workspace_id: ws,
    campaign_ids: campaigns.rows.map((r) => r.id),
    clicks: Number(counts.clicks),
    conversions: Number(counts.conversions),
    data: rows[0].name === 'Bench uniform' ? 'uniform' : 'realistic',
  };
}

/**
 * The bench workspace of the database: the one a previous run seeded, or a new one of BENCH_CLICKS
 * clicks (default `defaultClicks`) seeded now, or the seed a killed run left, resumed
 * (BENCH_SEED_PATH, BENCH_SEED_CONNECTIONS, …: see bench/reports/run.ts), with the seed's figures
 * in `seed`. `copy`: where the seed builds the DuckDB copy (path sql; null: no copy).
 */
export async function seedOrReuse(
  database: BenchDatabase,
  pool: pg.Pool,
  defaultClicks: number,
  uniform: boolean,
  copy: CopyTarget | null = null,
): Promise<SeededWorkspace & { seed?: Record<string, unknown> }> {
  const existing = await findSeeded(pool);
  if (existing) {
    process.stderr.write(
      `measuring ${database.name}: ${existing.data} data, ~${existing.clicks} clicks (not seeded again)\n`,
    );
    return existing;
  }
  const clicks = Number(process.env.BENCH_CLICKS ?? defaultClicks);
  const path = process.env.BENCH_SEED_PATH ?? 'sql';
  if (path !== 'sql' && path !== 'copy') throw new Error('BENCH_SEED_PATH must be sql or copy');
  if (path === 'sql') {
    const seeded = await seedInPostgres(database.url, {
      clicks,
      days: 30,
      uniform,
      now: new Date(),
      connections: Number(process.env.BENCH_SEED_CONNECTIONS ?? 2),
      copy,
    });
    return { ...seeded, seed: seeded.figures };
  }
  return seedThroughCopy(database, pool, clicks, uniform);
}

const dataOf = (uniform: boolean) => (uniform ? 'uniform' : 'realistic');

/** BENCH_SEED_PATH=copy: the product's write path (COPY through the report triggers), not resumable. */
async function seedThroughCopy(
  database: BenchDatabase,
  pool: pg.Pool,
  clicks: number,
  uniform: boolean,
): Promise<SeededWorkspace & { seed?: Record<string, unknown> }> {
  const storage = process.env.BENCH_SEED_STORAGE === 'rebuild' ? 'rebuild' : 'triggers';
  const chunk = Number(process.env.BENCH_SEED_CHUNK ?? 100_000);
  const connections = Number(process.env.BENCH_SEED_CONNECTIONS ?? 1);
  const started = Date.now();
  const seeded = await seedReports(pool, {
    clicks,
    days: 30,
    uniform,
    now: new Date(),
    chunk,
    connections,
    storage,
    databaseUrl: database.url,
  });
  const seconds = (Date.now() - started) / 1000;
  return {
    ...seeded,
    clicks,
    data: dataOf(uniform),
    seed: {
      path: 'copy',
      clicks,
      conversions: seeded.conversions,
      seconds: Math.round(seconds),
      clicks_per_s: Math.round(clicks / seconds),
      chunk,
      connections,
      storage,
      generator_wait_s: seeded.generator_wait_s,
      rebuild_s: seeded.rebuild_s,
    },
  };
}

export async function releaseBenchDatabase(database: BenchDatabase): Promise<void> {
  if (!database.temporary) {
    process.stderr.write(
      `kept database ${database.name} (BENCH_DATABASE=${database.name} measures it again without seeding)\n`,
    );
    return;
  }
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists "${database.name}" with (force)`);
  await admin.end();
  const file = analyticsFile(database);
  await rm(file, { force: true });
  await rm(`${file}.wal`, { force: true });
}

/**
 * The real service on the bench database: HTTP (not listening yet: the caller picks the port) and
 * workers (click consumer, job queue, the analytics copy's owner) as asked, Redis keys and files
 * of its own, removed by stop(); the database stays.
 */
export async function startBenchRuntime(
  database: BenchDatabase,
  roles: { workers: boolean; http?: boolean },
  overrides: Record<string, string> = {},
): Promise<{ runtime: Runtime; config: Config; stop: () => Promise<void> }> {
  const config = testConfig({ DATABASE_URL: database.url, LOG_LEVEL: 'warn', ...overrides });
  const log = pino({ level: 'warn' });
  const runtime = await startRuntime(config, { http: roles.http ?? false, workers: roles.workers, logger: log }, log);
  const stop = async () => {
    await runtime.close();
    await rm(config.landingsDir, { recursive: true, force: true });
    await rm(config.importsDir, { recursive: true, force: true });
    const redis = await openRedis(config.redisUrl, 'bench-cleanup');
    try {
      await deleteKeysWithPrefix(redis, config.redisPrefix);
    } finally {
      await redis.quit();
    }
  };
  return { runtime, config, stop };
}

/**
 * The campaign, source, flow, landing and offer of a seeded click of the i-th largest campaign:
 * the clicks the bench adds (lag, ingest) name real entities, so rules and reports over a kept
 * database never meet made-up ids.
 */
export async function pathOf(
  pool: pg.Pool,
  seeded: SeededWorkspace,
  i: number,
): Promise<Record<string, string | null>> {
  const { rows } = await pool.query(
    `select workspace_id, campaign_id, source_id, flow_id, landing_id, offer_id from clicks
      where workspace_id = $1 and campaign_id = $2 and created_at > now() - interval '30 days' and flow_id is not null limit 1`,
    [seeded.workspace_id, seeded.campaign_ids[i]],
  );
  return (
    rows[0] ?? { workspace_id: seeded.workspace_id, campaign_id: seeded.campaign_ids[i], flow_id: null, offer_id: null }
  );
}
