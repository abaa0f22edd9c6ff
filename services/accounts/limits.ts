import type { AppContext } from '../context';
import { isRedisUnavailable, withDeadline } from '../../infra/redis';
import { DependencyUnavailableError, RateLimitError } from '../errors';
import { takeToken, type BucketDecision, type BucketPolicy } from '../rate-limit/token-bucket';

/** Spec "Limits": login, invitations and public branding, per client IP. */
export const LOGIN_LIMIT: BucketPolicy = { name: 'login', tokens: 1, perMs: 1000, burst: 10 };
export const INVITATION_LIMIT: BucketPolicy = { name: 'invitations', tokens: 1, perMs: 1000, burst: 10 };
export const BRANDING_LIMIT: BucketPolicy = { name: 'branding', tokens: 1, perMs: 1000, burst: 10 };
/** Spec "Limits": /me/password and /me/2fa/* share one bucket per account. */
export const ACCOUNT_SECURITY_LIMIT: BucketPolicy = { name: 'account-security', tokens: 1, perMs: 60_000, burst: 10 };

/**
 * A 429 from a per-IP limit. `limit_scope: 'ip'` tells the REST facade to answer text/plain
 * (spec: Errors); GraphQL clients see the same code and retryAfter.
 */
export class IpRateLimitError extends RateLimitError {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds, 'rate limit exceeded');
    this.details.limit_scope = 'ip';
  }
}

/** A bucket decision within the Redis deadline; an outage is a 503 (login cannot be limited, so it is not served). */
async function bucketTake(take: () => Promise<BucketDecision>, deadlineMs: number): Promise<BucketDecision> {
  try {
    return await withDeadline(take(), deadlineMs);
  } catch (error) {
    if (isRedisUnavailable(error)) throw new DependencyUnavailableError('Redis');
    throw error;
  }
}

/** Per-IP limit: the client IP is the socket peer, or X-Forwarded-For from TRUSTED_PROXIES (Fastify trustProxy). */
export async function limitByIp(ctx: AppContext, policy: BucketPolicy): Promise<void> {
  const { redis, config, clock } = ctx.services;
  const decision = await bucketTake(
    () => takeToken(redis, config.redisPrefix, policy, ctx.caller.ip, clock()),
    config.redisCommandTimeoutMs,
  );
  if (!decision.allowed) throw new IpRateLimitError(decision.retryAfterSeconds);
}

/** Per-account limit; the 429 is JSON `{error}` like every other admin error. */
export async function limitByAccount(ctx: AppContext, policy: BucketPolicy, userId: string): Promise<void> {
  const { redis, config, clock } = ctx.services;
  const decision = await bucketTake(
    () => takeToken(redis, config.redisPrefix, policy, userId, clock()),
    config.redisCommandTimeoutMs,
  );
  if (!decision.allowed)
    throw new RateLimitError(decision.retryAfterSeconds, 'too many attempts for this account: try again later');
}
