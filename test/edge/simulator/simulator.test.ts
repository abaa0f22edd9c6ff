import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { conversionForwardSweepJob } from '../../../jobs/conversion-forwarding';
import { MAX_SIMULATED_CLICKS } from '../../../edge/simulator/limits';
import { registerDerivedDataCleaner } from '../../../edge/simulator/cleanup';
import { startTestApp, type TestApp } from '../../support/harness';
import { api, postback, query, storeClick, trackingFixture, type TrackingFixture } from '../../support/conversions';
import { startReceiver, type Receiver } from '../../support/receiver';
import { catalog, type Catalog } from '../../support/routing';
import { createSession } from '../../support/session';
import { waitFor } from '../../support/wait';

describe('traffic simulator', () => {
  let t: TestApp;
  let receiver: Receiver;
  let fx: TrackingFixture;
  let c: Catalog;
  const flows: Record<string, string> = {};
  const offers: Record<string, string> = {};
  let baseUrl: string;

  const run = (payload: Record<string, unknown>, expected = [201]) =>
    api(t, fx.session, 'POST', '/simulator/runs', payload, expected);
  const bad = async (payload: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin_api/v1/simulator/runs',
      headers: fx.session.headers,
      payload,
    });
    return { status: res.statusCode, error: res.json().error as string };
  };

  before(async () => {
    receiver = await startReceiver();
    t = await startTestApp({
      workers: true,
      env: { OUTBOUND_ALLOW_PRIVATE_FOR_TESTS: '127.0.0.0/8', CAPI_BASE_URL: `${receiver.url}/capi/v21.0` },
    });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // Every outbound channel is wired to the receiver: a simulated conversion must reach none of them.
    fx = await trackingFixture(t, {
      source: {
        postback_url: `${receiver.url}/pb?click={click_id}&status={status}`,
        postback_statuses: ['lead', 'sale'],
        capi_pixel_id: '1234567890',
        capi_access_token: 'EAAB-capi-token-0123456789',
      },
    });
    const hook = await api(t, fx.session, 'POST', '/webhooks', {
      name: 'Receiver',
      url: `${receiver.url}/hook`,
      events: ['conversion.created'],
    });
    await api(t, fx.session, 'POST', `/webhooks/${hook.id}/enable`);
    c = catalog(t, fx.session);
    for (const name of ['de', 'heavy', 'light'])
      offers[name] = await c.offer(name, `https://o.example/${name}?cid={click_id}`);
    flows.de = await c.flow(fx.campaign_id, {
      type: 'forced',
      filters: [{ type: 'country', values: ['DE'] }],
      offers: [{ offer_id: offers.de }],
    });
    flows.heavy = await c.flow(fx.campaign_id, { type: 'regular', weight: 75, offers: [{ offer_id: offers.heavy }] });
    flows.light = await c.flow(fx.campaign_id, { type: 'regular', weight: 25, offers: [{ offer_id: offers.light }] });
  });
  after(async () => {
    await t.close();
    await receiver.close();
  });

  it("routes clicks through the campaign's flows and writes them and their conversions marked simulated", async () => {
    const result = await run({
      campaign_id: fx.campaign_id,
      clicks: 4000,
      geos: [
        { value: 'us', weight: 3 },
        { value: 'DE', weight: 1 },
      ],
      devices: [
        { value: 'mobile', weight: 1 },
        { value: 'desktop', weight: 1 },
      ],
      bot_share: 0.1,
      unique_share: 0.8,
      conversions: [
        { status: 'lead', rate: 0.2, payout: '2.5' },
        { status: 'sale', rate: 0.05, payout: '40' },
      ],
      seed: 42,
    });
    assert.equal(result.clicks, 4000);
    const rows = await query(
      t,
      'select country, flow_id, offer_id, select_reason, is_bot, is_unique, is_simulated from clicks where campaign_id = $1',
      [fx.campaign_id],
    );
    assert.equal(rows.length, 4000);
    assert.ok(rows.every((r) => r.is_simulated));
    // The forced flow's country filter decides DE; the regular flows share the rest by weight.
    const de = rows.filter((r) => r.country === 'DE');
    const us = rows.filter((r) => r.country === 'US');
    assert.ok(de.length > 800 && us.length > 2500, `geos by weight: DE ${de.length}, US ${us.length}`);
    assert.ok(
      de.every((r) => r.flow_id === flows.de && r.offer_id === offers.de && r.select_reason === 'forced_match'),
    );
    const heavy = us.filter((r) => r.flow_id === flows.heavy).length;
    const light = us.filter((r) => r.flow_id === flows.light).length;
    assert.equal(heavy + light, us.length, 'US clicks take a regular flow');
    assert.ok(heavy > 2 * light, `weights 75:25 give ${heavy}:${light}`);
    const bots = rows.filter((r) => r.is_bot).length;
    assert.equal(bots, result.bots);
    assert.ok(bots > 250 && bots < 550, `bot share 10%: ${bots}`);
    assert.equal(rows.filter((r) => r.is_unique).length, result.unique_clicks);
    assert.deepEqual(result.flows.map((f: any) => f.flow_id).sort(), [flows.de, flows.heavy, flows.light].sort());

    const conversions = await query(
      t,
      'select c.status, c.status_bucket, c.payout::text, c.is_simulated, c.offer_id, k.is_bot from conversions c ' +
        'join clicks k using (click_id) where c.campaign_id = $1',
      [fx.campaign_id],
    );
    assert.equal(conversions.length, result.conversions);
    assert.ok(conversions.length > 600, `about a quarter of the human clicks convert: ${conversions.length}`);
    assert.ok(conversions.every((r) => r.is_simulated && !r.is_bot && r.offer_id));
    assert.ok(
      conversions
        .filter((r) => r.status === 'sale')
        .every((r) => r.payout === '40.000000' && r.status_bucket === 'sales'),
    );
    assert.ok(
      conversions
        .filter((r) => r.status === 'lead')
        .every((r) => r.payout === '2.500000' && r.status_bucket === 'leads'),
    );
    const [workspace] = await query(t, 'select show_simulated_traffic from workspaces where id = $1', [
      fx.workspace_id,
    ]);
    assert.equal(workspace.show_simulated_traffic, true, 'the run turns the switch on');
  });

  it('never forwards simulated conversions: no postback, CAPI or webhook, no forwarding outbox row', async () => {
    const [{ count }] = await query(
      t,
      'select count(*)::int as count from conversion_writes w join conversions c using (conversion_id) where c.is_simulated',
    );
    assert.equal(count, 0);
    // The forwarding sweep re-queues whatever is pending; nothing simulated is.
    await conversionForwardSweepJob.process({}, t.runtime.services);
    // A real conversion afterwards IS forwarded, which proves the channels work while the simulated ones stayed silent.
    const click = await storeClick(t, fx, { flow_id: flows.heavy, offer_id: offers.heavy });
    assert.equal(
      (await postback(t, fx.postback_key, { subid: click.click_id, status: 'lead', payout: '1' })).statusCode,
      200,
    );
    const sent = (channel: string) => receiver.requests.filter((r) => r.url.startsWith(channel));
    for (const channel of ['/pb', '/hook', '/capi'])
      await waitFor(
        async () => sent(channel).length,
        (n) => n >= 1,
      );
    // Each channel's own click id, read where that channel carries it: exactly the real click, once.
    const body = (r: { body: Buffer }) => JSON.parse(r.body.toString());
    assert.deepEqual(
      sent('/pb').map((r) => new URL(r.url, 'http://x').searchParams.get('click')),
      [click.click_id],
    );
    assert.deepEqual(
      sent('/hook').map((r) => body(r).data.click_id),
      [click.click_id],
    );
    // CAPI carries the click id hashed, as user_data.external_id.
    assert.deepEqual(
      sent('/capi').map((r) => body(r).data[0].user_data.external_id),
      [[createHash('sha256').update(click.click_id).digest('hex')]],
    );
  });

  it('the cleanup deletes only simulated clicks and conversions, runs derived-data cleaners, and turns the switch off', async () => {
    const realClick = await storeClick(t, fx, { flow_id: flows.light, offer_id: offers.light });
    assert.equal(
      (await postback(t, fx.postback_key, { subid: realClick.click_id, status: 'sale', payout: '7' })).statusCode,
      200,
    );
    await waitFor(
      () => query(t, 'select 1 from conversions where click_id = $1', [realClick.click_id]),
      (r) => r.length === 1,
    );
    const before = await query(
      t,
      'select is_simulated, count(*)::int as n from clicks where workspace_id = $1 group by 1 order by 1',
      [fx.workspace_id],
    );
    const realClicks = before.find((r) => !r.is_simulated).n;
    const simulatedClicks = before.find((r) => r.is_simulated).n;
    const [{ n: realConversions }] = await query(
      t,
      'select count(*)::int as n from conversions where workspace_id = $1 and not is_simulated',
      [fx.workspace_id],
    );
    const [{ n: simulatedConversions }] = await query(
      t,
      'select count(*)::int as n from conversions where workspace_id = $1 and is_simulated',
      [fx.workspace_id],
    );
    assert.ok(realClicks >= 2 && realConversions >= 2);

    // Another workspace's simulated rows, beside these: its cleanup is its own.
    const other = await trackingFixture(t);
    await api(t, other.session, 'PUT', '/workspace', { show_simulated_traffic: true });
    const otherClick = await storeClick(t, other, { is_simulated: true });
    await storeClick(t, other, { is_simulated: true });
    assert.equal(
      (await postback(t, other.postback_key, { subid: otherClick.click_id, status: 'sale', payout: '3' })).statusCode,
      200,
    );
    const othersSimulated = () =>
      query(
        t,
        `select (select count(*)::int from clicks where workspace_id = $1 and is_simulated) as clicks,
                (select count(*)::int from conversions where workspace_id = $1 and is_simulated) as conversions,
                (select show_simulated_traffic from workspaces where id = $1) as switch`,
        [other.workspace_id],
      );
    assert.deepEqual(await othersSimulated(), [{ clicks: 2, conversions: 1, switch: true }]);

    const seen: unknown[] = [];
    const unregister = registerDerivedDataCleaner(async (db, span) => {
      // Inside the deleting transaction: the simulated rows are already gone, the real ones are there.
      const { rows } = await db.query(
        'select count(*)::int as n from clicks where workspace_id = $1 and is_simulated',
        [span.workspace_id],
      );
      seen.push({ workspace: span.workspace_id, left: rows[0].n, hasSpan: span.from !== null && span.to !== null });
    });
    try {
      const deleted = await api(t, fx.session, 'DELETE', '/simulator/data');
      assert.deepEqual(deleted, { clicks: simulatedClicks, conversions: simulatedConversions });
    } finally {
      unregister();
    }
    assert.deepEqual(seen, [{ workspace: fx.workspace_id, left: 0, hasSpan: true }]);
    const after = await query(
      t,
      'select is_simulated, count(*)::int as n from clicks where workspace_id = $1 group by 1',
      [fx.workspace_id],
    );
    assert.deepEqual(after, [{ is_simulated: false, n: realClicks }]);
    const [{ n: conversionsLeft }] = await query(
      t,
      'select count(*)::int as n from conversions where workspace_id = $1',
      [fx.workspace_id],
    );
    assert.equal(conversionsLeft, realConversions);
    const [workspace] = await query(t, 'select show_simulated_traffic from workspaces where id = $1', [
      fx.workspace_id,
    ]);
    assert.equal(workspace.show_simulated_traffic, false);
    assert.deepEqual(
      await othersSimulated(),
      [{ clicks: 2, conversions: 1, switch: true }],
      'the other workspace untouched',
    );
    // Its own cleanup takes its own rows.
    assert.deepEqual(await api(t, other.session, 'DELETE', '/simulator/data'), { clicks: 2, conversions: 1 });
    assert.deepEqual(await othersSimulated(), [{ clicks: 0, conversions: 0, switch: false }]);
  });

  it('reports progress over a graphql-ws subscription', async () => {
    const client = createClient({
      url: `${baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      connectionParams: { authorization: `Bearer ${fx.session.token}` },
    });
    const events: any[] = [];
    try {
      const finished = new Promise<void>((resolve, reject) => {
        client.subscribe(
          { query: 'subscription { simulation_progress { run_id phase clicks_done clicks_total conversions } }' },
          {
            next: (message) => {
              if (message.errors) return reject(new Error(message.errors[0].message));
              events.push(message.data!.simulation_progress);
              if ((message.data!.simulation_progress as any).phase === 'done') resolve();
            },
            error: reject,
            complete: () => resolve(),
          },
        );
      });
      // The subscription is live once the server acknowledged it: retry a run until events arrive.
      let result: any;
      for (let attempt = 0; attempt < 20 && events.length === 0; attempt++) {
        result = await run({ campaign_id: fx.campaign_id, clicks: 12_000, seed: 7 });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await finished;
      const ofRun = events.filter((e) => e.run_id === result.run_id);
      assert.deepEqual(
        ofRun.map((e) => e.phase).filter((p, i, all) => all.indexOf(p) === i),
        ['routing', 'done'],
      );
      const routing = ofRun.filter((e) => e.phase === 'routing').map((e) => e.clicks_done);
      assert.deepEqual(
        routing,
        [...routing].sort((a, b) => a - b),
        'clicks_done only grows',
      );
      assert.ok(
        routing.every((n) => n % 2000 === 0 || n === 12_000),
        'only committed batches are counted',
      );
      assert.deepEqual(ofRun.at(-1), { ...ofRun.at(-1), phase: 'done', clicks_done: 12_000 });
      assert.ok(ofRun.every((e) => e.clicks_total === 12_000));
    } finally {
      await client.dispose();
    }
  });

  it(
    'refuses more than 100,000 clicks, bad shares and unknown statuses with 400, another workspace’s campaign ' +
      'with 404, writing nothing',
    async () => {
      await api(t, fx.session, 'DELETE', '/simulator/data');
      assert.deepEqual(await bad({ campaign_id: fx.campaign_id, clicks: MAX_SIMULATED_CLICKS + 1 }), {
        status: 400,
        error: 'clicks must be a whole number from 1 to 100,000',
      });
      assert.deepEqual(await bad({ campaign_id: fx.campaign_id, clicks: 10, bot_share: 1.5 }), {
        status: 400,
        error: 'bot_share must be between 0 and 1',
      });
      assert.deepEqual(
        await bad({ campaign_id: fx.campaign_id, clicks: 10, geos: [{ value: 'Germany', weight: 1 }] }),
        {
          status: 400,
          error: 'geos[0].value must be a two-letter country code',
        },
      );
      assert.deepEqual(
        await bad({
          campaign_id: fx.campaign_id,
          clicks: 10,
          conversions: [
            { status: 'lead', rate: 0.7, payout: '1' },
            { status: 'sale', rate: 0.7, payout: '1' },
          ],
        }),
        {
          status: 400,
          error: 'conversions: the rates add up to more than 1',
        },
      );
      assert.deepEqual(
        await bad({
          campaign_id: fx.campaign_id,
          clicks: 10,
          conversions: [{ status: 'nosuch', rate: 0.1, payout: '1' }],
        }),
        { status: 400, error: 'conversions[0].status is not a status of this workspace' },
      );
      assert.deepEqual(
        await bad({ campaign_id: fx.campaign_id, clicks: 10, to: new Date(Date.now() + 3600_000).toISOString() }),
        { status: 400, error: 'to must not be in the future' },
      );
      const other = await trackingFixture(t);
      assert.deepEqual(await bad({ campaign_id: other.campaign_id, clicks: 10 }), {
        status: 404,
        error: 'campaign not found',
      });
      const [{ n }] = await query(t, 'select count(*)::int as n from clicks where is_simulated');
      assert.equal(n, 0);
    },
  );

  it('costs each simulated click at the rate of its own day, not the day the campaign was compiled', async () => {
    const own = await trackingFixture(t);
    const dayAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
    for (const [date, rate] of [
      [dayAgo(3), '2'],
      [dayAgo(0), '1.5'],
    ])
      await api(t, own.session, 'POST', '/currency-rates', { date, base: 'EUR', quote: 'USD', rate });
    await api(t, own.session, 'PUT', `/campaigns/${own.campaign_id}`, {
      cost_model: 'cpc',
      cost_value: '0.1',
      cost_currency: 'EUR',
    });
    // 20 clicks within the day three days back, when 1 EUR was 2 USD (today 1.5).
    const from = new Date(Date.parse(dayAgo(3)) + 3600_000);
    const result = await api(t, own.session, 'POST', '/simulator/runs', {
      campaign_id: own.campaign_id,
      clicks: 20,
      from: from.toISOString(),
      to: new Date(from.getTime() + 3600_000).toISOString(),
    });
    assert.equal(result.clicks, 20);
    const [{ cost, days }] = await query(
      t,
      `select sum(cost)::text as cost, array_agg(distinct to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')) as days
         from clicks where campaign_id = $1`,
      [own.campaign_id],
    );
    assert.deepEqual(days, [dayAgo(3)]);
    assert.equal(Number(cost), 4, `20 × 0.1 EUR at 2.0 is 4.00 USD, not ${cost}`);
    await api(t, own.session, 'DELETE', '/simulator/data');
  });

  it('needs the simulator permission kind (edit to run, delete to clean up)', async () => {
    const analyst = await createSession(t, { role: 'analyst', workspace_id: fx.workspace_id });
    const runAs = await t.app.inject({
      method: 'POST',
      url: '/admin_api/v1/simulator/runs',
      headers: analyst.headers,
      payload: { campaign_id: fx.campaign_id, clicks: 1 },
    });
    assert.equal(runAs.statusCode, 403);
    assert.equal(runAs.json().error, 'no permission to edit simulator');
    const cleanAs = await t.app.inject({
      method: 'DELETE',
      url: '/admin_api/v1/simulator/data',
      headers: analyst.headers,
    });
    assert.equal(cleanAs.statusCode, 403);
  });
  it('produces landing click-throughs at lp_ctr, and every converting landing click went through', async () => {
    const offer = await c.offer('lp-offer', 'https://o.example/lp?cid={click_id}');
    const landing = await c.landing('lp-sim', 'https://lp.example/sim?cid={click_id}');
    const campaign = (await api(t, fx.session, 'POST', '/campaigns', { name: 'Simulated landing' })).id;
    await c.flow(campaign, { landings: [{ landing_id: landing }], offers: [{ offer_id: offer }] });
    const result = await run({
      campaign_id: campaign,
      clicks: 2000,
      lp_ctr: 0.4,
      conversions: [{ status: 'sale', rate: 0.05, payout: '10' }],
      seed: 7,
    });
    assert.equal(result.clicks, 2000);
    const [counts] = await query(
      t,
      `select count(*) filter (where lp_clicked_at is not null)::int as through,
              count(*) filter (where lp_clicked_at < created_at)::int as before_click
         from clicks where campaign_id = $1`,
      [campaign],
    );
    // 5 % convert (and went through), 40 % of the other 95 % go through: 43 % in all.
    assert.ok(counts.through > 0.36 * 2000 && counts.through < 0.5 * 2000, `click-throughs ${counts.through}`);
    assert.equal(counts.before_click, 0);
    const [missing] = await query(
      t,
      `select count(*)::int as n from conversions v join clicks k using (click_id)
        where v.campaign_id = $1 and k.lp_clicked_at is null`,
      [campaign],
    );
    assert.equal(missing.n, 0, 'a converting landing click went through');
    const rejected = await bad({ campaign_id: campaign, clicks: 1, lp_ctr: 1.5 });
    assert.equal(rejected.status, 400);
    assert.match(rejected.error, /^lp_ctr must be between 0 and 1$/);
  });
});
