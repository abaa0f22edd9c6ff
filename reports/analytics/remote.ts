import { randomUUID } from 'node:crypto';
import { openRedis, type Redis } from '../../infra/redis';
import { startedStream, type CopyEngine } from './copy-store';
import type { AnalyticsStatus, CopyAnswer, CopyLines, CopyReader, Unavailable } from './reader';

export type { AnalyticsStatus } from './reader';

/**
 * Other processes and hosts reach the copy's owner through Redis (docs/reports.md, "Analytics
 * store"): a request is pushed on the list `<prefix>analytics:requests`, the owner takes it
 * (BLPOP) and pushes its answer on `<prefix>analytics:reply:<id>` (kept 30 s), where the asker
 * waits for it (BLPOP). No port to open or secure; every process already speaks to the Redis.
 * Redis is inside the deployment's trust boundary (it carries the jobs): a request carries the
 * report's SQL and its bound values, which only the report engine writes.
 */

export type AnalyticsRequest =
  | { op: 'grouped'; sql: string; values: (string | number | boolean | null)[] }
  | { op: 'stream'; sql: string; values: (string | number | boolean | null)[] }
  /** Catch up, then say so (`{ unavailable: null }`) or why not: a process reading a shared server directly asks it first. */
  | { op: 'current' }
  | { op: 'rebuild' }
  | { op: 'status' };

/** What the owner does with a request. */
export interface AnalyticsHandler {
  grouped(sql: string, values: (string | number | boolean | null)[]): Promise<CopyAnswer>;
  streamLines(sql: string, values: (string | number | boolean | null)[]): Promise<CopyLines>;
  ensureCurrent(): Promise<Unavailable | null>;
  requestRebuild(): void;
  status(): AnalyticsStatus;
}

const requestsKey = (prefix: string) => `${prefix}analytics:requests`;
const replyKey = (prefix: string, id: string) => `${prefix}analytics:reply:${id}`;
const ownerKey = (prefix: string) => `${prefix}analytics:owner`;
const REPLY_TTL_MS = 30_000;
/**
 * A streamed answer (op `stream`) is a series of messages on the reply list, each tagged by its
 * first character: `c` a chunk of lines, `e` the end, `u` unavailable (the reason follows), `x` an
 * error (its message follows). The owner keeps at most this many chunks waiting (about 4 MB), so
 * an export of any size holds little in Redis; an asker that stopped reading lets the owner give
 * up after REPLY_TTL_MS.
 */
const QUEUED_CHUNKS = 16;
/** The owner renews its presence this often; it lapses after three missed renewals. */
const PRESENCE_MS = 2000;

