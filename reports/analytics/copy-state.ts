import type { CopyReader } from './reader';

/** The analytics copy's state as the Admin API shows it (GET /reports/analytics-copy). */
export interface CopyState {
  /** ANALYTICS: duckdb, clickhouse or postgres (no copy kept). */
  engine: string;
  /** ready, rebuilding, failed (reports read Postgres meanwhile), off (postgres) or unreachable (no owner answers). */
  state: string;
  days_done: number;
  days_total: number;
  /** The last day a rebuild copied (or resumes after); null when none ran in the owner's life. */
  day: string | null;
}

/**
 * What the copy's owner says of it, from any process (the owner itself, or asked over Redis). No
 * click counts: the copy holds every workspace's clicks, and a member sees only their own.
 */
export async function copyState(reader: CopyReader | null, engine: string): Promise<CopyState> {
  if (!reader) return { engine, state: 'off', days_done: 0, days_total: 0, day: null };
  const status = await reader.copyStatus();
  if (!status) return { engine: reader.engine, state: 'unreachable', days_done: 0, days_total: 0, day: null };
  return {
    engine: reader.engine,
    state: status.state,
    days_done: status.done,
    days_total: status.total,
    day: status.day,
  };
}
