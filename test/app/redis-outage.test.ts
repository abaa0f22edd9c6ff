import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openRedis, type Redis } from '../../infra/redis';
import { createSession, randomTestIp, type Session } from '../support/session';
import { startRelayedApp, type RelayedApp } from '../support/relayed-app';

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

  /** The app's answer, or a failure naming the request when it hangs (the outage outlasts this). */
  async function within<T>(what: string, request: Promise<T>, ms = 4000): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([request, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} did not answer while Redis was down`)), ms)))]);
    } finally {
      clearTimeout(timer);
    }
  }

  it('answers /readyz, postbacks and logins with 503 during the outage, queues nothing, and serves again after', async () => {
    const { t, redis } = relayed;
    // Killed, as in the report: reconnect attempts are refused (a relay that accepts and drops would fail commands anyway).
    await redis.kill();
    try {
      // Let the client notice the cut and start reconnecting: from then on commands would be queued.
      await new Promise((resolve) => setTimeout(resolve, 500));
      for (let round = 0; round < 2; round++) {
        const ready = await within('/readyz', t.app.inject({ method: 'GET', url: '/readyz' }));
        assert.equal(ready.statusCode, 503);
        assert.match(ready.json().checks.redis, /^unreachable/);
        assert.equal(ready.json().checks.postgres, 'ok');

        const postback = await within('a postback', t.app.inject({ method: 'GET', url: `/${'a'.repeat(32)}/postback?subid=x&status=lead` }));
        assert.equal(postback.statusCode, 503);
        assert.equal(postback.body, 'service unavailable');
        assert.ok(Number(postback.headers['retry-after']) > 0, 'a postback 503 says when to retry');

        const login = await within(
          'REST login',
          t.app.inject({ method: 'POST', url: '/admin_api/v1/auth/login', remoteAddress: loginIp, payload: { email: session.email, password: session.password } }),
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
            payload: { query: 'mutation($i: LoginInput!) { login(input: $i) { token } }', variables: { i: { email: session.email, password: session.password } } },
          }),
        );
        assert.equal(gqlLogin.json().errors?.[0]?.extensions?.code, 'SERVICE_UNAVAILABLE', gqlLogin.body);
        assert.ok(Number(gqlLogin.headers['retry-after']) > 0, 'a GraphQL 503 says when to retry');
        // A second round well into the outage: the reconnecting client must still refuse at once.
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
    } finally {
      redis.restore();
    }

    for (let i = 0; i < 100 && (await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode !== 200; i++) await new Promise((r) => setTimeout(r, 100));
    assert.equal((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode, 200);
    // Nothing the outage's requests asked of Redis ran late: the login IP never took a token.
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(await direct.exists(`${t.config.redisPrefix}ratelimit:login:${loginIp}`), 0, 'a login issued during the outage ran against Redis after it');

    const login = await t.app.inject({ method: 'POST', url: '/admin_api/v1/auth/login', remoteAddress: loginIp, payload: { email: session.email, password: session.password } });
    assert.equal(login.statusCode, 200, login.body);
  });
});
