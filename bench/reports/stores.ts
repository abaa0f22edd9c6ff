import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openClickHouseServer } from './clickhouse';
import type { BenchDatabase } from './database';

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

/**
 * A store as a deployment configures it: the service's environment for it, and what to remove
 * once measured. duckdb: ANALYTICS_FILE is BENCH_ANALYTICS_FILE (kept) or a temporary file
 * (removed), with DUCKDB_THREADS (2) and DUCKDB_MEMORY (4GB); clickhouse: bench/reports/clickhouse.ts.
 */
export async function openStore(
  store: BenchStore,
  database: BenchDatabase,
): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  if (store === 'clickhouse') return openClickHouseServer(database);
  if (store === 'postgres') return { env: { ANALYTICS: 'postgres' }, close: async () => undefined };
  const file = process.env.BENCH_ANALYTICS_FILE ?? join(tmpdir(), `tt_bench_analytics_${process.pid}.duckdb`);
  return {
    env: {
      ANALYTICS: 'duckdb',
      ANALYTICS_FILE: file,
      DUCKDB_THREADS: process.env.DUCKDB_THREADS ?? '2',
      DUCKDB_MEMORY: process.env.DUCKDB_MEMORY ?? '4GB',
    },
    close: async () => {
      if (process.env.BENCH_ANALYTICS_FILE) return;
      await rm(file, { force: true });
      await rm(`${file}.wal`, { force: true });
    },
  };
}
