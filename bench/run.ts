import 'reflect-metadata';
import '../services/install';
import pino from 'pino';
import { startRuntime } from '../app/runtime';
import { cleanUp, testConfig } from '../test/support/harness';
import { startBaseline } from './baseline';
import { load, type LoadResult } from './load';

/**
 * `npm run bench`: every hot path of the service against the ceiling measured in the same run
 * (a bare Node server answering 302), reported as ratios. BENCH_SECONDS sets each run's length.
 */
async function main(): Promise<void> {
  const results: LoadResult[] = [];
  const baseline = await startBaseline();
  console.log('bench: bare node 302 (the ceiling)…');
  results.push(await load({ name: 'bare node 302 (ceiling)', url: baseline.url }));
  baseline.server.close();

  const config = testConfig({ LOG_LEVEL: 'warn' });
  const log = pino({ level: 'warn' });
  const runtime = await startRuntime(config, { http: true, workers: true, logger: false }, log);
  try {
    const url = await runtime.app!.listen({ port: 0, host: '127.0.0.1' });
    console.log('bench: service /healthz…');
    results.push(await load({ name: 'service GET /healthz', url: `${url}/healthz` }));
  } finally {
    await runtime.close();
    await cleanUp(config);
  }

  const ceiling = results[0].requests_per_s;
  console.log('\n| path | req/s | p50 ms | p99 ms | errors | ratio to ceiling |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of results) {
    console.log(`| ${r.name} | ${r.requests_per_s.toFixed(0)} | ${r.p50_ms} | ${r.p99_ms} | ${r.errors + r.non_2xx_3xx} | ${(r.requests_per_s / ceiling).toFixed(2)} |`);
  }
  console.log(`\nRSS after run: ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MiB (load generator and service share this process)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
