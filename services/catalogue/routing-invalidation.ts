import { Counter } from 'prom-client';
import { registry } from '../../infra/telemetry';
import type { Redis } from '../../infra/redis';

/**
 * Routing invalidation: after an admin change that affects how clicks are routed has committed,
 * the change is announced on Redis pub/sub so every instance's hot path rebuilds its in-memory
 * routing table. `campaign_id` absent means "anything in the workspace may have changed"
 * (a landing, an offer, a source, settings).
 */
export interface RoutingInvalidation {
  workspace_id: string;
  campaign_id?: string;
}

export function routingInvalidationChannel(redisPrefix: string): string {
  return `${redisPrefix}routing:invalidate`;
}

const publishFailures = new Counter({
  name: 'routing_invalidation_publish_failures_total',
  help: 'Routing invalidations that could not be published (instances refresh on their periodic reload instead)',
  registers: [registry],
});

/** In-process listeners (this instance's routing table), told synchronously before the pub/sub message goes out. */
const localListeners = new Set<(event: RoutingInvalidation) => void>();

/**
 * Registers a handler for invalidations published by this process, so the instance that made a
 * change routes the very next click by it (pub/sub delivery to itself is asynchronous).
 */
export function onLocalInvalidation(handler: (event: RoutingInvalidation) => void): () => void {
  localListeners.add(handler);
  return () => localListeners.delete(handler);
}

export class RoutingInvalidations {
  constructor(
    private readonly redis: Redis,
    private readonly redisPrefix: string,
  ) {}

  /** Call only after the transaction committed. Never throws: the change itself is saved. */
  async publish(event: RoutingInvalidation): Promise<void> {
    const payload: RoutingInvalidation = {
      workspace_id: event.workspace_id,
      ...(event.campaign_id ? { campaign_id: event.campaign_id } : {}),
    };
    for (const listener of localListeners) listener(payload);
    try {
      await this.redis.publish(routingInvalidationChannel(this.redisPrefix), JSON.stringify(payload));
    } catch {
      publishFailures.inc();
    }
  }
}

/**
 * Subscribes a handler to invalidations (the hot path's side). `subscriber` must be a client
 * dedicated to subscriptions. Returns the unsubscribe function.
 */
export async function subscribeRoutingInvalidations(
  subscriber: Redis,
  redisPrefix: string,
  handler: (event: RoutingInvalidation) => void,
): Promise<() => Promise<void>> {
  const channel = routingInvalidationChannel(redisPrefix);
  const listener = (message: string) => {
    try {
      const event = JSON.parse(message) as RoutingInvalidation;
      if (typeof event?.workspace_id === 'string') handler(event);
    } catch {
      /* not ours */
    }
  };
  await subscriber.subscribe(channel, listener);
  return async () => {
    await subscriber.unsubscribe(channel, listener);
  };
}
