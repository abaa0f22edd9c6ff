/** Hot-path Redis calls wait at most this long; past it the click goes on without the answer. */
export const HOT_REDIS_TIMEOUT_MS = 250;
/** After a Redis call failed or timed out, calls through the same gate skip Redis this long. */
export const HOT_REDIS_BACKOFF_MS = 5000;

const TIMED_OUT = Symbol('timed out');

/**
 * The call's result, or `fallback` when it fails or takes longer than `ms`. The redirect never
 * waits on a slow or dead Redis for anything but making the click durable (the recorder's job).
 */
export async function bounded<T>(call: () => Promise<T>, fallback: T, ms = HOT_REDIS_TIMEOUT_MS): Promise<T> {
  const result = await attempt(call, ms);
  return result === TIMED_OUT || result instanceof Failure ? fallback : result;
}

class Failure {}

async function attempt<T>(call: () => Promise<T>, ms: number): Promise<T | typeof TIMED_OUT | Failure> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      call(),
      new Promise<typeof TIMED_OUT>((resolve) => (timer = setTimeout(resolve, ms, TIMED_OUT))),
    ]);
  } catch {
    return new Failure();
  } finally {
    clearTimeout(timer);
  }
}

/** Why a gate answered its fallback: the call took too long, failed, or was skipped (the pause after one of those). */
export type GateFallback = 'timed_out' | 'failed' | 'backoff';

/**
 * bounded() with memory: once a call failed or timed out, the next calls skip Redis for
 * HOT_REDIS_BACKOFF_MS (answering the fallback at once), so a hanging Redis costs one click the
 * time-out, not every click. The first call after the pause tries again. `onFallback` hears of
 * every fallback answered (a metric: what went without Redis's answer).
 */
export class RedisGate {
  private skipUntil = 0;

  constructor(private readonly onFallback: (reason: GateFallback) => void = () => undefined) {}

  async call<T>(call: () => Promise<T>, fallback: T, ms = HOT_REDIS_TIMEOUT_MS): Promise<T> {
    if (Date.now() < this.skipUntil) {
      this.onFallback('backoff');
      return fallback;
    }
    const result = await attempt(call, ms);
    if (result === TIMED_OUT || result instanceof Failure) {
      this.skipUntil = Date.now() + HOT_REDIS_BACKOFF_MS;
      this.onFallback(result === TIMED_OUT ? 'timed_out' : 'failed');
      return fallback;
    }
    return result;
  }
}
