import { createHash } from 'node:crypto';
import { createClient } from 'redis';
import { DependencyUnavailable, redactUrl } from './database';

export type Redis = ReturnType<typeof createClient>;

export const REDIS_HINT =
  'Start it with: redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no (or set REDIS_URL)';

/**
 * Connects to Redis. The first connection fails fast (so start-up can say what is missing);
 * after that the client reconnects with capped back-off, and callers see errors meanwhile.
 */
export async function openRedis(url: string, name = 'main'): Promise<Redis> {
  let established = false;
  const client = createClient({
    url,
    name: `traffic-tracker:${name}`,
    socket: {
      connectTimeout: 3000,
      reconnectStrategy: (retries: number, cause: Error) => (established ? Math.min(50 * 2 ** retries, 2000) : cause),
    },
  });
  client.on('error', () => {
    /* surfaced to callers per command; reconnection is automatic */
  });
  try {
    await client.connect();
  } catch (error) {
    throw new DependencyUnavailable('Redis', redactUrl(url), REDIS_HINT, error);
  }
  established = true;
  return client as Redis;
}

/** Deletes every key under a prefix (used by tests and by workspace purges). */
export async function deleteKeysWithPrefix(redis: Redis, prefix: string): Promise<number> {
  let deleted = 0;
  for await (const keys of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) {
    const batch = Array.isArray(keys) ? keys : [keys];
    if (batch.length) deleted += await redis.del(batch);
  }
  return deleted;
}

/** A Lua script with its SHA1, so it is sent in full only when Redis does not know it yet. */
export interface LuaScript {
  source: string;
  sha: string;
}

export function luaScript(source: string): LuaScript {
  return { source, sha: createHash('sha1').update(source).digest('hex') };
}

/** Runs a script by SHA, loading it on the NOSCRIPT answer (after a Redis restart or on first use). */
export async function runLuaScript(redis: Redis, script: LuaScript, keys: string[], args: string[]): Promise<unknown> {
  try {
    return await redis.evalSha(script.sha, { keys, arguments: args });
  } catch (error) {
    if (!String((error as Error).message).includes('NOSCRIPT')) throw error;
    return redis.eval(script.source, { keys, arguments: args });
  }
}
