import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openRedis, type Redis } from '../../../infra/redis';
import { conversionDeadLetterJob, conversionDeliveryJob } from '../../../jobs/conversion-delivery';
import { conversionForwardJob, conversionForwardSweepJob } from '../../../jobs/conversion-forwarding';
import type { ForwardJobData } from '../../../services/conversions/forwarding/job-data';
import { pendingCount } from '../../../services/webhooks/pending';
import type { TestApp } from '../../support/harness';
import { api, postback, query, storeClick, trackingFixture, type TrackingFixture } from '../../support/conversions';
import { startReceiver, type ReceivedRequest, type Receiver } from '../../support/receiver';
import { startRelayedApp, type RelayedApp } from '../../support/relayed-app';
import type { TcpProxy } from '../../support/tcp-proxy';
import { waitFor } from '../../support/wait';

/**
 * Forwarding while Redis or Postgres fails at the worst moment. The app reaches both through
 * relays a test can cut; no worker runs until the last tests start the forwarding ones, so the
 * first tests run the forward job's processor by hand, exactly when they want.
 */
describe('forwarding under Redis and Postgres failures', () => {
  let t: TestApp;
  let receiver: Receiver;
  let redisProxy: TcpProxy;
  let pgProxy: TcpProxy;
  let relayed: RelayedApp;
  let direct: Redis;
  /** Runs once per path on its first request, before answering 200. */
  const onFirst = new Map<string, (request: ReceivedRequest) => void>();

  const at = (path: string) => receiver.requests.filter((request) => request.url.split('?')[0] === path);

  before(async () => {
    receiver = await startReceiver();
    receiver.handle((request, response) => {
      const path = request.url.split('?')[0];
      const hook = onFirst.get(path);
      onFirst.delete(path);
      hook?.(request);
      response.end('ok');
    });
    relayed = await startRelayedApp({
      env: {
        OUTBOUND_ALLOW_PRIVATE_FOR_TESTS: '127.0.0.0/8',
        FORWARDING_RETRY_SCHEDULE_MS: '150,150',
        JOB_BACKOFF_MS_FOR_TESTS: '400',
      },
    });
    ({ t, redis: redisProxy, pg: pgProxy } = relayed);
    direct = await openRedis('redis://127.0.0.1:6379', 'test-direct');
  });
  after(async () => {
    await direct.quit();
    await relayed.close();
    await receiver.close();
  });

  /** A workspace whose conversions go to the given webhooks (enabled) and, with a path, to an outbound postback on the receiver. */
  async function fixture(hooks: number, postbackPath?: string): Promise<{ fx: TrackingFixture; hookIds: string[] }> {
    const fx = await trackingFixture(
      t,
      postbackPath ? { source: { postback_url: `${receiver.url}${postbackPath}?c={click_id}` } } : {},
    );
    const hookIds: string[] = [];
    for (let i = 0; i < hooks; i++) {
      const hook = await api(t, fx.session, 'POST', '/webhooks', {
        name: `Hook ${i}`,
        url: `${receiver.url}/hook-${i}`,
        events: ['conversion.created'],
      });
      await api(t, fx.session, 'POST', `/webhooks/${hook.id}/enable`);
      hookIds.push(hook.id);
    }
    return { fx, hookIds: hookIds.sort() };
  }

  /** Records a conversion (its forward job waits in the queue: no worker yet) and returns its forward job data. */
  async function pendingWrite(fx: TrackingFixture, txid: string): Promise<ForwardJobData> {
    const click = await storeClick(t, fx);
    assert.equal((await postback(t, fx.postback_key, { subid: click.click_id, status: 'sale', txid })).statusCode, 200);
    const [write] = await query(t, `select forward_state, forward_data from conversion_writes where click_id = $1`, [
      click.click_id,
    ]);
    assert.equal(write.forward_state, 'pending');
    return write.forward_data;
  }

  it('a forward retried after queueing for one webhook failed does not send the other webhooks the event again', async () => {
    const { fx, hookIds } = await fixture(2);
    const data = await pendingWrite(fx, 'tx-two-hooks');
    // A real Redis failure for the second webhook only: its pending set is not a sorted set.
    const broken = `${t.config.redisPrefix}webhook:pending:${hookIds[1]}`;
    await direct.set(broken, 'not a sorted set');
    await assert.rejects(conversionForwardJob.process(data, t.runtime.services), /WRONGTYPE/);
    await direct.del(broken);
    assert.equal(await conversionForwardJob.process(data, t.runtime.services), 'forwarded');
    const prefix = t.config.redisPrefix;
    assert.equal(await pendingCount(t.runtime.services.redis, prefix, hookIds[1]), 1);
    assert.equal(
      await pendingCount(t.runtime.services.redis, prefix, hookIds[0]),
      1,
      'the first webhook holds the event once, not twice',
    );
  });

  it('a forward whose first Redis answer was lost with the connection still forwards when retried', async () => {
    const { fx, hookIds } = await fixture(1);
    const data = await pendingWrite(fx, 'tx-lost-marker');
    const pendingKey = `${t.config.redisPrefix}webhook:pending:${hookIds[0]}`;
    // The job's first write (taking the webhook's pending place) runs in Redis, its answer is lost
    // and the connection drops: the lost-reply case itself, never a plain retry in its place.
    const sent = redisProxy.muteAfterSending(pendingKey);
    const run = conversionForwardJob.process(data, t.runtime.services);
    await sent;
    await waitFor(
      () => direct.exists(pendingKey),
      (found) => found === 1,
      5000,
    );
    redisProxy.cut();
    await assert.rejects(run);
    redisProxy.restore();
    await waitFor(
      async () => t.runtime.services.redis.isReady,
      (ready) => ready,
    );
    // bee-queue's retry of the job.
    assert.equal(await conversionForwardJob.process(data, t.runtime.services), 'forwarded');
    assert.equal(
      await pendingCount(t.runtime.services.redis, t.config.redisPrefix, hookIds[0]),
      1,
      'the webhook event is queued',
    );
  });

  describe('with the forwarding workers running', () => {
    before(async () => {
      await t.runtime.services.jobs.start([conversionForwardJob, conversionDeliveryJob, conversionDeadLetterJob]);
    });

    it('an outbound postback answered while Postgres is briefly away is sent once, and logged once', async () => {
      const { fx } = await fixture(0, '/pb-brief');
      // Postgres goes away as the receiver answers (the log insert fails), and is back in 1.5 s.
      onFirst.set('/pb-brief', () => void pgProxy.cutFor(1500));
      const click = await storeClick(t, fx);
      await postback(t, fx.postback_key, { subid: click.click_id, status: 'sale', txid: 'tx-pg-brief' });
      const log = await waitFor(
        () =>
          query(
            t,
            `select attempt, response_code, result from postback_log where click_id = $1 and direction = 'outgoing'`,
            [click.click_id],
          ).catch(() => []),
        (rows) => rows.length >= 1,
        20_000,
      );
      await new Promise((resolve) => setTimeout(resolve, 1000));
      assert.equal(at('/pb-brief').length, 1, 'the postback went out once');
      assert.deepEqual(
        log.map((entry) => [entry.attempt, entry.response_code, entry.result]),
        [[1, 200, 'delivered']],
      );
    });

    it(
      'an outbound postback whose delivery job failed for good (Postgres away through its retries) is logged ' +
        'once the sweeper runs',
      async () => {
        const { fx } = await fixture(0, '/pb-long');
        let outage: Promise<void> | undefined;
        // Longer than the delivery job's retries (0.4 + 0.8 + 1.6 s in this app; a brief outage above is shorter).
        onFirst.set('/pb-long', () => (outage = pgProxy.cutFor(6000)));
        const click = await storeClick(t, fx);
        await postback(t, fx.postback_key, { subid: click.click_id, status: 'sale', txid: 'tx-pg-long' });
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
        await conversionForwardSweepJob.process({}, t.runtime.services);
        const log = await waitFor(
          () =>
            query(
              t,
              `select attempt, response_code, result from postback_log where click_id = $1 and direction = 'outgoing'`,
              [click.click_id],
            ),
          (rows) => rows.length >= 1,
        );
        await new Promise((resolve) => setTimeout(resolve, 500));
        assert.deepEqual(
          log.map((entry) => [entry.attempt, entry.response_code, entry.result]),
          [[1, 200, 'delivered']],
        );
        assert.equal(at('/pb-long').length, 1, 'the postback went out once');
      },
    );
  });
});
