import type { AppServices } from '../context';
import { luaScript, runLuaScript, type Redis } from '../../infra/redis';
import { Gauge } from 'prom-client';
import { registry } from '../../infra/telemetry';
import { MAX_PENDING_EVENTS, PENDING_RESERVATION_TTL_MS } from './policy';

/**
 * Pending events live in Redis sorted sets: one per webhook (member = event id, score = when it
 * was reserved) and one over all webhooks for the gauge. The check and the add are one script,
 * so the 64 limit holds exactly however many producers race; release is a ZREM, so releasing
 * twice (a job delivered twice) cannot push the count below the truth.
 * KEYS: per-webhook set, global set. ARGV: event id, now, stale cutoff, limit, webhook id.
 */
const RESERVE = luaScript(`
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ARGV[3])
if redis.call('ZSCORE', KEYS[1], ARGV[1]) then return 1 end
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[1])
redis.call('PEXPIRE', KEYS[1], ${PENDING_RESERVATION_TTL_MS})
redis.call('ZADD', KEYS[2], ARGV[2], ARGV[5] .. ':' .. ARGV[1])
return 1
`);

function webhookKey(prefix: string, webhookId: string): string {
  return `${prefix}webhook:pending:${webhookId}`;
}

function globalKey(prefix: string): string {
  return `${prefix}webhook:pending`;
}

/** Takes one of the webhook's 64 places for the event; false when the webhook is full (the event is dropped). */
export async function reservePending(
  redis: Redis,
  prefix: string,
  webhookId: string,
  eventId: string,
  now: Date,
): Promise<boolean> {
  const cutoff = now.getTime() - PENDING_RESERVATION_TTL_MS;
  const result = await runLuaScript(
    redis,
    RESERVE,
    [webhookKey(prefix, webhookId), globalKey(prefix)],
    [eventId, String(now.getTime()), String(cutoff), String(MAX_PENDING_EVENTS), webhookId],
  );
  return result === 1;
}

/** Gives the place back when the event is delivered, failed for good, or abandoned. Idempotent. */
export async function releasePending(redis: Redis, prefix: string, webhookId: string, eventId: string): Promise<void> {
  await redis
    .multi()
    .zRem(webhookKey(prefix, webhookId), eventId)
    .zRem(globalKey(prefix), `${webhookId}:${eventId}`)
    .exec();
}

export async function pendingCount(redis: Redis, prefix: string, webhookId: string): Promise<number> {
  return redis.zCard(webhookKey(prefix, webhookId));
}

/** Pending events over all webhooks, stale reservations dropped first. */
async function totalPending(redis: Redis, prefix: string, now: Date): Promise<number> {
  await redis.zRemRangeByScore(globalKey(prefix), '-inf', now.getTime() - PENDING_RESERVATION_TTL_MS);
  return redis.zCard(globalKey(prefix));
}

/** Runtimes whose Redis the gauge reads (one in production; tests start several). */
const pendingSources = new Set<AppServices>();

/**
 * Read from Redis on every scrape, so each instance reports the shared figure (events are
 * reserved by the web process and released by workers). No workspace label. Every process of a
 * cluster reads the same figure, so /metrics takes it once (max), not once per process.
 */
new Gauge({
  name: 'webhook_events_pending',
  help: 'Webhook events queued, being sent or waiting for a retry, over all webhooks',
  registers: [registry],
  aggregator: 'max',
  async collect() {
    let total = 0;
    for (const source of pendingSources) {
      total += await totalPending(source.redis, source.config.redisPrefix, new Date()).catch(() => 0);
    }
    this.set(total);
  },
});

/** Installed as a runtime hook: the gauge reads this runtime's Redis until it closes. */
export function trackPendingGauge(services: AppServices): () => void {
  pendingSources.add(services);
  return () => pendingSources.delete(services);
}
