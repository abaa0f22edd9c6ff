import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { Config } from '../../app/config';
import { openRedis, type Redis } from '../../app/redis';
import { subscribeRoutingInvalidations } from '../../services/routing/invalidation';
import { secretsFor } from '../../services/tracking/scope';
import { PostbackKeys } from './postback-keys';
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
    private readonly subscriber: Redis,
    private readonly unsubscribe: () => Promise<void>,
  ) {}

  static async start(config: Config, orm: MikroORM): Promise<ConversionsRuntime> {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10, connectionTimeoutMillis: 3000, idleTimeoutMillis: 30_000 });
    // An idle client whose server went away reports here; the next query gets a new connection.
    pool.on('error', () => undefined);
    const keys = new PostbackKeys(pool);
    const configs = new ConversionConfigs(pool, orm, secretsFor(config.appSecret));
    let subscriber: Redis | undefined;
    try {
      subscriber = await openRedis(config.redisUrl, 'conversions-invalidations');
      const unsubscribe = await subscribeRoutingInvalidations(subscriber, config.redisPrefix, (event) => {
        configs.invalidate(event.workspace_id);
        keys.invalidate(event.workspace_id);
      });
      return new ConversionsRuntime(new ConversionStore(pool), keys, configs, subscriber, unsubscribe);
    } catch (error) {
      await subscriber?.quit().catch(() => undefined);
      await pool.end();
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.unsubscribe().catch(() => undefined);
    await this.subscriber.quit().catch(() => undefined);
    await this.store.pool.end();
  }
}
