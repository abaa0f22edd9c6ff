import type { FastifyRequest } from 'fastify';
import type { AppServices } from '../../services/context';
import { IpRateLimitError } from '../../services/accounts/limits';
import type { BucketDecision, BucketPolicy } from '../../services/rate-limit/token-bucket';
import { BatchedTokenBuckets } from '../../services/rate-limit/token-bucket-batch';
import { RedisGate } from '../click-routing/bounded';
import { clickApiLimitFailOpen } from '../click-routing/telemetry';
import { clientAddress } from '../../infra/client-address';

/** Spec "Limits": the Click API and the remote-execution endpoint share 200 requests/s per IP, burst 1000. */
export const CLICK_API_LIMIT: BucketPolicy = { name: 'click-api', tokens: 200, perMs: 1000, burst: 1000 };

const ALLOW: BucketDecision = { allowed: true, retryAfterSeconds: 0 };

/**
 * The shared limit of the Click API and rclient. The tokens of one event-loop turn are taken by one
 * Redis call. Without Redis (down or hanging) the limit is not enforced: requests keep flowing, and
 * each one let through so is counted (`click_api_rate_limit_fail_open_total`, by reason).
 */
export class ClickApiLimit {
  private readonly buckets: BatchedTokenBuckets;
  private readonly gate = new RedisGate((reason) => clickApiLimitFailOpen.inc({ reason }));

  constructor(private readonly services: AppServices) {
    this.buckets = new BatchedTokenBuckets(
      services.redis,
      services.config.redisPrefix,
      CLICK_API_LIMIT,
      services.clock,
    );
  }

  /** Takes a token for the caller's IP or throws 429. */
  async check(request: FastifyRequest): Promise<void> {
    if (!this.services.redis.isReady) {
      clickApiLimitFailOpen.inc({ reason: 'redis_unavailable' });
      return;
    }
    const ip = clientAddress(request);
    const decision = await this.gate.call(() => this.buckets.take(ip), ALLOW);
    if (!decision.allowed) throw new IpRateLimitError(decision.retryAfterSeconds);
  }
}
