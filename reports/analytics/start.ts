import type { Config } from '../../infra/config';
import type pg from 'pg';
import type { AnalyticsCopySlot } from '../../services/analytics-copy';
import { ClickHouseHttp } from './clickhouse/http';
import { clickHouseReads } from './clickhouse/reads';
import { ClickHouseStore } from './clickhouse/store';
import type { CopyStore } from './copy-store';
import { openDuckDbCopy } from './duckdb/copy';
import { DirectCopyReader } from './direct';
import { AnalyticsOwner, stopAnalyticsNotes, type AnalyticsLog } from './owner';
import { RemoteCopyReader, serveAnalyticsRequests } from './remote';

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
  services: { config: Config; reportPool: pg.Pool; analyticsCopy: AnalyticsCopySlot },
  log: AnalyticsLog,
  options: { owner: boolean; serve?: boolean },
): Promise<AnalyticsRole> {
  const { config, reportPool: pool, analyticsCopy: slot } = services;
  if (config.analytics === 'postgres') {
    if (options.owner) await stopAnalyticsNotes(pool);
    return { owner: null, close: async () => undefined };
  }
  if (!options.owner) {
    const remote = new RemoteCopyReader(config.redisUrl, config.redisPrefix, undefined, config.analytics);
    const http =
      config.analytics === 'clickhouse' ? new ClickHouseHttp(config.clickhouseUrl, config.clickhouseDatabase) : null;
    slot.reader = http ? new DirectCopyReader(remote, clickHouseReads(http)) : remote;
    return {
      owner: null,
      async close() {
        slot.reader = null;
        await remote.close();
        http?.close();
      },
    };
  }
  const owner = await AnalyticsOwner.start(pool, await openCopyStore(config), log, {
    statementTimeoutS: config.analyticsCopyTimeoutS,
  });
  slot.reader = owner;
  const server =
    options.serve === false ? null : await serveAnalyticsRequests(config.redisUrl, config.redisPrefix, owner);
  return {
    owner,
    async close() {
      slot.reader = null;
      await server?.stop();
      await owner.close();
    },
  };
}

/** The store that holds the copy, as ANALYTICS names it (duckdb or clickhouse): the one place the engine is chosen. */
export async function openCopyStore(config: Config): Promise<CopyStore> {
  return config.analytics === 'clickhouse'
    ? new ClickHouseStore(config.clickhouseUrl, config.clickhouseDatabase, config.clickhouseCluster)
    : openDuckDbCopy(config.analyticsFile, { threads: config.duckdbThreads, memoryLimit: config.duckdbMemory });
}
