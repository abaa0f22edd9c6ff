import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import pino from 'pino';
import { openRedis, type Redis } from '../../../infra/redis';
import { startRuntime, type Runtime } from '../../../app/runtime';
import type { Config } from '../../../infra/config';
import { appendClicks, CLICK_CONSUMER_GROUP, clickStreamKey } from '../../../edge/click-recording/click-stream';
import { toEntry } from '../../../edge/click-recording/click-entry';
import { ClickStore } from '../../../edge/click-recording/click-store';
import { ClickConsumer } from '../../../edge/click-recording/consumer';
import { ClickRecorder } from '../../../edge/click-recording/recorder';
import { startTrace } from '../../../edge/traffic-log/trace-builder';
import { cleanUp, preparedTestConfig, startTestApp, type TestApp } from '../../support/harness';
import { makeClick, sql } from '../../support/clicks';
import { startTcpProxy, type TcpProxy } from '../../support/tcp-proxy';
import { catalog, DESKTOP_UA } from '../../support/routing';
import { createSession } from '../../support/session';
import { seriesValue } from '../../support/metrics-text';
import { waitFor } from '../../support/wait';
import { metricValue } from '../../support/metrics';

const log = pino({ level: 'silent' });
const count = async (config: Config, ids: string[]) =>
  Number(
    (await sql(config.databaseUrl, 'select count(*)::int as n from clicks where click_id = any($1::uuid[])', [ids]))[0]
      .n,
  );

