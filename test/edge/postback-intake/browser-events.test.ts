import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PIXEL_GIF } from '../../../edge/postback-intake/browser-route';
import { startTestApp, type TestApp } from '../../support/harness';
import { api, query, trackingFixture, type TrackingFixture } from '../../support/conversions';
import { catalog, visit } from '../../support/routing';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** A real visit through the tracking link to an external landing: the click id and the token of its fragment. */
async function clickThroughLanding(t: TestApp, fx: TrackingFixture): Promise<{ click_id: string; token: string }> {
  const c = catalog(t, fx.session);
  const landing = await c.landing(`Landing ${Math.random()}`, 'https://lp.example/page?cid={click_id}');
  const campaign = await c.campaign({ source_id: fx.source_id });
  await c.flow(campaign.id, { landings: [{ landing_id: landing }], offers: [{ offer_id: fx.offer_id }] });
  const res = await visit(t, campaign.alias);
  assert.equal(res.statusCode, 302);
  const match = /cid=([0-9a-f-]{36})#_ct=(.+)$/.exec(res.headers.location as string);
  assert.ok(match, res.headers.location as string);
  return { click_id: match[1], token: decodeURIComponent(match[2]) };
}

/** Posts an event the way the page SDK does (form fields token, cid, event, status, txid, page). */
function action(t: TestApp, fields: Record<string, string>, headers: Record<string, string> = FORM) {
  return t.app.inject({
    method: 'POST',
    url: '/action',
    headers,
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: '198.51.100.20',
  });
}

function pixel(t: TestApp, fields: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: `/px.gif?${new URLSearchParams(fields)}`, remoteAddress: '198.51.100.21' });
}

async function conversionsOf(t: TestApp, clickId: string) {
  return query(t, 'select * from conversions where click_id = $1 order by created_at, event', [clickId]);
}

async function forwardStates(t: TestApp, clickId: string) {
  return (await query(t, 'select forward_state from conversion_writes where click_id = $1 order by at', [clickId])).map(
    (row) => row.forward_state,
  );
}

