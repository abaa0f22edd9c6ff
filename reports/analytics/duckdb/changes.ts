import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { copyOut } from '../copy-out';
import { COPY_KEYS, createTableSql, loadCsvSql, pgSelectList, type CopyTable } from '../columns';
import { daysLeft, type CopyPlan } from '../copy-store';
import type { DuckDbStore } from './store';
import { type NoteId, openNoteBatch } from '../note-batch';
import { aggregateTable, createAggregateSql, DAY_AGGREGATES, insertAggregateSql } from './aggregates';

/** Notes applied per batch: a click batch of the consumer is 1,000; a burst of them goes in one. */
const BATCH = 50_000;

/** Writes the CSV of a Postgres query (COPY … TO STDOUT) to a file; the rows written. */
async function copyToFile(client: pg.ClientBase, sql: string, file: string): Promise<number> {
  const source = copyOut(client, `copy (${sql}) to stdout with (format csv)`);
  await pipeline(source, createWriteStream(file));
  return source.rowCount;
}

/** A timestamp literal of a value Postgres gave (text); refuses anything else (it goes into SQL). */
function timestampLiteral(value: string): string {
  if (!/^[0-9: .+-]+$/.test(value)) throw new Error('unexpected timestamp');
  return `timestamptz '${value}'`;
}

const TABLE_OF_KIND: Record<string, CopyTable> = { click: 'clicks', conversion: 'conversions' };

/**
 * Applies the notes of `analytics_changes` (migration 20261127200000) to the copy: for each noted
 * row its current state in Postgres (present: the row; absent: nothing), so a note applied twice,
 * or a row noted by several statements, ends the same — exact across redelivery and restarts.
 * One Postgres transaction (repeatable read) reads the notes, copies the rows and, after the
 * DuckDB transaction that replaces them committed, deletes the notes it saw; notes committed
 * meanwhile stay for the next batch. Returns the notes applied.
 */
