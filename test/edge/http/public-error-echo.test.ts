import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { startTestApp, type TestApp } from '../../support/harness';
import { logCapture } from '../../support/log-capture';
import { api, storeClick, trackingFixture, type TrackingFixture } from '../../support/conversions';
import { catalog } from '../../support/routing';

/**
 * The public routes (postbacks, browser events, Click API, rclient, landing → offer, hosted
 * landings, the redirect) are probed with a marker in every parameter, field, key and header they
 * read, each request one that is refused: the marker never comes back in the answer and never
 * reaches the logs (debug level). Every answer must also be a refusal (4xx/5xx), so a probe that
 * stopped reaching its error path fails instead of passing unseen. A marker placed in a path
 * segment is checked in the answer only: the access log records the path (requestForLog keeps it,
 * dropping the query and masking the postback key).
 */
describe('public routes never echo a submitted value', () => {
  const { lines, sink } = logCapture();
  const sent: string[] = [];
  let t: TestApp;
  let fx: TrackingFixture;
  let writeKey: string;
  let campaign: { id: string; alias: string; token: string };
  const BROWSER =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

  /** A fresh marker, remembered so the logs can be searched for it at the end. */
  const marker = () => {
    const value = pathMarker();
    sent.push(value);
    return value;
  };
  const pathMarker = () => `m4rk${randomBytes(5).toString('hex')}`;

  before(async () => {
    t = await startTestApp({ env: { LOG_LEVEL: 'debug' }, logSink: sink });
    fx = await trackingFixture(t);
    const c = catalog(t, fx.session);
    campaign = await c.campaign({ source_id: fx.source_id });
    await c.flow(campaign.id, { offers: [{ offer_id: fx.offer_id }] });
    writeKey = (await api(t, fx.session, 'POST', '/api-keys', { name: 'writer', scopes: ['write'] })).key;
  });
  after(async () => t.close());

  async function refusedWithoutEcho(what: string, options: InjectOptions, value: string): Promise<void> {
    const res = await t.app.inject({ remoteAddress: `198.51.100.${1 + Math.floor(Math.random() * 250)}`, ...options });
    assert.ok(res.statusCode >= 400, `${what}: expected a refusal, got ${res.statusCode} ${res.body}`);
    assert.ok(!res.body.includes(value), `${what} echoed the submitted value: ${res.body}`);
    for (const [name, header] of Object.entries(res.headers))
      assert.ok(!String(header).includes(value), `${what} echoed it in ${name}`);
  }

  it('postbacks: the key, every parameter, query and form body', async () => {
    const click = await storeClick(t, fx);
    const key = fx.postback_key;
    const m = marker;
    let v: string;
    await refusedWithoutEcho(
      'postback key',
      { method: 'GET', url: `/${(v = m())}/postback?subid=${click.click_id}&status=lead` },
      v,
    );
    await refusedWithoutEcho('subid', { method: 'GET', url: `/${key}/postback?subid=${(v = m())}&status=lead` }, v);
    await refusedWithoutEcho(
      'status',
      { method: 'GET', url: `/${key}/postback?subid=${click.click_id}&status=${(v = m())}` },
      v,
    );
    await refusedWithoutEcho(
      'payout',
      { method: 'GET', url: `/${key}/postback?subid=${click.click_id}&status=lead&payout=${(v = m())}` },
      v,
    );
    await refusedWithoutEcho(
      'currency',
      { method: 'GET', url: `/${key}/postback?subid=${click.click_id}&status=lead&payout=1&currency=${(v = m())}` },
      v,
    );
    await refusedWithoutEcho(
      'txid and an unknown parameter',
      { method: 'GET', url: `/${key}/postback?subid=${click.click_id}&status=${(v = m())}&txid=${v}&bogus=${v}` },
      v,
    );
    await refusedWithoutEcho(
      'form body',
      {
        method: 'POST',
        url: `/${key}/postback`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `subid=${click.click_id}&status=${(v = m())}&em=${v}`,
      },
      v,
    );
    await refusedWithoutEcho(
      'signature header',
      {
        method: 'GET',
        url: `/${key}/postback?subid=${(v = m())}&status=lead`,
        headers: { 'x-signature': `sha256=${v}` },
      },
      v,
    );
  });

  it('/action and /px.gif: JSON, form and malformed bodies', async () => {
    const click = await storeClick(t, fx);
    const json = (payload: string) => ({
      method: 'POST' as const,
      url: '/action',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    let v: string;
    await refusedWithoutEcho('click_id', json(JSON.stringify({ click_id: (v = marker()), event: 'lead' })), v);
    await refusedWithoutEcho(
      'event',
      json(JSON.stringify({ click_id: click.click_id, event: (v = marker()), bogus: v })),
      v,
    );
    await refusedWithoutEcho(
      'custom status',
      json(JSON.stringify({ click_id: click.click_id, event: 'custom', status: (v = marker()), txid: v })),
      v,
    );
    await refusedWithoutEcho('token', json(JSON.stringify({ token: (v = marker()), event: 'lead' })), v);
    await refusedWithoutEcho('malformed JSON', json(`{"click_id": ${(v = marker())}`), v);
    await refusedWithoutEcho(
      'form body',
      {
        method: 'POST',
        url: '/action',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `click_id=${click.click_id}&event=${(v = marker())}`,
      },
      v,
    );
    // The pixel always answers the GIF: only the logs are searched for its marker (at the end).
    const pixel = await t.app.inject({ method: 'GET', url: `/px.gif?click_id=${marker()}&event=${marker()}` });
    assert.equal(pixel.statusCode, 200);
  });

  it('Click API and rclient: every field, keys of the maps, the API key and the campaign token', async () => {
    const body = (extra: Record<string, unknown>) => ({
      campaign: campaign.alias,
      ip: '203.0.113.9',
      user_agent: BROWSER,
      ...extra,
    });
    const clickApi = (payload: unknown, key = writeKey): InjectOptions => ({
      method: 'POST',
      url: '/click-api/v3',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    let v: string;
    await refusedWithoutEcho('Click API key', clickApi(body({}), (v = marker())), v);
    await refusedWithoutEcho('Click API campaign', clickApi(body({ campaign: (v = marker()) })), v);
    await refusedWithoutEcho('Click API ip', clickApi(body({ ip: (v = marker()) })), v);
    await refusedWithoutEcho('Click API unknown field', clickApi(body({ bogus: (v = marker()) })), v);
    await refusedWithoutEcho('Click API sub_ids key', clickApi(body({ sub_ids: { [v = marker()]: 'x' } })), v);
    await refusedWithoutEcho(
      'Click API params value type',
      clickApi(body({ params: { [v = marker()]: { deep: true } } })),
      v,
    );
    await refusedWithoutEcho(
      'Click API user_agent too long',
      clickApi(body({ user_agent: `${(v = marker())}${'x'.repeat(3000)}` })),
      v,
    );
    await refusedWithoutEcho(
      'Click API malformed JSON',
      { ...clickApi({}), payload: `{"campaign": ${(v = marker())}}` },
      v,
    );

    const rclient = (payload: unknown, headers: Record<string, string> = {}): InjectOptions => ({
      method: 'POST',
      url: '/rclient/v1',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(payload),
    });
    await refusedWithoutEcho('rclient ip', rclient(body({ ip: (v = marker()), token: v })), v);
    await refusedWithoutEcho(
      'rclient unknown field',
      rclient(body({ bogus: (v = marker()) }), { 'x-campaign-token': campaign.token }),
      v,
    );
    await refusedWithoutEcho(
      'rclient params',
      rclient(body({ params: { [v = marker()]: [1] } }), { 'x-campaign-token': v }),
      v,
    );
    // A wrong campaign token is a 200 "do_nothing" by design (it tells nothing): its answer must not carry it either.
    const wrongToken = marker();
    const doNothing = await t.app.inject(rclient(body({ campaign: wrongToken }), { 'x-campaign-token': wrongToken }));
    assert.equal(doNothing.json().action, 'do_nothing');
    assert.ok(!doNothing.body.includes(wrongToken), doNothing.body);
  });

  it('landing → offer, /click, hosted landings and the redirect', async () => {
    let v: string;
    await refusedWithoutEcho('/lp-api/offer cid', { method: 'GET', url: `/lp-api/offer?cid=${(v = marker())}` }, v);
    await refusedWithoutEcho(
      '/lp-api/offer token and slot',
      { method: 'GET', url: `/lp-api/offer?token=${(v = marker())}&offer=${v}` },
      v,
    );
    await refusedWithoutEcho('/click cid', { method: 'GET', url: `/click?cid=${(v = marker())}&bogus=${v}` }, v);
    await refusedWithoutEcho('/click repeated cid', { method: 'GET', url: `/click?cid=${(v = marker())}&cid=${v}` }, v);
    await refusedWithoutEcho('hosted landing id', { method: 'GET', url: `/l/${(v = pathMarker())}/index.html` }, v);
    await refusedWithoutEcho(
      'hosted landing file',
      { method: 'GET', url: `/l/${randomUUID()}/${(v = pathMarker())}.html` },
      v,
    );
    await refusedWithoutEcho(
      'hosted landing query',
      { method: 'GET', url: `/l/${randomUUID()}/index.html?q=${(v = marker())}` },
      v,
    );
    await refusedWithoutEcho(
      'unknown alias',
      { method: 'GET', url: `/${(v = marker())}?sub1=${v}`, headers: { 'user-agent': BROWSER } },
      v,
    );
    // A routed click answers 302; its parameters must still stay out of the logs (checked below).
    const routed = await t.app.inject({
      method: 'GET',
      url: `/${campaign.alias}?sub1=${marker()}&utm_source=${marker()}`,
      headers: { 'user-agent': BROWSER },
    });
    assert.equal(routed.statusCode, 302);
  });

  it('never logged any of them', () => {
    const text = lines.join('');
    assert.ok(text.length > 0, 'the sink received the logs');
    assert.ok(sent.length > 30, `only ${sent.length} markers were sent`);
    for (const value of sent) {
      const line = text.split('\n').find((entry) => entry.includes(value));
      assert.equal(line, undefined, `${value} reached the logs`);
    }
  });
});
