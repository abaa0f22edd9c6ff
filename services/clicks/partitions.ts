import type { ClientBase } from 'pg';
import pg from 'pg';
import { inTransaction } from '../../infra/database';

/** Clicks live 90 days (spec "Limits"); older day partitions are dropped whole. */
export const CLICK_RETENTION_DAYS = 90;
/** Partitions are created this many days ahead of today (UTC), so inserts never wait for DDL. */
export const CLICK_PARTITIONS_AHEAD = 3;

const DAY_MS = 86_400_000;
// Any constant; serialises partition DDL across processes (two creators would race on the catalog).
const PARTITION_LOCK_KEY = 7_301_121;

/** Midnight UTC of the day that holds `time`. */
export function dayStart(time: Date): Date {
  return new Date(Math.floor(time.getTime() / DAY_MS) * DAY_MS);
}

/**
 * The fact tables partitioned by UTC day: clicks on their time, conversions on their click's time
 * (docs/decisions.md), so both keep the same days and lose them together. Every function below
 * takes the table (default clicks).
 */
export type DayPartitionedTable = 'clicks' | 'conversions';

/** `clicks_p20261121` for the day holding `time`. */
export function partitionName(time: Date, table: DayPartitionedTable = 'clicks'): string {
  return `${table}_p${dayStart(time).toISOString().slice(0, 10).replaceAll('-', '')}`;
}

/** The UTC day a partition named by `partitionName` holds (null for another name). */
export function dayOfPartition(name: string): Date | null {
  const match = /_p(\d{4})(\d{2})(\d{2})$/.exec(name);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

/** The day partitions of `clicks` (or `table`) that exist now, oldest first. */
export async function listClickPartitions(
  db: Pick<ClientBase, 'query'>,
  table: DayPartitionedTable = 'clicks',
): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
      where i.inhparent = $1::regclass order by c.relname`,
    [table],
  );
  return rows.map((row) => row.name);
}

/**
 * Creates the day partitions holding the given times (missing ones only) and returns the names it
 * created. Safe to run from many processes at once.
 */
export async function ensureClickPartitionsFor(
  db: ClientBase,
  times: Date[],
  table: DayPartitionedTable = 'clicks',
): Promise<string[]> {
  const days = [...new Set(times.map((time) => dayStart(time).getTime()))].map((ms) => new Date(ms));
  if (!days.length) return [];
  const existing = new Set(await listClickPartitions(db, table));
  const missing = days.filter((day) => !existing.has(partitionName(day, table)));
  if (!missing.length) return [];
  const created: string[] = [];
  await inTransaction(db, async () => {
    await db.query('select pg_advisory_xact_lock($1)', [PARTITION_LOCK_KEY]);
    const present = new Set(await listClickPartitions(db, table));
    for (const day of missing) {
      const name = partitionName(day, table);
      if (present.has(name)) continue;
      const to = new Date(day.getTime() + DAY_MS);
      await db.query(
        `create table ${name} partition of ${table} for values from ('${day.toISOString()}') to ('${to.toISOString()}')`,
      );
      created.push(name);
    }
  });
  return created;
}

/**
 * ANALYZEs the existing day partitions of `table` holding `times`, after a bulk write (imports,
 * conversion uploads, cost updates, the simulator): a partition filled at once has no statistics
 * until autovacuum reaches it (late, or off), and the planner takes it for nearly empty. The
 * postback log over freshly uploaded conversions took 46 s so, 0.26 s once analysed.
 */
export async function analyzeDayPartitions(
  db: Pick<ClientBase, 'query'>,
  times: Date[],
  table: DayPartitionedTable,
): Promise<string[]> {
  const wanted = new Set(times.map((time) => partitionName(time, table)));
  if (!wanted.size) return [];
  const analysed = (await listClickPartitions(db, table)).filter((name) => wanted.has(name));
  for (const name of analysed) await db.query(`analyze ${name}`);
  return analysed;
}

/** Every UTC day from `from` until `to` (exclusive), as the times of their starts. */
export function daysBetween(from: Date, to: Date): Date[] {
  const days: Date[] = [];
  for (let day = dayStart(from).getTime(); day < to.getTime(); day += DAY_MS) days.push(new Date(day));
  return days;
}

/** Today's partition and the next `ahead` days' (UTC). */
export function ensureClickPartitionsAhead(
  db: ClientBase,
  now: Date,
  ahead = CLICK_PARTITIONS_AHEAD,
  table: DayPartitionedTable = 'clicks',
): Promise<string[]> {
  return ensureClickPartitionsFor(
    db,
    Array.from({ length: ahead + 1 }, (_, i) => new Date(now.getTime() + i * DAY_MS)),
    table,
  );
}

/** Drops partitions whose whole day is older than the retention period; returns their names. */
export async function dropExpiredClickPartitions(
  db: ClientBase,
  now: Date,
  retentionDays = CLICK_RETENTION_DAYS,
  table: DayPartitionedTable = 'clicks',
): Promise<string[]> {
  const oldestKept = dayStart(new Date(now.getTime() - retentionDays * DAY_MS));
  const expired = (await listClickPartitions(db, table)).filter((name) => {
    const day = dayOfPartition(name);
    return day !== null && day < oldestKept;
  });
  for (const name of expired) await db.query(`drop table if exists ${name}`);
  if (expired.length) {
    await trimReportRollups(db, oldestKept, table);
    // No delete trigger fires either: the analytics copy forgets the same days (docs/reports.md, "Analytics store").
    await db.query('select analytics_note_before($1, $2)', [`${table}_before`, oldestKept]);
  }
  return expired;
}

/** The report rollup cubes and their time grain (migrations 20261125200000 and 20261126110000). */
const REPORT_ROLLUP_CUBES = [
  ['campaign_day', 'day'],
  ['geo', 'day'],
  ['path', 'day'],
  ['placement', 'day'],
  ['campaign', 'hour'],
] as const;

/**
 * A dropped partition fires no delete trigger, so the report rollups (docs/reports.md, Storage)
 * forget the same days here: rows of local days that ended before the oldest kept UTC day (one
 * day of margin for time zones ahead of UTC).
 */
async function trimReportRollups(db: ClientBase, oldestKept: Date, table: DayPartitionedTable): Promise<void> {
  const before = new Date(oldestKept.getTime() - DAY_MS).toISOString().slice(0, 10);
  for (const [cube, grain] of REPORT_ROLLUP_CUBES) {
    if (table === 'clicks')
      await db.query(`delete from report_click_${grain}s_${cube} where ${grain} < $1::date`, [before]);
    else await db.query(`delete from report_conversion_${grain}s_${cube} where click_${grain} < $1::date`, [before]);
  }
}

/** Postgres's error for a row that no partition accepts (the day's partition is missing). */
export function isMissingPartitionError(error: unknown): boolean {
  // A check violation that names no constraint: partition routing found no partition. Read from the
  // fields, not the message, which Postgres translates (lc_messages).
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === '23514' && !constraint;
}

/** Runs `work` on a short-lived connection of its own (start-up and housekeeping). */
export async function withDatabaseClient<T>(databaseUrl: string, work: (db: ClientBase) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Keeps partitions ahead and drops expired ones: what start-up and the housekeeping job run. */
export async function maintainClickPartitions(
  databaseUrl: string,
  now: Date,
): Promise<{ created: string[]; dropped: string[] }> {
  return withDatabaseClient(databaseUrl, async (db) => ({
    created: await ensureClickPartitionsAhead(db, now),
    dropped: await dropExpiredClickPartitions(db, now),
  }));
}
