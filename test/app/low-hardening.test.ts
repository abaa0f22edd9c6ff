import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../support/harness';
import { postback, query, storeClick, trackingFixture, type TrackingFixture } from '../support/conversions';
import { BODY_TIMEOUT_MS } from '../../edge/http/body-deadline';

/** Issue 25 item 9: txid of NUL, slow bodies, costly GraphQL documents, heartbeat, 414/431 bodies. */
describe('low hardening items', () => {
  let t: TestApp;
  let fx: TrackingFixture;
  let port: number;

  before(async () => {
    t = await startTestApp();
    fx = await trackingFixture(t);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = Number(new URL(address).port);
  });
  after(() => t.close());

  /** Raw bytes to the server; resolves with what it answered once it closed the connection (or rejects after `ms`). */
  function rawExchange(head: string, ms = 30_000): Promise<{ answer: string; closedAfterMs: number }> {
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      socket.on('error', () => undefined);
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new Error(`still open after ${ms} ms`));
      }, ms);
      socket.on('close', () => {
        clearTimeout(timer);
        resolve({ answer, closedAfterMs: Date.now() - started });
      });
    });
  }

  it('keeps a txid of NUL distinct: the same postback twice is one conversion', async () => {
    const click = await storeClick(t, fx);
    for (let i = 0; i < 2; i++) {
      const res = await postback(t, fx.postback_key, `subid=${click.click_id}&status=sale&payout=5&txid=%00`);
      assert.equal(res.statusCode, 200, res.body);
    }
    const stored = await query(t, 'select txid from conversions where click_id = $1', [click.click_id]);
    assert.deepEqual(stored, [{ txid: '\uFFFD' }]);
  });

  it('closes the connection of a body sent a byte at a time (login, postback, Click API)', async () => {
    const slow = (path: string) =>
      rawExchange(
        `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{`,
        BODY_TIMEOUT_MS + 20_000,
      );
    const closed = await Promise.all([
      slow('/admin_api/v1/auth/login'),
      slow(`/${fx.postback_key}/postback`),
      slow('/click-api/v3'),
    ]);
    for (const { closedAfterMs } of closed) assert.ok(closedAfterMs >= BODY_TIMEOUT_MS - 100, `${closedAfterMs}`);
  });

  it('refuses a GraphQL document of 5,000 aliases with 400 before validating it', async () => {
    const aliases = Array.from({ length: 5000 }, (_, i) => `a${i}: me { id }`).join(' ');
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...fx.session.headers, 'content-type': 'application/json' },
      payload: { query: `{ ${aliases} }` },
    });
    assert.equal(res.statusCode, 400, res.body);
    assert.match(res.json().errors[0].message, /contains more th.. 5000 tokens/);
  });

  it('answers the heartbeat subscription only to a signed-in caller', async () => {
    const listen = (connectionParams: Record<string, unknown>) =>
      new Promise<{ data?: unknown; errors?: { message: string }[] }>((resolve) => {
        const client = createClient({
          url: `ws://127.0.0.1:${port}/graphql`,
          webSocketImpl: WebSocket,
          retryAttempts: 0,
          connectionParams,
        });
        const unsubscribe = client.subscribe(
          { query: 'subscription { heartbeat(interval_seconds: 1) { sequence } }' },
          {
            next: (message) => {
              unsubscribe();
              void client.dispose();
              resolve(message as never);
            },
            error: (error) => {
              void client.dispose();
              resolve({ errors: Array.isArray(error) ? error : [{ message: String(error) }] });
            },
            complete: () => undefined,
          },
        );
      });
    const anonymous = await listen({});
    assert.equal(anonymous.data ?? null, null);
    assert.match(anonymous.errors![0].message, /authentication required/);
    const signedIn = await listen({ authorization: `Bearer ${fx.session.token}` });
    assert.deepEqual(signedIn.data, { heartbeat: { sequence: 1 } });
  });

  it('answers 414 and 431 with an {error} body', async () => {
    const long = await t.app.inject({ method: 'GET', url: `/admin_api/v1/campaigns/${'x'.repeat(500)}` });
    assert.equal(long.statusCode, 414);
    assert.deepEqual(long.json(), { error: 'a part of the URL is too long' });
    const big = await rawExchange(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'y'.repeat(20_000)}\r\n\r\n`);
    assert.match(big.answer, /^HTTP\/1\.1 431 /);
    assert.equal(JSON.parse(big.answer.split('\r\n\r\n')[1]).error, 'the request headers are too large');
  });
});
