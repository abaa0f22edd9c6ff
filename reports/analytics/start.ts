import type { Config } from '../../infra/config';
import { reportPool } from '../pool';
import { AnalyticsOwner, stopAnalyticsNotes, type AnalyticsLog } from './owner';
import { useColumnarReader } from './reader';

/**
 * Starts the analytics copy in the process that runs the workers (one per deployment): with
 * ANALYTICS=duckdb it opens the DuckDB file, rebuilds it in the background when needed and serves
 * this process's reports; with ANALYTICS=postgres it switches the notes off and returns null.
 */
export async function startAnalytics(config: Config, log: AnalyticsLog): Promise<AnalyticsOwner | null> {
  const pool = reportPool(config.databaseUrl);
  if (config.analytics !== 'duckdb') {
    await stopAnalyticsNotes(pool);
    return null;
  }
  const owner = await AnalyticsOwner.start(
    pool,
    config.analyticsFile,
    { threads: config.duckdbThreads, memoryLimit: config.duckdbMemory },
    log,
  );
  useColumnarReader(pool, owner);
  return owner;
}
