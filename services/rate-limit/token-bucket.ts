import { createHash } from 'node:crypto';
import type { Redis } from '../../app/redis';

/**
 * A token bucket kept in Redis, so every app instance shares it. One Lua script refills by elapsed
 * time, takes one token when available and otherwise says how long until one is, atomically.
 * KEYS[1] bucket; ARGV: tokens per millisecond, burst, now (ms), cost.
 */
const SCRIPT = `
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local cost = tonumber(ARGV[4])
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
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
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(at))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst / rate) + 1000)
return { allowed, wait }
`;
const SCRIPT_SHA = createHash('sha1').update(SCRIPT).digest('hex');

export interface BucketPolicy {
  /** Identifies the limit in keys and logs (for example `login`). */
  name: string;
  /** Sustained rate: `tokens` every `perMs` milliseconds. */
  tokens: number;
  perMs: number;
  burst: number;
}

export interface BucketDecision {
  allowed: boolean;
  /** Seconds until a request would be allowed again (0 when allowed), rounded up, at least 1 when refused. */
  retryAfterSeconds: number;
}

/** Takes one token from `policy`'s bucket for `subject` (an IP, a user id…). */
export async function takeToken(redis: Redis, prefix: string, policy: BucketPolicy, subject: string, now: Date): Promise<BucketDecision> {
  const key = `${prefix}ratelimit:${policy.name}:${subject}`;
  const args = [String(policy.tokens / policy.perMs), String(policy.burst), String(now.getTime()), '1'];
  let result: unknown;
  try {
    result = await redis.evalSha(SCRIPT_SHA, { keys: [key], arguments: args });
  } catch (error) {
    if (!String((error as Error).message).includes('NOSCRIPT')) throw error;
    result = await redis.eval(SCRIPT, { keys: [key], arguments: args });
  }
  const [allowed, waitMs] = result as [number, number];
  return { allowed: allowed === 1, retryAfterSeconds: allowed === 1 ? 0 : Math.max(1, Math.ceil(waitMs / 1000)) };
}
