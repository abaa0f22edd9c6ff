import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../infra/database';
import { runTableReport, type ReportDeps } from '../../reports/run-table';
import type { TableRequest } from '../../reports/request';
import { ClickStore } from '../../edge/click-recording/click-store';
import { toEntry } from '../../edge/click-recording/click-entry';
import { makeClick } from '../../test/support/clicks';
import { seedReports } from './seed';
import { benchExport } from './export';
import { benchViews } from './views';

/**
 * `npm run bench:reports`: seeds BENCH_CLICKS clicks (default 10,000,000) over 30 days into a
 * database of its own (dropped afterwards unless BENCH_KEEP=1), then times each report cold and
 * warm and prints one JSON line per query. BENCH_DATA=uniform seeds the worst case. BENCH_RUNS
 * (default 5) warm runs per query. `structural_raw` is the same report as `structural` read from
 * the fact tables: the design the rollups replaced, measured side by side.
 */
const CLICKS = Number(process.env.BENCH_CLICKS ?? 10_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const UNIFORM = process.env.BENCH_DATA === 'uniform';
const ADMIN_URL = process.env.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const ALL_METRICS = ['clicks', 'unique_clicks', 'conversions', 'leads', 'sales', 'rejected', 'revenue', 'cost', 'profit', 'cr', 'epc', 'roi', 'roas', 'cpa', 'cpl', 'approval_rate'];

function line(fields: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify({ bench: 'reports', data: UNIFORM ? 'uniform' : 'realistic', ...fields })}\n`);
}

let outcome: string | null = null;

async function time(run: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  try {
    const result = (await run()) as { total_rows?: number };
    outcome = result?.total_rows !== undefined ? `${result.total_rows} rows` : null;
  } catch (error) {
    // A refused report (more than 500,000 groups) is timed too: it ran to the count.
    outcome = `refused: ${(error as Error).message.slice(0, 80)}`;
  }
  return Number(process.hrtime.bigint() - started) / 1e6;
}

async function timed(name: string, run: () => Promise<unknown>, extra: Record<string, unknown> = {}): Promise<void> {
  const cold = await time(run);
  const warm: number[] = [];
  for (let i = 0; i < RUNS; i++) warm.push(await time(run));
  warm.sort((a, b) => a - b);
  const round = (v: number) => Math.round(v * 10) / 10;
  line({ query: name, clicks: CLICKS, cold_ms: round(cold), p50_ms: round(warm[Math.floor(warm.length / 2)]), max_ms: round(warm[warm.length - 1]), result: outcome, ...extra });
}

async function main(): Promise<void> {
  const url = new URL(ADMIN_URL);
  url.pathname = `/tt_bench_reports_${randomBytes(4).toString('hex')}`;
  const databaseUrl = url.toString();
  const orm = await openDatabase(databaseUrl);
  await orm.close();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  try {
    const db = await pool.connect();
    const seedStarted = Date.now();
    let seeded;
    try {
      seeded = await seedReports(db, { clicks: CLICKS, days: 30, uniform: UNIFORM, now: new Date() });
    } finally {
      db.release();
    }
    const sizes = await pool.query(
      `select (select count(*) from report_click_days_geo) as geo_click_rollup_rows, (select count(*) from report_click_days_path) as path_click_rollup_rows, (select count(*) from report_conversion_days_geo) as geo_conversion_rollup_rows,
              pg_total_relation_size('report_click_days_geo') + pg_total_relation_size('report_conversion_days_geo') + pg_total_relation_size('report_click_days_path') + pg_total_relation_size('report_conversion_days_path') as rollup_bytes`,
    );
    line({ query: 'seed', clicks: CLICKS, conversions: seeded.conversions, seconds: Math.round((Date.now() - seedStarted) / 1000), ...sizes.rows[0] });

    const deps: ReportDeps = { pool };
    const ws = seeded.workspace_id;
    const structural: TableRequest = { dimensions: ['campaign', 'country', 'device_type'], metrics: ALL_METRICS, period: '30d', limit: 100 };
    await timed('structural', () => runTableReport(deps, ws, structural), { storage: 'rollup:geo' });
    await timed('structural_raw', () => runTableReport({ ...deps, forceRaw: true }, ws, structural), { storage: 'raw' });
    await timed('subid', () => runTableReport(deps, ws, { dimensions: ['sub_id_1', 'country', 'date'], metrics: ALL_METRICS, period: '30d' }), { storage: 'raw' });
    await timed('visitors', () => runTableReport(deps, ws, { ...structural, metrics: [...ALL_METRICS, 'visitors'] }), { storage: 'raw' });
    await timed('campaign_7d', () => runTableReport(deps, ws, { dimensions: ['campaign'], metrics: ALL_METRICS, period: '7d' }), { storage: 'rollup:geo' });
    await timed('one_campaign_rule', () =>
      runTableReport(deps, ws, { dimensions: ['campaign'], filters: [{ dimension: 'campaign', operator: '=', value: seeded.campaign_ids[5] }], metrics: ALL_METRICS, period: '24h' }),
    { storage: 'raw' });
    // Funnel, cohort, dashboard, time series and click log (the logs helper's runners, bench/reports/views.ts).
    await benchViews(timed, deps, ws);

    // Lag: a click written by the product's batch writer is in the report when its transaction commits.
    const store = new ClickStore(databaseUrl, { max: 2 });
    try {
      const lags: number[] = [];
      for (let i = 0; i < 5; i++) {
        const click = makeClick({ workspace_id: ws, campaign_id: seeded.campaign_ids[0], country: 'ZZ', save_traffic: true, is_simulated: false });
        const started = Date.now();
        await store.write([toEntry(click)]);
        for (;;) {
          const r = await runTableReport(deps, ws, { dimensions: ['country'], filters: [{ dimension: 'country', operator: '=', value: 'ZZ' }], metrics: ['clicks'], period: 'today' });
          if (r.totals.clicks === i + 1) break;
        }
        lags.push(Date.now() - started);
      }
      lags.sort((a, b) => a - b);
      line({ query: 'lag_ms', clicks: CLICKS, p50_ms: lags[2], max_ms: lags[4] });

      // Ingest cost of the rollup triggers: the batch writer's rate with and without them.
      for (const triggers of [true, false]) {
        if (!triggers) await pool.query('alter table clicks disable trigger report_clicks_insert');
        const batches = 20;
        const started = Date.now();
        for (let b = 0; b < batches; b++) {
          const entries = Array.from({ length: 500 }, () => toEntry(makeClick({ workspace_id: ws, campaign_id: seeded.campaign_ids[b % 50], country: 'DE' })));
          await store.write(entries);
        }
        const seconds = (Date.now() - started) / 1000;
        line({ query: triggers ? 'ingest_with_rollups' : 'ingest_without_rollups', clicks_per_s: Math.round((batches * 500) / seconds), batch: 500 });
        if (!triggers) await pool.query('alter table clicks enable trigger report_clicks_insert');
      }
    } finally {
      await store.close();
    }

    const exported = await benchExport(deps, ws, { dimensions: ['sub_id_1', 'sub_id_2'], metrics: ALL_METRICS, period: '30d' });
    line({ query: 'export', rows: exported.rows, rows_per_s: exported.rows_per_s, rss_growth_mb: exported.rss_growth_mb, seconds: exported.seconds });
  } finally {
    await pool.end();
    if (process.env.BENCH_KEEP !== '1') {
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(`drop database if exists "${url.pathname.slice(1)}" with (force)`);
      await admin.end();
    } else {
      process.stderr.write(`kept ${url.pathname.slice(1)}\n`);
    }
  }
}

main().catch((error) => {
  process.stderr.write(`${error?.stack ?? error}\n`);
  process.exit(1);
});
