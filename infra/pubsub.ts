import type { PubSub } from 'type-graphql';
import type { Redis } from './redis';

const MAX_BUFFERED_EVENTS = 1000;

/**
 * type-graphql PubSub over Redis pub/sub, so an event published by any instance (or a worker)
 * reaches subscribers connected to every instance. Payloads travel as JSON.
 */
export class RedisPubSub implements PubSub {
  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly prefix: string,
  ) {}

  private channel(routingKey: string, dynamicId?: unknown): string {
    return dynamicId === undefined
      ? `${this.prefix}pubsub:${routingKey}`
      : `${this.prefix}pubsub:${routingKey}:${String(dynamicId)}`;
  }

  /** publish(topic, payload) or publish(topic, id, payload) for topics with a dynamic id. */
  publish(routingKey: string, ...args: unknown[]): void {
    const [dynamicId, payload] = args.length >= 2 ? args : [undefined, args[0]];
    this.publisher.publish(this.channel(routingKey, dynamicId), JSON.stringify(payload ?? null)).catch(() => {
      /* live updates are best effort; the data itself is already stored */
    });
  }

  subscribe(routingKey: string, dynamicId?: unknown): AsyncIterable<unknown> {
    const channel = this.channel(routingKey, dynamicId);
    const subscriber = this.subscriber;
    return {
      [Symbol.asyncIterator]() {
        const buffer: unknown[] = [];
        let wake: (() => void) | null = null;
        let done = false;
        const listener = (message: string) => {
          if (buffer.length >= MAX_BUFFERED_EVENTS) buffer.shift();
          buffer.push(JSON.parse(message));
          wake?.();
        };
        const ready = subscriber.subscribe(channel, listener);
        const finish = async () => {
          if (done) return;
          done = true;
          wake?.();
          await ready.catch(() => undefined);
          await subscriber.unsubscribe(channel, listener).catch(() => undefined);
        };
        return {
          async next(): Promise<IteratorResult<unknown>> {
            await ready;
            while (!done && buffer.length === 0) await new Promise<void>((resolve) => (wake = resolve));
            wake = null;
            if (done) return { value: undefined, done: true };
            return { value: buffer.shift(), done: false };
          },
          async return(): Promise<IteratorResult<unknown>> {
            await finish();
            return { value: undefined, done: true };
          },
        };
      },
    };
  }
}
