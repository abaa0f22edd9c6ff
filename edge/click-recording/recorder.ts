import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from '../../infra/redis';
import { writeEntries } from './batch-writer';
import type { ClickRecord, TraceRecord } from './click-record';
import { toEntry, type ClickEntry } from './click-entry';
import type { ClickStore } from './click-store';
import { appendClicks, clickStreamKey } from './click-stream';
import { Batcher } from '../../services/batching/batcher';
import { BoundedQueue } from './memory-buffer';
import { addDepthSource, clickFallbacks, clicksLost } from './telemetry';
import { appendClickThroughs, markClickThroughs, PendingClickThroughs, type ClickThrough } from './click-throughs';

export interface RecorderOptions {
  redis: Redis;
  store: ClickStore;
  redisPrefix: string;
  /** Unwritten clicks the stream may hold before new ones take the direct path. */
  streamMaxLength: number;
  /** Clicks held in memory while neither Redis nor Postgres takes them. */
  bufferMax: number;
  log: FastifyBaseLogger;
  /** How long a click waits for Redis before taking the direct path (default 1000 ms). */
  redisTimeoutMs?: number;
}

/** Where record() left the click: the Redis stream, the in-memory buffer (written soon), or nowhere. */
export type RecordPath = 'stream' | 'buffer' | 'lost';

type AppendResult = 'ok' | 'redis_unavailable' | 'stream_full';

const BATCH = 1000;
const MIN_RETRY_MS = 100;
const MAX_RETRY_MS = 5000;
/** After Redis failed or timed out, clicks skip it this long instead of each waiting for the time-out. */
const REDIS_BACKOFF_MS = 1000;

/**
 * Records clicks for the hot path. record() resolves once the click is durable in the Redis stream
 * (a consumer writes it to Postgres) — never waiting for Postgres. When Redis is down, slow or the
 * stream full, the click goes to a bounded in-memory buffer that one background loop writes to
 * Postgres directly (or back to the stream when only Postgres is down); what does not fit is
 * counted in clicks_lost_total. close() flushes the buffer.
 */
export class ClickRecorder {
  private readonly buffer: BoundedQueue<ClickEntry>;
  private readonly streamKey: string;
  private readonly redisTimeoutMs: number;
  private draining: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private closing = false;
  private deadline = Infinity;
  private skipRedisUntil = 0;
  private readonly removeDepthSource: () => void;
  /** The clicks of one event-loop turn go to the stream in one command. */
  private readonly appender = new Batcher<ClickEntry, AppendResult>((entries) => this.append(entries), {
    maxBatch: 1000,
    maxParallel: 8,
  });

  /** Click-throughs of one event-loop turn go to the stream in one command, behind their clicks. */
  private readonly throughAppender = new Batcher<ClickThrough, boolean>((items) => this.appendThroughs(items), {
    maxBatch: 1000,
    maxParallel: 8,
  });
  /** Click-throughs written directly (Redis out) whose click row was not there yet. */
  private readonly pendingThroughs = new PendingClickThroughs();
  private throughRetry: NodeJS.Timeout | null = null;

  constructor(private readonly options: RecorderOptions) {
    this.buffer = new BoundedQueue(options.bufferMax);
    this.streamKey = clickStreamKey(options.redisPrefix);
    this.redisTimeoutMs = options.redisTimeoutMs ?? 1000;
    this.removeDepthSource = addDepthSource(async () => ({
      buffer: this.buffer.length,
      stream: options.redis.isReady ? await options.redis.xLen(this.streamKey) : undefined,
    }));
  }

  /** Clicks waiting in memory for Redis or Postgres. */
  get buffered(): number {
    return this.buffer.length;
  }

  async record(click: ClickRecord, trace?: TraceRecord | null): Promise<RecordPath> {
    const entry = toEntry(click, trace);
    const appended = await this.appender.add(entry).catch((): AppendResult => 'redis_unavailable');
    if (appended === 'ok') return 'stream';
    clickFallbacks.inc({ reason: appended });
    if (!this.buffer.push(entry)) {
      clicksLost.inc({ reason: 'buffer_full' });
      return 'lost';
    }
    this.startDraining();
    return 'buffer';
  }

  /**
   * Records a landing click-through (click-throughs.ts) as a click is recorded: resolved once it is in
   * the Redis stream; with Redis out, written directly in the background (never awaited on the
   * request), tried again while its click row has not reached Postgres.
   */
  async recordClickThrough(item: ClickThrough): Promise<void> {
    const appended = await this.throughAppender.add(item).catch(() => false);
    if (!appended) void this.writeThroughs([item], 1);
  }

