import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../support/harness';
import { startRelayedApp, type RelayedApp } from '../support/relayed-app';
import type { TcpProxy } from '../support/tcp-proxy';

describe('health and readiness', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(async () => t.close());

  it('answers /healthz while the process is up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { status: 'ok' });
  });

  it('reports ready when Postgres, Redis and migrations are fine', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json().checks, { postgres: 'ok', redis: 'ok', migrations: 'ok' });
  });

  it('has created its own database and migrated it', async () => {
    const rows = await t.runtime.services.orm.em
      .fork()
      .getConnection()
      .execute(`select count(*)::int as n from information_schema.tables where table_name = 'workspaces'`);
    assert.equal(rows[0].n, 1);
  });
});

describe('readiness while a migration is pending', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(async () => t.close());

  it('answers 503 naming the pending migrations, then 200 once they are applied', async () => {
    const db = t.runtime.services.orm.em.fork().getConnection();
    const [last] = await db.execute(`select id, name, executed_at from mikro_orm_migrations order by id desc limit 1`);
    await db.execute(`delete from mikro_orm_migrations where id = ?`, [last.id]);
    const pending = await t.app.inject({ method: 'GET', url: '/readyz' });
    assert.equal(pending.statusCode, 503);
    assert.equal(pending.json().checks.migrations, '1 pending');
    await db.execute(`insert into mikro_orm_migrations (id, name, executed_at) values (?, ?, ?)`, [
      last.id,
      last.name,
      last.executed_at,
    ]);
    const applied = await t.app.inject({ method: 'GET', url: '/readyz' });
    assert.equal(applied.statusCode, 200);
    assert.equal(applied.json().checks.migrations, 'ok');
  });
});

describe('readiness when a dependency is down', () => {
  let t: TestApp;
  let redisProxy: TcpProxy;
  let pgProxy: TcpProxy;
  let relayed: RelayedApp;
  before(async () => {
    relayed = await startRelayedApp();
    ({ t, redis: redisProxy, pg: pgProxy } = relayed);
  });
  after(async () => relayed.close());

  /** /readyz within the seconds a load balancer's probe waits. */
  async function readyz(): Promise<{ statusCode: number; checks: Record<string, string>; ms: number }> {
    const started = Date.now();
    const res = await Promise.race([
      t.app.inject({ method: 'GET', url: '/readyz' }),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('/readyz did not answer within 5 s')), 5000).unref(),
      ),
    ]);
    return { statusCode: res.statusCode, checks: res.json().checks, ms: Date.now() - started };
  }

  it('answers 503 naming Redis, promptly, while Redis is down, and 200 once it is back', async () => {
    assert.equal((await readyz()).statusCode, 200);
    redisProxy.cut();
    try {
      const down = await readyz();
      assert.equal(down.statusCode, 503);
      assert.equal(down.checks.postgres, 'ok');
      assert.match(down.checks.redis, /^unreachable/);
    } finally {
      redisProxy.restore();
    }
    for (let i = 0; i < 50 && (await readyz()).statusCode !== 200; i++) await new Promise((r) => setTimeout(r, 100));
    assert.equal((await readyz()).statusCode, 200);
  });

  it('answers 503 naming PostgreSQL, promptly, while PostgreSQL is down, and 200 once it is back', async () => {
    pgProxy.cut();
    try {
      const down = await readyz();
      assert.equal(down.statusCode, 503);
      assert.match(down.checks.postgres, /^unreachable/);
      assert.equal(down.checks.redis, 'ok');
    } finally {
      pgProxy.restore();
    }
    for (let i = 0; i < 50 && (await readyz()).statusCode !== 200; i++) await new Promise((r) => setTimeout(r, 100));
    assert.equal((await readyz()).statusCode, 200);
  });
});
