import assert from 'node:assert/strict';
import pg from 'pg';
import { after, before, describe, it } from 'node:test';
import { conversionForwardJob, conversionForwardSweepJob } from '../../../jobs/conversion-forwarding';
import { openRedis } from '../../../infra/redis';
import { dedupKey } from '../../../services/conversions/intake/dedup';
import type { TestApp } from '../../support/harness';
import { api, postback, query, storeClick, trackingFixture, type TrackingFixture } from '../../support/conversions';
import { startRelayedApp, type RelayedApp } from '../../support/relayed-app';
import type { TcpProxy } from '../../support/tcp-proxy';
import { webhookDeliveryJob } from '../../../jobs/webhook-delivery';
import { startReceiver } from '../../support/receiver';
import { waitFor } from '../../support/wait';

describe('postback intake under load and failure', () => {
  let t: TestApp;
  let fx: TrackingFixture;
  let redisProxy: TcpProxy;
  let pgProxy: TcpProxy;
  let relayed: RelayedApp;

  before(async () => {
    // The whole app reaches Redis and Postgres through relays a test can cut.
    relayed = await startRelayedApp({
      env: {
        OUTBOUND_ALLOW_PRIVATE_FOR_TESTS: '127.0.0.1/32',
        WEBHOOK_RETRY_BASE_MS_FOR_TESTS: '100',
        JOB_BACKOFF_MS_FOR_TESTS: '100',
      },
    });
    ({ t, redis: redisProxy, pg: pgProxy } = relayed);
    fx = await trackingFixture(t);
  });
  after(async () => relayed.close());

  it('answers 429 with Retry-After past 500 postbacks in a burst from one IP, and keeps serving other IPs', async () => {
    const click = await storeClick(t, fx);
    const ip = '192.0.2.77';
    const started = Date.now();
    // 50 in flight at a time, as a partner's connection pool sends them, until 50 are refused: 800
    // at once made the last ones wait past the rate limiter's Redis deadline on a loaded machine
    // (503, rightly, but not what this test is about), and a fixed count sent slowly fits in the
    // bucket as it refills (100 a second). The limit is the first check, so the burst's postbacks
    // lack their click id: each is answered 400 right after it (no Postgres), fast enough to
    // outrun the refill on a loaded machine, where whole postbacks came at 67 a second once.
    const answers: Awaited<ReturnType<typeof postback>>[] = [];
    let inFlight = 0;
    let refused = 0;
    const send = async () => {
      while (refused < 50 && answers.length + inFlight < 5000) {
        inFlight++;
        const res = await postback(t, fx.postback_key, { status: 'lead', txid: 'tx-burst' }, { ip });
        inFlight--;
        answers.push(res);
        if (res.statusCode === 429) refused++;
      }
    };
    await Promise.all(Array.from({ length: 50 }, send));
    const elapsedSeconds = (Date.now() - started) / 1000;
    const passed = answers.filter((res) => res.statusCode === 400).length;
    const limited = answers.filter((res) => res.statusCode === 429);
    const others = answers
      .filter((res) => res.statusCode !== 400 && res.statusCode !== 429)
      .map((res) => `${res.statusCode} ${res.body}`);
    assert.deepEqual(others, [], 'every answer is past the limit (400: no click id) or 429');
    assert.ok(limited.length >= 50, `refused ${limited.length} of ${answers.length}`);
    assert.ok(passed >= 500, `the burst of 500 passes (${passed})`);
    assert.ok(
      passed <= 500 + Math.ceil(elapsedSeconds * 100) + 1,
      `${passed} passed in ${elapsedSeconds} s: more than the limit allows`,
    );
    assert.equal(limited[0].body, 'rate limit exceeded');
    assert.match(limited[0].headers['content-type'] as string, /^text\/plain/);
    assert.ok(Number(limited[0].headers['retry-after']) >= 1);
    const other = await postback(
      t,
      fx.postback_key,
      { subid: click.click_id, status: 'sale', txid: 'tx-burst' },
      { ip: '192.0.2.78' },
    );
    assert.equal(other.statusCode, 200);
  });

  it('releases the deduplication claim when the write fails, so the retry is recorded', async () => {
    const click = await storeClick(t, fx);
    // A real failure inside Postgres, for this txid only.
    await query(
      t,
      `create function fail_tx() returns trigger language plpgsql as $$
                    begin if new.txid = 'tx-fail' then raise exception 'disk full (test)'; end if; return new; end $$`,
    );
    await query(t, 'create trigger fail_tx before insert on conversions for each row execute function fail_tx()');
    const failed = await postback(t, fx.postback_key, {
      subid: click.click_id,
      status: 'sale',
      payout: '4',
      txid: 'tx-fail',
    });
    assert.equal(failed.statusCode, 503);
    assert.equal(failed.body, 'service unavailable');
    assert.equal((await query(t, 'select * from conversions where click_id = $1', [click.click_id])).length, 0);
    // Bound to its click, so in the postback log with the answer it got (Postgres is up to take the entry).
    const logged = await query(
      t,
      `select response_code, error, result, attempt from postback_log where click_id = $1 and direction = 'incoming'`,
      [click.click_id],
    );
    assert.deepEqual(logged, [{ response_code: 503, error: 'service unavailable', result: 'refused', attempt: 1 }]);
    const claims = await t.runtime.services.redis.keys(`${t.config.redisPrefix}conv:dedup:*`);
    await query(t, 'drop trigger fail_tx on conversions');
    const retry = await postback(t, fx.postback_key, {
      subid: click.click_id,
      status: 'sale',
      payout: '4',
      txid: 'tx-fail',
    });
    assert.equal(retry.statusCode, 200);
    assert.equal(retry.body, 'ok');
    assert.equal((await query(t, 'select * from conversions where click_id = $1', [click.click_id])).length, 1);
    assert.equal(
      (await t.runtime.services.redis.keys(`${t.config.redisPrefix}conv:dedup:*`)).length,
      claims.length + 1,
      'the claim exists only after the success',
    );
  });

  it('answers 503 while Postgres is unavailable and records the retry afterwards', async () => {
    const click = await storeClick(t, fx);
    pgProxy.cut();
    const down = await postback(t, fx.postback_key, { subid: click.click_id, status: 'lead', txid: 'tx-pg-down' });
    assert.equal(down.statusCode, 503);
    assert.equal(down.body, 'service unavailable');
    pgProxy.restore();
    const retry = await waitFor(
      () => postback(t, fx.postback_key, { subid: click.click_id, status: 'lead', txid: 'tx-pg-down' }),
      (res) => res.statusCode === 200,
    );
    assert.equal(retry.body, 'ok');
    assert.equal((await query(t, 'select * from conversions where click_id = $1', [click.click_id])).length, 1);
  });

  it('answers 503 while Redis is unavailable and records the retry afterwards', async () => {
    const click = await storeClick(t, fx);
    redisProxy.cut();
    await waitFor(
      async () => t.runtime.services.redis.isReady,
      (ready) => !ready,
    );
    const down = await postback(t, fx.postback_key, { subid: click.click_id, status: 'lead', txid: 'tx-redis-down' });
    assert.equal(down.statusCode, 503);
    assert.equal(down.body, 'service unavailable');
    assert.equal((await query(t, 'select * from conversions where click_id = $1', [click.click_id])).length, 0);
    redisProxy.restore();
    await waitFor(
      async () => t.runtime.services.redis.isReady,
      (ready) => ready,
    );
    const retry = await postback(t, fx.postback_key, { subid: click.click_id, status: 'lead', txid: 'tx-redis-down' });
    assert.equal(retry.statusCode, 200);
    assert.equal((await query(t, 'select * from conversions where click_id = $1', [click.click_id])).length, 1);
  });

  it('gives back a claim whose answer was lost with the Redis connection, so the retry is recorded', async () => {
    const click = await storeClick(t, fx);
    const params = { subid: click.click_id, status: 'sale', payout: '3', txid: 'tx-lost-answer' };
    const key = dedupKey(t.config.redisPrefix, fx.workspace_id, 'tx-lost-answer', 'sale', '3', 'USD');
    const direct = await openRedis('redis://127.0.0.1:6379', 'test-direct');
    try {
      // The postback waits at its click lookup (Postgres frozen) once its rate-limit token is taken...
      pgProxy.freeze();
      const pending = postback(t, fx.postback_key, params);
      await new Promise((resolve) => setTimeout(resolve, 300));
      // ...then Redis runs its claim, the answer is lost and the connection drops.
      redisProxy.mute();
      pgProxy.restore();
      await waitFor(
        () => direct.exists(key),
        (found) => found === 1,
      );
      redisProxy.cut();
      const lost = await pending;
      assert.equal(lost.statusCode, 503);
      assert.equal((await query(t, 'select * from conversions where click_id = $1', [click.click_id])).length, 0);
      redisProxy.restore();
      await waitFor(
        () => direct.exists(key),
        (found) => found === 0,
      );
      const retry = await postback(t, fx.postback_key, params);
      assert.equal(retry.statusCode, 200);
      assert.equal(
        (await query(t, 'select * from conversions where click_id = $1', [click.click_id])).length,
        1,
        'the retry is recorded, not taken for a duplicate',
      );
    } finally {
      await direct.quit();
    }
  });

  it('records a txid-less postback once when Postgres committed it and the reply was lost, and answers ok', async () => {
    const click = await storeClick(t, fx);
    const params = { subid: click.click_id, status: 'lead', payout: '2' };
    // Straight to Postgres, past the relay, to see the commit while the app's connections are muted.
    const directUrl = new URL(t.config.databaseUrl);
    directUrl.port = '5432';
    const direct = new pg.Client({ connectionString: directUrl.toString() });
    await direct.connect();
    try {
      const count = async (table: string) =>
        Number(
          (await direct.query(`select count(*) from ${table} where click_id = $1`, [click.click_id])).rows[0].count,
        );
      // The batch statement goes to Postgres and commits; its reply is held back, then the connection drops.
      const sent = pgProxy.muteAfterSending('conversion_write_batch');
      const pending = postback(t, fx.postback_key, params);
      await sent;
      await waitFor(
        () => count('conversions'),
        (n) => n === 1,
      );
      pgProxy.cut();
      pgProxy.restore();
      const answers = [(await pending).statusCode];
      // A partner retries what was not answered 200; without a txid, its retry is a new conversion.
      if (answers[0] !== 200) answers.push((await postback(t, fx.postback_key, params)).statusCode);
      assert.equal(await count('conversions'), 1, 'one conversion');
      assert.equal(await count('conversion_writes'), 1, 'one write');
      assert.deepEqual(answers, [200], 'answered ok at once, with nothing to retry');
      const logged = await direct.query(
        `select result from postback_log where click_id = $1 and direction = 'incoming'`,
        [click.click_id],
      );
      assert.deepEqual(logged.rows, [{ result: 'recorded' }]);
    } finally {
      pgProxy.restore();
      await direct.end();
    }
  });

  // Last: it starts the forward worker in this app.
  it('forwards a write whose forward job failed for good (Postgres away through all its retries) once the sweeper runs', async () => {
    const hooked = await trackingFixture(t);
    // A real listener: the proof is the webhook delivered, not only the write marked done.
    const receiver = await startReceiver();
    after(() => receiver.close());
    const hook = await api(t, hooked.session, 'POST', '/webhooks', {
      name: 'Hook',
      url: `${receiver.url}/conversions`,
      events: ['conversion.created'],
    });
    await api(t, hooked.session, 'POST', `/webhooks/${hook.id}/enable`);
    const click = await storeClick(t, hooked);
    assert.equal(
      (await postback(t, hooked.postback_key, { subid: click.click_id, status: 'sale', txid: 'tx-fwd-failed' }))
        .statusCode,
      200,
    );
    const [write] = await query(t, 'select write_id, forward_state from conversion_writes where click_id = $1', [
      click.click_id,
    ]);
    assert.equal(write.forward_state, 'pending');

    // The forward job runs while Postgres is away: its 5 retries are used up (0.1 + 0.2 + … + 1.6 s in this app).
    pgProxy.cut();
    const { jobs } = t.runtime.services;
    await jobs.start([conversionForwardJob]);
    const queue = jobs.queue(conversionForwardJob);
    await waitFor(
      async () => (await queue.getJob(`fwd:${write.write_id}`))?.status,
      (status) => status === 'failed',
      60_000,
    );
    pgProxy.restore();
    await waitFor(
      () =>
        query(t, 'select 1').then(
          () => true,
          () => false,
        ),
      (up) => up,
    );

    // A minute later the outbox sweeper finds the write still pending: it must be forwarded now.
    await query(t, `update conversion_writes set at = now() - interval '5 minutes' where write_id = $1`, [
      write.write_id,
    ]);
    const swept = (await conversionForwardSweepJob.process({}, t.runtime.services)) as { requeued: number };
    assert.ok(swept.requeued >= 1);
    await waitFor(
      () => query(t, 'select forward_state from conversion_writes where write_id = $1', [write.write_id]),
      (rows) => rows[0].forward_state === 'done',
    );
    await jobs.start([webhookDeliveryJob]);
    const delivered = () =>
      receiver.requests
        .map((request) => JSON.parse(request.body.toString()))
        .filter((body) => body.data?.click_id === click.click_id);
    await waitFor(
      async () => delivered().length,
      (n) => n >= 1,
    );
    // Another sweep finds nothing left to forward: delivered once, not twice.
    await conversionForwardSweepJob.process({}, t.runtime.services);
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal(delivered().length, 1);
    assert.equal(delivered()[0].event, 'conversion.created');
    assert.equal(delivered()[0].data.transaction_id, 'tx-fwd-failed');
  });
});