  private async appendThroughs(items: ClickThrough[]): Promise<boolean[]> {
    const { redis, streamMaxLength } = this.options;
    if (!redis.isReady || Date.now() < this.skipRedisUntil) return items.map(() => false);
    let timer: NodeJS.Timeout | undefined;
    try {
      const appended = await Promise.race([
        appendClickThroughs(redis, this.streamKey, streamMaxLength, items),
        new Promise<'timeout'>((resolve) => (timer = setTimeout(resolve, this.redisTimeoutMs, 'timeout'))),
      ]);
      if (appended === 'timeout') throw new Error('Redis did not answer in time');
      return items.map((_, index) => index < appended);
    } catch {
      this.skipRedisUntil = Date.now() + REDIS_BACKOFF_MS;
      return items.map(() => false);
    } finally {
      clearTimeout(timer);
    }
  }

  private async writeThroughs(items: ClickThrough[], tries: number): Promise<void> {
    const missing = await markClickThroughs(this.options.store.pool, items).catch(() => items);
    this.pendingThroughs.add(missing, tries);
    if (this.pendingThroughs.size && !this.throughRetry && !this.closing) {
      this.throughRetry = setTimeout(() => {
        this.throughRetry = null;
        void this.pendingThroughs.retry(this.options.store.pool).finally(() => this.writeThroughs([], 1));
      }, 1000).unref();
    }
  }

  /** Stops taking the fallback path's time: writes what is buffered (until the deadline) and counts the rest lost. */
  async close(timeoutMs: number): Promise<void> {
    this.closing = true;
    if (this.throughRetry) clearTimeout(this.throughRetry);
    this.deadline = Date.now() + timeoutMs;
    this.wake?.();
    await this.draining;
    if (this.buffer.length) {
      this.options.log.error({ clicks: this.buffer.length }, 'clicks still buffered at shutdown are lost');
      clicksLost.inc({ reason: 'shutdown' }, this.buffer.length);
      this.buffer.drop(this.buffer.length);
    }
    this.removeDepthSource();
  }

  /** Appends entries in order; those that did not fit are stream_full, all are redis_unavailable when Redis is out. */
  private async append(entries: ClickEntry[]): Promise<AppendResult[]> {
    const { redis, streamMaxLength } = this.options;
    if (!redis.isReady || Date.now() < this.skipRedisUntil) return entries.map(() => 'redis_unavailable');
    let timer: NodeJS.Timeout | undefined;
    try {
      // Clicks that time out here may still be appended later: the write is idempotent.
      const appended = await Promise.race([
        appendClicks(redis, this.streamKey, streamMaxLength, entries),
        new Promise<'timeout'>((resolve) => (timer = setTimeout(resolve, this.redisTimeoutMs, 'timeout'))),
      ]);
      if (appended === 'timeout') throw new Error('Redis did not answer in time');
      return entries.map((_, index) => (index < appended ? 'ok' : 'stream_full'));
    } catch {
      this.skipRedisUntil = Date.now() + REDIS_BACKOFF_MS;
      return entries.map(() => 'redis_unavailable');
    } finally {
      clearTimeout(timer);
    }
  }

  private startDraining(): void {
    this.draining ??= this.drain().finally(() => {
      this.draining = null;
      if (this.buffer.length && !this.closing) this.startDraining();
    });
  }

  /** One loop at a time: Postgres first, the stream when Postgres is down, then wait and retry. */
  private async drain(): Promise<void> {
    let delay = MIN_RETRY_MS;
    while (this.buffer.length && Date.now() < this.deadline) {
      const batch = this.buffer.peek(BATCH);
      try {
        await writeEntries(this.options.store, batch, 'direct', this.options.log);
        this.buffer.drop(batch.length);
        delay = MIN_RETRY_MS;
        continue;
      } catch (error) {
        this.options.log.warn(
          { err: error, clicks: this.buffer.length },
          'Postgres refused buffered clicks; will retry',
        );
      }
      const moved = await this.moveToStream(batch);
      this.buffer.drop(moved);
      if (moved === batch.length) continue;
      await this.sleep(delay);
      delay = Math.min(delay * 2, MAX_RETRY_MS);
    }
  }

  private async moveToStream(batch: ClickEntry[]): Promise<number> {
    // The appended entries are the first ones of the batch.
    return (await this.append(batch)).filter((result) => result === 'ok').length;
  }

  private sleep(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, Math.min(ms, Math.max(0, this.deadline - Date.now())));
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    }).then(() => {
      this.wake = null;
    });
  }
}
