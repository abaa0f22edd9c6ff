import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../../support/harness';
import {
  api,
  postback,
  query,
  storeClick,
  trackingFixture,
  withoutPermission,
  type TrackingFixture,
} from '../../support/conversions';
import { createSession } from '../../support/session';
import { gql } from '../../support/gql';
import { newClickId } from '../../../entities/click-id';

const MINUTE = 60_000;
const DAY = 86_400_000;

interface Entry {
  click_id: string;
  time: string;
  [key: string]: unknown;
}

describe('click log GET /admin_api/v1/reports/clicks', () => {
  let t: TestApp;
  let fx: TrackingFixture;
  let second: string;
  const ids: Record<string, string> = {};

  before(async () => {
    t = await startTestApp();
    fx = await trackingFixture(t);
    second = (await api(t, fx.session, 'POST', '/campaigns', { name: 'Second', source_id: fx.source_id })).id;
    const now = Date.now();
    const rows: [string, number, Record<string, unknown>][] = [
      ['old', now - 3 * DAY, {}],
      [
        'us_bot',
        now - 10 * MINUTE,
        {
          country: 'US',
          is_bot: true,
          referrer: 'https://ref.example/a',
          language: 'en',
          cost: '0.25',
          sub_id_5: 'five',
        },
      ],
      ['refused', now - 9 * MINUTE, { outcome: 'no_match', http_status: 404, destination: null }],
      ['second', now - 8 * MINUTE, { campaign_id: second, country: 'FR' }],
      ['hidden', now - 7 * MINUTE, { save_traffic: false }],
      ['simulated', now - 6 * MINUTE, { is_simulated: true }],
      ['newest', now - 5 * MINUTE, {}],
    ];
    for (const [name, time, overrides] of rows)
      ids[name] = (await storeClick(t, fx, overrides as never, new Date(time))).click_id;
  });
  after(async () => t.close());

  const log = (search = '', session = fx.session) =>
    api(t, session, 'GET', `/reports/clicks${search ? `?${search}` : ''}`);
  const idsOf = (page: { items: Entry[] }) => page.items.map((item) => item.click_id);

  it('lists visible clicks of the last 24 hours, newest first, with referer, language, cost and sub_id_1..5', async () => {
    const page = await log();
    assert.deepEqual(
      idsOf(page),
      [ids.newest, ids.second, ids.refused, ids.us_bot],
      'save_traffic=false, simulated and old clicks left out',
    );
    assert.equal(page.next_cursor, null);
    const bot = page.items.find((item: Entry) => item.click_id === ids.us_bot);
    assert.equal(bot.referer, 'https://ref.example/a');
    assert.equal(bot.language, 'en');
    assert.equal(bot.cost, '0.25');
    assert.deepEqual(bot.sub_ids, ['sub-one', null, null, null, 'five']);
    assert.equal(bot.is_bot, true);
    assert.equal(bot.country, 'US');
    assert.equal(bot.ip, '203.0.113.7');
    assert.equal(bot.campaign_name, 'Campaign');
    assert.equal(bot.outcome, 'redirect');
    assert.equal(bot.city, 'Berlin');
    assert.equal(bot.device_type, 'mobile');
  });

  it('filters by campaign, country, bot or human, refused or delivered, and the period', async () => {
    assert.deepEqual(idsOf(await log(`campaign_id=${second}`)), [ids.second]);
    assert.deepEqual(idsOf(await log('country=US,FR')), [ids.second, ids.us_bot]);
    assert.deepEqual(idsOf(await log('traffic=bot')), [ids.us_bot]);
    assert.deepEqual(idsOf(await log('traffic=human')), [ids.newest, ids.second, ids.refused]);
    assert.deepEqual(idsOf(await log('delivery=refused')), [ids.refused]);
    assert.deepEqual(idsOf(await log('delivery=delivered')), [ids.newest, ids.second, ids.us_bot]);
    const from = new Date(Date.now() - 4 * DAY).toISOString();
    const to = new Date(Date.now() - 2 * DAY).toISOString();
    assert.deepEqual(idsOf(await log(`from=${from}&to=${to}`)), [ids.old]);
  });

  it('finds a click by its full id or its beginning (with or without hyphens)', async () => {
    assert.deepEqual(idsOf(await log(`click_id=${ids.refused}`)), [ids.refused]);
    assert.deepEqual(idsOf(await log(`click_id=${ids.refused.toUpperCase()}`)), [ids.refused]);
    // The first 13 characters of a v7 id (its millisecond time and more) single it out here.
    assert.deepEqual(idsOf(await log(`click_id=${ids.refused.slice(0, 23)}`)), [ids.refused]);
    assert.deepEqual(idsOf(await log(`click_id=${ids.refused.slice(0, 23).replaceAll('-', '')}`)), [ids.refused]);
    const unknown = newClickId(new Date());
    assert.deepEqual(idsOf(await log(`click_id=${unknown}`)), []);
    assert.deepEqual(
      idsOf(await log(`click_id=${ids.hidden}`)),
      [],
      'a save_traffic=false click is not found by id either',
    );
  });

  it('pages with a stable cursor: no repeat and no gap while new clicks arrive, ties broken by click id', async () => {
    const own = await trackingFixture(t);
    const base = Date.now() - 30 * MINUTE;
    const stored: string[] = [];
    // Three clicks share one timestamp: the cursor must order them by id.
    for (let i = 0; i < 7; i++)
      stored.push((await storeClick(t, own, {}, new Date(base + Math.min(i, 4) * 1000))).click_id);
    const expected = [...stored].sort((a, b) => (a < b ? 1 : -1));
    const rows = await query<{ click_id: string }>(
      t,
      'select click_id from clicks where workspace_id = $1 order by created_at desc, click_id desc',
      [own.workspace_id],
    );
    const order = rows.map((row) => row.click_id);
    assert.deepEqual(new Set(order), new Set(expected));
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { items: Entry[]; next_cursor: string | null } = await log(
        `limit=3${cursor ? `&cursor=${cursor}` : ''}`,
        own.session,
      );
      seen.push(...idsOf(page));
      cursor = page.next_cursor;
      // A newer click arriving between pages does not shift the following pages.
      if (pages++ === 0) await storeClick(t, own, {}, new Date());
    } while (cursor);
    assert.equal(pages, 3);
    assert.deepEqual(seen, order);
  });

  it('answers 400 naming the problem for bad input, without repeating the value', async () => {
    const cases: [string, RegExp][] = [
      ['click_id=zz<script>', /click_id must be a click id or its beginning/],
      ['click_id=ab', /at least 4 hexadecimal/],
      ['cursor=bm90LWEtY3Vyc29y', /cursor is not valid/],
      ['country=Germany', /country must be a list of two-letter ISO codes/],
      ['limit=0', /limit must be from 1 to 500/],
      ['traffic=robots', /traffic|TrafficKind/],
      [`from=${new Date().toISOString()}&to=${new Date(Date.now() - DAY).toISOString()}`, /from must be before to/],
      [`from=${new Date(Date.now() - 100 * DAY).toISOString()}`, /at most 90 days/],
    ];
    for (const [search, message] of cases) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/admin_api/v1/reports/clicks?${search}`,
        headers: fx.session.headers,
      });
      assert.equal(res.statusCode, 400, `${search}: ${res.body}`);
      assert.match(res.json().error, message);
      assert.doesNotMatch(res.body, /<script>|Germany|bm90LWEtY3Vyc29y/);
    }
  });

  it('shows simulated clicks only while the workspace switch is on', async () => {
    await api(t, fx.session, 'PUT', '/workspace', { show_simulated_traffic: true });
    try {
      assert.ok(idsOf(await log()).includes(ids.simulated));
      assert.ok(!idsOf(await log()).includes(ids.hidden), 'save_traffic=false stays hidden');
    } finally {
      await api(t, fx.session, 'PUT', '/workspace', { show_simulated_traffic: false });
    }
    assert.ok(!idsOf(await log()).includes(ids.simulated));
  });

  it('lists the countries of recorded traffic as the country filter choices', async () => {
    const countries = await api(t, fx.session, 'GET', '/reports/clicks/countries');
    assert.deepEqual(countries, [
      { country: 'DE', clicks: 3 },
      { country: 'FR', clicks: 1 },
      { country: 'US', clicks: 1 },
    ]);
    assert.deepEqual(await api(t, fx.session, 'GET', `/reports/clicks/countries?campaign_id=${second}`), [
      { country: 'FR', clicks: 1 },
    ]);
  });

  it("is scoped to the caller's workspace and needs logs.view", async () => {
    const stranger = await createSession(t);
    assert.deepEqual(idsOf(await log('', stranger)), []);
    assert.deepEqual(idsOf(await log(`click_id=${ids.newest}`, stranger)), []);
    assert.deepEqual(await api(t, stranger, 'GET', '/reports/clicks/countries'), []);
    const member = await createSession(t, { role: 'viewer', workspace_id: fx.workspace_id });
    assert.equal(idsOf(await log('', member)).length, 4, 'a viewer reads the log');
    await withoutPermission(t, member, 'logs.view');
    for (const url of ['/admin_api/v1/reports/clicks', '/admin_api/v1/reports/clicks/countries']) {
      const res = await t.app.inject({ method: 'GET', url, headers: member.headers });
      assert.equal(res.statusCode, 403, res.body);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/admin_api/v1/reports/clicks' });
    assert.equal(anonymous.statusCode, 401);
  });

  it('hides traces of hidden clicks from the traffic log and the trace by id', async () => {
    const own = await trackingFixture(t);
    const trace = async (flags: { save_traffic: boolean; is_simulated: boolean }) => {
      const click = await storeClick(t, own, flags, new Date());
      await query(
        t,
        `insert into click_traces (click_id, created_at, workspace_id, campaign_id, outcome, http_status, steps, save_traffic, is_simulated)
         values ($1, $2, $3, $4, 'redirect', 302, '[]', $5, $6)`,
        [click.click_id, click.created_at, own.workspace_id, own.campaign_id, flags.save_traffic, flags.is_simulated],
      );
      return click.click_id;
    };
    const shown = await trace({ save_traffic: true, is_simulated: false });
    const hidden = await trace({ save_traffic: false, is_simulated: false });
    const simulated = await trace({ save_traffic: true, is_simulated: true });
    const traffic = async () =>
      (await api(t, own.session, 'GET', '/reports/traffic-log')).items.map((item: Entry) => item.click_id);
    assert.deepEqual(await traffic(), [shown]);
    await api(t, own.session, 'GET', `/clicks/${shown}/trace`);
    await api(t, own.session, 'GET', `/clicks/${hidden}/trace`, undefined, [404]);
    await api(t, own.session, 'PUT', '/workspace', { show_simulated_traffic: true });
    assert.deepEqual(new Set(await traffic()), new Set([shown, simulated]));
  });

  it('lists save_traffic = false conversions, marked; hides simulated ones and those postbacks', async () => {
    for (const name of ['newest', 'hidden', 'simulated']) {
      assert.equal(
        (await postback(t, fx.postback_key, { subid: ids[name], status: 'lead', txid: `tx-${name}` })).statusCode,
        200,
      );
    }
    // The money of a flow that does not save traffic arrived: listed, marked (issue 25, item 13).
    const conversions = await api(t, fx.session, 'GET', '/reports/conversions');
    assert.deepEqual(
      conversions.items.map((item: Entry & { save_traffic: boolean }) => [item.click_id, item.save_traffic]).sort(),
      [
        [ids.newest, true],
        [ids.hidden, false],
      ].sort(),
    );
    const postbacks = await api(t, fx.session, 'GET', '/reports/postbacks');
    assert.deepEqual(
      postbacks.items.map((item: Entry) => item.click_id),
      [ids.newest],
    );
    await api(t, fx.session, 'PUT', '/workspace', { show_simulated_traffic: true });
    try {
      const shown = await api(t, fx.session, 'GET', '/reports/conversions');
      assert.deepEqual(
        new Set(shown.items.map((item: Entry) => item.click_id)),
        new Set([ids.newest, ids.hidden, ids.simulated]),
      );
      const logged = await api(t, fx.session, 'GET', '/reports/postbacks');
      assert.deepEqual(new Set(logged.items.map((item: Entry) => item.click_id)), new Set([ids.newest, ids.simulated]));
    } finally {
      await api(t, fx.session, 'PUT', '/workspace', { show_simulated_traffic: false });
    }
  });
  it("names a click's source, flow, landing and offer, and gives the source's click id and tokens as the source names them", async () => {
    await api(t, fx.session, 'PUT', `/sources/${fx.source_id}`, {
      parameters: { site: { param: 'zone', macro: '{zoneid}' } },
      sub_id_parameters: [{ sub_id: 2, param: 'geo', macro: '{geo}' }],
    });
    const flow = await api(t, fx.session, 'POST', `/campaigns/${fx.campaign_id}/flows`, {
      name: 'Main flow',
      type: 'default',
      scheme: 'redirect',
      redirect_url: 'https://offer.example/',
    });
    const landing = await api(t, fx.session, 'POST', '/landings', { name: 'Quiz page', url: 'https://lp.example/' });
    const click = await storeClick(t, fx, {
      flow_id: flow.id,
      landing_id: landing.id,
      site: 'zone-4411',
      ad_campaign: 'ad-7',
      creative: 'banner-2',
    } as never);
    const page = await log(`click_id=${click.click_id}`);
    const [item] = page.items;
    const source = await api(t, fx.session, 'GET', `/sources/${fx.source_id}`);
    const offer = await api(t, fx.session, 'GET', `/offers/${fx.offer_id}`);
    assert.equal(item.external_click_id, 'fbclid-123');
    assert.equal(item.site, 'zone-4411');
    assert.equal(item.ad_campaign, 'ad-7');
    assert.equal(item.creative, 'banner-2');
    assert.equal(item.site_param, 'zone', 'the site token as the source names it');
    assert.deepEqual(item.sub_id_params, [null, 'geo', null, null, null]);
    assert.equal(item.source_name, source.name);
    assert.equal(item.flow_name, 'Main flow');
    assert.equal(item.landing_name, 'Quiz page');
    assert.equal(item.offer_name, offer.name);
    // GraphQL answers the same fields.
    const answer = await gql(
      t,
      `query ($id: String) { click_log(click_id: $id) { items { external_click_id site_param offer_name flow_name } } }`,
      { id: click.click_id },
      { headers: fx.session.headers },
    );
    assert.deepEqual(answer.data.click_log.items, [
      { external_click_id: 'fbclid-123', site_param: 'zone', offer_name: offer.name, flow_name: 'Main flow' },
    ]);
  });
});
