import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openRedis, type Redis } from '../../infra/redis';
import { createSession, randomTestIp, type Session } from '../support/session';
import { startRelayedApp, type RelayedApp } from '../support/relayed-app';
import { api, query, storeClick, trackingFixture, type TrackingFixture } from '../support/conversions';
import { catalog } from '../support/routing';
import { waitFor } from '../support/wait';

/** The app's answer, or a failure naming the request when it hangs (the outage outlasts this). */
async function within<T>(what: string, request: Promise<T>, ms = 4000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      request,
      new Promise<never>(
        (_, reject) => (timer = setTimeout(() => reject(new Error(`${what} did not answer while Redis was down`)), ms)),
      ),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Redis killed for a while (the relay stops listening): every request that needs it answers at once, 503 with
 * Retry-After, instead of waiting in node-redis's offline queue for the reconnect; nothing issued
 * during the outage runs once Redis is back. Each request is given a few seconds (the outage itself
 * lasts longer than that): without the fix they hang until Redis returns.
 */
describe('a Redis outage is answered, not waited out', () => {
  let relayed: RelayedApp;
  let direct: Redis;
  let session: Session;
  const loginIp = randomTestIp();

  before(async () => {
    relayed = await startRelayedApp();
    session = await createSession(relayed.t);
    direct = await openRedis('redis://127.0.0.1:6379', 'test-direct');
  });
  after(async () => {
    await direct.quit();
    await relayed.close();
  });

  it('answers /readyz, postbacks and logins with 503 during the outage, queues nothing, and serves again after', async () => {
    const { t, redis } = relayed;
    // Killed, as in the report: reconnect attempts are refused (a relay that accepts and drops would fail commands anyway).
    let reconnects = 0;
    const counted = () => reconnects++;
    t.runtime.services.redis.on('reconnecting', counted);
    await redis.kill();
    try {
      // The client noticed the cut and is reconnecting: from then on commands would be queued.
      await waitFor(
        async () => reconnects,
        (n) => n >= 1,
      );
      for (let round = 0; round < 2; round++) {
        const ready = await within('/readyz', t.app.inject({ method: 'GET', url: '/readyz' }));
        assert.equal(ready.statusCode, 503);
        assert.match(ready.json().checks.redis, /^unreachable/);
        assert.equal(ready.json().checks.postgres, 'ok');

        const postback = await within(
          'a postback',
          t.app.inject({ method: 'GET', url: `/${'a'.repeat(32)}/postback?subid=x&status=lead` }),
        );
        assert.equal(postback.statusCode, 503);
        assert.equal(postback.body, 'service unavailable');
        assert.ok(Number(postback.headers['retry-after']) > 0, 'a postback 503 says when to retry');

        const login = await within(
          'REST login',
          t.app.inject({
            method: 'POST',
            url: '/admin_api/v1/auth/login',
            remoteAddress: loginIp,
            payload: { email: session.email, password: session.password },
          }),
        );
        assert.equal(login.statusCode, 503, login.body);
        assert.match(login.json().error, /service unavailable/);
        assert.ok(Number(login.headers['retry-after']) > 0, 'a login 503 says when to retry');

        const gqlLogin = await within(
          'GraphQL login',
          t.app.inject({
            method: 'POST',
            url: '/graphql',
            remoteAddress: loginIp,
            headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
            payload: {
              query: 'mutation($i: LoginInput!) { login(input: $i) { token } }',
              variables: { i: { email: session.email, password: session.password } },
            },
          }),
        );
        assert.equal(gqlLogin.json().errors?.[0]?.extensions?.code, 'SERVICE_UNAVAILABLE', gqlLogin.body);
        assert.ok(Number(gqlLogin.headers['retry-after']) > 0, 'a GraphQL 503 says when to retry');
        // A second round well into the outage (five failed reconnects, 1.5 s of back-off): still refused at once.
        const seen = reconnects;
        await waitFor(
          async () => reconnects,
          (n) => n >= seen + 5,
        );
      }
    } finally {
      redis.restore();
      t.runtime.services.redis.off('reconnecting', counted);
    }

    await waitFor(
      async () => (await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode,
      (status) => status === 200,
    );
    // Nothing the outage's requests asked of Redis ran late: the login IP never took a token. The
    // app's client answers a PING after anything it had queued (one connection, commands in order).
    await t.runtime.services.redis.ping();
    assert.equal(
      await direct.exists(`${t.config.redisPrefix}ratelimit:login:${loginIp}`),
      0,
      'a login issued during the outage ran against Redis after it',
    );

    const login = await t.app.inject({
      method: 'POST',
      url: '/admin_api/v1/auth/login',
      remoteAddress: loginIp,
      payload: { email: session.email, password: session.password },
    });
    assert.equal(login.statusCode, 200, login.body);
  });
});

/**
 * A Redis that accepts connections but never answers (the relay reads and throws away every byte):
 * node-redis has commands in flight and nothing tells it to give up, so before the connection
 * watchdog (infra/redis-watchdog.ts) only calls wrapped in withDeadline were bounded; /action's
 * rate limit, the click lookup and the dedup claim waited for good. Every request that needs Redis
 * now answers within about REDIS_COMMAND_TIMEOUT_MS (1 s here; `within` gives it 4 s, the black
 * hole lasts longer), and the click paths keep their degraded answers.
 */
describe('a Redis that accepts connections but never answers', () => {
  let relayed: RelayedApp;
  let direct: Redis;
  let session: Session;
  let fx: TrackingFixture;
  let alias: string;
  let writeKey: string;
  const loginIp = randomTestIp();
  const BROWSER =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

  before(async () => {
    relayed = await startRelayedApp({ env: { REDIS_COMMAND_TIMEOUT_MS: '1000' } });
    session = await createSession(relayed.t);
    fx = await trackingFixture(relayed.t);
    const c = catalog(relayed.t, fx.session);
    const campaign = await c.campaign({ source_id: fx.source_id });
    await c.flow(campaign.id, { offers: [{ offer_id: fx.offer_id }] });
    alias = campaign.alias;
    writeKey = (await api(relayed.t, fx.session, 'POST', '/api-keys', { name: 'writer', scopes: ['write'] })).key;
    direct = await openRedis('redis://127.0.0.1:6379', 'test-direct');
  });
  after(async () => {
    await direct.quit();
    await relayed.close();
  });

  it('answers every request within the bound: 503 where Redis is needed, the click paths degraded; nothing runs late', async () => {
    const { t, redis } = relayed;
    const click = await storeClick(t, fx);
    // Warm the campaign, so the click paths need no Postgres either.
    assert.equal(
      (await t.app.inject({ method: 'GET', url: `/${alias}`, headers: { 'user-agent': BROWSER } })).statusCode,
      302,
    );
    redis.blackHole();
    try {
      for (let round = 0; round < 2; round++) {
        const ready = await within('/readyz', t.app.inject({ method: 'GET', url: '/readyz' }));
        assert.equal(ready.statusCode, 503);
        assert.match(ready.json().checks.redis, /^unreachable/);
        assert.equal(ready.json().checks.postgres, 'ok');

        const postback = await within(
          'a postback',
          t.app.inject({
            method: 'GET',
            url: `/${fx.postback_key}/postback?subid=${click.click_id}&status=lead&txid=bh${round}`,
          }),
        );
        assert.equal(postback.statusCode, 503, postback.body);
        assert.equal(postback.body, 'service unavailable');
        assert.ok(Number(postback.headers['retry-after']) > 0, 'a postback 503 says when to retry');

        const action = await within(
          '/action',
          t.app.inject({
            method: 'POST',
            url: '/action',
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify({ click_id: click.click_id, event: 'lead' }),
          }),
        );
        assert.equal(action.statusCode, 503, action.body);
        assert.ok(Number(action.headers['retry-after']) > 0, 'a browser event 503 says when to retry');

        const login = await within(
          'REST login',
          t.app.inject({
            method: 'POST',
            url: '/admin_api/v1/auth/login',
            remoteAddress: loginIp,
            payload: { email: session.email, password: session.password },
          }),
        );
        assert.equal(login.statusCode, 503, login.body);
        assert.ok(Number(login.headers['retry-after']) > 0, 'a login 503 says when to retry');

        // The click paths keep their degraded answers: routed, the click kept in memory; the Click API's limit not enforced.
        const redirect = await within(
          'a redirect',
          t.app.inject({ method: 'GET', url: `/${alias}?sub1=bh`, headers: { 'user-agent': BROWSER } }),
        );
        assert.equal(redirect.statusCode, 302);
        const clickApi = await within(
          'the Click API',
          t.app.inject({
            method: 'POST',
            url: '/click-api/v3',
            headers: { authorization: `Bearer ${writeKey}`, 'content-type': 'application/json' },
            payload: JSON.stringify({ campaign: alias, ip: '203.0.113.50', user_agent: BROWSER }),
          }),
        );
        assert.equal(clickApi.statusCode, 200, clickApi.body);
        const pixel = await within(
          '/px.gif',
          t.app.inject({ method: 'GET', url: `/px.gif?click_id=${click.click_id}&event=lead` }),
        );
        assert.equal(pixel.statusCode, 200);
        // Well into the black hole: the reconnected client, stuck in its handshake, still refuses at once.
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
    } finally {
      redis.restore();
    }

    for (let i = 0; i < 100 && (await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode !== 200; i++)
      await new Promise((r) => setTimeout(r, 100));
    assert.equal((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode, 200);
    // What the black hole swallowed never ran: the login IP never took a token, no conversion was written.
    assert.equal(
      await direct.exists(`${t.config.redisPrefix}ratelimit:login:${loginIp}`),
      0,
      'a login issued into the black hole ran against Redis after it',
    );
    const [{ n }] = await query(t, 'select count(*)::int as n from conversions where click_id = $1', [click.click_id]);
    assert.equal(n, 0);
    const login = await t.app.inject({
      method: 'POST',
      url: '/admin_api/v1/auth/login',
      remoteAddress: loginIp,
      payload: { email: session.email, password: session.password },
    });
    assert.equal(login.statusCode, 200, login.body);
    const postback = await t.app.inject({
      method: 'GET',
      url: `/${fx.postback_key}/postback?subid=${click.click_id}&status=lead&txid=after`,
    });
    assert.equal(postback.body, 'ok');
  });
});