describe('click recording through the Redis stream', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ workers: true });
  });
  after(async () => t.close());

  it('records 1000 clicks answered over HTTP, each exactly once in Postgres, and empties the stream', async () => {
    // Through the front door: every 302 a visitor got is a click that must reach Postgres once.
    const c = catalog(t, await createSession(t));
    const offer = await c.offer('Durable offer', 'https://offer.example/?cid={click_id}');
    const campaign = await c.campaign({});
    await c.flow(campaign.id, { offers: [{ offer_id: offer }] });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const recordedBefore = await metricValue('clicks_recorded_total', { path: 'stream' });
    const ids: string[] = [];
    for (let i = 0; i < 1000; i += 50) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          fetch(`${address}/${campaign.alias}`, { redirect: 'manual', headers: { 'user-agent': DESKTOP_UA } }),
        ),
      );
      for (const res of answers) {
        assert.equal(res.status, 302);
        ids.push(/cid=([0-9a-f-]{36})/.exec(res.headers.get('location') ?? '')![1]);
      }
    }
    assert.equal(new Set(ids).size, 1000);
    await waitFor(
      () => count(t.config, ids),
      (n) => n === 1000,
    );
    const [row] = await sql(
      t.config.databaseUrl,
      'select count(distinct click_id)::int as distinct_ids, count(*)::int as n from clicks where click_id = any($1::uuid[])',
      [ids],
    );
    assert.deepEqual(row, { distinct_ids: 1000, n: 1000 });
    assert.equal(
      (await metricValue('clicks_recorded_total', { path: 'stream' })) - recordedBefore,
      1000,
      'all through the stream',
    );
    await waitFor(
      () => t.runtime.services.redis.xLen(clickStreamKey(t.config.redisPrefix)),
      (n) => n === 0,
    );
  });

  it('exports recording metrics on /metrics without campaign or workspace labels', async () => {
    const recorded = async () =>
      seriesValue(
        (await t.app.inject({ method: 'GET', url: '/metrics' })).body,
        'clicks_recorded_total{path="stream"}',
      );
    const before = await recorded();
    const click = makeClick();
    assert.equal(await t.runtime.services.clicks.record(click), 'stream');
    await waitFor(
      () => count(t.config, [click.click_id]),
      (n) => n === 1,
    );
    assert.equal((await recorded()) - before, 1, "this test's click is counted");
    await waitFor(
      () => t.runtime.services.redis.xLen(clickStreamKey(t.config.redisPrefix)),
      (n) => n === 0,
    );
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    assert.equal(res.statusCode, 200);
    for (const [name, type] of Object.entries({
      clicks_recorded_total: 'counter',
      clicks_lost_total: 'counter',
      click_duplicates_total: 'counter',
      click_fallback_total: 'counter',
      click_to_postgres_seconds: 'histogram',
      click_queue_depth: 'gauge',
    })) {
      assert.match(res.body, new RegExp(`^# TYPE ${name} ${type}$`, 'm'), name);
    }
    assert.match(res.body, /^click_queue_depth\{queue="stream"\} 0$/m);
    assert.match(res.body, /^click_queue_depth\{queue="buffer"\} 0$/m);
    assert.doesNotMatch(res.body, /^click[^\n]*(campaign|workspace)_id=/m);
  });

  it('stores every column as given, with defaults for what the click leaves out', async () => {
    const click = makeClick({ ip: '2001:db8::1', cost: '1.234567', landing_id: null, region: null, is_bot: true });
    await t.runtime.services.clicks.record(click);
    await waitFor(
      () => count(t.config, [click.click_id]),
      (n) => n === 1,
    );
    const [row] = await sql(t.config.databaseUrl, 'select * from clicks where click_id = $1', [click.click_id]);
    assert.equal(row.created_at.toISOString(), click.created_at);
    assert.equal(row.ip, '2001:db8::1');
    assert.equal(row.cost, '1.234567');
    assert.equal(row.landing_id, null);
    assert.equal(row.region, null);
    assert.equal(row.sub_id_1, 'one');
    assert.equal(row.sub_id_30, 'thirty');
    assert.equal(row.sub_id_2, null);
    assert.deepEqual(
      [row.is_bot, row.is_unique, row.is_proxy, row.is_simulated, row.save_traffic],
      [true, true, false, false, true],
    );
    assert.deepEqual([row.outcome, row.http_status, row.select_reason], ['redirect', 302, 'regular_by_weight']);
  });

  it('stores a click delivered twice only once', async () => {
    const duplicatesBefore = await metricValue('click_duplicates_total');
    const entry = toEntry(makeClick());
    const key = clickStreamKey(t.config.redisPrefix);
    await appendClicks(t.runtime.services.redis, key, 1000, [entry]);
    await appendClicks(t.runtime.services.redis, key, 1000, [entry]);
    const id = JSON.parse(entry.click).click_id;
    await waitFor(
      () => metricValue('click_duplicates_total'),
      (n) => n - duplicatesBefore === 1,
    );
    assert.equal(await count(t.config, [id]), 1);
  });

  it('records the trace alongside the click', async () => {
    const click = makeClick({ outcome: 'no_match', http_status: 404, select_reason: 'no_match', destination: null });
    const trace = startTrace(click.click_id, 100);
    trace.step('input', 'applied', { country: 'US' });
    trace.step('flow_select', 'miss', { flows: 0 });
    await t.runtime.services.clicks.record(click, trace.finish(click));
    await waitFor(
      () => sql(t.config.databaseUrl, 'select * from click_traces where click_id = $1', [click.click_id]),
      (rows) => rows.length === 1,
    ).then(([row]) => {
      assert.equal(row.outcome, 'no_match');
      assert.equal(row.http_status, 404);
      assert.deepEqual(row.steps, [
        { name: 'input', result: 'applied', details: { country: 'US' } },
        { name: 'flow_select', result: 'miss', details: { flows: 0 } },
      ]);
      assert.ok(row.duration_ms >= 0);
    });
    assert.equal(await count(t.config, [click.click_id]), 1);
  });

  it('drops a click Postgres refuses, counts it lost, and still writes the rest of its batch', async () => {
    const lostBefore = await metricValue('clicks_lost_total', { reason: 'invalid' });
    const good = [makeClick(), makeClick()];
    const bad = makeClick({ outcome: 'teleport' as never });
    const key = clickStreamKey(t.config.redisPrefix);
    assert.equal(
      await appendClicks(
        t.runtime.services.redis,
        key,
        1000,
        [good[0], bad, good[1]].map((click) => toEntry(click)),
      ),
      3,
    );
    await waitFor(
      () =>
        count(
          t.config,
          good.map((click) => click.click_id),
        ),
      (n) => n === 2,
    );
    assert.equal(await count(t.config, [bad.click_id]), 0);
    assert.equal((await metricValue('clicks_lost_total', { reason: 'invalid' })) - lostBefore, 1);
    await waitFor(
      () => t.runtime.services.redis.xLen(key),
      (n) => n === 0,
    );
  });
  it('keeps a click whose text carries a NUL character (Postgres text cannot hold one): the NUL is dropped, not the click', async () => {
    const lostBefore = await metricValue('clicks_lost_total', { reason: 'invalid' });
    // A query parameter `sub1=%00` or a referrer's `q=%00` reaches the row as U+0000.
    const click = makeClick({ sub_id_1: 'a\u0000b', keyword: '\u0000' });
    const trace = startTrace(click.click_id, 100);
    trace.step('input', 'applied', { params: { sub1: 'a\u0000b', 'x\u0000': '1' } });
    const neighbours = [makeClick(), makeClick()];
    await Promise.all(
      [click, ...neighbours].map((one) =>
        t.runtime.services.clicks.record(one, one === click ? trace.finish(click) : null),
      ),
    );
    await waitFor(
      () => count(t.config, [click.click_id, ...neighbours.map((one) => one.click_id)]),
      (n) => n === 3,
    );
    const [row] = await sql(t.config.databaseUrl, 'select sub_id_1, keyword from clicks where click_id = $1', [
      click.click_id,
    ]);
    assert.deepEqual(row, { sub_id_1: 'ab', keyword: null }, 'absent text stays NULL, never an empty string');
    const [traced] = await waitFor(
      () => sql(t.config.databaseUrl, 'select steps from click_traces where click_id = $1', [click.click_id]),
      (rows) => rows.length === 1,
    );
    assert.deepEqual(traced.steps[0].details, { params: { sub1: 'ab', x: '1' } });
    assert.equal((await metricValue('clicks_lost_total', { reason: 'invalid' })) - lostBefore, 0);
  });
});

