import type pg from 'pg';

/** The engines that can hold the analytics copy (the `columnar:<engine>` of a report's storage). */
export type CopyEngine = 'duckdb' | 'clickhouse';

/**
 * One analytics copy as its owner drives it (docs/reports.md, "Analytics store"): the embedded
 * DuckDB file or a ClickHouse database. The owner (owner.ts) keeps the state, the schedule and
 * the keying; the store knows its own SQL, how the notes reach it and how it is filled again.
 */
export interface CopyStore {
  readonly engine: CopyEngine;
  meta(key: string): Promise<string | null>;
  setMeta(key: string, value: string | null): Promise<void>;
  /** Applies one batch of the notes of `analytics_changes`; the notes applied (0: none left). */
  applyChanges(pool: pg.Pool): Promise<number>;
  /** Fills the copy again from the fact tables (the notes stay on meanwhile). */
  copyEverything(pool: pg.Pool, progress: (done: number, total: number, rows: number) => void): Promise<void>;
  /** Rows of a report's statement (built for this engine: duckdb-sql.ts, clickhouse-sql.ts). */
  query(sql: string, values: (string | number | boolean | null)[]): Promise<Record<string, unknown>[]>;
  /** One text column's rows streamed as chunks of lines (the table export's groups); DuckDB only, for now. */
  streamLines?(sql: string, values: (string | number | boolean | null)[]): AsyncIterable<string>;
  /** Whether an error means the store cannot be reached now (reports then read Postgres). */
  isDown(error: unknown): boolean;
  close(): Promise<void>;
}
