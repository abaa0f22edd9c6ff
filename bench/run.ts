import 'reflect-metadata';
import { availableParallelism } from 'node:os';
import { load, type LoadResult } from './load';
import { rssMiB, startProcess } from './processes';
import { benchClickApi } from './routing';
import { benchClickThrough } from './click-through';
import { benchFeedRounds, feedRatioLines, startVariant, stopVariant, type FeedRun, type Variant } from './feed-ab';

/**
 * `npm run bench`: every hot path of the service against the ceiling measured in the same run
 * (a bare Node server answering 302), reported as ratios. Servers run in processes of their
 * own; the load generator runs here. BENCH_SECONDS sets each run's length.
 *
 * The redirect and the postbacks run on two services at once, interleaved over BENCH_ROUNDS
 * rounds (default 3; bench/feed-ab.ts): ANALYTICS=duckdb, the default of `npm start` (the
 * analytics copy fed), and ANALYTICS=postgres (no copy). A line per path gives with_feed / without
 * (issue 29: at least 0.95), with the load averages of its runs: the machine is shared, so compare
 * figures of one run only, and repeat the run to see the spread (docs/reports.md, "Feed and the
 * hot path"). /healthz and the Click API run once, on the fed service.
 */
/** BENCH_ONLY=redirect,click_api,click_through,postback runs those paths only (the ceiling and /healthz always run). */
const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((name) => name.trim())) : null;
export const wanted = (name: string): boolean => !only || only.has(name);

async function main(): Promise<void> {
  const results: LoadResult[] = [];

  const baseline = await startProcess('bench/baseline.js', {});
  console.log('bench: bare node 302 (the ceiling)…');
  results.push(await load({ name: 'bare node 302 (ceiling)', url: baseline.url }));
  await baseline.stop();

  const variants: Partial<Record<Variant['label'], Variant>> = {};
  let runs: FeedRun[] = [];
  try {
    const fed = (variants.with_feed = await startVariant('with_feed'));
    const paths = (['redirect', 'postback'] as const).filter(wanted);
    if (paths.length) variants.without = await startVariant('without');
    console.log('bench: service /healthz…');
    const health = await load({
      name: 'service GET /healthz',
      url: `${fed.service.url}/healthz`,
      serverPid: fed.service.child.pid,
    });
    health.extra = { rss_mib: Math.round(await rssMiB(fed.service.child.pid!)) };
    results.push(health);
    if (wanted('click_api')) results.push(await benchClickApi(fed.service, fed.config.databaseUrl, fed.seeded));
    if (wanted('click_through')) results.push(await benchClickThrough(fed.service, fed.config.databaseUrl, fed.seeded));
    if (paths.length) {
      runs = await benchFeedRounds(
        variants as Record<Variant['label'], Variant>,
        [...paths],
        Number(process.env.BENCH_ROUNDS ?? 3),
      );
      results.push(...runs.map((run) => run.result));
    }
  } finally {
    for (const variant of Object.values(variants)) await stopVariant(variant);
  }

  const ceiling = results[0].requests_per_s;
  // "CPU-bound": the req/s (and ratio) the cores allow at the path's measured CPU cost (load.ts).
  console.log(
    `\n| path | req/s | p50 ms | p99 ms | failed | ratio to ceiling | CPU µs/req server/Redis/PG/load gen = ` +
      `total | CPU-bound req/s (ratio), ${availableParallelism()} cores | load avg | notes |`,
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const r of results) {
    const notes = Object.entries(r.extra ?? {})
      .map(([k, v]) => `${k}=${v}`)
      .join(' ');
    const cpu = `${[r.cpu_us.server, r.cpu_us.redis, r.cpu_us.postgres, r.cpu_us.load].map((us) => us.toFixed(0)).join('/')} = ${r.cpu_us.total.toFixed(0)}`;
    const bound = `${r.cpu_bound_per_s.toFixed(0)} (${(r.cpu_bound_per_s / ceiling).toFixed(2)})`;
    console.log(
      `| ${r.name} | ${r.requests_per_s.toFixed(0)} | ${r.p50_ms} | ${r.p99_ms} | ${r.errors + r.non_2xx_3xx} | ` +
        `${(r.requests_per_s / ceiling).toFixed(2)} | ${cpu} | ${bound} | ${r.load_avg.toFixed(2)} | ${notes} |`,
    );
  }
  console.log('');
  for (const line of feedRatioLines(runs)) console.log(line);
  const failed = results.filter((r) => r.extra?.check === 'FAIL');
  if (failed.length) throw new Error(`integrity check failed: ${failed.map((r) => r.name).join(', ')}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
