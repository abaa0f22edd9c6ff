import pg from 'pg';
import { AppError, DEPENDENCY_RETRY_AFTER_SECONDS, DependencyUnavailableError } from '../services/errors';
import { isDatabaseUnavailable } from '../infra/database-errors';

/**
 * The one place report statements run under a deadline and an abort signal, whatever the store
 * (docs/reports.md, "Deadlines"): every report statement on the report pool is stopped by the
 * server after REPORT_TIMEOUT_S (statement_timeout, a start-up parameter of the pool's connections,
 * see pool.ts), given up by the client a little later when the server does not answer at all
 * (query_timeout), cancelled at once when the caller's signal aborts (the HTTP client went away),
 * and a workspace holds at most MAX_STATEMENTS_PER_WORKSPACE of the pool's connections, so one
 * workspace's slow reports never stop another's. A columnar store behind reports/ runs its
 * statements through `runUnderDeadline` with its own `cancel`.
 */

/** What a report statement runs with: the caller's pool and, for a request, its disconnect signal. */
export interface ReportRun {
  pool: pg.Pool;
  /** Aborts when the client that asked for the report went away: its statements are cancelled. */
  signal?: AbortSignal;
}

/** Default of REPORT_TIMEOUT_S (infra/config.ts). */
export const DEFAULT_REPORT_TIMEOUT_S = 20;

/** How long past the deadline the client waits for a server that does not answer at all. */
export const CLIENT_GRACE_MS = 3000;

/** The deadline of each pool (set by createReportPool from REPORT_TIMEOUT_S), for the messages. */
const deadlines = new WeakMap<pg.Pool, number>();

export function setReportDeadline(pool: pg.Pool, seconds: number): void {
  deadlines.set(pool, seconds);
}

export const reportDeadlineOf = (pool: pg.Pool): number => deadlines.get(pool) ?? DEFAULT_REPORT_TIMEOUT_S;

/** A report stopped at its deadline: 503, since the same report may answer once the database is less busy. */
export class ReportTimeoutError extends AppError {
  constructor(seconds: number) {
    super(
      `the report ran longer than ${seconds} s (REPORT_TIMEOUT_S) and was stopped; ` +
        'shorten the period, add filters or use fewer dimensions',
      'REPORT_TIMEOUT',
      503,
      { retryAfter: DEPENDENCY_RETRY_AFTER_SECONDS },
    );
  }
}

/** The client went away before its report was done (nobody reads this answer; logged as such). */
export class ReportCancelledError extends AppError {
  constructor() {
    super('the report was cancelled: its client went away', 'REPORT_CANCELLED', 499);
  }
}

/** At most this many report statements of one workspace at once in a process: the rest wait their turn. */
export const MAX_STATEMENTS_PER_WORKSPACE = 3;

interface Slots {
  busy: number;
  waiting: (() => void)[];
}
const slotsByPool = new WeakMap<pg.Pool, Map<string, Slots>>();

/** Waits for one of the workspace's statement slots (bounded by the deadline and the signal); returns its release. */
async function takeSlot(run: ReportRun, workspaceId: string): Promise<() => void> {
  let byWorkspace = slotsByPool.get(run.pool);
  if (!byWorkspace) slotsByPool.set(run.pool, (byWorkspace = new Map()));
  let slots = byWorkspace.get(workspaceId);
  if (!slots) byWorkspace.set(workspaceId, (slots = { busy: 0, waiting: [] }));
  const own = slots;
  const release = () => {
    const next = own.waiting.shift();
    if (next) next();
    else if (--own.busy === 0) byWorkspace.delete(workspaceId);
  };
  if (own.busy < MAX_STATEMENTS_PER_WORKSPACE) {
    own.busy++;
    return release;
  }
  return new Promise((resolve, reject) => {
    const seconds = reportDeadlineOf(run.pool);
    const turn = () => {
      clearTimeout(timer);
      run.signal?.removeEventListener('abort', abort);
      resolve(release);
    };
    const leave = (error: Error) => {
      own.waiting.splice(own.waiting.indexOf(turn), 1);
      run.signal?.removeEventListener('abort', abort);
      clearTimeout(timer);
      reject(error);
    };
    const abort = () => leave(new ReportCancelledError());
    const timer = setTimeout(() => leave(new ReportTimeoutError(seconds)), seconds * 1000);
    own.waiting.push(turn);
    run.signal?.addEventListener('abort', abort, { once: true });
  });
}

