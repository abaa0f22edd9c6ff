import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import pino from 'pino';
import { startTestApp, type TestApp } from '../../support/harness';
import { createSession, type Session } from '../../support/session';
import { gql } from '../../support/gql';
import { startRuntime } from '../../../app/runtime';

const PROXY = '192.0.2.10';

describe('accounts: per-IP rate limits (login, invitations, public branding)', () => {
  let t: TestApp;
  let owner: Session;
  let now = new Date('2026-11-21T12:00:00Z');
  before(async () => {
    t = await startTestApp({ clock: () => now, env: { TRUSTED_PROXIES: '192.0.2.0/24' } });
    owner = await createSession(t);
  });
  after(async () => t.close());

  const login = (remoteAddress: string, headers: Record<string, string> = {}, password = 'wrong password') =>
    t.app.inject({
      method: 'POST',
      url: '/admin_api/v1/auth/login',
      remoteAddress,
      headers,
      payload: { email: owner.email, password },
    });

  it('allows a burst of 10 logins per IP, then answers 429 text/plain with Retry-After', async () => {
    const ip = '198.51.100.1';
    for (let i = 0; i < 10; i++) assert.equal((await login(ip)).statusCode, 401, `attempt ${i + 1}`);
    const limited = await login(ip, {}, owner.password);
    assert.equal(limited.statusCode, 429);
    assert.match(String(limited.headers['content-type']), /^text\/plain/);
    assert.equal(limited.body, 'rate limit exceeded');
    assert.equal(limited.headers['retry-after'], '1');
    // Another IP is not affected.
    assert.equal((await login('198.51.100.2', {}, owner.password)).statusCode, 200);
    // GraphQL shares the bucket and says the same.
    const viaGraphql = await gql(
      t,
      'mutation($input: LoginInput!) { login(input: $input) { token } }',
      { input: { email: owner.email, password: owner.password } },
      { remoteAddress: ip },
    );
    assert.equal(viaGraphql.status, 429);
    assert.equal(viaGraphql.errors?.[0].extensions?.code, 'RATE_LIMITED');
    assert.equal(viaGraphql.errors?.[0].extensions?.retryAfter, 1);
    // One request per second refills.
    now = new Date(now.getTime() + 1000);
    assert.equal((await login(ip, {}, owner.password)).statusCode, 200);
    assert.equal((await login(ip, {}, owner.password)).statusCode, 429);
  });

  it('takes the client IP from X-Forwarded-For only when the peer is a trusted proxy', async () => {
    for (let i = 0; i < 10; i++) await login(PROXY, { 'x-forwarded-for': '203.0.113.5' });
    assert.equal((await login(PROXY, { 'x-forwarded-for': '203.0.113.5' })).statusCode, 429);
    // Behind the same proxy, another client has its own bucket.
    assert.equal((await login(PROXY, { 'x-forwarded-for': '203.0.113.6' })).statusCode, 401);
    // An untrusted peer cannot dodge the limit by inventing X-Forwarded-For.
    const untrusted = '198.51.100.77';
    for (let i = 0; i < 10; i++) await login(untrusted, { 'x-forwarded-for': `203.0.113.${100 + i}` });
    assert.equal((await login(untrusted, { 'x-forwarded-for': '203.0.113.250' })).statusCode, 429);
  });

  it('counts a client whose proxy writes its source port into X-Forwarded-For as one IP', async () => {
    // Azure Application Gateway and IIS ARR write `ip:port`; the port changes with each connection.
    for (let i = 0; i < 10; i++) await login(PROXY, { 'x-forwarded-for': `203.0.113.40:${50000 + i}` });
    assert.equal((await login(PROXY, { 'x-forwarded-for': '203.0.113.40:51000' }, owner.password)).statusCode, 429);
    assert.equal(
      (await login(PROXY, { 'x-forwarded-for': '[::ffff:203.0.113.40]:443' }, owner.password)).statusCode,
      429,
    );
  });

  it('limits the public /branding* endpoints per IP the same way', async () => {
    const ip = '198.51.100.30';
    for (let i = 0; i < 5; i++)
      assert.equal(
        (await t.app.inject({ method: 'GET', url: '/admin_api/v1/branding', remoteAddress: ip })).statusCode,
        200,
      );
    for (let i = 0; i < 5; i++) {
      assert.equal(
        (await t.app.inject({ method: 'GET', url: `/admin_api/v1/branding/${owner.workspace_id}`, remoteAddress: ip }))
          .statusCode,
        200,
      );
    }
    const limited = await t.app.inject({ method: 'GET', url: '/admin_api/v1/branding', remoteAddress: ip });
    assert.equal(limited.statusCode, 429);
    assert.match(String(limited.headers['content-type']), /^text\/plain/);
    assert.equal(limited.body, 'rate limit exceeded');
    assert.ok(Number(limited.headers['retry-after']) >= 1);
  });

  it('shares the counters across app instances through Redis', async () => {
    const log = pino({ level: 'silent' });
    const second = await startRuntime(t.config, { http: true, workers: false, logger: log, clock: () => now }, log);
    try {
      const ip = '198.51.100.50';
      for (let i = 0; i < 5; i++) await login(ip);
      for (let i = 0; i < 5; i++) {
        await second.app!.inject({
          method: 'POST',
          url: '/admin_api/v1/auth/login',
          remoteAddress: ip,
          payload: { email: owner.email, password: 'wrong password' },
        });
      }
      const onSecond = await second.app!.inject({
        method: 'POST',
        url: '/admin_api/v1/auth/login',
        remoteAddress: ip,
        payload: { email: owner.email, password: owner.password },
      });
      assert.equal(onSecond.statusCode, 429);
      assert.equal((await login(ip, {}, owner.password)).statusCode, 429);
    } finally {
      await second.close();
    }
  });
});
