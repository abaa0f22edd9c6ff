import { LIVE_TOPICS, type Topic } from './topics';
import { liveEventsPublished, liveListeners, liveMessagesPublished } from './telemetry';

/** The pub/sub the GraphQL layer subscribes through (app/pubsub.ts: Redis, across instances). */
export interface LivePubSub {
  publish(routingKey: string, dynamicId: unknown, payload: unknown): void;
  subscribe(routingKey: string, dynamicId?: unknown): AsyncIterable<unknown>;
}

/** The few sorted-set commands the listener registry needs (a node-redis client fits). */
export interface ListenerStore {
  zAdd(
    key: string,
    members: { score: number; value: string }[],
    options?: { comparison?: 'GT' | 'LT' },
  ): Promise<unknown>;
  zRangeByScore(key: string, min: number | string, max: number | string): Promise<string[]>;
  zRemRangeByScore(key: string, min: number | string, max: number | string): Promise<unknown>;
}

export interface LiveHubOptions {
  pubSub: LivePubSub;
  store: ListenerStore;
  prefix: string;
  topics?: readonly Topic<unknown>[];
  /** How often this process re-reads who listens anywhere (publishers see a new listener within it). */
  refreshMs?: number;
  /** How long a listener mark lives without being renewed (a crashed process stops costing after it). */
  listenerTtlMs?: number;
  onError?: (error: unknown) => void;
}

/** Ends the wrapped iteration when return() is called, even while a next() is waiting for a message. */
export interface ClosableIterator<T> extends AsyncIterableIterator<T> {
  return(): Promise<IteratorResult<T>>;
}

/**
 * Live updates with a cost only while someone listens. Each process marks, in a Redis sorted set
 * per topic, the scope ids (workspaces, users) its subscribers listen to, with an expiry it renews;
 * each process re-reads the sets every second into memory. publish() first asks that memory, so a
 * write of the hot side pays one Set lookup when nobody listens, and nothing reaches Redis.
 */
export class LiveHub {
  private readonly local = new Map<string, Map<string, number>>();
  private remote = new Map<string, Set<string>>();
  private readonly topics: readonly Topic<unknown>[];
  private readonly refreshMs: number;
  private readonly ttlMs: number;
  private timer: NodeJS.Timeout | null = null;
  private ticks = 0;

  constructor(private readonly options: LiveHubOptions) {
    this.topics = options.topics ?? Object.values(LIVE_TOPICS);
    this.refreshMs = options.refreshMs ?? 1000;
    this.ttlMs = options.listenerTtlMs ?? 15_000;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.refreshMs);
    this.timer.unref();
    void this.tick();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Whether a subscriber of this topic and scope id exists on any process (as of the last refresh, or here). */
  isListening(topic: Topic<unknown>, id: string): boolean {
    return (this.local.get(topic.name)?.get(id) ?? 0) > 0 || (this.remote.get(topic.name)?.has(id) ?? false);
  }

  /** Open subscriptions of this process for the topic and scope id. */
  localListeners(topic: Topic<unknown>, id: string): number {
    return this.local.get(topic.name)?.get(id) ?? 0;
  }

  /** Whether anyone listens to the topic at all: publishers skip all work (even parsing) when not. */
  anyListening(topic: Topic<unknown>): boolean {
    return (this.local.get(topic.name)?.size ?? 0) > 0 || (this.remote.get(topic.name)?.size ?? 0) > 0;
  }

  /** Publishes one message to the scope's subscribers on every process; does nothing when nobody listens. */
  publish<P>(topic: Topic<P>, id: string, payload: P, events = 1): boolean {
    if (!this.isListening(topic as Topic<unknown>, id)) return false;
    this.options.pubSub.publish(topic.name, id, payload);
    liveMessagesPublished.inc({ topic: topic.name });
    liveEventsPublished.inc({ topic: topic.name }, events);
    return true;
  }

  /** The messages of a topic for one scope id; marks the listener (Redis) until return() is called. */
  listen<P>(topic: Topic<P>, id: string): ClosableIterator<P> {
    const inner = this.options.pubSub.subscribe(topic.name, id)[Symbol.asyncIterator]();
    this.adjust(topic.name, id, +1);
    void this.mark(topic.name, [id]).catch((error) => this.options.onError?.(error));
    let closed = false;
    const close = async () => {
      if (closed) return;
      closed = true;
      this.adjust(topic.name, id, -1);
      await inner.return?.();
    };
    const iterator: ClosableIterator<P> = {
      async next() {
        if (closed) return { value: undefined, done: true };
        const result = await inner.next();
        if (result.done) await close();
        return result as IteratorResult<P>;
      },
      async return() {
        await close();
        return { value: undefined, done: true };
      },
      [Symbol.asyncIterator]() {
        return iterator;
      },
    };
    return iterator;
  }

  /** Re-reads who listens (every tick) and renews this process's marks (every 5th tick). */
  async refresh(): Promise<void> {
    const now = Date.now();
    const next = new Map<string, Set<string>>();
    await Promise.all(
      this.topics.map(async (topic) => {
        next.set(topic.name, new Set(await this.options.store.zRangeByScore(this.key(topic.name), now, '+inf')));
      }),
    );
    this.remote = next;
  }

  private async tick(): Promise<void> {
    try {
      if (this.ticks++ % 5 === 0) {
        for (const [topic, ids] of this.local) {
          if (ids.size) await this.mark(topic, [...ids.keys()]);
          await this.options.store.zRemRangeByScore(this.key(topic), '-inf', Date.now());
        }
      }
      await this.refresh();
    } catch (error) {
      this.options.onError?.(error);
    }
  }

  private async mark(topic: string, ids: string[]): Promise<void> {
    const expires = Date.now() + this.ttlMs;
    // GT: a mark renewed by another process with a later expiry is never shortened.
    await this.options.store.zAdd(
      this.key(topic),
      ids.map((value) => ({ score: expires, value })),
      { comparison: 'GT' },
    );
  }

  private adjust(topic: string, id: string, delta: number): void {
    let ids = this.local.get(topic);
    if (!ids) this.local.set(topic, (ids = new Map()));
    const count = (ids.get(id) ?? 0) + delta;
    if (count > 0) ids.set(id, count);
    else ids.delete(id);
    liveListeners.inc({ topic }, delta);
  }

  private key(topic: string): string {
    return `${this.options.prefix}live:listeners:${topic}`;
  }
}
