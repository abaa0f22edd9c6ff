import pg from 'pg';
import { CLIENT_GRACE_MS, runUnderDeadline, setReportDeadline, type ReportRun } from './deadline';

export const REPORT_POOL_SIZE = 4;

/**
 * The report engine's pg pool, one per process, made by the composition root (AppServices.reportPool):
 * report queries are long next to the hot path's, so they never take the click writer's or the
 * postback pool's connections. Idle connections close on their own; the runtime ends it at shutdown.
 *
 * `reportTimeoutS` (REPORT_TIMEOUT_S) is every report statement's deadline: the server stops a
 * statement at it (statement_timeout, sent when the connection opens: no extra round trip), and the
 * client gives up CLIENT_GRACE_MS later on a server that does not answer at all (deadline.ts).
 */
export function createReportPool(config: { databaseUrl: string; reportTimeoutS: number }): pg.Pool {
  const timeoutS = config.reportTimeoutS;
  const pool = new pg.Pool({
    connectionString: config.databaseUrl,
    max: REPORT_POOL_SIZE,
    idleTimeoutMillis: 10_000,
    allowExitOnIdle: true,
    connectionTimeoutMillis: 5000,
    statement_timeout: timeoutS * 1000,
    query_timeout: timeoutS * 1000 + CLIENT_GRACE_MS,
  });
  // A connection whose server went away reports here; the next query gets a new one.
  pool.on('error', () => undefined);
  setReportDeadline(pool, timeoutS);
  return pool;
}

/**
 * Settings of the connections that run report statements (docs/reports.md, "Query plans"): enough
 * memory that a grouping of up to the 500,000-group limit is one in-memory hash aggregation that
 * never spills to disk; groupings by hash, not by sort (the planner underestimates how little a
 * hash table of many groups costs: a sort-based grouping of 340,000 groups measured 2–3× slower);
 * no JIT (compiling the expressions costs more than it saves on 2 cores). Set once per connection
 * (the report pool's connections run nothing else), so a report pays no extra round trip.
 */
export const REPORT_SETTINGS = `set work_mem = '128MB'; set jit = off; set enable_sort = off`;

/** Per configured connection: whether it runs without parallel workers (absent: not configured yet). */
const serialConnections = new WeakMap<pg.PoolClient, boolean>();

/**
 * A connection of `pool` with the report settings; the caller releases it. `parallel: false` turns
 * parallel workers off for its statements (`parallelPays` in table-sql.ts: a report whose rows are
 * nearly as many as its groups, where each worker's partial aggregation keeps almost every row and
 * the leader aggregates them again); otherwise the server's own setting applies.
 */
export async function reportClient(pool: pg.Pool, options: { parallel?: boolean } = {}): Promise<pg.PoolClient> {
  const client = await pool.connect();
  const serial = options.parallel === false;
  const current = serialConnections.get(client);
  if (current !== serial) {
    // One round trip: the settings the first time, then only when the parallel choice changes.
    const statements: string[] = [];
    if (current === undefined) statements.push(REPORT_SETTINGS);
    if (serial) statements.push('set max_parallel_workers_per_gather = 0');
    else if (current) statements.push('reset max_parallel_workers_per_gather');
    try {
      await client.query(statements.join('; '));
    } catch (error) {
      client.release(true);
      throw error;
    }
    serialConnections.set(client, serial);
  }
  return client;
}

/** The first row of one report statement of a workspace, run with the report settings under the deadline. */
export async function reportQuery(
  run: ReportRun,
  workspaceId: string,
  sql: string,
  values: unknown[],
  options: { parallel?: boolean } = {},
): Promise<Record<string, any>> {
  return (await reportRows(run, workspaceId, sql, values, options))[0];
}

/** Every row of one report statement of a workspace, run with the report settings under the deadline. */
export async function reportRows<R extends Record<string, any> = Record<string, any>>(
  run: ReportRun,
  workspaceId: string,
  sql: string,
  values: unknown[],
  options: { parallel?: boolean } = {},
): Promise<R[]> {
  return runUnderDeadline(
    run,
    workspaceId,
    (pool) => reportClient(pool, options),
    async (client) => (await client.query<R>(sql, values)).rows,
  );
}
