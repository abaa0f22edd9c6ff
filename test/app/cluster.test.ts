import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cleanUp, createFromRunTemplate, testConfig } from '../support/harness';
import { sql } from '../support/clicks';
import { openRedis } from '../../infra/redis';

const DIST = join(__dirname, '..', '..');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** One request on a connection of its own, so the cluster's round robin spreads them over the workers. */
function get(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('HTTP_WORKERS: a cluster of HTTP processes', () => {
  const config = testConfig();
  after(async () => cleanUp(config));

  it('serves from every worker, answers /metrics for the whole service, and drains on SIGTERM with exit 0', async () => {
    await createFromRunTemplate(config.databaseUrl);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const admin = { email: 'cluster@example.test', password: 'cluster-password-1' };
    const child = spawn(process.execPath, [join(DIST, 'app', 'main.js')], {
      cwd: mkdtempSync(join(tmpdir(), 'tt-cluster-')),
      env: {
        PATH: process.env.PATH ?? '',
        LOG_LEVEL: 'warn',
        DATABASE_URL: config.databaseUrl,
        REDIS_URL: config.redisUrl,
        REDIS_PREFIX: config.redisPrefix,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_BASE_URL: base,
        HTTP_WORKERS: '2',
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
      },
    });
    // A safety net only: two HTTP processes and their migrations start in seconds idle, far slower on a loaded CI machine.
    const killer = setTimeout(() => child.kill('SIGKILL'), 180_000);
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk) => {
        stdout += chunk;
        if (/Traffic tracker listening on/.test(stdout)) resolve();
      });
      child.on('exit', () => reject(new Error(`exited before listening: ${stderr}`)));
    });
    assert.match(stdout, /2 HTTP workers share port/);

    const call = async (token: string | null, method: string, path: string, body?: unknown): Promise<any> => {
      const res = await fetch(`${base}/admin_api/v1${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      assert.ok(res.status < 300, `${method} ${path}: ${res.status}`);
      return res.json();
    };
    const { token } = await call(null, 'POST', '/auth/login', admin);
    const offer = await call(token, 'POST', '/offers', { name: 'Offer', url: 'https://offer.example/?cid={click_id}' });
    const campaign = await call(token, 'POST', '/campaigns', { name: 'Cluster' });
    await call(token, 'POST', `/campaigns/${campaign.id}/flows`, {
      name: 'Main',
      type: 'regular',
      offers: [{ offer_id: offer.id }],
    });

    const clicks = 20;
    const statuses = await Promise.all(Array.from({ length: clicks }, () => get(`${base}/${campaign.alias}`)));
    assert.deepEqual(new Set(statuses), new Set([302]));

    // Each worker counts its own clicks; whichever answers /metrics sums them all (and the primary's).
    for (let scrape = 0; scrape < 4; scrape++) {
      const res = await fetch(`${base}/metrics`, { headers: { connection: 'close' } });
      const counted = [...(await res.text()).matchAll(/^clicks_total\{[^}]*channel="redirect"[^}]*\} (\d+)/gm)].reduce(
        (sum, m) => sum + Number(m[1]),
        0,
      );
      assert.equal(counted, clicks);
    }

    // Gauges read from the shared Redis are the same figure in every process: counted once, not once per process.
    const redis = await openRedis(config.redisUrl, 'test');
    try {
      const now = Date.now();
      await redis.zAdd(
        `${config.redisPrefix}webhook:pending`,
        [1, 2, 3].map((n) => ({ score: now, value: `w:e${n}` })),
      );
      for (let scrape = 0; scrape < 3; scrape++) {
        const text = await (await fetch(`${base}/metrics`, { headers: { connection: 'close' } })).text();
        assert.match(text, /^webhook_events_pending 3$/m);
      }
    } finally {
      await redis.quit();
    }

    child.kill('SIGTERM');
    assert.equal(await exited, 0, stderr);
    clearTimeout(killer);
    const [{ n }] = await sql(config.databaseUrl, 'select count(*)::int as n from clicks where campaign_id = $1', [
      campaign.id,
    ]);
    assert.equal(n, clicks);
  });
});
