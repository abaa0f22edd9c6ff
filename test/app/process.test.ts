import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cleanUp, testConfig } from '../support/harness';
import { freePort } from '../support/ports';
import { createServer, type AddressInfo } from 'node:net';
import { sql } from '../support/clicks';

const DIST = join(__dirname, '..', '..');

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs an entry point in a fresh directory; `until` decides when to send SIGTERM (if ever), after
 * `whileUp` (requests to the running process) has finished.
 */
function run(
  entry: string,
  env: Record<string, string>,
  until?: RegExp,
  /** Given the output so far (the line `until` matched included). */
  whileUp?: (stdout: string) => Promise<void>,
  cwd = mkdtempSync(join(tmpdir(), 'tt-proc-')),
): Promise<Finished & { whileUp?: Promise<void> }> {
  const child = spawn(process.execPath, [join(DIST, 'app', entry)], {
    cwd,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
  });
  let stdout = '';
  let stderr = '';
  let checks: Promise<void> | undefined;
  // A guard against a hung process, generous for a busy machine (not a speed limit).
  const killer = setTimeout(() => child.kill('SIGKILL'), 90_000);
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
    if (until && !checks && until.test(stdout)) {
      checks = (whileUp ?? (async () => undefined))(stdout);
      void checks.finally(() => child.kill('SIGTERM')).catch(() => undefined);
    }
  });
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(killer);
      resolve({ code, stdout, stderr, whileUp: checks });
    }),
  );
}

/** Runs the Dockerfile's HEALTHCHECK command in the tree (the image's WORKDIR); resolves its exit code. */
async function imageHealthcheck(env: Record<string, string>): Promise<number | null> {
  const dockerfile = readFileSync(join(DIST, '..', 'Dockerfile'), 'utf8');
  const command = /^HEALTHCHECK [^\n]*\\\n\s*CMD (\[.*\])$/m.exec(dockerfile)?.[1];
  assert.ok(command, 'the Dockerfile has a HEALTHCHECK in exec form');
  const [program, ...args] = JSON.parse(command) as string[];
  assert.equal(program, 'node');
  const child = spawn(process.execPath, args, { cwd: join(DIST, '..'), env: { PATH: process.env.PATH ?? '', ...env } });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}

