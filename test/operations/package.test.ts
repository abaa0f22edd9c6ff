import assert from 'node:assert/strict';
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { cleanUp, testConfig } from '../support/harness';
import { freePort } from '../support/ports';

const root = join(__dirname, '..', '..', '..');
const exec = promisify(execFile);

/**
 * The runtime tree of `npm run package` (scripts/package.cjs), the one the Dockerfile copies into
 * the image, started without Docker: the server, the web app, the SDK files and the operator's
 * scripts all work from inside it, with only production dependencies.
 */
describe('the packaged runtime tree', () => {
  const config = testConfig();
  const parent = mkdtempSync(join(tmpdir(), 'tt-package-'));
  const tree = join(parent, 'runtime');
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: parent,
    NODE_ENV: 'production',
    APP_SECRET: config.appSecret,
    DATABASE_URL: config.databaseUrl,
    REDIS_URL: config.redisUrl,
    REDIS_PREFIX: config.redisPrefix,
    LANDINGS_DIR: config.landingsDir,
    IMPORTS_DIR: config.importsDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  const children: ChildProcess[] = [];

  /**
   * Starts an entry point of the tree as the image does (`CMD ["node", "dist/app/main.js"]`, the
   * compose worker's `node dist/app/worker.js`); resolves once `ready` matches its output.
   */
  function start(entry: string, extra: Record<string, string>, ready: RegExp): Promise<string> {
    const child = spawn(process.execPath, [entry], { cwd: tree, env: { ...env, ...extra } });
    children.push(child);
    let output = '';
    return new Promise((resolve, reject) => {
      child.stdout.on('data', (chunk) => {
        output += chunk;
        if (ready.test(output)) resolve(output);
      });
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('exit', (code) => reject(new Error(`${entry} exited ${code}:\n${output}`)));
    });
  }

  before(async () => {
    // Generous: it installs the production dependencies (not a speed limit).
    await exec(process.execPath, [join(root, 'scripts', 'package.cjs'), tree], { cwd: root, timeout: 600_000 });
  });

  after(async () => {
    await Promise.all(
      children
        .filter((child) => child.exitCode === null && child.signalCode === null)
        .map((child) => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'))),
    );
    rmSync(parent, { recursive: true, force: true });
    await cleanUp(config);
  });

  it('holds the server, the web app, the SDK files and production dependencies only', () => {
    for (const file of ['dist/app/main.js', 'dist/app/worker.js', 'dist/web/index.html', 'edge/sdk/service.js'])
      assert.ok(existsSync(join(tree, file)), file);
    for (const absent of ['dist/test', 'dist/bench', 'node_modules/typescript', 'node_modules/vite', 'scripts'])
      assert.ok(!existsSync(join(tree, absent)), `${absent} is not in the tree`);
    const scripts = JSON.parse(readFileSync(join(tree, 'package.json'), 'utf8')).scripts;
    assert.ok(!Object.keys(scripts).some((name) => name.startsWith('pre')), 'no script builds first');
    assert.ok(['start', 'worker', 'create-admin', 'seed:demo'].every((name) => name in scripts));
  });

  it('serves /readyz, the web app and the SDK, runs create-admin and seed:demo, and its worker answers', async () => {
    const [port, metricsPort, workerPort] = [await freePort(), await freePort(), await freePort()];
    // As compose runs it: jobs (and the analytics file they own) in the worker, started below.
    await start(
      'dist/app/main.js',
      { PORT: String(port), METRICS_PORT: String(metricsPort), RUN_WORKERS: 'false' },
      /Metrics on port/,
    );
    const base = `http://127.0.0.1:${port}`;

    const ready = await fetch(`${base}/readyz`);
    assert.deepEqual(
      { status: ready.status, body: await ready.json() },
      { status: 200, body: { status: 'ready', checks: { postgres: 'ok', redis: 'ok', migrations: 'ok' } } },
    );
    const app = await fetch(`${base}/app/`);
    assert.equal(app.status, 200);
    assert.match(app.headers.get('content-type') ?? '', /text\/html/);
    const page = await app.text();
    assert.match(page, /<title>Traffic tracker<\/title>/);
    const script = /src="(\/app\/assets\/[^"]+\.js)"/.exec(page)?.[1];
    assert.ok(script, 'the page loads its bundle');
    assert.equal((await fetch(`${base}${script}`)).status, 200);
    const sdk = await fetch(`${base}/sdk/service.js`);
    assert.equal(sdk.status, 200);
    assert.match(sdk.headers.get('content-type') ?? '', /javascript/);
    assert.ok((await sdk.text()).length > 500);
    // /metrics is on the monitoring port, not the published one.
    assert.equal((await fetch(`${base}/metrics`)).status, 404);
    assert.match(await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text(), /^clicks_lost_total/m);

    const admin = await exec(
      'npm',
      ['run', '--silent', 'create-admin', '--', '--email', 'ops@example.com', '--password', 'a long password 1'],
      { cwd: tree, env },
    );
    assert.match(admin.stdout, /^Created ops@example\.com as owner of workspace/m);
    const login = await fetch(`${base}/admin_api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ops@example.com', password: 'a long password 1' }),
    });
    assert.equal(login.status, 200);

    const seeded = await exec('npm', ['run', '--silent', 'seed:demo', '--', '--json'], {
      cwd: tree,
      env: { ...env, PUBLIC_BASE_URL: base },
    });
    const demo = JSON.parse(seeded.stdout.trim().split('\n').at(-1)!);
    assert.ok(demo.campaigns.length > 0);
    // A demo campaign redirects from the tree's server.
    const click = await fetch(demo.campaigns[0].url, {
      redirect: 'manual',
      headers: {
        'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36',
      },
    });
    assert.equal(click.status, 302);

    await start('dist/app/worker.js', { METRICS_PORT: String(workerPort) }, /metrics on port/);
    const worker = await fetch(`http://127.0.0.1:${workerPort}/readyz`);
    assert.equal(worker.status, 200);
  });
});
