import type pg from 'pg';
import type { NoteId } from './note-batch';
import type { CopyEngine } from '../../services/analytics-copy';

export type { CopyEngine } from '../../services/analytics-copy';

/** Streamed lines are handed on in chunks of about this many characters (one Redis message each on the way to another process). */
export const LINES_CHUNK_CHARS = 256 * 1024;

/**
 * One analytics copy as its owner drives it (docs/reports.md, "Analytics store"): the embedded
 * DuckDB file or a ClickHouse database. The owner (owner.ts) keeps the state, the schedule and
 * the keying; the store knows its own SQL, how the notes reach it and how it is filled again.
 */
export interface CopyStore {
  readonly engine: CopyEngine;
  meta(key: string): Promise<string | null>;
  setMeta(key: string, value: string | null): Promise<void>;
  /** Applies one batch of the notes of `analytics_changes` (up to the note `through`); the notes applied (0: none left). */
  applyChanges(pool: pg.Pool, through?: NoteId | null): Promise<number>;
  /**
   * Upkeep the feed's schedule runs after its batch, never a report's catch-up (DuckDB: compacting
   * the day aggregates' deltas, duckdb/aggregates.ts).
   */
  maintain?(): Promise<void>;
  /**
   * Fills the copy again from the fact tables, day by day (the notes stay on meanwhile), into new
   * tables swapped in at the end; resumes after `plan.resumeAfter` when the new tables of an
   * interrupted rebuild are there (docs/analytics-store.md, "Rebuilding the copy").
   */
  copyEverything(pool: pg.Pool, plan: CopyPlan): Promise<void>;
  /** Rows of a report's statement (built for this engine: duckdb/sql.ts, clickhouse/sql.ts). */
  query(sql: string, values: (string | number | boolean | null)[]): Promise<Record<string, unknown>[]>;
  /**
   * One text column's rows streamed as chunks of whole lines of about LINES_CHUNK_CHARS (the table
   * export's groups). A store that must reach a server has reached it when this resolves (an
   * unreachable one throws here, so the export reads Postgres); returning from the iteration, or
   * calling `return()` before reading, stops the statement.
   */
  streamLines(sql: string, values: (string | number | boolean | null)[]): Promise<AsyncGenerator<string, void>>;
  /** Whether an error means the store cannot be reached now (reports then read Postgres). */
  isDown(error: unknown): boolean;
  close(): Promise<void>;
}

/** A rebuild's days and where it reports them (the owner's part, engine-neutral). */
export interface CopyPlan {
  /** Every UTC day to copy, oldest first (copy-days.ts). */
  days: string[];
  /** The last day an interrupted rebuild of the same copy made durable (null: start afresh). */
  resumeAfter: string | null;
  /** Rows copied between two commits of the new tables (DuckDB; ClickHouse's inserts are durable each). */
  commitRows: number;
  /** After each day copied; `durable`: the day is committed, so a restart resumes after it. */
  progress(step: { day: string; done: number; total: number; rows: number; durable: boolean }): void;
}

/** The days of `plan` left to copy: after the resumed one when the store kept the new tables. */
export function daysLeft(plan: CopyPlan, kept: boolean): string[] {
  return kept && plan.resumeAfter ? plan.days.filter((day) => day > (plan.resumeAfter as string)) : plan.days;
}

/** What a report's statements need of a store: the owner's store, or a process reading a shared server directly (direct.ts). */
export type CopyReads = Pick<CopyStore, 'engine' | 'query' | 'streamLines' | 'isDown'>;

/**
 * Runs a stream's generator to its first `yield ''` (an opening, not a chunk: the request sent,
 * the connection taken) and returns it: a generator never started ignores `return()`, so without
 * this a stream handed out and then dropped unread (the export failed before reading it) would
 * never run the `finally` that aborts its request or releases its connection.
 */
export async function startedStream(stream: AsyncGenerator<string, void>): Promise<AsyncGenerator<string, void>> {
  await stream.next();
  return stream;
}
