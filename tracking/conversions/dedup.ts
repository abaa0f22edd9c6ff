import { createHash, randomUUID } from 'node:crypto';
import { luaScript, runLuaScript, type Redis } from '../../app/redis';

/** Spec (Limits): the postback deduplication window. */
export const DEDUP_WINDOW_SECONDS = 24 * 3600;

/**
 * The deduplication key of a postback: txid with status, amount and currency (spec: Postback
 * intake, rule 3), per workspace. Status is the translated one and amount the canonical decimal,
 * so `10,50` and `10.50` are the same postback.
 */
export function dedupKey(prefix: string, workspaceId: string, txid: string, status: string, amount: string, currency: string): string {
  const digest = createHash('sha256').update(JSON.stringify([txid, status, amount, currency])).digest('base64url');
  return `${prefix}conv:dedup:${workspaceId}:${digest}`;
}

export interface DedupClaim {
  key: string;
  token: string;
}

/**
 * Claims a key atomically (SET NX EX) before anything is written. Null: another postback holds it
 * (an exact repeat within the window). Throws when Redis is unavailable.
 */
export async function claimDedup(redis: Redis, key: string, windowSeconds = DEDUP_WINDOW_SECONDS): Promise<DedupClaim | null> {
  const token = randomUUID();
  const set = await redis.set(key, token, { NX: true, EX: windowSeconds });
  return set === 'OK' ? { key, token } : null;
}

// Deletes the key only while it still holds our token, so a late release never frees a newer claim.
const RELEASE = luaScript(`if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`);

/** Gives a claim back after a failure, so the partner's retry is recorded. Never throws. */
export async function releaseDedup(redis: Redis, claim: DedupClaim): Promise<void> {
  await runLuaScript(redis, RELEASE, [claim.key], [claim.token]).catch(() => undefined);
}
