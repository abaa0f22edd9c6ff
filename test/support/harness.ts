import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../infra/config';
import { startRuntime, type Runtime } from '../../app/runtime';
import { deleteKeysWithPrefix, openRedis } from '../../infra/redis';
import { openDatabase } from '../../infra/database';
import { maintainClickPartitions } from '../../services/clicks/partitions';
import { maintainConversionPartitions } from '../../services/conversions/partitions';

const ADMIN_DATABASE_URL = process.env.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Set by `npm test` (scripts/test.cjs) for one run of the suite: the run's databases are copies of
 * one migrated template (CREATE DATABASE … TEMPLATE is far cheaper than migrating each), and are
 * dropped together when the run ends (each DROP DATABASE waits for a checkpoint; in parallel at
 * the end they share them). Without it (one file run by hand) each database is migrated and dropped.
 */
const RUN_ID = /^[a-z0-9]{1,24}$/.test(process.env.TEST_RUN_ID ?? '') ? process.env.TEST_RUN_ID! : null;
const RUN_PREFIX = RUN_ID ? `tt_test_${RUN_ID}_` : null;

/** A fresh database name of this test process (`tt_test_*`), `label` saying what it is for. */
export function testDatabaseName(label = ''): string {
  return `tt_test_${RUN_ID ? `${RUN_ID}_` : ''}${label}${process.pid}_${randomBytes(4).toString('hex')}`;
}

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Creates the database of `url` as a copy of the run's migrated template (building the template
 * first if no test process has yet). Does nothing outside `npm test` or for another database.
 */
export async function createFromRunTemplate(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!RUN_PREFIX || !name.startsWith(RUN_PREFIX)) return;
  const template = `${RUN_PREFIX}template`;
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
    try {
      if (!(await admin.query('select 1 from pg_database where datname = $1', [template])).rowCount) {
        const building = `${RUN_PREFIX}building`;
        await admin.query(`drop database if exists "${building}"`);
        const buildingUrl = databaseUrl(ADMIN_DATABASE_URL, building);
        const orm = await openDatabase(buildingUrl);
        await orm.close(true);
        // Today's partitions too: every copy would otherwise create the same ones at start-up.
        await maintainClickPartitions(buildingUrl, new Date());
        await maintainConversionPartitions(buildingUrl, new Date());
        await admin.query(`alter database "${building}" rename to "${template}"`);
      }
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [template]);
    }
    // 55006: another backend still has the template open for a moment (its builder closing).
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database "${name}" template "${template}"`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await admin.end();
  }
}

export interface TestApp {
  app: FastifyInstance;
  runtime: Runtime;
  config: Config;
  close(): Promise<void>;
}

/**
 * A config of its own with its database already created from the run's template: for tests that
 * start the service themselves (startRuntime, or `node dist/app/main.js` as a child process), so
 * they copy the migrated template instead of migrating a database of their own.
 */
export async function preparedTestConfig(overrides: Record<string, string> = {}): Promise<Config> {
  const config = testConfig(overrides);
  await createFromRunTemplate(config.databaseUrl);
  return config;
}

/** A config of its own for one test run: a fresh database name and a Redis key prefix. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  const name = testDatabaseName();
  const id = name.slice('tt_test_'.length);
  return loadConfig({
    APP_SECRET: randomBytes(32).toString('hex'),
    DATABASE_URL: databaseUrl(ADMIN_DATABASE_URL, name),
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `tt_test_${id}:`,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PORT: '0',
    SHUTDOWN_TIMEOUT_MS: '2000',
    LANDINGS_DIR: join(tmpdir(), `tt_test_${id}_landings`),
    IMPORTS_DIR: join(tmpdir(), `tt_test_${id}_imports`),
    // Tests read Postgres unless they ask for the analytics copy (TEST_ANALYTICS=duckdb runs them all on it).
    ANALYTICS: process.env.TEST_ANALYTICS ?? 'postgres',
    ANALYTICS_FILE: join(tmpdir(), `tt_test_${id}_analytics`, 'analytics.duckdb'),
    // TEST_ANALYTICS=clickhouse: the copy on the server of TEST_CLICKHOUSE_URL, a database per test database.
    ...(process.env.TEST_CLICKHOUSE_URL ? { CLICKHOUSE_URL: process.env.TEST_CLICKHOUSE_URL } : {}),
    CLICKHOUSE_DATABASE: name,
    DUCKDB_THREADS: '1',
    DUCKDB_MEMORY: '256MB',
    // A report of a test may run long on a busy machine; the deadline's own tests set theirs.
    REPORT_TIMEOUT_S: '120',
    ...overrides,
  });
}

/** Drops the run's database, deletes its Redis keys and its hosted-landing files. */
export async function cleanUp(config: Config): Promise<void> {
  if (config.landingsDir.startsWith(join(tmpdir(), 'tt_test_')))
    await rm(config.landingsDir, { recursive: true, force: true });
  if (config.importsDir.startsWith(join(tmpdir(), 'tt_test_')))
    await rm(config.importsDir, { recursive: true, force: true });
  if (config.analyticsFile.startsWith(join(tmpdir(), 'tt_test_')))
    await rm(dirname(config.analyticsFile), { recursive: true, force: true });
  const database = new URL(config.databaseUrl).pathname.slice(1);
  // The run's own databases are dropped together when `npm test` ends (scripts/test.cjs).
  if (!RUN_PREFIX || !database.startsWith(RUN_PREFIX)) {
    const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
    await client.connect();
    try {
      await client.query(`drop database if exists "${database}" with (force)`);
    } finally {
      await client.end();
    }
  }
  const redis = await openRedis(config.redisUrl, 'test-cleanup');
  try {
    await deleteKeysWithPrefix(redis, config.redisPrefix);
  } finally {
    await redis.quit();
  }
}

/** Starts the real service (Postgres database of its own, Redis prefix of its own) for a test file. */
export async function startTestApp(
  options: { workers?: boolean; env?: Record<string, string>; clock?: () => Date; logSink?: Writable } = {},
): Promise<TestApp> {
  const config = await preparedTestConfig(options.env);
  // A sink lets a test read what was logged, at which level (LOG_LEVEL in env).
  const log = options.logSink ? pino({ level: config.logLevel }, options.logSink) : pino({ level: config.logLevel });
  const runtime = await startRuntime(
    config,
    { http: true, workers: options.workers ?? false, logger: log, clock: options.clock },
    log,
  );
  await runtime.app!.ready();
  return {
    app: runtime.app!,
    runtime,
    config,
    async close() {
      await runtime.close();
      await cleanUp(config);
    },
  };
}
