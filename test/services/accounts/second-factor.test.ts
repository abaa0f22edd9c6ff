import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { generate } from 'otplib';
import { startTestApp, type TestApp } from '../../support/harness';
import { createSession, randomTestIp, type Session } from '../../support/session';
import { gql } from '../../support/gql';
import { openSecret } from '../../../services/crypto/secret-box';

describe('accounts: two-factor authentication', () => {
  let t: TestApp;
  // A clock the test moves, so TOTP steps and the per-account limit are deterministic.
  let now = new Date('2026-11-21T12:00:10Z');
  const epoch = (offsetSeconds = 0) => Math.floor(now.getTime() / 1000) + offsetSeconds;
  const totp = (secret: string, offsetSeconds = 0) => generate({ secret, epoch: epoch(offsetSeconds) });
  /** Moves time on far enough to refill the per-account bucket (1/min, burst 10) and to reach a fresh TOTP step. */
  const later = (minutes = 11) => (now = new Date(now.getTime() + minutes * 60_000));

  before(async () => {
    t = await startTestApp({ clock: () => now });
  });
  after(async () => t.close());

  const post = (session: Session, path: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/admin_api/v1/me/2fa/${path}`,
      headers: session.headers,
      ...(payload ? { payload } : {}),
    });
  const login = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/admin_api/v1/auth/login', remoteAddress: randomTestIp(), payload });
  const sql = (query: string, params: unknown[]) =>
    t.runtime.services.orm.em.fork().getConnection().execute(query, params);

  /** Turns 2FA on for a new user; returns the session, the secret and the backup codes. */
  async function enrolled(): Promise<{ session: Session; secret: string; backup: string[] }> {
    const session = await createSession(t);
    const begin = await post(session, 'begin');
    assert.equal(begin.statusCode, 200);
    const secret = begin.json().secret;
    const confirm = await post(session, 'confirm', { code: await totp(secret) });
    assert.equal(confirm.statusCode, 200, confirm.body);
    later();
    return { session, secret, backup: confirm.json().backup_codes };
  }

  it('begins set-up with a secret and an otpauth URI; 2FA stays off until confirmed', async () => {
    const session = await createSession(t);
    const begin = await post(session, 'begin');
    assert.equal(begin.statusCode, 200);
    const { secret, otpauth_uri } = begin.json();
    assert.match(secret, /^[A-Z2-7]{32}$/);
    const uri = new URL(otpauth_uri);
    assert.equal(uri.protocol, 'otpauth:');
    assert.equal(uri.host, 'totp');
    assert.equal(uri.searchParams.get('secret'), secret);
    assert.equal(uri.searchParams.get('period') ?? '30', '30'); // 30 s is the otpauth default
    assert.equal(uri.searchParams.get('issuer'), 'Traffic Tracker');
    assert.match(decodeURIComponent(uri.pathname), new RegExp(session.email));
    const status = await t.app.inject({ method: 'GET', url: '/admin_api/v1/me/2fa', headers: session.headers });
    assert.deepEqual(status.json(), { enabled: false, pending: true, backup_codes_left: 0 });
    assert.equal((await login({ email: session.email, password: session.password })).statusCode, 200);

    const wrong = await post(session, 'confirm', { code: '000000' === (await totp(secret)) ? '111111' : '000000' });
    assert.equal(wrong.statusCode, 403);
    assert.deepEqual(wrong.json(), { error: 'invalid code' });
  });

  it('confirms with a code, returns ten single-use backup codes and stores everything encrypted or hashed', async () => {
    const { session, secret, backup } = await enrolled();
    assert.equal(backup.length, 10);
    assert.equal(new Set(backup).size, 10);
    for (const code of backup) assert.match(code, /^[0-9A-F]{5}-[0-9A-F]{5}$/);

    const [row] = await sql('select totp_secret, totp_pending_secret from users where id = ?', [session.user_id]);
    assert.equal(row.totp_pending_secret, null);
    assert.match(row.totp_secret, /^v1\./);
    assert.ok(!row.totp_secret.includes(secret));
    assert.equal(openSecret(t.config.appSecret, row.totp_secret, `totp:${session.user_id}`), secret);
    const codes = await sql('select code_digest from backup_codes where user_id = ?', [session.user_id]);
    assert.equal(codes.length, 10);
    for (const { code_digest } of codes) assert.ok(!backup.includes(code_digest) && /^[0-9a-f]{64}$/.test(code_digest));

    const me = await t.app.inject({ method: 'GET', url: '/admin_api/v1/me', headers: session.headers });
    assert.equal(me.json().user.two_factor_enabled, true);
    const status = await t.app.inject({ method: 'GET', url: '/admin_api/v1/me/2fa', headers: session.headers });
    assert.deepEqual(status.json(), { enabled: true, pending: false, backup_codes_left: 10 });
    // The secret is never shown again: a second begin is refused.
    const again = await post(session, 'begin');
    assert.equal(again.statusCode, 409);
    assert.deepEqual(again.json(), { error: 'two-factor authentication is already on: disable it first' });
  });

  it('requires mfa_code at login once 2FA is on, and accepts a TOTP code once', async () => {
    const { session, secret } = await enrolled();
    const without = await login({ email: session.email, password: session.password });
    assert.equal(without.statusCode, 401);
    assert.deepEqual(without.json(), { error: 'mfa required' });
    // A wrong password does not reveal that 2FA is on.
    const wrongPassword = await login({ email: session.email, password: 'wrong password' });
    assert.deepEqual(wrongPassword.json(), { error: 'invalid email or password' });
    const wrongCode = await login({ email: session.email, password: session.password, mfa_code: '12345' });
    assert.equal(wrongCode.statusCode, 401);
    assert.deepEqual(wrongCode.json(), { error: 'invalid mfa code' });

    const code = await totp(secret);
    const ok = await login({ email: session.email, password: session.password, mfa_code: code });
    assert.equal(ok.statusCode, 200);
    const replay = await login({ email: session.email, password: session.password, mfa_code: code });
    assert.equal(replay.statusCode, 401);
    assert.deepEqual(replay.json(), { error: 'invalid mfa code' });
  });

  it('accepts one step of clock drift and no more', async () => {
    const { session, secret } = await enrolled();
    const tooOld = await login({ email: session.email, password: session.password, mfa_code: await totp(secret, -90) });
    assert.equal(tooOld.statusCode, 401);
    const tooNew = await login({ email: session.email, password: session.password, mfa_code: await totp(secret, 90) });
    assert.equal(tooNew.statusCode, 401);
    const behind = await login({ email: session.email, password: session.password, mfa_code: await totp(secret, -30) });
    assert.equal(behind.statusCode, 200);
    later();
    const ahead = await login({ email: session.email, password: session.password, mfa_code: await totp(secret, 30) });
    assert.equal(ahead.statusCode, 200);
  });

  it('accepts each backup code once as mfa_code', async () => {
    const { session, backup } = await enrolled();
    const first = await login({ email: session.email, password: session.password, mfa_code: backup[0] });
    assert.equal(first.statusCode, 200);
    const reuse = await login({ email: session.email, password: session.password, mfa_code: backup[0] });
    assert.equal(reuse.statusCode, 401);
    assert.deepEqual(reuse.json(), { error: 'invalid mfa code' });
    const status = await t.app.inject({ method: 'GET', url: '/admin_api/v1/me/2fa', headers: session.headers });
    assert.equal(status.json().backup_codes_left, 9);
  });

  it('answers 401, not 500, when the last accepted step is ahead of this clock (instances whose clocks differ)', async () => {
    const { session, secret } = await enrolled();
    // Another instance, its clock a step ahead, accepted a code of its own next step.
    const step = Math.floor(epoch() / 30);
    await sql('update users set totp_last_step = ? where id = ?', [step + 2, session.user_id]);
    const behind = await login({ email: session.email, password: session.password, mfa_code: await totp(secret) });
    assert.equal(behind.statusCode, 401);
    assert.deepEqual(behind.json(), { error: 'invalid mfa code' });
    const disable = await post(session, 'disable', { code: await totp(secret, 30) });
    assert.equal(disable.statusCode, 403);
    assert.deepEqual(disable.json(), { error: 'invalid code' });
    later();
    assert.equal(
      (await login({ email: session.email, password: session.password, mfa_code: await totp(secret) })).statusCode,
      200,
    );
  });

  it('says mfa required through GraphQL as well', async () => {
    const { session, backup } = await enrolled();
    const mutation = 'mutation($input: LoginInput!) { login(input: $input) { token } }';
    const without = await gql(
      t,
      mutation,
      { input: { email: session.email, password: session.password } },
      { remoteAddress: randomTestIp() },
    );
    assert.equal(without.errors?.[0].message, 'mfa required');
    assert.equal(without.errors?.[0].extensions?.code, 'UNAUTHENTICATED');
    const ok = await gql(
      t,
      mutation,
      { input: { email: session.email, password: session.password, mfa_code: backup[1] } },
      { remoteAddress: randomTestIp() },
    );
    assert.equal(typeof ok.data?.login.token, 'string');
  });

  it('regenerates backup codes after re-authentication; the old ones stop working', async () => {
    const { session, backup } = await enrolled();
    const none = await post(session, 'backup-codes', {});
    assert.equal(none.statusCode, 400);
    assert.deepEqual(none.json(), { error: 'password or code is required' });
    const wrong = await post(session, 'backup-codes', { password: 'wrong password' });
    assert.equal(wrong.statusCode, 403);
    assert.deepEqual(wrong.json(), { error: 'password is wrong' });
    const ok = await post(session, 'backup-codes', { password: session.password });
    assert.equal(ok.statusCode, 200);
    const fresh: string[] = ok.json().backup_codes;
    assert.equal(fresh.length, 10);
    assert.equal(
      (await login({ email: session.email, password: session.password, mfa_code: backup[2] })).statusCode,
      401,
    );
    assert.equal(
      (await login({ email: session.email, password: session.password, mfa_code: fresh[0] })).statusCode,
      200,
    );
  });

  it('disables 2FA with a code or the password; login needs no code afterwards', async () => {
    const { session, secret, backup } = await enrolled();
    const wrong = await post(session, 'disable', { code: '000000' === (await totp(secret)) ? '111111' : '000000' });
    assert.equal(wrong.statusCode, 403);
    assert.deepEqual(wrong.json(), { error: 'invalid code' });
    const ok = await post(session, 'disable', { code: await totp(secret) });
    assert.equal(ok.statusCode, 200);
    assert.deepEqual(ok.json(), { enabled: false, pending: false, backup_codes_left: 0 });
    assert.equal((await login({ email: session.email, password: session.password })).statusCode, 200);
    assert.equal(
      (await sql('select count(*)::int as n from backup_codes where user_id = ?', [session.user_id]))[0].n,
      0,
    );
    const off = await post(session, 'disable', { password: session.password });
    assert.equal(off.statusCode, 409);
    assert.deepEqual(off.json(), { error: 'two-factor authentication is not on' });
    assert.ok(backup.length);

    // The password route, while 2FA is on (above it was only tried once 2FA was already off).
    const other = await enrolled();
    const wrongPassword = await post(other.session, 'disable', { password: 'not the password' });
    assert.equal(wrongPassword.statusCode, 403);
    assert.equal(
      (await login({ email: other.session.email, password: other.session.password })).statusCode,
      401,
      'still on after a wrong password',
    );
    const byPassword = await post(other.session, 'disable', { password: other.session.password });
    assert.equal(byPassword.statusCode, 200);
    assert.deepEqual(byPassword.json(), { enabled: false, pending: false, backup_codes_left: 0 });
    assert.equal((await login({ email: other.session.email, password: other.session.password })).statusCode, 200);
  });

  it('refuses confirm without a set-up in progress', async () => {
    const session = await createSession(t);
    const res = await post(session, 'confirm', { code: '123456' });
    assert.equal(res.statusCode, 409);
    assert.deepEqual(res.json(), { error: 'no two-factor set-up in progress: call /me/2fa/begin first' });
  });

  it('limits /me/password and /me/2fa/* to 10 requests then 1 per minute per account, answering JSON 429', async () => {
    const session = await createSession(t);
    const other = await createSession(t);
    for (let i = 0; i < 10; i++) {
      const res =
        i % 2
          ? await post(session, 'begin')
          : await t.app.inject({
              method: 'PUT',
              url: '/admin_api/v1/me/password',
              headers: session.headers,
              payload: { current_password: 'wrong password', new_password: 'whatever password' },
            });
      assert.notEqual(res.statusCode, 429, `request ${i + 1}`);
    }
    const limited = await post(session, 'begin');
    assert.equal(limited.statusCode, 429);
    assert.match(String(limited.headers['content-type']), /application\/json/);
    assert.deepEqual(limited.json(), { error: 'too many attempts for this account: try again later' });
    assert.equal(limited.headers['retry-after'], '60');
    const password = await t.app.inject({
      method: 'PUT',
      url: '/admin_api/v1/me/password',
      headers: session.headers,
      payload: { current_password: session.password, new_password: 'another password' },
    });
    assert.equal(password.statusCode, 429);
    // Per account: another user, even from the same IP, is not affected.
    assert.equal((await post(other, 'begin')).statusCode, 200);
    const viaGraphql = await gql(t, 'mutation { begin_two_factor { secret } }', {}, { headers: session.headers });
    assert.equal(viaGraphql.errors?.[0].extensions?.code, 'RATE_LIMITED');
    assert.equal(viaGraphql.errors?.[0].extensions?.retryAfter, 60);
    // One token a minute comes back.
    now = new Date(now.getTime() + 61_000);
    assert.equal((await post(session, 'begin')).statusCode, 200);
    assert.equal((await post(session, 'begin')).statusCode, 429);
  });
});
