import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { Writable } from 'node:stream';
import { startTestApp, testDatabaseName, type TestApp } from '../../support/harness';
import { createSession } from '../../support/session';
import { startTcpProxy, type TcpProxy } from '../../support/tcp-proxy';
import { admin, catalog, DESKTOP_UA, query, visit } from '../../support/routing';
import { verifyClickToken } from '../../../edge/click-routing/click-token';
import { sql } from '../../support/clicks';
import { waitFor } from '../../support/wait';

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
  const stored = (clickId: string) =>
    waitFor(
      () => query(t, 'select outcome from clicks where click_id = ?', [clickId]),
      (rows) => rows.length === 1,
    );

  it('still answers when Redis is down, and the click reaches Postgres directly', async () => {
    proxy.cut();
    await waitFor(
      async () => t.runtime.services.redis.isReady,
      (ready) => !ready,
    );
    const res = await visit(t, alias);
    assert.equal(res.statusCode, 302);
    assert.deepEqual(await stored(clickIdOf(res.headers.location)), [{ outcome: 'redirect' }]);
    proxy.restore();
    await waitFor(
      async () => t.runtime.services.redis.isReady,
      (ready) => ready,
    );
  });

  it('a hanging Redis costs a click at most its time-outs, and the next clicks skip it', async () => {
    proxy.freeze();
    // Both are answered while Redis still hangs (it never answers until restored): the first after
    // its time-outs, the next without asking. How long each takes belongs to the benchmarks.
    const first = await visit(t, alias);
    assert.equal(first.statusCode, 302);
    const second = await visit(t, alias);
    assert.equal(second.statusCode, 302);
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
      const answered = new Promise<http.IncomingMessage>((resolve, reject) =>
        http.get(`${address}/${campaign.alias}`, { agent }, resolve).on('error', reject),
      );
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
      assert.ok(
        took < allowed,
        `close() took ${took} ms; process.ts exits 1 after ${allowed} ms, before buffered clicks are written`,
      );
      const clickId = new RegExp(`cid=(${UUID})`).exec(String(res.headers.location))![1];
      assert.equal(
        (await sql(t.config.databaseUrl, 'select click_id from clicks where click_id = $1', [clickId])).length,
        1,
        'the click is in Postgres',
      );
    } finally {
      agent.destroy();
      proxy.restore();
      await t.close();
      await proxy.close();
    }
  });
});

/**
 * The service talks to Postgres through a relay the test cuts. What needs Postgres (a campaign not
 * compiled yet, a key not verified yet, a landing click no longer in Redis) answers 503 with
 * Retry-After, as the redirect does, and is logged as a warning, not as a failure of the service.
 */
