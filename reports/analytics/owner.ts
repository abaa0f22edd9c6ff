import pg from 'pg';
import { Gauge } from 'prom-client';
import { registry } from '../../infra/telemetry';
import { COPY_LAYOUT } from './columns';
import { daysToCopy } from './copy-days';
import type { CopyEngine, CopyStore } from './copy-store';
import { type NoteId, noteBacklog } from './note-batch';
import {
  readWhenCurrent,
  type AnalyticsStatus,
  type CopyAnswer,
  type CopyLines,
  type CopyReader,
  type Unavailable,
} from './reader';
import type { AnalyticsHandler } from './remote';

/** What the owner logs through (pino, or Fastify's pino). */
export interface AnalyticsLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * How often the owner applies a batch of the notes of new writes. A report applies every note
 * first anyway, so this sets no report's lag, only the feed's cost: each batch pays a fixed price
 * (two Postgres transactions, the CSV files, a DuckDB transaction and its commit), so fewer,
 * fuller batches cost the hot paths less (docs/reports.md, "Feed and the hot path").
 */
const FEED_INTERVAL_MS = 1000;
/** Past this many unapplied notes the copy is "behind": reports read Postgres until it caught up. */
const BEHIND_NOTES = 200_000;
/** A store that could not be reached (ClickHouse down) is opened again this often; a failed rebuild is retried after a minute. */
const RETRY_MS = 2000;
const REBUILD_RETRY_MS = 60_000;
/** Clicks copied between two commits of a DuckDB rebuild (copyEverything in duckdb/changes.ts): what a restart may copy again. */
const COMMIT_ROWS = 2_000_000;
/** ANALYTICS_COPY_TIMEOUT_S's default: a day of 1M clicks copies in seconds; a stuck statement still ends. */
export const COPY_TIMEOUT_S = 900;

/** How the owner is run: where progress goes, the copy's own statement bound, the rebuild's commit size. */
export interface OwnerOptions {
  /** Each rebuilt day (`npm run reports:rebuild`'s progress bar). */
  progress?: (done: number, total: number, rows: number) => void;
  /** ANALYTICS_COPY_TIMEOUT_S: a statement of the rebuild or the feed running longer is stopped. */
  statementTimeoutS?: number;
  commitRows?: number;
}

const rebuildDays = new Gauge({
  name: 'analytics_copy_rebuild_progress',
  help: 'The analytics copy rebuild in days: days to copy (kind total) and days copied (kind done); both 0 when no rebuild ran in this process',
  labelNames: ['engine', 'kind'] as const,
  registers: [registry],
});

/**
 * The copy's own connections (rebuild and feed): the report pool's settings without its deadline.
 * A rebuild's statements are a day of facts each and the feed's a batch of notes; under
 * REPORT_TIMEOUT_S (20 s) the rebuild of a large database was cancelled and the copy never
 * built (docs/analytics-store.md, "Rebuilding the copy"). Two connections: the rebuild's and a catch-up's.
 */
function copyPool(reports: pg.Pool, statementTimeoutS: number): pg.Pool {
  const { connectionString, host, port, user, password, database, ssl } = reports.options;
  const pool = new pg.Pool({
    connectionString,
    host,
    port,
    user,
    password,
    database,
    ssl,
    max: 2,
    idleTimeoutMillis: 10_000,
    allowExitOnIdle: true,
    statement_timeout: statementTimeoutS * 1000,
  });
  pool.on('error', () => undefined);
  return pool;
}

/** This database as the copy knows it: a copy made for another database (or a restored one) is rebuilt. */
async function databaseIdentity(pool: pg.Pool): Promise<string> {
  const { rows } = await pool.query(
    `select (select id from analytics_identity order by created_at limit 1) || ':' ||
            (select oid from pg_database where datname = current_database()) || ':' ||
            current_database() as identity`,
  );
  return rows[0].identity;
}

/** When the notes were switched on for this engine: a copy made before then missed writes. */
async function feedSince(pool: pg.Pool, engine: CopyEngine): Promise<string> {
  return (await pool.query('select since::text from analytics_feed where store = $1', [engine])).rows[0].since;
}

/**
 * The one process that owns the analytics copy, DuckDB's file or ClickHouse's database (the
 * process that runs the workers): switches the notes on, rebuilds the copy in the background when
 * it was made with other columns (COPY_LAYOUT), for another database or missed writes (the notes
 * were off: `since` differs), applies a batch of the notes every second and every note before each
 * report, and answers the reports' grouped queries
 * (`CopyReader`). While it rebuilds, is behind or its store is unreachable it answers
 * `unavailable` and reports read Postgres, saying so in their `storage`; an unreachable store is
 * opened again every 2 s (its copy checked anew: a server that lost it gets it rebuilt).
 */
