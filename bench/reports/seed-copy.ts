import { stat } from 'node:fs/promises';
import cliProgress from 'cli-progress';
import pg from 'pg';
import { openDuckDbCopy } from '../../reports/analytics/duckdb/copy';
import { AnalyticsOwner } from '../../reports/analytics/owner';

/** The DuckDB file the bench's duckdb store reads (bench/reports/stores.ts), with the store's limits. */
export interface CopyTarget {
  file: string;
  threads: number;
  memory: string;
}

/**
 * Builds the analytics copy of the seeded database once, as the service's owner would at its
 * start (the product's rebuild: a UTC day after the other, resuming after its last durable day
 * when a run was killed), with a progress bar; nothing when the file already holds this
 * database's copy.
 */
export async function buildBenchCopy(url: string, target: CopyTarget): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const bar = new cliProgress.SingleBar(
    {
      format: 'building the DuckDB copy [{bar}] {value}/{total} days, {rows} clicks, {eta_formatted} left',
      noTTYOutput: true,
      notTTYSchedule: 10_000,
    },
    cliProgress.Presets.shades_classic,
  );
  const progress = (done: number, total: number, rows: number) => {
    bar.setTotal(Math.max(total, 1));
    bar.update(done, { rows });
  };
  const log = {
    info: () => undefined,
    error: (details: object, message: string) => process.stderr.write(`${message} ${JSON.stringify(details)}\n`),
  };
  try {
    bar.start(1, 0, { rows: 0 });
    const store = await openDuckDbCopy(target.file, { threads: target.threads, memoryLimit: target.memory });
    const owner = await AnalyticsOwner.start(pool, store, log, { progress });
    try {
      await owner.settled();
      if (!owner.ready) throw new Error(`the DuckDB copy could not be built (${owner.status().state})`);
    } finally {
      await owner.close();
    }
  } finally {
    bar.stop();
    await pool.end();
  }
}

/** Bytes of each store after the seed, and per click: clicks, conversions (with indexes), rollups, the database, DuckDB. */
export async function storeSizes(
  db: pg.ClientBase,
  clicks: number,
  file: string | null,
): Promise<Record<string, unknown>> {
  const { rows } = await db.query(
    `select (select coalesce(sum(pg_total_relation_size(inhrelid)), 0) from pg_inherits where inhparent = 'clicks'::regclass)
              as clicks,
            (select coalesce(sum(pg_total_relation_size(inhrelid)), 0) from pg_inherits
              where inhparent = 'conversions'::regclass) as conversions,
            (select coalesce(sum(pg_total_relation_size(oid)), 0) from pg_class
              where relkind = 'r' and (relname like 'report\\_%\\_days\\_%' or relname like 'report\\_%\\_hours\\_%')) as rollups,
            pg_database_size(current_database()) as database`,
  );
  const bytes: Record<string, number> = Object.fromEntries(Object.entries(rows[0]).map(([k, v]) => [k, Number(v)]));
  if (file) {
    const sizes = await Promise.all(
      [file, `${file}.wal`].map((f) =>
        stat(f).then(
          (s) => s.size,
          () => 0,
        ),
      ),
    );
    bytes.duckdb = sizes[0] + sizes[1];
  }
  const perClick = Object.fromEntries(Object.entries(bytes).map(([k, v]) => [k, Math.round(v / Math.max(clicks, 1))]));
  return { bytes, bytes_per_click: perClick };
}
