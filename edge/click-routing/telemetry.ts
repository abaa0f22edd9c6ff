import { Counter, Gauge, Histogram } from 'prom-client';
import { registry } from '../../infra/telemetry';

/** Time from a click request to its answer, by channel (redirect, click_api, rclient). */
export const clickDuration = new Histogram({
  name: 'click_routing_duration_seconds',
  help: 'Latency of routing one click and answering it (redirect, Click API, remote execution)',
  labelNames: ['channel'] as const,
  buckets: [0.0005, 0.001, 0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
  registers: [registry],
});

/** Clicks routed, by outcome and channel. No campaign or workspace labels. */
export const clicksRouted = new Counter({
  name: 'clicks_total',
  help: 'Clicks routed, by outcome and channel',
  labelNames: ['outcome', 'channel'] as const,
  registers: [registry],
});

/**
 * Click API and rclient requests let through without their rate limit, by why Redis's answer was
 * missing: `redis_unavailable` (not connected), `timed_out` (over 250 ms), `failed` (an error),
 * `backoff` (within 5 s after one of those, Redis is not asked). The limiter fails open on purpose
 * (clicks keep flowing); a rising count says the limit is not being enforced.
 */
export const clickApiLimitFailOpen = new Counter({
  name: 'click_api_rate_limit_fail_open_total',
  help: 'Click API and rclient requests let through without their rate limit because Redis did not answer, by reason',
  labelNames: ['reason'] as const,
  registers: [registry],
});
// Exported at 0 from the start, so a first fail-open is an increase Prometheus sees.
for (const reason of ['redis_unavailable', 'timed_out', 'failed', 'backoff']) clickApiLimitFailOpen.inc({ reason }, 0);

/** Lookups of a campaign alias in the in-memory routing table. */
export const routingLookups = new Counter({
  name: 'routing_table_lookups_total',
  help: 'Routing table lookups: hit (compiled entry in memory), miss (loaded from Postgres), negative (unknown alias remembered)',
  labelNames: ['result'] as const,
  registers: [registry],
});

export const routingLoads = new Counter({
  name: 'routing_table_loads_total',
  help: 'Routing table entries compiled from Postgres, by result (found, not_found, error)',
  labelNames: ['result'] as const,
  registers: [registry],
});

export const routingInvalidationsReceived = new Counter({
  name: 'routing_table_invalidations_total',
  help: 'Routing invalidation events applied to this process',
  registers: [registry],
});

type SizeSource = () => { compiled: number; unknown_aliases: number };
const sizeSources = new Set<SizeSource>();

new Gauge({
  name: 'routing_table_size',
  help: 'Entries in the in-memory routing table: compiled links and remembered unknown aliases',
  labelNames: ['kind'] as const,
  registers: [registry],
  collect() {
    let compiled = 0;
    let unknown = 0;
    for (const source of sizeSources) {
      const size = source();
      compiled += size.compiled;
      unknown += size.unknown_aliases;
    }
    this.set({ kind: 'compiled' }, compiled);
    this.set({ kind: 'unknown_aliases' }, unknown);
  },
});

export function addSizeSource(source: SizeSource): () => void {
  sizeSources.add(source);
  return () => sizeSources.delete(source);
}

/** Clicks costed 0: no rate from the cost currency to the base currency, or a cost too large for clicks.cost. */
export const costUnconverted = new Counter({
  name: 'click_cost_unconverted_total',
  help: 'Clicks recorded at cost 0 because their cost could not be converted to the base currency (no rate) or did not fit the cost column',
  registers: [registry],
});
