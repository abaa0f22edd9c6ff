import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { webhookDeliveryJob, webhookDeliverySweepJob } from '../../../jobs/webhook-delivery';
import { emitWebhookEvent } from '../../../services/webhooks/emit';
import { pendingCount } from '../../../services/webhooks/pending';
import { api, query } from '../../support/conversions';
import { startTestApp, testDatabaseName, type TestApp } from '../../support/harness';
import { startReceiver, type ReceivedRequest, type Receiver } from '../../support/receiver';
import { createSession } from '../../support/session';
import { startTcpProxy, type TcpProxy } from '../../support/tcp-proxy';
import { waitFor } from '../../support/wait';

/**
 * Webhook delivery while Postgres fails at the worst moment (as the receiver answers), like the
 * outbound postback tests in conversions/forwarding-failures. The app reaches Postgres through a
 * relay a test can cut; only the webhook-delivery worker runs, so the sweeper runs by hand.
 */
describe('webhook delivery under Postgres failures', () => {
  let t: TestApp;
  let receiver: Receiver;
  let pgProxy: TcpProxy;
  /** Runs once per path on its first request, before answering 200. */
  const onFirst = new Map<string, (request: ReceivedRequest) => void>();

  const at = (path: string) => receiver.requests.filter((request) => request.url === path);

  before(async () => {
    receiver = await startReceiver();
    receiver.handle((request, response) => {
      const hook = onFirst.get(request.url);
      onFirst.delete(request.url);
      hook?.(request);
      response.end('ok');
    });
    pgProxy = await startTcpProxy(5432);
    t = await startTestApp({
      env: {
        DATABASE_URL: `postgres://postgres@127.0.0.1:${pgProxy.port}/${testDatabaseName('whfail_')}`,
        OUTBOUND_ALLOW_PRIVATE_FOR_TESTS: '127.0.0.0/8',
        WEBHOOK_RETRY_BASE_MS_FOR_TESTS: '100',
        JOB_BACKOFF_MS_FOR_TESTS: '400',
      },
    });
    await t.runtime.services.jobs.start([webhookDeliveryJob]);
  });
  after(async () => {
    pgProxy.restore();
    await t.close();
    await receiver.close();
    await pgProxy.close();
  });

  /** An enabled webhook on the receiver's path (in a workspace of its own), and one conversion.created event emitted to it. */
  async function emitTo(path: string): Promise<{ webhookId: string; eventId: string }> {
    const session = await createSession(t);
    const workspaceId = (await api(t, session, 'GET', '/workspace')).id;
    const hook = await api(t, session, 'POST', '/webhooks', {
      name: path,
      url: `${receiver.url}${path}`,
      events: ['conversion.created'],
    });
    await api(t, session, 'POST', `/webhooks/${hook.id}/enable`);
    const emitted = await emitWebhookEvent(t.runtime.services, workspaceId, 'conversion.created', {
      conversion_id: '2d1f0c5e-5c52-4b43-9a53-7c9a3b1f0a01',
      click_id: 'a1b2c3d4e5f6',
      campaign_id: null,
      flow_id: null,
      offer_id: null,
      status: 'sale',
      payout: 1,
      currency: 'USD',
      transaction_id: path,
      timestamp: new Date(),
      revision: 1,
      previous_status: null,
      previous_amount: null,
      previous_currency: null,
    });
    assert.equal(emitted.queued, 1);
    return { webhookId: hook.id, eventId: emitted.event_id };
  }

  const deliveries = (eventId: string) =>
    query(
      t,
      'select attempt, response_code, response_body, result from webhook_deliveries where event_id = $1 order by attempt',
      [eventId],
    );

  it('an attempt answered while Postgres is briefly away is sent once, and logged once', async () => {
    // Postgres goes away as the receiver answers (the delivery log insert fails), and is back in 1.5 s.
    onFirst.set('/wh-brief', () => void pgProxy.cutFor(1500));
    const { webhookId, eventId } = await emitTo('/wh-brief');
    const log = await waitFor(
      () => deliveries(eventId).catch(() => []),
      (rows) => rows.length >= 1,
      20_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    assert.equal(at('/wh-brief').length, 1, 'the event went out once');
    assert.deepEqual(
      log.map((row) => [row.attempt, row.response_code, row.response_body, row.result]),
      [[1, 200, 'ok', 'delivered']],
    );
    assert.equal((await deliveries(eventId)).length, 1);
    assert.equal(
      await pendingCount(t.runtime.services.redis, t.config.redisPrefix, webhookId),
      0,
      'its pending place is free',
    );
  });

  it('an attempt whose job failed for good (Postgres away through its retries) is logged once the sweeper runs', async () => {
    let outage: Promise<void> | undefined;
    // Longer than the webhook-delivery job's retries (0.4 + 0.8 + 1.6 s in this app; a brief outage above is shorter).
    onFirst.set('/wh-long', () => (outage = pgProxy.cutFor(6000)));
    const { webhookId, eventId } = await emitTo('/wh-long');
    await waitFor(
      async () => outage !== undefined,
      (started) => started,
      20_000,
    );
    await outage;
    await waitFor(
      () =>
        query(t, 'select 1').then(
          () => true,
          () => false,
        ),
      (up) => up,
    );
    assert.equal(
      await pendingCount(t.runtime.services.redis, t.config.redisPrefix, webhookId),
      1,
      'the event still holds its place',
    );
    await webhookDeliverySweepJob.process({}, t.runtime.services);
    const log = await waitFor(
      () => deliveries(eventId),
      (rows) => rows.length >= 1,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.deepEqual(
      log.map((row) => [row.attempt, row.response_code, row.response_body, row.result]),
      [[1, 200, 'ok', 'delivered']],
    );
    assert.equal(at('/wh-long').length, 1, 'the event went out once');
    assert.equal(
      await pendingCount(t.runtime.services.redis, t.config.redisPrefix, webhookId),
      0,
      'its pending place is free',
    );
  });
});
