import { createHash } from 'node:crypto';
import { createClient } from 'redis';
import { DependencyUnavailable, hostAndPort, redactUrl } from './database';
import { RedisHangWatchdog } from './redis-watchdog';

export type Redis = ReturnType<typeof createClient>;

/**
 * What to do when Redis does not answer, naming the host and port REDIS_URL points at. Durable:
 * the append-only file keeps acknowledged clicks across a Redis restart (infra/redis-persistence.ts).
 */
export function redisHint(redisUrl: string): string {
  const { host, port } = hostAndPort(redisUrl, 6379);
  return (
    `Start Redis listening on ${host}:${port} with the append-only file ` +
    `(redis-server --port ${port} --appendonly yes --appendfsync everysec), or set REDIS_URL`
  );
}

export interface RedisOptions {
  /**
   * Commands issued while the client is disconnected fail at once (ClientOfflineError) instead
   * of waiting in node-redis's offline queue for the reconnect: a request that needs Redis answers
   * 503 during an outage rather than hanging for its length, and nothing issued during the outage
   * runs late. For the request-serving client; blocking readers (the click consumer) and the
   * subscriber keep the queue.
   */
  failFast?: boolean;
  /**
   * Bounds a Redis that accepts connections but never answers (infra/redis-watchdog.ts): after
   * this many ms without an answer the connection is reset and its pending commands fail. For the
   * request-serving client (REDIS_COMMAND_TIMEOUT_MS).
   */
  hangTimeoutMs?: number;
  /** Told why the watchdog reset the connection (a warning in the logs). */
  onHang?: (reason: string) => void;
}

/**
 * Connects to Redis. The first connection fails fast (so start-up can say what is missing);
 * after that the client reconnects with capped back-off, and callers see errors meanwhile.
 */
export async function openRedis(url: string, name = 'main', options: RedisOptions = {}): Promise<Redis> {
  let established = false;
  const watchdog = options.hangTimeoutMs ? new RedisHangWatchdog(options.hangTimeoutMs, options.onHang) : null;
  const client = createClient({
    url,
    name: `traffic-tracker:${name}`,
    // No per-command time-out (commandOptions.timeout): node-redis gives every command an
    // AbortSignal.timeout, which cost the redirect about a fifth of its CPU. Requests that must
    // answer within a bound wrap their call in withDeadline; the hot path has its own bound; a hung
    // connection as a whole is bounded by the watchdog (hangTimeoutMs).
    ...(options.failFast ? { disableOfflineQueue: true } : {}),
    socket: {
      connectTimeout: 3000,
      // A connect loop the watchdog cut short ends here; the watchdog starts the next one.
      reconnectStrategy: (retries: number, cause: Error) =>
        watchdog?.resetting ? cause : established ? Math.min(50 * 2 ** retries, 2000) : cause,
    },
  });
  client.on('error', () => {
    /* surfaced to callers per command; reconnection is automatic */
  });
  try {
    await client.connect();
  } catch (error) {
    throw new DependencyUnavailable('Redis', redactUrl(url), redisHint(url), error);
  }
  established = true;
  watchdog?.watch(client as Redis);
  return client as Redis;
}

/**
 * Errors that mean Redis cannot answer now (down, reconnecting, still loading its dataset after a
 * restart, too slow), as opposed to a bug: the request answers 503 with Retry-After. By name, so
 * callers need not import node-redis's error classes.
 */
export function isRedisUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof RedisDeadlineError) return true;
  if (/^(LOADING|BUSY|MASTERDOWN|TRYAGAIN|READONLY)\b/.test(error.message)) return true;
  return [
    'ClientClosedError',
    'ClientOfflineError',
    'DisconnectsClientError',
    'TimeoutError',
    'ConnectionTimeoutError',
    'SocketClosedUnexpectedlyError',
    'AbortError',
    'ReconnectStrategyError',
  ].includes(error.constructor.name);
}

/** Redis did not answer within the deadline a request gives it. */
export class RedisDeadlineError extends Error {
  constructor(ms: number) {
    super(`Redis did not answer within ${ms} ms`);
  }
}

/**
 * The call's answer, or a RedisDeadlineError after `ms`: a request never waits longer than that on
 * Redis, even on a connection that is open but hung (node-redis's own time-out covers only commands
 * not yet sent).
 */
export async function withDeadline<T>(call: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      call,
      new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(new RedisDeadlineError(ms)), ms))),
    ]);
  } finally {
    clearTimeout(timer);
  }
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
