import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from './support/harness';

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
    const rows = await t.runtime.services.orm.em.fork().getConnection().execute(`select count(*)::int as n from information_schema.tables where table_name = 'workspaces'`);
    assert.equal(rows[0].n, 1);
  });
});
