import { runLuaScript, type Redis } from '../../infra/redis';
import { Batcher } from '../batching/batcher';
import {
  bucketArgs,
  bucketDecision,
  bucketKey,
  TOKEN_BUCKET_SCRIPT,
  type BucketDecision,
  type BucketPolicy,
} from './token-bucket';

/**
 * takeToken for a hot path: the tokens asked for during one turn of the event loop are taken by
 * one script call (one Redis round trip) instead of one each. Same buckets and keys as takeToken,
 * so both may serve one policy.
 */
export class BatchedTokenBuckets {
  private readonly batcher: Batcher<string, BucketDecision>;

  constructor(redis: Redis, prefix: string, policy: BucketPolicy, clock: () => Date) {
    this.batcher = new Batcher(
      async (subjects) => {
        const keys = subjects.map((subject) => bucketKey(prefix, policy, subject));
        const answers = (await runLuaScript(redis, TOKEN_BUCKET_SCRIPT, keys, bucketArgs(policy, clock()))) as [
          number,
          number,
        ][];
        return answers.map(bucketDecision);
      },
      { maxBatch: 500, maxParallel: 2 },
    );
  }

  /** Takes one token for `subject`; throws when Redis is unavailable. */
  take(subject: string): Promise<BucketDecision> {
    return this.batcher.add(subject);
  }
}
