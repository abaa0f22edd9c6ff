import type { FastifyRequest } from 'fastify';
import type { AppServices } from '../../app/context';
import { IpRateLimitError } from '../../services/accounts/limits';
import { takeToken, type BucketDecision, type BucketPolicy } from '../../services/rate-limit/token-bucket';
import { RedisGate } from '../routing/bounded';

/** Spec "Limits": the Click API and the remote-execution endpoint share 200 requests/s per IP, burst 1000. */
export const CLICK_API_LIMIT: BucketPolicy = { name: 'click-api', tokens: 200, perMs: 1000, burst: 1000 };

const ALLOW: BucketDecision = { allowed: true, retryAfterSeconds: 0 };
const gate = new RedisGate();

/** Takes a token for the caller's IP or throws 429. Without Redis (down or hanging) the limit is not enforced: requests keep flowing. */
export async function limitClickApi(services: AppServices, request: FastifyRequest): Promise<void> {
  const { redis, config, clock } = services;
  if (!redis.isReady) return;
  const decision = await gate.call(() => takeToken(redis, config.redisPrefix, CLICK_API_LIMIT, request.ip, clock()), ALLOW);
  if (!decision.allowed) throw new IpRateLimitError(decision.retryAfterSeconds);
}
