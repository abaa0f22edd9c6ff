import type pg from 'pg';
import { Counter } from 'prom-client';
import { registry } from '../../infra/telemetry';
import type { CopyEngine } from './copy-store';

/** Why the copy cannot answer now (reports then read Postgres, saying so in their `storage`). */
export type Unavailable = 'rebuilding' | 'behind' | 'down';

/** What the copy's owner answers a grouped query: its rows, or why it cannot answer now (reports then read Postgres). */
export type ColumnarAnswer = { rows: Record<string, unknown>[] } | { unavailable: Unavailable };

/**
 * How this process reaches the copy: it owns it (`owner`), asks its owner for the rows over Redis
 * (`redis`), or asks the owner only to catch up and reads the shared server itself (`direct`).
 */
export type CopyAccess = 'owner' | 'redis' | 'direct';

/** The copy's state as its owner tells it (GET /reports/analytics-copy, `npm run reports:rebuild`). */
export interface AnalyticsStatus {
  state: string;
  /** Days copied of the days to copy, while rebuilding. */
  done: number;
  total: number;
  rows: number;
  /** The last day copied (or the day a resumed rebuild restarts after). */
  day: string | null;
}

/** The analytics copy as the report engine sees it: the owner itself, or a way to ask it (another process). */
export interface ColumnarReader {
  /** The engine holding the copy: which SQL its statements are written in. */
  readonly engine: CopyEngine;
  readonly access: CopyAccess;
  grouped(sql: string, values: (string | number | boolean | null)[]): Promise<ColumnarAnswer>;
  /**
   * The rows of a statement of one text column, streamed: chunks of lines joined by `\n` (each
   * chunk ends with one), in the statement's order. Reading stops early (and the store's work with
   * it) when the consumer returns from the iteration, or calls `return()` without reading.
   */
  streamLines(sql: string, values: (string | number | boolean | null)[]): Promise<ColumnarLines>;
  /** The owner's state; null when no owner answers. */
  copyStatus(): Promise<AnalyticsStatus | null>;
}

/** A streamed answer (ColumnarReader.streamLines), or why the store cannot answer now. */
export type ColumnarLines = { chunks: AsyncGenerator<string, void> } | { unavailable: Unavailable };

/**
 * A read of the copy once it is current: `current` names why it cannot answer (null: every write
 * committed before the call is in it), then `read` runs; an error that says the store cannot be
 * reached (`isDown`) is an `unavailable: down` answer too. One rule for the owner and for a
 * process reading a shared server directly.
 */
export async function readWhenCurrent<T extends object>(
  current: () => Promise<Unavailable | null>,
  isDown: (error: unknown) => boolean,
  read: () => Promise<T>,
): Promise<T | { unavailable: Unavailable }> {
  try {
    const unavailable = await current();
    return unavailable ? { unavailable } : await read();
  } catch (error) {
    if (isDown(error)) return { unavailable: 'down' };
    throw error;
  }
}

const copyReads = new Counter({
  name: 'analytics_copy_reads_total',
  help: 'Reports read from the analytics copy, by engine, by how this process reached it (owner, redis, direct) and kind (grouped, stream)',
  labelNames: ['engine', 'access', 'kind'] as const,
  registers: [registry],
});

/** Counts a report answered by the copy (the metric says which processes read the server directly). */
export function countCopyRead(reader: ColumnarReader, kind: 'grouped' | 'stream'): void {
  copyReads.inc({ engine: reader.engine, access: reader.access, kind });
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
