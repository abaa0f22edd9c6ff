import { startTestApp, testDatabaseName, type TestApp } from './harness';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

export interface RelayedApp {
  t: TestApp;
  /** Between the app and Redis. */
  redis: TcpProxy;
  /** Between the app and Postgres. */
  pg: TcpProxy;
  /** Restores both relays, closes the app, then the relays. */
  close(): Promise<void>;
}

/**
 * The whole service reaching Redis and Postgres through relays a test can cut, freeze or mute,
 * without touching the servers other tests use. Its own database and key prefix, as every test app.
 */
export async function startRelayedApp(options: Parameters<typeof startTestApp>[0] = {}): Promise<RelayedApp> {
  const redis = await startTcpProxy(6379);
  const pg = await startTcpProxy(5432);
  const t = await startTestApp({
    ...options,
    env: {
      REDIS_URL: `redis://127.0.0.1:${redis.port}`,
      DATABASE_URL: `postgres://postgres@127.0.0.1:${pg.port}/${testDatabaseName('relayed_')}`,
      ...options.env,
    },
  });
  return {
    t,
    redis,
    pg,
    async close() {
      redis.restore();
      pg.restore();
      await t.close();
      await redis.close();
      await pg.close();
    },
  };
}
