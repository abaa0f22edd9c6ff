import { luaScript, runLuaScript, type Redis } from '../../infra/redis';

/**
 * A token bucket kept in Redis, so every app instance shares it. One Lua script refills by elapsed
 * time, takes one token when available and otherwise says how long until one is, atomically, for
 * one key or many (the batched takers of token-bucket-batch.ts; a subject named twice takes two
 * tokens, in order). A key that cannot be read (a value of another type) answers -1 for itself
 * only. KEYS: buckets; ARGV: tokens per millisecond, burst, now (ms), cost. Answers {allowed,
 * wait ms} per key.
 */
export const TOKEN_BUCKET_SCRIPT = luaScript(`
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

/** The script's arguments for one token of `policy` at `now`. */
export const bucketArgs = (policy: BucketPolicy, now: Date): string[] => [
  String(policy.tokens / policy.perMs),
  String(policy.burst),
  String(now.getTime()),
  '1',
];

/** The bucket key of `subject` under `policy`. */
export const bucketKey = (prefix: string, policy: BucketPolicy, subject: string): string =>
  `${prefix}ratelimit:${policy.name}:${subject}`;

/** One answer of the script as a decision (an Error for an unreadable bucket). */
export function bucketDecision([allowed, waitMs]: [number, number]): BucketDecision | Error {
  if (allowed === -1) return new Error('rate limit bucket unreadable');
  return { allowed: allowed === 1, retryAfterSeconds: allowed === 1 ? 0 : Math.max(1, Math.ceil(waitMs / 1000)) };
}

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
export async function takeToken(
  redis: Redis,
  prefix: string,
  policy: BucketPolicy,
  subject: string,
  now: Date,
): Promise<BucketDecision> {
  const [answer] = (await runLuaScript(
    redis,
    TOKEN_BUCKET_SCRIPT,
    [bucketKey(prefix, policy, subject)],
    bucketArgs(policy, now),
  )) as [number, number][];
  const decision = bucketDecision(answer);
  if (decision instanceof Error) throw decision;
  return decision;
}
