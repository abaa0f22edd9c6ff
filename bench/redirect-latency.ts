import { trackingFixture } from '../test/support/conversions';
import type { TestApp } from '../test/support/harness';
import { catalog, visit } from '../test/support/routing';

/** Redirects measured idle before the work under test starts (ms). */
export const IDLE_MS = 5000;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
export const ms = (n: number) => Math.round(n * 10) / 10;

/** p50, p99 and max of a run of redirect latencies. */
export function latencySummary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    redirects: sorted.length,
    p50_ms: ms(percentile(sorted, 0.5)),
    p99_ms: ms(percentile(sorted, 0.99)),
    max_ms: ms(sorted[sorted.length - 1]),
  };
}

/**
 * A workspace with a campaign that redirects, and a sampler: redirects sent one after another
 * (light-my-request, the same event loop as the work measured) while `running()` holds, 5 ms apart.
 */
export async function redirectProbe(t: TestApp) {
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
  return { fx, campaignId, sample };
}