describe('a consumer that dies', () => {
  let t: TestApp;
  let reader: Redis;
  before(async () => {
    t = await startTestApp({ workers: false });
    reader = await openRedis(t.config.redisUrl, 'test-reader');
  });
  after(async () => {
    await reader.quit();
    await t.close();
  });

  it('leaves its unacknowledged clicks to another, which writes them; a late write of the dead one adds nothing', async () => {
    const key = clickStreamKey(t.config.redisPrefix);
    const clicks = Array.from({ length: 200 }, () => makeClick());
    for (const click of clicks) assert.equal(await t.runtime.services.clicks.record(click), 'stream');
    await reader.xGroupCreate(key, CLICK_CONSUMER_GROUP, '0', { MKSTREAM: true });
    // The doomed consumer takes every entry and dies before writing or acknowledging.
    const taken = (await reader.xReadGroup(CLICK_CONSUMER_GROUP, 'doomed', { key, id: '>' }, { COUNT: 1000 })) as {
      messages: unknown[];
    }[];
    assert.equal(taken[0].messages.length, 200);

    const store = new ClickStore(t.config.databaseUrl);
    const survivor = new ClickConsumer({
      redis: reader,
      store,
      redisPrefix: t.config.redisPrefix,
      log,
      claimIdleMs: 300,
      claimEveryMs: 100,
      blockMs: 100,
    });
    await survivor.start();
    try {
      const ids = clicks.map((click) => click.click_id);
      await waitFor(
        () => count(t.config, ids),
        (n) => n === 200,
      );
      await waitFor(
        async () => (await t.runtime.services.redis.xPending(key, CLICK_CONSUMER_GROUP)).pending,
        (n) => n === 0,
      );
      // The dead consumer was only slow after all and writes its copy: still one row per click.
      await store.write(clicks.map((click) => toEntry(click)));
      assert.equal(await count(t.config, ids), 200);
    } finally {
      await survivor.close(2000);
      await store.close();
    }
  });
});

