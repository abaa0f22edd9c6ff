import { luaScript, runLuaScript, type Redis } from '../../infra/redis';
import type { ClickEntry } from './click-entry';

/** The Redis stream that makes clicks durable before the response, and its consumer group. */
export const clickStreamKey = (redisPrefix: string): string => `${redisPrefix}clicks`;
export const CLICK_CONSUMER_GROUP = 'click-writers';

/**
 * Appends a batch of clicks while the stream holds fewer than `max` unwritten clicks. Written
 * clicks are deleted from the stream, so its length is the backlog; at the bound the rest of the
 * batch is refused (and takes the direct path) instead of trimming older clicks that are not in
 * Postgres yet. KEYS[1] stream; ARGV[1] max, then (click, trace, time) per click. Answers how
 * many were appended (the first ones of the batch).
 */
const APPEND = luaScript(`
local room = tonumber(ARGV[1]) - redis.call('XLEN', KEYS[1])
local appended = 0
for i = 2, #ARGV, 3 do
  if appended >= room then break end
  redis.call('XADD', KEYS[1], '*', 'c', ARGV[i], 't', ARGV[i + 1], 'ts', ARGV[i + 2])
  appended = appended + 1
end
return appended`);

/** How many of `entries` were appended, in order (the rest did not fit under `max`). */
export async function appendClicks(
  redis: Redis,
  key: string,
  max: number,
  entries: readonly ClickEntry[],
): Promise<number> {
  const args = [String(max)];
  for (const entry of entries) args.push(entry.click, entry.trace ?? '', String(entry.time));
  return Number(await runLuaScript(redis, APPEND, [key], args));
}

/** A stream message back into an entry (null for a message Redis no longer has). */
export function entryOf(message: Record<string, string> | null | undefined): ClickEntry | null {
  if (!message?.c) return null;
  return { click: message.c, trace: message.t ? message.t : null, time: Number(message.ts) };
}
