import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import pg from 'pg';
import pino from 'pino';
import { startRuntime, type Runtime } from '../../app/runtime';
import type { Config } from '../../infra/config';
import { openDatabase } from '../../infra/database';
import { deleteKeysWithPrefix, openRedis } from '../../infra/redis';
import { closeReportPool } from '../../reports/pool';
import { testConfig } from '../../test/support/harness';
import { seedReports } from './seed';

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

/** The bench workspace a previous run seeded, or null (a new database). */
export async function findSeeded(pool: pg.Pool): Promise<SeededWorkspace | null> {
  const { rows } = await pool.query<{ id: string; name: string }>(
    `select id, name from workspaces where name like 'Bench%' order by created_at limit 1`,
  );
  if (!rows.length) return null;
  const ws = rows[0].id;
  const campaigns = await pool.query<{ id: string }>(
    `select id from campaigns where workspace_id = $1 order by substring(name from 10)::int`,
    [ws],
  );
  // Planner statistics, not a count(*) of 10 million rows.
  const counts = await pool.query<{ clicks: string; conversions: string }>(
    `select (select coalesce(sum(reltuples), 0)::bigint from pg_class c join pg_inherits i on i.inhrelid = c.oid
      where i.inhparent = 'clicks'::regclass) as clicks,
            (select count(*) from conversions where workspace_id = $1) as conversions`,
    [ws],
  );
  return {
    workspace_id: ws,
    campaign_ids: campaigns.rows.map((r) => r.id),
    clicks: Number(counts.rows[0].clicks),
    conversions: Number(counts.rows[0].conversions),
    data: rows[0].name === 'Bench uniform' ? 'uniform' : 'realistic',
  };
}

/**
 * The bench workspace of the database: the one a previous run seeded, or a new one of BENCH_CLICKS
 * clicks (default `defaultClicks`) seeded now (BENCH_SEED_CHUNK, BENCH_SEED_CONNECTIONS,
 * BENCH_SEED_STORAGE: see bench/reports/run.ts), with the seed's figures in `seed`.
 */
export async function seedOrReuse(
  database: BenchDatabase,
  pool: pg.Pool,
  defaultClicks: number,
  uniform: boolean,
): Promise<SeededWorkspace & { seed?: Record<string, unknown> }> {
  const existing = await findSeeded(pool);
  if (existing) {
    process.stderr.write(
      `measuring ${database.name}: ${existing.data} data, ~${existing.clicks} clicks (not seeded again)\n`,
    );
    return existing;
  }
  const clicks = Number(process.env.BENCH_CLICKS ?? defaultClicks);
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
    data: uniform ? 'uniform' : 'realistic',
    seed: {
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
    await closeReportPool(config.databaseUrl);
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
