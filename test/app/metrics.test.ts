import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../support/harness';
import { admin, catalog, visit } from '../support/routing';
import { createSession } from '../support/session';

describe('metrics endpoint', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ env: { INTERNAL_DENY_CIDR: '10.20.0.0/16, fd00:1::/32' } });
  });
  after(async () => t.close());

  it('exports process metrics and the HTTP histogram in Prometheus text format', async () => {
    await t.app.inject({ method: 'GET', url: '/healthz' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-type'] as string, /^text\/plain/);
    assert.match(res.body, /^process_resident_memory_bytes \d+/m);
    assert.match(res.body, /^nodejs_eventloop_lag_seconds /m);
    assert.match(
      res.body,
      /^http_request_duration_seconds_count\{method="GET",route="\/healthz",status_code="200"\} \d+/m,
    );
  });

  it('leaves the click routes to their own histogram', async () => {
    // An unknown alias still goes through the redirect route (and its 404 page).
    assert.equal((await t.app.inject({ method: 'GET', url: '/no-such-campaign' })).statusCode, 404);
    assert.equal((await t.app.inject({ method: 'GET', url: '/sdk/service.js' })).statusCode, 200);
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    assert.doesNotMatch(res.body, /^http_request_duration_seconds_count\{[^}]*route="\/:alias"/m);
    assert.doesNotMatch(res.body, /^http_request_duration_seconds_count\{[^}]*route="\/sdk\/service.js"/m);
    assert.match(
      res.body,
      /^http_request_duration_seconds_count\{method="GET",route="\/metrics",status_code="200"\} \d+/m,
    );
  });

  it('labels by route pattern, never by workspace or campaign', async () => {
    // Traffic that names a workspace and a campaign: admin calls with ids in the path, and clicks.
    const owner = await createSession(t);
    const c = catalog(t, owner);
    const offer = await c.offer('Metrics offer', 'https://offer.example/?cid={click_id}');
    const campaign = await c.campaign({});
    await c.flow(campaign.id, { offers: [{ offer_id: offer }] });
    assert.equal((await admin<{ id: string }>(t, owner, 'GET', `/campaigns/${campaign.id}`)).id, campaign.id);
    assert.equal((await visit(t, campaign.alias)).statusCode, 302);
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    assert.match(
      res.body,
      /^http_request_duration_seconds_count\{method="GET",route="\/admin_api\/v1\/campaigns\/:id",status_code="200"\} [1-9]/m,
    );
    for (const value of [owner.workspace_id, campaign.id, campaign.alias, offer])
      assert.ok(!res.body.includes(value), 'no tenant value in any series');
    assert.doesNotMatch(res.body, /^[a-z_]+\{[^}]*\b[a-z_]*(workspace|campaign)[a-z_]*="/m, 'no tenant label');
  });

  it('answers 404 to addresses inside INTERNAL_DENY_CIDR, IPv4, IPv4-mapped and IPv6', async () => {
    for (const remoteAddress of ['10.20.3.4', '::ffff:10.20.9.9', 'fd00:1:2::5']) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress });
      assert.equal(res.statusCode, 404, remoteAddress);
    }
    const outside = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.21.0.1' });
    assert.equal(outside.statusCode, 200);
  });
});

describe('metrics endpoint behind TRUSTED_PROXIES', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ env: { INTERNAL_DENY_CIDR: '10.20.0.0/16', TRUSTED_PROXIES: '192.0.2.0/24' } });
  });
  after(async () => t.close());

  it('answers 404 to a denied client whose proxy writes its source port into X-Forwarded-For', async () => {
    for (const forwarded of ['10.20.3.4:50123', '[::ffff:10.20.3.4]:443']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '192.0.2.1',
        headers: { 'x-forwarded-for': forwarded },
      });
      assert.equal(res.statusCode, 404, forwarded);
    }
    const outside = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '192.0.2.1',
      headers: { 'x-forwarded-for': '10.21.0.1:50123' },
    });
    assert.equal(outside.statusCode, 200);
  });
});
