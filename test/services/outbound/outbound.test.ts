import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { blockedAddressReason } from '../../../services/outbound/blocked-addresses';
import { createOutboundClient, type OutboundClient, type Resolver } from '../../../services/outbound/client';
import { OutboundError, type OutboundFailure } from '../../../services/outbound/errors';
import { startReceiver, type Receiver } from '../../support/receiver';

const LOCAL_ONLY = ['127.0.0.1/32'];

/** A resolver for made-up names (no public DNS in tests); counts its calls. */
function fakeDns(table: Record<string, string[]>): Resolver & { calls: string[] } {
  const calls: string[] = [];
  const resolve = async (hostname: string): Promise<LookupAddress[]> => {
    calls.push(hostname);
    const addresses = table[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: isIP(address) }));
  };
  return Object.assign(resolve, { calls });
}

async function refusal(promise: Promise<unknown>): Promise<OutboundError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof OutboundError, `expected an OutboundError, got ${String(error)}`);
    return error;
  }
  assert.fail('the request was not refused');
}

async function assertRefused(promise: Promise<unknown>, failure: OutboundFailure, message?: RegExp): Promise<void> {
  const error = await refusal(promise);
  assert.equal(error.failure, failure, error.message);
  if (message) assert.match(error.message, message);
}

describe('blocked addresses', () => {
  const blocked = [
    '127.0.0.1',
    '127.255.255.254',
    '10.0.0.1',
    '10.255.255.255',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '100.64.0.1',
    '100.127.255.255',
    '169.254.169.254',
    '169.254.0.1',
    '0.0.0.0',
    '0.1.2.3',
    '224.0.0.1',
    '239.255.255.250',
    '255.255.255.255',
    '240.0.0.1',
    '192.0.2.1',
    '198.18.0.1',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'fe80::1%eth0',
    'febf::1',
    'ff02::1',
    '2001:db8::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::ffff:a9fe:a9fe',
    '::127.0.0.1',
    '64:ff9b::a00:1',
    '64:ff9b::7f00:1',
    '2002:7f00:1::1',
    '2002:c0a8:101::1',
    '2001::1',
    // IPv4-translated (SIIT, ::ffff:0:0:0/96): a translator delivers these to the IPv4 address they carry.
    '::ffff:0:7f00:1',
    '::ffff:0:127.0.0.1',
    '::ffff:0:a9fe:a9fe',
    '::ffff:0:a00:1',
    // Not global unicast (outside 2000::/3): reserved or unassigned, never a public endpoint.
    '1::1',
    '100:0:0:1::1',
    '4000::1',
    'e000::1',
  ];
  const publicAddresses = [
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '172.15.255.255',
    '100.128.0.1',
    '169.255.0.1',
    '11.0.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
    '::ffff:0:808:808',
  ];

  it('refuses loopback, private, shared, link-local, metadata, multicast and reserved addresses, IPv4 and IPv6', () => {
    for (const address of blocked) assert.notEqual(blockedAddressReason(address), null, `${address} must be blocked`);
  });

  it('allows public unicast addresses, also inside IPv6 forms that embed IPv4', () => {
    for (const address of publicAddresses)
      assert.equal(blockedAddressReason(address), null, `${address} must be allowed`);
  });

  it('refuses what is not an IP address', () => {
    assert.equal(blockedAddressReason('example.com'), 'not an IP address');
  });
});