export async function applyChanges(
  pool: pg.Pool,
  store: DuckDbStore,
  workDir: string,
  through: NoteId | null = null,
): Promise<number> {
  const client = await pool.connect();
  try {
    const batch = await openNoteBatch(client, BATCH, through);
    if (!batch) return 0;
    const { range, notes } = batch;
    const { rows: kinds } = await client.query(
      `select n.kind, min(n.at)::text as since from analytics_changes n where ${range} group by n.kind`,
    );
    const statements: string[] = [];
    for (const { kind, since } of kinds as { kind: string; since: string }[]) {
      if (kind.endsWith('_before')) {
        const table = kind.slice(0, -'_before'.length) as CopyTable;
        const { rows: last } = await client.query(
          `select max(at)::text as before from analytics_changes n where ${range} and kind = $1`,
          [kind],
        );
        const before = timestampLiteral(last[0].before);
        if (table === 'clicks') {
          statements.push(...aggregatesBefore(before));
          store.touchedSince(last[0].before);
        }
        statements.push(`delete from ${table} where ${COPY_KEYS[table].time} < ${before}`);
        continue;
      }
      const table = TABLE_OF_KIND[kind];
      const { time, key } = COPY_KEYS[table];
      const keysFile = join(workDir, `${table}-keys.csv`);
      const rowsFile = join(workDir, `${table}.csv`);
      await copyToFile(
        client,
        `select distinct n.key from analytics_changes n where ${range} and n.kind = '${kind}'`,
        keysFile,
      );
      await copyToFile(
        client,
        `select ${pgSelectList(table, 't')} from ${table} t
          where (t.${time}, t.${key}) in (select n.at, n.key from analytics_changes n where ${range} and n.kind = '${kind}')`,
        rowsFile,
      );
      // The noted rows go, then their current state comes back: inserts, updates and deletes alike.
      // The time bound lets DuckDB skip the row groups of older days (its zone maps).
      const noted = `${time} >= ${timestampLiteral(since)} and ${key} in
           (select k from read_csv('${keysFile}', columns = {'k': 'UUID'}, header = false, auto_detect = false))`;
      if (table !== 'clicks') {
        statements.push(`delete from ${table} where ${noted}`, loadCsvSql(table, rowsFile));
        continue;
      }
      // The day aggregates follow the clicks: the noted rows' old state taken away, their current
      // state (the CSV, loaded once into a temporary table) added, in the transaction that replaces them.
      const load = loadCsvSql(table, rowsFile).replace(
        `insert into ${table} `,
        'create or replace temp table noted_clicks_new as ',
      );
      statements.push(
        `create or replace temp table noted_clicks_old as select * from clicks where ${noted}`,
        `delete from clicks where ${noted}`,
        load,
        'insert into clicks select * from noted_clicks_new',
      );
      const delta = `(select *, -1 as sign from noted_clicks_old union all select *, 1 as sign from noted_clicks_new) t`;
      for (const aggregate of DAY_AGGREGATES) statements.push(insertAggregateSql(aggregate, delta, true));
      statements.push('drop table noted_clicks_old', 'drop table noted_clicks_new');
      store.touchedSince(since);
    }
    await store.write(async (run) => {
      for (const sql of statements) await run(sql);
    });
    await client.query(`delete from analytics_changes n where ${range}`);
    await client.query('commit');
    return notes;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Retention's range note on the day aggregates: the whole UTC days before the cutoff go, the clicks
 * of its own day before it are taken away (a cutoff is midnight when a partition is dropped).
 */
function aggregatesBefore(before: string): string[] {
  const day = `cast(timezone('UTC', ${before}) as date)`;
  const cut = `(select *, -1 as sign from clicks
                 where created_at >= timezone('UTC', cast(${day} as timestamp)) and created_at < ${before}) t`;
  return DAY_AGGREGATES.flatMap((aggregate) => [
    `delete from ${aggregateTable(aggregate)} where day < ${day}`,
    insertAggregateSql(aggregate, cut, true),
  ]);
}

/** A scratch folder for the CSV files of one job; removed afterwards. */
export async function withWorkDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'tt-analytics-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Fills the copy from the fact tables, one UTC day after the other, into new tables swapped in at
 * the end. The days go in DuckDB transactions of at least `plan.commitRows` clicks: a transaction
 * per day wrote its rows through the WAL and checkpointed them again (1M clicks in 30 days: 63 s
 * against 16 s in one transaction, docs/reports.md), and one transaction for everything lost the
 * whole copy when the process stopped. Each commit records its last day in `meta`
 * (`rebuild_through`), so a restart resumes after it (the owner checks it is the same copy). The
 * caller has switched the notes on before (so every change made while it copies is noted, and
 * applied afterwards: a note replays the row's state).
 */
export async function copyEverything(
  pool: pg.Pool,
  store: DuckDbStore,
  workDir: string,
  plan: CopyPlan,
): Promise<void> {
  const next = ['clicks_next', 'conversions_next', ...DAY_AGGREGATES.map((a) => aggregateTable(a, '_next'))];
  const kept = plan.resumeAfter !== null && (await store.hasTables(next));
  const todo = daysLeft(plan, kept);
  if (!kept)
    await store.write(async (run) => {
      for (const table of ['clicks', 'conversions'] as const) {
        await run(`drop table if exists ${table}_next`);
        // The layout of this code, not the old table's: a rebuild is how a copy gains new columns.
        await run(createTableSql(table, `${table}_next`));
      }
      for (const aggregate of DAY_AGGREGATES) {
        await run(`drop table if exists ${aggregateTable(aggregate, '_next')}`);
        await run(createAggregateSql(aggregate, '_next'));
      }
    });
  const client = await pool.connect();
  try {
    await client.query(`set time zone 'UTC'`);
    let rows = 0;
    for (let next = 0; next < todo.length; ) {
      const copied: string[] = [];
      await store.write(async (run) => {
        for (let sinceCommit = 0; next < todo.length && sinceCommit < plan.commitRows; next++) {
          const day = todo[next];
          const clicks = await copyDay(client, run, workDir, day);
          rows += clicks;
          sinceCommit += clicks;
          copied.push(day);
          plan.progress({
            day,
            done: plan.days.length - todo.length + next + 1,
            total: plan.days.length,
            rows,
            durable: false,
          });
        }
        await run(`insert or replace into meta values ('rebuild_through', '${copied[copied.length - 1]}')`);
      });
      const day = copied[copied.length - 1];
      plan.progress({ day, done: plan.days.length - todo.length + next, total: plan.days.length, rows, durable: true });
    }
    await store.write(async (run) => {
      for (const table of ['clicks', 'conversions'] as const) {
        await run(`drop table ${table}`);
        await run(`alter table ${table}_next rename to ${table}`);
      }
      for (const aggregate of DAY_AGGREGATES) {
        await run(`drop table ${aggregateTable(aggregate)}`);
        await run(`alter table ${aggregateTable(aggregate, '_next')} rename to ${aggregateTable(aggregate)}`);
      }
    });
  } finally {
    client.release();
  }
}

/** One UTC day of both tables into the new tables; the clicks copied. */
async function copyDay(
  client: pg.ClientBase,
  run: (sql: string) => Promise<void>,
  workDir: string,
  day: string,
): Promise<number> {
  let clicks = 0;
  for (const table of ['clicks', 'conversions'] as const) {
    const time = COPY_KEYS[table].time;
    const file = join(workDir, `${table}-${day}.csv`);
    const copied = await copyToFile(
      client,
      `select ${pgSelectList(table, 't')} from ${table} t
        where t.${time} >= '${day}'::date::timestamp at time zone 'UTC'
          and t.${time} < ('${day}'::date + 1)::timestamp at time zone 'UTC'`,
      file,
    );
    await run(loadCsvSql(table, file).replace(`insert into ${table} `, `insert into ${table}_next `));
    await rm(file, { force: true });
    if (table === 'clicks') clicks = copied;
  }
  // The day's aggregates, from the day's clicks just loaded (the newest rows: DuckDB's zone maps skip the rest).
  const dayClicks = `(select * from clicks_next where created_at >= timestamptz '${day} 00:00:00+00'
                        and created_at < timestamptz '${day} 00:00:00+00' + interval 1 day) t`;
  for (const aggregate of DAY_AGGREGATES) await run(insertAggregateSql(aggregate, dayClicks, false, '_next'));
  return clicks;
}
