import type pg from 'pg';
import { ClickHouseStore } from '../../reports/analytics/clickhouse-store';
import { AnalyticsOwner } from '../../reports/analytics/owner';
import { startClickHouse, type TestClickHouse } from '../../test/support/clickhouse';
import type { BenchDatabase } from './database';

/**
 * The ClickHouse copy of the bench (BENCH_STORES=…,clickhouse): on the server of CLICKHOUSE_URL,
 * or on a private one started here as the tests start theirs (TEST_CLICKHOUSE_PORT pins its port),
 * in the database `bench_<bench database>`, built from the seeded database first.
 */
export async function openClickHouseCopy(
  pool: pg.Pool,
  database: BenchDatabase,
): Promise<{ owner: AnalyticsOwner; url: string; name: string; close(): Promise<void> }> {
  const server: TestClickHouse = process.env.CLICKHOUSE_URL
    ? { url: process.env.CLICKHOUSE_URL, stop: async () => undefined }
    : await startClickHouse();
  const name = `bench_${database.name.replace(/[^A-Za-z0-9_]/g, '_')}`.slice(0, 64);
  const store = new ClickHouseStore(server.url, name);
  const owner = await AnalyticsOwner.startWith(pool, store, {
    info: () => undefined,
    error: (details, message) => console.error(message, details),
  });
  return {
    owner,
    url: server.url,
    name,
    async close() {
      await owner.close();
      // A private server goes with its data; on CLICKHOUSE_URL the copy stays for the next run (keyed to its database).
      await server.stop();
    },
  };
}