describe('browser events /action and /px.gif', () => {
  let t: TestApp;
  let fx: TrackingFixture;

  before(async () => {
    t = await startTestApp();
    // The source takes outbound postbacks, so forwardable writes wait in the outbox (no workers run here).
    fx = await trackingFixture(t, {
      payout: '12.5',
      payout_currency: 'USD',
      source: { postback_url: 'https://partner.example/pb?c={click_id}' },
    });
    await api(t, fx.session, 'POST', '/custom-statuses', { code: 'deposit', counts_as: 'sales' });
  });
  after(async () => t.close());

  it('records an SDK event with a valid token as forwarded, with the amount of the offer chosen at the click', async () => {
    const { click_id, token } = await clickThroughLanding(t, fx);
    const res = await action(t, {
      token,
      cid: click_id,
      event: 'lead',
      payout: '999',
      page: 'https://lp.example/page',
    });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { result: 'recorded' });
    assert.equal(res.headers['access-control-allow-origin'], '*');
    const [row] = await conversionsOf(t, click_id);
    assert.equal(row.origin, 'action');
    assert.equal(row.event, 'lead');
    assert.equal(row.status, 'lead');
    assert.equal(row.amount, '12.500000', 'the payout parameter is ignored');
    assert.equal(row.currency, 'USD');
    assert.equal(row.offer_id, fx.offer_id);
    assert.equal(row.forwarded, true);
    assert.deepEqual(await forwardStates(t, click_id), ['pending']);
  });

  it('suppresses duplicates by txid, or by the event when there is no txid', async () => {
    const { click_id, token } = await clickThroughLanding(t, fx);
    assert.deepEqual(
      (await action(t, { token, event: 'lead' })).json(),
      { result: 'recorded' },
      'the token alone names the click',
    );
    assert.deepEqual((await action(t, { token, event: 'lead' })).json(), { result: 'duplicate' });
    assert.deepEqual((await action(t, { token, event: 'sale' })).json(), { result: 'recorded' });
    assert.deepEqual((await action(t, { token, event: 'sale', txid: 'order-1' })).json(), { result: 'recorded' });
    assert.deepEqual((await action(t, { token, event: 'sale', txid: 'order-1' })).json(), { result: 'duplicate' });
    assert.deepEqual(
      (await action(t, { token, event: 'lead', txid: 'order-1' })).json(),
      { result: 'duplicate' },
      'same txid, other event: still a duplicate',
    );
    assert.deepEqual((await action(t, { token, event: 'signup' })).json(), { result: 'recorded' });
    const rows = await conversionsOf(t, click_id);
    assert.equal(rows.length, 4);
    const signup = rows.find((row) => row.event === 'signup');
    assert.equal(signup.status, 'lead');
    assert.equal(signup.status_bucket, 'leads');
  });

  it('records a custom event with its own status, and refuses missing or unknown statuses and events', async () => {
    const { click_id, token } = await clickThroughLanding(t, fx);
    assert.deepEqual((await action(t, { token, event: 'custom', status: 'deposit' })).json(), { result: 'recorded' });
    const [row] = await conversionsOf(t, click_id);
    assert.equal(row.status, 'deposit');
    assert.equal(row.status_bucket, 'sales');

    const missing = await action(t, { token, event: 'custom' });
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(missing.json(), { error: 'missing required parameter: status' });
    const unknown = await action(t, { token, event: 'custom', status: 'nope' });
    assert.equal(unknown.statusCode, 400);
    assert.deepEqual(unknown.json(), { error: 'unknown status' });
    const badEvent = await action(t, { token, event: 'purchase' });
    assert.equal(badEvent.statusCode, 400);
    assert.deepEqual(badEvent.json(), { error: 'event must be one of lead, sale, signup, custom' });
    const noClick = await action(t, { event: 'lead' });
    assert.equal(noClick.statusCode, 400);
    assert.deepEqual(noClick.json(), { error: 'missing required parameter: click_id' });
    const unknownClick = await action(t, { cid: '0190a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b', event: 'lead' });
    assert.equal(unknownClick.statusCode, 404);
    assert.deepEqual(unknownClick.json(), { error: 'unknown click' });
    assert.equal((await conversionsOf(t, click_id)).length, 1);
  });

  it('records an event without a valid token but never forwards it', async () => {
    const { click_id } = await clickThroughLanding(t, fx);
    const other = await clickThroughLanding(t, fx);
    assert.deepEqual((await action(t, { cid: click_id, event: 'lead' })).json(), { result: 'recorded' });
    assert.deepEqual(
      (await action(t, { cid: click_id, token: other.token, event: 'sale' })).json(),
      { result: 'recorded' },
      "another click's token",
    );
    assert.deepEqual(
      (
        await action(t, { cid: click_id, token: `${click_id}.forged-signature-forged-signature`, event: 'signup' })
      ).json(),
      {
        result: 'recorded',
      },
    );
    const rows = await conversionsOf(t, click_id);
    assert.equal(rows.length, 3);
    assert.ok(rows.every((row) => row.forwarded === false));
    assert.deepEqual(await forwardStates(t, click_id), ['none', 'none', 'none']);
  });

  it('takes the token from the _svctoken cookie, and JSON or text/plain bodies (sendBeacon)', async () => {
    const cookie = await clickThroughLanding(t, fx);
    const viaCookie = await action(
      t,
      { cid: cookie.click_id, event: 'lead' },
      { ...FORM, cookie: `_svctoken=${encodeURIComponent(cookie.token)}` },
    );
    assert.deepEqual(viaCookie.json(), { result: 'recorded' });
    assert.equal((await conversionsOf(t, cookie.click_id))[0].forwarded, true);

    const json = await clickThroughLanding(t, fx);
    const viaJson = await t.app.inject({
      method: 'POST',
      url: '/action',
      headers: { 'content-type': 'application/json' },
      payload: { token: json.token, event: 'sale' },
    });
    assert.deepEqual(viaJson.json(), { result: 'recorded' });
    const viaText = await t.app.inject({
      method: 'POST',
      url: '/action',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ token: json.token, event: 'lead' }),
    });
    assert.deepEqual(viaText.json(), { result: 'recorded' });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/action',
      headers: { 'content-type': 'application/json' },
      payload: '{"token":',
    });
    assert.equal(broken.statusCode, 400);
    assert.deepEqual(broken.json(), { error: 'malformed body' });

    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/action',
      headers: { origin: 'https://lp.example', 'access-control-request-method': 'POST' },
    });
    assert.equal(preflight.statusCode, 204);
    assert.equal(preflight.headers['access-control-allow-origin'], '*');
    assert.match(preflight.headers['access-control-allow-methods'] as string, /POST/);
  });

  it('answers /px.gif with a 1x1 GIF whatever happens, and records the event it carries', async () => {
    const { click_id, token } = await clickThroughLanding(t, fx);
    for (const fields of [
      { token, event: 'sale', txid: 'px-1' },
      { token, event: 'sale', txid: 'px-1' },
      {},
      { cid: 'nonsense', event: 'lead' },
      { token, event: 'bogus' },
    ]) {
      const res = await pixel(t, fields as Record<string, string>);
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-type'], 'image/gif');
      assert.deepEqual(res.rawPayload, PIXEL_GIF);
      assert.equal(res.headers['cache-control'], 'no-store');
    }
    assert.equal(PIXEL_GIF.subarray(0, 6).toString(), 'GIF89a');
    assert.equal(PIXEL_GIF.readUInt16LE(6), 1, 'width 1');
    assert.equal(PIXEL_GIF.readUInt16LE(8), 1, 'height 1');
    const rows = await conversionsOf(t, click_id);
    assert.equal(rows.length, 1);
    assert.equal(rows[0].origin, 'pixel');
    assert.equal(rows[0].txid, 'px-1');
    assert.equal(rows[0].forwarded, true);
  });

  it('a HEAD request for /px.gif (a link previewer or prefetch) answers the image headers and records nothing', async () => {
    const { click_id, token } = await clickThroughLanding(t, fx);
    const head = await t.app.inject({
      method: 'HEAD',
      url: `/px.gif?${new URLSearchParams({ token, event: 'lead' })}`,
      remoteAddress: '198.51.100.22',
    });
    assert.equal(head.statusCode, 200);
    assert.equal(head.headers['content-type'], 'image/gif');
    assert.equal((await conversionsOf(t, click_id)).length, 0);
  });
});

