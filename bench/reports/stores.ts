import { rm } from 'node:fs/promises';
import { openClickHouseServer } from './clickhouse';
import { analyticsFile, type BenchDatabase } from './database';
import type { CopyTarget } from './seed-copy';

export type BenchStore = 'postgres' | 'duckdb' | 'clickhouse';

/** BENCH_STORES (default `postgres,duckdb`): the stores the service is measured on, in that order. */
export function benchStores(): BenchStore[] {
  return (process.env.BENCH_STORES ?? 'postgres,duckdb').split(',').map((name) => {
    const store = name.trim();
    if (store !== 'postgres' && store !== 'duckdb' && store !== 'clickhouse')
      throw new Error('BENCH_STORES: each store must be postgres, duckdb or clickhouse');
    return store;
  });
}

/** The DuckDB store's file and limits: DUCKDB_THREADS (2) and DUCKDB_MEMORY (4GB), as the service is started with. */
export function duckDbTarget(database: BenchDatabase): CopyTarget {
  return {
    file: analyticsFile(database),
    threads: Number(process.env.DUCKDB_THREADS ?? 2),
    memory: process.env.DUCKDB_MEMORY ?? '4GB',
  };
}

/**
 * A store as a deployment configures it: the service's environment for it, and what to remove
 * once measured. duckdb: ANALYTICS_FILE is `analyticsFile` (bench/reports/database.ts: kept with a
 * kept database, where the seed built the copy; a temporary database's is removed) with
 * DUCKDB_THREADS (2) and DUCKDB_MEMORY (4GB); clickhouse: bench/reports/clickhouse.ts.
 */
export async function openStore(
  store: BenchStore,
  database: BenchDatabase,
): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  if (store === 'clickhouse') return openClickHouseServer(database);
  if (store === 'postgres') return { env: { ANALYTICS: 'postgres' }, close: async () => undefined };
  const target = duckDbTarget(database);
  return {
    env: {
      ANALYTICS: 'duckdb',
      ANALYTICS_FILE: target.file,
      DUCKDB_THREADS: String(target.threads),
      DUCKDB_MEMORY: target.memory,
    },
    close: async () => {
      if (process.env.BENCH_ANALYTICS_FILE || !database.temporary) return;
      await rm(target.file, { force: true });
      await rm(`${target.file}.wal`, { force: true });
    },
  };
}
