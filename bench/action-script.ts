import { ActionScriptSandbox, scriptClick, type ScriptClick } from '../edge/sandbox';

/**
 * Micro-benchmark of the action-script sandbox: runs per second and latency percentiles of a
 * typical script, with as many runs in flight as the pool has workers times CONCURRENCY.
 *   npm run build && node dist/bench/action-script.js [runs] [workers]
 */
const RUNS = Number(process.argv[2] ?? 20_000);
const WORKERS = Number(process.argv[3] ?? 2);
const CONCURRENCY_PER_WORKER = 4;

const SCRIPT = `
const tier1 = ['US', 'GB', 'CA', 'AU', 'DE'];
if (click.is_bot) return { action: 'show_404' };
if (tier1.includes(click.country) && click.device_type === 'mobile') {
  return { action: 'redirect', url: 'https://offers.example/m?zone=' + encodeURIComponent(click.sub_id_1) + '&cid={click_id}' };
}
if (/^(es|pt)/.test(click.language)) return { action: 'offer', offer_id: '1c7dae2f-405b-4c6d-9e7f-8091a2b3c4d5' };
return { action: 'landing', landing_id: '0b6c9d1e-3f4a-4b5c-8d6e-7f8091a2b3c4' };
`;

function click(i: number): ScriptClick {
  return scriptClick(
    {
      ip: `203.0.113.${i % 250}`,
      user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
      country: ['US', 'DE', 'BR', 'IN'][i % 4],
      region: '',
      city: '',
      isp: 'Example ISP',
      device_type: i % 3 ? 'mobile' : 'desktop',
      os: 'iOS',
      browser: 'Safari',
      language: ['en', 'es', 'pt', 'de'][i % 4],
      referrer: '',
      keyword: '',
      search_engine: '',
      is_bot: i % 50 === 0,
      is_proxy: false,
      is_tor: false,
      is_datacenter: false,
      is_unique: true,
      visitor_id: `v${i}`,
      params: { zone: String(i % 100) },
      time: new Date(),
    },
    {
      click_id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      campaign_id: 'c',
      campaign_alias: 'bench',
      flow_id: 'f',
      sub_ids: { sub_id_1: `zone${i % 100}` },
    },
  );
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function main(): Promise<void> {
  const sandbox = new ActionScriptSandbox({ workers: WORKERS });
  await sandbox.ready();
  for (let i = 0; i < 200; i++) await sandbox.run(SCRIPT, click(i)); // warm-up
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const lane = async () => {
    while (next < RUNS) {
      const i = next++;
      const result = await sandbox.run(SCRIPT, click(i));
      if (!result.ok) failures++;
      latencies.push(result.duration_ms);
    }
  };
  await Promise.all(Array.from({ length: WORKERS * CONCURRENCY_PER_WORKER }, lane));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  await sandbox.close();
  console.log(
    JSON.stringify(
      {
        runs: RUNS,
        workers: WORKERS,
        in_flight: WORKERS * CONCURRENCY_PER_WORKER,
        runs_per_second: Math.round(RUNS / seconds),
        p50_ms: Number(percentile(latencies, 50).toFixed(3)),
        p99_ms: Number(percentile(latencies, 99).toFixed(3)),
        max_ms: Number(latencies[latencies.length - 1].toFixed(3)),
        failures,
      },
      null,
      2,
    ),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
