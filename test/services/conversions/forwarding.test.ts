import assert from 'node:assert/strict';
import { createHash, randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { conversionForwardSweepJob } from '../../../jobs/conversion-forwarding';
import { startTestApp, type TestApp } from '../../support/harness';
import { api, postback, query, storeClick, trackingFixture, type TrackingFixture } from '../../support/conversions';
import { startReceiver, type ReceivedRequest, type Receiver } from '../../support/receiver';
import { catalog, visit } from '../../support/routing';
import { seriesValue } from '../../support/metrics-text';
import { waitFor } from '../../support/wait';
import { metricValue } from '../../support/metrics';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('forwarding: webhook, outbound postback with dead-letter retries, CAPI', () => {
  let t: TestApp;
  let receiver: Receiver;
  let fx: TrackingFixture;
  /** Paths answered with these codes, in order, before 200. */
  const scripted = new Map<string, number[]>();

  const at = (path: string) => receiver.requests.filter((request) => request.url.split('?')[0] === path);
  const webhookEvents = (clickId: string) =>
    at('/hook')
      .map((request) => JSON.parse(request.body.toString()))
      .filter((body) => body.data.click_id === clickId);

  before(async () => {
    receiver = await startReceiver();
    receiver.handle((request: ReceivedRequest, response) => {
      const codes = scripted.get(request.url.split('?')[0]);
      response.statusCode = codes?.length ? codes.shift()! : 200;
      response.end(response.statusCode === 200 ? 'ok' : 'failed');
    });
    t = await startTestApp({
      workers: true,
      env: {
        OUTBOUND_ALLOW_PRIVATE_FOR_TESTS: '127.0.0.1/32',
        CAPI_BASE_URL: `${receiver.url}/capi/v21.0`,
        FORWARDING_RETRY_SCHEDULE_MS: '150,150',
      },
    });
    fx = await trackingFixture(t, {
      source: {
        postback_url: `${receiver.url}/pb?cid={external_id}&click={click_id}&status={status}&payout={payout}&cur={currency}&tx={transaction_id}&s1={sub_id_1}&unknown={nope}&inherited={constructor}`,
        postback_statuses: ['lead', 'sale'],
        capi_pixel_id: '1234567890',
        capi_access_token: 'EAAB-capi-token-0123456789',
        capi_test_event_code: 'TEST123',
      },
    });
    const hook = await api(t, fx.session, 'POST', '/webhooks', {
      name: 'Receiver',
      url: `${receiver.url}/hook`,
      events: ['conversion.created'],
    });
    await api(t, fx.session, 'POST', `/webhooks/${hook.id}/enable`);
  });
  after(async () => {
    await t.close();
    await receiver.close();
  });

  it('forwards a postback conversion to the webhook, the outbound postback and CAPI, once', async () => {
    const click = await storeClick(t, fx);
    const res = await postback(t, fx.postback_key, {
      subid: click.click_id,
      status: 'lead',
      payout: '10,50',
      txid: 'tx-fwd',
      em: ' John@Example.com ',
      ph: '+1 (555) 123-4567',
    });
    assert.equal(res.statusCode, 200);
    await waitFor(
      async () => [webhookEvents(click.click_id).length, at('/pb').length, at('/capi/v21.0/1234567890/events').length],
      (n) => n.every((x) => x >= 1),
    );

    const [event] = webhookEvents(click.click_id);
    const [row] = await query(t, 'select * from conversions where click_id = $1', [click.click_id]);
    assert.equal(event.event, 'conversion.created');
    assert.deepEqual(Object.keys(event.data), [
      'conversion_id',
      'click_id',
      'campaign_id',
      'flow_id',
      'offer_id',
      'status',
      'payout',
      'currency',
      'transaction_id',
      'timestamp',
      'revision',
      'previous_status',
      'previous_amount',
      'previous_currency',
    ]);
    assert.deepEqual(
      [event.data.revision, event.data.previous_status, event.data.previous_amount, event.data.previous_currency],
      [1, null, null, null],
    );
    assert.equal(event.data.conversion_id, row.conversion_id);
    assert.equal(event.data.campaign_id, fx.campaign_id);
    assert.equal(event.data.offer_id, fx.offer_id);
    assert.equal(event.data.status, 'lead');
    assert.equal(event.data.payout, 10.5);
    assert.equal(event.data.currency, 'USD');
    assert.equal(event.data.transaction_id, 'tx-fwd');
    assert.match(event.data.timestamp, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{9}Z$/);

    const [outbound] = at('/pb');
    assert.equal(outbound.method, 'GET');
    assert.equal(
      outbound.url,
      `/pb?cid=fbclid-123&click=${click.click_id}&status=lead&payout=10.5&cur=USD&tx=tx-fwd&s1=sub-one&unknown={nope}&inherited={constructor}`,
    );

    const [capi] = at('/capi/v21.0/1234567890/events');
    assert.equal(capi.method, 'POST');
    assert.match(capi.headers['content-type'] as string, /^application\/json/);
    const body = JSON.parse(capi.body.toString());
    assert.equal(body.access_token, 'EAAB-capi-token-0123456789');
    assert.equal(body.test_event_code, 'TEST123');
    const [data] = body.data;
    assert.equal(data.event_name, 'Lead');
    assert.equal(data.event_id, `${row.conversion_id}:lead`);
    assert.equal(data.event_time, Math.floor(new Date(row.created_at).getTime() / 1000));
    assert.equal(data.action_source, 'website');
    assert.deepEqual(data.user_data.em, [sha256('john@example.com')]);
    assert.deepEqual(data.user_data.ph, [sha256('15551234567')]);
    assert.equal(data.user_data.fbc, `fb.1.${new Date(click.created_at).getTime()}.fbclid-123`);
    assert.equal(data.user_data.client_ip_address, '203.0.113.7');
    assert.equal(data.user_data.client_user_agent, 'Mozilla/5.0 (Linux; Android 14)');
    assert.deepEqual(data.user_data.external_id, [sha256(click.click_id)]);
    assert.deepEqual(data.custom_data, { value: 10.5, currency: 'USD' });
    // The clear phone number in any spelling (hashes and ids may contain "555" by chance).
    const sent = JSON.stringify(body).toLowerCase();
    assert.ok(
      !sent.includes('john@example.com') && !/(\+?1\s*\(?555\)?[\s-]*123-?4567|15551234567)/.test(sent),
      'contacts only hashed',
    );

    // Each attempt is logged after its answer came back, so the log may trail the receiver.
    const outgoing = await waitFor(
      () =>
        query(
          t,
          `select channel, attempt, response_code, result, url from postback_log where click_id = $1 and
            direction = 'outgoing' order by channel`,
          [click.click_id],
        ),
      (rows) => rows.length >= 2,
    );
    assert.deepEqual(
      outgoing.map((entry) => [entry.channel, entry.attempt, entry.response_code, entry.result]),
      [
        ['capi', 1, 200, 'delivered'],
        ['postback', 1, 200, 'delivered'],
      ],
    );
    assert.equal(outgoing[1].url, `${receiver.url}${outbound.url}`);
    assert.ok(!outgoing[0].url.includes('EAAB'), 'the CAPI token is not in the log');
    await waitFor(
      () => query(t, 'select forward_state from conversion_writes where conversion_id = $1', [row.conversion_id]),
      (rows) => rows[0].forward_state === 'done',
    );

    // An exact duplicate forwards nothing.
    assert.equal(
      (await postback(t, fx.postback_key, { subid: click.click_id, status: 'lead', payout: '10.50', txid: 'tx-fwd' }))
        .statusCode,
      200,
    );
    await new Promise((resolve) => setTimeout(resolve, 700));
    assert.equal(webhookEvents(click.click_id).length, 1);
    assert.equal(at('/pb').filter((r) => r.url.includes(click.click_id)).length, 1);
    assert.equal(
      at('/capi/v21.0/1234567890/events').filter((r) => r.body.toString().includes(sha256(click.click_id))).length,
      1,
    );
  });

  it('forwards a status change again: webhook with the new status, Purchase to CAPI; rejected reaches only the webhook', async () => {
    const click = await storeClick(t, fx);
    const capiFor = () =>
      at('/capi/v21.0/1234567890/events').filter((r) => r.body.toString().includes(sha256(click.click_id)));
    await postback(t, fx.postback_key, { subid: click.click_id, status: 'lead', payout: '5', txid: 'tx-change' });
    await waitFor(
      async () => webhookEvents(click.click_id).length,
      (n) => n === 1,
    );
    await postback(t, fx.postback_key, { subid: click.click_id, status: 'sale', payout: '5', txid: 'tx-change' });
    await waitFor(
      async () => [webhookEvents(click.click_id).length, capiFor().length],
      ([hooks, capi]) => hooks === 2 && capi === 2,
    );
    // The same conversion again, told apart by its revision and what it changed from (docs/webhooks.md).
    const [created, changed] = webhookEvents(click.click_id).sort((a, b) => a.data.revision - b.data.revision);
    assert.equal(changed.data.conversion_id, created.data.conversion_id);
    assert.deepEqual(
      [created, changed].map((event) => [event.data.revision, event.data.previous_status, event.data.status]),
      [
        [1, null, 'lead'],
        [2, 'lead', 'sale'],
      ],
    );
    assert.deepEqual([changed.data.previous_amount, changed.data.previous_currency], [5, 'USD']);
    assert.deepEqual(
      capiFor().map((request) => JSON.parse(request.body.toString()).data[0].event_name),
      ['Lead', 'Purchase'],
    );
    await postback(t, fx.postback_key, { subid: click.click_id, status: 'rejected', payout: '7', txid: 'tx-change' });
    const all = await waitFor(
      async () => webhookEvents(click.click_id),
      (events) => events.length === 3,
    );
    const rejected = all.find((event) => event.data.status === 'rejected');
    assert.deepEqual(
      [rejected.data.revision, rejected.data.previous_status, rejected.data.previous_amount, rejected.data.payout],
      [3, 'sale', 5, 7],
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal(capiFor().length, 2, 'rejected has no CAPI event');
    assert.equal(
      at('/pb').filter((r) => r.url.includes(click.click_id)).length,
      2,
      'rejected is not in postback_statuses',
    );
  });

  it('retries a failed outbound postback from the dead-letter queue, logging every attempt', async () => {
    const source = await api(t, fx.session, 'POST', '/sources', {
      name: 'Flaky',
      postback_url: `${receiver.url}/flaky?c={click_id}`,
    });
    const campaign = await api(t, fx.session, 'POST', '/campaigns', { name: 'Flaky campaign', source_id: source.id });
    scripted.set('/flaky', [500, 503]);
    const click = await storeClick(t, { ...fx, source_id: source.id, campaign_id: campaign.id });
    await postback(t, fx.postback_key, { subid: click.click_id, status: 'sale' });
    const log = await waitFor(
      () =>
        query(
          t,
          `select attempt, response_code, error, result from postback_log where click_id = $1 and direction = 'outgoing' order by attempt`,
          [click.click_id],
        ),
      (rows) => rows.length === 3,
    );
    assert.deepEqual(
      log.map((entry) => [entry.attempt, entry.response_code, entry.result]),
      [
        [1, 500, 'retry'],
        [2, 503, 'retry'],
        [3, 200, 'delivered'],
      ],
    );
    assert.equal(log[0].error, 'HTTP 500: failed');
    assert.equal(at('/flaky').length, 3);

    const page = await api(t, fx.session, 'GET', `/reports/postbacks?click_id=${click.click_id}&direction=outgoing`);
    assert.deepEqual(
      page.items.map((item: { attempt: number }) => item.attempt),
      [3, 2, 1],
    );
  });

  it("sends the outbound payout in the source's postback currency, converted at the rate of the click date", async () => {
    const source = await api(t, fx.session, 'POST', '/sources', {
      name: 'Pays in EUR',
      postback_url: `${receiver.url}/eur?p={payout}&c={currency}`,
      postback_currency: 'eur',
    });
    assert.equal(source.postback_currency, 'EUR');
    const campaign = await api(t, fx.session, 'POST', '/campaigns', { name: 'EUR campaign', source_id: source.id });
    const day = new Date().toISOString().slice(0, 10);
    await api(t, fx.session, 'POST', '/currency-rates', { base: 'RUB', quote: 'EUR', date: day, rate: '0.01' });
    const click = await storeClick(t, { ...fx, source_id: source.id, campaign_id: campaign.id });
    const res = await postback(t, fx.postback_key, {
      subid: click.click_id,
      status: 'sale',
      payout: '1000',
      currency: 'RUB',
    });
    assert.equal(res.statusCode, 200);
    const [sent] = await waitFor(
      async () => at('/eur'),
      (requests) => requests.length === 1,
    );
    const params = new URL(sent.url, receiver.url).searchParams;
    assert.deepEqual([params.get('p'), params.get('c')], ['10', 'EUR']);

    // A template names the currency its platform's postback reads.
    const zeropark = await api(t, fx.session, 'POST', '/sources/from-template', { template: 'zeropark' });
    assert.equal(zeropark.postback_currency, 'USD');
  });

  it('retries a failed CAPI request the same way', async () => {
    const source = await api(t, fx.session, 'POST', '/sources', {
      name: 'Pixel',
      capi_pixel_id: '999',
      capi_access_token: 'EAAB-other-token-000000',
    });
    const campaign = await api(t, fx.session, 'POST', '/campaigns', { name: 'Pixel campaign', source_id: source.id });
    scripted.set('/capi/v21.0/999/events', [502]);
    const click = await storeClick(t, { ...fx, source_id: source.id, campaign_id: campaign.id });
    await postback(t, fx.postback_key, { subid: click.click_id, status: 'sale', payout: '3' });
    const log = await waitFor(
      () =>
        query(
          t,
          `select channel, attempt, response_code, result from postback_log where click_id = $1 and direction =
            'outgoing' order by attempt`,
          [click.click_id],
        ),
      (rows) => rows.length === 2,
    );
    assert.deepEqual(
      log.map((entry) => [entry.channel, entry.attempt, entry.response_code, entry.result]),
      [
        ['capi', 1, 502, 'retry'],
        ['capi', 2, 200, 'delivered'],
      ],
    );
    const bodies = at('/capi/v21.0/999/events').map((request) => JSON.parse(request.body.toString()));
    assert.equal(bodies.length, 2);
    assert.equal(bodies[0].data[0].event_id, bodies[1].data[0].event_id, 'the same event_id, so Meta drops a repeat');
    assert.equal(bodies[1].data[0].event_name, 'Purchase');
  });

  it('gives up when the retry schedule is used up, and counts it', async () => {
    const source = await api(t, fx.session, 'POST', '/sources', {
      name: 'Dead',
      postback_url: `${receiver.url}/dead?c={click_id}`,
    });
    const campaign = await api(t, fx.session, 'POST', '/campaigns', { name: 'Dead campaign', source_id: source.id });
    scripted.set('/dead', [500, 500, 500, 500, 500]);
    const gaveUp = await metricValue('outbound_s2s_total', { channel: 'postback', result: 'gave_up' });
    const click = await storeClick(t, { ...fx, source_id: source.id, campaign_id: campaign.id });
    await postback(t, fx.postback_key, { subid: click.click_id, status: 'lead' });
    const log = await waitFor(
      () =>
        query(
          t,
          `select attempt, result from postback_log where click_id = $1 and direction = 'outgoing' order by attempt`,
          [click.click_id],
        ),
      (rows) => rows.some((row) => row.result === 'gave_up'),
    );
    assert.deepEqual(
      log.map((entry) => [entry.attempt, entry.result]),
      [
        [1, 'retry'],
        [2, 'retry'],
        [3, 'gave_up'],
      ],
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal(at('/dead').length, 3, 'nothing after giving up');
    assert.equal(await metricValue('outbound_s2s_total', { channel: 'postback', result: 'gave_up' }), gaveUp + 1);
  });

  it('does not reach a private address without the test allowance', async () => {
    // The allowance covers 127.0.0.1 only: a listener on 127.0.0.2 (also loopback) must never be reached.
    const guarded = await startReceiver('127.0.0.2');
    try {
      // Saving such a URL is refused (422); one stored before that check existed is still blocked when sent.
      const refused = await t.app.inject({
        method: 'POST',
        url: '/admin_api/v1/sources',
        headers: fx.session.headers,
        payload: { name: 'Private', postback_url: `${guarded.url}/pb?c={click_id}` },
      });
      assert.equal(refused.statusCode, 422, refused.body);
      const source = await api(t, fx.session, 'POST', '/sources', {
        name: 'Private',
        postback_url: 'https://partner.example/pb?c={click_id}',
      });
      await query(t, `update traffic_sources set postback_url = $2 where id = $1`, [
        source.id,
        `${guarded.url}/pb?c={click_id}`,
      ]);
      const campaign = await api(t, fx.session, 'POST', '/campaigns', {
        name: 'Private campaign',
        source_id: source.id,
      });
      const click = await storeClick(t, { ...fx, source_id: source.id, campaign_id: campaign.id });
      await postback(t, fx.postback_key, { subid: click.click_id, status: 'lead' });
      const log = await waitFor(
        () =>
          query(
            t,
            `select response_code, error, result from postback_log where click_id = $1 and direction = 'outgoing' order by attempt`,
            [click.click_id],
          ),
        (rows) => rows.some((row) => row.result === 'gave_up'),
      );
      // The refusal itself, word for word: a connect time-out or a refused connection would read differently.
      for (const entry of log) {
        assert.equal(entry.response_code, 0);
        assert.equal(entry.error, 'the host is a private, loopback, link-local or reserved IPv4 address');
      }
      assert.equal(guarded.requests.length, 0, 'the private listener got no request');
    } finally {
      await guarded.close();
    }
  });

  it('forwards a browser event with a valid token and nothing without one', async () => {
    const c = catalog(t, fx.session);
    const landing = await c.landing('Landing', 'https://lp.example/?cid={click_id}');
    const campaign = await c.campaign({ source_id: fx.source_id });
    await c.flow(campaign.id, { landings: [{ landing_id: landing }], offers: [{ offer_id: fx.offer_id }] });
    const res = await visit(t, campaign.alias);
    const [, clickId, token] = /cid=([0-9a-f-]{36})#_ct=(.+)$/.exec(res.headers.location as string)!;
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const send = (fields: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/action', headers: form, payload: new URLSearchParams(fields).toString() });

    assert.deepEqual((await send({ cid: clickId, event: 'lead' })).json(), { result: 'recorded' });
    await new Promise((resolve) => setTimeout(resolve, 700));
    assert.equal(webhookEvents(clickId).length, 0, 'no token: not forwarded');
    assert.equal(at('/pb').filter((r) => r.url.includes(clickId)).length, 0);

    assert.deepEqual(
      (await send({ token: decodeURIComponent(token), event: 'sale', fbp: 'fb.1.1700000000000.42' })).json(),
      { result: 'recorded' },
    );
    await waitFor(
      async () => [webhookEvents(clickId).length, at('/pb').filter((r) => r.url.includes(clickId)).length],
      ([a, b]) => a === 1 && b === 1,
    );
    const [event] = webhookEvents(clickId);
    assert.equal(event.data.status, 'sale');
    assert.equal(event.data.payout, 12.5, 'the offer payout');
    const capi = await waitFor(
      async () => at('/capi/v21.0/1234567890/events').filter((r) => r.body.toString().includes(sha256(clickId))),
      (found) => found.length === 1,
    );
    assert.equal(JSON.parse(capi[0].body.toString()).data[0].user_data.fbp, 'fb.1.1700000000000.42');
  });

  it('queues nothing when nobody takes the conversion, and forwards as soon as a webhook is enabled', async () => {
    const quiet = await trackingFixture(t);
    const first = await storeClick(t, quiet);
    await postback(t, quiet.postback_key, { subid: first.click_id, status: 'lead' });
    const [write] = await query(t, 'select forward_state, forward_data from conversion_writes where click_id = $1', [
      first.click_id,
    ]);
    assert.equal(write.forward_state, 'none');
    assert.equal(write.forward_data, null);
    const hook = await api(t, quiet.session, 'POST', '/webhooks', {
      name: 'Late',
      url: `${receiver.url}/hook`,
      events: ['conversion.created'],
    });
    const second = await storeClick(t, quiet);
    await postback(t, quiet.postback_key, { subid: second.click_id, status: 'lead' });
    assert.equal(
      (await query(t, 'select forward_state from conversion_writes where click_id = $1', [second.click_id]))[0]
        .forward_state,
      'none',
      'a disabled webhook takes nothing',
    );
    await api(t, quiet.session, 'POST', `/webhooks/${hook.id}/enable`);
    const third = await storeClick(t, quiet);
    await postback(t, quiet.postback_key, { subid: third.click_id, status: 'lead' });
    await waitFor(
      async () => webhookEvents(third.click_id).length,
      (n) => n === 1,
    );
    assert.equal(webhookEvents(first.click_id).length + webhookEvents(second.click_id).length, 0);
  });

  it('exports conversion, duplicate, unattributed, outbound and queue depth metrics without tenant labels', async () => {
    const read = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/metrics' });
      assert.equal(res.statusCode, 200);
      return res.body;
    };
    const counted = [
      'conversions_total{origin="postback",result="recorded"}',
      'conversions_total{origin="postback",result="updated"}',
      'conversion_duplicates_total{origin="postback"}',
      'outbound_s2s_total{channel="postback",result="delivered"}',
      'outbound_s2s_total{channel="postback",result="retry"}',
      'outbound_s2s_total{channel="capi",result="delivered"}',
    ];
    const before = await read();
    // This test's own traffic: recorded, updated, a duplicate; an outbound postback that fails once; CAPI.
    const source = await api(t, fx.session, 'POST', '/sources', {
      name: 'Metered',
      postback_url: `${receiver.url}/metered?c={click_id}`,
      postback_statuses: ['lead', 'sale'],
      capi_pixel_id: '5550001',
      capi_access_token: 'EAAB-capi-token-metered-0001',
    });
    const campaign = await api(t, fx.session, 'POST', '/campaigns', { name: 'Metered campaign', source_id: source.id });
    scripted.set('/metered', [500]);
    const click = await storeClick(t, { ...fx, source_id: source.id, campaign_id: campaign.id });
    for (const status of ['lead', 'sale', 'sale'])
      assert.equal(
        (await postback(t, fx.postback_key, { subid: click.click_id, status, txid: 'tx-metered' })).statusCode,
        200,
      );
    const text = await waitFor(read, (now) =>
      counted.every((series) => seriesValue(now, series) > seriesValue(before, series)),
    );
    assert.match(text, /^# TYPE conversions_unattributed_total counter/m);
    for (const queue of ['conversion-forward', 'conversion-delivery', 'conversion-dead-letter']) {
      assert.match(text, new RegExp(`^queue_jobs\\{queue="${queue}",state="delayed"\\} \\d+`, 'm'), queue);
    }
    const ours = text.split('\n').filter((line) => /^(conversion|postback_requests|outbound_s2s)/.test(line));
    assert.ok(ours.length > 0);
    assert.ok(
      ours.every((line) => !/workspace|campaign/.test(line)),
      'no tenant labels',
    );
  });

  it('the outbox sweeper re-queues writes left pending, and forwarding stays once per write', async () => {
    const click = await storeClick(t, fx);
    await postback(t, fx.postback_key, { subid: click.click_id, status: 'lead', txid: 'tx-sweep' });
    await waitFor(
      () => query(t, 'select forward_state from conversion_writes where click_id = $1', [click.click_id]),
      (rows) => rows[0]?.forward_state === 'done',
    );
    const [write] = await query(t, 'select * from conversion_writes where click_id = $1', [click.click_id]);
    const [conversion] = await query(t, 'select * from conversions where click_id = $1', [click.click_id]);
    // As if the queue had lost the job after the commit: pending for over a minute, job data in the outbox.
    const jobData = (writeId: string) => ({
      write_id: writeId,
      workspace_id: fx.workspace_id,
      conversion_id: conversion.conversion_id,
      click_created_at: click.created_at,
      at: new Date().toISOString(),
      status: 'lead',
      status_bucket: 'leads',
      event: null,
      payout: '0',
      base_currency: 'USD',
      amount: '0',
      currency: 'USD',
      txid: 'tx-sweep',
      capi: {},
    });
    await query(
      t,
      `update conversion_writes set forward_state = 'pending', at = now() - interval '5 minutes', forward_data = $2 where write_id = $1`,
      [write.write_id, JSON.stringify(jobData(write.write_id))],
    );
    const result = (await conversionForwardSweepJob.process({}, t.runtime.services)) as { requeued: number };
    assert.ok(result.requeued >= 1);
    await waitFor(
      () => query(t, 'select forward_state from conversion_writes where write_id = $1', [write.write_id]),
      (rows) => rows[0].forward_state === 'done',
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal(webhookEvents(click.click_id).length, 1, 'the webhook went out once');
    assert.equal(
      at('/pb').filter((r) => r.url.includes(click.click_id)).length,
      1,
      'the outbound postback went out once',
    );

    // A write committed but never forwarded (its job lost before it ran): the sweeper must deliver it.
    const lost = randomUUID();
    await query(
      t,
      `insert into conversion_writes (write_id, workspace_id, conversion_id, click_id, click_created_at, at,
        revision, origin, from_status, to_status,
                                      from_amount, to_amount, from_currency, to_currency, forward_state, forward_data)
       select $2, workspace_id, conversion_id, click_id, click_created_at, now() - interval '5 minutes',
         revision, origin, from_status, to_status,
              from_amount, to_amount, from_currency, to_currency, 'pending', $3
       from conversion_writes where write_id = $1`,
      [write.write_id, lost, JSON.stringify(jobData(lost))],
    );
    assert.ok(
      ((await conversionForwardSweepJob.process({}, t.runtime.services)) as { requeued: number }).requeued >= 1,
    );
    await waitFor(
      async () => [
        webhookEvents(click.click_id).length,
        at('/pb').filter((r) => r.url.includes(click.click_id)).length,
      ],
      ([hooks, postbacks]) => hooks === 2 && postbacks === 2,
    );
    // Marked done once its deliveries are queued (they may arrive first).
    await waitFor(
      () => query(t, 'select forward_state from conversion_writes where write_id = $1', [lost]),
      (rows) => rows[0].forward_state === 'done',
    );
  });
});
