/**
 * How a postback is deduplicated: two layers, read here first.
 *
 * 1. **Redis claim (exact repeats, 24 h).** Before anything is written, the postback route claims
 *    dedupKey(txid, translated status, canonical amount, currency) per workspace with SET NX EX
 *    (claimDedup, or BatchedDedupClaims on the hot path: one script per event-loop turn). A held
 *    key means the same postback was already taken within DEDUP_WINDOW_SECONDS: it is answered 200
 *    and logged as `duplicate`, nothing is written. When the write then fails, the route gives the
 *    claim back (releaseDedup, only if it still holds its token), so the sender's retry is recorded.
 *    A postback without a txid is never claimed.
 * 2. **SQL identity (one conversion per txid per click, forever).** `conversions.txid_or_event`
 *    holds the txid (or `event:<name>` for a browser event without one) and is unique with the
 *    click (`unique (click_created_at, click_id, txid_or_event)`). The write (store.ts WRITE_BATCH)
 *    finds the conversion of that key and, for postbacks, updates its status/amount/currency when
 *    they differ (a new revision) or records a duplicate when they do not; an insert race on the
 *    same key is resolved by `on conflict do nothing` and a second pass. Null (a postback without
 *    txid) is always a new conversion.
 * 3. **Write id (a lost commit reply).** A batch whose Postgres connection dropped is sent again
 *    by the store with the same write ids; the statement skips writes already in
 *    conversion_writes and answers their committed outcome, so that retry never writes twice.
 *    It covers the store's own retry only: a partner's new request gets a new write id.
 *
 * So a repeat with a new status passes the claim (its key differs) and becomes an update of the
 * same conversion; an exact repeat stops at the claim, and after the window at the SQL check.
 */
import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { luaScript, runLuaScript, type Redis } from '../../../infra/redis';
import { Batcher } from '../../batching/batcher';

/** Spec (Limits): the postback deduplication window. */
export const DEDUP_WINDOW_SECONDS = 24 * 3600;

/**
 * The deduplication key of a postback: txid with status, amount and currency (spec: Postback
 * intake, rule 3), per workspace. Status is the translated one and amount the canonical decimal,
 * so `10,50` and `10.50` are the same postback.
 */
export function dedupKey(
  prefix: string,
  workspaceId: string,
  txid: string,
  status: string,
  amount: string,
  currency: string,
): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([txid, status, amount, currency]))
    .digest('base64url');
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
export async function claimDedup(
  redis: Redis,
  key: string,
  windowSeconds = DEDUP_WINDOW_SECONDS,
): Promise<DedupClaim | null> {
  const token = randomUUID();
  const set = await redis.set(key, token, { NX: true, EX: windowSeconds });
  return set === 'OK' ? { key, token } : null;
}

// SET NX EX for each key with its own token; answers 1 (claimed), 0 (held) or -1 (unreadable) per key.
const CLAIM_MANY = luaScript(`
local window = ARGV[#KEYS + 1]
local out = {}
for i, key in ipairs(KEYS) do
  local ok, set = pcall(redis.call, 'SET', key, ARGV[i], 'NX', 'EX', window)
  if not ok then out[i] = -1 elseif set then out[i] = 1 else out[i] = 0 end
end
return out`);

/**
 * claimDedup for the postback hot path: the claims made during one turn of the event loop go in
 * one script call (one Redis round trip). Each key is still claimed atomically, in order, so of
 * identical postbacks in one batch exactly the first gets the claim.
 */
export class BatchedDedupClaims {
  private readonly batcher: Batcher<string, DedupClaim | null>;

  constructor(redis: Redis, windowSeconds = DEDUP_WINDOW_SECONDS) {
    this.batcher = new Batcher(
      async (keys) => {
        const tokens = keys.map(() => randomUUID());
        let answers: number[];
        try {
          answers = (await runLuaScript(redis, CLAIM_MANY, keys, [...tokens, String(windowSeconds)])) as number[];
        } catch (error) {
          // The script may have run and only its answer been lost with the connection: give back what
          // it may have claimed, or the partner's retries read as duplicates for 24 h with nothing recorded.
          void releaseUnknownClaims(
            redis,
            keys.map((key, i) => ({ key, token: tokens[i] })),
          );
          throw error;
        }
        return answers.map((answer, i) =>
          answer === -1
            ? new Error('deduplication key unreadable')
            : answer === 1
              ? { key: keys[i], token: tokens[i] }
              : null,
        );
      },
      { maxBatch: 500, maxParallel: 2 },
    );
  }

  /** As claimDedup: null when another postback holds the key; throws when Redis is unavailable. */
  claim(key: string): Promise<DedupClaim | null> {
    return this.batcher.add(key);
  }
}

// Deletes the key only while it still holds our token, so a late release never frees a newer claim.
const RELEASE = luaScript(
  `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`,
);

/** Gives a claim back after a failure, so the partner's retry is recorded. Never throws. */
export async function releaseDedup(redis: Redis, claim: DedupClaim): Promise<void> {
  await runLuaScript(redis, RELEASE, [claim.key], [claim.token]).catch(() => undefined);
}

/**
 * Releases claims whose fate is unknown (the claiming call failed, or its connection was reset as
 * hung after the script may have run). The request client fails fast while Redis is away, so the
 * release is tried again with back-off (capped at 5 s) for about two minutes: a partner's retry
 * that comes after it is recorded, not answered as a duplicate.
 */
async function releaseUnknownClaims(redis: Redis, claims: DedupClaim[]): Promise<void> {
  for (let attempt = 0; attempt < 30 && claims.length; attempt++) {
    if (attempt) await sleep(Math.min(100 * 2 ** attempt, 5000), undefined, { ref: false }); // never holds a stopping process
    const results = await Promise.allSettled(
      claims.map((claim) => runLuaScript(redis, RELEASE, [claim.key], [claim.token])),
    );
    claims = claims.filter((_, i) => results[i].status === 'rejected');
  }
}
