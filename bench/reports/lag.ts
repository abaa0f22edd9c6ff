import { makeClick } from '../../test/support/clicks';
import { startClickStream } from './click-stream';
import { pathOf, type SeededWorkspace } from './database';
import { line, measured, round, wanted } from './output';
import type { BenchService } from './service';
import type { BenchStore } from './stores';

/**
 * Click to report: a click enters the product's recording path (ClickRecorder.record: the Redis
 * stream, as the redirect records it), the service's click consumer writes it to Postgres (and,
 * with a copy, the notes carry it there), and POST /reports/query is polled until it counts the
 * click. Five clicks, one at a time, in the country `ZZ`. With a copy the report also filters an
 * off-cube dimension (os `BenchLag`), so the count is the copy's. Lines `lag_ms` (postgres),
 * `lag_ms_duckdb`, `lag_ms_clickhouse`.
 *
 * Under load, as issue 39 asks: BENCH_LAG_STREAM clicks a second (default 1,000; 0 for none) arrive
 * through the same path during the measurement (bench/reports/click-stream.ts), after
 * BENCH_LAG_WARMUP_S seconds of it (default 5) so the consumer and the copy are in their steady state.
 */
export async function lagLine(service: BenchService, seeded: SeededWorkspace, store: BenchStore): Promise<void> {
  const name = store === 'postgres' ? 'lag_ms' : `lag_ms_${store}`;
  if (!wanted(name)) return;
  const offCube = store !== 'postgres';
  const filters = [
    { dimension: 'country', operator: '=', value: 'ZZ' },
    ...(offCube ? [{ dimension: 'os', operator: '=', value: 'BenchLag' }] : []),
  ];
  let storage = '';
  const count = async () => {
    const report = await service.client.json<{ storage: string; totals: { clicks?: number } }>(
      'POST',
      '/reports/query',
      { dimensions: [], filters, metrics: ['clicks'], period: 'today' },
    );
    storage = report.storage;
    return Number(report.totals.clicks ?? 0);
  };
  const path = await pathOf(service.runtime.services.reportPool, seeded, 0);
  const rate = Number(process.env.BENCH_LAG_STREAM ?? 1000);
  const stream =
    rate > 0 ? startClickStream(service, await pathOf(service.runtime.services.reportPool, seeded, 1), rate) : null;
  if (stream) await new Promise((resolve) => setTimeout(resolve, Number(process.env.BENCH_LAG_WARMUP_S ?? 5) * 1000));
  const before = await count();
  const lags: number[] = [];
  for (let i = 1; i <= 5; i++) {
    const click = makeClick({
      ...path,
      country: 'ZZ',
      ...(offCube ? { os: 'BenchLag' } : {}),
      save_traffic: true,
      is_simulated: false,
    });
    const started = performance.now();
    await service.runtime.services.clicks.record(click);
    while ((await count()) < before + i) await new Promise((resolve) => setTimeout(resolve, 5));
    lags.push(performance.now() - started);
  }
  const streamed = await stream?.stop();
  lags.sort((a, b) => a - b);
  const via = offCube ? `notes → ${store} copy` : 'cubes';
  line({
    query: name,
    clicks: measured.clicks,
    p50_ms: round(lags[2]),
    max_ms: round(lags[4]),
    runs: 5,
    stream: streamed ? { asked_per_s: rate, ...streamed } : 'none',
    storage,
    path: `record() → Redis stream → click consumer → Postgres → ${via} → POST /reports/query`,
    store,
  });
}
