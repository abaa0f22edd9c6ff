import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../support/harness';
import { createSession, type Session } from '../../support/session';
import { admin, catalog, lastClick, query, visit, type Catalog } from '../../support/routing';
import { verifyClickToken } from '../../../edge/click-routing/click-token';
import { registry } from '../../../infra/telemetry';

const UUID = '[0-9a-f-]{36}';

describe('redirect GET /:alias', () => {
  let t: TestApp;
  let owner: Session;
  let c: Catalog;

  before(async () => {
    t = await startTestApp({ workers: true });
    owner = await createSession(t);
    c = catalog(t, owner);
  });
  after(async () => t.close());

  it('answers 404 for an unknown or malformed alias and records nothing', async () => {
    for (const alias of ['no-such-campaign', 'UPPER_unknown', 'bad.alias', '%2e%2e']) {
      const res = await visit(t, alias);
      assert.equal(res.statusCode, 404, alias);
      assert.match(res.headers['content-type'] as string, /text\/html/);
    }
    const [{ count }] = await query(t, 'select count(*)::int as count from clicks');
    assert.equal(count, 0);
  });

  it('remembers an unknown alias, so junk traffic asks Postgres once', async () => {
    const loads = async () =>
      (await registry.getSingleMetric('routing_table_loads_total')!.get()).values.find(
        (v) => v.labels.result === 'not_found',
      )?.value ?? 0;
    const before = await loads();
    for (let i = 0; i < 5; i++) assert.equal((await visit(t, 'junk-alias-x')).statusCode, 404);
    assert.equal((await loads()) - before, 1);
    // A campaign created with that alias is found at once (any invalidation forgets unknown aliases).
    const offer = await c.offer('Late', 'https://late.example/');
    const campaign = await c.campaign({ alias: 'junk-alias-x' });
    await c.flow(campaign.id, { offers: [{ offer_id: offer }] });
    assert.equal((await visit(t, 'junk-alias-x')).statusCode, 302);
  });

  it('does not shadow the service routes', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200);
    assert.equal((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode, 200);
    assert.equal((await t.app.inject({ method: 'GET', url: '/admin_api/v1/openapi.json' })).statusCode, 200);
    const sdk = await t.app.inject({ method: 'GET', url: '/sdk/service.js' });
    assert.equal(sdk.statusCode, 200);
    assert.match(sdk.headers['content-type'] as string, /javascript/);
  });

  it('sends a visitor to an external landing with the click token in the fragment, and records the click', async () => {
    const offer = await c.offer('Offer A', 'https://offer.example/go?click={click_id}&s1={sub_id_1}&cc={country}');
    const landing = await c.landing('Landing A', 'https://lp.example/page?cid={click_id}&flow={flow_id}');
    const campaign = await c.campaign({ alias: 'lp-basic' });
    const flow = await c.flow(campaign.id, { landings: [{ landing_id: landing }], offers: [{ offer_id: offer }] });

    const res = await visit(t, campaign.alias, { query: { sub_id_1: 'a b&c' }, ip: '73.15.20.1' });
    assert.equal(res.statusCode, 302);
    const location = res.headers.location as string;
    const match = new RegExp(`^https://lp\\.example/page\\?cid=(${UUID})&flow=${flow}#_ct=(.+)$`).exec(location);
    assert.ok(match, location);
    const [, clickId, token] = match;
    assert.equal(verifyClickToken(t.config.appSecret, token), clickId, 'the token is signed and bound to the click id');
    assert.equal(verifyClickToken(t.config.appSecret, token.slice(0, -2) + 'xx'), null, 'a tampered token is refused');
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] as string[]);
    assert.ok(
      cookies.some((cookie) => /^_svcvid=[0-9a-f]{32}; .*Path=\/; HttpOnly; SameSite=Lax/.test(cookie)),
      'visitor id cookie',
    );
    assert.equal(res.headers['cache-control'], 'no-store');

    const [row] = await lastClick(t, campaign.id);
    assert.equal(row.click_id, clickId);
    assert.equal(row.outcome, 'landing');
    assert.equal(row.http_status, 302);
    assert.equal(row.select_reason, 'regular_by_weight');
    assert.equal(row.flow_id, flow);
    assert.equal(row.landing_id, landing);
    assert.equal(row.offer_id, offer);
    assert.equal(row.sub_id_1, 'a b&c');
    assert.equal(row.country, 'US');
    assert.equal(row.destination, `https://lp.example/page?cid=${clickId}&flow=${flow}`);
    assert.equal(row.is_unique, true);
    assert.equal(row.save_traffic, true);

    // Landing → offer: the offer chosen at click time, macros filled in and URL-encoded.
    const expectedOffer = `https://offer.example/go?click=${clickId}&s1=a%20b%26c&cc=US`;
    const lp = await t.app.inject({ method: 'GET', url: `/lp-api/offer?cid=${clickId}` });
    assert.equal(lp.statusCode, 200);
    assert.deepEqual(lp.json(), { offer_url: expectedOffer });
    assert.equal(lp.headers['access-control-allow-origin'], '*');
    const through = await t.app.inject({ method: 'GET', url: `/click?cid=${clickId}` });
    assert.equal(through.statusCode, 302);
    assert.equal(through.headers.location, expectedOffer);
  });

  it('sends a visitor straight to the offer when the flow has no landing', async () => {
    const offer = await c.offer('Offer B', 'https://offer.example/b?cid={click_id}');
    const campaign = await c.campaign({ alias: 'offer-only' });
    await c.flow(campaign.id, { offers: [{ offer_id: offer }] });
    const res = await visit(t, campaign.alias);
    assert.equal(res.statusCode, 302);
    assert.match(res.headers.location as string, new RegExp(`^https://offer\\.example/b\\?cid=${UUID}$`));
    const [row] = await lastClick(t, campaign.id);
    assert.equal(row.outcome, 'redirect');
    assert.equal(row.offer_id, offer);
    assert.equal(row.landing_id, null);
  });

  it("appends the affiliate network's offer_params to its offers' URLs, as they change", async () => {
    const network = await admin(t, owner, 'POST', '/affiliate-networks', {
      name: 'Net P',
      offer_params: '?aff_sub={click_id}&src=tt',
    });
    const offer = await c.offer('Offer P', 'https://offer.example/p?x=1#top', { affiliate_network_id: network.id });
    const campaign = await c.campaign({ alias: 'offer-params' });
    await c.flow(campaign.id, { offers: [{ offer_id: offer }] });

    const first = await visit(t, campaign.alias);
    assert.equal(first.statusCode, 302);
    const [click] = await lastClick(t, campaign.id);
    assert.equal(first.headers.location, `https://offer.example/p?x=1&aff_sub=${click.click_id}&src=tt#top`);

    // A change of the network's parameters reaches the next click (the routing table is invalidated).
    await admin(t, owner, 'PUT', `/affiliate-networks/${network.id}`, { offer_params: 'sub2={country}' });
    const changed = await visit(t, campaign.alias, { ip: '73.15.20.9' });
    assert.equal(changed.headers.location, 'https://offer.example/p?x=1&sub2=US#top');

    // A deleted network's parameters are no longer added.
    await admin(t, owner, 'DELETE', `/affiliate-networks/${network.id}`);
    const deleted = await visit(t, campaign.alias);
    assert.equal(deleted.headers.location, 'https://offer.example/p?x=1#top');
  });

  it('records a click whose parameters carry a NUL byte (sub1=%00), without the NUL', async () => {
    const offer = await c.offer('Offer N', 'https://offer.example/n?s1={sub_id_1}');
    const campaign = await c.campaign({ alias: 'nul-param' });
    await c.flow(campaign.id, { offers: [{ offer_id: offer }] });
    const res = await visit(t, campaign.alias, { query: { sub1: 'x\u0000y' } });
    assert.equal(res.statusCode, 302);
    const [row] = await lastClick(t, campaign.id);
    assert.equal(row.sub_id_1, 'xy');
  });
});

describe('redirect behind TRUSTED_PROXIES', () => {
  let t: TestApp;
  let c: Catalog;

  before(async () => {
    t = await startTestApp({ workers: true, env: { TRUSTED_PROXIES: '10.0.0.0/8' } });
    c = catalog(t, await createSession(t));
  });
  after(async () => t.close());

  it('records the click of a visitor whose X-Forwarded-For entry carries a port, with the address alone', async () => {
    const offer = await c.offer('Offer P', 'https://offer.example/p');
    const campaign = await c.campaign({ alias: 'xff-port' });
    await c.flow(campaign.id, { offers: [{ offer_id: offer }] });
    // A spoofed left-most entry is ignored; the proxy appended the client's address with its port.
    const res = await visit(t, campaign.alias, {
      ip: '10.0.0.1',
      headers: { 'x-forwarded-for': '1.1.1.1, 81.2.69.142:51234' },
    });
    assert.equal(res.statusCode, 302);
    const [row] = await lastClick(t, campaign.id);
    assert.equal(row.ip, '81.2.69.142');
    assert.equal(row.country, 'GB');
  });
});
