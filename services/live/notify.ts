/** Calls a writer's listener (live updates); its failure never fails the write, whose rows are committed. */
export function notify<T>(listener: ((value: T) => void) | null, value: T): void {
  if (!listener) return;
  try {
    listener(value);
  } catch {
    /* live updates are best effort */
  }
}
