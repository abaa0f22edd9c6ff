import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services/context';
import { pendingMigrations } from '../infra/database';
import { withDeadline } from '../infra/redis';

/** How long /readyz waits for Postgres's answer. */
export const READINESS_TIMEOUT_MS = 2000;

async function postgresWithin<T>(call: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${READINESS_TIMEOUT_MS} ms`)), READINESS_TIMEOUT_MS);
  });
  try {
    return await Promise.race([call, late]);
  } finally {
    clearTimeout(timer);
  }
}

export interface Readiness {
  ready: boolean;
  body: { status: 'ready' | 'not ready'; checks: Record<string, string> };
}

/**
 * Postgres and Redis answer and no migration is pending: the readiness of the server's /readyz and
 * of the worker's (app/telemetry-server.ts). Once the migrations were seen applied they are not read again.
 */
export function readinessCheck(services: AppServices): () => Promise<Readiness> {
  let migrationsApplied = false;
  return async () => {
    const checks: Record<string, string> = {};
    try {
      // Bounded as Redis's check: a Postgres that drops packets makes /readyz answer 503 in time.
      await postgresWithin(services.orm.em.getConnection().execute('select 1'));
      checks.postgres = 'ok';
    } catch (error) {
      checks.postgres = `unreachable: ${(error as Error).message}`;
    }
    try {
      // Bounded: a hung or reconnecting Redis makes /readyz answer 503 at once, not after the outage.
      await withDeadline(services.redis.ping(), services.config.redisCommandTimeoutMs);
      checks.redis = 'ok';
    } catch (error) {
      checks.redis = `unreachable: ${(error as Error).message}`;
    }
    if (!migrationsApplied && checks.postgres === 'ok') {
      const pending = await postgresWithin(pendingMigrations(services.orm)).catch(() => -1);
      migrationsApplied = pending === 0;
      checks.migrations = migrationsApplied ? 'ok' : pending < 0 ? 'unknown' : `${pending} pending`;
    } else if (migrationsApplied) checks.migrations = 'ok';
    const ready = Object.values(checks).every((value) => value === 'ok');
    return { ready, body: { status: ready ? 'ready' : 'not ready', checks } };
  };
}

/** /healthz: the process answers. /readyz: Postgres and Redis answer and no migration is pending. */
export function registerHealthRoutes(app: FastifyInstance, services: AppServices): void {
  const readiness = readinessCheck(services);
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const { ready, body } = await readiness();
    return reply.code(ready ? 200 : 503).send(body);
  });
}
