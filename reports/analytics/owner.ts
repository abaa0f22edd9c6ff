import type pg from 'pg';
import { DuckDbStore, type DuckDbLimits } from './duckdb-store';
import { applyChanges, copyEverything, pendingChanges, withWorkDir } from './feed';
import type { ColumnarAnswer, ColumnarLines, ColumnarReader } from './reader';
import type { AnalyticsHandler, AnalyticsStatus } from './remote';

/** What the owner logs through (pino, or Fastify's pino). */
export interface AnalyticsLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** How often the owner applies the notes of new writes (the report lag's floor; a report applies them first anyway). */
const FEED_INTERVAL_MS = 250;
/** Past this many unapplied notes the copy is "behind": reports read Postgres until it caught up. */
const BEHIND_NOTES = 200_000;

/** This database as the copy knows it: a copy made for another database (or a restored one) is rebuilt. */
async function databaseIdentity(pool: pg.Pool): Promise<string> {
  const { rows } = await pool.query(
    `select (select id from analytics_identity order by created_at limit 1) || ':' ||
            (select oid from pg_database where datname = current_database()) || ':' ||
            current_database() as identity`,
  );
  return rows[0].identity;
}

/**
 * The one process that owns the DuckDB copy (the process that runs the workers): switches the
 * notes on, rebuilds the copy in the background when it was made for another database or missed
 * writes (the notes were off: `since` differs), applies the notes every 250 ms and before each
 * report, and answers the reports' grouped queries (`ColumnarReader`). While it rebuilds or is
 * behind it answers `unavailable` and reports read Postgres, saying so in their `storage`.
 */
export class AnalyticsOwner implements ColumnarReader, AnalyticsHandler {
  private state: 'rebuilding' | 'ready' | 'failed' | 'closed' = 'rebuilding';
  /** The feed's work, one batch at a time (DuckDB has one writer). */
  private chain: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private rebuilding: Promise<void> | undefined;
  private progress = { done: 0, total: 0, rows: 0 };

  private constructor(
    private readonly pool: pg.Pool,
    readonly store: DuckDbStore,
    private readonly log: AnalyticsLog,
  ) {}

  static async start(
    pool: pg.Pool,
    file: string,
    limits: DuckDbLimits,
    log: AnalyticsLog,
    progress?: (done: number, total: number, rows: number) => void,
  ): Promise<AnalyticsOwner> {
    const store = await DuckDbStore.open(file, limits);
    const owner = new AnalyticsOwner(pool, store, log);
    await pool.query(`insert into analytics_feed (store) values ('duckdb') on conflict do nothing`);
    const since = (await pool.query(`select since::text from analytics_feed where store = 'duckdb'`)).rows[0].since;
    const key = `${await databaseIdentity(pool)}:${since}`;
    if ((await store.meta('copy_of')) === key) owner.state = 'ready';
    else
      owner.rebuilding = owner
        .rebuild(key, progress)
        .catch((error) => log.error({ err: error }, 'analytics copy rebuild failed'));
    owner.timer = setInterval(() => void owner.catchUp().catch(() => undefined), FEED_INTERVAL_MS);
    owner.timer.unref();
    return owner;
  }

  /** Whether reports can read the copy now. */
  get ready(): boolean {
    return this.state === 'ready';
  }

  status(): AnalyticsStatus {
    return { state: this.state, ...this.progress };
  }

  /** `npm run reports:rebuild` while this process owns the file: rebuilds in the background, progress in status(). */
  requestRebuild(): void {
    if (this.state === 'rebuilding') return;
    // Said at once, so the asker's first status already reads 'rebuilding'.
    this.state = 'rebuilding';
    this.progress = { done: 0, total: 0, rows: 0 };
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

  /** Applies every note written so far (batch after batch). */
  catchUp(): Promise<number> {
    if (this.state !== 'ready') return Promise.resolve(0);
    return this.serialized(() =>
      withWorkDir(async (dir) => {
        let applied = 0;
        for (let batch; (batch = await applyChanges(this.pool, this.store, dir)); ) applied += batch;
        return applied;
      }),
    );
  }

  /** Copies everything again (the notes stay on, so writes made meanwhile are applied after). */
  rebuild(
    key?: string,
    progress: (done: number, total: number, rows: number) => void = () => undefined,
  ): Promise<void> {
    return this.serialized(async () => {
      this.state = 'rebuilding';
      const copyOf =
        key ??
        `${await databaseIdentity(this.pool)}:${(await this.pool.query(`select since::text from analytics_feed where store = 'duckdb'`)).rows[0].since}`;
      const started = Date.now();
      await this.store.setMeta('copy_of', null);
      this.progress = { done: 0, total: 0, rows: 0 };
      try {
        await withWorkDir((dir) =>
          copyEverything(this.pool, this.store, dir, (done, total, rows) => {
            this.progress = { done, total, rows };
            progress(done, total, rows);
          }),
        );
      } catch (error) {
        this.state = 'failed';
        throw error;
      }
      await this.store.setMeta('copy_of', copyOf);
      this.state = 'ready';
      this.log.info({ ms: Date.now() - started }, 'analytics copy rebuilt');
    });
  }

  /** Why the copy cannot answer now, or null once every write committed before the report is in it. */
  private async unavailable(): Promise<'rebuilding' | 'behind' | null> {
    if (this.state !== 'ready') return 'rebuilding';
    if ((await pendingChanges(this.pool)) > BEHIND_NOTES) return 'behind';
    await this.catchUp();
    return null;
  }

  async grouped(sql: string, values: (string | number | boolean | null)[]): Promise<ColumnarAnswer> {
    const unavailable = await this.unavailable();
    return unavailable ? { unavailable } : { rows: await this.store.query(sql, values) };
  }

  async streamLines(sql: string, values: (string | number | boolean | null)[]): Promise<ColumnarLines> {
    const unavailable = await this.unavailable();
    return unavailable ? { unavailable } : { chunks: this.store.streamLines(sql, values) };
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.chain;
    this.state = 'closed';
    this.store.close();
  }
}

/**
 * ANALYTICS=postgres: no copy is kept, so nothing is noted (the notes would never be read) and a
 * copy made before is stale from now on (a later start with duckdb rebuilds it: `since` changes).
 */
export async function stopAnalyticsNotes(pool: pg.Pool): Promise<void> {
  await pool.query('delete from analytics_feed; truncate analytics_changes');
}
