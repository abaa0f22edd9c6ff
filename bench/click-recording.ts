import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { startRuntime } from '../app/runtime';
import { cleanUp, testConfig } from '../test/support/harness';
import { makeClick } from '../test/support/clicks';

export interface ClickRecordingResult {
  name: string;
  /** Clicks made durable per second by record() (what a redirect waits for). */
  requests_per_s: number;
  /** record() latency: Redis stream append. */
  p50_ms: number;
  p99_ms: number;
  errors: number;
  non_2xx_3xx: number;
  total: number;
  extra: Record<string, string | number>;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] : 0;
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Records clicks from 50 concurrent callers for BENCH_SECONDS (default 5), as fast as they go or at
 * an offered rate (BENCH_CLICK_RATE, clicks/s, for the standalone runner), while
 * `npm run worker` runs in a process of its own and writes them to Postgres; then waits until
 * every click is there. Click-to-Postgres latency is read off the growing row count (the consumer
 * writes in stream order), sampled every 10 ms.
 */
export async function benchClickRecording(
  options: { seconds?: number; concurrency?: number; rate?: number } = {},
): Promise<ClickRecordingResult> {
  const seconds = options.seconds ?? Number(process.env.BENCH_SECONDS ?? 5);
  const concurrency = options.concurrency ?? 50;
  // Clicks per second to offer (0: as fast as record() goes).
  const rate = options.rate ?? 0;
  const config = testConfig({ LOG_LEVEL: 'warn' });
  const log = pino({ level: 'warn' });
  const runtime = await startRuntime(config, { http: false, workers: false, logger: log }, log);
  const worker = spawn(process.execPath, [join(__dirname, '..', 'app', 'worker.js')], {
    env: {
      ...process.env,
      APP_SECRET: config.appSecret,
      DATABASE_URL: config.databaseUrl,
      REDIS_URL: config.redisUrl,
      REDIS_PREFIX: config.redisPrefix,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Load starts once the worker is consuming, so its start-up is not counted as latency.
  await new Promise<void>((resolve, reject) => {
    let output = '';
    worker.stdout!.on('data', (chunk) => {
      output += chunk;
      if (output.includes('worker started')) resolve();
    });
    worker.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
  });
  const db = new pg.Client({ connectionString: config.databaseUrl });
  await db.connect();
  try {
    const recordedAt: number[] = [];
    const latencies: number[] = [];
    let notDurable = 0;
    let stored = 0;
    const storedAt: { time: number; count: number }[] = [];
    let polling = true;
    const poller = (async () => {
      while (polling) {
        const { rows } = await db.query<{ n: number }>('select count(*)::int as n from clicks');
        if (rows[0].n !== stored) storedAt.push({ time: performance.now(), count: (stored = rows[0].n) });
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();

    const until = performance.now() + seconds * 1000;
    const started = performance.now();
    let scheduled = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < until) {
          if (rate > 0) {
            const due = started + (scheduled++ * 1000) / rate;
            const wait = due - performance.now();
            if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
          }
          const click = makeClick();
          const before = performance.now();
          const path = await runtime.services.clicks.record(click);
          const after = performance.now();
          recordedAt.push(after);
          latencies.push(after - before);
          if (path !== 'stream') notDurable++;
        }
      }),
    );
    const elapsed = performance.now() - started;
    const total = recordedAt.length;
    const drainDeadline = performance.now() + 120_000;
    while (stored < total && performance.now() < drainDeadline) await new Promise((resolve) => setTimeout(resolve, 20));
    polling = false;
    await poller;
    const drainMs = performance.now() - (started + elapsed);

    // The k-th recorded click reached Postgres no later than the first sample counting ≥ k rows.
    recordedAt.sort((a, b) => a - b);
    const toPostgres: number[] = [];
    let sample = 0;
    for (let k = 0; k < total; k++) {
      while (sample < storedAt.length && storedAt[sample].count < k + 1) sample++;
      if (sample < storedAt.length) toPostgres.push(Math.max(0, storedAt[sample].time - recordedAt[k]));
    }
    toPostgres.sort((a, b) => a - b);
    latencies.sort((a, b) => a - b);
    return {
      name: `click recording at ${rate > 0 ? `${rate}/s offered` : 'full speed'} (record → stream → worker → Postgres)`,
      requests_per_s: Math.round(total / (elapsed / 1000)),
      p50_ms: round(percentile(latencies, 50)),
      p99_ms: round(percentile(latencies, 99)),
      errors: notDurable,
      non_2xx_3xx: 0,
      total,
      extra: {
        clicks: total,
        in_postgres: stored,
        all_in_postgres: stored === total ? 'yes' : 'NO',
        to_pg_p50_ms: round(percentile(toPostgres, 50)),
        to_pg_p99_ms: round(percentile(toPostgres, 99)),
        drain_after_load_ms: Math.round(drainMs),
      },
    };
  } finally {
    await db.end();
    await new Promise<void>((resolve) => {
      if (worker.exitCode !== null) return resolve();
      worker.once('exit', () => resolve());
      worker.kill('SIGTERM');
    });
    await runtime.close();
    await cleanUp(config);
  }
}

if (require.main === module) {
  benchClickRecording({ rate: Number(process.env.BENCH_CLICK_RATE ?? 0) }).then(
    (result) => {
      console.log(JSON.stringify(result, null, 2));
      process.exit(0);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
