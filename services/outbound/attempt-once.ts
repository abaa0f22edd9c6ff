import type { Redis } from '../../infra/redis';

/** An attempt's outcome as kept in its Redis marker. */
export type Kept<T> = T & {
  /** In the delivery log (what follows it may still be missing). */
  logged: boolean;
};

export interface AttemptSteps<T extends object> {
  /** Sends the request and answers its outcome; null when nothing was sent (nothing is kept). */
  send(): Promise<T | null>;
  /** Writes the attempt's log entry; answers the outcome as it stands in the log (a twin run's entry may be there first). */
  log(outcome: T): Promise<T>;
  /** Reads a marker's text; for a marker format older than this helper. Default: JSON. */
  parse?(raw: string): Kept<T>;
}

/**
 * One outbound attempt (webhook, outbound postback, CAPI) sent at most once per marker key and
 * logged, whichever bee-queue run of its job gets there. The outcome goes to Redis as soon as the
 * answer arrives, before the log entry: a Postgres failure while logging then makes the retry log
 * it, not send it again. A crash between sending and writing the marker still sends it again (at
 * least once). Should Redis fail between the log entry and the marker saying so, the retry logs
 * it again: the log step must cope with its own entry already being there.
 */
export async function attemptOnce<T extends object>(
  redis: Redis,
  key: string,
  ttlSeconds: number,
  steps: AttemptSteps<T>,
): Promise<T | null> {
  const raw = await redis.get(key);
  let kept: Kept<T> | null = raw === null ? null : steps.parse ? steps.parse(raw) : (JSON.parse(raw) as Kept<T>);
  if (!kept) {
    const outcome = await steps.send();
    if (outcome === null) return null;
    kept = { ...outcome, logged: false };
    await redis.set(key, JSON.stringify(kept), { EX: ttlSeconds });
  }
  if (kept.logged) return withoutFlag(kept);
  const logged = await steps.log(withoutFlag(kept));
  await redis.set(key, JSON.stringify({ ...logged, logged: true }), { EX: ttlSeconds });
  return logged;
}

function withoutFlag<T extends object>(kept: Kept<T>): T {
  const { logged: _logged, ...outcome } = kept;
  return outcome as unknown as T;
}