describe('click recording without Redis or Postgres', () => {
  let t: TestApp;
  let redisProxy: TcpProxy;
  let pgProxy: TcpProxy;
  let redis: Redis;
  let store: ClickStore;
  const recorders: ClickRecorder[] = [];
  const recorder = (options: { streamMaxLength?: number; bufferMax?: number } = {}) => {
    const made = new ClickRecorder({
      redis,
      store,
      redisPrefix: t.config.redisPrefix,
      streamMaxLength: 1000,
      bufferMax: 1000,
      log,
      ...options,
    });
    recorders.push(made);
    return made;
  };
  before(async () => {
    t = await startTestApp({ workers: false });
    redisProxy = await startTcpProxy(Number(new URL(t.config.redisUrl).port || 6379));
    pgProxy = await startTcpProxy(Number(new URL(t.config.databaseUrl).port || 5432));
    redis = await openRedis(`redis://127.0.0.1:${redisProxy.port}`, 'test-proxied');
    const viaProxy = new URL(t.config.databaseUrl);
    viaProxy.port = String(pgProxy.port);
    store = new ClickStore(viaProxy.toString());
  });
  after(async () => {
    for (const made of recorders) await made.close(100);
    redis.destroy();
    await store.close();
    await redisProxy.close();
    await pgProxy.close();
    await t.close();
  });

  it('writes clicks straight to Postgres while Redis is down, without making the visitor wait', async () => {
    const clicksRecorder = recorder();
    const fallbacksBefore = await metricValue('click_fallback_total', { reason: 'redis_unavailable' });
    const directBefore = await metricValue('clicks_recorded_total', { path: 'direct' });
    redisProxy.cut();
    await waitFor(
      async () => redis.isReady,
      (ready) => !ready,
    );
    const clicks = Array.from({ length: 100 }, () => makeClick());
    const paths = await Promise.all(clicks.map((click) => clicksRecorder.record(click)));
    assert.deepEqual(new Set(paths), new Set(['buffer']));
    await waitFor(
      () =>
        count(
          t.config,
          clicks.map((click) => click.click_id),
        ),
      (n) => n === 100,
    );
    assert.equal((await metricValue('click_fallback_total', { reason: 'redis_unavailable' })) - fallbacksBefore, 100);
    assert.equal((await metricValue('clicks_recorded_total', { path: 'direct' })) - directBefore, 100);
    assert.equal(clicksRecorder.buffered, 0);
    redisProxy.restore();
    await waitFor(
      async () => redis.isReady,
      (ready) => ready,
    );
  });

  it('gives a hanging Redis one second, then skips it for a while; the click is written directly', async () => {
    const clicksRecorder = recorder();
    redisProxy.freeze();
    // Both go to the buffer while Redis hangs (the time-out's length is the benchmarks' business).
    const first = makeClick();
    assert.equal(await clicksRecorder.record(first), 'buffer');
    const second = makeClick();
    assert.equal(await clicksRecorder.record(second), 'buffer');
    await waitFor(
      () => count(t.config, [first.click_id, second.click_id]),
      (n) => n === 2,
    );
    redisProxy.restore();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    assert.equal(await clicksRecorder.record(makeClick()), 'stream', 'Redis is used again once it answers');
    await t.runtime.services.redis.del(clickStreamKey(t.config.redisPrefix));
  });

  it('sends clicks to Postgres directly once the stream holds its maximum of unwritten clicks', async () => {
    const bounded = recorder({ streamMaxLength: 5 });
    const key = clickStreamKey(t.config.redisPrefix);
    await t.runtime.services.redis.del(key);
    const fullBefore = await metricValue('click_fallback_total', { reason: 'stream_full' });
    const clicks = Array.from({ length: 8 }, () => makeClick());
    const paths: string[] = [];
    for (const click of clicks) paths.push(await bounded.record(click));
    assert.deepEqual(paths, ['stream', 'stream', 'stream', 'stream', 'stream', 'buffer', 'buffer', 'buffer']);
    assert.equal(await t.runtime.services.redis.xLen(key), 5, 'nothing older was trimmed away');
    await waitFor(
      () =>
        count(
          t.config,
          clicks.slice(5).map((click) => click.click_id),
        ),
      (n) => n === 3,
    );
    assert.equal((await metricValue('click_fallback_total', { reason: 'stream_full' })) - fullBefore, 3);
    await t.runtime.services.redis.del(key);
  });

  it('keeps clicks in memory while both are down and writes them when Postgres returns', async () => {
    const patient = recorder();
    redisProxy.cut();
    pgProxy.cut();
    await waitFor(
      async () => redis.isReady,
      (ready) => !ready,
    );
    const clicks = Array.from({ length: 50 }, () => makeClick());
    for (const click of clicks) assert.equal(await patient.record(click), 'buffer');
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(patient.buffered, 50, 'nothing written, nothing dropped');
    assert.equal(
      await count(
        t.config,
        clicks.map((click) => click.click_id),
      ),
      0,
    );
    pgProxy.restore();
    await waitFor(
      () =>
        count(
          t.config,
          clicks.map((click) => click.click_id),
        ),
      (n) => n === 50,
      15_000,
    );
    assert.equal(patient.buffered, 0);
    redisProxy.restore();
    await waitFor(
      async () => redis.isReady,
      (ready) => ready,
    );
  });

  it('hands buffered clicks to the stream when Redis returns before Postgres', async () => {
    const patient = recorder();
    const key = clickStreamKey(t.config.redisPrefix);
    redisProxy.cut();
    pgProxy.cut();
    await waitFor(
      async () => redis.isReady,
      (ready) => !ready,
    );
    const clicks = Array.from({ length: 20 }, () => makeClick());
    for (const click of clicks) await patient.record(click);
    redisProxy.restore();
    await waitFor(
      async () => patient.buffered,
      (n) => n === 0,
      15_000,
    );
    const inStream = await t.runtime.services.redis.xRange(key, '-', '+');
    const streamed = new Set(inStream.map((message) => JSON.parse(message.message.c).click_id));
    assert.ok(
      clicks.every((click) => streamed.has(click.click_id)),
      'every buffered click is now durable in the stream',
    );
    pgProxy.restore();
    await t.runtime.services.redis.del(key);
  });

  it('counts clicks lost when the memory buffer is full', async () => {
    const small = recorder({ bufferMax: 10 });
    const lostBefore = await metricValue('clicks_lost_total', { reason: 'buffer_full' });
    redisProxy.cut();
    pgProxy.cut();
    await waitFor(
      async () => redis.isReady,
      (ready) => !ready,
    );
    const paths: string[] = [];
    for (let i = 0; i < 15; i++) paths.push(await small.record(makeClick()));
    assert.deepEqual(paths.filter((path) => path === 'lost').length, 5);
    assert.equal((await metricValue('clicks_lost_total', { reason: 'buffer_full' })) - lostBefore, 5);
    const shutdownBefore = await metricValue('clicks_lost_total', { reason: 'shutdown' });
    await small.close(200);
    assert.equal(
      (await metricValue('clicks_lost_total', { reason: 'shutdown' })) - shutdownBefore,
      10,
      'what cannot be written by the deadline is counted',
    );
    pgProxy.restore();
    redisProxy.restore();
    await waitFor(
      async () => redis.isReady,
      (ready) => ready,
    );
  });
});

