import { Gauge } from 'prom-client';
import type { FastifyBaseLogger } from 'fastify';
import { registry } from './telemetry';
import type { Redis } from './redis';

/**
 * 1 when Redis keeps every write across a restart (append-only file on), 0 when it does not (a
 * click acknowledged from the stream is lost if Redis restarts before the consumer wrote it),
 * -1 when its settings cannot be read (CONFIG disabled or renamed, as on some managed Redis).
 */
export const redisPersistence = new Gauge({
  name: 'redis_persistence_durable',
  help:
    'Whether Redis keeps acknowledged clicks across a restart: 1 appendonly yes, 0 no (snapshots lose the ' +
    'last writes), -1 unknown (CONFIG unavailable)',
  registers: [registry],
});

export interface PersistenceReport {
  durable: boolean | null;
  appendonly?: string;
  save?: string;
}

/** Reads appendonly and save from Redis and says whether acknowledged writes would survive a restart. */
export async function readRedisPersistence(redis: Redis): Promise<PersistenceReport> {
  try {
    const settings = (await redis.configGet(['appendonly', 'save'])) as Record<string, string>;
    const appendonly = settings.appendonly ?? '';
    return { durable: appendonly === 'yes', appendonly, save: settings.save ?? '' };
  } catch {
    return { durable: null };
  }
}

/**
 * At start-up: a warning and the gauge when clicks acknowledged from the Redis stream would not
 * survive a Redis restart (appendonly no), so the operator learns it before a restart costs clicks.
 */
export async function checkRedisPersistence(redis: Redis, log: FastifyBaseLogger): Promise<PersistenceReport> {
  const report = await readRedisPersistence(redis);
  redisPersistence.set(report.durable === null ? -1 : report.durable ? 1 : 0);
  if (report.durable === false) {
    log.warn(
      { appendonly: report.appendonly, save: report.save },
      'Redis runs without an append-only file: clicks acknowledged but not yet written to PostgreSQL are lost if ' +
        'Redis restarts. Set "appendonly yes" (appendfsync everysec) on the Redis server.',
    );
  } else if (report.durable === null) {
    log.warn(
      'Redis persistence settings could not be read (CONFIG unavailable): make sure the server runs with ' +
        '"appendonly yes", or a restart can lose acknowledged clicks.',
    );
  }
  return report;
}
