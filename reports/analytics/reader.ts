import { Counter } from 'prom-client';
import { registry } from '../../infra/telemetry';
import type { CopyReader, Unavailable } from '../../services/analytics-copy';

export type {
  AnalyticsStatus,
  CopyAccess,
  CopyAnswer,
  CopyLines,
  CopyReader,
  Unavailable,
} from '../../services/analytics-copy';

/**
 * A read of the copy once it is current: `current` names why it cannot answer (null: every write
 * committed before the call is in it), then `read` runs; an error that says the store cannot be
 * reached (`isDown`) is an `unavailable: down` answer too. One rule for the owner and for a
 * process reading a shared server directly.
 */
export async function readWhenCurrent<T extends object>(
  current: () => Promise<Unavailable | null>,
  isDown: (error: unknown) => boolean,
  read: () => Promise<T>,
): Promise<T | { unavailable: Unavailable }> {
  try {
    const unavailable = await current();
    return unavailable ? { unavailable } : await read();
  } catch (error) {
    if (isDown(error)) return { unavailable: 'down' };
    throw error;
  }
}

const copyReads = new Counter({
  name: 'analytics_copy_reads_total',
  help: 'Reports read from the analytics copy, by engine, by how this process reached it (owner, redis, direct) and kind (grouped, stream)',
  labelNames: ['engine', 'access', 'kind'] as const,
  registers: [registry],
});

/** Counts a report answered by the copy (the metric says which processes read the server directly). */
export function countCopyRead(reader: CopyReader, kind: 'grouped' | 'stream'): void {
  copyReads.inc({ engine: reader.engine, access: reader.access, kind });
}
