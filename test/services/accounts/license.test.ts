import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import { startTestApp, type TestApp } from '../../support/harness';
import { createSession, randomTestIp, type Session } from '../../support/session';
import { gql } from '../../support/gql';
import { licenseState } from '../../../services/accounts/license';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A vendor key pair of the tests' own; the app trusts it through LICENSE_PUBLIC_KEY. */
const vendor = generateKeyPairSync('ed25519');
const vendorPublic = vendor.publicKey.export({ format: 'jwk' }).x!;

function signLicense(privateKey: KeyObject, claims: { sub?: string; edition?: string; exp?: number }): Promise<string> {
  const jwt = new SignJWT({ edition: claims.edition ?? 'pro' })
    .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT' })
    .setIssuedAt();
  if (claims.sub) jwt.setSubject(claims.sub);
  if (claims.exp) jwt.setExpirationTime(claims.exp);
  return jwt.sign(privateKey);
}

describe('accounts: licence verification', () => {
  it('treats no key as the valid community licence', () => {
    const state = licenseState({ licenseKey: '', licensePublicKey: '' }, new Date());
    assert.equal(state.status, 'community');
    assert.equal(state.valid, true);
  });

  it('accepts a vendor-signed key until it expires, and refuses tampered, foreign-signed and garbage keys', async () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const exp = Math.floor(now.getTime() / 1000) + 3600;
    const key = await signLicense(vendor.privateKey, { sub: 'ACME Ltd', exp });
    const valid = licenseState({ licenseKey: key, licensePublicKey: vendorPublic }, now);
    assert.deepEqual(valid, {
      status: 'valid',
      valid: true,
      licensee: 'ACME Ltd',
      edition: 'pro',
      expires_at: new Date(exp * 1000),
      message: 'licence valid',
    });
    const expired = licenseState({ licenseKey: key, licensePublicKey: vendorPublic }, new Date((exp + 1) * 1000));
    assert.equal(expired.status, 'expired');
    assert.equal(expired.valid, false);

    const [header, payload, signature] = key.split('.');
    const longer = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), exp: exp + 10 * 365 * 86400 }),
    ).toString('base64url');
    const tampered = licenseState(
      { licenseKey: `${header}.${longer}.${signature}`, licensePublicKey: vendorPublic },
      now,
    );
    assert.deepEqual(
      [tampered.status, tampered.valid, tampered.message],
      ['invalid', false, 'licence signature is invalid'],
    );

    const other = generateKeyPairSync('ed25519');
    const foreign = licenseState(
      { licenseKey: await signLicense(other.privateKey, { sub: 'ACME Ltd' }), licensePublicKey: vendorPublic },
      now,
    );
    assert.equal(foreign.status, 'invalid');
    // The built-in vendor key does not trust the tests' key pair either.
    assert.equal(licenseState({ licenseKey: key, licensePublicKey: '' }, now).status, 'invalid');

    assert.deepEqual(
      licenseState({ licenseKey: 'garbage', licensePublicKey: vendorPublic }, now).message,
      'licence key is not a signed token',
    );
    assert.equal(licenseState({ licenseKey: key, licensePublicKey: 'short' }, now).status, 'invalid');
    const pem = vendor.publicKey.export({ format: 'pem', type: 'spki' }).toString();
    assert.equal(licenseState({ licenseKey: key, licensePublicKey: pem }, now).status, 'valid');
  });
});

describe('accounts: npm run issue-license', () => {
  it('makes a key pair and a licence the server accepts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tt-license-'));
    const script = join(__dirname, '..', '..', '..', 'scripts', 'issue-license.js');
    const pem = join(dir, 'vendor.pem');
    const publicKey = execFileSync(process.execPath, [script, '--new-key-pair', pem], { encoding: 'utf8' })
      .trim()
      .replace(/^LICENSE_PUBLIC_KEY=/, '');
    const licenseKey = execFileSync(
      process.execPath,
      [script, '--private-key', pem, '--licensee', 'ACME Ltd', '--days', '30', '--edition', 'pro'],
      { encoding: 'utf8' },
    )
      .trim()
      .replace(/^LICENSE_KEY=/, '');
    const state = licenseState({ licenseKey, licensePublicKey: publicKey }, new Date());
    assert.deepEqual([state.status, state.licensee, state.edition], ['valid', 'ACME Ltd', 'pro']);
    assert.ok(state.expires_at && state.expires_at.getTime() - Date.now() > 29 * 86400_000);
    assert.equal(
      licenseState({ licenseKey, licensePublicKey: publicKey }, new Date(Date.now() + 31 * 86400_000)).status,
      'expired',
    );
  });
});

