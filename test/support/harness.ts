import 'reflect-metadata';
import '../../services/install';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../infra/config';
import { startRuntime, type Runtime } from '../../app/runtime';
import { deleteKeysWithPrefix, openRedis } from '../../infra/redis';

const ADMIN_DATABASE_URL = process.env.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestApp {
  app: FastifyInstance;
  runtime: Runtime;
  config: Config;
  close(): Promise<void>;
}

/** A config of its own for one test run: a fresh database name and a Redis key prefix. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  const id = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const base = new URL(ADMIN_DATABASE_URL);
  base.pathname = `/tt_test_${id}`;
  return loadConfig({
    APP_SECRET: randomBytes(32).toString('hex'),
    DATABASE_URL: base.toString(),
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `tt_test_${id}:`,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PORT: '0',
    SHUTDOWN_TIMEOUT_MS: '2000',
    LANDINGS_DIR: join(tmpdir(), `tt_test_${id}_landings`),
    ...overrides,
  });
}

/** Drops the run's database, deletes its Redis keys and its hosted-landing files. */
export async function cleanUp(config: Config): Promise<void> {
  if (config.landingsDir.startsWith(join(tmpdir(), 'tt_test_'))) await rm(config.landingsDir, { recursive: true, force: true });
  const database = new URL(config.databaseUrl).pathname.slice(1);
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`drop database if exists "${database}" with (force)`);
  } finally {
    await client.end();
  }
  const redis = await openRedis(config.redisUrl, 'test-cleanup');
  try {
    await deleteKeysWithPrefix(redis, config.redisPrefix);
  } finally {
    await redis.quit();
  }
}

/** Starts the real service (Postgres database of its own, Redis prefix of its own) for a test file. */
export async function startTestApp(options: { workers?: boolean; env?: Record<string, string>; clock?: () => Date; logSink?: Writable } = {}): Promise<TestApp> {
  const config = testConfig(options.env);
  // A sink lets a test read what was logged, at which level (LOG_LEVEL in env).
  const log = options.logSink ? pino({ level: config.logLevel }, options.logSink) : pino({ level: config.logLevel });
  const runtime = await startRuntime(config, { http: true, workers: options.workers ?? false, logger: log, clock: options.clock }, log);
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
