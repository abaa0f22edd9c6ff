import { createHash } from 'node:crypto';
import type { Redis } from '../../app/redis';
import type { ClickEntry } from './click-entry';

/** The Redis stream that makes clicks durable before the response, and its consumer group. */
export const clickStreamKey = (redisPrefix: string): string => `${redisPrefix}clicks`;
export const CLICK_CONSUMER_GROUP = 'click-writers';

/**
 * Appends unless the stream already holds `max` unwritten clicks. Written clicks are deleted from
 * the stream, so its length is the backlog; at the bound a click is refused (and goes to the
 * direct path) instead of trimming older clicks that are not in Postgres yet.
 */
const APPEND = `
if redis.call('XLEN', KEYS[1]) >= tonumber(ARGV[1]) then return false end
return redis.call('XADD', KEYS[1], '*', 'c', ARGV[2], 't', ARGV[3], 'ts', ARGV[4])`;
const APPEND_SHA = createHash('sha1').update(APPEND).digest('hex');

/** The entry's stream id, or null when the stream is full. */
export async function appendClick(redis: Redis, key: string, max: number, entry: ClickEntry): Promise<string | null> {
  const options = { keys: [key], arguments: [String(max), entry.click, entry.trace ?? '', String(entry.time)] };
  try {
    return (await redis.evalSha(APPEND_SHA, options)) as string | null;
  } catch (error) {
    if (!String((error as Error)?.message).includes('NOSCRIPT')) throw error;
    return (await redis.eval(APPEND, options)) as string | null;
  }
}

/** A stream message back into an entry (null for a message Redis no longer has). */
export function entryOf(message: Record<string, string> | null | undefined): ClickEntry | null {
  if (!message?.c) return null;
  return { click: message.c, trace: message.t ? message.t : null, time: Number(message.ts) };
}
