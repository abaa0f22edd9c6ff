import pg from 'pg';

/**
 * The report engine's pg pool, one per process and database: report queries are long next to the
 * hot path's, so they never take the click writer's or the postback pool's connections. Created on
 * first use; idle connections close on their own, so nothing has to end it at shutdown.
 */
const pools = new Map<string, pg.Pool>();

export const REPORT_POOL_SIZE = 4;

export function reportPool(databaseUrl: string): pg.Pool {
  let pool = pools.get(databaseUrl);
  if (!pool) {
    pool = new pg.Pool({ connectionString: databaseUrl, max: REPORT_POOL_SIZE, idleTimeoutMillis: 10_000, allowExitOnIdle: true, connectionTimeoutMillis: 5000 });
    // A connection whose server went away reports here; the next query gets a new one.
    pool.on('error', () => undefined);
    pools.set(databaseUrl, pool);
  }
  return pool;
}

/** Ends the pool of a database (tests drop their database afterwards). */
export async function closeReportPool(databaseUrl: string): Promise<void> {
  const pool = pools.get(databaseUrl);
  pools.delete(databaseUrl);
  await pool?.end();
}

/**
 * Settings of a report statement (docs/reports.md, "Query plans"): enough memory that a grouping
 * of up to the 500,000-group limit is one in-memory hash aggregation that never spills to disk;
 * groupings by hash, not by sort (the planner underestimates how little a hash table of many
 * groups costs: a sort-based grouping of 340,000 groups measured 2–3× slower); no JIT (compiling
 * the expressions costs more than it saves on 2 cores). Set per transaction, so a pool shared
 * with other work is left as it was.
 */
export const REPORT_SETTINGS = `set local work_mem = '128MB'; set local jit = off; set local enable_sort = off`;

/** Runs `work` on one connection in a transaction with the report settings. */
export async function withReportSettings<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(`begin; ${REPORT_SETTINGS}`);
    const result = await work(client);
    await client.query('commit');
    client.release();
    return result;
  } catch (error) {
    // A connection in an unknown state is not given back to the pool.
    client.release(error instanceof Error ? error : true);
    throw error;
  }
}

/** The first row of one report statement, run with the report settings. */
export async function reportQuery(pool: pg.Pool, sql: string, values: unknown[]): Promise<Record<string, any>> {
  return withReportSettings(pool, async (client) => (await client.query(sql, values)).rows[0]);
}
