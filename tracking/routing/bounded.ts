/** Hot-path Redis calls wait at most this long; past it the click goes on without the answer. */
export const HOT_REDIS_TIMEOUT_MS = 250;

/**
 * The call's result, or `fallback` when it fails or takes longer than `ms`. The redirect never
 * waits on a slow or dead Redis for anything but making the click durable (the recorder's job).
 */
export async function bounded<T>(call: () => Promise<T>, fallback: T, ms = HOT_REDIS_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([call(), new Promise<T>((resolve) => (timer = setTimeout(resolve, ms, fallback)))]);
  } catch {
    return fallback;
  } finally {
    clearTimeout(timer);
  }
}
