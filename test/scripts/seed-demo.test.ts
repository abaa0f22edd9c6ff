import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startTestApp, type TestApp } from '../support/harness';
import { loginThroughApi, type Session } from '../support/session';
import { ok } from '../support/admin-api';

const run = promisify(execFile);
const SCRIPT = join(__dirname, '..', '..', 'scripts', 'seed-demo.js');

describe('npm run seed:demo', () => {
  let t: TestApp;
  let cwd: string;

  before(async () => {
    t = await startTestApp();
    cwd = mkdtempSync(join(tmpdir(), 'seed-demo-'));
  });
  after(async () => {
    rmSync(cwd, { recursive: true, force: true });
    await t.close();
  });

  async function seed(): Promise<any> {
    const { stdout } = await run(process.execPath, [SCRIPT, '--json'], {
      cwd,
      timeout: 60_000,
      env: {
        PATH: process.env.PATH,
        APP_SECRET: t.config.appSecret,
        DATABASE_URL: t.config.databaseUrl,
        REDIS_URL: t.config.redisUrl,
        REDIS_PREFIX: t.config.redisPrefix,
        PUBLIC_BASE_URL: 'https://track.example.com',
        DEMO_EMAIL: 'demo@example.test',
      },
    });
    return JSON.parse(stdout.trim().split('\n').pop()!);
  }

  function session(token: string): Session {
    return { token, headers: { authorization: `Bearer ${token}` } } as Session;
  }

  it('creates a demo workspace a user can log in to, with campaigns, flows and the rest', async () => {
    const result = await seed();
    assert.equal(result.created, true);
    assert.equal(result.email, 'demo@example.test');
    assert.match(result.api_key, /^ak_/);
    assert.deepEqual(result.campaigns.map((c: { alias: string }) => c.alias), ['keto', 'sweeps', 'vpn']);
    assert.equal(result.campaigns[0].url, 'https://track.example.com/keto');

    const s = session(await loginThroughApi(t, result.email, result.password));
    const campaigns = await ok(t, s, 'GET', '/campaigns');
    assert.equal(campaigns.total, 3);
    let flows = 0;
    let filters = 0;
    const schemes = new Set<string>();
    for (const campaign of campaigns.items) {
      const page = await ok(t, s, 'GET', `/campaigns/${campaign.id}/flows`);
      flows += page.total;
      for (const flow of page.items) {
        filters += flow.filters.length;
        schemes.add(flow.scheme);
      }
    }
    assert.equal(flows, 14);
    assert.ok(filters >= 15);
    assert.ok(schemes.size >= 7, [...schemes].join());
    assert.equal((await ok(t, s, 'GET', '/offers')).total, 5);
    assert.equal((await ok(t, s, 'GET', '/landings')).total, 4);
    assert.equal((await ok(t, s, 'GET', '/sources')).total, 2);
    assert.equal((await ok(t, s, 'GET', '/affiliate-networks')).total, 2);
    assert.equal((await ok(t, s, 'GET', '/custom-statuses')).total, 2);
    assert.equal((await ok(t, s, 'GET', '/currency-rates/lookup?currency=EUR&date=2024-01-06&to=USD')).rate, '1.0921');
  });

  it('can run again: same workspace, new password that works', async () => {
    const first = await ok(t, session(await loginThroughApi(t, 'demo@example.test', (await seed()).password)), 'GET', '/campaigns');
    const again = await seed();
    assert.equal(again.created, false);
    const s = session(await loginThroughApi(t, again.email, again.password));
    const campaigns = await ok(t, s, 'GET', '/campaigns');
    assert.equal(campaigns.total, 3);
    assert.deepEqual(campaigns.items.map((c: { id: string }) => c.id), first.items.map((c: { id: string }) => c.id));
  });
});