describe('shutdown', () => {
  it('close() writes buffered clicks and drains the stream into Postgres', async () => {
    const config = await preparedTestConfig({ CLICK_STREAM_MAX_LENGTH: '1000' });
    let runtime: Runtime | undefined;
    try {
      // No consumer here: 1000 clicks wait in the stream, 200 more overflow to the memory buffer.
      runtime = await startRuntime(config, { http: false, workers: false, logger: log }, log);
      const clicks = Array.from({ length: 1200 }, () => makeClick());
      for (const click of clicks) await runtime.services.clicks.record(click);
      await runtime.close();
      const ids = clicks.map((click) => click.click_id);
      assert.equal(await count(config, ids), 200, 'the buffer was flushed at close; the stream waits for a consumer');
      assert.equal(await runtime.services.redis.isOpen, false);

      // A worker starting later writes the stream; its close() drains what is left.
      runtime = await startRuntime(config, { http: false, workers: true, logger: log }, log);
      await runtime.close();
      assert.equal(await count(config, ids), 1200);
    } finally {
      await runtime?.close();
      await cleanUp(config);
    }
  });

  it('SIGTERM makes `npm run worker` write the whole stream before it exits', async () => {
    const config = await preparedTestConfig();
    const seeding = await startRuntime(config, { http: false, workers: false, logger: log }, log);
    const clicks = Array.from({ length: 500 }, () => makeClick());
    try {
      for (const click of clicks) await seeding.services.clicks.record(click);
    } finally {
      await seeding.close();
    }
    try {
      const worker = spawn(process.execPath, [join(__dirname, '..', '..', '..', 'app', 'worker.js')], {
        env: {
          ...process.env,
          APP_SECRET: config.appSecret,
          DATABASE_URL: config.databaseUrl,
          REDIS_URL: config.redisUrl,
          REDIS_PREFIX: config.redisPrefix,
          LOG_LEVEL: 'silent',
          // Any free port: another worker of the suite may hold the default one.
          METRICS_PORT: '0',
          // Not the default DuckDB file under ./data, which other processes of the suite may hold: this is about the stream.
          ANALYTICS: 'postgres',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      worker.stdout.on('data', (chunk) => (output += chunk));
      worker.stderr.on('data', (chunk) => (output += chunk));
      await waitFor(
        async () => output,
        (text) => text.includes('worker started'),
        // Starting a process takes 2-4 s idle; a CI machine running a dozen processes at once takes far longer.
        90_000,
      );
      const exited = new Promise<number | null>((resolve) => worker.on('exit', (code) => resolve(code)));
      worker.kill('SIGTERM');
      assert.equal(await exited, 0, output);
      assert.equal(
        await count(
          config,
          clicks.map((click) => click.click_id),
        ),
        500,
      );
    } finally {
      await cleanUp(config);
    }
  });
});