describe('hot path without Postgres', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  let writeKey: string;
  let coldKey: string;
  let warm: { id: string; alias: string; token: string };
  let cold: { id: string; alias: string; token: string };
  let hop: { id: string; alias: string; token: string };
  let landingClickId: string;
  const logs: { level: number; reqId?: string; msg?: string }[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) logs.push(JSON.parse(line));
      done();
    },
  });

  before(async () => {
    proxy = await startTcpProxy(5432);
    t = await startTestApp({
      logSink: sink,
      env: {
        LOG_LEVEL: 'warn',
        DATABASE_URL: `postgres://postgres@127.0.0.1:${proxy.port}/${testDatabaseName('hotpg_')}`,
      },
    });
    const session = await createSession(t);
    const c = catalog(t, session);
    writeKey = (await admin(t, session, 'POST', '/api-keys', { name: 'warm', scopes: ['write'] })).key;
    coldKey = (await admin(t, session, 'POST', '/api-keys', { name: 'cold', scopes: ['write'] })).key;
    const offer = await c.offer('O', 'https://o.example/?cid={click_id}');
    const landing = await c.landing('L', 'https://lp.example/');
    warm = await c.campaign({});
    await c.flow(warm.id, { offers: [{ offer_id: offer }] });
    cold = await c.campaign({});
    await c.flow(cold.id, { offers: [{ offer_id: offer }] });
    // send_to_campaign to a campaign of its own that no click has compiled yet.
    const target = await c.campaign({});
    await c.flow(target.id, { offers: [{ offer_id: offer }] });
    hop = await c.campaign({});
    await c.flow(hop.id, { scheme: 'send_to_campaign', target_campaign_id: target.id });
    const lp = await c.campaign({});
    await c.flow(lp.id, { landings: [{ landing_id: landing }], offers: [{ offer_id: offer }] });
    const res = await visit(t, lp.alias);
    landingClickId = verifyClickToken(t.config.appSecret, /#_ct=(.+)$/.exec(res.headers.location as string)![1])!;
    // Its offer URLs have left Redis (CLICK_CACHE_TTL_SECONDS): lp-api and the click-through need Postgres.
    await t.runtime.services.redis.del(`${t.config.redisPrefix}lpclick:${landingClickId}`);
  });
  after(async () => {
    proxy.restore();
    await t.close();
    await proxy.close();
  });

  const clickApi = (alias: string, key: string) =>
    t.app.inject({
      method: 'POST',
      url: '/click-api/v3',
      headers: { authorization: `Bearer ${key}` },
      payload: { campaign: alias, ip: '73.15.20.1', user_agent: DESKTOP_UA },
    });
  const rclient = (campaign: { alias: string; token: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/rclient/v1',
      headers: { 'x-campaign-token': campaign.token },
      payload: { campaign: campaign.alias, ip: '73.15.20.1', user_agent: DESKTOP_UA },
    });

  function assertUnavailable(
    res: { statusCode: number; headers: Record<string, unknown>; body: string },
    what: string,
  ) {
    assert.equal(res.statusCode, 503, `${what}: ${res.body}`);
    assert.equal(res.headers['retry-after'], '5', what);
    assert.deepEqual(JSON.parse(res.body), { error: 'service unavailable' }, what);
  }

  it('Click API and rclient answer 503 with Retry-After for what needs Postgres; warm campaigns and keys keep routing', async () => {
    assert.equal(
      (await clickApi(warm.alias, writeKey)).statusCode,
      200,
      'key verified and campaign compiled while Postgres is up',
    );
    assert.equal((await rclient(warm)).statusCode, 200);
    proxy.cut();
    try {
      assert.equal(
        (await clickApi(warm.alias, writeKey)).statusCode,
        200,
        'a verified key and a compiled campaign need no Postgres',
      );
      assert.equal((await rclient(warm)).json().action, 'show_offer');
      assertUnavailable(await clickApi(cold.alias, writeKey), 'Click API, campaign not compiled yet');
      assertUnavailable(await clickApi(warm.alias, coldKey), 'Click API, key not verified yet');
      assertUnavailable(await rclient(cold), 'rclient, campaign not compiled yet');
      assert.equal((await visit(t, cold.alias)).statusCode, 503, 'as the redirect answers');
    } finally {
      proxy.restore();
    }
    await waitFor(
      async () => (await clickApi(cold.alias, coldKey)).statusCode,
      (status) => status === 200,
    );
    assert.equal((await rclient(cold)).statusCode, 200);
  });

  it('lp-api and the click-through answer 503 with Retry-After when the click is only in Postgres; /sdk files are served', async () => {
    proxy.cut();
    try {
      assertUnavailable(await t.app.inject({ method: 'GET', url: `/lp-api/offer?cid=${landingClickId}` }), 'lp-api');
      assertUnavailable(await t.app.inject({ method: 'GET', url: `/click?cid=${landingClickId}` }), 'click-through');
      assert.equal((await t.app.inject({ method: 'GET', url: '/sdk/service.js' })).statusCode, 200);
    } finally {
      proxy.restore();
    }
    await waitFor(
      async () => (await t.app.inject({ method: 'GET', url: `/lp-api/offer?cid=${landingClickId}` })).statusCode,
      (status) => status === 200,
    );
  });

  it('a send_to_campaign hop to a campaign not compiled yet answers 503 with Retry-After on every channel', async () => {
    // Only the sending campaign is compiled (a click through it would compile the target too).
    assert.equal((await t.runtime.hotPath!.table.get(hop.alias))?.id, hop.id);
    proxy.cut();
    try {
      assertUnavailable(await clickApi(hop.alias, writeKey), 'Click API');
      assertUnavailable(await rclient(hop), 'rclient');
      const res = await visit(t, hop.alias);
      assert.equal(res.statusCode, 503, `redirect: ${res.body}`);
      assert.equal(res.headers['retry-after'], '5', 'redirect');
      assert.equal(res.body, 'Service Unavailable', 'as the redirect answers for a campaign not compiled yet');
    } finally {
      proxy.restore();
    }
    await waitFor(
      async () => (await visit(t, hop.alias)).statusCode,
      (status) => status === 302,
    );
  });

  it('logs those answers as warnings, not as failures of the service', () => {
    const failed = logs.filter((entry) => entry.reqId && entry.level >= 50);
    assert.deepEqual(failed, [], 'no request logged an error');
    assert.ok(
      logs.some((entry) => entry.reqId && entry.level === 40 && /unavailable/.test(entry.msg ?? '')),
      'the 503s are logged at warn',
    );
  });
});

/** lp-api's fallback for a click the consumer has not written yet is the Redis stream; Redis hangs. */
describe('lp-api with a hanging Redis', () => {
  it("answers 503 with Retry-After within the hot path's Redis time-outs when the click is only in the stream", async () => {
    const proxy = await startTcpProxy(6379);
    // No workers: no consumer writes the click to Postgres, it stays in the stream.
    const t = await startTestApp({ workers: false, env: { REDIS_URL: `redis://127.0.0.1:${proxy.port}` } });
    try {
      const c = catalog(t, await createSession(t));
      const offer = await c.offer('O', 'https://o.example/?cid={click_id}');
      const landing = await c.landing('L', 'https://lp.example/');
      const campaign = await c.campaign({});
      await c.flow(campaign.id, { landings: [{ landing_id: landing }], offers: [{ offer_id: offer }] });
      const res = await visit(t, campaign.alias);
      const clickId = verifyClickToken(t.config.appSecret, /#_ct=(.+)$/.exec(res.headers.location as string)![1])!;
      // Its offer URLs have left Redis: lp-api looks in Postgres (no row yet), then in the stream.
      await t.runtime.services.redis.del(`${t.config.redisPrefix}lpclick:${clickId}`);
      proxy.freeze();
      const answered = t.app.inject({ method: 'GET', url: `/lp-api/offer?cid=${clickId}` });
      const lp = await Promise.race([answered, new Promise<null>((resolve) => setTimeout(resolve, 5000, null))]);
      assert.ok(lp, 'lp-api answered while Redis hangs');
      assert.equal(lp.statusCode, 503, lp.body);
      assert.equal(lp.headers['retry-after'], '5');
      proxy.restore();
      await waitFor(
        async () => (await t.app.inject({ method: 'GET', url: `/lp-api/offer?cid=${clickId}` })).statusCode,
        (status) => status === 200,
      );
    } finally {
      proxy.restore();
      await t.close();
      await proxy.close();
    }
  });
});
