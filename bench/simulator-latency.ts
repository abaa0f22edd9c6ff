import 'reflect-metadata';
import { SIMULATION_PROGRESS_TOPIC, type SimulationProgress } from '../edge/simulator/progress';
import { startTestApp } from '../test/support/harness';
import { api } from '../test/support/conversions';
import { IDLE_MS, latencySummary, ms, redirectProbe } from './redirect-latency';

/**
 * `npm run bench:simulator`: redirect latency on the process that runs a simulator run of 100,000
 * clicks (issue 28 item 5), against the same process idle. Redirects are sent one after another
 * (light-my-request, the same event loop that starts the run and relays its progress); p50, p99 and
 * max. Also the run's duration and the gaps between the progress events subscribers received
 * (Redis pub/sub, as graphql-ws subscribers get them).
 */
const CLICKS = Number(process.env.BENCH_SIMULATED_CLICKS ?? 100_000);

async function main(): Promise<void> {
  const t = await startTestApp({ workers: true });
  try {
    const { fx, campaignId, sample } = await redirectProbe(t);
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
        idle: latencySummary(idle),
        during_run: latencySummary(during),
        p99_ratio: ms(latencySummary(during).p99_ms / latencySummary(idle).p99_ms),
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