describe('process start-up and shutdown', () => {
  const config = testConfig();
  const env = {
    DATABASE_URL: config.databaseUrl,
    REDIS_URL: config.redisUrl,
    REDIS_PREFIX: config.redisPrefix,
    PORT: '0',
    HOST: '127.0.0.1',
  };
  after(async () => cleanUp(config));

  it('says in one line that PostgreSQL is missing and exits 1', async () => {
    const result = await run('main.js', { ...env, DATABASE_URL: 'postgres://postgres@127.0.0.1:1/x' });
    assert.equal(result.code, 1);
    const lines = result.stderr.trim().split('\n');
    assert.equal(lines.length, 1, result.stderr);
    assert.match(
      lines[0],
      /^PostgreSQL is unreachable at postgres:\/\/postgres@127\.0\.0\.1:1\/x: .*Start PostgreSQL listening on 127\.0\.0\.1:1 /,
    );
  });

  it('says in one line that Redis is missing and exits 1', async () => {
    const result = await run('main.js', { ...env, REDIS_URL: 'redis://127.0.0.1:1' });
    assert.equal(result.code, 1);
    const lines = result.stderr.trim().split('\n');
    assert.equal(lines.length, 1, result.stderr);
    assert.match(
      lines[0],
      /^Redis is unreachable at redis:\/\/127\.0\.0\.1:1: .*Start Redis listening on 127\.0\.0\.1:1 .*--port 1 --appendonly yes/,
    );
    assert.doesNotMatch(lines[0], /appendonly no|6379/);
  });

  it('refuses a broken setting in one line and exits 1', async () => {
    const result = await run('main.js', { ...env, PORT: 'eighty' });
    assert.equal(result.code, 1);
    assert.match(result.stderr.trim(), /^Configuration error: PORT must be an integer/);
    const named = await run('main.js', { ...env, BASE_URL: 'https://track.example.com' });
    assert.equal(named.code, 1);
    assert.match(named.stderr.trim(), /^Configuration error: BASE_URL is not a setting .*set PUBLIC_BASE_URL/);
  });

  it('without APP_SECRET where .env cannot be written (the image), says so in one line and exits 1', async () => {
    // /proc takes no new file, even from root (CI): as the image's /app, owned by root, run as `node`.
    const result = await run('main.js', env, undefined, undefined, '/proc');
    assert.equal(result.code, 1);
    assert.equal(result.stderr.trim().split('\n').length, 1, result.stderr);
    assert.match(
      result.stderr.trim(),
      /^Configuration error: APP_SECRET is not set and \/proc\/\.env cannot be written .*: set APP_SECRET/,
    );
  });

  it("says in one line that the worker's metrics port is taken, and exits 1", async () => {
    const taken = createServer();
    const port = await new Promise<number>((resolve) =>
      taken.listen(0, '127.0.0.1', () => resolve((taken.address() as AddressInfo).port)),
    );
    try {
      const result = await run('worker.js', { ...env, METRICS_PORT: String(port) });
      assert.equal(result.code, 1);
      assert.match(result.stderr.trim(), /^Start-up failed: .*EADDRINUSE/);
    } finally {
      taken.close();
    }
  });

  it('starts (creating the database and a secret), serves, and drains on SIGTERM with exit 0', async () => {
    const port = await freePort();
    let ready: { status: number; body: unknown } | undefined;
    const result = await run('main.js', { ...env, PORT: String(port) }, /listening on/, async () => {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      ready = { status: res.status, body: await res.json() };
    });
    await result.whileUp;
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /Generated a new APP_SECRET into .*\.env/);
    assert.match(result.stdout, /Traffic tracker listening on/);
    assert.deepEqual(ready, {
      status: 200,
      body: { status: 'ready', checks: { postgres: 'ok', redis: 'ok', migrations: 'ok' } },
    });
    // The database it created, migrated.
    const [clicks] = await sql(
      config.databaseUrl,
      `select count(*)::int as n from information_schema.tables where table_name = 'clicks'`,
    );
    assert.equal(clicks.n, 1);
  });

  it('runs a worker-only process that serves its metrics and readiness, and stops on SIGTERM with exit 0', async () => {
    let metrics = '';
    let ready: { status: number; body: unknown } | undefined;
    // The image's HEALTHCHECK, as the image runs it (its ENV: PORT and METRICS_PORT), in a worker
    // container: nothing serves PORT there.
    const [unserved, metricsPort] = [await freePort(), await freePort()];
    const imageEnv = { PORT: String(unserved), METRICS_PORT: String(metricsPort) };
    let healthWhileUp: number | null = null;
    const result = await run('worker.js', { ...env, ...imageEnv }, /metrics on port \d+/, async (stdout) => {
      const port = /metrics on port (\d+)/.exec(stdout)?.[1];
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      ready = { status: res.status, body: await res.json() };
      metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      healthWhileUp = await imageHealthcheck(imageEnv);
    });
    await result.whileUp;
    assert.equal(result.code, 0, result.stderr);
    assert.equal(healthWhileUp, 0, 'the HEALTHCHECK passes on a running worker');
    assert.equal(await imageHealthcheck(imageEnv), 1, 'and fails once it has stopped');
    assert.deepEqual(ready, {
      status: 200,
      body: { status: 'ready', checks: { postgres: 'ok', redis: 'ok', migrations: 'ok' } },
    });
    // Every series an alert reads is there at 0 before its first event (docs/prometheus-alerts.yaml).
    for (const series of [
      'clicks_lost_total{reason="buffer_full"} 0',
      'clicks_lost_total{reason="shutdown"} 0',
      'click_fallback_total{reason="redis_unavailable"} 0',
      'outbound_s2s_total{channel="postback",result="gave_up"} 0',
      'outbound_s2s_total{channel="capi",result="retry"} 0',
      'webhook_deliveries_total{result="failed"} 0',
      'webhook_events_dropped_total 0',
    ])
      assert.ok(metrics.split('\n').includes(series), `${series} in the worker's /metrics`);
    assert.match(metrics, /^jobs_total\{queue="[^"]+",result="failed"\} 0$/m);
    assert.match(metrics, /^queue_jobs\{queue="[^"]+",state="waiting"\} \d+$/m);
  });

  it('serves /metrics on METRICS_PORT only when it is set, the published port answering 404', async () => {
    const [port, metricsPort] = [await freePort(), await freePort()];
    const seen: Record<string, number> = {};
    const result = await run(
      'main.js',
      { ...env, PORT: String(port), METRICS_PORT: String(metricsPort) },
      /Metrics on port/,
      async () => {
        for (const [name, url] of Object.entries({
          published: `http://127.0.0.1:${port}/metrics`,
          metrics: `http://127.0.0.1:${metricsPort}/metrics`,
          ready: `http://127.0.0.1:${metricsPort}/readyz`,
          app: `http://127.0.0.1:${port}/readyz`,
        }))
          seen[name] = (await fetch(url)).status;
      },
    );
    await result.whileUp;
    assert.equal(result.code, 0, result.stderr);
    assert.deepEqual(seen, { published: 404, metrics: 200, ready: 200, app: 200 });
  });
});
