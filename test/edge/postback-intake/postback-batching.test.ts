import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Batcher } from '../../../services/batching/batcher';
import { BatchedTokenBuckets } from '../../../services/rate-limit/token-bucket-batch';
import { BatchedDedupClaims, dedupKey } from '../../../services/conversions/intake/dedup';
import { startTestApp, type TestApp } from '../../support/harness';
import { postback, query, storeClick, trackingFixture, type TrackingFixture } from '../../support/conversions';

/** The per-turn batching of the postback hot path: shared round trips, answers of their own. */
describe('postback intake batching', () => {
  let t: TestApp;
  let fx: TrackingFixture;

  before(async () => {
    t = await startTestApp();
    fx = await trackingFixture(t);
  });
  after(async () => t.close());

  it('runs the calls of one event-loop turn as one batch, a later call in the next, at most maxParallel at once', async () => {
    const batches: number[][] = [];
    let running = 0;
    let mostRunning = 0;
    const batcher = new Batcher<number, number>(
      async (inputs) => {
        batches.push(inputs);
        mostRunning = Math.max(mostRunning, ++running);
        await new Promise((resolve) => setTimeout(resolve, 20));
        running--;
        return inputs.map((n) => n * 2);
      },
      { maxBatch: 3, maxParallel: 1 },
    );
    const first = await Promise.all([1, 2, 3, 4, 5].map((n) => batcher.add(n)));
    assert.deepEqual(first, [2, 4, 6, 8, 10]);
    assert.deepEqual(
      batches,
      [
        [1, 2, 3],
        [4, 5],
      ],
      'one turn, cut at maxBatch, the rest after the first finished',
    );
    assert.equal(mostRunning, 1);
    assert.equal(await batcher.add(6), 12);
    assert.deepEqual(batches[2], [6], 'a lone call goes at the end of its turn');
  });

  it('fails only the caller whose entry is an Error, and every caller when the batch throws', async () => {
    let fail = false;
    const batcher = new Batcher<number, number>(
      async (inputs) => {
        if (fail) throw new Error('down');
        return inputs.map((n) => (n === 2 ? new Error('bad entry') : n));
      },
      { maxBatch: 10, maxParallel: 1 },
    );
    const answers = await Promise.allSettled([1, 2, 3].map((n) => batcher.add(n)));
    assert.deepEqual(
      answers.map((a) => a.status),
      ['fulfilled', 'rejected', 'fulfilled'],
    );
    fail = true;
    const down = await Promise.allSettled([1, 3].map((n) => batcher.add(n)));
    assert.ok(down.every((a) => a.status === 'rejected'));
  });

  it('takes rate-limit tokens in order within one script call; an unreadable bucket fails alone', async () => {
    const { redis } = t.runtime.services;
    const prefix = `${t.config.redisPrefix}batchtest:`;
    const buckets = new BatchedTokenBuckets(
      redis,
      prefix,
      { name: 'test', tokens: 1, perMs: 60_000, burst: 2 },
      () => new Date(),
    );
    await redis.set(`${prefix}ratelimit:test:broken`, 'not a hash');
    const answers = await Promise.allSettled(['a', 'a', 'broken', 'a', 'b'].map((subject) => buckets.take(subject)));
    assert.deepEqual(
      answers.map((a) => (a.status === 'fulfilled' ? a.value.allowed : 'error')),
      [true, true, 'error', false, true],
      'the burst of 2 passes for a, the third is refused; b has its own bucket',
    );
    const refused = answers[3] as PromiseFulfilledResult<{ retryAfterSeconds: number }>;
    assert.ok(refused.value.retryAfterSeconds >= 1);
  });

  it('claims each deduplication key once even when one batch names it several times', async () => {
    const { redis } = t.runtime.services;
    const claims = new BatchedDedupClaims(redis);
    const key = (txid: string) => dedupKey(t.config.redisPrefix, fx.workspace_id, txid, 'sale', '1', 'USD');
    const answers = await Promise.allSettled(
      [key('tx-one'), key('tx-one'), key('tx-two'), key('tx-one')].map((k) => claims.claim(k)),
    );
    const values = answers.map((a) => (a.status === 'fulfilled' ? (a.value ? 'claimed' : 'held') : 'error'));
    assert.deepEqual(values, ['claimed', 'held', 'claimed', 'held']);
    assert.ok((await redis.ttl(key('tx-one'))) > 23 * 3600, 'held for the deduplication window');
  });

  it('answers 503 to the postback whose rate-limit bucket is unreadable and records the others sent with it', async () => {
    const clicks = await Promise.all(Array.from({ length: 6 }, () => storeClick(t, fx)));
    await t.runtime.services.redis.set(`${t.config.redisPrefix}ratelimit:postback:192.0.2.200`, 'not a hash');
    const answers = await Promise.all(
      clicks.map((click, i) =>
        postback(
          t,
          fx.postback_key,
          { subid: click.click_id, status: 'sale', payout: '2', txid: `tx-batch-${i}` },
          { ip: `192.0.2.${200 + i}` },
        ),
      ),
    );
    assert.deepEqual(
      answers.map((res) => res.statusCode),
      [503, 200, 200, 200, 200, 200],
    );
    const rows = await query(t, 'select click_id from conversions where click_id = any($1::uuid[])', [
      clicks.map((click) => click.click_id),
    ]);
    assert.equal(rows.length, 5);
    assert.ok(!rows.some((row) => row.click_id === clicks[0].click_id));
  });

  it('looks up the clicks of concurrent postbacks together: known, unknown and another workspace each get their own answer', async () => {
    const known = await Promise.all(Array.from({ length: 4 }, () => storeClick(t, fx)));
    const other = await trackingFixture(t);
    const foreign = await storeClick(t, other);
    const unknownId = '01234567-89ab-7def-8123-456789abcdef';
    const answers = await Promise.all([
      ...known.map((click, i) =>
        postback(t, fx.postback_key, { subid: click.click_id, status: 'lead', txid: `tx-lookup-${i}` }),
      ),
      postback(t, fx.postback_key, { subid: unknownId, status: 'lead', txid: 'tx-lookup-unknown' }),
      postback(t, fx.postback_key, { subid: foreign.click_id, status: 'lead', txid: 'tx-lookup-foreign' }),
      // The same click twice in one batch, with two txids: two conversions.
      postback(t, fx.postback_key, { subid: known[0].click_id, status: 'lead', txid: 'tx-lookup-again' }),
    ]);
    assert.deepEqual(
      answers.map((res) => `${res.statusCode} ${res.body}`),
      ['200 ok', '200 ok', '200 ok', '200 ok', '503 unknown click', '401 Incorrect postback key', '200 ok'],
    );
    const rows = await query(t, 'select txid from conversions where click_id = $1 order by txid', [known[0].click_id]);
    assert.deepEqual(
      rows.map((row) => row.txid),
      ['tx-lookup-0', 'tx-lookup-again'],
    );
  });

  it('finds clicks of different days looked up in one batch (the batch spans their partitions)', async () => {
    const days = [0, 1, 3].map((back) => new Date(Date.now() - back * 86_400_000));
    const clicks = await Promise.all(days.map((time) => storeClick(t, fx, {}, time)));
    const answers = await Promise.all(
      clicks.map((click, i) =>
        postback(t, fx.postback_key, { subid: click.click_id, status: 'sale', txid: `tx-days-${i}` }),
      ),
    );
    assert.deepEqual(
      answers.map((res) => `${res.statusCode} ${res.body}`),
      ['200 ok', '200 ok', '200 ok'],
    );
    const rows = await query(t, 'select click_id, click_created_at from conversions where click_id = any($1::uuid[])', [
      clicks.map((click) => click.click_id),
    ]);
    assert.equal(rows.length, 3);
  });
});