/** The owner's side: serves requests until `stop` (its own blocking connection). */
export async function serveAnalyticsRequests(
  url: string,
  prefix: string,
  handler: AnalyticsHandler,
): Promise<{ stop(): Promise<void> }> {
  const blocking = await openRedis(url, 'analytics-owner');
  const replies = await openRedis(url, 'analytics-replies');
  let running = true;
  const present = () => replies.set(ownerKey(prefix), String(process.pid), { PX: PRESENCE_MS * 3 }).catch(() => null);
  await present();
  const presence = setInterval(present, PRESENCE_MS);
  presence.unref();
  const stream = async (id: string, request: { sql: string; values: (string | number | boolean | null)[] }) => {
    const key = replyKey(prefix, id);
    const push = async (message: string) => {
      const queued = Number((await replies.multi().rPush(key, message).pExpire(key, REPLY_TTL_MS).exec())[0]);
      for (const since = Date.now(); queued > QUEUED_CHUNKS && (await replies.lLen(key)) > QUEUED_CHUNKS / 2; ) {
        if (Date.now() - since > REPLY_TTL_MS) throw new Error('the asker stopped reading');
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    let answer: CopyLines;
    try {
      answer = await handler.streamLines(request.sql, request.values);
    } catch (error) {
      return push(`x${error instanceof Error ? error.message : String(error)}`);
    }
    if ('unavailable' in answer) return push(`u${answer.unavailable}`);
    try {
      for await (const chunk of answer.chunks) await push(`c${chunk}`);
      await push('e');
    } catch (error) {
      await push(`x${error instanceof Error ? error.message : String(error)}`).catch(() => undefined);
    }
  };
  const answer = async (id: string, request: AnalyticsRequest) => {
    if (request.op === 'stream') return stream(id, request);
    let reply: unknown;
    try {
      if (request.op === 'grouped') reply = await handler.grouped(request.sql, request.values);
      else if (request.op === 'current') reply = { unavailable: await handler.ensureCurrent() };
      else if (request.op === 'rebuild') {
        handler.requestRebuild();
        reply = handler.status();
      } else reply = handler.status();
    } catch (error) {
      reply = { error: error instanceof Error ? error.message : String(error) };
    }
    await replies
      .multi()
      .rPush(replyKey(prefix, id), JSON.stringify(reply))
      .pExpire(replyKey(prefix, id), REPLY_TTL_MS)
      .exec();
  };
  const loop = (async () => {
    while (running) {
      const next = await blocking.blPop(requestsKey(prefix), 1).catch(() => null);
      if (!next) continue;
      const { id, request } = JSON.parse(next.element) as { id: string; request: AnalyticsRequest };
      void answer(id, request).catch(() => undefined);
    }
  })();
  return {
    async stop() {
      running = false;
      clearInterval(presence);
      await loop;
      await replies.del(ownerKey(prefix)).catch(() => undefined);
      await Promise.allSettled([blocking.quit(), replies.quit()]);
    },
  };
}

/** Sends one request and waits up to `timeoutMs` for its answer (null: no owner answered). */
export async function askOwner<T>(
  connections: () => Promise<Redis>,
  release: (redis: Redis) => void,
  prefix: string,
  request: AnalyticsRequest,
  timeoutMs: number,
): Promise<T | null> {
  const redis = await connections();
  try {
    // No owner present (stopped, not started yet): answer at once rather than after the wait.
    if (!(await redis.exists(ownerKey(prefix)))) return null;
    const id = randomUUID();
    await redis.rPush(requestsKey(prefix), JSON.stringify({ id, request }));
    const reply = await redis.blPop(replyKey(prefix, id), timeoutMs / 1000);
    if (!reply) {
      // Nobody took it in time: take it back so a late owner does not run it for nobody.
      await redis.lRem(requestsKey(prefix), 1, JSON.stringify({ id, request }));
      return null;
    }
    const parsed = JSON.parse(reply.element) as T | { error: string };
    if (parsed && typeof parsed === 'object' && 'error' in parsed) throw new Error(`analytics store: ${parsed.error}`);
    return parsed as T;
  } finally {
    release(redis);
  }
}

/**
 * Sends a stream request (op `stream`): null when no owner answered within `timeoutMs`; otherwise
 * the owner's lines as they come, each message awaited up to `timeoutMs`. The connection is held
 * until the last chunk was read (or the reader left the iteration).
 */
export async function askOwnerStream(
  connections: () => Promise<Redis>,
  release: (redis: Redis) => void,
  prefix: string,
  request: { sql: string; values: (string | number | boolean | null)[] },
  timeoutMs: number,
): Promise<CopyLines | null> {
  const redis = await connections();
  const id = randomUUID();
  const key = replyKey(prefix, id);
  const next = async (): Promise<string | null> => (await redis.blPop(key, timeoutMs / 1000))?.element ?? null;
  let first: string | null;
  try {
    if (!(await redis.exists(ownerKey(prefix)))) {
      release(redis);
      return null;
    }
    const message = JSON.stringify({ id, request: { op: 'stream', ...request } });
    await redis.rPush(requestsKey(prefix), message);
    first = await next();
    if (first === null) {
      await redis.lRem(requestsKey(prefix), 1, message);
      release(redis);
      return null;
    }
  } catch (error) {
    release(redis);
    throw error;
  }
  if (first[0] === 'u') {
    release(redis);
    return { unavailable: first.slice(1) as Unavailable };
  }
  const chunks = async function* (): AsyncGenerator<string, void> {
    let ended = false;
    try {
      yield ''; // started (startedStream): the connection is released whenever the reader leaves
      for (let message: string | null = first; ; message = await next()) {
        if (message === null) throw new Error('analytics store: the owner stopped answering');
        if (message[0] === 'x') throw new Error(`analytics store: ${message.slice(1)}`);
        if (message[0] === 'e') break;
        yield message.slice(1);
      }
      ended = true;
    } finally {
      // Left early: the rest of the answer is dropped, and this connection with it (a blocking pop may be pending).
      if (ended) release(redis);
      else {
        await redis.del(key).catch(() => undefined);
        void redis.quit().catch(() => undefined);
      }
    }
  };
  return { chunks: await startedStream(chunks()) };
}

/**
 * A process without the copy (an HTTP worker, another host) reads it through the owner; a few
 * blocking connections of its own, opened when first needed. No answer within the wait: the
 * report reads Postgres (`unavailable: down`).
 */
export class RemoteCopyReader implements CopyReader {
  readonly access = 'redis' as const;
  private idle: Redis[] = [];
  private all: Redis[] = [];

  constructor(
    private readonly url: string,
    private readonly prefix: string,
    private readonly timeoutMs = 60_000,
    readonly engine: CopyEngine = 'duckdb',
  ) {}

  private connection = async (): Promise<Redis> => {
    const ready = this.idle.pop();
    if (ready) return ready;
    const opened = await openRedis(this.url, 'analytics-reader');
    this.all.push(opened);
    return opened;
  };

  private release = (redis: Redis): void => {
    if (this.idle.length < 4) this.idle.push(redis);
    else {
      this.all = this.all.filter((r) => r !== redis);
      void redis.quit().catch(() => undefined);
    }
  };

  copyStatus(): Promise<AnalyticsStatus | null> {
    return askOwner<AnalyticsStatus>(this.connection, this.release, this.prefix, { op: 'status' }, this.timeoutMs);
  }

  async grouped(sql: string, values: (string | number | boolean | null)[]): Promise<CopyAnswer> {
    const answer = await askOwner<CopyAnswer>(
      this.connection,
      this.release,
      this.prefix,
      { op: 'grouped', sql, values },
      this.timeoutMs,
    );
    return answer ?? { unavailable: 'down' };
  }

  async streamLines(sql: string, values: (string | number | boolean | null)[]): Promise<CopyLines> {
    const answer = await askOwnerStream(this.connection, this.release, this.prefix, { sql, values }, this.timeoutMs);
    return answer ?? { unavailable: 'down' };
  }

  /**
   * Asks the owner to catch up (op `current`): null once the copy holds every write committed
   * before the request, else why it cannot answer (no owner, or an owner of a release that does
   * not know the op: `down`).
   */
  async ensureCurrent(): Promise<Unavailable | null> {
    const answer = await askOwner<{ unavailable?: Unavailable | null }>(
      this.connection,
      this.release,
      this.prefix,
      { op: 'current' },
      this.timeoutMs,
    );
    return answer && 'unavailable' in answer ? (answer.unavailable ?? null) : 'down';
  }

  async close(): Promise<void> {
    await Promise.allSettled(this.all.map((r) => r.quit()));
    this.all = [];
    this.idle = [];
  }
}
