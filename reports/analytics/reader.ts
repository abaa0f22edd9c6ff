import type pg from 'pg';
import type { CopyEngine } from './copy-store';

/** What the copy's owner answers a grouped query: its rows, or why it cannot answer now (reports then read Postgres). */
export type ColumnarAnswer = { rows: Record<string, unknown>[] } | { unavailable: 'rebuilding' | 'behind' | 'down' };

/** The analytics copy as the report engine sees it: the owner itself, or a way to ask it (another process). */
export interface ColumnarReader {
  /** The engine holding the copy: which SQL its statements are written in. */
  readonly engine: CopyEngine;
  grouped(sql: string, values: (string | number | boolean | null)[]): Promise<ColumnarAnswer>;
  /**
   * The rows of a statement of one text column, streamed: chunks of lines joined by `\n` (each
   * chunk ends with one), in the statement's order. Optional: a store without it leaves exports on
   * Postgres. Reading stops early when the consumer returns from the iteration.
   */
  streamLines?(sql: string, values: (string | number | boolean | null)[]): Promise<ColumnarLines>;
}

/** A streamed answer (ColumnarReader.streamLines), or why the store cannot answer now. */
export type ColumnarLines = { chunks: AsyncIterable<string> } | { unavailable: 'rebuilding' | 'behind' | 'down' };

/**
 * The reader of each report pool's database in this process (set at start when ANALYTICS=duckdb or clickhouse;
 * absent: reports read Postgres as before). Keyed by the report pool, which every report already
 * carries (ReportDeps.pool), so no caller changes.
 */
const readers = new WeakMap<pg.Pool, ColumnarReader>();

export function useColumnarReader(pool: pg.Pool, reader: ColumnarReader | null): void {
  if (reader) readers.set(pool, reader);
  else readers.delete(pool);
}

export function columnarReader(pool: pg.Pool): ColumnarReader | undefined {
  return readers.get(pool);
}
