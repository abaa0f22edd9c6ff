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
