import 'reflect-metadata';
import { loadavg } from 'node:os';
import pg from 'pg';
import { runTableReport, type ReportDeps } from '../../reports/run-table';
import { UnprocessableError } from '../../services/errors';
import type { TableRequest } from '../../reports/request';
import { ClickStore } from '../../edge/click-recording/click-store';
import { toEntry } from '../../edge/click-recording/click-entry';
import { makeClick } from '../../test/support/clicks';
import { benchExport } from './export';
import { AnalyticsOwner } from '../../reports/analytics/owner';
import { useColumnarReader } from '../../reports/analytics/reader';
import { reportPoolOf } from '../../reports/pool';
import type { Runtime } from '../../app/runtime';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rm } from 'node:fs/promises';
import { benchViews } from './views';
import { openClickHouseCopy } from './clickhouse';
import { runDashboard } from '../../reports/dashboard';
import {
  openBenchDatabase,
  releaseBenchDatabase,
  seedOrReuse,
  startBenchRuntime,
  type BenchDatabase,
  type SeededWorkspace,
} from './database';

/**
 * `npm run bench:reports`: seeds BENCH_CLICKS clicks (default 10,000,000) over 30 days into one
 * workspace (bench/reports/seed.ts), then times each report cold and warm and prints one JSON line
 * per query, with the target next to the figure (no pass/fail: a benchmark).
 *
 * - BENCH_DATA=uniform: the worst case (campaign, country, device, sub id independent).
 * - BENCH_DATABASE=<name>: seed that database once and keep it; later runs measure it without
 *   seeding. BENCH_KEEP=1 keeps a database of a random name.
 * - BENCH_RUNS (default 5) warm runs per query, fewer once a query has taken BENCH_QUERY_BUDGET_S
 *   (default 180) seconds in all (none when the cold run took that long: runs 0, p50 = cold);
 *   BENCH_STATEMENT_TIMEOUT_S (default 900) cancels a single statement (result says so).
 * - BENCH_ONLY=structural,subid,…: only these lines (`seed` alone: seed and stop).
 * - BENCH_SEED_CHUNK (default 100,000 clicks per COPY), BENCH_SEED_CONNECTIONS (default 1),
 *   BENCH_SEED_STORAGE=rebuild (report triggers off during the COPY, then `npm run reports:rebuild`).
 *
 * `structural_raw` is the same report as `structural` read from the fact tables (forceRaw): the
 * plain Postgres design, measured side by side.
 *
 * - BENCH_STORES (default `postgres,duckdb`): the stores the off-cube lines (`offpath_*`,
 *   `visitors`, `export_raw`) run on, each line with its `store` and `storage`. For duckdb the
 *   analytics copy is built from the seeded database first (`analytics_rebuild` line; the file in
 *   BENCH_ANALYTICS_FILE, default a temporary one), with DUCKDB_THREADS (2) and DUCKDB_MEMORY (4GB).
 *   Then `lag_ms_duckdb`: the lag line with the runtime owning that copy, its report off every cube.
 * - BENCH_STORES=postgres,duckdb,clickhouse adds the ClickHouse copy (bench/reports/clickhouse.ts:
 *   CLICKHOUSE_URL, or a private server) and `lag_ms_clickhouse`.
 *   On duckdb, `dashboard_7d` and `export_aggregated` run again read from the copy (`forced`), to compare with the cubes.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUDGET_MS = Number(process.env.BENCH_QUERY_BUDGET_S ?? 180) * 1000;
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((s) => s.trim())) : null;
const wanted = (name: string) => !ONLY || ONLY.has(name);

const ALL_METRICS = [
  'clicks',
  'unique_clicks',
  'conversions',
  'leads',
  'sales',
  'rejected',
  'revenue',
  'cost',
  'profit',
  'cr',
  'epc',
  'roi',
  'roas',
  'cpa',
  'cpl',
  'approval_rate',
];

/** The targets on the 2-core machine, realistic data (#14, "Engine and speed"). */
const TARGETS: Record<string, string> = {
  structural: 'p50 < 300 ms',
  subid: 'p50 < 1000 ms',
  dashboard_7d: 'p50 < 500 ms',
  funnel: 'p50 < 1000 ms',
  cohort: 'p50 < 1000 ms',
  lag_ms: 'p50 < 2000 ms',
  lag_ms_duckdb: 'p50 < 2000 ms',
  export_aggregated: '>= 50000 rows/s, flat memory',
  export_raw: '>= 50000 rows/s, first row within 2 s, flat memory',
  offpath_offer_os_30d: 'p50 < 500 ms',
  offpath_os_browser_7d: 'p50 < 500 ms',
  offpath_one_campaign_7d: 'p50 < 500 ms',
  offpath_subid2_country_7d: 'p50 < 500 ms',
  visitors: 'p50 < 3000 ms',
};

