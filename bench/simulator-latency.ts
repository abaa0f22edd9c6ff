import 'reflect-metadata';
import { SIMULATION_PROGRESS_TOPIC, type SimulationProgress } from '../edge/simulator/progress';
import { startTestApp } from '../test/support/harness';
import { api, trackingFixture } from '../test/support/conversions';
import { catalog, visit } from '../test/support/routing';

/**
 * `npm run bench:simulator`: redirect latency on the process that runs a simulator run of 100,000
 * clicks (issue 28 item 5), against the same process idle. Redirects are sent one after another
 * (light-my-request, the same event loop that starts the run and relays its progress); p50, p99 and
 * max. Also the run's duration and the gaps between the progress events subscribers received
 * (Redis pub/sub, as graphql-ws subscribers get them).
 */
const CLICKS = Number(process.env.BENCH_SIMULATED_CLICKS ?? 100_000);
const IDLE_MS = 5000;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const ms = (n: number) => Math.round(n * 10) / 10;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    redirects: sorted.length,
    p50_ms: ms(percentile(sorted, 0.5)),
    p99_ms: ms(percentile(sorted, 0.99)),
    max_ms: ms(sorted[sorted.length - 1]),
  };
};

async function main(): Promise<void> {
  const t = await startTestApp({ workers: true });
  try {
    const fx = await trackingFixture(t);
    const c = catalog(t, fx.session);
    const { id: campaignId, alias } = await c.campaign({});
    await c.flow(campaignId, { type: 'default', offers: [{ offer_id: fx.offer_id }] });
    const sample = async (running: () => boolean): Promise<number[]> => {
      const samples: number[] = [];
      while (running()) {
        const started = performance.now();
        const res = await visit(t, alias);
        if (res.statusCode !== 302) throw new Error(`redirect answered ${res.statusCode}`);
        samples.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return samples;
    };
    const idleEnd = Date.now() + IDLE_MS;
    const idle = await sample(() => Date.now() < idleEnd);

    // Progress as a subscriber receives it: the arrival time of each event.
    const arrivals: { at: number; event: SimulationProgress }[] = [];
    const subscription = t.runtime.services.pubSub.subscribe(SIMULATION_PROGRESS_TOPIC, fx.workspace_id);
    let listening = true;
    const listen = (async () => {
      for await (const event of subscription) {
        arrivals.push({ at: performance.now(), event: event as SimulationProgress });
        if (!listening || ['done', 'failed'].includes((event as SimulationProgress).phase)) break;
      }
    })();
    let running = true;
    const started = performance.now();
    const run = api(t, fx.session, 'POST', '/simulator/runs', {
      campaign_id: campaignId,
      clicks: CLICKS,
      conversions: [{ status: 'lead', rate: 0.05, payout: '2.5' }],
    }).finally(() => {
      running = false;
    });
    const during = await sample(() => running);
    const result = await run;
    const runMs = performance.now() - started;
    await listen;
    listening = false;
    const gaps = arrivals.slice(1).map((a, i) => a.at - arrivals[i].at);
    console.log(
      JSON.stringify({
        clicks: result.clicks,
        conversions: result.conversions,
        run_ms: Math.round(runMs),
        idle: summary(idle),
        during_run: summary(during),
        p99_ratio: ms(summary(during).p99_ms / summary(idle).p99_ms),
        progress_events: arrivals.length,
        progress_max_gap_ms: Math.round(Math.max(...gaps)),
        first_progress_after_ms: Math.round((arrivals[0]?.at ?? Number.NaN) - started),
      }),
    );
  } finally {
    await t.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
