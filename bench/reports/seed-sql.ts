import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import cliProgress from 'cli-progress';
import pg from 'pg';
import { ensureClickPartitionsAhead } from '../../services/clicks/partitions';
import { createBenchEntities } from './seed';
import { buildBenchCopy, storeSizes, type CopyTarget } from './seed-copy';
import { dayPlans, type GenerationPlan, seedDay } from './seed-day';
import type { CampaignShape } from './seed-rows';

/**
 * The reports bench's seeder at scale (`BENCH_SEED_PATH=sql`, the default): the rows are made
 * inside Postgres, a day partition at a time on BENCH_SEED_CONNECTIONS connections (default 2),
 * without the report triggers: each day is generated apart, indexed once, rolled up once by the
 * product's own rebuild statements and attached (bench/reports/seed-day.ts). Then the DuckDB copy
 * is built once, by the product's owner (its rebuild, which resumes by day), into the file the
 * bench's duckdb store reads.
 *
 * Resumable: the plan (the workspace, the period, the campaigns) is kept in `bench_seed`, each day
 * is noted in `bench_seed_days` in the transaction that attaches it. Run the same command again
 * after a kill: it makes only the days not noted (a half-made day is dropped and made again), then
 * the copy (which resumes after its last durable day). The bench tables stay in the database.
 */

export interface SqlSeedOptions {
  clicks: number;
  days: number;
  uniform: boolean;
  now: Date;
  /** Connections making days at once (default 2). */
  connections?: number;
  /** Where the DuckDB copy goes (null: no copy is built). */
  copy: CopyTarget | null;
}

export interface SqlSeeded {
  workspace_id: string;
  campaign_ids: string[];
  clicks: number;
  conversions: number;
  /** The plan's (a resumed seed keeps the data set it started with). */
  data: 'realistic' | 'uniform';
  /** The seed's figures (the `seed` line). */
  figures: Record<string, unknown>;
}

/** One seeder per database; its connections hold the second key shared, so a new run waits for a killed run's. */
const SEEDER_LOCK = 7_301_339;
const SEEDER_CONNECTIONS_LOCK = 7_301_340;

const PLAN_TABLES = `
  create table if not exists bench_seed (
    id int primary key default 1 check (id = 1), workspace_id uuid not null, clicks bigint not null,
    uniform boolean not null, start_ms bigint not null, end_ms bigint not null,
    seeded_at timestamptz, completed_at timestamptz, seconds double precision not null default 0);
  create table if not exists bench_seed_campaigns (
    n int primary key, id uuid not null, source_id uuid not null, flows uuid[] not null, landings uuid[] not null,
    offers uuid[] not null, countries text[] not null, devices text[] not null, sub_ids text[] not null,
    up_to double precision not null);
  create table if not exists bench_seed_days (
    day date primary key, clicks bigint not null, conversions bigint not null, done_at timestamptz not null default now())`;

/** The bench's seed plan of this database, or null: none, or an unfinished one (resumed by seedInPostgres). */
export async function finishedSeed(pool: pg.Pool): Promise<{ clicks: number; conversions: number } | null | 'none'> {
  const { rows } = await pool.query(`select to_regclass('bench_seed') is not null as present`);
  if (!rows[0].present) return 'none';
  const seed = await pool.query(
    `select s.clicks, s.completed_at, (select coalesce(sum(conversions), 0) from bench_seed_days) as conversions
       from bench_seed s`,
  );
  if (!seed.rows.length) return 'none';
  if (!seed.rows[0].completed_at) return null;
  return { clicks: Number(seed.rows[0].clicks), conversions: Number(seed.rows[0].conversions) };
}

/** The plan kept in the database, made now (with the workspace and its entities) when there is none. */
async function openPlan(db: pg.ClientBase, options: SqlSeedOptions): Promise<GenerationPlan & { resumed: boolean }> {
  await db.query(PLAN_TABLES);
  let seed = (await db.query('select * from bench_seed')).rows[0];
  const resumed = seed !== undefined;
  if (!seed) {
    await db.query('begin');
    const { workspace, campaigns } = await createBenchEntities(db, options.uniform);
    await storeCampaigns(db, campaigns);
    const end = options.now.getTime();
    seed = (
      await db.query(
        `insert into bench_seed (workspace_id, clicks, uniform, start_ms, end_ms) values ($1, $2, $3, $4, $5) returning *`,
        [workspace, options.clicks, options.uniform, end - options.days * 86_400_000, end],
      )
    ).rows[0];
    await db.query('commit');
  }
  const weights = (await db.query<{ up_to: number }>('select up_to from bench_seed_campaigns order by n')).rows;
  return {
    workspace: seed.workspace_id,
    clicks: Number(seed.clicks),
    uniform: seed.uniform,
    start: Number(seed.start_ms),
    end: Number(seed.end_ms),
    // Campaign n takes [up_to of n − 1, up_to of n): width_bucket over the lower bounds gives n.
    thresholds: [0, ...weights.slice(0, -1).map((w) => w.up_to)],
    total: weights[weights.length - 1].up_to,
    resumed,
  };
}

