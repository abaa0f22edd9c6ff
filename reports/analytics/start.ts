import type { Config } from '../../infra/config';
import { reportPoolOf } from '../pool';
import { ClickHouseHttp } from './clickhouse-http';
import { clickHouseReads } from './clickhouse-reads';
import { ClickHouseStore } from './clickhouse-store';
import { DirectColumnarReader } from './direct';
import { AnalyticsOwner, stopAnalyticsNotes, type AnalyticsLog } from './owner';
import { useColumnarReader } from './reader';
import { RemoteColumnarReader, serveAnalyticsRequests } from './remote';

/** What a process runs of the analytics copy; `close` undoes it. */
export interface AnalyticsRole {
  owner: AnalyticsOwner | null;
  close(): Promise<void>;
}

/**
 * The analytics copy's part in a process (docs/reports.md, "Analytics store"). With
 * ANALYTICS=duckdb, the process that runs the workers (one per deployment) owns the DuckDB file:
 * it rebuilds it in the background when needed, serves its own reports and answers the other
 * processes' over Redis; a process without the workers (an HTTP worker, another host) asks it.
 * With ANALYTICS=clickhouse the worker process owns the feed the same way, and the other processes
 * read the server directly once the owner caught up (direct.ts). With ANALYTICS=postgres the
 * owner switches the notes off and nobody reads a copy.
 */
export async function startAnalytics(
  config: Config,
  log: AnalyticsLog,
  options: { owner: boolean; serve?: boolean },
): Promise<AnalyticsRole> {
  const pool = reportPoolOf(config);
  if (config.analytics === 'postgres') {
    if (options.owner) await stopAnalyticsNotes(pool);
    return { owner: null, close: async () => undefined };
  }
  if (!options.owner) {
    const remote = new RemoteColumnarReader(config.redisUrl, config.redisPrefix, undefined, config.analytics);
    const http =
      config.analytics === 'clickhouse' ? new ClickHouseHttp(config.clickhouseUrl, config.clickhouseDatabase) : null;
    useColumnarReader(pool, http ? new DirectColumnarReader(remote, clickHouseReads(http)) : remote);
    return {
      owner: null,
      async close() {
        useColumnarReader(pool, null);
        await remote.close();
        http?.close();
      },
    };
  }
  const ownerOptions = { statementTimeoutS: config.analyticsCopyTimeoutS };
  const owner =
    config.analytics === 'clickhouse'
      ? await AnalyticsOwner.startWith(
          pool,
          new ClickHouseStore(config.clickhouseUrl, config.clickhouseDatabase, config.clickhouseCluster),
          log,
          ownerOptions,
        )
      : await AnalyticsOwner.start(
          pool,
          config.analyticsFile,
          { threads: config.duckdbThreads, memoryLimit: config.duckdbMemory },
          log,
          ownerOptions,
        );
  useColumnarReader(pool, owner);
  const server =
    options.serve === false ? null : await serveAnalyticsRequests(config.redisUrl, config.redisPrefix, owner);
  return {
    owner,
    async close() {
      useColumnarReader(pool, null);
      await server?.stop();
      await owner.close();
    },
  };
}
