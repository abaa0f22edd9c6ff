import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import type { EdgeServices } from '../edge-services';
import { clickIdTime } from '../../entities/click-id';
import { HOT_QUERY_TIMEOUT_MS } from '../../services/conversions/pool-bounds';
import { isClickId, type ClickLookupDeps } from '../click-routing/click-lookup';

/**
 * The dependencies routing's findClickForConversion gets from the conversion hot path. Its
 * contract takes an EntityManager of which "only its connection is used (raw SQL)"; forking an
 * EntityManager and going through knex per postback cost more CPU than the rest of the intake,
 * so the connection handed over here runs the same SQL as named (once-planned) statements on the
 * conversion pool. The lookup by id and time, the one every postback makes, goes through
 * StoredClicks instead: concurrent lookups share one statement.
 */
export function clickLookupDeps(services: EdgeServices): ClickLookupDeps {
  const connection = {
    execute: (sql: string, params: unknown[] = []) => executeNamed(services.conversions.pool, sql, params),
  };
  const em = { getConnection: () => connection } as unknown as EntityManager;
  const stored = services.conversions.clicks;
  return {
    em: () => em,
    storedClick: (id, time) => stored.find(id, time),
    redis: services.redis,
    redisPrefix: services.config.redisPrefix,
    now: services.clock,
  };
}

/** A click's stored row, asked for ahead of the lookup that will use it. */
export interface PrefetchedClick {
  click_id: string;
  row: Promise<Record<string, unknown> | null>;
}

/**
 * Starts reading the stored row of a click id now (in this turn's batch); null when the id names
 * no time. Only the Postgres row: the slower search of the Redis stream stays with the lookup.
 */
export function prefetchStoredClick(services: EdgeServices, clickId: string): PrefetchedClick | null {
  if (!isClickId(clickId)) return null;
  const id = clickId.toLowerCase();
  const time = clickIdTime(id);
  if (!time) return null;
  const row = services.conversions.clicks.find(id, time);
  // Unused when the request is refused first; a failure is seen by the lookup that awaits it.
  row.catch(() => undefined);
  return { click_id: id, row };
}

/**
 * The lookup dependencies with that click's stored row taken from its prefetch, once: a second
 * read (the lookup's after a stream miss) asks Postgres again.
 */
export function withPrefetchedClick(deps: ClickLookupDeps, prefetched: PrefetchedClick): ClickLookupDeps {
  const storedClick = deps.storedClick!;
  let unused = true;
  const storedOnce = (id: string, time: Date) => {
    if (!unused || id !== prefetched.click_id) return storedClick(id, time);
    unused = false;
    return prefetched.row;
  };
  return { ...deps, storedClick: storedOnce };
}

const statements = new Map<string, { name: string; text: string }>();

/** Runs knex-style SQL (`?` placeholders) as a named statement; returns the rows like EntityManager's execute. */
async function executeNamed(pool: pg.Pool, sql: string, params: unknown[]): Promise<unknown[]> {
  let statement = statements.get(sql);
  if (!statement) {
    let n = 0;
    // The lookup's SQL has no literal question marks: every `?` is a parameter.
    statement = { name: `click_lookup_${statements.size}`, text: sql.replace(/\?/g, () => `$${++n}`) };
    statements.set(sql, statement);
  }
  return (await pool.query({ ...statement, values: params, query_timeout: HOT_QUERY_TIMEOUT_MS } as pg.QueryConfig))
    .rows;
}
