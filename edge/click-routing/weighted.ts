import type { Weighted } from './compiled';

/** Random number in [0, 1); replaceable in tests that need a fixed choice. */
export type Random = () => number;

/**
 * One entry chosen with probability proportional to its weight (entries of weight 0 are never
 * chosen); null when no entry has a positive weight.
 */
export function pickWeighted<T>(entries: readonly Weighted<T>[], random: Random = Math.random): T | null {
  let total = 0;
  for (const entry of entries) if (entry.weight > 0) total += entry.weight;
  if (total <= 0) return null;
  let point = random() * total;
  for (const entry of entries) {
    if (entry.weight <= 0) continue;
    point -= entry.weight;
    if (point < 0) return entry.item;
  }
  // Floating-point edge: the last positive entry.
  for (let i = entries.length - 1; i >= 0; i--) if (entries[i].weight > 0) return entries[i].item;
  return null;
}
