import type { Redis } from '../../infra/redis';

/**
 * Domain invalidation: after a domain change commits, every instance's hot path reloads its domain
 * table (edge/domains/domain-table.ts). Its own channel: a domain change recompiles no campaign.
 */
export function domainInvalidationChannel(redisPrefix: string): string {
  return `${redisPrefix}domains:invalidate`;
}

const localListeners = new Set<() => Promise<void> | void>();

/** This process's own domain table, told synchronously (pub/sub delivery to itself is asynchronous). */
export function onLocalDomainChange(handler: () => Promise<void> | void): () => void {
  localListeners.add(handler);
  return () => localListeners.delete(handler);
}

/**
 * Call only after the change committed. Resolves once this process's table has read the change (the
 * answer to the admin request comes after it: the domain routes at once). Never throws: the
 * periodic reload covers a lost message.
 */
export async function publishDomainChange(redis: Redis, redisPrefix: string): Promise<void> {
  await Promise.all([...localListeners].map((listener) => listener()));
  await redis.publish(domainInvalidationChannel(redisPrefix), '1').catch(() => undefined);
}

/** Subscribes the hot path's side; `subscriber` is a client dedicated to subscriptions. */
export async function subscribeDomainChanges(
  subscriber: Redis,
  redisPrefix: string,
  handler: () => void,
): Promise<() => Promise<void>> {
  const channel = domainInvalidationChannel(redisPrefix);
  const listener = () => handler();
  await subscriber.subscribe(channel, listener);
  return async () => {
    await subscriber.unsubscribe(channel, listener);
  };
}
