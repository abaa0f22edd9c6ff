import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { defineJob } from '../../jobs/job';
import { registry } from '../../infra/telemetry';
import { startTestApp, type TestApp } from '../support/harness';
import { waitFor } from '../support/wait';

/** A job that fails for good every time it runs (as a delivery does while Postgres is away). */
const attempts: string[] = [];
const alwaysFailing = defineJob<{ n: number; list: number[] }>({
  name: 'test-always-failing',
  concurrency: 1,
  retries: 0,
  backoffMs: 10,
  timeoutMs: 5000,
  async process(data) {
    attempts.push(JSON.stringify(data));
    throw new Error('dependency away');
  },
});

async function givenUpCount(): Promise<number> {
  const metric = await registry.getSingleMetric('jobs_given_up_total')?.get();
  return metric?.values.find((v) => v.labels.queue === alwaysFailing.name)?.value ?? 0;
}

describe('requeueFailed: failed jobs go back atomically, a capped number of times', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
    await t.runtime.jobs.start([alwaysFailing]);
  });
  after(async () => t.close());

  it('puts a failed job back with its id and data, and gives it up past the cap, counted', async () => {
    const { jobs, services } = t.runtime;
    const before = await givenUpCount();
    await jobs.add(alwaysFailing, { n: 7, list: [] }, { id: 'job-7' });
    const failedKey = `${t.config.redisPrefix}bq:${alwaysFailing.name}:failed`;
    const isFailed = () => services.redis.sIsMember(failedKey, 'job-7');
    await waitFor(isFailed, Boolean);
    for (let round = 1; round <= 2; round++) {
      assert.equal(await jobs.requeueFailed(alwaysFailing, 10, 2), 1, `round ${round}: put back`);
      await waitFor(
        async () => attempts.length,
        (n) => n === round + 1,
      );
      await waitFor(isFailed, Boolean);
    }
    assert.deepEqual(
      new Set(attempts),
      new Set([JSON.stringify({ n: 7, list: [] })]),
      'same data every time (an empty list stays a list)',
    );
    // Past the cap: given up, out of the failed set, counted, and not run again.
    assert.equal(await jobs.requeueFailed(alwaysFailing, 10, 2), 0);
    assert.equal(await isFailed(), 0);
    assert.equal(
      await services.redis.sIsMember(`${t.config.redisPrefix}bq:${alwaysFailing.name}:given-up`, 'job-7'),
      1,
    );
    assert.equal(await givenUpCount(), before + 1);
    assert.equal(await jobs.requeueFailed(alwaysFailing, 10, 2), 0);
    assert.equal(attempts.length, 3);
  });
});