const EXPORT_AGGREGATED: TableRequest = {
  dimensions: ['sub_id_1', 'country', 'date'],
  metrics: ALL_METRICS,
  period: '7d',
};

let data: 'realistic' | 'uniform' = process.env.BENCH_DATA === 'uniform' ? 'uniform' : 'realistic';
let clicks = 0;

function line(fields: Record<string, unknown>): void {
  const query = String(fields.query);
  const target = TARGETS[query]
    ? { target: data === 'uniform' ? `none (uniform); realistic: ${TARGETS[query]}` : TARGETS[query] }
    : {};
  process.stdout.write(
    `${JSON.stringify({ bench: 'reports', data, ...fields, ...target, load_1m: Math.round(loadavg()[0] * 10) / 10 })}\n`,
  );
}

let outcome: string | null = null;
let storage: string | null = null;

async function time(run: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  try {
    const result = (await run()) as { total_rows?: number; storage?: string };
    outcome = result?.total_rows !== undefined ? `${result.total_rows} rows` : null;
    storage = result?.storage ?? null;
  } catch (error) {
    // A refused report (more than 500,000 groups) is timed too: it ran to the count.
    outcome = `refused: ${(error as Error).message.slice(0, 80)}`;
  }
  return Number(process.hrtime.bigint() - started) / 1e6;
}

const round = (v: number) => Math.round(v * 10) / 10;

async function timed(name: string, run: () => Promise<unknown>, extra: Record<string, unknown> = {}): Promise<void> {
  if (!wanted(name)) return;
  const cold = await time(run);
  const warm: number[] = [];
  let spent = cold;
  while (warm.length < RUNS && spent < BUDGET_MS) {
    const ms = await time(run);
    warm.push(ms);
    spent += ms;
  }
  warm.sort((a, b) => a - b);
  // A query whose cold run alone took the budget is reported by that run (runs: 0).
  const figures = warm.length ? warm : [cold];
  line({
    query: name,
    clicks,
    cold_ms: round(cold),
    p50_ms: round(figures[Math.floor(figures.length / 2)]),
    max_ms: round(figures[figures.length - 1]),
    runs: warm.length,
    result: outcome,
    ...(storage ? { storage } : {}),
    ...extra,
  });
}

