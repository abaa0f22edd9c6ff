import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { streamExport } from '../../reports/export';
import type { TableRequest } from '../../reports/request';
import type { ReportDeps } from '../../reports/run-table';

/**
 * Streams a CSV export into a sink that counts lines, sampling RSS: rows per second over the whole
 * export (aggregation included), the wait for its first row (the aggregation) and RSS growth.
 */
export async function benchExport(
  deps: ReportDeps,
  workspaceId: string,
  request: TableRequest,
): Promise<{
  rows: number;
  rows_per_s: number;
  first_row_s: number;
  rss_growth_mb: number;
  seconds: number;
  storage: string;
}> {
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  let lines = 0;
  const started = Date.now();
  const exported = await streamExport(deps, workspaceId, request, 'csv');
  const firstRow = (Date.now() - started) / 1000;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      // indexOf, not a loop over the bytes: the counting must not be what the bench measures.
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
      peak = Math.max(peak, process.memoryUsage.rss());
      done();
    },
  });
  await pipeline(exported.body, sink);
  const seconds = (Date.now() - started) / 1000;
  const rows = lines - 1 - (exported.truncated ? 1 : 0);
  return {
    rows,
    rows_per_s: Math.round(rows / seconds),
    first_row_s: Math.round(firstRow * 10) / 10,
    rss_growth_mb: Math.round(((peak - rssBefore) / 1048576) * 10) / 10,
    seconds: Math.round(seconds * 10) / 10,
    storage: exported.storage,
  };
}
