import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { defineJob } from '../jobs/job';
import { housekeepingJob } from '../jobs/housekeeping';
import { JobRunner } from '../jobs/runner';
import { retentionRules } from '../services/retention/rules';
import { startTestApp, type TestApp } from './support/harness';

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await sleep(50);
  }
}

describe('jobs on bee-queue', () => {
  let t: TestApp;
  let runner: JobRunner;
  const attempts = new Map<string, number[]>();
  const flaky = defineJob<{ key: string; failures: number }>({
    name: 'test-flaky',
    concurrency: 2,
    retries: 3,
    backoffMs: 100,
    timeoutMs: 5000,
    async process(data) {
      const seen = attempts.get(data.key) ?? [];
      seen.push(Date.now());
      attempts.set(data.key, seen);
      if (seen.length <= data.failures) throw new Error(`failure ${seen.length}`);
      return 'done';
    },
  });

  before(async () => {
    t = await startTestApp({ workers: true });
    runner = new JobRunner(t.runtime.services, pino({ level: 'silent' }));
    await runner.start([flaky]);
  });
  after(async () => {
    await runner.close(2000);
    await t.close();
  });

  it('retries a failing job with growing back-off until it succeeds', async () => {
    await runner.add(flaky, { key: 'a', failures: 2 });
    await waitFor(() => (attempts.get('a')?.length ?? 0) === 3);
    const [first, second, third] = attempts.get('a')!;
    assert.ok(second - first >= 90, `first retry after ${second - first} ms`);
    assert.ok(third - second >= 190, `second retry after ${third - second} ms (exponential)`);
  });

  it('stops after the allowed retries', async () => {
    await runner.add(flaky, { key: 'b', failures: 99 });
    await waitFor(() => (attempts.get('b')?.length ?? 0) === 4);
    await sleep(1000);
    assert.equal(attempts.get('b')!.length, 4, '1 attempt + 3 retries');
  });

  it('adds a job with a given id only once', async () => {
    const first = await runner.add(flaky, { key: 'c', failures: 0 }, { id: 'once', delayUntil: new Date(Date.now() + 300) });
    const second = await runner.add(flaky, { key: 'c', failures: 0 }, { id: 'once', delayUntil: new Date(Date.now() + 300) });
    assert.equal(first, second);
    await waitFor(() => (attempts.get('c')?.length ?? 0) >= 1);
    await sleep(500);
    assert.equal(attempts.get('c')!.length, 1);
  });

  it('runs housekeeping through Redis: old rows go, recent rows stay', async () => {
    const connection = t.runtime.services.orm.em.fork().getConnection();
    await connection.execute('create table retention_probe (id int primary key, created_at timestamptz not null)');
    await connection.execute(`insert into retention_probe values (1, now() - interval '25 hours'), (2, now() - interval '23 hours'), (3, now())`);
    retentionRules.push({ table: 'retention_probe', timeColumn: 'created_at', maxAgeHours: 24 });
    try {
      await t.runtime.jobs.add(housekeepingJob, {}, { id: 'housekeeping:test' });
      await waitFor(async () => (await connection.execute('select count(*)::int as n from retention_probe'))[0].n === 2);
      const rows = await connection.execute('select id from retention_probe order by id');
      assert.deepEqual(rows.map((r) => r.id), [2, 3]);
    } finally {
      retentionRules.pop();
    }
  });

  it('exposes queue depth in the metrics', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    assert.match(res.body, /^queue_jobs\{queue="housekeeping",state="waiting"\} \d+/m);
    assert.match(res.body, /^jobs_total\{queue="test-flaky",result="failed"\} \d+/m);
  });
});
