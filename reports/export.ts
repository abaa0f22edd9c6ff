import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify as stringifyCsv } from 'csv-stringify/sync';
import QueryStream from 'pg-query-stream';
import { BadRequestError } from '../schema/errors';
import { builtInMetric } from './metrics';
import type { TableRequest } from './request';
import { dimensionValue, entityLabel, nameJoins, orderSql, planTableReport, reportCte, runTableReport, type ReportDeps } from './run-table';
import { Params } from './table-sql';

/** Spec "Limits": rows in one export; more are cut to the first 100,000 in the report's sort, with a warning. */
export const MAX_EXPORT_ROWS = 100_000;

export type ExportFormat = 'csv' | 'html';

export interface ExportStream {
  format: ExportFormat;
  /** Rows the report has; more than MAX_EXPORT_ROWS means the export is cut. */
  totalRows: number;
  truncated: boolean;
  /** The warning also sent as the X-Report-Warning header and as the file's last line. */
  warning: string | null;
  body: Readable;
}

const ROWS_PER_FETCH = 2000;

/**
 * A report as CSV or HTML, streamed from a database cursor (pg-query-stream) to the caller: rows
 * are read 2,000 at a time and written as they come, so memory stays flat whatever the size.
 * Every metric column and custom metric; entities by name (deleted ones labelled). The row count
 * is known first (the report's own count, which also applies the 500,000-group limit), so the
 * warning of a cut export goes into a header as well as the trailer.
 */
export async function streamExport(deps: ReportDeps, workspaceId: string, input: TableRequest, format: ExportFormat): Promise<ExportStream> {
  if (format !== 'csv' && format !== 'html') throw new BadRequestError('format must be csv or html');
  const { limit: _limit, offset: _offset, compare: _compare, ...rest } = input;
  const request: TableRequest = { ...rest, limit: 1, offset: 0, compare: false };
  const summary = await runTableReport(deps, workspaceId, request);
  const plan = await planTableReport(deps, workspaceId, request);
  const params = new Params();
  const { cte, metricColumn } = reportCte(plan, workspaceId, params);
  const names = nameJoins(plan.request.dimensions, params.lazy(workspaceId, '::uuid'));
  const columns = [...plan.request.dimensions.map((_, i) => `f.d${i}`), ...plan.request.columns.map((m) => `f.${metricColumn(m)}`), ...names.columns];
  const order = orderSql(plan, metricColumn);
  const sql = `${cte} select ${columns.join(', ')} from f ${names.joins.join(' ')} ${order} limit ${MAX_EXPORT_ROWS}`;

  const truncated = summary.total_rows > MAX_EXPORT_ROWS;
  const warning = truncated
    ? `the report has ${summary.total_rows} rows; this export holds the first ${MAX_EXPORT_ROWS} in the report's sort`
    : null;
  const header = [
    ...plan.request.dimensions.map((d) => d.label),
    ...plan.request.columns.map((m) => builtInMetric(m)?.label ?? m),
  ];
  const toCells = (row: Record<string, unknown>): (string | number | null)[] => [
    ...plan.request.dimensions.map((d, i) => {
      const value = dimensionValue(d, row[`d${i}`]);
      return d.entity ? entityLabel(value as string | null, (row[`n${i}`] as string | null) ?? null, row[`x${i}`] === true) : value;
    }),
    ...plan.request.columns.map((m) => {
      const value = row[metricColumn(m)];
      return value === null || value === undefined ? null : String(value);
    }),
  ];

  const body = new PassThrough();
  const client = await deps.pool.connect();
  const cursor = client.query(new QueryStream(sql, params.values, { batchSize: ROWS_PER_FETCH }));
  const release = (error?: unknown) => client.release(error instanceof Error ? error : undefined);
  const formatter = format === 'csv' ? csvFormatter(header, toCells, warning) : htmlFormatter(header, toCells, warning);
  pipeline(cursor, formatter, body).then(
    () => release(),
    (error) => {
      release(error);
      body.destroy(error);
    },
  );
  return { format, totalRows: summary.total_rows, truncated, warning, body };
}

function csvFormatter(header: string[], toCells: (row: Record<string, unknown>) => unknown[], warning: string | null): Transform {
  let started = false;
  // csv-stringify's quoting per line, in one Transform so the socket's backpressure reaches the cursor.
  return new Transform({
    writableObjectMode: true,
    transform(row, _encoding, done) {
      const prefix = started ? '' : stringifyCsv([header]);
      started = true;
      done(null, prefix + stringifyCsv([toCells(row)]));
    },
    flush(done) {
      // The trailer is a line of its own after the data: `# warning: …` (docs/reports.md, Export).
      done(null, `${started ? '' : stringifyCsv([header])}${warning ? `# warning: ${warning}\n` : ''}`);
    },
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function htmlFormatter(header: string[], toCells: (row: Record<string, unknown>) => unknown[], warning: string | null): Transform {
  let started = false;
  const open = () =>
    `<!doctype html>\n<html><head><meta charset="utf-8"><title>Report</title></head><body>\n${warning ? `<p class="warning">Warning: ${escapeHtml(warning)}</p>\n` : ''}<table>\n<thead><tr>${header.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr></thead>\n<tbody>\n`;
  return new Transform({
    writableObjectMode: true,
    transform(row, _encoding, done) {
      const prefix = started ? '' : open();
      started = true;
      done(null, `${prefix}<tr>${toCells(row).map((c) => `<td>${c === null ? '' : escapeHtml(String(c))}</td>`).join('')}</tr>\n`);
    },
    flush(done) {
      done(null, `${started ? '' : open()}</tbody>\n</table>\n${warning ? `<p class="warning">Warning: ${escapeHtml(warning)}</p>\n` : ''}</body></html>\n`);
    },
  });
}