async function storeCampaigns(db: pg.ClientBase, campaigns: CampaignShape[]): Promise<void> {
  await db.query(
    `insert into bench_seed_campaigns (n, id, source_id, flows, landings, offers, countries, devices, sub_ids, up_to)
     select x.n, x.id, x.source_id, x.flows, x.landings, x.offers, x.countries, x.devices, x.sub_ids, x.up_to
       from jsonb_to_recordset($1::jsonb) as x(n int, id uuid, source_id uuid, flows uuid[], landings uuid[],
            offers uuid[], countries text[], devices text[], sub_ids text[], up_to float8)`,
    [
      JSON.stringify(
        campaigns.map((c, i) => ({
          n: i + 1,
          id: c.id,
          source_id: c.source,
          flows: `{${c.flows}}`,
          landings: `{${c.landings}}`,
          offers: `{${c.offers}}`,
          countries: `{${c.countries}}`,
          devices: `{${c.devices}}`,
          sub_ids: `{${c.subIds}}`,
          up_to: c.upTo,
        })),
      ),
    ],
  );
}

/** CPU seconds of the Postgres backends of the seeder's connections (read from /proc: a local server only). */
const backendCpu = { seconds: 0, known: true };

/** User + system CPU seconds of a local process, or null when /proc does not show it. */
function processCpu(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** A connection of the seeder: the shared key held, its statements cancelled a second after this process died. */
async function seederConnection(url: string): Promise<pg.Client & { done(): Promise<void> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`set time zone 'UTC'`);
  await client.query(`set client_connection_check_interval = '1s'`);
  // A day's sorts and hashes in memory: a day of the 100M plan is 3.3M clicks.
  await client.query(`set work_mem = '256MB'`);
  await client.query(`set maintenance_work_mem = '512MB'`);
  const { rows } = await client.query('select pg_backend_pid() as pid, pg_advisory_lock_shared($1)', [
    SEEDER_CONNECTIONS_LOCK,
  ]);
  const before = processCpu(rows[0].pid);
  return Object.assign(client, {
    async done() {
      const spent = processCpu(rows[0].pid);
      if (before === null || spent === null) backendCpu.known = false;
      else backendCpu.seconds += spent - before;
      await client.end();
    },
  });
}

/** The 1-minute load, sampled every 10 s while the seed runs: min, mean and max in the seed line. */
function loadSampler(): { stop(): { min: number; mean: number; max: number } } {
  const samples = [loadavg()[0]];
  const timer = setInterval(() => samples.push(loadavg()[0]), 10_000);
  timer.unref();
  const r = (v: number) => Math.round(v * 10) / 10;
  return {
    stop() {
      clearInterval(timer);
      samples.push(loadavg()[0]);
      return {
        min: r(Math.min(...samples)),
        mean: r(samples.reduce((a, b) => a + b, 0) / samples.length),
        max: r(Math.max(...samples)),
      };
    },
  };
}

