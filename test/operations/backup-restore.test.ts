import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { promisify } from 'node:util';
import { sql } from '../support/clicks';
import { cleanUp, testConfig } from '../support/harness';
import { freePort } from '../support/ports';

const exec = promisify(execFile);
const dist = join(__dirname, '..', '..');

/** Rows of every table of the public schema (partitions included), by name. */
async function rowCounts(databaseUrl: string): Promise<Record<string, number>> {
  const tables = await sql(
    databaseUrl,
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables)
    counts[name] = (await sql(databaseUrl, `select count(*)::int as n from "${name}"`))[0].n;
  return counts;
}

const source = testConfig();
const restored = testConfig();
const dir = mkdtempSync(join(tmpdir(), 'tt-backup-'));
after(async () => {
  rmSync(dir, { recursive: true, force: true });
  await cleanUp(source);
  await cleanUp(restored);
});

/**
 * The backup and restore of docs/operations.md, as written there: `pg_dump --format=custom` of a
 * seeded database, `pg_restore --no-owner` into a new one, the same rows in every table, and the
 * service starts on the copy and logs the same user in.
 */
test('a pg_dump of a seeded database restores into a new one the service starts on', async () => {
  const env = {
    PATH: process.env.PATH ?? '',
    APP_SECRET: source.appSecret,
    REDIS_URL: source.redisUrl,
    REDIS_PREFIX: source.redisPrefix,
    LANDINGS_DIR: source.landingsDir,
    IMPORTS_DIR: source.importsDir,
    LOG_LEVEL: 'warn',
  };
  const seeded = await exec(process.execPath, [join(dist, 'scripts', 'seed-demo.js'), '--json'], {
    cwd: dir,
    env: { ...env, DATABASE_URL: source.databaseUrl, DEMO_PASSWORD: 'demo password 1' },
  });
  const demo = JSON.parse(seeded.stdout.trim().split('\n').at(-1)!);

  const dump = join(dir, 'traffic_tracker.dump');
  await exec('pg_dump', ['--format=custom', `--file=${dump}`, `--dbname=${source.databaseUrl}`]);
  const target = new URL(restored.databaseUrl);
  const name = target.pathname.slice(1);
  await exec('createdb', ['-h', target.hostname, '-p', target.port || '5432', '-U', target.username, name]);
  await exec('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${restored.databaseUrl}`, dump]);

  const [before, afterRestore] = [await rowCounts(source.databaseUrl), await rowCounts(restored.databaseUrl)];
  assert.deepEqual(afterRestore, before);
  assert.ok(before.campaigns > 0 && before.users > 0, 'the seeded database holds campaigns and users');

  // The service starts on the restored copy (no migration pending) and logs the demo user in.
  const port = await freePort();
  const server = spawn(process.execPath, [join(dist, 'app', 'main.js')], {
    cwd: dir,
    env: { ...env, DATABASE_URL: restored.databaseUrl, PORT: String(port), HOST: '127.0.0.1' },
  });
  try {
    await new Promise<void>((resolve, reject) => {
      let output = '';
      server.stdout.on('data', (chunk) => {
        output += chunk;
        if (/Traffic tracker listening/.test(output)) resolve();
      });
      server.stderr.on('data', (chunk) => (output += chunk));
      server.once('exit', (code) => reject(new Error(`the service exited ${code}: ${output}`)));
    });
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    assert.equal(ready.status, 200);
    const login = await fetch(`http://127.0.0.1:${port}/admin_api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: demo.email, password: 'demo password 1' }),
    });
    assert.equal(login.status, 200);
    const { token } = (await login.json()) as { token: string };
    const campaigns = await fetch(`http://127.0.0.1:${port}/admin_api/v1/campaigns`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((r) => r.json() as Promise<{ items: unknown[] }>);
    assert.equal(campaigns.items.length, demo.campaigns.length);
  } finally {
    if (server.exitCode === null && server.signalCode === null)
      await new Promise((resolve) => server.once('exit', resolve).kill('SIGTERM'));
  }
});
