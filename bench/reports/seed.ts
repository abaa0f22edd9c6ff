import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import cliProgress from 'cli-progress';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { ensureClickPartitionsFor } from '../../services/clicks/partitions';
import {
  CLICK_COLUMNS,
  CONVERSION_COLUMNS,
  type CampaignShape,
  campaignShapes,
  type Chunk,
  type SeedShape,
} from './seed-rows';

/**
 * Seeds a benchmark workspace through the product's storage path: COPY into `clicks` and
 * `conversions`, whose statement triggers keep the report storage exactly as for the click batch
 * writer and the conversion writes (docs/reports.md, "Benchmark"), then a status change of a fifth
 * of the leads (an UPDATE, as a postback with the same txid makes it).
 *
 * Rows are generated in a worker thread (seed-rows.ts) while Postgres copies the previous chunk,
 * in time order, so each COPY lands in one or two day partitions and appends to their indexes.
 *
 * Realistic data (default): hundreds of campaigns of skewed size, each with its own source, flows,
 * landings, offers, 1–10 countries of 200, 1–3 devices and 20 sub_id_1 values of its own; ~3%
 * conversions. Uniform (BENCH_DATA=uniform): campaign, country, device and sub_id independent.
 */

export interface SeedOptions {
  clicks: number;
  days: number;
  uniform: boolean;
  now: Date;
  /** Clicks per COPY statement (default 100,000). */
  chunk?: number;
  /** Connections copying at once (default 1). */
  connections?: number;
  /**
   * `triggers` (default): the report triggers run on every COPY, as in production. `rebuild`: they
   * are off during the COPY and `npm run reports:rebuild` fills the report storage afterwards.
   */
  storage?: 'triggers' | 'rebuild';
  databaseUrl: string;
}

export interface Seeded {
  workspace_id: string;
  campaign_ids: string[];
  conversions: number;
  /** Seconds spent waiting for the generator (rows not ready when a connection was free). */
  generator_wait_s: number;
  /** Seconds of `npm run reports:rebuild` (storage `rebuild`), else null. */
  rebuild_s: number | null;
}

const CAMPAIGNS = 300;

export async function seedReports(pool: pg.Pool, options: SeedOptions): Promise<Seeded> {
  const db = await pool.connect();
  let shape: SeedShape;
  try {
    shape = await seedEntities(db, options);
  } finally {
    db.release();
  }
  const chunks = Math.ceil(options.clicks / shape.chunk);
  const worker = new Worker(join(__dirname, 'seed-worker.js'), { workerData: shape });
  const waiting = new Map<number, (chunk: Chunk) => void>();
  worker.on('message', (chunk: Chunk) => waiting.get(chunk.index)?.(chunk));
  const failed = new Promise<never>((_, reject) => worker.once('error', reject));
  const requested = new Map<number, Promise<Chunk>>();
  const request = (index: number) => {
    if (index < chunks && !requested.has(index)) {
      requested.set(index, new Promise<Chunk>((resolve) => waiting.set(index, resolve)));
      worker.postMessage(index);
    }
  };

  const connections = options.connections ?? 1;
  const bar = new cliProgress.SingleBar(
    { format: 'seeding clicks [{bar}] {percentage}% {value}/{total} {eta_formatted} left' },
    cliProgress.Presets.shades_classic,
  );
  bar.start(options.clicks, 0);
  let next = 0;
  let done = 0;
  let conversions = 0;
  let waitedMs = 0;
  const copier = async () => {
    const client = await pool.connect();
    try {
      // The triggers group a whole chunk at once: enough memory to do it without spilling to disk.
      await client.query(`set work_mem = '64MB'`);
      while (next < chunks) {
        const index = next++;
        // Two chunks ahead per connection: the generator works while Postgres copies.
        for (let k = 0; k <= 2 * connections; k++) request(index + k);
        const before = Date.now();
        const chunk = await Promise.race([requested.get(index)!, failed]);
        waitedMs += Date.now() - before;
        requested.delete(index);
        waiting.delete(index);
        await copy(client, `copy clicks (${CLICK_COLUMNS}) from stdin`, chunk.clickText);
        if (chunk.conversions)
          await copy(client, `copy conversions (${CONVERSION_COLUMNS}) from stdin`, chunk.conversionText);
        // The chunk's buffers are external memory, which the collector barely notices on a heap this
        // small: without a collection now and then the process grew to gigabytes.
        if (index % 10 === 9) global.gc?.();
        conversions += chunk.conversions;
        done += chunk.clicks;
        bar.update(done);
      }
    } finally {
      await client.query('reset work_mem').catch(() => undefined);
      client.release();
    }
  };
  const rebuild = options.storage === 'rebuild';
  const reportTriggers = rebuild ? await setReportTriggers(pool, 'disable') : [];
  try {
    await Promise.all(Array.from({ length: connections }, copier));
  } finally {
    bar.stop();
    await worker.terminate();
    if (rebuild) await setReportTriggers(pool, 'enable', reportTriggers);
  }
  let rebuildSeconds: number | null = null;
  if (rebuild) {
    const started = Date.now();
    await rebuildReports(options.databaseUrl, shape.workspace);
    rebuildSeconds = Math.round((Date.now() - started) / 100) / 10;
  }
  // Later status changes (lead → sale), as postbacks with the same txid make them.
  await pool.query(
    `update conversions set status = 'sale', status_bucket = 'sales', payout = payout * 1.2, revision = revision
      + 1, updated_at = least(created_at + interval '1 day', now())
      where workspace_id = $1 and status = 'lead' and random() < 0.2`,
    [shape.workspace],
  );
  await pool.query('analyze');
  return {
    workspace_id: shape.workspace,
    campaign_ids: shape.campaigns.map((c) => c.id),
    conversions,
    generator_wait_s: Math.round(waitedMs / 100) / 10,
    rebuild_s: rebuildSeconds,
  };
}

