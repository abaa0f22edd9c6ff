import { makeClick } from '../../test/support/clicks';
import type { BenchService } from './service';

/** A running stream of clicks into the product's recording path; `stop()` ends it and says what it sent (and what the recorder refused). */
export interface ClickStream {
  stop(): Promise<{ clicks: number; failed: number; seconds: number; per_second: number }>;
}

const TICK_MS = 20;
const COUNTRIES = ['US', 'DE', 'GB', 'FR', 'BR', 'IN', 'CA', 'AU'];

/**
 * Records `perSecond` clicks a second through ClickRecorder.record (the redirect's recording: the
 * Redis stream, then the click consumer's batches into Postgres and the copy's notes), paced by the
 * clock: each tick sends what the elapsed time owes, so a slow tick is caught up, not lost. The
 * clicks go to `path` (a real campaign of the bench workspace) in ordinary countries, never `ZZ`,
 * so the lag line's own clicks stay countable.
 */
export function startClickStream(
  service: BenchService,
  path: Record<string, string | null>,
  perSecond: number,
): ClickStream {
  const started = performance.now();
  let sent = 0;
  let failed = 0;
  let running = true;
  const inFlight = new Set<Promise<unknown>>();
  const loop = (async () => {
    while (running) {
      const owed = Math.floor(((performance.now() - started) / 1000) * perSecond) - sent;
      for (let i = 0; i < owed; i++) {
        const click = makeClick({
          ...path,
          country: COUNTRIES[(sent + i) % COUNTRIES.length],
          save_traffic: true,
          is_simulated: false,
        });
        const recorded = service.runtime.services.clicks.record(click);
        inFlight.add(recorded);
        // Forgotten once settled; a click the recorder refused is counted, never an unhandled rejection.
        const forget = () => inFlight.delete(recorded);
        recorded.then(forget, () => {
          failed++;
          forget();
        });
      }
      sent += Math.max(owed, 0);
      await new Promise((resolve) => setTimeout(resolve, TICK_MS));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await Promise.allSettled(inFlight);
      const seconds = (performance.now() - started) / 1000;
      return { clicks: sent, failed, seconds: Math.round(seconds * 10) / 10, per_second: Math.round(sent / seconds) };
    },
  };
}
