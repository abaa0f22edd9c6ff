import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestApp } from '../../support/harness';
import { createSession, type Session } from '../../support/session';
import { admin, catalog, DESKTOP_UA, randomPublicIp, type Catalog } from '../../support/routing';
import { api } from '../../support/admin-api';
import { startDnsServer, type DnsRecords } from '../../support/dns-server';
import { checkDomainDns, dnsLookup, serviceTargets } from '../../../services/domains/dns-check';

const SERVICE_IP = '203.0.113.10';

/** A browser request on a host (Host header decides the domain). */
function onHost(t: TestApp, host: string, url: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'GET',
    url,
    remoteAddress: randomPublicIp(),
    headers: { host, 'user-agent': DESKTOP_UA, ...headers },
  });
}

describe('tracking domains', () => {
  const zone = new Map<string, DnsRecords>([
    ['pointed.example', { a: [SERVICE_IP] }],
    ['cname.example', { cname: 'tracker.example' }],
    ['tracker.example', { a: [SERVICE_IP] }],
    ['elsewhere.example', { a: ['198.51.100.7'] }],
    ['mixed.example', { a: [SERVICE_IP, '198.51.100.8'] }],
    ['empty.example', {}],
  ]);
  let dns: Awaited<ReturnType<typeof startDnsServer>>;
  let t: TestApp;
  let owner: Session;
  let c: Catalog;

  before(async () => {
    dns = await startDnsServer(zone);
    t = await startTestApp({
      env: {
        DNS_RESOLVERS: dns.address,
        DOMAIN_TARGETS: `${SERVICE_IP},tracker.example`,
        PUBLIC_BASE_URL: 'http://admin.example',
      },
    });
    owner = await createSession(t);
    c = catalog(t, owner);
  });
  after(async () => {
    await t.close();
    await dns.close();
  });

  it('checks DNS against the declared addresses: pointed, CNAME, not pointed, NXDOMAIN', async () => {
    const lookup = dnsLookup([dns.address]);
    const targets = await serviceTargets(lookup, [SERVICE_IP, 'tracker.example']);
    const pointed = await checkDomainDns(lookup, 'pointed.example', targets);
    assert.equal(pointed.state, 'pointed');
    assert.deepEqual(pointed.addresses, [SERVICE_IP]);
    assert.equal((await checkDomainDns(lookup, 'cname.example', targets)).state, 'pointed');
    const elsewhere = await checkDomainDns(lookup, 'elsewhere.example', targets);
    assert.equal(elsewhere.state, 'not_pointed');
    assert.match(elsewhere.reason, /198\.51\.100\.7.*203\.0\.113\.10/);
    const mixed = await checkDomainDns(lookup, 'mixed.example', targets);
    assert.equal(mixed.state, 'not_pointed');
    assert.match(mixed.reason, /also resolves to 198\.51\.100\.8/);
    assert.equal((await checkDomainDns(lookup, 'empty.example', targets)).state, 'not_pointed');
    const missing = await checkDomainDns(lookup, 'nowhere.example', targets);
    assert.equal(missing.state, 'nxdomain');
    assert.match(missing.reason, /NXDOMAIN/);
    assert.equal(
      (await checkDomainDns(lookup, 'pointed.example', { ips: new Set(), names: new Set() })).state,
      'error',
    );
  });

  it('adds domains through the API with their DNS state, refuses bad names and duplicates', async () => {
    const pointed = await admin(t, owner, 'POST', '/domains', { name: 'Pointed.Example.' });
    assert.equal(pointed.name, 'pointed.example');
    assert.equal(pointed.dns_state, 'pointed');
    assert.equal(pointed.certificate_allowed, true);
    assert.equal(pointed.base_url, 'http://pointed.example');
    const nx = await admin(t, owner, 'POST', '/domains', { name: 'nowhere.example' });
    assert.equal(nx.dns_state, 'nxdomain');
    assert.equal(nx.certificate_allowed, false);
    const other = await admin(t, owner, 'POST', '/domains', { name: 'elsewhere.example' });
    assert.equal(other.dns_state, 'not_pointed');
    for (const name of ['not a host', '10.0.0.1', 'single', 'a..b.example']) {
      const res = await api(t, owner, 'POST', '/domains', { name });
      assert.equal(res.status, 400, name);
      assert.ok(!JSON.stringify(res.body).includes(name), 'the answer does not repeat the value');
    }
    assert.equal((await api(t, owner, 'POST', '/domains', { name: 'pointed.example' })).status, 409);
    // Another workspace's user sees none of them and cannot take the name.
    const stranger = await createSession(t);
    assert.equal((await admin(t, stranger, 'GET', '/domains')).total, 0);
    assert.equal((await api(t, stranger, 'GET', `/domains/${pointed.id}`)).status, 404);
    assert.equal((await api(t, stranger, 'POST', '/domains', { name: 'pointed.example' })).status, 409);
    // The DNS changes; "check now" follows it.
    zone.set('nowhere.example', { a: [SERVICE_IP] });
    assert.equal((await admin(t, owner, 'POST', `/domains/${nx.id}/check`, undefined, 200)).dns_state, 'pointed');
    const list = await admin(t, owner, 'GET', '/domains');
    assert.deepEqual(
      list.items.map((d: { name: string }) => d.name),
      ['elsewhere.example', 'nowhere.example', 'pointed.example'],
    );
  });

  it('answers the TLS front: a certificate only for added domains whose DNS passed, and the public host', async () => {
    const ask = async (domain: string) =>
      (await t.app.inject({ method: 'GET', url: `/internal/tls-ask?domain=${domain}` })).statusCode;
    assert.equal(await ask('pointed.example'), 200);
    assert.equal(await ask('elsewhere.example'), 404, 'added, DNS not pointed');
    assert.equal(await ask('unknown.example'), 404);
    assert.equal(await ask('admin.example'), 200);
    assert.equal((await t.app.inject({ method: 'GET', url: '/internal/tls-ask' })).statusCode, 404);
  });

  it('routes on a domain at once, whatever its DNS: root campaign, text, 404, robots.txt, HTTPS redirect', async () => {
    const offer = await c.offer('Root offer', 'https://offer.example/root');
    const rootCampaign = await c.campaign({ alias: 'root-campaign' });
    await c.flow(rootCampaign.id, { offers: [{ offer_id: offer }] });
    const d = await admin(t, owner, 'POST', '/domains', {
      name: 'fresh.example',
      root_action: 'campaign',
      root_campaign_id: rootCampaign.id,
      robots: 'allow',
    });
    assert.equal(d.dns_state, 'nxdomain');
    const root = await onHost(t, 'fresh.example', '/');
    assert.equal(root.statusCode, 302);
    assert.equal(root.headers.location, 'https://offer.example/root');
    const robots = await onHost(t, 'fresh.example', '/robots.txt');
    assert.equal(robots.statusCode, 200);
    assert.equal(robots.body, 'User-agent: *\nAllow: /\n');
    // An unknown host answers as before domains: 404 at the root and for robots.txt.
    assert.equal((await onHost(t, 'unknown.example', '/')).statusCode, 404);
    assert.equal((await onHost(t, 'unknown.example', '/robots.txt')).statusCode, 404);

    await admin(t, owner, 'PUT', `/domains/${d.id}`, {
      root_action: 'text',
      root_text: 'Nothing here',
      robots: 'disallow',
    });
    const text = await onHost(t, 'fresh.example:8080', '/');
    assert.equal(text.statusCode, 200);
    assert.equal(text.body, 'Nothing here');
    assert.equal((await onHost(t, 'fresh.example', '/robots.txt')).body, 'User-agent: *\nDisallow: /\n');
    await admin(t, owner, 'PUT', `/domains/${d.id}`, { root_action: 'not_found' });
    assert.equal((await onHost(t, 'fresh.example', '/')).statusCode, 404);
    const bad = await api(t, owner, 'PUT', `/domains/${d.id}`, { root_action: 'campaign' });
    assert.equal(bad.status, 400);

    await admin(t, owner, 'PUT', `/domains/${d.id}`, { https_redirect: true });
    const plain = await onHost(t, 'fresh.example', '/root-campaign?sub1=x');
    assert.equal(plain.statusCode, 301);
    assert.equal(plain.headers.location, 'https://fresh.example/root-campaign?sub1=x');
    await admin(t, owner, 'DELETE', `/domains/${d.id}`);
    assert.equal((await onHost(t, 'fresh.example', '/robots.txt')).statusCode, 404, 'removed: an unknown host again');
  });

  it('keeps campaigns to their domains: listed campaigns, domains_only, other workspaces', async () => {
    const offer = await c.offer('Limited offer', 'https://offer.example/limited');
    const limited = await c.campaign({ alias: 'limited-one', domains_only: true });
    await c.flow(limited.id, { offers: [{ offer_id: offer }] });
    const open = await c.campaign({ alias: 'open-one' });
    await c.flow(open.id, { offers: [{ offer_id: offer }] });

    // A campaign limited to its domains: 404 on the public host and on unknown hosts.
    assert.equal((await onHost(t, 'admin.example', '/limited-one')).statusCode, 404);
    assert.equal((await onHost(t, 'unknown.example', '/limited-one')).statusCode, 404);
    assert.equal(
      (await onHost(t, 'unknown.example', '/open-one')).statusCode,
      302,
      'others answer everywhere, as before',
    );

    const listed = await admin(t, owner, 'POST', '/domains', {
      name: 'listed.example',
      campaigns_mode: 'listed',
      campaign_ids: [limited.id],
    });
    assert.equal((await onHost(t, 'listed.example', '/limited-one')).statusCode, 302);
    assert.equal((await onHost(t, 'listed.example', '/open-one')).statusCode, 404, 'not listed on this domain');
    await admin(t, owner, 'PUT', `/domains/${listed.id}`, { campaigns_mode: 'all' });
    assert.equal((await onHost(t, 'listed.example', '/open-one')).statusCode, 302);

    // Another workspace's campaign never answers on this workspace's domain.
    const stranger = await createSession(t);
    const sc = catalog(t, stranger);
    const strangerOffer = await sc.offer('Stranger offer', 'https://offer.example/stranger');
    const theirs = await sc.campaign({ alias: 'stranger-one' });
    await sc.flow(theirs.id, { offers: [{ offer_id: strangerOffer }] });
    assert.equal((await onHost(t, 'listed.example', '/stranger-one')).statusCode, 404);
    assert.equal((await onHost(t, 'unknown.example', '/stranger-one')).statusCode, 302);
    // A listed campaign must be the workspace's own.
    const refused = await api(t, stranger, 'POST', '/domains', { name: 'theirs.example', campaign_ids: [limited.id] });
    assert.equal(refused.status, 400);

    // Limiting is a campaign field: lifted, the campaign answers everywhere again.
    await admin(t, owner, 'PUT', `/campaigns/${limited.id}`, { domains_only: false });
    assert.equal((await onHost(t, 'unknown.example', '/limited-one')).statusCode, 302);
  });
});