/**
 * Sends Postgres's cancel request for whatever `client` runs (on a connection of its own, outside
 * the pool: the protocol's CancelRequest, which the server answers by closing it; a connection
 * that runs nothing is left alone by the server).
 */
export function cancelStatement(client: pg.PoolClient): void {
  const { processID, secretKey, host, port } = client as unknown as {
    processID: number | null;
    secretKey: number | null;
    host: string;
    port: number;
  };
  if (!processID) return;
  // pg's Connection speaks the protocol; its typings leave out connect and cancel.
  const connection = new pg.Connection() as pg.Connection & {
    connect(portOrPath: number | string, host?: string): void;
    cancel(processID: number, secretKey: number): void;
  };
  connection.on('error', () => undefined);
  connection.on('connect', () => {
    connection.cancel(processID, secretKey as number);
    connection.stream.end();
  });
  if (host.startsWith('/')) connection.connect(`${host}/.s.PGSQL.${port}`);
  else connection.connect(port, host);
}

/** A report statement's failure in the caller's words: deadline, cancellation, an unreachable database. */
export function reportFailure(error: unknown, run: ReportRun): unknown {
  if (error instanceof AppError) return error;
  if (run.signal?.aborted) return new ReportCancelledError();
  const code = (error as { code?: string }).code;
  if (code === '57014') return new ReportTimeoutError(reportDeadlineOf(run.pool));
  if (isDatabaseUnavailable(error)) return new DependencyUnavailableError('PostgreSQL');
  return error;
}

/**
 * Runs `work` on a report connection of the workspace's share, cancelling its statement when the
 * signal aborts and translating failures (reportFailure). `work` may keep the connection past its
 * promise (a cursor): it then calls the `hold` it is given and the returned `done` later.
 */
export async function runUnderDeadline<T>(
  run: ReportRun,
  workspaceId: string,
  connect: (pool: pg.Pool) => Promise<pg.PoolClient>,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const held = await holdReportConnection(run, workspaceId, connect);
  try {
    const result = await work(held.client);
    held.done();
    return result;
  } catch (error) {
    held.done(error);
    throw reportFailure(error, run);
  }
}

/** A report connection held by a caller (a streamed export): `done` gives it and its slot back, once. */
export interface HeldConnection {
  client: pg.PoolClient;
  done(error?: unknown): void;
}

export async function holdReportConnection(
  run: ReportRun,
  workspaceId: string,
  connect: (pool: pg.Pool) => Promise<pg.PoolClient>,
): Promise<HeldConnection> {
  if (run.signal?.aborted) throw new ReportCancelledError();
  const releaseSlot = await takeSlot(run, workspaceId);
  let client: pg.PoolClient;
  try {
    client = await connect(run.pool);
  } catch (error) {
    releaseSlot();
    throw reportFailure(error, run);
  }
  let cancelSent = false;
  const onAbort = () => {
    cancelSent = true;
    cancelStatement(client);
  };
  run.signal?.addEventListener('abort', onAbort, { once: true });
  let released = false;
  return {
    client,
    done(error?: unknown) {
      if (released) return;
      released = true;
      run.signal?.removeEventListener('abort', onAbort);
      // Only a connection whose statement the server answered with an error is reused; one that
      // timed out, broke or still has a cursor open is dropped. So is one that was sent a cancel:
      // it travels on a connection of its own and may land after this statement ended, on whatever
      // statement the connection runs next for another report (a client leaving as its export ends).
      const broken = error instanceof Error && !(error instanceof pg.DatabaseError);
      client.release(broken ? error : cancelSent ? new Error('a cancel was sent for it') : undefined);
      releaseSlot();
    },
  };
}
