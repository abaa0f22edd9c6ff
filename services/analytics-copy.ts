/**
 * The analytics copy as the rest of the service reaches it (docs/architecture.md, "The analytics
 * copy"): the reader of a process's copy and the slot the composition root keeps it in. The report
 * engine implements the reader (reports/analytics/: the owner, or a way to ask it); services/ only
 * names it, so AppServices can carry it without importing reports/.
 */

/** The engines that can hold the analytics copy (the `columnar:<engine>` of a report's storage). */
export type CopyEngine = 'duckdb' | 'clickhouse';

/** Why the copy cannot answer now (reports then read Postgres, saying so in their `storage`). */
export type Unavailable = 'rebuilding' | 'behind' | 'down';

/** What the copy's owner answers a grouped query: its rows, or why it cannot answer now (reports then read Postgres). */
export type CopyAnswer = { rows: Record<string, unknown>[] } | { unavailable: Unavailable };

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
export interface CopyReader {
  /** The engine holding the copy: which SQL its statements are written in. */
  readonly engine: CopyEngine;
  readonly access: CopyAccess;
  grouped(sql: string, values: (string | number | boolean | null)[]): Promise<CopyAnswer>;
  /**
   * The rows of a statement of one text column, streamed: chunks of lines joined by `\n` (each
   * chunk ends with one), in the statement's order. Reading stops early (and the store's work with
   * it) when the consumer returns from the iteration, or calls `return()` without reading.
   */
  streamLines(sql: string, values: (string | number | boolean | null)[]): Promise<CopyLines>;
  /** The owner's state; null when no owner answers. */
  copyStatus(): Promise<AnalyticsStatus | null>;
}

/** A streamed answer (CopyReader.streamLines), or why the store cannot answer now. */
export type CopyLines = { chunks: AsyncGenerator<string, void> } | { unavailable: Unavailable };

/** The copy this process reads, if it keeps one: filled when the copy's part of the process starts (reports/analytics/start.ts). */
export interface AnalyticsCopySlot {
  reader: CopyReader | null;
}
