import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { Config } from '../infra/config';
import type { Redis } from '../infra/redis';
import {
  onLocalInvalidation,
  subscribeRoutingInvalidations,
  type RoutingInvalidation,
} from '../services/catalogue/routing-invalidation';
import { secretsFor } from '../services/catalogue/scope';
import type { ConversionServices } from '../services/context';
import { PostbackKeys } from '../services/conversions/postback-keys';
import { StoredClicks } from '../services/conversions/stored-clicks';
import { ConversionStore } from '../services/conversions/store';
import { ConversionConfigs } from '../services/conversions/workspace-config';
import { boundedPoolOptions, CONVERSION_POOL_BOUNDS } from '../services/conversions/pool-bounds';

/**
 * Builds the conversion side's process-wide parts (`services.conversions`): pg pools of its own
 * for the hot path, forwarding, logs and imports (raw SQL), the postback-key and configuration
 * caches, and the subscription that drops cached configuration when an admin change is announced.
 * `subscriber` is the process's pub/sub connection (shared, not closed here).
 */
export async function openConversions(
  config: Config,
  orm: MikroORM,
  subscriber: Redis,
): Promise<{ conversions: ConversionServices; close(): Promise<void> }> {
  const pool = new pg.Pool({
    connectionString: config.databaseUrl,
    max: 10,
    ...boundedPoolOptions(CONVERSION_POOL_BOUNDS.STATEMENT_MS),
    idleTimeoutMillis: 30_000,
  });
  // The hot path's batched statements (click lookups, conversion writes) touch partitioned tables:
  // in the default plan mode Postgres keeps planning them afresh, which costs several times their
  // run. Their connections use generic plans (partitions pruned when the plan starts), planned once
  // per connection; a pool of their own, so other queries (logs with their filters) keep custom plans.
  const hotPool = new pg.Pool({
    connectionString: config.databaseUrl,
    max: 6,
    ...boundedPoolOptions(CONVERSION_POOL_BOUNDS.HOT_STATEMENT_MS),
    idleTimeoutMillis: 30_000,
    options: '-c plan_cache_mode=force_generic_plan',
  });
  // An idle client whose server went away reports here; the next query gets a new connection.
  pool.on('error', () => undefined);
  hotPool.on('error', () => undefined);
  const keys = new PostbackKeys(pool);
  const configs = new ConversionConfigs(pool, orm, secretsFor(config.appSecret));
  try {
    const invalidate = (event: RoutingInvalidation) => {
      configs.invalidate(event.workspace_id);
      keys.invalidate(event.workspace_id);
    };
    const unsubscribeRemote = await subscribeRoutingInvalidations(subscriber, config.redisPrefix, invalidate);
    // This instance's own changes apply at once (pub/sub to itself is asynchronous).
    const removeLocal = onLocalInvalidation(invalidate);
    // Events may have been missed while the subscription was down.
    const onReconnect = () => configs.invalidateAll();
    subscriber.on('ready', onReconnect);
    const store = new ConversionStore(pool, hotPool);
    const close = async () => {
      subscriber.off('ready', onReconnect);
      removeLocal();
      await unsubscribeRemote().catch(() => undefined);
      await pool.end();
      await store.batchPool.end();
    };
    return { conversions: { pool, store, keys, configs, clicks: new StoredClicks(hotPool) }, close };
  } catch (error) {
    await pool.end();
    await hotPool.end();
    throw error;
  }
}
