/**
 * RFC 3339 in UTC with nine fractional digits, as the webhook spec asks
 * (`2026-11-21T05:09:07.147000000Z`). A Date holds milliseconds, so the last six digits are
 * zeros: the format is nanosecond, the precision is what the clock gives. An exact instant in
 * nanoseconds since the epoch (a bigint) is printed with all nine digits.
 */
export function rfc3339Nano(instant: Date | bigint): string {
  const nanos = typeof instant === 'bigint' ? instant : BigInt(instant.getTime()) * 1_000_000n;
  const millis = nanos / 1_000_000n - (nanos < 0n && nanos % 1_000_000n !== 0n ? 1n : 0n);
  const fraction = ((nanos % 1_000_000_000n) + 1_000_000_000n) % 1_000_000_000n;
  const seconds = new Date(Number(millis)).toISOString().slice(0, 19);
  return `${seconds}.${fraction.toString().padStart(9, '0')}Z`;
}
