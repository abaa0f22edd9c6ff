import cluster from 'node:cluster';
import { Counter, Gauge, Histogram } from 'prom-client';
import { registry } from '../../infra/telemetry';

/** Click rows written to Postgres, by path: `stream` (consumer) or `direct` (Redis was unavailable). */
export const clicksRecorded = new Counter({
  name: 'clicks_recorded_total',
  help: 'Clicks written to Postgres, by path (stream consumer or direct fallback)',
  labelNames: ['path'] as const,
  registers: [registry],
});

/** A click delivered twice (redelivery, claim, retry after a time-out) and skipped by the primary key. */
export const clickDuplicates = new Counter({
  name: 'click_duplicates_total',
  help: 'Click writes skipped because the click was already stored',
  registers: [registry],
});

/** Clicks that will never reach Postgres. Anything here is data loss. */
export const clicksLost = new Counter({
  name: 'clicks_lost_total',
  help:
    'Clicks dropped: buffer_full (Redis and Postgres down, memory buffer full), invalid (row refused by ' +
    'Postgres), shutdown (unwritten at exit)',
  labelNames: ['reason'] as const,
  registers: [registry],
});

/** Clicks that could not be appended to the stream and took the in-memory / direct path. */
export const clickFallbacks = new Counter({
  name: 'click_fallback_total',
  help: 'Clicks not appended to the Redis stream, by reason (redis_unavailable, stream_full)',
  labelNames: ['reason'] as const,
  registers: [registry],
});

// Every series an alert reads exists from the start at 0, so its first increase is seen (LostClicks).
for (const reason of ['buffer_full', 'invalid', 'shutdown']) clicksLost.inc({ reason }, 0);
for (const reason of ['redis_unavailable', 'stream_full']) clickFallbacks.inc({ reason }, 0);

export const clickToPostgres = new Histogram({
  name: 'click_to_postgres_seconds',
  help: 'Time from a click to its row being committed in Postgres',
  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 300],
  registers: [registry],
});

type DepthSource = () => Promise<Partial<Record<'stream' | 'buffer', number>>>;
const depthSources = new Set<DepthSource>();

/** Clicks waiting: in the Redis stream (not yet written) and in the in-memory fallback buffer. */
new Gauge({
  name: 'click_queue_depth',
  help: 'Clicks waiting to be written to Postgres, by queue (stream, buffer)',
  labelNames: ['queue'] as const,
  registers: [registry],
  async collect() {
    const totals = { stream: 0, buffer: 0 };
    for (const source of depthSources) {
      const depth = await source().catch((): Awaited<ReturnType<DepthSource>> => ({}));
      totals.stream = Math.max(totals.stream, depth.stream ?? 0); // one shared stream, seen by every recorder
      totals.buffer += depth.buffer ?? 0;
    }
    // HTTP_WORKERS > 1: /metrics sums the processes (app/cluster.ts). The stream is shared, so the
    // primary reports it and the HTTP workers only their own buffers.
    if (cluster.isWorker) totals.stream = 0;
    this.set({ queue: 'stream' }, totals.stream);
    this.set({ queue: 'buffer' }, totals.buffer);
  },
});

export function addDepthSource(source: DepthSource): () => void {
  depthSources.add(source);
  return () => depthSources.delete(source);
}
