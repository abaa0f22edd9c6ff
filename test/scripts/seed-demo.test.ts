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
import { DESKTOP_UA, query } from '../support/routing';
import { waitFor } from '../support/wait';

const run = promisify(execFile);
const SCRIPT = join(__dirname, '..', '..', 'scripts', 'seed-demo.js');

describe('npm run seed:demo', () => {
  let t: TestApp;
  let cwd: string;

  before(async () => {
    // Workers on: the demo checks read clicks the consumer writes.
    t = await startTestApp({ workers: true });
    cwd = mkdtempSync(join(tmpdir(), 'seed-demo-'));
  });
  after(async () => {
    rmSync(cwd, { recursive: true, force: true });
    await t.close();
  });

  async function seed(email = 'demo@example.test'): Promise<any> {
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
        DEMO_EMAIL: email,
      },
    });
    return JSON.parse(stdout.trim().split('\n').pop()!);
  }

  function session(token: string): Session {
    return { token, headers: { authorization: `Bearer ${token}` } } as Session;
  }

  /** The first run's output, shared by the tests that only read it (each run is a process start). */
  let seeded: any;
  const seededOnce = async () => (seeded ??= await seed());

  it('creates a demo workspace a user can log in to, with campaigns, flows and the rest', async () => {
    const result = await seededOnce();
    assert.equal(result.created, true);
    assert.equal(result.email, 'demo@example.test');
    assert.match(result.api_key, /^ak_/);
    assert.deepEqual(
      result.campaigns.map((c: { alias: string }) => c.alias),
      ['keto', 'sweeps', 'vpn'],
    );
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

  it(
    'works as printed: every offer passes the click id, nothing is forwarded off the machine, the postback URL ' +
      'needs no secret',
    async () => {
      const result = await seededOnce();
      const s = session(await loginThroughApi(t, result.email, result.password));
      for (const offer of (await ok(t, s, 'GET', '/offers?limit=100')).items)
        assert.match(offer.url, /\{click_id\}/, offer.name);
      for (const source of (await ok(t, s, 'GET', '/sources')).items) {
        assert.equal(source.postback_url ?? null, null, `${source.name} forwards nowhere`);
        assert.equal(source.capi_pixel_id ?? null, null, `${source.name} has no Conversions API pixel`);
        assert.equal(source.postback_secret_set, false, `${source.name} needs no signature`);
      }
      // A click on each campaign link and a postback to the printed URL, unsigned, for each.
      const postbackPath = new URL(result.postback_url).pathname;
      for (const campaign of result.campaigns) {
        const click = await t.app.inject({
          method: 'GET',
          url: `/${campaign.alias}`,
          remoteAddress: '73.15.20.9',
          headers: { 'user-agent': DESKTOP_UA },
        });
        assert.ok([200, 302].includes(click.statusCode), `${campaign.alias}: ${click.statusCode}`);
        const [row] = await waitFor(
          () =>
            query(t, 'select click_id from clicks where campaign_id = ? order by created_at desc limit 1', [
              campaign.id,
            ]),
          (rows) => rows.length === 1,
        );
        const answer = await t.app.inject({
          method: 'GET',
          url: `${postbackPath}?subid=${row.click_id}&status=lead&payout=1`,
        });
        assert.equal(answer.body, 'ok', `${campaign.alias}: ${answer.statusCode} ${answer.body}`);
      }
    },
  );

  it("answers the README's Click API example (a browser user agent on the keto campaign) with a redirect", async () => {
    const result = await seededOnce();
    const ua =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
    const res = await t.app.inject({
      method: 'POST',
      url: '/click-api/v3',
      headers: { authorization: `Bearer ${result.api_key}`, 'content-type': 'application/json' },
      payload: { campaign: 'keto', ip: '73.15.20.9', user_agent: ua, sub_ids: { sub1: 'banner' } },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(Object.keys(res.json()).sort(), ['campaign_id', 'click_id', 'destination', 'flow_id']);
    assert.match(res.json().destination, /^https:\/\/www\.example\.com\/\?src=/);
  });

  it('can run again: same workspace, new password that works', async () => {
    const first = await ok(
      t,
      session(await loginThroughApi(t, 'demo@example.test', (await seed()).password)),
      'GET',
      '/campaigns',
    );
    const again = await seed();
    assert.equal(again.created, false);
    const s = session(await loginThroughApi(t, again.email, again.password));
    const campaigns = await ok(t, s, 'GET', '/campaigns');
    assert.equal(campaigns.total, 3);
    assert.deepEqual(
      campaigns.items.map((c: { id: string }) => c.id),
      first.items.map((c: { id: string }) => c.id),
    );
  });

  it('does not take a run that failed half-way as seeded: the next run fills a new workspace', async () => {
    const email = 'halfway@example.test';
    // A real failure in the middle of the fill: the database refuses the third campaign.
    await query(
      t,
      `create function demo_refuse_vpn() returns trigger language plpgsql as $$
                      begin if new.alias like 'vpn%' then raise exception 'injected failure'; end if; return new; end $$`,
    );
    await query(
      t,
      'create trigger demo_refuse_vpn before insert on campaigns for each row execute function demo_refuse_vpn()',
    );
    try {
      await assert.rejects(seed(email), /seed:demo failed: .*injected failure/);
    } finally {
      await query(t, 'drop trigger demo_refuse_vpn on campaigns');
      await query(t, 'drop function demo_refuse_vpn()');
    }
    const again = await seed(email);
    assert.equal(again.created, true);
    assert.deepEqual(
      again.campaigns.map((c: { alias: string }) => c.alias.split('-')[0]),
      ['keto', 'sweeps', 'vpn'],
    );
    const workspaces = await query(
      t,
      `select w.name, (select count(*)::int from campaigns c where c.workspace_id = w.id) as campaigns
         from workspaces w join memberships m on m.workspace_id = w.id join users u on u.id = m.user_id
        where u.email = ? order by w.created_at`,
      [email],
    );
    assert.deepEqual(workspaces, [
      { name: 'Demo workspace (seeding incomplete)', campaigns: 2 },
      { name: 'Demo workspace', campaigns: 3 },
    ]);
    // Run again: the complete one is found, nothing is filled twice, and the login lands in it.
    const third = await seed(email);
    assert.equal(third.created, false);
    assert.equal(third.workspace_id, again.workspace_id);
    const s = session(await loginThroughApi(t, email, third.password));
    assert.equal((await ok(t, s, 'GET', '/campaigns')).total, 3);
  });
});
