import { setTimeout as sleep } from 'node:timers/promises';

type Falsy = false | 0 | '' | null | undefined;

/**
 * Polls (every 25 ms) until the condition holds, then answers the value read; throws after
 * `timeoutMs` (15 s unless given) with the last value. `waitFor(read)` waits for a truthy value
 * (answered without its falsy cases); `waitFor(read, done)` for a value that `done` accepts.
 */
export async function waitFor<T>(
  read: () => Promise<T> | T,
  done: (value: T) => boolean,
  timeoutMs?: number,
): Promise<T>;
export async function waitFor<T>(read: () => Promise<T | Falsy> | T | Falsy, timeoutMs?: number): Promise<T>;
export async function waitFor<T>(
  read: () => Promise<T> | T,
  doneOrTimeout?: ((value: T) => boolean) | number,
  timeoutMs = 15_000,
): Promise<T> {
  const done = typeof doneOrTimeout === 'function' ? doneOrTimeout : (value: T) => Boolean(value);
  const limitMs = typeof doneOrTimeout === 'number' ? doneOrTimeout : timeoutMs;
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`condition not met in ${limitMs} ms; last value ${JSON.stringify(value)}`);
    await sleep(25);
  }
}