async function main(): Promise<void> {
  const database = await openBenchDatabase();
  const timeout = Number(process.env.BENCH_STATEMENT_TIMEOUT_S ?? 900) * 1000;
  const pool = new pg.Pool({ connectionString: database.url, max: 4, options: `-c statement_timeout=${timeout}` });
  try {
    const seeded = await seedOrReuse(database, pool, 10_000_000, data === 'uniform');
    data = seeded.data;
    clicks = seeded.clicks;
    if (seeded.seed) line({ query: 'seed', database: database.name, ...seeded.seed });
    if (ONLY?.size === 1 && ONLY.has('seed')) return;
    const sizes = await pool
      .query(
        `select (select count(*) from report_click_days_geo) as geo_click_rollup_rows, (select count(*) from
          report_click_days_path) as path_click_rollup_rows, (select count(*) from report_conversion_days_geo)
            as geo_conversion_rollup_rows,
              pg_total_relation_size('report_click_days_geo') +
                pg_total_relation_size('report_conversion_days_geo') +
                  pg_total_relation_size('report_click_days_path') + pg_total_relation_size('report_conversion_days_path') as rollup_bytes,
              pg_database_size(current_database()) as database_bytes`,
      )
      .catch(() => ({ rows: [{}] }));
    line({ query: 'storage', clicks, conversions: seeded.conversions, ...sizes.rows[0] });

    const deps: ReportDeps = { pool };
    const ws = seeded.workspace_id;
    const structural: TableRequest = {
      dimensions: ['campaign', 'country', 'device_type'],
      metrics: ALL_METRICS,
      period: '30d',
      limit: 100,
    };
    await timed('structural', () => runTableReport(deps, ws, structural));
    await timed('campaign_7d', () =>
      runTableReport(deps, ws, { dimensions: ['campaign'], metrics: ALL_METRICS, period: '7d' }),
    );
    await timed('one_campaign_rule', () =>
      runTableReport(deps, ws, {
        dimensions: ['campaign'],
        filters: [{ dimension: 'campaign', operator: '=', value: seeded.campaign_ids[5] }],
        metrics: ALL_METRICS,
        period: '24h',
      }),
    );
    // Funnel, cohort, dashboard, time series and click log (bench/reports/views.ts).
    await benchViews(timed, deps, ws);

    if (wanted('lag_ms')) await benchLag(database, deps, seeded);
    if (wanted('ingest')) await benchIngest(database, pool, seeded);
    // export_aggregated: the sub_id report of the last 7 days (about 200,000 groups, cut to the first 100,000
    // in its sort) as a buyer exports it; export_raw: two sub_id columns over 30 days, which no
    // rollup holds (every click aggregated first), the worst case.
    const exports: [string, TableRequest][] = [['export_aggregated', EXPORT_AGGREGATED]];
    for (const [name, request] of exports) await exportLine(deps, ws, name, request, { store: 'postgres' });
    // The slow ones last: they group by high-cardinality columns (or count distinct visitors).
    await timed('subid', () =>
      runTableReport(deps, ws, {
        dimensions: ['sub_id_1', 'country', 'date'],
        metrics: ALL_METRICS,
        period: '30d',
        limit: 100,
      }),
    );
    await timed('subid_7d', () =>
      runTableReport(deps, ws, {
        dimensions: ['sub_id_1', 'country', 'date'],
        metrics: ALL_METRICS,
        period: '7d',
        limit: 100,
      }),
    );
    await timed('structural_raw', () => runTableReport({ ...deps, forceRaw: true }, ws, structural), {
      storage: 'raw',
    });
    for (const store of (process.env.BENCH_STORES ?? 'postgres,duckdb').split(',').map((s) => s.trim()))
      await offCubeLines(store, database, pool, seeded, structural);
  } finally {
    await pool.end();
    await releaseBenchDatabase(database);
  }
}

/** An export line: rows per second, first row, memory; or the refusal (more than 500,000 groups). */
async function exportLine(
  deps: ReportDeps,
  ws: string,
  name: string,
  request: TableRequest,
  extra: Record<string, unknown> = {},
): Promise<void> {
  if (!wanted(name)) return;
  const started = Date.now();
  try {
    const exported = await benchExport(deps, ws, request);
    line({ query: name, dimensions: request.dimensions, period: request.period, ...exported, ...extra });
  } catch (error) {
    // Refused before its first row (more than 500,000 groups: the uniform data's sub_id export).
    if (!(error instanceof UnprocessableError)) throw error;
    line({
      query: name,
      dimensions: request.dimensions,
      period: request.period,
      result: `refused: ${error.message.slice(0, 80)}`,
      seconds: round((Date.now() - started) / 1000),
      ...extra,
    });
  }
}

/**
 * The reports no cube holds, on one store (issue 29): `postgres` reads the fact tables, `duckdb`
 * the analytics copy, built from the seeded database first (the seed's COPY runs while no copy is
 * kept, so its rows reach the copy by this rebuild, as `npm run reports:rebuild` does).
 */
