import { CLICK_API_LIMIT } from '../../../edge/http/rate-limit';
import { bucketKey } from '../../../services/rate-limit/token-bucket';
import { limitedBurst, PROBE_ADDRESS } from '../../support/limited-burst';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../support/harness';
import { createSession, type Session } from '../../support/session';
import {
  admin,
  catalog,
  DESKTOP_UA,
  lastClick,
  query,
  randomPublicIp,
  storedClick,
  type Catalog,
} from '../../support/routing';
import SwaggerParser from '@apidevtools/swagger-parser';
import { verifyClickToken } from '../../../edge/click-routing/click-token';
import { routingInvalidationChannel } from '../../../services/catalogue/routing-invalidation';
import { API_KEY_CACHE_MS } from '../../../edge/http/api-key-cache';
import { waitFor } from '../../support/wait';

describe('Click API v3 and remote execution', () => {
  let t: TestApp;
  let owner: Session;
  let c: Catalog;
  let writeKey: string;
  let readKey: string;
  let offer: string;
  let landing: string;
  let campaign: { id: string; alias: string; token: string };

  before(async () => {
    t = await startTestApp({ workers: true });
    owner = await createSession(t);
    c = catalog(t, owner);
    writeKey = (await admin(t, owner, 'POST', '/api-keys', { name: 'writer', scopes: ['write'] })).key;
    readKey = (await admin(t, owner, 'POST', '/api-keys', { name: 'reader', scopes: ['read'] })).key;
    offer = await c.offer('API offer', 'https://o.example/api?cid={click_id}&s3={sub_id_3}&p={param_x}');
    landing = await c.landing('API landing', 'https://lp.example/api?cid={click_id}');
    campaign = await c.campaign({ alias: 'api-campaign' });
    await c.flow(campaign.id, {
      type: 'forced',
      filters: [{ type: 'sub_id', negate: false, sub_id: 1, operator: 'equals', values: ['text'] }],
      scheme: 'show_text',
      content: 'hello',
    });
    await c.flow(campaign.id, {
      type: 'forced',
      filters: [{ type: 'sub_id', negate: false, sub_id: 1, operator: 'equals', values: ['lp'] }],
      landings: [{ landing_id: landing }],
      offers: [{ offer_id: offer }],
    });
    await c.flow(campaign.id, {
      type: 'forced',
      filters: [{ type: 'sub_id', negate: false, sub_id: 1, operator: 'equals', values: ['script'] }],
      scheme: 'action_script',
      script: 'return 1',
      offers: [{ offer_id: offer }],
    });
    await c.flow(campaign.id, { offers: [{ offer_id: offer }] });
  });
  after(async () => t.close());

  function clickApi(
    payload: unknown,
    headers: Record<string, string> = { authorization: `Bearer ${writeKey}` },
    ip = randomPublicIp(),
  ) {
    return t.app.inject({
      method: 'POST',
      url: '/click-api/v3',
      headers,
      payload: payload as object,
      remoteAddress: ip,
    });
  }

  const visitorBody = (extra: Record<string, unknown> = {}) => ({
    campaign: 'api-campaign',
    ip: '73.15.20.1',
    user_agent: DESKTOP_UA,
    ...extra,
  });

  it('answers the routing decision of a redirect as JSON and records the click', async () => {
    const res = await clickApi(visitorBody({ sub_ids: { sub3: 'three', sub30: 'x' }, params: { param_x: 'ignored' } }));
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.deepEqual(Object.keys(body).sort(), ['campaign_id', 'click_id', 'destination', 'flow_id', 'offer_id']);
    assert.equal(body.campaign_id, campaign.id);
    assert.equal(body.offer_id, offer);
    assert.equal(body.destination, `https://o.example/api?cid=${body.click_id}&s3=three&p={param_x}`);
    const rows = await lastClick(t, campaign.id);
    const row = rows.find((r) => r.click_id === body.click_id)!;
    assert.equal(row.ip, '73.15.20.1');
    assert.equal(row.country, 'US');
    assert.equal(row.sub_id_3, 'three');
    assert.equal(row.sub_id_30, 'x');
    assert.equal(row.outcome, 'redirect');
  });

  it('a lone UTF-16 surrogate in a value (valid JSON) is routed and recorded as U+FFFD', async () => {
    const res = await clickApi(visitorBody({ sub_ids: { sub3: 'a\ud800b' }, user_agent: `${DESKTOP_UA} \udc00` }));
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.destination, `https://o.example/api?cid=${body.click_id}&s3=a%EF%BF%BDb&p={param_x}`);
    assert.equal((await storedClick(t, body.click_id)).sub_id_3, 'a\ufffdb');
  });

  it('gives landing_id and a tokened destination when a landing is chosen; action scripts are routed by landings and offers', async () => {
    const res = await clickApi(visitorBody({ sub_ids: { sub1: 'lp' } }));
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.landing_id, landing);
    assert.equal(body.offer_id, offer);
    const [url, token] = body.destination.split('#_ct=');
    assert.equal(url, `https://lp.example/api?cid=${body.click_id}`);
    assert.equal(verifyClickToken(t.config.appSecret, token), body.click_id);
    const script = await clickApi(visitorBody({ sub_ids: { sub1: 'script' } }));
    assert.equal(script.statusCode, 200);
    assert.equal(script.json().offer_id, offer);
  });

  it('answers 404 `no matching flow` when the flow does not end in a redirect, and still counts the click', async () => {
    const res = await clickApi(visitorBody({ sub_ids: { sub1: 'text' } }));
    assert.equal(res.statusCode, 404);
    assert.deepEqual(res.json(), { error: 'no matching flow' });
    const rows = await waitFor(
      () =>
        query(t, `select outcome, http_status from clicks where campaign_id = ? and sub_id_1 = 'text'`, [campaign.id]),
      (r) => r.length > 0,
    );
    assert.deepEqual(rows, [{ outcome: 'show_text', http_status: 200 }]);
  });

  it('says why when the campaign\'s bot rule refused the click (a bare "Mozilla/5.0" is a bot)', async () => {
    const guarded = await c.campaign({ alias: 'api-bots', bot_action: 'show_404' });
    await c.flow(guarded.id, { offers: [{ offer_id: offer }] });
    const bare = await clickApi({ campaign: 'api-bots', ip: '73.15.20.2', user_agent: 'Mozilla/5.0' });
    assert.equal(bare.statusCode, 404);
    assert.deepEqual(bare.json(), {
      error:
        "no matching flow: the visitor was classed as a bot (a user agent of a crawler or tool) and the campaign's bot_action is show_404",
    });
    const none = await clickApi({ campaign: 'api-bots', ip: '73.15.20.2' });
    assert.deepEqual(none.json(), {
      error:
        "no matching flow: the visitor was classed as a bot (no user agent) and the campaign's bot_action is show_404",
    });
    const person = await clickApi({ campaign: 'api-bots', ip: '73.15.20.2', user_agent: DESKTOP_UA });
    assert.equal(person.statusCode, 200, person.body);
  });

  it('401 without a valid API key, and for a login token', async () => {
    let res = await clickApi(visitorBody(), {});
    assert.equal(res.statusCode, 401);
    assert.match(res.json().error, /API key required/);
    res = await clickApi(visitorBody(), { authorization: owner.headers.authorization });
    assert.equal(res.statusCode, 401);
    assert.match(res.json().error, /not an API key/);
    res = await clickApi(visitorBody(), { authorization: 'Bearer ak_wrongwrongwrong' });
    assert.equal(res.statusCode, 401);
    assert.deepEqual(res.json(), { error: 'invalid API key' });
  });

  it('403 `insufficient scope` for a key without write, and for a foreign or unknown alias', async () => {
    let res = await clickApi(visitorBody(), { authorization: `Bearer ${readKey}` });
    assert.equal(res.statusCode, 403);
    assert.deepEqual(res.json(), { error: 'insufficient scope' });

    const other = await createSession(t);
    const foreign = await catalog(t, other).campaign({ alias: 'foreign-campaign' });
    await catalog(t, other).flow(foreign.id, {
      offers: [{ offer_id: await catalog(t, other).offer('F', 'https://f.example') }],
    });
    res = await clickApi(visitorBody({ campaign: 'foreign-campaign' }));
    assert.equal(res.statusCode, 403);
    const foreignAnswer = res.json();
    res = await clickApi(visitorBody({ campaign: 'no-such-alias' }));
    assert.equal(res.statusCode, 403);
    assert.deepEqual(res.json(), foreignAnswer, 'an existing foreign alias and a missing one answer alike');
    assert.deepEqual(foreignAnswer, { error: 'campaign not available to this API key' });
  });

  it('a revoked key stops working at once, even right after a call put it in the key cache', async () => {
    const created = await admin(t, owner, 'POST', '/api-keys', { name: 'short-lived', scopes: ['write'] });
    const headers = { authorization: `Bearer ${created.key}` };
    assert.equal((await clickApi(visitorBody(), headers)).statusCode, 200);
    await admin(t, owner, 'DELETE', `/api-keys/${created.api_key.id}`);
    const res = await clickApi(visitorBody(), headers);
    assert.equal(res.statusCode, 401);
    assert.deepEqual(res.json(), { error: 'invalid API key' });
  });

  it('a key revoked through another instance stops working as soon as its invalidation arrives, well before the cache time', async () => {
    const created = await admin(t, owner, 'POST', '/api-keys', { name: 'revoked elsewhere', scopes: ['write'] });
    const headers = { authorization: `Bearer ${created.key}` };
    assert.equal((await clickApi(visitorBody(), headers)).statusCode, 200);
    // What another instance's revocation leaves here: the row changed, and the announcement on pub/sub only.
    await query(t, 'update api_keys set revoked_at = now() where id = ?', [created.api_key.id]);
    const { redis, config } = t.runtime.services;
    const started = Date.now();
    await redis.publish(
      routingInvalidationChannel(config.redisPrefix),
      JSON.stringify({ workspace_id: owner.workspace_id }),
    );
    const res = await waitFor(
      async () => {
        const answer = await clickApi(visitorBody(), headers);
        return { status: answer.statusCode, body: answer.json() };
      },
      (answer) => answer.status === 401,
      3000,
    );
    assert.deepEqual(res.body, { error: 'invalid API key' });
    assert.ok(Date.now() - started < API_KEY_CACHE_MS, 'refused before the cached verification expired');
  });

  it('400 for malformed input, naming the field', async () => {
    const cases: [unknown, RegExp][] = [
      [{ ip: '73.15.20.1' }, /campaign is required/],
      [visitorBody({ ip: 'not-an-ip' }), /ip must be an IPv4 or IPv6 address/],
      [visitorBody({ ip: undefined }), /ip is required/],
      [visitorBody({ user_agent: 42 }), /user_agent must be a string/],
      [visitorBody({ sub_ids: { sub31: 'x' } }), /^sub_ids \(entry 1\): unknown key \(use sub1 to sub30\)$/],
      [visitorBody({ sub_ids: { sub1: { deep: true } } }), /^sub_ids \(entry 1\): the value must be a string$/],
      [visitorBody({ sub_ids: ['a'] }), /sub_ids must be an object of strings/],
      [visitorBody({ surprise: 1 }), /unknown field "surprise"/],
      [[1, 2], /the body must be a JSON object/],
    ];
    for (const [payload, message] of cases) {
      const res = await clickApi(payload);
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assert.match(res.json().error, message);
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/click-api/v3',
      headers: { authorization: `Bearer ${writeKey}`, 'content-type': 'application/json' },
      payload: '{"campaign":',
    });
    assert.equal(malformed.statusCode, 400);
    assert.match(malformed.json().error, /malformed JSON body/);
    const quoting = await t.app.inject({
      method: 'POST',
      url: '/click-api/v3',
      headers: { authorization: `Bearer ${writeKey}`, 'content-type': 'application/json' },
      payload: '{"campaign": hunter2-marker}',
    });
    assert.equal(quoting.statusCode, 400);
    assert.ok(!quoting.body.includes('hunter2'), `the answer quotes the body: ${quoting.body}`);
  });

  it('413 for a body over 64 KiB', async () => {
    const res = await clickApi(visitorBody({ referer: 'x'.repeat(70 * 1024) }));
    assert.equal(res.statusCode, 413);
    assert.deepEqual(res.json(), { error: 'body larger than 65536 bytes' });
  });

  it('shares a rate limit of 200/s per IP (burst 1000) with rclient: 429 text/plain with Retry-After', async () => {
    const ip = '198.51.100.77';
    const emptyBucket = async () =>
      void (await t.runtime.services.redis.del(bucketKey(t.config.redisPrefix, CLICK_API_LIMIT, ip)));
    // Spend the burst in concurrent batches (fast, so the 200/s refill stays small), both endpoints mixed.
    const { allowed, refusal, refilled } = await limitedBurst(t, emptyBucket, async (failedOpen) => {
      const started = Date.now();
      let allowed = 0;
      let refusal: { headers: Record<string, unknown>; body: string } | null = null;
      for (let batch = 0; batch < 50 && !refusal; batch++) {
        const answers = await Promise.all(
          Array.from({ length: 100 }, (_, i) =>
            t.app.inject({
              method: 'POST',
              url: i % 2 ? '/rclient/v1' : '/click-api/v3',
              remoteAddress: ip,
              payload: {},
            }),
          ),
        );
        for (const res of answers) {
          if (res.statusCode === 429) refusal ??= { headers: res.headers, body: res.body };
          else allowed++;
        }
        if (await failedOpen()) break;
      }
      return { allowed, refusal, refilled: Math.ceil(((Date.now() - started) / 1000) * 200) };
    });
    assert.ok(refusal, 'refused once the burst is spent');
    assert.equal(refusal.headers['content-type'], 'text/plain; charset=utf-8');
    assert.equal(refusal.body, 'rate limit exceeded');
    assert.ok(Number(refusal.headers['retry-after']) >= 1);
    // 1000 at once, plus what 200/s refilled meanwhile; separate buckets per endpoint would have let about 2000 through.
    assert.ok(allowed >= 1000 && allowed <= 1000 + refilled + 1, `${allowed} allowed (refill allowance ${refilled})`);
    const other = await clickApi(visitorBody(), undefined, '198.51.100.78');
    assert.equal(other.statusCode, 200, 'another IP is not limited');
  });

  it('publishes a valid OpenAPI 3.1 document of the Click API and rclient', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/click-api/v3/openapi.json' });
    assert.equal(res.statusCode, 200);
    const doc = res.json();
    await SwaggerParser.validate(structuredClone(doc));
    assert.deepEqual(Object.keys(doc.paths).sort(), ['/click-api/v3', '/rclient/v1']);
    assert.deepEqual(doc.components.schemas.ClickRequest.required, ['campaign', 'ip']);
  });

  describe('POST /rclient/v1', () => {
    function rclient(payload: Record<string, unknown>, token?: string) {
      return t.app.inject({
        method: 'POST',
        url: '/rclient/v1',
        remoteAddress: randomPublicIp(),
        headers: token === undefined ? {} : { 'x-campaign-token': token },
        payload,
      });
    }
    const request = (extra: Record<string, unknown> = {}) => ({
      campaign: 'api-campaign',
      ip: randomPublicIp(),
      user_agent: DESKTOP_UA,
      ...extra,
    });

    it('without or with a wrong token: do_nothing, the same for an unknown alias', async () => {
      const refused = {
        action: 'do_nothing',
        destination: null,
        offer_url: null,
        is_bot: false,
        is_unique: false,
        reason: null,
        body: null,
        click_id: null,
        visitor_id: null,
      };
      for (const [payload, token] of [
        [request(), undefined],
        [request(), 'ct_wrong'],
        [request(), campaign.token.slice(0, -1) + (campaign.token.endsWith('A') ? 'B' : 'A')],
        [request({ campaign: 'no-such-alias' }), campaign.token],
        [request({ campaign: 'no-such-alias' }), undefined],
        [request({ token: 'ct_wrong' }), undefined],
      ] as const) {
        const res = await rclient(payload, token);
        assert.equal(res.statusCode, 200);
        assert.deepEqual(res.json(), refused);
      }
    });

    it('with the token (header or body field): the decision and its details', async () => {
      const res = await rclient(request(), campaign.token);
      assert.equal(res.statusCode, 200);
      const body = res.json();
      assert.equal(body.action, 'show_offer');
      assert.equal(body.destination, `https://o.example/api?cid=${body.click_id}&s3=&p={param_x}`);
      assert.equal(body.offer_url, body.destination);
      assert.equal(body.is_bot, false);
      assert.equal(body.is_unique, true);
      assert.equal(body.reason, 'regular_by_weight');
      assert.match(body.visitor_id, /^[0-9a-f]{32}$/);

      const again = await rclient(request({ token: campaign.token, visitor_id: body.visitor_id }));
      assert.equal(again.json().is_unique, false, 'the visitor id handed back makes the visitor known');
      assert.equal(again.json().reason, 'binding_replay');

      const landingAnswer = (await rclient(request({ params: { sub_id_1: 'lp' } }), campaign.token)).json();
      assert.equal(landingAnswer.action, 'show_landing');
      assert.equal(landingAnswer.destination, `https://lp.example/api?cid=${landingAnswer.click_id}`);
      assert.equal(landingAnswer.offer_url, `https://o.example/api?cid=${landingAnswer.click_id}&s3=&p={param_x}`);

      const text = (await rclient(request({ params: { sub_id_1: 'text' } }), campaign.token)).json();
      assert.equal(text.action, 'show_text');
      assert.equal(text.body, 'hello');
    });

    it('maps every flow end to an action', async () => {
      const cases: [Record<string, unknown>, string, string | null][] = [
        [{ scheme: 'redirect', redirect_url: 'https://r.example/' }, 'redirect', 'https://r.example/'],
        [{ scheme: 'show_404' }, 'show_404', null],
        [{ scheme: 'show_html', content: '<b>x</b>' }, 'show_html', null],
        [{ scheme: 'do_nothing' }, 'do_nothing', null],
      ];
      for (const [flow, action, destination] of cases) {
        const target = await c.campaign({});
        await c.flow(target.id, flow);
        const body = (await rclient(request({ campaign: target.alias }), target.token)).json();
        assert.equal(body.action, action);
        assert.equal(body.destination, destination);
        if (action === 'show_html') assert.equal(body.body, '<b>x</b>');
        if (action === 'do_nothing') assert.equal(body.reason, 'do_nothing_match');
      }
      const empty = await c.campaign({});
      const nothing = (await rclient(request({ campaign: empty.alias }), empty.token)).json();
      assert.equal(nothing.action, 'do_nothing');
      assert.equal(nothing.reason, 'no_match');
    });

    it('refuses malformed bodies with 400', async () => {
      const res = await rclient({ campaign: 'api-campaign', ip: 'nope' }, campaign.token);
      assert.equal(res.statusCode, 400);
      assert.match(res.json().error, /ip must be/);
    });

    it('413 for a body over 64 KiB (the limit it shares with the Click API); one just under it is read', async () => {
      const over = await rclient(request({ referer: 'x'.repeat(64 * 1024) }), campaign.token);
      assert.equal(over.statusCode, 413);
      assert.deepEqual(over.json(), { error: 'body larger than 65536 bytes' });
      // Read and checked field by field: the referer itself is too long (400), not the body (413).
      const under = await rclient(request({ referer: 'x'.repeat(60 * 1024) }), campaign.token);
      assert.equal(under.statusCode, 400);
      assert.match(under.json().error, /referer/);
    });
  });
});