describe('browser events with SERVICE_CONV_TOKEN_ENFORCE=1', () => {
  let t: TestApp;
  let fx: TrackingFixture;

  before(async () => {
    t = await startTestApp({ env: { SERVICE_CONV_TOKEN_ENFORCE: '1' } });
    fx = await trackingFixture(t);
  });
  after(async () => t.close());

  it('refuses /action without a valid token (403) and records nothing; /px.gif returns the image and writes nothing', async () => {
    const { click_id, token } = await clickThroughLanding(t, fx);
    const refused = await action(t, { cid: click_id, event: 'lead' });
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(refused.json(), { error: 'invalid token' });
    const forged = await action(t, {
      cid: click_id,
      token: `${click_id}.forged-signature-forged-signature`,
      event: 'lead',
    });
    assert.equal(forged.statusCode, 403);
    const image = await pixel(t, { cid: click_id, event: 'lead' });
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['content-type'], 'image/gif');
    assert.deepEqual(image.rawPayload, PIXEL_GIF);
    assert.equal((await conversionsOf(t, click_id)).length, 0);

    assert.deepEqual((await action(t, { cid: click_id, token, event: 'lead' })).json(), { result: 'recorded' });
    assert.equal((await pixel(t, { token, event: 'sale' })).statusCode, 200);
    const rows = await conversionsOf(t, click_id);
    assert.deepEqual(rows.map((row) => [row.event, row.forwarded]).sort(), [
      ['lead', true],
      ['sale', true],
    ]);
  });
});
