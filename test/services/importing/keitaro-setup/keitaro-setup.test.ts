import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { readDumpApi } from '../../../../services/importing/keitaro-setup/read';
import { importKeitaroSetup } from '../../../../services/importing/keitaro-setup/run';
import type { SetupResult } from '../../../../services/importing/keitaro-setup/shapes';
import { startTestApp, type TestApp } from '../../../support/harness';
import { api } from '../../../support/conversions';
import { BOT_UA, query, visit } from '../../../support/routing';
import { createSession, type Session } from '../../../support/session';
import { waitFor } from '../../../support/wait';
import { KEITARO } from './fixtures';
import { keitaroSetupRoutes } from '../../../../rest-facade/routes/keitaro-setup';

const API_KEY = 'kt-admin-key-1';

/** A Keitaro answering its Admin API from the fixtures, refusing a wrong Api-Key. */
function fakeKeitaro(): Promise<Server> {
  const server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.headers['api-key'] !== API_KEY) return send(401, { error: 'Unauthorized' });
    const path = new URL(req.url ?? '/', 'http://x').pathname.replace(/^\/admin_api\/v1\//, '');
    const streams = /^campaigns\/(\d+)\/streams$/.exec(path);
    if (streams) return send(200, (KEITARO.streams as Record<string, unknown[]>)[streams[1]] ?? []);
    const list = (KEITARO as Record<string, unknown>)[path];
    if (Array.isArray(list)) return send(200, list);
    send(404, { error: 'Not found' });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const keys = (entries: { kind: string; keitaro_id: string }[]) =>
  entries.map((e) => `${e.kind}:${e.keitaro_id}`).sort();

describe('a whole set-up from Keitaro', () => {
  let t: TestApp;
  let keitaro: Server;
  let url: string;
  let owner: Session;
  let workspaceId: string;
  let dry: SetupResult;
  let real: SetupResult;

  before(async () => {
    keitaro = await fakeKeitaro();
    url = `http://127.0.0.1:${(keitaro.address() as AddressInfo).port}`;
    t = await startTestApp({ workers: true, env: { OUTBOUND_ALLOW_PRIVATE_FOR_TESTS: '127.0.0.1/32' } });
    owner = await createSession(t);
    workspaceId = (await api(t, owner, 'GET', '/workspace')).id;
  });
  after(async () => {
    await t?.close();
    keitaro?.close();
  });

  const read = () => readDumpApi(t.runtime.services.outbound, url, API_KEY);
  const run = async (dryRun: boolean) =>
    importKeitaroSetup(t.runtime.services as never, workspaceId, await read(), { dryRun });

  it('refuses a wrong API key without repeating it', async () => {
    await assert.rejects(readDumpApi(t.runtime.services.outbound, url, 'wrong-key'), (error: Error) => {
      assert.equal(error.message, 'Keitaro refused the API key');
      return true;
    });
  });

  it('a dry run shows the plan, writes nothing, and the real run does exactly it', async () => {
    dry = await run(true);
    const [{ campaigns }] = await query(t, 'select count(*)::int as campaigns from campaigns where workspace_id = ?', [
      workspaceId,
    ]);
    assert.equal(campaigns, 0, 'a dry run creates nothing');
    const [{ mapped }] = await query(t, 'select count(*)::int as mapped from keitaro_setup_ids');
    assert.equal(mapped, 0);

    real = await run(false);
    assert.deepEqual(keys(real.created), keys(dry.create));
    assert.deepEqual(keys(real.create), keys(dry.create));
    assert.deepEqual(real.not_carried, dry.not_carried);
    assert.deepEqual(real.translated, dry.translated);

    // 2 groups (the domains group is not ours), 1 network, 1 source, 3 landings, 3 live offers,
    // 2 live campaigns, 8 streams.
    const count = (kind: string) => real.created.filter((c) => c.kind === kind).length;
    assert.deepEqual(
      ['group', 'network', 'source', 'landing', 'offer', 'campaign', 'flow'].map(count),
      [2, 1, 1, 3, 3, 2, 8],
    );
    const dropped = real.not_carried.map((n) => `${n.kind}:${n.keitaro_id}:${n.what}`);
    for (const expected of [
      'group:3:group',
      'source:1:parameter extra_param_1',
      'source:1:postback status rebill',
      'offer:10:url: macro {campaign_name}',
      'offer:12:offer URL',
      'landing:22:landing files',
      'campaign:100:campaign postbacks',
      'campaign:100:domain',
      'flow:1005:filter os_version',
      'domain:5:domain',
    ])
      assert.ok(dropped.includes(expected), `listed as not carried: ${expected}`);
    const rules = real.translated.map((n) => `${n.kind}:${n.keitaro_id}:${n.rule}`);
    assert.ok(rules.includes('offer:10:{subid} → {click_id}'));
    assert.ok(rules.includes('offer:10:{source} → {site}'));
    assert.ok(rules.includes('campaign:101:CPUC → cpc (cost per click; unique clicks are not priced apart)'));
  });

  it('carries campaigns, flows, offers and sources with their settings', async () => {
    const [main] = await query(
      t,
      `select c.*, s.name as source_name, g.name as group_name from campaigns c
         left join traffic_sources s on s.id = c.source_id left join entity_groups g on g.id = c.group_id
        where c.workspace_id = ? and c.alias = 'ktmain'`,
      [workspaceId],
    );
    assert.equal(main.name, 'KT Main');
    assert.equal(main.cost_model, 'cpc');
    assert.equal(Number(main.cost_value), 0.05);
    assert.equal(main.flow_rotation, 'position');
    assert.equal(main.source_name, 'PropellerAds');
    assert.equal(main.group_name, 'Nutra');
    const flows = await query(
      t,
      'select name, type, position, state, scheme, filters, landings, offers from flows where campaign_id = ? order by position',
      [main.id],
    );
    assert.deepEqual(
      flows.map((f) => [f.name, f.type, f.position, f.state, f.scheme]),
      [
        ['Bots', 'forced', 1, 'active', 'show_404'],
        ['German speakers', 'regular', 2, 'active', 'landings_offers'],
        ['Zone 42 in the US', 'regular', 3, 'active', 'landings_offers'],
        ['Outside the US to backup', 'regular', 4, 'active', 'send_to_campaign'],
        ['Old Android', 'regular', 5, 'paused', 'redirect'],
        ['Facebook', 'regular', 6, 'active', 'redirect'],
        ['Everyone else', 'default', 7, 'active', 'landings_offers'],
      ],
    );
    assert.deepEqual(
      flows[1].landings.map((l: { weight: number }) => l.weight),
      [70, 30],
    );
    const [notUs] = flows[3].filters;
    assert.deepEqual([notUs.type, notUs.negate, notUs.values], ['country', true, ['US']]);
    const [offer] = await query(
      t,
      `select o.url, o.payout::text, o.daily_cap, o.cap_time_zone, f.name as fallback, n.name as network
         from offers o left join offers f on f.id = o.cap_fallback_offer_id
         left join affiliate_networks n on n.id = o.affiliate_network_id
        where o.workspace_id = ? and o.name = 'Keto DE'`,
      [workspaceId],
    );
    assert.equal(offer.url, 'https://adcombo.example/go?sub={click_id}&src={site}&camp=');
    assert.equal(Number(offer.payout), 12.5);
    assert.deepEqual(
      [offer.daily_cap, offer.cap_time_zone, offer.fallback, offer.network],
      [50, 'Europe/Berlin', 'Keto fallback', 'AdCombo'],
    );
    const source = await api(t, owner, 'GET', `/sources/${main.source_id}`);
    assert.equal(source.parameters.keyword.param, 'kw');
    assert.equal(source.parameters.creative.param, 'banner');
    assert.deepEqual(
      source.sub_id_parameters.map((p: { sub_id: number; param: string }) => [p.sub_id, p.param]),
      [[1, 'zone']],
    );
    assert.equal(
      source.postback_url,
      'https://ad.propellerads.example/conversion.php?visitor_id={external_id}&payout={payout}',
    );
    assert.deepEqual(source.postback_statuses, ['lead', 'sale']);
  });

  it("routes test clicks where Keitaro's streams would, filter by filter", async () => {
    const location = async (options: Parameters<typeof visit>[2]) => {
      const res = await waitFor(
        () => visit(t, 'ktmain', options),
        (r) => r.statusCode !== 404 || options?.headers?.['user-agent'] === BOT_UA,
      );
      return { status: res.statusCode, location: String(res.headers.location ?? '') };
    };
    // forced stream, bot filter
    assert.equal((await location({ headers: { 'user-agent': BOT_UA } })).status, 404);
    // language filter → landings with shares
    assert.match(
      (await location({ headers: { 'accept-language': 'de-DE,de;q=0.9' } })).location,
      /^https:\/\/lp\.example\/[ab]/,
    );
    // sub_id_1 (the source's zone parameter) and country → the two offers
    assert.match((await location({ query: { zone: '42' } })).location, /^https:\/\/(adcombo|fallback)\.example\//);
    // parameter filter → redirect with Keitaro's {subid} as our click id
    assert.match(
      (await location({ query: { utm_source: 'fb', kw: 'shoes' } })).location,
      /^https:\/\/redirect\.example\/\?c=[0-9a-f-]{36}&k=shoes$/,
    );
    // the paused os_version stream takes nothing; a US visitor skips "outside the US": default
    assert.match((await location({})).location, /^https:\/\/fallback\.example\/go\?c=([0-9a-f-]{36})&subacc=\1$/);
    // country reject US: a visitor from GB goes on to the backup campaign
    const gb = await visit(t, 'ktmain', { ip: '81.2.69.142' });
    assert.equal(gb.statusCode, 302);
    assert.match(String(gb.headers.location), /^https:\/\/backup\.example\/\?c=/, 'through KT Backup, not the default');
    // the backup campaign, reached directly
    const backup = await visit(t, 'ktbackup');
    assert.match(String(backup.headers.location), /^https:\/\/backup\.example\/\?c=/);
  });

  it('a click import afterwards attaches to the imported campaigns, offers and landings', async () => {
    const at = new Date(Date.now() - 3600_000).toISOString().slice(0, 19).replace('T', ' ');
    const csv = [
      'Sub ID;Datetime;Campaign;Offer;Landing;Country;Is lead;Revenue',
      `kt9sub1;${at};KT Main;Keto DE;Prelander A;DE;1;12,50`,
    ].join('\r\n');
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin_api/v1/import/external-tracker?layout=keitaro',
      headers: { ...owner.headers, 'content-type': 'text/csv' },
      payload: csv,
    });
    assert.equal(res.statusCode, 202, res.body);
    const done = await waitFor(
      () => api(t, owner, 'GET', `/import/external-tracker/${res.json().id}`),
      (i: any) => i.state === 'done' || i.state === 'failed',
      30_000,
    );
    assert.equal(done.state, 'done', done.error);
    const mapped = async (kind: string, id: string) =>
      (
        await query(
          t,
          'select entity_id from keitaro_setup_ids where workspace_id = ? and kind = ? and keitaro_id = ?',
          [workspaceId, kind, id],
        )
      )[0].entity_id;
    const [click] = await query(
      t,
      `select k.campaign_id, k.offer_id, k.landing_id from previous_click_ids p join clicks k on k.click_id = p.click_id
        where p.workspace_id = ? and p.previous_click_id = 'kt9sub1'`,
      [workspaceId],
    );
    assert.deepEqual(
      [click.campaign_id, click.offer_id, click.landing_id],
      [await mapped('campaign', '100'), await mapped('offer', '10'), await mapped('landing', '20')],
    );
  });

  it('a second run changes nothing', async () => {
    const before = await query(t, 'select count(*)::int as n from flows where workspace_id = ?', [workspaceId]);
    const again = await run(false);
    assert.deepEqual(again.created, []);
    assert.deepEqual(again.create, []);
    assert.equal(again.existing.length, real.created.length);
    const afterwards = await query(t, 'select count(*)::int as n from flows where workspace_id = ?', [workspaceId]);
    assert.deepEqual(afterwards, before);
  });

  it('POST /import/keitaro-setup: the documented dry run from inline JSON, url with api_key, and refusals', async () => {
    const example = keitaroSetupRoutes[0].example?.request as Record<string, unknown>;
    const plan = await api(t, owner, 'POST', '/import/keitaro-setup', example);
    assert.equal(plan.dry_run, true);
    assert.deepEqual(
      plan.create.map((e: { kind: string; keitaro_id: string }) => `${e.kind}:${e.keitaro_id}`),
      ['offer:3', 'campaign:7', 'flow:70', 'flow:71'],
    );
    assert.deepEqual(plan.created, []);
    const [{ n }] = await query(t, "select count(*)::int as n from campaigns where alias = 'kt-demo-7'");
    assert.equal(n, 0);

    // From the running Keitaro: everything is already imported.
    const again = await api(t, owner, 'POST', '/import/keitaro-setup', { dry_run: true, url, api_key: API_KEY });
    assert.deepEqual(again.create, []);
    assert.equal(again.existing.length, real.created.length);

    const refused = async (body: unknown, message: RegExp) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/admin_api/v1/import/keitaro-setup',
        headers: owner.headers,
        payload: body as object,
      });
      assert.equal(res.statusCode, 400, res.body);
      assert.match(res.body, message);
      assert.doesNotMatch(res.body, /secret-key-9/);
    };
    await refused({ dry_run: true, url, api_key: 'secret-key-9', extra: 1 }, /extra/);
    await refused({ dry_run: true }, /either url with api_key, or setup/);
    await refused({ dry_run: true, url, api_key: 'secret-key-9' }, /Keitaro refused the API key/);
    await refused({ dry_run: true, setup: { campaigns: 'secret-key-9' } }, /campaigns must be a list/);
    await refused({ dry_run: true, setup: { secret_key_9: [] } }, /unknown list/);
  });
});