/** Seeds (or resumes seeding) the bench workspace: see the file's comment. */
export async function seedInPostgres(url: string, options: SqlSeedOptions): Promise<SqlSeeded> {
  const started = Date.now();
  const load = loadSampler();
  const control = await seederConnection(url);
  try {
    await control.query('select pg_advisory_unlock_shared($1)', [SEEDER_CONNECTIONS_LOCK]);
    await control.query('select pg_advisory_lock($1)', [SEEDER_LOCK]);
    // A killed run's connections may still finish a statement: wait until each has gone.
    await control.query('select pg_advisory_lock($1), pg_advisory_unlock($1)', [SEEDER_CONNECTIONS_LOCK]);
    const plan = await openPlan(control, options);
    const done = new Set(
      (await control.query<{ day: string }>(`select to_char(day, 'YYYY-MM-DD') as day from bench_seed_days`)).rows.map(
        (r) => r.day,
      ),
    );
    const days = dayPlans(plan);
    const todo = days.filter((d) => !done.has(new Date(d.from).toISOString().slice(0, 10)));
    if (plan.resumed)
      process.stderr.write(
        `resuming the seed: ${days.length - todo.length} of ${days.length} days made` +
          (plan.clicks === options.clicks ? '\n' : ` (of its plan's ${plan.clicks} clicks, not BENCH_CLICKS)\n`),
      );
    const daysStarted = Date.now();
    await makeDays(url, plan, days, todo, options.connections ?? 2);
    const daysSeconds = (Date.now() - daysStarted) / 1000;
    const daysCpu = backendCpu.known ? Math.round(backendCpu.seconds) : null;
    const copyCpu = process.cpuUsage();
    const finishStarted = Date.now();
    await finish(control, plan);
    const finishSeconds = (Date.now() - finishStarted) / 1000;
    const copyStarted = Date.now();
    if (options.copy) await buildBenchCopy(url, options.copy);
    const copySeconds = (Date.now() - copyStarted) / 1000;
    const copyNodeCpu = process.cpuUsage(copyCpu);
    const seconds = (Date.now() - started) / 1000;
    const { rows } = await control.query(
      `update bench_seed set completed_at = now(), seconds = seconds + $1 returning seconds,
              (select coalesce(sum(conversions), 0) from bench_seed_days) as conversions`,
      [seconds],
    );
    const campaigns = await control.query<{ id: string }>('select id from bench_seed_campaigns order by n');
    const sizes = await storeSizes(control, plan.clicks, options.copy?.file ?? null);
    return {
      workspace_id: plan.workspace,
      campaign_ids: campaigns.rows.map((r) => r.id),
      clicks: plan.clicks,
      conversions: Number(rows[0].conversions),
      data: plan.uniform ? 'uniform' : 'realistic',
      figures: {
        path: 'sql',
        clicks: plan.clicks,
        conversions: Number(rows[0].conversions),
        seconds: Math.round(seconds),
        // All the runs of this seed (a resumed one adds its time to the killed runs').
        seconds_all_runs: Math.round(rows[0].seconds),
        days_s: Math.round(daysSeconds),
        finish_s: Math.round(finishSeconds),
        copy_s: options.copy ? Math.round(copySeconds) : null,
        // CPU seconds (load-independent): Postgres's backends making the days; this process (DuckDB's threads) copying.
        cpu_s: {
          days_postgres: daysCpu,
          copy_node: Math.round((copyNodeCpu.user + copyNodeCpu.system) / 1e6),
        },
        days_made: todo.length,
        days_resumed: days.length - todo.length,
        connections: options.connections ?? 2,
        clicks_per_s: todo.length ? Math.round(plan.clicks / seconds) : null,
        load_1m_during: load.stop(),
        ...sizes,
      },
    };
  } finally {
    await control.end();
  }
}

/** The days not made yet, `connections` at a time, with the progress bar (clicks, days). */
async function makeDays(
  url: string,
  plan: GenerationPlan,
  days: ReturnType<typeof dayPlans>,
  todo: ReturnType<typeof dayPlans>,
  connections: number,
): Promise<void> {
  const bar = new cliProgress.SingleBar(
    {
      format:
        'seeding in Postgres [{bar}] {percentage}% {value}/{total} clicks, {days}/{all} days, {eta_formatted} left',
      // Into a log too (a line every 10 s), not only on a terminal.
      noTTYOutput: true,
      notTTYSchedule: 10_000,
    },
    cliProgress.Presets.shades_classic,
  );
  const remaining = todo.reduce((sum, d) => sum + d.last - d.first, 0);
  let daysDone = days.length - todo.length;
  bar.start(plan.clicks, plan.clicks - remaining, { days: daysDone, all: days.length });
  const queue = [...todo];
  const worker = async () => {
    const client = await seederConnection(url);
    try {
      for (let day = queue.shift(); day; day = queue.shift()) {
        await seedDay(client, plan, day, (clicks) => bar.increment(clicks));
        bar.update({ days: ++daysDone, all: days.length });
      }
    } finally {
      await client.done();
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, Math.min(connections, todo.length)) }, worker));
  } finally {
    bar.stop();
  }
}

/** After the days: the partitions ahead (live clicks of the bench's lines), statistics of the parents and rollups. */
async function finish(db: pg.ClientBase, plan: GenerationPlan): Promise<void> {
  const { rows } = await db.query('select seeded_at from bench_seed');
  if (rows[0].seeded_at) return;
  await ensureClickPartitionsAhead(db, new Date(plan.end), 3, 'clicks');
  await ensureClickPartitionsAhead(db, new Date(plan.end), 3, 'conversions');
  await db.query(`analyze report_click_days_campaign_day, report_click_days_geo, report_click_days_path,
                    report_click_days_placement, report_click_hours_campaign, report_conversion_days_campaign_day,
                    report_conversion_days_geo, report_conversion_days_path, report_conversion_days_placement,
                    report_conversion_hours_campaign, workspaces, campaigns`);
  await db.query('update bench_seed set seeded_at = now()');
}
