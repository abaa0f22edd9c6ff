import { Counter } from 'prom-client';
import { registry } from '../infra/telemetry';

/**
 * An export cut by its deadline (docs/reports.md, Export): the statement behind the cursor was
 * stopped (REPORT_TIMEOUT_S on the server, or the client's bound over the whole stream) after the
 * headers and some rows had gone out. The file then ends with a trailer line in the form of the
 * row-limit warning instead of a broken chunked transfer, and the cut is counted.
 */
const exportsCut = new Counter({
  name: 'report_exports_cut_total',
  help: 'Report exports that ended early because their statement ran into the report deadline (the file ends with a warning)',
  registers: [registry],
});

/** Whether a cursor's error is the report deadline (server: 57014; client: pg's query_timeout). */
export function isDeadlineCut(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '57014' || (typeof message === 'string' && /Query read timeout/.test(message));
}

/** The trailer's warning of a cut export, counted. */
export function deadlineWarning(seconds: number, rows: number): string {
  exportsCut.inc();
  return `incomplete: stopped by the ${seconds}-second deadline after ${rows} rows`;
}

/** Exports cut so far by this process (tests read it to wait for a cut). */
export async function exportsCutSoFar(): Promise<number> {
  return (await exportsCut.get()).values[0]?.value ?? 0;
}
