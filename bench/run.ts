import 'reflect-metadata';
import { availableParallelism } from 'node:os';
import { load, type LoadResult } from './load';
import { rssMiB, startProcess } from './processes';
import { cleanUp, testConfig } from '../test/support/harness';
import { BENCH_ADMIN, benchRouting } from './routing';
import { benchPostbacks } from './postback';

/**
 * `npm run bench`: every hot path of the service against the ceiling measured in the same run
 * (a bare Node server answering 302), reported as ratios. Servers run in processes of their
 * own; the load generator runs here. BENCH_SECONDS sets each run's length.
 */
/** BENCH_ONLY=redirect,click_api,postback runs those paths only (the ceiling and /healthz always run). */
const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((name) => name.trim())) : null;
export const wanted = (name: string): boolean => !only || only.has(name);

async function main(): Promise<void> {
  const results: LoadResult[] = [];

  const baseline = await startProcess('bench/baseline.js', {});
  console.log('bench: bare node 302 (the ceiling)…');
  results.push(await load({ name: 'bare node 302 (ceiling)', url: baseline.url }));
  await baseline.stop();

  const config = testConfig({ LOG_LEVEL: 'warn' });
  const service = await startProcess(
    'app/main.js',
    {
      APP_SECRET: config.appSecret,
      DATABASE_URL: config.databaseUrl,
      REDIS_URL: config.redisUrl,
      REDIS_PREFIX: config.redisPrefix,
      LOG_LEVEL: 'warn',
      // The first admin seeds the benchmark data (routing campaigns, postback clicks); clients spread over X-Forwarded-For.
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      TRUSTED_PROXIES: '127.0.0.1',
    },
    '/readyz',
  );
  try {
    console.log('bench: service /healthz…');
    const health = await load({ name: 'service GET /healthz', url: `${service.url}/healthz` });
    health.extra = { rss_mib: Math.round(await rssMiB(service.child.pid!)) };
    results.push(health);
    results.push(...(await benchRouting(service, config.databaseUrl, wanted)));
    if (wanted('postback')) {
      console.log('bench: postback intake…');
      const postbacks = await benchPostbacks(service.url, config.databaseUrl);
      postbacks.extra = { ...postbacks.extra, rss_mib: Math.round(await rssMiB(service.child.pid!)) };
      results.push(postbacks);
    }
  } finally {
    await service.stop();
    await cleanUp(config);
  }

  const ceiling = results[0].requests_per_s;
  // "CPU-bound": the req/s (and ratio) the cores allow at the path's measured CPU cost (load.ts).
  console.log(
    `\n| path | req/s | p50 ms | p99 ms | failed | ratio to ceiling | CPU µs/req server/Redis/PG/load gen = ` +
      `total | CPU-bound req/s (ratio), ${availableParallelism()} cores | notes |`,
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const r of results) {
    const notes = Object.entries(r.extra ?? {})
      .map(([k, v]) => `${k}=${v}`)
      .join(' ');
    const cpu = `${[r.cpu_us.server, r.cpu_us.redis, r.cpu_us.postgres, r.cpu_us.load].map((us) => us.toFixed(0)).join('/')} = ${r.cpu_us.total.toFixed(0)}`;
    const bound = `${r.cpu_bound_per_s.toFixed(0)} (${(r.cpu_bound_per_s / ceiling).toFixed(2)})`;
    console.log(
      `| ${r.name} | ${r.requests_per_s.toFixed(0)} | ${r.p50_ms} | ${r.p99_ms} | ${r.errors + r.non_2xx_3xx} | ` +
        `${(r.requests_per_s / ceiling).toFixed(2)} | ${cpu} | ${bound} | ${notes} |`,
    );
  }
  const failed = results.filter((r) => r.extra?.check === 'FAIL');
  if (failed.length) throw new Error(`integrity check failed: ${failed.map((r) => r.name).join(', ')}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
