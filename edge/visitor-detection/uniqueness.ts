import type { Redis } from '../../infra/redis';

/** Uniqueness scopes: a campaign's (or a whole workspace's) visitors and a flow's visitors are counted apart. */
export type UniquenessScope = `campaign:${string}` | `workspace:${string}` | `flow:${string}`;

const TIMEOUT_MS = 250;

/**
 * True when the visitor has not been seen in the scope within the period: one `SET NX EX` marks them
 * seen for `periodSeconds`. Without Redis (down or slower than 250 ms) the visitor counts as unique,
 * as a visitor whose history cannot be read is (docs/clicks.md), and the redirect is not held up.
 */
export async function isUnique(
  redis: Redis,
  prefix: string,
  scope: UniquenessScope,
  visitorId: string,
  periodSeconds: number,
): Promise<boolean> {
  if (!redis.isReady) return true;
  const key = `${prefix}uniq:${scope}:${visitorId}`;
  let timer: NodeJS.Timeout | undefined;
  try {
    const reply = await Promise.race([
      redis.set(key, '1', {
        condition: 'NX',
        expiration: { type: 'EX', value: Math.max(1, Math.floor(periodSeconds)) },
      }),
      new Promise<'timeout'>((resolve) => (timer = setTimeout(resolve, TIMEOUT_MS, 'timeout'))),
    ]);
    return reply === 'timeout' ? true : reply === 'OK';
  } catch {
    return true;
  } finally {
    clearTimeout(timer);
  }
}
