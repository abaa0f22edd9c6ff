import 'reflect-metadata';
import pg from 'pg';
import { runTableReport } from '../../reports/run-table';
import {
  type BenchDatabase,
  openBenchDatabase,
  releaseBenchDatabase,
  type SeededWorkspace,
  seedOrReuse,
} from './database';
import { EXPORT_AGGREGATED, EXPORT_RAW, exportLine } from './export';
import { ingestLines } from './ingest';
import { lagLine } from './lag';
import { line, measured, seedOnly, timed, wanted } from './output';
import { startBenchService } from './service';
import { type BenchStore, benchStores, duckDbTarget, openStore } from './stores';
import { offPathLines, pavedLines, STRUCTURAL } from './table-lines';
import { dashboardLine, viewLines } from './views';

/**
 * `npm run bench:reports`: seeds BENCH_CLICKS clicks (default 10,000,000) over 30 days into one
 * workspace (bench/reports/seed-sql.ts), then measures the reports as a user calls them: for each store
 * of BENCH_STORES it starts the service as `npm start` runs it (HTTP and workers in this process,
 * bench/reports/service.ts), logs a member of the bench workspace in through POST /auth/login, and
 * times real HTTP requests, cold and warm, one JSON line per query with its `store`, the answer's
 * `storage` and the target next to the figure (no pass/fail: a benchmark).
 *
 * Per store: POST /reports/query (structural, campaign_7d, one_campaign_rule, subid, subid_7d,
 * offpath_*, visitors), GET /reports/dashboard (dashboard_7d), POST /reports/export as CSV
 * (export_aggregated, export_raw: rows/s over the streamed answer, first data row received, RSS
 * growth of this process, which runs the service), and the lag line (bench/reports/lag.ts). On the
 * first store only: the other views and the click log through their routes (bench/reports/views.ts).
 * Then, without HTTP: `structural_raw` (the structural report read from the fact tables, forceRaw:
 * the plain Postgres design, which no route offers) and the batch writer's `ingest_*` lines.
 *
 * - BENCH_STORES (default `postgres,duckdb`; `clickhouse` too): the service's ANALYTICS. For duckdb
 *   and clickhouse the service's owner builds its copy before anything is timed unless the seed
 *   built it (`analytics_rebuild`): the DuckDB file BENCH_ANALYTICS_FILE (default: see BENCH_SEED_PATH) with
 *   DUCKDB_THREADS (2) and DUCKDB_MEMORY (4GB); ClickHouse on CLICKHOUSE_URL or a private server
 *   (bench/reports/clickhouse.ts). BENCH_HTTP_PORT: the service's port (default a free one).
 * - BENCH_DATA=uniform: the worst case (campaign, country, device, sub id independent).
 * - BENCH_DATABASE=<name>: seed that database once and keep it (and its DuckDB copy); later runs
 *   measure it without seeding. BENCH_KEEP=1 keeps a database of a random name. Drop a kept one
 *   with `drop database <name> with (force)` and remove `$TMPDIR/tt_bench_<name>.duckdb`.
 * - BENCH_RUNS (default 5) warm runs per query, fewer once a query has taken BENCH_QUERY_BUDGET_S
 *   (default 180) seconds in all (none when the cold run took that long: runs 0, p50 = cold);
 *   BENCH_STATEMENT_TIMEOUT_S (default 900) is the service's REPORT_TIMEOUT_S (a deployment's
 *   default is 20 s): a report over it is answered 503, which the line's `result` says.
 * - BENCH_ONLY=structural,subid,…: only these lines (`seed` alone: seed and stop).
 * - BENCH_SEED_PATH (default `sql`): how a new database is seeded. `sql` (bench/reports/seed-sql.ts):
 *   inside Postgres, a day partition at a time on BENCH_SEED_CONNECTIONS (default 2) connections
 *   (generated, indexed once, rolled up once by the product's rebuild statements over the day,
 *   attached), then the DuckDB copy built once (when BENCH_STORES has duckdb) into the store's file:
 *   with BENCH_DATABASE kept, `$TMPDIR/tt_bench_<name>.duckdb` (or BENCH_ANALYTICS_FILE), kept too,
 *   so later runs read it without rebuilding. Resumable: kill it and run the same command again;
 *   it makes only the days not made yet (the plan and the days made are in the tables
 *   `bench_seed*` of the bench database), then finishes the copy. A progress bar on stderr (a line
 *   every 10 s when stderr is not a terminal). `copy`: the product's write path (COPY through the
 *   report triggers, rows made in a worker thread; not resumable), with BENCH_SEED_CHUNK (default
 *   100,000 clicks per COPY), BENCH_SEED_CONNECTIONS (default 1 there) and BENCH_SEED_STORAGE=rebuild
 *   (report triggers off during the COPY, then `npm run reports:rebuild`).
 */
