/** The click log's cursor on the copy: a click's time as microseconds since the epoch (text), and back. */

/** Microseconds since the epoch (text) as the cursor's time. */
export function timeOfMicros(us: string): string {
  const micros = BigInt(us);
  const ms = micros / 1000n;
  const iso = new Date(Number(ms)).toISOString();
  return `${iso.slice(0, 23)}${String(micros % 1000n).padStart(3, '0')}Z`;
}

/** The cursor's time as microseconds since the epoch (text). */
export function microsOfTime(time: string): string {
  return String(BigInt(Date.parse(time.slice(0, 23) + 'Z')) * 1000n + BigInt(time.slice(23, 26)));
}
