import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../../support/harness';
import { postback, query, storeClick, trackingFixture, type TrackingFixture } from '../../support/conversions';
import { catalog, visit } from '../../support/routing';

/**
 * NUL bytes and lone surrogates in every text parameter of the public conversion and click routes:
 * Postgres refuses U+0000 (22P05) in text and jsonb, so a value passed through fails the write on
 * every retry (a permanent 503 a partner retries forever). Each is stripped (NUL) or replaced
 * (lone surrogate → U+FFFD), so the answer is the one the rest of the request earns: never 5xx.
 */
const NUL = 'a\u0000b';
/** The UTF-8 bytes of a lone surrogate in a URL: decoders turn them into U+FFFD. */
const SURROGATE_IN_URL = '%ED%A0%80x';
const SURROGATE_IN_JSON = 'x\ud800y';

describe('NUL bytes and lone surrogates on the public routes', () => {
  let t: TestApp;
  let fx: TrackingFixture;
  let alias: string;

  before(async () => {
    t = await startTestApp();
    fx = await trackingFixture(t);
    const c = catalog(t, fx.session);
    const campaign = await c.campaign({ source_id: fx.source_id });
    await c.flow(campaign.id, { offers: [{ offer_id: fx.offer_id }] });
    alias = campaign.alias;
  });
  after(async () => t.close());

  const POSTBACK_PARAMS = ['subid', 'status', 'payout', 'currency', 'txid', 'em', 'ph'];

  it('postbacks (query and form body): every parameter', async () => {
    let txid = 0;
    for (const name of POSTBACK_PARAMS) {
      for (const [form, value] of [
        ['nul', '%00'],
        ['surrogate', SURROGATE_IN_URL],
      ] as const) {
        const click = await storeClick(t, fx);
        const params: Record<string, string> = {
          subid: click.click_id,
          status: 'lead',
          payout: '1.5',
          currency: 'USD',
          txid: `t${txid++}`,
          em: 'a@b.example',
          ph: '+4912345',
        };
        const base = new URLSearchParams(params);
        base.delete(name);
        // The value under test goes in raw (a NUL percent-encoded, surrogate bytes as sent).
        const injected = `${name}=${encodeURIComponent(params[name]).replace(/^(.)/, `$1${value}`)}`;
        const search = `${base}&${injected}`;
        for (const method of ['GET', 'POST'] as const) {
          const res =
            method === 'GET'
              ? await postback(t, fx.postback_key, search, { ip: `198.51.100.${txid % 250}` })
              : await postback(t, fx.postback_key, '', {
                  method,
                  body: search.replace(/txid=t\d+/, `txid=t${txid++}`),
                  headers: { 'content-type': 'application/x-www-form-urlencoded' },
                  ip: `198.51.100.${txid % 250}`,
                });
          // A click id with U+FFFD in it names no click: the spec's 503 "unknown click", not a failure.
          if (form === 'surrogate' && name === 'subid') {
            assert.equal(res.body, 'unknown click');
            continue;
          }
          assert.ok(res.statusCode < 500, `${method} postback, ${form} in ${name}: ${res.statusCode} ${res.body}`);
          if (name !== 'status' && name !== 'payout' && name !== 'currency')
            assert.equal(res.statusCode, 200, `${method} postback, ${form} in ${name}: ${res.body}`);
        }
        const stored = await query(t, 'select txid from conversions where click_id = $1', [click.click_id]);
        for (const row of stored) assert.ok(!String(row.txid ?? '').includes('\u0000'));
      }
    }
  });

  it('/action (JSON and form) and /px.gif: every parameter', async () => {
    const visitRes = await visit(t, alias);
    assert.equal(visitRes.statusCode, 302);
    const clicks = await query(t, `select click_id from conversions limit 0`);
    assert.equal(clicks.length, 0);
    for (const name of ['click_id', 'token', 'event', 'status', 'txid', 'em', 'ph', 'fbp', 'fbc']) {
      const click = await storeClick(t, fx);
      const fields: Record<string, string> = {
        click_id: click.click_id,
        event: 'lead',
        txid: `a-${name}`,
        em: 'a@b.example',
        ph: '+4912345',
        fbp: 'fb.1.1.1',
        fbc: 'fb.1.1.x',
      };
      for (const value of [NUL, SURROGATE_IN_JSON]) {
        const json = await t.app.inject({
          method: 'POST',
          url: '/action',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ ...fields, [name]: `${fields[name] ?? ''}${value}` }),
        });
        assert.ok(
          json.statusCode < 500,
          `/action JSON, ${JSON.stringify(value)} in ${name}: ${json.statusCode} ${json.body}`,
        );
      }
      const form = await t.app.inject({
        method: 'POST',
        url: '/action',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `${new URLSearchParams({ ...fields, [name]: '' })}&${name}=${encodeURIComponent(fields[name] ?? '')}%00${SURROGATE_IN_URL}`,
      });
      assert.ok(form.statusCode < 500, `/action form, NUL in ${name}: ${form.statusCode} ${form.body}`);
      const pixel = await t.app.inject({
        method: 'GET',
        url: `/px.gif?${new URLSearchParams({ ...fields, [name]: '' })}&${name}=x%00y`,
      });
      assert.equal(pixel.statusCode, 200, `/px.gif, NUL in ${name}`);
    }
    const stored = await query(t, `select count(*)::int as n from conversions where txid like 'a-%'`);
    assert.ok(stored[0].n > 0, 'events with cleaned parameters were recorded');
  });

  it('/lp-api/offer and the redirect: NUL and surrogate bytes in the query', async () => {
    for (const url of [
      `/lp-api/offer?cid=%00abc`,
      `/lp-api/offer?cid=${SURROGATE_IN_URL}`,
      `/${alias}?sub1=%00&sub2=${SURROGATE_IN_URL}&utm_source=a%00b`,
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: {
          'user-agent':
            'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
        },
      });
      assert.ok(res.statusCode < 500, `${url}: ${res.statusCode} ${res.body}`);
    }
  });
});