export class AnalyticsOwner implements CopyReader, AnalyticsHandler {
  private state: 'rebuilding' | 'ready' | 'failed' | 'closed' = 'rebuilding';
  /** The feed's work, one batch at a time (DuckDB has one writer). */
  private chain: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private rebuilding: Promise<void> | undefined;
  private progress: { done: number; total: number; rows: number; day: string | null } = {
    done: 0,
    total: 0,
    rows: 0,
    day: null,
  };
  /** The copy's own connections: no report deadline on the rebuild and the feed (copyPool). */
  private readonly feedPool: pg.Pool;
  private retryAt = 0;
  readonly engine: CopyEngine;
  readonly access = 'owner' as const;

  private constructor(
    private readonly pool: pg.Pool,
    readonly store: CopyStore,
    private readonly log: AnalyticsLog,
    private readonly options: OwnerOptions,
  ) {
    this.engine = store.engine;
    this.feedPool = copyPool(pool, options.statementTimeoutS ?? COPY_TIMEOUT_S);
  }

  /** Owns `store`: rebuilds it in the background unless it is the copy of this database since the notes went on. */
  static async start(
    pool: pg.Pool,
    store: CopyStore,
    log: AnalyticsLog,
    options: OwnerOptions = {},
  ): Promise<AnalyticsOwner> {
    const owner = new AnalyticsOwner(pool, store, log, options);
    // One copy is fed per deployment: another engine's copy misses writes from now on (its `since` goes).
    await pool.query('delete from analytics_feed where store <> $1', [store.engine]);
    await pool.query('insert into analytics_feed (store) values ($1) on conflict do nothing', [store.engine]);
    await owner.open();
    owner.timer = setInterval(() => void owner.tick().catch(() => undefined), FEED_INTERVAL_MS);
    owner.timer.unref();
    return owner;
  }

  /** Ready when the store holds this database's copy, else a rebuild in the background; 'failed' when the store is down. */
  private async open(): Promise<void> {
    const key = await this.copyKey();
    let copyOf: string | null;
    try {
      copyOf = await this.store.meta('copy_of');
    } catch (error) {
      this.state = 'failed';
      this.retryAt = Date.now() + RETRY_MS;
      this.log.error({ err: error }, 'analytics store unreachable; reports read Postgres meanwhile');
      return;
    }
    if (copyOf === key) this.state = 'ready';
    else
      this.rebuilding = this.rebuild(key, this.options.progress).catch((error) =>
        this.log.error({ err: error }, 'analytics copy rebuild failed'),
      );
  }

  /**
   * What the copy must be to be read: of this release's columns (COPY_LAYOUT), of this database,
   * fed since the notes went on. A copy with another key is rebuilt in the background.
   */
  private async copyKey(): Promise<string> {
    return `layout ${COPY_LAYOUT}:${await databaseIdentity(this.pool)}:${await feedSince(this.pool, this.engine)}`;
  }

  /** The feed's schedule: the notes while ready; a store that failed is opened again after a while. */
  private async tick(): Promise<void> {
    if (this.state === 'failed' && Date.now() >= this.retryAt) {
      this.retryAt = Date.now() + RETRY_MS;
      await this.open();
      return;
    }
    await this.applyBatch().catch((error) => this.lost(error));
  }

  /**
   * One batch of the notes (up to the store's batch size), on the schedule. Not every note: while
   * traffic flows new notes keep arriving, and draining them to none took a batch after the other
   * of a few notes each, every one at the fixed price (measured: 41 batches in 5 s of redirects).
   */
  private applyBatch(): Promise<number> {
    if (this.state !== 'ready') return Promise.resolve(0);
    return this.serialized(async () => {
      const applied = await this.store.applyChanges(this.feedPool);
      await this.store.maintain?.();
      return applied;
    });
  }

  /** Whether `error` says the store is unreachable; if so it is opened again (tick), its copy checked anew. */
  private lost(error: unknown): boolean {
    if (!this.store.isDown(error)) return false;
    this.state = 'failed';
    this.retryAt = Date.now() + RETRY_MS;
    return true;
  }

  /** Whether reports can read the copy now. */
  get ready(): boolean {
    return this.state === 'ready';
  }

  status(): AnalyticsStatus {
    return { state: this.state, ...this.progress };
  }

  async copyStatus(): Promise<AnalyticsStatus> {
    return this.status();
  }

  /** `npm run reports:rebuild` while this process owns the file: rebuilds in the background, progress in status(). */
  requestRebuild(): void {
    if (this.state === 'rebuilding') return;
    // Said at once, so the asker's first status already reads 'rebuilding'.
    this.state = 'rebuilding';
    this.progress = { done: 0, total: 0, rows: 0, day: null };
    this.rebuilding = this.rebuild().catch((error) => this.log.error({ err: error }, 'analytics copy rebuild failed'));
  }

  /** Resolves once a rebuild started at start-up has finished (tests, `npm run reports:rebuild`); whether one ran. */
  async settled(): Promise<boolean> {
    await this.rebuilding;
    return this.rebuilding !== undefined;
  }

