import type pg from 'pg';
import type { CopyEngine } from './copy-store';

/** What the copy's owner answers a grouped query: its rows, or why it cannot answer now (reports then read Postgres). */
export type ColumnarAnswer = { rows: Record<string, unknown>[] } | { unavailable: 'rebuilding' | 'behind' | 'down' };

/** The analytics copy as the report engine sees it: the owner itself, or a way to ask it (another process). */
export interface ColumnarReader {
  /** The engine holding the copy: which SQL its statements are written in. */
  readonly engine: CopyEngine;
  grouped(sql: string, values: (string | number | boolean | null)[]): Promise<ColumnarAnswer>;
}

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
