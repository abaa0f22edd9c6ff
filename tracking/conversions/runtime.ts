import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { Config } from '../../app/config';
import type { Redis } from '../../app/redis';
import { onLocalInvalidation, subscribeRoutingInvalidations, type RoutingInvalidation } from '../../services/routing/invalidation';
import { secretsFor } from '../../services/tracking/scope';
import { PostbackKeys } from './postback-keys';
import { StoredClicks } from './stored-clicks';
import { ConversionStore } from './store';
import { ConversionConfigs } from './workspace-config';

/**
 * The conversion side's process-wide parts: a pg pool of its own for the hot path and forwarding
 * (raw SQL), the postback-key and configuration caches, and the subscription that drops cached
 * configuration when an admin change is announced.
 */
export class ConversionsRuntime {
  private constructor(
    readonly store: ConversionStore,
    readonly keys: PostbackKeys,
    readonly configs: ConversionConfigs,
    readonly clicks: StoredClicks,
    private readonly unsubscribe: () => Promise<void>,
  ) {}

  /** `subscriber` is the process's pub/sub connection (shared, not closed here). */
  static async start(config: Config, orm: MikroORM, subscriber: Redis): Promise<ConversionsRuntime> {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 30_000,
      // The hot path's named statements (click lookups, the write batch) touch partitioned tables: with
      // the default (auto) Postgres keeps planning them afresh, which costs several times their run.
      // Generic plans prune partitions when they start, so they are planned once per connection.
      options: '-c plan_cache_mode=force_generic_plan',
    });
    // An idle client whose server went away reports here; the next query gets a new connection.
    pool.on('error', () => undefined);
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
      const unsubscribe = async () => {
        subscriber.off('ready', onReconnect);
        removeLocal();
        await unsubscribeRemote();
      };
      return new ConversionsRuntime(new ConversionStore(pool), keys, configs, new StoredClicks(pool), unsubscribe);
    } catch (error) {
      await pool.end();
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.unsubscribe().catch(() => undefined);
    await this.store.pool.end();
  }
}
