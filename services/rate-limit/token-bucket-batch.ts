import { luaScript, runLuaScript, type Redis } from '../../app/redis';
import { Batcher } from '../batching/batcher';
import type { BucketDecision, BucketPolicy } from './token-bucket';

/**
 * The token bucket of token-bucket.ts for many subjects in one script: the same refill and take,
 * key after key (a subject named twice takes two tokens, in order). A key that cannot be read (a
 * value of another type) answers -1 for itself only. KEYS: buckets; ARGV: tokens per
 * millisecond, burst, now (ms), cost. Answers {allowed, wait ms} per key.
 */
const SCRIPT = luaScript(`
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local cost = tonumber(ARGV[4])
local function take(key)
  local state = redis.call('HMGET', key, 'tokens', 'at')
  local tokens = tonumber(state[1])
  local at = tonumber(state[2])
  if tokens == nil or at == nil then
    tokens = burst
    at = now
  end
  if now > at then
    tokens = math.min(burst, tokens + (now - at) * rate)
    at = now
  end
  local allowed = 0
  local wait = 0
  if tokens >= cost then
    tokens = tokens - cost
    allowed = 1
  else
    wait = math.ceil((cost - tokens) / rate)
  end
  redis.call('HSET', key, 'tokens', tostring(tokens), 'at', tostring(at))
  redis.call('PEXPIRE', key, math.ceil(burst / rate) + 1000)
  return { allowed, wait }
end
local out = {}
for i, key in ipairs(KEYS) do
  local ok, decision = pcall(take, key)
  if ok then out[i] = decision else out[i] = { -1, 0 } end
end
return out
`);

/**
 * takeToken for a hot path: the tokens asked for during one turn of the event loop are taken by
 * one script call (one Redis round trip) instead of one each. Same buckets and keys as takeToken,
 * so both may serve one policy.
 */
export class BatchedTokenBuckets {
  private readonly batcher: Batcher<string, BucketDecision>;

  constructor(redis: Redis, prefix: string, policy: BucketPolicy, clock: () => Date) {
    const args = (now: Date) => [String(policy.tokens / policy.perMs), String(policy.burst), String(now.getTime()), '1'];
    this.batcher = new Batcher(
      async (subjects) => {
        const keys = subjects.map((subject) => `${prefix}ratelimit:${policy.name}:${subject}`);
        const answers = (await runLuaScript(redis, SCRIPT, keys, args(clock()))) as [number, number][];
        return answers.map(([allowed, waitMs]) =>
          allowed === -1
            ? new Error('rate limit bucket unreadable')
            : { allowed: allowed === 1, retryAfterSeconds: allowed === 1 ? 0 : Math.max(1, Math.ceil(waitMs / 1000)) },
        );
      },
      { maxBatch: 500, maxParallel: 2 },
    );
  }

  /** Takes one token for `subject`; throws when Redis is unavailable. */
  take(subject: string): Promise<BucketDecision> {
    return this.batcher.add(subject);
  }
}
