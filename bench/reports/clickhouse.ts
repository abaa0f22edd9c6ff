import { startClickHouse, type TestClickHouse } from '../../test/support/clickhouse';
import type { BenchDatabase } from './database';

/**
 * The ClickHouse server of the bench (BENCH_STORES=…,clickhouse): the one of CLICKHOUSE_URL, or a
 * private one started here as the tests start theirs (TEST_CLICKHOUSE_PORT pins its port). The
 * service's copy lives in the database `bench_<bench database>` on it: `env` is what the service
 * is started with (ANALYTICS=clickhouse, as a deployment configures it).
 */
export async function openClickHouseServer(
  database: BenchDatabase,
): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  const server: TestClickHouse = process.env.CLICKHOUSE_URL
    ? { url: process.env.CLICKHOUSE_URL, stop: async () => undefined }
    : await startClickHouse();
  const name = `bench_${database.name.replace(/[^A-Za-z0-9_]/g, '_')}`.slice(0, 64);
  return {
    env: { ANALYTICS: 'clickhouse', CLICKHOUSE_URL: server.url, CLICKHOUSE_DATABASE: name },
    // A private server goes with its data; on CLICKHOUSE_URL the copy stays for the next run (keyed to its database).
    close: () => server.stop(),
  };
}
