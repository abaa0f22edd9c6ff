import type { WeightedValue } from './limits';

/** mulberry32: a small seeded generator, so a run is reproducible from its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks values by weight in O(log n) (cumulative table, binary search). */
export function weightedPicker(entries: WeightedValue[], random: () => number): () => string {
  const values: string[] = [];
  const bounds: number[] = [];
  let total = 0;
  for (const entry of entries) {
    if (entry.weight <= 0) continue;
    total += entry.weight;
    values.push(entry.value);
    bounds.push(total);
  }
  return () => {
    const point = random() * total;
    let low = 0;
    let high = bounds.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (point < bounds[mid]) high = mid;
      else low = mid + 1;
    }
    return values[low];
  };
}