describe('accounts: licence gate (402)', () => {
  let t: TestApp;
  let owner: Session;
  let now = new Date();
  const exp = Math.floor(now.getTime() / 1000) + 3600;
  before(async () => {
    t = await startTestApp({
      clock: () => now,
      env: {
        LICENSE_KEY: await signLicense(vendor.privateKey, { sub: 'ACME Ltd', exp }),
        LICENSE_PUBLIC_KEY: vendorPublic,
      },
    });
    owner = await createSession(t);
  });
  after(async () => t.close());

  const get = (url: string, session: Session | null = owner) =>
    t.app.inject({
      method: 'GET',
      url: `/admin_api/v1${url}`,
      headers: session?.headers ?? {},
      remoteAddress: randomTestIp(),
    });

  it('serves everything while the licence is valid, and reports it at GET /license', async () => {
    const res = await get('/license');
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), {
      status: 'valid',
      valid: true,
      licensee: 'ACME Ltd',
      edition: 'pro',
      expires_at: new Date(exp * 1000).toISOString(),
      message: 'licence valid',
    });
    assert.equal((await get('/members')).statusCode, 200);
    assert.equal((await get('/license', null)).statusCode, 401);
  });

  it('answers 402 once it expired, except /license, /me, /me/* and /auth/*', async () => {
    now = new Date((exp + 60) * 1000);
    const license = await get('/license');
    assert.equal(license.statusCode, 200);
    assert.equal(license.json().status, 'expired');
    assert.equal((await get('/me')).statusCode, 200);
    assert.equal((await get('/me/2fa')).statusCode, 200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/admin_api/v1/auth/login',
      remoteAddress: randomTestIp(),
      payload: { email: owner.email, password: owner.password },
    });
    assert.equal(login.statusCode, 200);

    for (const url of ['/members', '/workspaces', '/api-keys', '/workspace', '/invitations', '/branding']) {
      const res = await get(url);
      assert.equal(res.statusCode, 402, url);
      assert.deepEqual(res.json(), { error: 'license invalid: licence expired' }, url);
    }
    const anonymous = await get('/members', null);
    assert.equal(anonymous.statusCode, 402);
    const create = await t.app.inject({
      method: 'POST',
      url: '/admin_api/v1/api-keys',
      headers: owner.headers,
      payload: { name: 'k', scopes: ['write'] },
    });
    assert.equal(create.statusCode, 402);
    const viaGraphql = await gql(t, '{ members { items { role } } }', {}, { headers: owner.headers });
    assert.equal(viaGraphql.errors?.[0].extensions?.code, 'LICENSE_INVALID');
    assert.equal(viaGraphql.status, 402);
    // Outside the admin API nothing changes.
    assert.equal((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200);
  });
});

describe('accounts: tampered licence key', () => {
  let t: TestApp;
  let owner: Session;
  before(async () => {
    const key = await signLicense(vendor.privateKey, { sub: 'ACME Ltd' });
    const [header, payload, signature] = key.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), edition: 'unlimited' }),
    ).toString('base64url');
    t = await startTestApp({
      env: { LICENSE_KEY: `${header}.${forged}.${signature}`, LICENSE_PUBLIC_KEY: vendorPublic },
    });
    owner = await createSession(t);
  });
  after(async () => t.close());

  it('closes the admin API with 402 and says why at /license', async () => {
    const license = await t.app.inject({ method: 'GET', url: '/admin_api/v1/license', headers: owner.headers });
    assert.equal(license.json().status, 'invalid');
    assert.equal(license.json().message, 'licence signature is invalid');
    const members = await t.app.inject({ method: 'GET', url: '/admin_api/v1/members', headers: owner.headers });
    assert.equal(members.statusCode, 402);
    assert.deepEqual(members.json(), { error: 'license invalid: licence signature is invalid' });
  });
});
