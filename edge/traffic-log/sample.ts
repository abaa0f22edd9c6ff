/**
 * Whether a click is traced at the workspace's traffic_log_sample percentage. Deterministic from the
 * click id, so the same click is always in or out: its last 4 bytes (random in UUIDv4 and in the
 * UUIDv7 click ids, whose first bytes are the time) as an unsigned integer, mod 100, below the
 * percentage. Tracing only adds a trace row; the click is recorded the same either way.
 */
export function isTraced(clickId: string, samplePercent: number): boolean {
  if (!(samplePercent > 0)) return false;
  if (samplePercent >= 100) return true;
  return traceBucket(clickId) < samplePercent;
}

/** 0–99 from the last 8 hex digits of the id. */
export function traceBucket(clickId: string): number {
  const value = parseInt(clickId.slice(-8), 16);
  return Number.isNaN(value) ? 0 : value % 100;
}