async function main(): Promise<void> {
  const database = await openBenchDatabase();
  const timeout = Number(process.env.BENCH_STATEMENT_TIMEOUT_S ?? 900) * 1000;
  const pool = new pg.Pool({ connectionString: database.url, max: 4, options: `-c statement_timeout=${timeout}` });
  try {
    const copy = benchStores().includes('duckdb') ? duckDbTarget(database) : null;
    const seeded = await seedOrReuse(database, pool, 10_000_000, measured.data === 'uniform', copy);
    measured.data = seeded.data;
    measured.clicks = seeded.clicks;
    if (seeded.seed) line({ query: 'seed', database: database.name, ...seeded.seed });
    if (seedOnly()) return;
    await storageLine(pool, seeded);
    const stores = benchStores();
    for (const [i, store] of stores.entries()) await storeLines(database, seeded, store, i === 0);
    await timed('structural_raw', () => runTableReport({ pool, forceRaw: true }, seeded.workspace_id, STRUCTURAL), {
      storage: 'raw',
      path: 'engine',
    });
    if (wanted('ingest')) await ingestLines(database, pool, seeded);
  } finally {
    await pool.end();
    await releaseBenchDatabase(database);
  }
}

/** The sizes of the report storage and of the database. */
async function storageLine(pool: pg.Pool, seeded: SeededWorkspace): Promise<void> {
  const sizes = await pool
    .query(
      `select (select count(*) from report_click_days_campaign_day) as campaign_day_click_rollup_rows,
              (select count(*) from report_conversion_days_campaign_day) as campaign_day_conversion_rollup_rows,
              (select count(*) from report_click_days_geo) as geo_click_rollup_rows,
              (select count(*) from report_conversion_days_geo) as geo_conversion_rollup_rows,
              (select count(*) from report_click_days_path) as path_click_rollup_rows,
              (select sum(pg_total_relation_size(tablename::regclass)) from pg_tables
                where schemaname = 'public' and tablename ~ '^report_(click|conversion)_(day|hour)s_') as rollup_bytes,
              pg_database_size(current_database()) as database_bytes`,
    )
    .catch(() => ({ rows: [{}] }));
  line({ query: 'storage', clicks: measured.clicks, conversions: seeded.conversions, ...sizes.rows[0] });
}

/** One store's lines, through the HTTP API of a service started for it; the slow ones last. */
async function storeLines(
  database: BenchDatabase,
  seeded: SeededWorkspace,
  store: BenchStore,
  first: boolean,
): Promise<void> {
  const place = await openStore(store, database);
  try {
    const service = await startBenchService(database, seeded.workspace_id, store, place.env);
    try {
      const { client } = service;
      await pavedLines(client, seeded, store);
      await dashboardLine(client, store);
      if (first) await viewLines(client, store);
      await lagLine(service, seeded, store);
      await exportLine(client, 'export_aggregated', EXPORT_AGGREGATED, { store });
      await offPathLines(client, seeded, store);
      await exportLine(client, 'export_raw', EXPORT_RAW, { store });
    } finally {
      await service.stop();
    }
  } finally {
    await place.close();
  }
}

main().then(
  // Everything is closed: exit at once rather than wait for idle pools' timers.
  () => process.exit(0),
  (error) => {
    process.stderr.write(`${error?.stack ?? error}\n`);
    process.exit(1);
  },
);
