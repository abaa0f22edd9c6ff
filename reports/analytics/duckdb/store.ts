import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { COPY_COLUMNS, createTableSql, sameColumns } from '../columns';
import { LINES_CHUNK_CHARS } from '../copy-store';
import {
  aggregateColumns,
  aggregateTable,
  compactAggregateSql,
  createAggregateSql,
  DAY_AGGREGATES,
} from './aggregates';

/** How often the feed re-aggregates the days its batches appended deltas to (aggregates.ts). */
const COMPACT_EVERY_MS = 30_000;

/** DuckDB's resources in this process: several processes (tests, a bench) may run on one machine. */
export interface DuckDbLimits {
  threads: number;
  memoryLimit: string;
}

/**
 * The embedded DuckDB file of the analytics copy (docs/reports.md, "Analytics store"): the copies
 * of `clicks` and `conversions` and a `meta` table (which database the copy belongs to, whether it
 * is complete). One process owns the file (DuckDB has one writer): the feed writes through one
 * connection, each report reads through a connection of its own (DuckDB's MVCC: a report sees the
 * last committed batch).
 */
export class DuckDbStore {
  /** The oldest UTC day the feed appended aggregate deltas to since the last compaction. */
  private dirtyFrom: string | null = null;
  private compactedAt = Date.now();

  private constructor(
    private readonly instance: DuckDBInstance,
    private readonly writer: DuckDBConnection,
  ) {}

  static async open(path: string, limits: DuckDbLimits): Promise<DuckDbStore> {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    const instance = await DuckDBInstance.create(path, {
      threads: String(limits.threads),
      memory_limit: limits.memoryLimit,
    });
    const writer = await instance.connect();
    const store = new DuckDbStore(instance, writer);
    // Instants are compared as instants; the zone only names how timestamps print (ICU is built in).
    await writer.run(`set TimeZone = 'UTC'`);
    await writer.run('create table if not exists meta (key varchar primary key, value varchar)');
    for (const table of ['clicks', 'conversions'] as const) {
      await writer.run(createTableSql(table));
      const reader = await writer.runAndReadAll(
        `select column_name from information_schema.columns where table_schema = 'main' and table_name = $1
          order by ordinal_position`,
        [table],
      );
      const names = reader.getRowsJS().map((row) => String(row[0]));
      // A copy of an older layout (columns added since) is not this copy: the owner rebuilds it.
      if (
        !sameColumns(
          names,
          COPY_COLUMNS[table].map((c) => c.name),
        )
      )
        await store.setMeta('copy_of', null);
    }
    for (const aggregate of DAY_AGGREGATES) {
      const names = await store.columnsOf(aggregateTable(aggregate));
      // A copy without this aggregate (made before it, or with other keys) is rebuilt by the owner.
      if (!sameColumns(names, aggregateColumns(aggregate))) {
        await writer.run(`drop table if exists ${aggregateTable(aggregate)}`);
        await writer.run(createAggregateSql(aggregate));
        await store.setMeta('copy_of', null);
      }
    }
    return store;
  }

  private async columnsOf(table: string): Promise<string[]> {
    const reader = await this.writer.runAndReadAll(
      `select column_name from information_schema.columns where table_schema = 'main' and table_name = $1
        order by ordinal_position`,
      [table],
    );
    return reader.getRowsJS().map((row) => String(row[0]));
  }

  /** The feed appended aggregate deltas for clicks of `since` (Postgres's text of an instant) or later. */
  touchedSince(since: string): void {
    const day = new Date(since.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')).toISOString().slice(0, 10);
    if (!this.dirtyFrom || day < this.dirtyFrom) this.dirtyFrom = day;
  }

  /**
   * Re-aggregates the days the feed appended deltas to, at most every COMPACT_EVERY_MS (or now:
   * `force`), so a day keeps one row per group. Reads are exact either way (they group again).
   */
  async compactAggregates(force = false): Promise<void> {
    if (!this.dirtyFrom || (!force && Date.now() - this.compactedAt < COMPACT_EVERY_MS)) return;
    const day = this.dirtyFrom;
    await this.write(async (run) => {
      for (const aggregate of DAY_AGGREGATES) for (const sql of compactAggregateSql(aggregate, day)) await run(sql);
    });
    this.dirtyFrom = null;
    this.compactedAt = Date.now();
  }

  async meta(key: string): Promise<string | null> {
    const reader = await this.writer.runAndReadAll('select value from meta where key = $1', [key]);
    return (reader.getRowsJS()[0]?.[0] as string | undefined) ?? null;
  }

  async setMeta(key: string, value: string | null): Promise<void> {
    if (value === null) await this.writer.run('delete from meta where key = $1', [key]);
    else await this.writer.run('insert or replace into meta values ($1, $2)', [key, value]);
  }

  /** Runs `work` in one transaction of the writer connection (the feed's batches, a rebuild's swap). */
  async write<T>(work: (run: (sql: string) => Promise<void>) => Promise<T>): Promise<T> {
    await this.writer.run('begin transaction');
    try {
      const result = await work(async (sql) => {
        await this.writer.run(sql);
      });
      await this.writer.run('commit');
      return result;
    } catch (error) {
      await this.writer.run('rollback').catch(() => undefined);
      throw error;
    }
  }

  /** Whether every table named exists (an interrupted rebuild's new tables). */
  async hasTables(names: string[]): Promise<boolean> {
    const reader = await this.writer.runAndReadAll(
      `select count(*)::int from information_schema.tables where table_schema = 'main' and table_name in (${names.map((_, i) => `$${i + 1}`).join(', ')})`,
      names,
    );
    return Number(reader.getRowsJS()[0][0]) === names.length;
  }

  /** One statement on the writer connection, outside a transaction of the caller's. */
  async exec(sql: string): Promise<void> {
    await this.writer.run(sql);
  }

  /** Rows of a read-only statement as JSON-safe values (numbers as JS numbers when exact, big values and decimals as text). */
  async query(sql: string, values: (string | number | boolean | null)[]): Promise<Record<string, unknown>[]> {
    const connection = await this.instance.connect();
    try {
      const reader = await connection.runAndReadAll(sql, values);
      return reader.getRowObjectsJson() as Record<string, unknown>[];
    } finally {
      connection.closeSync();
    }
  }

  /**
   * The rows of a statement of one text column as chunks of lines of about LINES_CHUNK_CHARS, read
   * a data chunk (2,048 rows) at a time. The statement runs to its end first (a materialized result,
   * held by DuckDB, not as JavaScript values): DuckDB's streaming result can spin for good on a
   * statement of several pipelines (duckdb/duckdb#22215: a UNION ALL of the two sides), which hung
   * a raw export here once in ~15 runs. Its statements group and rank before their first line
   * anyway, and their lines are bounded (the export reads at most 500,001 groups). Its own
   * connection, closed when the iteration ends or is left.
   */
  async *streamLines(sql: string, values: (string | number | boolean | null)[]): AsyncGenerator<string, void> {
    const connection = await this.instance.connect();
    try {
      const result = await connection.run(sql, values);
      let pending = '';
      for (let chunk = await result.fetchChunk(); chunk && chunk.rowCount > 0; chunk = await result.fetchChunk()) {
        pending += `${(chunk.getColumns()[0] as string[]).join('\n')}\n`;
        if (pending.length < LINES_CHUNK_CHARS) continue;
        yield pending;
        pending = '';
      }
      if (pending) yield pending;
    } finally {
      connection.closeSync();
    }
  }

  close(): void {
    this.writer.closeSync();
    this.instance.closeSync();
  }
}
