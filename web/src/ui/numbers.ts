/** A metric as the tables show it: integers as they are, decimals with two places, absent as a dash. */
export function formatNumber(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(2);
  return String(value);
}