async function offCubeLines(
  store: string,
  database: BenchDatabase,
  pool: pg.Pool,
  seeded: SeededWorkspace,
  structural: TableRequest,
) {
  const ws = seeded.workspace_id;
  let deps: ReportDeps = { pool, forceRaw: true };
  let owner: AnalyticsOwner | null = null;
  let clickhouse: Awaited<ReturnType<typeof openClickHouseCopy>> | null = null;
  const file = process.env.BENCH_ANALYTICS_FILE ?? join(tmpdir(), `tt_bench_analytics_${process.pid}.duckdb`);
  if (store === 'duckdb') {
    const started = Date.now();
    owner = await AnalyticsOwner.start(
      pool,
      file,
      { threads: Number(process.env.DUCKDB_THREADS ?? 2), memoryLimit: process.env.DUCKDB_MEMORY ?? '4GB' },
      { info: () => undefined, error: (details, message) => console.error(message, details) },
    );
    const rebuilt = await owner.settled();
    line({ query: 'analytics_rebuild', store, rebuilt, seconds: round((Date.now() - started) / 1000), clicks });
    useColumnarReader(pool, owner);
    deps = { pool };
  } else if (store === 'clickhouse') {
    const started = Date.now();
    clickhouse = await openClickHouseCopy(pool, database);
    owner = clickhouse.owner;
    const rebuilt = await owner.settled();
    line({ query: 'analytics_rebuild', store, rebuilt, seconds: round((Date.now() - started) / 1000), clicks });
    useColumnarReader(pool, owner);
    deps = { pool };
  } else if (store !== 'postgres') throw new Error(`BENCH_STORES: unknown store ${store}`);
  try {
    const offPath =
      (dimensions: string[], period: string, filters: TableRequest['filters'] = []) =>
      () =>
        runTableReport(deps, ws, { dimensions, filters, metrics: ALL_METRICS, period, limit: 100 });
    await timed('offpath_offer_os_30d', offPath(['offer', 'os'], '30d'), { store });
    await timed('offpath_os_browser_7d', offPath(['os', 'browser'], '7d'), { store });
    await timed(
      'offpath_one_campaign_7d',
      offPath(['os', 'browser'], '7d', [{ dimension: 'campaign', operator: '=', value: seeded.campaign_ids[0] }]),
      { store },
    );
    await timed('offpath_subid2_country_7d', offPath(['sub_id_2', 'country'], '7d'), { store });
    await timed('visitors', () => runTableReport(deps, ws, { ...structural, metrics: [...ALL_METRICS, 'visitors'] }), {
      store,
    });
    if (store === 'duckdb') {
      // The paved lines read from the copy instead of the cubes, to compare (the product reads the cubes).
      const forced = { ...deps, forceColumnar: true };
      await timed('dashboard_7d', () => runDashboard(forced, ws, '7d'), { period: '7d', store, forced: true });
      await exportLine(forced, ws, 'export_aggregated', EXPORT_AGGREGATED, { store, forced: true });
    }
    await exportLine(
      deps,
      ws,
      'export_raw',
      { dimensions: ['sub_id_1', 'sub_id_2'], metrics: ALL_METRICS, period: '30d' },
      { store },
    );
  } finally {
    if (clickhouse) {
      useColumnarReader(pool, null);
      // The runtime owns the copy for the lag line, as a worker process does with ANALYTICS=clickhouse.
      await clickhouse.owner.close();
      if (wanted('lag_ms_clickhouse')) await benchLagCopy(database, seeded, 'clickhouse', clickhouse);
      await clickhouse.close();
    } else if (owner) {
      useColumnarReader(pool, null);
      await owner.close();
      // The bench's owner let go of the file: the runtime owns it now, as `npm start` does.
      if (wanted('lag_ms_duckdb')) await benchLagDuckDb(database, seeded, file);
      if (!process.env.BENCH_ANALYTICS_FILE) await rm(file, { force: true });
    }
  }
}

/**
 * The campaign, source, flow, landing and offer of a seeded click of the i-th largest campaign:
 * the clicks the bench adds (lag, ingest) name real entities, so rules and reports over a kept
 * database never meet made-up ids.
 */
async function pathOf(pool: pg.Pool, seeded: SeededWorkspace, i: number): Promise<Record<string, string | null>> {
  const { rows } = await pool.query(
    `select workspace_id, campaign_id, source_id, flow_id, landing_id, offer_id from clicks
      where workspace_id = $1 and campaign_id = $2 and created_at > now() - interval '30 days' and flow_id is not null limit 1`,
    [seeded.workspace_id, seeded.campaign_ids[i]],
  );
  return (
    rows[0] ?? { workspace_id: seeded.workspace_id, campaign_id: seeded.campaign_ids[i], flow_id: null, offer_id: null }
  );
}

/**
 * Click to report: a click enters the product's recording path (ClickRecorder.record: the Redis
 * stream, as the redirect records it), the service's click consumer writes it to Postgres, and a
 * report is polled until it counts the click. Five clicks, one at a time, in the country `ZZ`.
 */
async function benchLag(database: BenchDatabase, deps: ReportDeps, seeded: SeededWorkspace): Promise<void> {
  const { runtime, stop } = await startBenchRuntime(database, true);
  try {
    await measureLag(runtime, deps, seeded, 'lag_ms', [], {
      path: 'record() → Redis stream → click consumer → Postgres → report',
    });
  } finally {
    await stop();
  }
}

/**
 * The same through the analytics copy (issue 29): the runtime owns the copy (ANALYTICS=duckdb, the
 * bench's file), and the report filters an off-cube dimension (os), so the count is DuckDB's.
 */