  private serialized<T>(work: () => Promise<T>): Promise<T> {
    const next = this.chain.then(work, work);
    this.chain = next.catch(() => undefined);
    return next;
  }

  /**
   * Applies the notes up to `through` (default: every note, until none is left), batch after batch.
   * A report waits for the notes committed before it asked, never for the ones after: with 1,000
   * clicks a second arriving, "until none is left" was never reached and the report never answered
   * (measured at 100M clicks, docs/figures/100m.md "Lag under traffic").
   */
  catchUp(through?: NoteId): Promise<number> {
    if (this.state !== 'ready') return Promise.resolve(0);
    return this.serialized(async () => {
      let applied = 0;
      for (let batch; (batch = await this.store.applyChanges(this.feedPool, through)); ) applied += batch;
      return applied;
    });
  }

  /**
   * Copies everything again (the notes stay on, so writes made meanwhile are applied after). A
   * rebuild of the same copy that stopped half-way (a crash, a restart) resumes after the last day
   * it made durable: `rebuild_of` names the copy it was making, `rebuild_through` its last day.
   */
  rebuild(
    key?: string,
    progress: (done: number, total: number, rows: number) => void = () => undefined,
  ): Promise<void> {
    return this.serialized(async () => {
      this.state = 'rebuilding';
      const copyOf = key ?? (await this.copyKey());
      const started = Date.now();
      try {
        await this.store.setMeta('copy_of', null);
        const resumeAfter =
          (await this.store.meta('rebuild_of')) === copyOf ? await this.store.meta('rebuild_through') : null;
        await this.store.setMeta('rebuild_of', copyOf);
        const days = await this.daysToCopy();
        this.progress = { done: 0, total: days.length, rows: 0, day: resumeAfter };
        this.showProgress();
        if (resumeAfter) this.log.info({ after: resumeAfter, days: days.length }, 'analytics copy rebuild resumed');
        await this.store.copyEverything(this.feedPool, {
          days,
          resumeAfter,
          commitRows: this.options.commitRows ?? COMMIT_ROWS,
          progress: ({ day, done, total, rows, durable }) => {
            this.progress = { done, total, rows, day };
            this.showProgress();
            progress(done, total, rows);
            if (durable) this.log.info({ day, done, total, rows }, 'analytics copy rebuild progress');
          },
        });
      } catch (error) {
        this.state = 'failed';
        this.retryAt = Date.now() + (this.store.isDown(error) ? RETRY_MS : REBUILD_RETRY_MS);
        throw error;
      }
      await this.store.setMeta('copy_of', copyOf);
      await this.store.setMeta('rebuild_of', null);
      this.state = 'ready';
      this.log.info({ ms: Date.now() - started, rows: this.progress.rows }, 'analytics copy rebuilt');
    });
  }

  private async daysToCopy(): Promise<string[]> {
    const client = await this.feedPool.connect();
    try {
      return await daysToCopy(client);
    } finally {
      client.release();
    }
  }

  private showProgress(): void {
    rebuildDays.set({ engine: this.engine, kind: 'done' }, this.progress.done);
    rebuildDays.set({ engine: this.engine, kind: 'total' }, this.progress.total);
  }

  /**
   * Why the copy cannot answer now, or null once every write committed before the call is in it
   * (the notes applied). Asked before each report this process reads, and by the other processes
   * that read a shared server directly (op `current` over Redis) before they read it.
   */
  async ensureCurrent(): Promise<Unavailable | null> {
    if (this.state === 'failed') return 'down';
    if (this.state !== 'ready') return 'rebuilding';
    // Every write committed before this call is noted by now (the notes are written in its transaction).
    const { pending, newest } = await noteBacklog(this.pool);
    if (pending > BEHIND_NOTES) return 'behind';
    try {
      if (newest !== null) await this.catchUp(newest);
    } catch (error) {
      if (this.lost(error)) return 'down';
      throw error;
    }
    return null;
  }

  grouped(sql: string, values: (string | number | boolean | null)[]): Promise<CopyAnswer> {
    return readWhenCurrent(
      () => this.ensureCurrent(),
      (error) => this.lost(error),
      async () => ({ rows: await this.store.query(sql, values) }),
    );
  }

  /** Streamed lines (the table export's groups), from whichever store this owner drives. */
  streamLines(sql: string, values: (string | number | boolean | null)[]): Promise<CopyLines> {
    return readWhenCurrent(
      () => this.ensureCurrent(),
      (error) => this.lost(error),
      async () => ({ chunks: await this.store.streamLines(sql, values) }),
    );
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.chain;
    this.state = 'closed';
    await this.store.close();
    await this.feedPool.end();
  }
}

/**
 * ANALYTICS=postgres: no copy is kept, so nothing is noted (the notes would never be read) and a
 * copy made before is stale from now on (a later start with duckdb rebuilds it: `since` changes).
 */
export async function stopAnalyticsNotes(pool: pg.Pool): Promise<void> {
  await pool.query('delete from analytics_feed; truncate analytics_changes');
}