describe('Click API rate limit behind TRUSTED_PROXIES', () => {
  let t: TestApp;

  before(async () => {
    t = await startTestApp({ env: { TRUSTED_PROXIES: '10.0.0.0/8' } });
  });
  after(async () => t.close());

  it('counts a client whose X-Forwarded-For entry carries a port (new on every connection) as one IP', async () => {
    // The bucket refills while the requests are sent (200 a second): what one IP may have is the burst
    // plus the refill of the time taken. Requests are sent until they outnumber that, so a client
    // counted per port (every request allowed) fails whatever the machine's speed.
    const { burst, tokens, perMs } = CLICK_API_LIMIT;
    const emptyBucket = async () =>
      void (await t.runtime.services.redis.del(bucketKey(t.config.redisPrefix, CLICK_API_LIMIT, '81.2.69.142')));
    const { sent, allowed, bound } = await limitedBurst(t, emptyBucket, async (failedOpen) => {
      const started = performance.now();
      const mayHave = () => burst + (tokens * (performance.now() - started)) / perMs;
      let sent = 0;
      let allowed = 0;
      for (let batch = 0; sent <= mayHave() + 100; batch++) {
        assert.ok(batch < 200, `${sent} requests sent too slowly to outrun the refill`);
        const answers = await Promise.all(
          Array.from({ length: 100 }, (_, i) =>
            t.app.inject({
              method: 'POST',
              url: i % 2 ? '/rclient/v1' : '/click-api/v3',
              remoteAddress: '10.0.0.1',
              // Azure Application Gateway / IIS ARR write the client's source port, which changes with each connection.
              headers: {
                'x-forwarded-for':
                  i % 3 ? `81.2.69.142:${10000 + ((batch * 100 + i) % 50000)}` : '[::ffff:81.2.69.142]:443',
              },
              payload: {},
            }),
          ),
        );
        sent += answers.length;
        allowed += answers.filter((res) => res.statusCode !== 429).length;
        if (await failedOpen()) break;
      }
      return { sent, allowed, bound: mayHave() };
    });
    assert.ok(allowed >= burst, `the whole burst is allowed: ${allowed}`);
    // One bucket, named by the bare address, whatever port or form the proxy wrote.
    const buckets = await t.runtime.services.redis.keys(`${t.config.redisPrefix}ratelimit:click-api:*`);
    assert.deepEqual(
      buckets.filter((key) => !key.endsWith(`:${PROBE_ADDRESS}`)),
      [`${t.config.redisPrefix}ratelimit:click-api:81.2.69.142`],
    );
    // A run where Redis answered every request (limitedBurst): the limit held.
    assert.ok(
      allowed <= bound,
      `the burst of one IP, whatever port or IPv4-mapped form the proxy wrote: ${allowed} of ${sent} allowed, at most ${Math.floor(bound)}`,
    );
  });
});
