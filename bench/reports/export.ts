import type { TableRequest } from '../../reports/request';
import { EXPORT_ROUTE, WARNING_HEADER } from '../../rest-facade/binary/report-export';
import { type BenchClient, HttpAnswerError } from './http-client';
import { line, round, wanted } from './output';
import { ALL_METRICS } from './table-lines';

/** The sub_id report of the last 7 days (about 200,000 groups, cut to the first 100,000 in its sort) as a buyer exports it. */
export const EXPORT_AGGREGATED: TableRequest = {
  dimensions: ['sub_id_1', 'country', 'date'],
  metrics: ALL_METRICS,
  period: '7d',
};

/** Two sub_id columns over 30 days, which no rollup holds (every click aggregated first): the worst case. */
export const EXPORT_RAW: TableRequest = { dimensions: ['sub_id_1', 'sub_id_2'], metrics: ALL_METRICS, period: '30d' };

/** An export line: rows per second, first row, memory; or the refusal (more than 500,000 groups). */
export async function exportLine(
  client: BenchClient,
  name: string,
  request: TableRequest,
  extra: Record<string, unknown>,
): Promise<void> {
  if (!wanted(name)) return;
  const started = Date.now();
  const about = { query: name, dimensions: request.dimensions, period: request.period };
  try {
    line({ ...about, ...(await benchExport(client, request)), ...extra });
  } catch (error) {
    // Refused before its first row (more than 500,000 groups: the uniform data's sub_id export).
    if (!(error instanceof HttpAnswerError)) throw error;
    const result = `refused (HTTP ${error.status}): ${error.message.slice(0, 80)}`;
    line({ ...about, result, seconds: round((Date.now() - started) / 1000), ...extra });
  }
}

/**
 * POST /reports/export (CSV) read as it streams, counting lines and sampling RSS (the service runs
 * in this process, so its memory is this process's): rows per second over the whole export
 * (aggregation included), the wait for the first data row (the CSV's second line) and RSS growth.
 */
async function benchExport(client: BenchClient, request: TableRequest) {
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  let lines = 0;
  let firstRow: number | null = null;
  const started = Date.now();
  const answer = await client.stream(EXPORT_ROUTE, { ...request, format: 'csv' });
  for await (const chunk of answer.body) {
    // indexOf, not a loop over the bytes: the counting must not be what the bench measures.
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
    if (firstRow === null && lines >= 2) firstRow = (Date.now() - started) / 1000;
    peak = Math.max(peak, process.memoryUsage.rss());
  }
  const seconds = (Date.now() - started) / 1000;
  // The header line, and the warning line of an export cut to its first 100,000 rows.
  const rows = lines - 1 - (answer.headers[WARNING_HEADER] ? 1 : 0);
  return {
    rows,
    rows_per_s: Math.round(rows / seconds),
    first_row_s: firstRow === null ? null : round(firstRow),
    rss_growth_mb: round((peak - rssBefore) / 1048576),
    seconds: round(seconds),
    storage: String(answer.headers['x-report-storage'] ?? ''),
  };
}
