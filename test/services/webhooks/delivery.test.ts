import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { WebhookDelivery } from '../../../entities/webhook-delivery.entity';
import { housekeepingJob } from '../../../jobs/housekeeping';
import { emitWebhookEvent } from '../../../services/webhooks/emit';
import { pendingCount } from '../../../services/webhooks/pending';
import { runWebhookAttempt } from '../../../services/webhooks/attempt';
import type { WebhookAttemptJob } from '../../../services/webhooks/policy';
import { verifyBodySignature } from '../../../services/webhooks/signature';
import { startTestApp, type TestApp } from '../../support/harness';
import { startReceiver, type Receiver } from '../../support/receiver';
import { createSession, type Session } from '../../support/session';
import { seriesValue } from '../../support/metrics-text';
import { waitFor } from '../../support/wait';

const SECRET = 'whsec-0123456789abcdef-very-secret';
const BASE_MS = 100;
const NANO_TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{9}Z$/;

/**
 * Delivery end to end: the real app with its workers, a real HTTP receiver on 127.0.0.1 reached
 * through the test-only allowance, and a 100 ms retry base so the 5 attempts take 1.5 s.
 */
describe('webhook delivery', () => {
  let t: TestApp;
  let receiver: Receiver;
  let session: Session;

  before(async () => {
    receiver = await startReceiver();
    t = await startTestApp({
      workers: true,
      env: { OUTBOUND_ALLOW_PRIVATE_FOR_TESTS: '127.0.0.1/32', WEBHOOK_RETRY_BASE_MS_FOR_TESTS: String(BASE_MS) },
    });
    session = await createSession(t);
  });
  after(async () => {
    await t.close();
    await receiver.close();
  });

  const api = (method: string, path: string, body?: unknown, as: Session = session) =>
    t.app.inject({
      method: method as 'GET',
      url: `/admin_api/v1${path}`,
      headers: as.headers,
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });

  /** An enabled webhook whose requests arrive at the receiver under its own path. */
  async function enabledWebhook(
    as: Session,
    options: { path: string; events?: string[]; secret?: string },
  ): Promise<string> {
    const created = await api(
      'POST',
      '/webhooks',
      {
        name: options.path,
        url: `${receiver.url}${options.path}`,
        events: options.events ?? ['conversion.created'],
        ...(options.secret ? { secret: options.secret } : {}),
      },
      as,
    );
    assert.equal(created.statusCode, 201, created.body);
    const id = created.json().id as string;
    assert.equal((await api('POST', `/webhooks/${id}/enable`, undefined, as)).statusCode, 200);
    return id;
  }

  const at = (path: string) => receiver.requests.filter((r) => r.url === path);

  function respond(
    routes: Record<string, (body: Buffer) => { status: number; body?: string; location?: string }>,
  ): void {
    receiver.handle((request, response) => {
      const route = routes[request.url];
      const answer = route ? route(request.body) : { status: 200, body: 'ok' };
      response.writeHead(answer.status, answer.location ? { location: answer.location } : {});
      response.end(answer.body ?? '');
    });
  }

  function conversion(overrides: Record<string, unknown> = {}) {
    return {
      conversion_id: '2d1f0c5e-5c52-4b43-9a53-7c9a3b1f0a01',
      click_id: 'a1b2c3d4e5f6',
      campaign_id: '0e8f5c86-9f4b-4b2a-8d0d-6a0b4a7b3c01',
      flow_id: '0e8f5c86-9f4b-4b2a-8d0d-6a0b4a7b3c02',
      offer_id: '0e8f5c86-9f4b-4b2a-8d0d-6a0b4a7b3c03',
      status: 'sale',
      payout: 12.5,
      currency: 'EUR',
      transaction_id: 'tx-42',
      timestamp: new Date('2026-11-21T05:09:07.147Z'),
      revision: 2,
      previous_status: 'lead',
      previous_amount: 10,
      previous_currency: 'EUR',
      ...overrides,
    };
  }

  async function deliveries(as: Session, webhookId: string): Promise<any[]> {
    const res = await api('GET', `/webhooks/deliveries?webhook_id=${webhookId}&limit=50`, undefined, as);
    assert.equal(res.statusCode, 200, res.body);
    return res.json();
  }

  it('POSTs the envelope as JSON with the event headers and a signature over the raw body', async () => {
    const s = await createSession(t);
    const id = await enabledWebhook(s, { path: '/signed', secret: SECRET });
    const before = Date.now();
    const emitted = await emitWebhookEvent(t.runtime.services, s.workspace_id, 'conversion.created', {
      ...conversion(),
      internal_note: 'not for receivers',
    } as any);
    assert.deepEqual([emitted.queued, emitted.dropped], [1, 0]);
    const [request] = await waitFor(() => at('/signed').length === 1 && at('/signed'));
    assert.equal(request.method, 'POST');
    assert.equal(request.headers['content-type'], 'application/json');
    assert.equal(request.headers['x-service-event'], 'conversion.created');
    assert.match(String(request.headers['x-service-timestamp']), NANO_TIMESTAMP);
    const sentAt = Date.parse(String(request.headers['x-service-timestamp']));
    assert.ok(sentAt >= before - 1000 && sentAt <= Date.now() + 1000, 'the send time');
    // The receiver's check: HMAC-SHA256 of the raw bytes, before any JSON parsing.
    const signature = String(request.headers['x-service-signature']);
    assert.match(signature, /^sha256=[0-9a-f]{64}$/);
    assert.equal(signature, `sha256=${createHmac('sha256', SECRET).update(request.body).digest('hex')}`);
    assert.equal(verifyBodySignature(SECRET, request.body, signature), true);
    assert.equal(verifyBodySignature('another-secret-of-16+', request.body, signature), false);
    assert.equal(verifyBodySignature(SECRET, Buffer.concat([request.body, Buffer.from(' ')]), signature), false);

    const envelope = JSON.parse(request.body.toString('utf8'));
    assert.deepEqual(Object.keys(envelope), ['event', 'timestamp', 'data']);
    assert.equal(envelope.event, 'conversion.created');
    assert.match(envelope.timestamp, NANO_TIMESTAMP);
    assert.deepEqual(envelope.data, {
      conversion_id: '2d1f0c5e-5c52-4b43-9a53-7c9a3b1f0a01',
      click_id: 'a1b2c3d4e5f6',
      campaign_id: '0e8f5c86-9f4b-4b2a-8d0d-6a0b4a7b3c01',
      flow_id: '0e8f5c86-9f4b-4b2a-8d0d-6a0b4a7b3c02',
      offer_id: '0e8f5c86-9f4b-4b2a-8d0d-6a0b4a7b3c03',
      status: 'sale',
      payout: 12.5,
      currency: 'EUR',
      transaction_id: 'tx-42',
      timestamp: '2026-11-21T05:09:07.147000000Z',
      revision: 2,
      previous_status: 'lead',
      previous_amount: 10,
      previous_currency: 'EUR',
    });

    const [logged] = await waitFor(async () => (await deliveries(s, id)).length === 1 && deliveries(s, id));
    assert.equal(logged.request_body, request.body.toString('utf8'), 'the log holds the exact body sent');
    assert.equal(logged.event_id, emitted.event_id);
    assert.deepEqual(
      {
        attempt: logged.attempt,
        result: logged.result,
        response_code: logged.response_code,
        response_body: logged.response_body,
        error: logged.error,
        event: logged.event,
        url: logged.url,
      },
      {
        attempt: 1,
        result: 'delivered',
        response_code: 200,
        response_body: 'ok',
        error: null,
        event: 'conversion.created',
        url: `${receiver.url}/signed`,
      },
    );
    const hook = (await api('GET', `/webhooks/${id}`, undefined, s)).json();
    assert.equal(hook.last_delivery_code, 200);
    assert.ok(Date.parse(hook.last_delivery_at) >= before - 1000);
    await waitFor(
      async () => (await pendingCount(t.runtime.services.redis, t.config.redisPrefix, id)) === 0 || undefined,
    );
  });

  it('sends no signature header without a secret, and signs with a secret set later', async () => {
    const s = await createSession(t);
    const id = await enabledWebhook(s, { path: '/unsigned' });
    await emitWebhookEvent(t.runtime.services, s.workspace_id, 'conversion.created', conversion());
    const [first] = await waitFor(() => at('/unsigned').length === 1 && at('/unsigned'));
    assert.equal(first.headers['x-service-signature'], undefined);
    assert.equal(first.headers['x-service-event'], 'conversion.created');
    await api('PUT', `/webhooks/${id}`, { secret: SECRET }, s);
    await emitWebhookEvent(t.runtime.services, s.workspace_id, 'conversion.created', conversion());
    const second = (await waitFor(() => at('/unsigned').length === 2 && at('/unsigned')))[1];
    assert.equal(verifyBodySignature(SECRET, second.body, String(second.headers['x-service-signature'])), true);
  });

  it('retries a failing receiver 5 times with growing pauses, then marks the event failed', async () => {
    const s = await createSession(t);
    respond({ '/down': () => ({ status: 503, body: 'unavailable' }) });
    const id = await enabledWebhook(s, { path: '/down' });
    const emitted = await emitWebhookEvent(t.runtime.services, s.workspace_id, 'conversion.created', conversion());
    const requests = await waitFor(() => at('/down').length === 5 && at('/down'));
    const gaps = requests.slice(1).map((r, i) => r.at - requests[i].at);
    // Pauses base × 1, 2, 4, 8 (2, 4, 8, 16 s in production); bee-queue may start a delayed job a little late.
    gaps.forEach((gap, i) => {
      assert.ok(gap >= BASE_MS * 2 ** i - 20, `pause ${i + 1} was ${gap} ms, expected ≥ ${BASE_MS * 2 ** i}`);
    });
    assert.ok(gaps[3] > gaps[0], `pauses grow: ${gaps.join(', ')}`);
    assert.ok(
      requests.every((r) => r.body.equals(requests[0].body)),
      'every attempt sends the same body',
    );
    const log = await waitFor(async () => {
      const rows = await deliveries(s, id);
      return rows.length === 5 && rows;
    });
    assert.deepEqual(log.map((row) => [row.attempt, row.result, row.response_code, row.response_body]).reverse(), [
      [1, 'retrying', 503, 'unavailable'],
      [2, 'retrying', 503, 'unavailable'],
      [3, 'retrying', 503, 'unavailable'],
      [4, 'retrying', 503, 'unavailable'],
      [5, 'failed', 503, 'unavailable'],
    ]);
    assert.ok(log.every((row) => row.event_id === emitted.event_id));
    await sleep(BASE_MS * 16 + 300);
    assert.equal(at('/down').length, 5, 'no 6th attempt');
    assert.equal(
      await pendingCount(t.runtime.services.redis, t.config.redisPrefix, id),
      0,
      'its pending place is freed',
    );
    assert.equal((await api('GET', `/webhooks/${id}`, undefined, s)).json().last_delivery_code, 503);
  });

  it('stops retrying once an attempt succeeds', async () => {
    const s = await createSession(t);
    let calls = 0;
    respond({ '/flaky': () => (++calls < 3 ? { status: 500, body: 'no' } : { status: 204 }) });
    const id = await enabledWebhook(s, { path: '/flaky' });
    await emitWebhookEvent(t.runtime.services, s.workspace_id, 'conversion.created', conversion());
    const log = await waitFor(async () => {
      const rows = await deliveries(s, id);
      return rows.some((row) => row.result === 'delivered') && rows;
    });
    await sleep(BASE_MS * 8);
    assert.equal(at('/flaky').length, 3);
    assert.deepEqual(log.map((row) => [row.attempt, row.result, row.response_code]).reverse(), [
      [1, 'retrying', 500],
      [2, 'retrying', 500],
      [3, 'delivered', 204],
    ]);
  });

  it('counts any 2xx as success and anything else as failure', async () => {
    const s = await createSession(t);
    respond({ '/created': () => ({ status: 201, body: 'made' }), '/moved': () => ({ status: 404, body: 'nope' }) });
    const created = await enabledWebhook(s, { path: '/created' });
    const missing = await enabledWebhook(s, { path: '/moved' });
    await emitWebhookEvent(t.runtime.services, s.workspace_id, 'conversion.created', conversion());
    const [ok] = await waitFor(async () => (await deliveries(s, created)).length === 1 && deliveries(s, created));
    assert.equal(ok.result, 'delivered');
    const [first] = await waitFor(async () => (await deliveries(s, missing)).length >= 1 && deliveries(s, missing));
    assert.equal(first.result, 'retrying');
    assert.equal(first.response_code, 404);
    await api('POST', `/webhooks/${missing}/disable`, undefined, s);
  });

  it('keeps 8 KB of the response body in the delivery log', async () => {
    const s = await createSession(t);
    const big = 'a'.repeat(5000) + 'b'.repeat(5000);
    respond({ '/big': () => ({ status: 200, body: big }) });
    const id = await enabledWebhook(s, { path: '/big' });
    await emitWebhookEvent(t.runtime.services, s.workspace_id, 'conversion.created', conversion());
    const [row] = await waitFor(async () => (await deliveries(s, id)).length === 1 && deliveries(s, id));
    assert.equal(row.response_body.length, 8192);
    assert.equal(row.response_body, big.slice(0, 8192));
  });

  it('records a connection failure with its error text and no code', async () => {
    const s = await createSession(t);
    const closed = await startReceiver();
    const url = `${closed.url}/gone`;
    await closed.close();
    const created = await api('POST', '/webhooks', { name: 'gone', url, events: ['conversion.created'] }, s);
    const id = created.json().id;
    await api('POST', `/webhooks/${id}/enable`, undefined, s);
    await emitWebhookEvent(t.runtime.services, s.workspace_id, 'conversion.created', conversion());
    const [row] = await waitFor(async () => (await deliveries(s, id)).length >= 1 && deliveries(s, id));
    assert.equal(row.response_code, null);
    assert.equal(row.response_body, null);
    assert.match(row.error, /ECONNREFUSED/);
    assert.equal(row.result, 'retrying');
    await api('POST', `/webhooks/${id}/disable`, undefined, s);
  });

  it('refuses, at delivery, a redirect from the receiver to a blocked address', async () => {
    const s = await createSession(t);
    const forbidden = await startReceiver('127.0.0.2');
    try {
      respond({ '/bounce': () => ({ status: 307, location: `http://127.0.0.2:${forbidden.port}/steal` }) });
      const id = await enabledWebhook(s, { path: '/bounce' });
      await emitWebhookEvent(t.runtime.services, s.workspace_id, 'conversion.created', conversion());
      const [row] = await waitFor(async () => (await deliveries(s, id)).length >= 1 && deliveries(s, id));
      assert.match(row.error, /^redirect to http:\/\/127\.0\.0\.2:\d+\/steal refused: the host is a private, loopback/);
      assert.equal(row.response_code, null);
      await api('POST', `/webhooks/${id}/disable`, undefined, s);
      assert.equal(forbidden.requests.length, 0);
    } finally {
      await forbidden.close();
    }
  });

  it('delivers only the events a webhook lists', async () => {
    const s = await createSession(t);
    const conversions = await enabledWebhook(s, { path: '/only-conversions' });
    const rules = await enabledWebhook(s, { path: '/only-rules', events: ['rule.fired', 'rule.recovered'] });
    const fired = {
      rule_id: 'r1',
      rule_name: 'Stop losers',
      workspace: s.workspace_id,
      target_kind: 'campaign',
      target_id: 'c1',
      target_name: 'Main',
      dry_run: false,
      metrics: { clicks: 120, conversions: 0, roi: -100, cr: 0 },
    };
    await emitWebhookEvent(t.runtime.services, s.workspace_id, 'rule.fired', fired);
    const [request] = await waitFor(() => at('/only-rules').length === 1 && at('/only-rules'));
    assert.equal(request.headers['x-service-event'], 'rule.fired');
    const envelope = JSON.parse(request.body.toString());
    assert.equal(envelope.event, 'rule.fired');
    assert.deepEqual(envelope.data, fired);
    await emitWebhookEvent(t.runtime.services, s.workspace_id, 'rule.recovered', {
      ...fired,
      fired_at: null,
      reverted: null,
    });
    await waitFor(() => at('/only-rules').length === 2);
    await sleep(300);
    assert.equal(at('/only-conversions').length, 0);
    assert.deepEqual(await deliveries(s, conversions), []);
    assert.equal((await deliveries(s, rules)).length, 2);
  });

  it('sends nothing to a disabled webhook; events flow only after enable, and disabling stops pending retries', async () => {
    const s = await createSession(t);
    respond({ '/later': () => ({ status: 500, body: 'not yet' }) });
    const created = await api(
      'POST',
      '/webhooks',
      { name: 'later', url: `${receiver.url}/later`, events: ['conversion.created'] },
      s,
    );
    const id = created.json().id;
    const none = await emitWebhookEvent(t.runtime.services, s.workspace_id, 'conversion.created', conversion());
    assert.equal(none.queued, 0);
    await sleep(300);
    assert.equal(at('/later').length, 0, 'created disabled: nothing sent');
    await api('POST', `/webhooks/${id}/enable`, undefined, s);
    await emitWebhookEvent(t.runtime.services, s.workspace_id, 'conversion.created', conversion());
    await waitFor(() => at('/later').length === 1);
    await api('POST', `/webhooks/${id}/disable`, undefined, s);
    await sleep(BASE_MS * 16 + 500);
    assert.equal(at('/later').length, 1, 'the pending retry was abandoned');
    assert.equal(await pendingCount(t.runtime.services.redis, t.config.redisPrefix, id), 0);
  });

  it('does not send an attempt twice when its job runs twice', async () => {
    const s = await createSession(t);
    const id = await enabledWebhook(s, { path: '/twice' });
    respond({});
    const emitted = await emitWebhookEvent(t.runtime.services, s.workspace_id, 'conversion.created', conversion());
    await waitFor(async () => (await deliveries(s, id)).length === 1);
    const [row] = await deliveries(s, id);
    const scheduled: WebhookAttemptJob[] = [];
    const outcome = await runWebhookAttempt(
      t.runtime.services,
      {
        webhook_id: id,
        workspace_id: s.workspace_id,
        event_id: emitted.event_id,
        event: 'conversion.created',
        body: row.request_body,
        attempt: 1,
      },
      async (job) => scheduled.push(job),
    );
    assert.equal(outcome, 'delivered');
    assert.equal(at('/twice').length, 1);
    assert.deepEqual(scheduled, []);
    assert.equal((await deliveries(s, id)).length, 1);
  });

  it('records an attempt once when two runs of its job race (at-least-once sending)', async () => {
    const s = await createSession(t);
    const id = await enabledWebhook(s, { path: '/race' });
    respond({ '/race': () => ({ status: 200, body: 'ok' }) });
    const job: WebhookAttemptJob = {
      webhook_id: id,
      workspace_id: s.workspace_id,
      event_id: '00000000-0000-4000-8000-00000000ace5',
      event: 'conversion.created',
      body: '{"event":"conversion.created"}',
      attempt: 1,
    };
    const scheduled: WebhookAttemptJob[] = [];
    const outcomes = await Promise.all(
      [1, 2].map(() => runWebhookAttempt(t.runtime.services, job, async (next) => scheduled.push(next))),
    );
    assert.deepEqual(outcomes, ['delivered', 'delivered']);
    assert.equal((await deliveries(s, id)).length, 1);
    assert.deepEqual(scheduled, []);
  });

  it('lists deliveries newest first, limited, and only of the caller’s workspace', async () => {
    const s = await createSession(t);
    respond({});
    const first = await enabledWebhook(s, { path: '/listed-1' });
    await enabledWebhook(s, { path: '/listed-2' });
    for (let i = 0; i < 2; i++)
      await emitWebhookEvent(t.runtime.services, s.workspace_id, 'conversion.created', conversion());
    await waitFor(async () => (await api('GET', '/webhooks/deliveries', undefined, s)).json().length === 4);
    const limited = await api('GET', '/webhooks/deliveries?limit=3', undefined, s);
    assert.equal(limited.statusCode, 200);
    const rows = limited.json();
    assert.equal(rows.length, 3);
    for (let i = 1; i < rows.length; i++) assert.ok(rows[i - 1].attempted_at >= rows[i].attempted_at, 'newest first');
    assert.deepEqual(Object.keys(rows[0]).sort(), [
      'attempt',
      'attempted_at',
      'duration_ms',
      'error',
      'event',
      'event_id',
      'id',
      'request_body',
      'response_body',
      'response_code',
      'result',
      'url',
      'webhook_id',
    ]);
    const one = (await api('GET', `/webhooks/deliveries?webhook_id=${first}`, undefined, s)).json();
    assert.equal(one.length, 2);
    assert.ok(one.every((row: any) => row.webhook_id === first));
    assert.deepEqual(
      (await api('GET', '/webhooks/deliveries', undefined, session)).json(),
      [],
      'another workspace sees none of them',
    );
  });

  it('keeps the delivery log 30 days', async () => {
    const s = await createSession(t);
    const id = await enabledWebhook(s, { path: '/retention' });
    const em = t.runtime.services.orm.em.fork();
    const row = {
      workspace_id: s.workspace_id,
      webhook_id: id,
      event: 'conversion.created',
      url: `${receiver.url}/retention`,
      request_body: '{}',
      result: 'delivered' as const,
      duration_ms: 1,
      attempt: 1,
    };
    const day = 86400_000;
    em.create(WebhookDelivery, {
      ...row,
      event_id: '00000000-0000-4000-8000-000000000031',
      attempted_at: new Date(Date.now() - 30 * day - 60_000),
    });
    em.create(WebhookDelivery, {
      ...row,
      event_id: '00000000-0000-4000-8000-000000000029',
      attempted_at: new Date(Date.now() - 30 * day + 60_000),
    });
    await em.flush();
    await t.runtime.jobs.add(housekeepingJob, {}, { id: 'housekeeping:webhooks-test' });
    await waitFor(
      async () =>
        (await em.fork().count(WebhookDelivery, { event_id: '00000000-0000-4000-8000-000000000031' })) === 0 ||
        undefined,
    );
    assert.equal(
      await em.fork().count(WebhookDelivery, { event_id: '00000000-0000-4000-8000-000000000029' }),
      1,
      'younger than 30 days: kept',
    );
  });

  it('lists no delivery older than 30 days, even before housekeeping has deleted it', async () => {
    const s = await createSession(t);
    const id = await enabledWebhook(s, { path: '/retention-read' });
    const em = t.runtime.services.orm.em.fork();
    const row = {
      workspace_id: s.workspace_id,
      webhook_id: id,
      event: 'conversion.created',
      url: `${receiver.url}/retention-read`,
      request_body: '{}',
      result: 'delivered' as const,
      duration_ms: 1,
      attempt: 1,
    };
    const day = 86400_000;
    em.create(WebhookDelivery, {
      ...row,
      event_id: '00000000-0000-4000-8000-000000000131',
      attempted_at: new Date(Date.now() - 30 * day - 60_000),
    });
    em.create(WebhookDelivery, {
      ...row,
      event_id: '00000000-0000-4000-8000-000000000129',
      attempted_at: new Date(Date.now() - 30 * day + 60_000),
    });
    await em.flush();
    const listed = (await api('GET', `/webhooks/deliveries?webhook_id=${id}`, undefined, s))
      .json()
      .map((entry: { event_id: string }) => entry.event_id);
    assert.deepEqual(listed, ['00000000-0000-4000-8000-000000000129']);
  });

  it('exports delivery, drop and pending metrics without workspace labels', async () => {
    const read = async () => (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    const counted = [
      'webhook_deliveries_total{result="delivered"}',
      'webhook_deliveries_total{result="retry"}',
      'webhook_deliveries_total{result="failed"}',
    ];
    const before = await read();
    // This test's own deliveries: one delivered, one failing for good (a retry on the way).
    const s = await createSession(t);
    respond({ '/metered-dead': () => ({ status: 500, body: 'down' }) });
    await enabledWebhook(s, { path: '/metered-ok' });
    await enabledWebhook(s, { path: '/metered-dead' });
    await emitWebhookEvent(
      t.runtime.services,
      s.workspace_id,
      'conversion.created',
      conversion({ transaction_id: 'tx-metered' }),
    );
    const metrics = await waitFor(async () => {
      const now = await read();
      return counted.every((series) => seriesValue(now, series) > seriesValue(before, series)) && now;
    });
    assert.match(metrics, /^webhook_events_dropped_total \d+$/m);
    assert.match(metrics, /^webhook_events_pending \d+$/m);
    assert.doesNotMatch(metrics, /^webhook_[^\n]*workspace/m);
  });
});