describe('outbound HTTP client', () => {
  let receiver: Receiver;
  let strict: OutboundClient;
  const clients: OutboundClient[] = [];
  const client = (options: Parameters<typeof createOutboundClient>[0]) => {
    const created = createOutboundClient(options);
    clients.push(created);
    return created;
  };

  before(async () => {
    receiver = await startReceiver();
    strict = client({});
  });
  after(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await receiver.close();
  });

  it('refuses literal loopback, private, metadata and IPv6 addresses without contacting them', async () => {
    const before = receiver.requests.length;
    for (const url of [
      receiver.url,
      `http://[::1]:${receiver.port}/`,
      `http://[::ffff:127.0.0.1]:${receiver.port}/`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/',
      'http://192.168.1.1/',
      'http://172.16.5.4/',
      'http://[fd00::1]/',
      'http://[fe80::1]/',
      'http://0x7f.1/', // WHATWG URL parsing turns this into 127.0.0.1
      'http://2130706433/',
    ]) {
      await assertRefused(strict.send({ url, method: 'POST', body: '{}', timeoutMs: 2000 }), 'blocked_address');
    }
    assert.equal(receiver.requests.length, before, 'nothing reached the receiver');
  });

  it('refuses at connect time a name that resolves to a blocked address', async () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '169.254.169.254',
      '::1',
      'fd00::5',
      'fe80::1',
      '::ffff:192.168.0.1',
      '::ffff:0:7f00:1',
    ]) {
      const dns = fakeDns({ 'hooks.example.com': [address] });
      const connectTime = client({ resolve: dns });
      await assertRefused(
        connectTime.send({
          url: `http://hooks.example.com:${receiver.port}/`,
          method: 'POST',
          body: '{}',
          timeoutMs: 2000,
        }),
        'blocked_address',
        new RegExp(`hooks\\.example\\.com resolves to ${address.replace(/[.:]/g, '\\$&')}`),
      );
      assert.deepEqual(dns.calls, ['hooks.example.com'], 'resolved once');
    }
  });

  it('refuses localhost through the system resolver', async () => {
    const before = receiver.requests.length;
    await assertRefused(
      strict.send({ url: `http://localhost:${receiver.port}/`, method: 'GET', timeoutMs: 2000 }),
      'blocked_address',
      /localhost resolves to/,
    );
    assert.equal(receiver.requests.length, before);
  });

  it('connects only to the addresses it checked (a mixed answer)', async () => {
    // 127.0.0.2 is loopback too and outside the allowance: a forbidden receiver listens there.
    const forbidden = await startReceiver('127.0.0.2');
    try {
      const dns = fakeDns({ 'mixed.example.com': ['127.0.0.2', '127.0.0.1'] });
      const allowed = client({ resolve: dns, allowPrivateForTests: LOCAL_ONLY });
      const mixed = await allowed.send({
        url: `http://mixed.example.com:${receiver.port}/hook`,
        method: 'GET',
        timeoutMs: 2000,
      });
      assert.equal(mixed.status, 200);
      assert.equal(receiver.requests.at(-1)!.headers.host, `mixed.example.com:${receiver.port}`);
      const direct = await refusal(
        allowed.send({ url: `http://mixed.example.com:${forbidden.port}/`, method: 'GET', timeoutMs: 2000 }),
      );
      assert.equal(direct.failure, 'network', 'only 127.0.0.1 is tried, where nothing listens on that port');
      assert.equal(forbidden.requests.length, 0);
    } finally {
      await forbidden.close();
    }
  });

  it('resolves once per connection, so a DNS answer that changes after the check is never used (rebinding)', async () => {
    const forbidden = await startReceiver('127.0.0.2');
    try {
      let calls = 0;
      // A rebinding name: first an allowed address, then a blocked one listening on the same port.
      const rebinding: Resolver = async () => [{ address: ++calls === 1 ? '127.0.0.1' : '127.0.0.2', family: 4 }];
      const allowed = client({ resolve: rebinding, allowPrivateForTests: LOCAL_ONLY });
      const error = await refusal(
        allowed.send({ url: `http://rebind.example.com:${forbidden.port}/`, method: 'GET', timeoutMs: 2000 }),
      );
      assert.equal(error.failure, 'network', 'connected to the checked 127.0.0.1, where nothing listens on that port');
      assert.equal(calls, 1, 'one resolution, used for both the check and the connection');
      assert.equal(forbidden.requests.length, 0);
    } finally {
      await forbidden.close();
    }
  });

  it('reaches a local receiver only with the test-only allowance, sending method, headers and body as given', async () => {
    const local = client({ allowPrivateForTests: LOCAL_ONLY });
    receiver.handle((_req, res) => {
      res.statusCode = 202;
      res.end('accepted');
    });
    const response = await local.send({
      url: `${receiver.url}/in?x=1`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Test': 'yes' },
      body: '{"a":1}',
      timeoutMs: 2000,
    });
    assert.deepEqual(response, {
      status: 202,
      body: 'accepted',
      truncated: false,
      url: `${receiver.url}/in?x=1`,
      redirects: 0,
    });
    const seen = receiver.requests.at(-1)!;
    assert.equal(seen.method, 'POST');
    assert.equal(seen.url, '/in?x=1');
    assert.equal(seen.headers['content-type'], 'application/json');
    assert.equal(seen.headers['x-test'], 'yes');
    assert.equal(seen.body.toString(), '{"a":1}');
    // The allowance covers exactly its range: other private addresses stay refused.
    await assertRefused(
      local.send({ url: 'http://169.254.169.254/', method: 'GET', timeoutMs: 2000 }),
      'blocked_address',
    );
  });

  it('answers a non-2xx response as a response, not an error', async () => {
    const local = client({ allowPrivateForTests: LOCAL_ONLY });
    receiver.handle((_req, res) => {
      res.statusCode = 500;
      res.end('boom');
    });
    const response = await local.send({ url: receiver.url, method: 'POST', body: '{}', timeoutMs: 2000 });
    assert.equal(response.status, 500);
    assert.equal(response.body, 'boom');
  });

  it('reads the response body up to the cap and no further', async () => {
    const local = client({ allowPrivateForTests: LOCAL_ONLY });
    receiver.handle((_req, res) => res.end('é'.repeat(10_000)));
    const response = await local.send({ url: receiver.url, method: 'GET', timeoutMs: 2000 });
    assert.equal(Buffer.byteLength(response.body), 8192);
    assert.equal(response.truncated, true);
    receiver.handle((_req, res) => res.end('x'.repeat(8192)));
    const exact = await local.send({ url: receiver.url, method: 'GET', timeoutMs: 2000 });
    assert.equal(exact.body.length, 8192);
    assert.equal(exact.truncated, false);
  });

  it('refuses a redirect from the allowed receiver to a blocked address', async () => {
    const dns = fakeDns({ 'internal.example.com': ['10.0.0.5'] });
    const local = client({ allowPrivateForTests: LOCAL_ONLY, resolve: dns });
    for (const target of ['http://169.254.169.254/latest/meta-data/', 'http://[::1]/', 'http://192.168.0.10/admin']) {
      receiver.handle((_req, res) => {
        res.writeHead(302, { location: target });
        res.end();
      });
      await assertRefused(
        local.send({ url: `${receiver.url}/go`, method: 'GET', timeoutMs: 2000 }),
        'blocked_address',
        /^redirect to .* refused: /,
      );
    }
    // A name that resolves to a blocked address is refused when the hop connects.
    receiver.handle((_req, res) => {
      res.writeHead(307, { location: 'http://internal.example.com/' });
      res.end();
    });
    await assertRefused(
      local.send({ url: `${receiver.url}/go`, method: 'POST', body: '{}', timeoutMs: 2000 }),
      'blocked_address',
      /internal\.example\.com resolves to 10\.0\.0\.5/,
    );
  });

  it('refuses a redirect to a scheme other than http or https', async () => {
    const local = client({ allowPrivateForTests: LOCAL_ONLY });
    receiver.handle((_req, res) => {
      res.writeHead(301, { location: 'file:///etc/passwd' });
      res.end();
    });
    await assertRefused(
      local.send({ url: receiver.url, method: 'GET', timeoutMs: 2000 }),
      'invalid_url',
      /the scheme is not http or https/,
    );
  });

  it('follows up to 5 redirects, each hop checked, and refuses the 6th', async () => {
    const local = client({ allowPrivateForTests: LOCAL_ONLY });
    receiver.handle((req, res) => {
      const hop = Number(new URL(req.url, 'http://x').searchParams.get('hop'));
      const limit = Number(new URL(req.url, 'http://x').searchParams.get('limit'));
      if (hop < limit) {
        res.writeHead(302, { location: `/r?hop=${hop + 1}&limit=${limit}` });
        res.end();
      } else res.end(`landed after ${hop}`);
    });
    const five = await local.send({ url: `${receiver.url}/r?hop=0&limit=5`, method: 'GET', timeoutMs: 2000 });
    assert.equal(five.body, 'landed after 5');
    assert.equal(five.redirects, 5);
    const before = receiver.requests.length;
    await assertRefused(
      local.send({ url: `${receiver.url}/r?hop=0&limit=6`, method: 'GET', timeoutMs: 2000 }),
      'too_many_redirects',
      /more than 5 redirects/,
    );
    assert.equal(receiver.requests.length - before, 6, 'the 7th request is never made');
  });

  it('continues a POST as GET without body after 303, and keeps method and body after 307', async () => {
    const local = client({ allowPrivateForTests: LOCAL_ONLY });
    receiver.handle((req, res) => {
      if (req.url === '/see-other' || req.url === '/temporary') {
        res.writeHead(req.url === '/see-other' ? 303 : 307, { location: '/final' });
        res.end();
      } else res.end(`${req.method} ${req.body.toString()}`);
    });
    const seeOther = await local.send({
      url: `${receiver.url}/see-other`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
      timeoutMs: 2000,
    });
    assert.equal(seeOther.body, 'GET ');
    assert.equal(receiver.requests.at(-1)!.headers['content-type'], undefined);
    const temporary = await local.send({
      url: `${receiver.url}/temporary`,
      method: 'POST',
      body: '{"a":1}',
      timeoutMs: 2000,
    });
    assert.equal(temporary.body, 'POST {"a":1}');
  });

  it('gives up when the attempt exceeds its time-out', async () => {
    const local = client({ allowPrivateForTests: LOCAL_ONLY });
    receiver.handle(() => {
      /* never answers */
    });
    await assertRefused(
      local.send({ url: receiver.url, method: 'POST', body: '{}', timeoutMs: 300 }),
      'timeout',
      /timed out after 300 ms/,
    );
  });

  it('reports a refused connection and an unresolvable name', async () => {
    const closed = await startReceiver();
    const port = closed.port;
    await closed.close();
    const local = client({ allowPrivateForTests: LOCAL_ONLY, resolve: fakeDns({}) });
    await assertRefused(
      local.send({ url: `http://127.0.0.1:${port}/`, method: 'GET', timeoutMs: 2000 }),
      'network',
      /ECONNREFUSED/,
    );
    await assertRefused(
      local.send({ url: 'http://nowhere.example.com/', method: 'GET', timeoutMs: 2000 }),
      'dns',
      /cannot resolve nowhere\.example\.com \(ENOTFOUND\)/,
    );
  });

  it('refuses URLs that are not absolute http(s) or carry credentials', async () => {
    for (const [url, message] of [
      ['/relative', /not an absolute URL/],
      ['ftp://example.com/', /the scheme is not http or https/],
      ['javascript:alert(1)', /^the scheme is not http or https$/],
      ['https://user:pass@example.com/', /credentials/],
    ] as const) {
      await assertRefused(strict.send({ url, method: 'GET', timeoutMs: 2000 }), 'invalid_url', message);
    }
  });
});