async function benchLagDuckDb(database: BenchDatabase, seeded: SeededWorkspace, file: string): Promise<void> {
  const { runtime, config, stop } = await startBenchRuntime(database, true, {
    ANALYTICS: 'duckdb',
    ANALYTICS_FILE: file,
    DUCKDB_THREADS: process.env.DUCKDB_THREADS ?? '2',
  });
  try {
    await measureLag(
      runtime,
      { pool: reportPoolOf(config) },
      seeded,
      'lag_ms_duckdb',
      [{ dimension: 'os', operator: '=', value: 'BenchLag' }],
      { path: 'record() → Redis stream → click consumer → Postgres → notes → DuckDB copy → report', store: 'duckdb' },
    );
  } finally {
    await stop();
  }
}

/** The lag through the ClickHouse copy: the runtime owns it (ANALYTICS=clickhouse), as for DuckDB above. */
async function benchLagCopy(
  database: BenchDatabase,
  seeded: SeededWorkspace,
  store: 'clickhouse',
  server: { url: string; name: string },
): Promise<void> {
  const { runtime, config, stop } = await startBenchRuntime(database, true, {
    ANALYTICS: store,
    CLICKHOUSE_URL: server.url,
    CLICKHOUSE_DATABASE: server.name,
  });
  try {
    await measureLag(
      runtime,
      { pool: reportPoolOf(config) },
      seeded,
      `lag_ms_${store}`,
      [{ dimension: 'os', operator: '=', value: 'BenchLag' }],
      { path: 'record() → Redis stream → click consumer → Postgres → notes → ClickHouse copy → report', store },
    );
  } finally {
    await stop();
  }
}

async function measureLag(
  runtime: Runtime,
  deps: ReportDeps,
  seeded: SeededWorkspace,
  name: string,
  filters: NonNullable<TableRequest['filters']>,
  extra: Record<string, unknown>,
): Promise<void> {
  let reportStorage = '';
  const count = async () => {
    const report = await runTableReport(deps, seeded.workspace_id, {
      dimensions: [],
      filters: [{ dimension: 'country', operator: '=', value: 'ZZ' }, ...filters],
      metrics: ['clicks'],
      period: 'today',
    });
    reportStorage = report.storage;
    return Number(report.totals.clicks ?? 0);
  };
  const before = await count();
  const lags: number[] = [];
  for (let i = 1; i <= 5; i++) {
    const click = makeClick({
      ...(await pathOf(deps.pool, seeded, 0)),
      country: 'ZZ',
      ...(filters.length ? { os: 'BenchLag' } : {}),
      save_traffic: true,
      is_simulated: false,
    });
    const started = performance.now();
    await runtime.services.clicks.record(click);
    while ((await count()) < before + i) await new Promise((resolve) => setTimeout(resolve, 5));
    lags.push(performance.now() - started);
  }
  lags.sort((a, b) => a - b);
  line({
    query: name,
    clicks,
    p50_ms: round(lags[2]),
    max_ms: round(lags[4]),
    runs: 5,
    storage: reportStorage,
    ...extra,
  });
}

/** The batch writer's rate (500-click batches, one connection) with the report triggers and without them. */
async function benchIngest(database: BenchDatabase, pool: pg.Pool, seeded: SeededWorkspace): Promise<void> {
  const store = new ClickStore(database.url, { max: 1 });
  try {
    for (const triggers of [true, false]) {
      if (!triggers) await pool.query('alter table clicks disable trigger user');
      try {
        const batches = 20;
        const started = Date.now();
        // Countries outside the seeded ones: the clicks written without triggers are deleted again
        // (triggers still off), so a kept database's report storage keeps agreeing with its clicks.
        const country = triggers ? 'ZX' : 'ZY';
        const paths = await Promise.all(Array.from({ length: 10 }, (_, i) => pathOf(pool, seeded, i)));
        for (let b = 0; b < batches; b++) {
          const entries = Array.from({ length: 500 }, () => toEntry(makeClick({ ...paths[b % 10], country })));
          await store.write(entries);
        }
        const seconds = (Date.now() - started) / 1000;
        line({
          query: triggers ? 'ingest_with_triggers' : 'ingest_without_triggers',
          clicks_per_s: Math.round((batches * 500) / seconds),
          batch: 500,
        });
      } finally {
        if (!triggers) {
          await pool.query(
            `delete from clicks where workspace_id = $1 and country = 'ZY' and created_at > now() - interval '1 day'`,
            [seeded.workspace_id],
          );
          await pool.query('alter table clicks enable trigger user');
        }
      }
    }
  } finally {
    await store.close();
  }
}

main().catch((error) => {
  process.stderr.write(`${error?.stack ?? error}\n`);
  process.exit(1);
});