describe('tracking domains: known domains only', () => {
  let t: TestApp;
  let owner: Session;

  before(async () => {
    t = await startTestApp({
      env: { KNOWN_DOMAINS_ONLY: 'true', PUBLIC_BASE_URL: 'http://admin.example', DOMAIN_TARGETS: '203.0.113.10' },
    });
    owner = await createSession(t);
  });
  after(async () => t.close());

  it('answers 404 for links on unknown hosts; the public host, added domains and the Click API keep working', async () => {
    const c = catalog(t, owner);
    const offer = await c.offer('Known offer', 'https://offer.example/known');
    const campaign = await c.campaign({ alias: 'known-only' });
    await c.flow(campaign.id, { offers: [{ offer_id: offer }] });
    assert.equal((await onHost(t, 'unknown.example', '/known-only')).statusCode, 404);
    assert.equal((await onHost(t, 'admin.example', '/known-only')).statusCode, 302);
    await admin(t, owner, 'POST', '/domains', { name: 'known.example' });
    assert.equal((await onHost(t, 'known.example', '/known-only')).statusCode, 302);
    // The Click API is not limited by domains, not even for a campaign limited to its domains.
    await admin(t, owner, 'PUT', `/campaigns/${campaign.id}`, { domains_only: true });
    const { key } = await admin(t, owner, 'POST', '/api-keys', { name: 'writer', scopes: ['write'] });
    const res = await t.app.inject({
      method: 'POST',
      url: '/click-api/v3',
      headers: { host: 'unknown.example', authorization: `Bearer ${key}` },
      payload: { campaign: 'known-only', ip: '73.15.20.1', user_agent: DESKTOP_UA },
      remoteAddress: randomPublicIp(),
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().destination, 'https://offer.example/known');
  });
});