/** The workspace, its sources, networks, campaigns, flows, landings and offers, and the day partitions. */
async function seedEntities(db: pg.PoolClient, options: SeedOptions): Promise<SeedShape> {
  const { workspace, campaigns } = await createBenchEntities(db, options.uniform);
  const end = options.now.getTime();
  const start = end - options.days * 86_400_000;
  const days = Array.from({ length: options.days + 1 }, (_, d) => new Date(start + d * 86_400_000));
  await ensureClickPartitionsFor(db, [...days, options.now], 'clicks');
  await ensureClickPartitionsFor(db, [...days, options.now], 'conversions');
  return {
    workspace,
    campaigns,
    clicks: options.clicks,
    chunk: options.chunk ?? 100_000,
    uniform: options.uniform,
    start,
    end,
  };
}

/**
 * The bench workspace (`Bench realistic` or `Bench uniform`) with its 20 sources, 10 networks and
 * CAMPAIGNS campaigns of seed-rows.ts's shapes, each with its flows, landings and offers (both seeders).
 */
export async function createBenchEntities(
  db: pg.ClientBase,
  uniform: boolean,
): Promise<{ workspace: string; campaigns: CampaignShape[] }> {
  const workspace = randomUUID();
  await db.query(`insert into workspaces (id, name, postback_key) values ($1, $2, $3)`, [
    workspace,
    `Bench ${uniform ? 'uniform' : 'realistic'}`,
    randomUUID().replaceAll('-', ''),
  ]);
  const networks = Array.from({ length: 10 }, () => randomUUID());
  const sources = Array.from({ length: 20 }, () => randomUUID());
  await db.query(
    `insert into affiliate_networks (id, workspace_id, name) select unnest($2::uuid[]), $1, 'Network ' || generate_series(1, 10)`,
    [workspace, networks],
  );
  await db.query(
    `insert into traffic_sources (id, workspace_id, name) select unnest($2::uuid[]), $1, 'Source ' || generate_series(1, 20)`,
    [workspace, sources],
  );
  const campaigns = campaignShapes(CAMPAIGNS, sources);
  await db.query(
    `insert into offers (id, workspace_id, name, url, affiliate_network_id)
     select o, $1, 'Offer ' || n, 'https://offer.example/', ($3::uuid[])[1 + n % 10] from unnest($2::uuid[]) with ordinality as x(o, n)`,
    [workspace, campaigns.flatMap((c) => c.offers), networks],
  );
  await db.query(
    `insert into landings (id, workspace_id, name, type, url) select l, $1, 'Landing ' || n, 'external',
      'https://lp.example/' from unnest($2::uuid[]) with ordinality as x(l, n)`,
    [workspace, campaigns.flatMap((c) => c.landings)],
  );
  await db.query(
    `insert into campaigns (id, workspace_id, name, alias, source_id, cost_model, cost_value, token_ciphertext)
     select c, $1, 'Campaign ' || n, 'bench-' || n || '-' || substr(md5(random()::text), 1, 6), s, 'cpc', 0.03,
       'x' from unnest($2::uuid[], $3::uuid[]) with ordinality as x(c, s, n)`,
    [workspace, campaigns.map((c) => c.id), campaigns.map((c) => c.source)],
  );
  await db.query(
    `insert into flows (id, workspace_id, campaign_id, name) select f, $1, c, 'Flow ' || n from
      unnest($2::uuid[], $3::uuid[]) with ordinality as x(f, c, n)`,
    [workspace, campaigns.flatMap((c) => c.flows), campaigns.flatMap((c) => [c.id, c.id])],
  );
  return { workspace, campaigns };
}

/** The report engine's triggers on the fact tables (named report_…), switched off or on; returns the ones it switched. */
async function setReportTriggers(
  pool: pg.Pool,
  action: 'disable' | 'enable',
  known?: { table: string; name: string }[],
): Promise<{ table: string; name: string }[]> {
  const triggers =
    known ??
    (
      await pool.query<{ table: string; name: string }>(
        `select c.relname as table, t.tgname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
          where c.relname in ('clicks', 'conversions') and not t.tgisinternal and t.tgname like 'report%'`,
      )
    ).rows;
  for (const t of triggers) await pool.query(`alter table ${t.table} ${action} trigger "${t.name}"`);
  return triggers;
}

/** The product's own command, `npm run reports:rebuild <workspace>`, on the bench database. */
async function rebuildReports(databaseUrl: string, workspace: string): Promise<void> {
  const script = join(__dirname, '..', '..', 'scripts', 'reports-rebuild.js');
  const child = spawn(process.execPath, [script, workspace], {
    env: { APP_SECRET: randomBytes(32).toString('hex'), ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`reports:rebuild exited with ${code}`);
}

async function copy(db: pg.PoolClient, sql: string, text: Uint8Array): Promise<void> {
  const pieces: Uint8Array[] = [];
  for (let at = 0; at < text.length; at += 1 << 20) pieces.push(text.subarray(at, at + (1 << 20)));
  await pipeline(Readable.from(pieces), db.query(copyFrom(sql)));
}
