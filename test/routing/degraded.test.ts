import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { startTestApp, type TestApp } from '../support/harness';
import { createSession } from '../support/session';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { catalog, eventually, query, visit } from '../support/routing';
import { sql } from '../support/clicks';

const UUID = '[0-9a-f-]{36}';

/** The whole service talks to Redis through a relay the test can cut or freeze. */
describe('redirect without Redis', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  let alias: string;

  before(async () => {
    proxy = await startTcpProxy(6379);
    t = await startTestApp({ workers: true, env: { REDIS_URL: `redis://127.0.0.1:${proxy.port}` } });
    const c = catalog(t, await createSession(t));
    const offer = await c.offer('O', 'https://o.example/?cid={click_id}');
    const campaign = await c.campaign({});
    alias = campaign.alias;
    await c.flow(campaign.id, { offers: [{ offer_id: offer }] });
    assert.equal((await visit(t, alias)).statusCode, 302, 'compiled while everything is up');
  });
  after(async () => {
    proxy.restore();
    await t.close();
    await proxy.close();
  });

  const clickIdOf = (location: unknown) => new RegExp(`cid=(${UUID})`).exec(String(location))![1];
  const stored = (clickId: string) => eventually(() => query(t, 'select outcome from clicks where click_id = ?', [clickId]), (rows) => rows.length === 1);

  it('still answers when Redis is down, and the click reaches Postgres directly', async () => {
    proxy.cut();
    await eventually(async () => t.runtime.services.redis.isReady, (ready) => !ready);
    const started = Date.now();
    const res = await visit(t, alias);
    assert.equal(res.statusCode, 302);
    assert.ok(Date.now() - started < 500, `answered without waiting for Redis (${Date.now() - started} ms)`);
    assert.deepEqual(await stored(clickIdOf(res.headers.location)), [{ outcome: 'redirect' }]);
    proxy.restore();
    await eventually(async () => t.runtime.services.redis.isReady, (ready) => ready);
  });

  it('a hanging Redis costs a click at most its time-outs, and the next clicks skip it', async () => {
    proxy.freeze();
    let started = Date.now();
    const first = await visit(t, alias);
    const firstMs = Date.now() - started;
    assert.equal(first.statusCode, 302);
    assert.ok(firstMs < 2500, `first click bounded by the time-outs (${firstMs} ms)`);
    started = Date.now();
    const second = await visit(t, alias);
    assert.equal(second.statusCode, 302);
    assert.ok(Date.now() - started < 200, `the next click does not wait for Redis (${Date.now() - started} ms)`);
    proxy.restore();
    for (const res of [first, second]) await stored(clickIdOf(res.headers.location));
  });
});

/** SIGTERM while a redirect is in flight: process.ts exits 1 unless runtime.close() ends within SHUTDOWN_TIMEOUT_MS + 5 s. */
describe('shutdown with a redirect in flight', () => {
  it('closes the keep-alive connection once its answer is sent instead of waiting out its idle time-out', async () => {
    const proxy = await startTcpProxy(6379);
    const t = await startTestApp({ workers: false, env: { REDIS_URL: `redis://127.0.0.1:${proxy.port}` } });
    const agent = new http.Agent({ keepAlive: true });
    try {
      const c = catalog(t, await createSession(t));
      const offer = await c.offer('O', 'https://o.example/?cid={click_id}');
      const campaign = await c.campaign({});
      await c.flow(campaign.id, { offers: [{ offer_id: offer }] });
      assert.equal((await visit(t, campaign.alias)).statusCode, 302, 'compiled while everything is up');
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      // A hanging Redis holds the redirect (its time-outs) while close() begins.
      proxy.freeze();
      const answered = new Promise<http.IncomingMessage>((resolve, reject) => http.get(`${address}/${campaign.alias}`, { agent }, resolve).on('error', reject));
      await new Promise((resolve) => setTimeout(resolve, 200));
      const started = Date.now();
      const closed = t.runtime.close();
      const res = await answered;
      res.resume();
      assert.equal(res.statusCode, 302);
      proxy.restore();
      const allowed = t.config.shutdownTimeoutMs + 5000;
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, allowed - (Date.now() - started)))]);
      const took = Date.now() - started;
      assert.ok(took < allowed, `close() took ${took} ms; process.ts exits 1 after ${allowed} ms, before buffered clicks are written`);
      const clickId = new RegExp(`cid=(${UUID})`).exec(String(res.headers.location))![1];
      assert.equal((await sql(t.config.databaseUrl, 'select click_id from clicks where click_id = $1', [clickId])).length, 1, 'the click is in Postgres');
    } finally {
      agent.destroy();
      proxy.restore();
      await t.close();
      await proxy.close();
    }
  });
});
