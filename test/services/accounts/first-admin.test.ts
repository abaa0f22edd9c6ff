import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cleanUp, preparedTestConfig, startTestApp, type TestApp } from '../../support/harness';
import { loginThroughApi } from '../../support/session';
import { ensureFirstAdmin } from '../../../services/accounts/bootstrap';
import { loadConfig } from '../../../infra/config';
import { childEnv } from '../../support/child-app';

const DIST = join(__dirname, '..', '..', '..');

function run(
  script: string,
  args: string[],
  env: Record<string, string>,
  until?: RegExp,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const cwd = mkdtempSync(join(tmpdir(), 'tt-admin-'));
  const child = spawn(process.execPath, [join(DIST, script), ...args], {
    cwd,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
  });
  let stdout = '';
  let stderr = '';
  // Only a hang is killed: a service's start took over 30 s under CI's load (a fresh-clone run met it).
  const killer = setTimeout(() => child.kill('SIGKILL'), 180_000);
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
    if (until?.test(stdout)) child.kill('SIGTERM');
  });
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) =>
    child.on('exit', (code) => (clearTimeout(killer), resolve({ code, stdout, stderr }))),
  );
}

describe('accounts: first admin from the command line', () => {
  let t: TestApp;
  let env: Record<string, string>;
  before(async () => {
    t = await startTestApp();
    env = childEnv(t.config);
  });
  after(async () => t.close());

  it('npm run create-admin creates a user and workspace that can log in, and says how', async () => {
    const result = await run(
      'scripts/create-admin.js',
      ['--email', 'First@Example.com', '--password', 'first admin password', '--workspace', 'HQ'],
      env,
    );
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /Created first@example\.com as owner of workspace "HQ"/);
    assert.match(result.stdout, /curl -s -X POST .*\/admin_api\/v1\/auth\/login/);
    const token = await loginThroughApi(t, 'first@example.com', 'first admin password');
    const me = await t.app.inject({
      method: 'GET',
      url: '/admin_api/v1/me',
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(me.json().role, 'owner');
    assert.equal(me.json().workspace.name, 'HQ');
  });

  it('refuses a taken email, a short password and missing arguments', async () => {
    const taken = await run(
      'scripts/create-admin.js',
      ['--email', 'first@example.com', '--password', 'another password'],
      env,
    );
    assert.equal(taken.code, 1);
    assert.match(taken.stderr, /create-admin: a user with this email already exists/);
    const short = await run('scripts/create-admin.js', ['--email', 'second@example.com', '--password', 'short'], env);
    assert.equal(short.code, 1);
    assert.match(short.stderr, /password must be at least 8 characters/);
    const missing = await run('scripts/create-admin.js', ['--email', 'third@example.com'], env);
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /usage: npm run create-admin/);
  });
});

describe('accounts: first admin from ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  it('creates the admin only when no user exists, and npm start prints how to log in', async () => {
    const config = await preparedTestConfig();
    const env = childEnv(config);
    try {
      const fresh = await run('app/main.js', [], env, /auth\/login/);
      assert.equal(fresh.code, 0, fresh.stderr);
      assert.match(
        fresh.stdout,
        /No user exists yet\. Create the first admin with:\n {2}npm run create-admin -- --email/,
      );

      const started = await run(
        'app/main.js',
        [],
        { ...env, ADMIN_EMAIL: 'boot@example.com', ADMIN_PASSWORD: 'boot admin password' },
        /auth\/login/,
      );
      assert.equal(started.code, 0, started.stderr);
      assert.match(started.stdout, /Created the first admin boot@example\.com/);
      assert.match(started.stdout, /curl -s -X POST http:\/\/localhost:0\/admin_api\/v1\/auth\/login/);

      const again = await run(
        'app/main.js',
        [],
        { ...env, ADMIN_EMAIL: 'other@example.com', ADMIN_PASSWORD: 'other admin password' },
        /auth\/login/,
      );
      assert.equal(again.code, 0, again.stderr);
      assert.doesNotMatch(again.stdout, /Created the first admin/);
      assert.doesNotMatch(again.stdout, /No user exists yet/);
    } finally {
      await cleanUp(config);
    }
  });

  it('ensureFirstAdmin does nothing without ADMIN_EMAIL or once a user exists', async () => {
    const t = await startTestApp();
    try {
      assert.equal(await ensureFirstAdmin(t.runtime.services), null);
      const services = {
        ...t.runtime.services,
        config: { ...t.config, adminEmail: 'x@example.com', adminPassword: 'x admin password' },
      };
      assert.equal(await ensureFirstAdmin(services), 'x@example.com');
      assert.equal(
        await ensureFirstAdmin({ ...services, config: { ...services.config, adminEmail: 'y@example.com' } }),
        null,
      );
      await loginThroughApi(t, 'x@example.com', 'x admin password');
    } finally {
      await t.close();
    }
  });

  it('refuses half or invalid first-admin settings at start-up', () => {
    const base = { APP_SECRET: 'a'.repeat(64) };
    assert.throws(
      () => loadConfig({ ...base, ADMIN_EMAIL: 'a@example.com' }),
      /ADMIN_EMAIL and ADMIN_PASSWORD must be set together/,
    );
    assert.throws(
      () => loadConfig({ ...base, ADMIN_EMAIL: 'nope', ADMIN_PASSWORD: 'long enough' }),
      /ADMIN_EMAIL is not an email address/,
    );
    assert.throws(
      () => loadConfig({ ...base, ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: 'short' }),
      /ADMIN_PASSWORD must be 8 to 256 characters/,
    );
  });
});
