import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import BeeQueue from 'bee-queue';
import pino from 'pino';
import { defineJob } from '../../jobs/job';
import { housekeepingJob } from '../../jobs/housekeeping';
import { JobRunner } from '../../jobs/runner';
import { retentionPolicies } from '../../services/retention/policies';
import { startTestApp, type TestApp } from '../support/harness';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { waitFor } from '../support/wait';

// First in the file: the service started and closed here is the first of this process.
describe('queue depth after the service is started again in the same process', () => {
  it('reads the open runner, not the closed one', async () => {
    const first = await startTestApp({ workers: true });
    await first.close();
    const second = await startTestApp({ workers: true });
    try {
      await second.runtime.jobs.add(
        housekeepingJob,
        {},
        { id: 'housekeeping:again', delayUntil: new Date(Date.now() + 60_000) },
      );
      const res = await second.app.inject({ method: 'GET', url: '/metrics' });
      assert.match(res.body, /^queue_jobs\{queue="housekeeping",state="delayed"\} [1-9]/m);
    } finally {
      await second.close();
    }
  });
});

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
    const first = await runner.add(
      flaky,
      { key: 'c', failures: 0 },
      { id: 'once', delayUntil: new Date(Date.now() + 300) },
    );
    const second = await runner.add(
      flaky,
      { key: 'c', failures: 0 },
      { id: 'once', delayUntil: new Date(Date.now() + 300) },
    );
    assert.equal(first, second);
    await waitFor(() => (attempts.get('c')?.length ?? 0) >= 1);
    await sleep(500);
    assert.equal(attempts.get('c')!.length, 1);
  });

  it('runs housekeeping through Redis: old rows go, recent rows stay', async () => {
    const connection = t.runtime.services.orm.em.fork().getConnection();
    await connection.execute('create table retention_probe (id int primary key, created_at timestamptz not null)');
    await connection.execute(
      `insert into retention_probe values (1, now() - interval '25 hours'), (2, now() - interval '23 hours'), (3, now())`,
    );
    retentionPolicies.push({ table: 'retention_probe', timeColumn: 'created_at', maxAgeHours: 24 });
    try {
      await t.runtime.jobs.add(housekeepingJob, {}, { id: 'housekeeping:test' });
      await waitFor(
        async () => (await connection.execute('select count(*)::int as n from retention_probe'))[0].n === 2,
      );
      const rows = await connection.execute('select id from retention_probe order by id');
      assert.deepEqual(
        rows.map((r) => r.id),
        [2, 3],
      );
    } finally {
      retentionPolicies.pop();
    }
  });

  it('exposes queue depth in the metrics', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    assert.match(res.body, /^queue_jobs\{queue="housekeeping",state="waiting"\} \d+/m);
    assert.match(res.body, /^jobs_total\{queue="test-flaky",result="failed"\} \d+/m);
  });
});

describe('a producer queue whose Redis connection drops while it connects', () => {
  let t: TestApp;
  let proxy: TcpProxy;
  let runner: JobRunner;
  const probe = defineJob<{ n: number }>({
    name: 'test-connect-probe',
    concurrency: 1,
    retries: 0,
    backoffMs: 100,
    timeoutMs: 1000,
    process: async () => 'done',
  });

  before(async () => {
    t = await startTestApp();
    proxy = await startTcpProxy(6379);
    const services = t.runtime.services;
    runner = new JobRunner(
      { ...services, config: { ...services.config, redisUrl: `redis://127.0.0.1:${proxy.port}` } },
      pino({ level: 'silent' }),
    );
  });
  after(async () => {
    proxy.restore();
    await runner.close(1000);
    await proxy.close();
    await t.close();
  });

  it('does not take the process down with an unhandled error event', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      // The reset has to land inside the client's connect and ready check: a few moments are tried.
      for (const delayMs of [0, 0.5, 1, 2, 4]) {
        const queue = new BeeQueue('test-connect-reset', {
          prefix: `${t.config.redisPrefix}bq`,
          redis: { url: `redis://127.0.0.1:${proxy.port}` } as BeeQueue.QueueSettings['redis'],
          isWorker: false,
          getEvents: false,
          sendEvents: false,
        });
        queue.on('error', () => undefined);
        queue.ready().catch(() => undefined);
        const started = performance.now();
        while (performance.now() - started < delayMs) await new Promise(setImmediate);
        proxy.cut();
        await sleep(50);
        proxy.restore();
        await sleep(100);
        await queue.close(500).catch(() => undefined);
      }
      assert.deepEqual(uncaught, []);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });

  it('raises no unhandled rejection and adds jobs once Redis is back', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      // Opened and left idle (as the forwarding queues are at start); its connection is reset during the ready check.
      runner.queue(probe);
      proxy.cut();
      await sleep(50);
      proxy.restore();
      let added: string | undefined;
      const deadline = Date.now() + 5000;
      while (!added && Date.now() < deadline) {
        added = await runner.add(probe, { n: 1 }).catch(() => undefined);
        if (!added) await sleep(100);
      }
      assert.ok(added, 'the queue accepts jobs again after Redis came back');
      const job = await runner.queue(probe).getJob(added);
      assert.deepEqual(job?.data, { n: 1 });
      assert.deepEqual(unhandled, []);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
