import type { FastifyBaseLogger } from 'fastify';
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Redis } from '../../infra/redis';
import { writeEntries } from './batch-writer';
import type { ClickEntry } from './click-entry';
import type { ClickStore } from './click-store';
import { CLICK_CONSUMER_GROUP, clickStreamKey, entryOf } from './click-stream';
import { clickThroughOf, markClickThroughs, PendingClickThroughs, type ClickThrough } from './click-throughs';

export interface ConsumerOptions {
  /** A connection of its own: XREADGROUP blocks it. */
  redis: Redis;
  store: ClickStore;
  redisPrefix: string;
  log: FastifyBaseLogger;
  name?: string;
  batchSize?: number;
  /** How long one read waits for new clicks. */
  blockMs?: number;
  /** Entries another consumer has held this long unacknowledged are taken over (it is presumed dead). */
  claimIdleMs?: number;
  claimEveryMs?: number;
}

interface Message {
  id: string;
  entry: ClickEntry | null;
  /** A landing click-through (click-throughs.ts): the stream carries both. */
  through: ClickThrough | null;
}

const messageOf = (m: { id: string; message: Record<string, string> }): Message => ({
  id: m.id,
  entry: entryOf(m.message),
  through: clickThroughOf(m.message),
});

const MIN_RETRY_MS = 100;
const MAX_RETRY_MS = 5000;
const FORGET_CONSUMERS_IDLE_MS = 3_600_000;

/**
 * Moves clicks from the Redis stream to Postgres: reads batches as a member of the consumer group,
 * writes each batch idempotently, then acknowledges and deletes its entries (so the stream holds
 * only unwritten clicks). An entry is acknowledged only after its row is committed; entries of a
 * consumer that died are claimed after claimIdleMs. Delivery is at least once, storage exactly once.
 */
export class ClickConsumer {
  readonly name: string;
  private readonly key: string;
  private readonly batchSize: number;
  private readonly blockMs: number;
  private readonly claimIdleMs: number;
  private readonly claimEveryMs: number;
  private running: Promise<void> | null = null;
  private stopping = false;
  private deadline = Infinity;
  /** Click-throughs that came before their click's row (another consumer's batch): tried again. */
  private readonly pendingThroughs = new PendingClickThroughs();

  constructor(private readonly options: ConsumerOptions) {
    this.name = options.name ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
    this.key = clickStreamKey(options.redisPrefix);
    this.batchSize = options.batchSize ?? 1000;
    this.blockMs = options.blockMs ?? 500;
    this.claimIdleMs = options.claimIdleMs ?? 30_000;
    this.claimEveryMs = options.claimEveryMs ?? 5000;
  }

  async start(): Promise<void> {
    await this.ensureGroup();
    this.running = this.run();
  }

  /** Stops after writing what the stream holds now (until the deadline); unwritten entries stay in Redis. */
  async close(timeoutMs: number): Promise<void> {
    this.stopping = true;
    this.deadline = Date.now() + timeoutMs;
    await this.running;
  }

  private async ensureGroup(): Promise<void> {
    try {
      // From the stream's start: clicks appended before the group existed are written too.
      await this.options.redis.xGroupCreate(this.key, CLICK_CONSUMER_GROUP, '0', { MKSTREAM: true });
    } catch (error) {
      if (!String((error as Error).message).includes('BUSYGROUP')) throw error;
    }
  }

  private async run(): Promise<void> {
    let ownPendingFirst = true; // after a failed write, our unacknowledged entries come first
    let lastClaim = 0;
    let delay = MIN_RETRY_MS;
    while (Date.now() < this.deadline) {
      try {
        if (Date.now() - lastClaim >= this.claimEveryMs) {
          lastClaim = Date.now();
          await this.claimAbandoned();
        }
        const from = ownPendingFirst ? '0' : '>';
        const messages = await this.read(from);
        if (from === '0' && messages.length < this.batchSize) ownPendingFirst = false;
        if (messages.length) await this.process(messages);
        if (this.pendingThroughs.size) await this.pendingThroughs.retry(this.options.store.pool);
        if (!messages.length && this.stopping && from === '>') return; // drained: nothing new is left
        delay = MIN_RETRY_MS;
      } catch (error) {
        this.options.log.warn({ err: error }, 'click consumer: write or read failed; will retry');
        if (String((error as Error)?.message).includes('NOGROUP')) await this.ensureGroup().catch(() => undefined);
        ownPendingFirst = true;
        await sleep(Math.min(delay, Math.max(0, this.deadline - Date.now())));
        delay = Math.min(delay * 2, MAX_RETRY_MS);
      }
    }
  }

  private async read(from: '0' | '>'): Promise<Message[]> {
    const block = from === '>' && !this.stopping ? this.blockMs : undefined;
    const reply = (await this.options.redis.xReadGroup(
      CLICK_CONSUMER_GROUP,
      this.name,
      { key: this.key, id: from },
      { COUNT: this.batchSize, BLOCK: block },
    )) as { messages: ({ id: string; message: Record<string, string> } | null)[] }[] | null;
    return (reply?.[0]?.messages ?? []).filter((m) => m !== null).map(messageOf);
  }

  /** Writes the batch, then acknowledges and deletes it. Entries Redis no longer has are only acknowledged. */
  private async process(messages: Message[]): Promise<void> {
    const entries = messages.flatMap((message) => (message.entry ? [message.entry] : []));
    if (entries.length) await writeEntries(this.options.store, entries, 'stream', this.options.log);
    // After the batch's clicks: a click-through follows its click in the stream.
    const throughs = messages.flatMap((message) => (message.through ? [message.through] : []));
    if (throughs.length) this.pendingThroughs.add(await markClickThroughs(this.options.store.pool, throughs), 1);
    const ids = messages.map((message) => message.id);
    await this.options.redis.multi().xAck(this.key, CLICK_CONSUMER_GROUP, ids).xDel(this.key, ids).exec();
  }

  /** Takes over entries that other consumers read but did not acknowledge within claimIdleMs. */
  private async claimAbandoned(): Promise<void> {
    const { redis } = this.options;
    let cursor = '0-0';
    for (let round = 0; round < 10; round++) {
      const reply = await redis.xAutoClaim(this.key, CLICK_CONSUMER_GROUP, this.name, this.claimIdleMs, cursor, {
        COUNT: this.batchSize,
      });
      const messages: Message[] = reply.messages
        .filter((m): m is NonNullable<typeof m> => m !== null)
        .map((m) => messageOf(m as { id: string; message: Record<string, string> }));
      if (messages.length) {
        this.options.log.info({ entries: messages.length }, 'click consumer: claimed entries of a stalled consumer');
        await this.process(messages);
      }
      if (reply.deletedMessages.length) await redis.xAck(this.key, CLICK_CONSUMER_GROUP, reply.deletedMessages);
      cursor = reply.nextId;
      if (cursor === '0-0') break;
    }
    await this.forgetIdleConsumers();
  }

  /** Removes consumers that hold nothing and have been idle an hour (dead processes), so the group does not grow. */
  private async forgetIdleConsumers(): Promise<void> {
    const consumers = await this.options.redis.xInfoConsumers(this.key, CLICK_CONSUMER_GROUP);
    for (const consumer of consumers) {
      if (consumer.name !== this.name && consumer.pending === 0 && consumer.idle > FORGET_CONSUMERS_IDLE_MS) {
        await this.options.redis.xGroupDelConsumer(this.key, CLICK_CONSUMER_GROUP, consumer.name);
      }
    }
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
