import { PassThrough, Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import QueryStream from 'pg-query-stream';
import { BadRequestError } from '../services/errors';
import { builtInMetric } from '../entities/report-metrics';
import type { TableRequest } from './request';
import { reportClient } from './pool';
import { holdReportConnection, reportDeadlineOf, reportFailure } from './deadline';
import { deadlineWarning, isDeadlineCut } from './export-deadline';
import {
  checkGroups,
  MAX_GROUPS,
  entityLabel,
  metricColumn,
  pageSql,
  planTableReport,
  refuseOverLimitEarly,
  reportCte,
  type Plan,
  type ReportDeps,
} from './run-table';
import { Params, parallelPays } from './table-sql';
import { GROUPS_TABLE, copyGroups, streamCopyGroups } from './analytics/export-groups';
import { csvLinesSql } from './export-csv-lines';

/** Spec "Limits": rows in one export; more are cut to the first 100,000 in the report's sort, with a warning. */
export const MAX_EXPORT_ROWS = 100_000;

export type ExportFormat = 'csv' | 'html';

export interface ExportStream {
  format: ExportFormat;
  /** Rows the report has; more than MAX_EXPORT_ROWS means the export is cut. */
  totalRows: number;
  truncated: boolean;
  /** Where it was read (as a report's `storage`). */
  storage: string;
  /** The warning also sent as the X-Report-Warning header and as the file's last line. */
  warning: string | null;
  body: Readable;
}

const ROWS_PER_FETCH = 2000;

/** A cursor row: Postgres's text of each selected column, in order. */
type Row = (string | null)[];
type Cell = string | null;

/** Every column as the text Postgres sent: an export writes text, so nothing is parsed. */
const AS_TEXT = { getTypeParser: () => (text: string) => text };

/**
 * A report as CSV or HTML, streamed from a database cursor (pg-query-stream) to the caller: rows
 * are read 2,000 at a time and written as they come, so memory stays flat whatever the size.
 * Every metric column and custom metric; entities by name (deleted ones labelled). The report is
 * aggregated and sorted once: the cursor's rows come in the report's order and carry the row
 * count and the group count (the 500,000-group limit), read from the first row before anything
 * is sent, so the warning of a cut export goes into a header as well as the trailer.
 */
export async function streamExport(
  deps: ReportDeps,
  workspaceId: string,
  input: TableRequest,
  format: ExportFormat,
): Promise<ExportStream> {
  if (format !== 'csv' && format !== 'html') throw new BadRequestError('format must be csv or html');
  const { limit: _limit, offset: _offset, compare: _compare, ...rest } = input;
  // Not through the copy's grouped rows (held whole in memory on their way): streamed instead, below.
  const plan = await planTableReport({ ...deps, skipCopy: true }, workspaceId, {
    ...rest,
    limit: 1,
    offset: 0,
    compare: false,
  });
  await refuseOverLimitEarly(deps, plan, workspaceId);
  // No cube holds it: the analytics copy streams the groups into the export's transaction
  // (analytics/export-groups.ts). A cube's export stays on the cube (10M clicks: 86,059 against 46,168 rows/s).
  // Ordered by clicks alone (no sort asked, no metric filter): the copy may cut to the rows exported.
  const byClicks = !plan.request.sort.length && !plan.request.metricFilters.length && plan.metrics.includes('clicks');
  const streamed =
    (plan.storage === 'raw' || deps.forceCopy) && !deps.forceRaw
      ? await streamCopyGroups(
          deps.copy,
          deps.pool,
          plan.request,
          {
            workspaceId,
            timeZone: plan.settings.time_zone,
            includeSimulated: plan.settings.show_simulated_traffic,
            visitors: plan.visitors,
          },
          plan.period,
          byClicks ? MAX_EXPORT_ROWS : undefined,
        )
      : null;
  if (streamed && 'unavailable' in streamed) plan.fallback = `${plan.storage} (analytics copy ${streamed.unavailable})`;
  const groups = streamed && 'chunks' in streamed ? streamed.chunks : null;
  const counted = streamed !== null && 'chunks' in streamed && streamed.counted;
  if (streamed && 'chunks' in streamed) {
    plan.storage = streamed.storage;
    plan.copyGroupsTable = GROUPS_TABLE;
  }
  const params = new Params();
  const cte = reportCte(plan, workspaceId, params);
  const page = pageSql(plan, params, workspaceId, {
    limit: String(MAX_EXPORT_ROWS),
    compare: false,
    // A cut copy counted every group on each line, the same count (no metric filter: the rows are the groups): one line's is read.
    extra: counted
      ? ['(select group_count from g limit 1)', '(select group_count from g limit 1)']
      : ['(select count(*) from f)', '(select count(*) from g)'],
    ordered: true,
    clicksFloor: true,
  });
  const { header, toCells, ...cells } = exportColumns(plan, page.columns);
  // A CSV line is written by Postgres (export-csv-lines.ts): its rows are [line, row count, group count].
  const csv = format === 'csv';
  const metricColumns = plan.request.columns.map((m) => metricColumn(plan, m));
  const sql = `${cte} ${csv ? csvLinesSql(plan, page.sql, metricColumns) : page.sql}`;
  const [rowsAt, groupsAt] = csv ? [1, 2] : [cells.rowsAt, cells.groupsAt];

  // The cursor holds its connection (and the workspace's slot) until the last row is sent.
  const held = await holdReportConnection(deps, workspaceId, (pool) =>
    reportClient(pool, { parallel: parallelPays(plan.storage) }),
  ).catch(async (error) => {
    // No connection (the workspace's slots busy, Postgres down): the groups are never read, so their statement stops.
    await groups?.return();
    throw error;
  });
  const { client } = held;
  // The copy's groups live in a transaction: an error drops the connection (never reused mid-transaction), the end commits.
  const release = (error?: unknown) =>
    groups && error ? held.done(new Error('export stopped inside its transaction')) : held.done(error);
  const finish = () =>
    groups
      ? client.query('commit').then(
          () => release(),
          (error) => release(error ?? new Error('commit failed')),
        )
      : release();
  let rows: AsyncIterator<Row>;
  let first: IteratorResult<Row>;
  let deadlineAt = Number.POSITIVE_INFINITY;
  try {
    if (groups) await copyGroups(client, plan.request, plan.visitors, groups, counted);
    deadlineAt = Date.now() + reportDeadlineOf(deps.pool) * 1000;
    const cursor = client.query(
      new QueryStream(sql, params.values, { batchSize: ROWS_PER_FETCH, rowMode: 'array', types: AS_TEXT }),
    );
    // Read through the cursor's own iterator from the start: a stream's first row read by hand and
    // put back (unshift) is lost when the cursor has already ended, so a one-row report came out empty.
    rows = cursor[Symbol.asyncIterator]();
    first = await rows.next();
    if (!first.done) {
      // The copy stops counting one past the limit, so its count is a lower bound there.
      const counted = Number(first.value[groupsAt]);
      checkGroups(counted, !groups || counted <= MAX_GROUPS);
    }
  } catch (error) {
    release(error);
    throw reportFailure(error, deps);
  }
  const totalRows = first.done ? 0 : Number(first.value[rowsAt]);
  const truncated = totalRows > MAX_EXPORT_ROWS;
  const warning = truncated
    ? `the report has ${totalRows} rows; this export holds the first ${MAX_EXPORT_ROWS} in the report's sort`
    : null;
  // The rows flow cursor → formatter → socket with backpressure, the first row read above leading.
  // A deadline that stops the cursor after rows went out ends the file with a warning (export-deadline.ts).
  let cut: Error | null = null;
  let cutWarning: string | null = null;
  const source = Readable.from(
    (async function* () {
      if (first.done) return;
      let sent = 0;
      yield first.value;
      sent++;
      try {
        for (;;) {
          // Checked before each row is asked for: a cursor whose client bound (query_timeout) ran out
          // while the reader was slow never answers again, so the export stops at its own deadline first.
          if (Date.now() > deadlineAt) throw Object.assign(new Error('export deadline'), { code: '57014' });
          const next = await rows.next();
          if (next.done) break;
          yield next.value;
          sent++;
        }
      } catch (error) {
        if (!isDeadlineCut(error)) throw error;
        cut = error as Error;
        cutWarning = deadlineWarning(reportDeadlineOf(deps.pool), sent);
        void rows.return?.()?.catch(() => undefined);
      }
    })(),
  );
  const body = new PassThrough();
  const trailer = () => [warning, cutWarning].filter((line): line is string => line !== null);
  const formatter = csv ? csvFormatter(header, trailer) : htmlFormatter(header, toCells, trailer);
  pipeline(source, formatter, body).then(
    // A cut cursor's connection is not given back for reuse (its statement or transaction broke).
    () => (cut ? release(cut) : finish()),
    (error) => {
      rows.return?.();
      release(error instanceof Error ? error : new Error('export stopped'));
      body.destroy(error);
    },
  );
  return { format, totalRows, truncated, storage: plan.fallback ?? plan.storage, warning, body };
}

/**
 * The export's columns as its page statement gives them (the HTML export's cells): rows come as
 * arrays of Postgres's own text (nothing parsed into numbers and back), read by position; entities
 * by name (deleted ones labelled); the row and group counts at their own positions.
 */
function exportColumns(plan: Plan, columns: string[]) {
  const at = (column: string) => columns.indexOf(column);
  const { dimensions, columns: metrics } = plan.request;
  const cellsAt = [...dimensions.map((_, i) => at(`d${i}`)), ...metrics.map((m) => at(metricColumn(plan, m)))];
  const namesAt = dimensions.flatMap((d, i) => (d.entity ? [{ i, name: at(`n${i}`), deleted: at(`x${i}`) }] : []));
  const header = [...dimensions.map((d) => d.label), ...metrics.map((m) => builtInMetric(m)?.label ?? m)];
  const toCells = (row: Row): Cell[] => {
    const cells = cellsAt.map((i) => row[i]);
    for (const { i, name, deleted } of namesAt)
      cells[i] = entityLabel(cells[i], row[name], row[deleted] === 't', plan.hidden.has(dimensions[i].name));
    return cells;
  };
  return { header, toCells, rowsAt: at('x_0'), groupsAt: at('x_1') };
}

/** The CSV header line: a label quoted when RFC 4180 asks (a comma, quote or line break). */
function csvHeader(labels: readonly string[]): string {
  return `${labels.map((label) => (/[",\r\n]/.test(label) ? `"${label.replaceAll('"', '""')}"` : label)).join(',')}\n`;
}

/** Lines are sent in chunks of about this many characters: one write per row cost more than the rows' formatting. */
const CHUNK_CHARS = 64 * 1024;

/**
 * A Transform from rows to text: `open` before the first row (also when there is none), `line`
 * per row, `close` at the end. One Transform, so the socket's backpressure reaches the cursor;
 * lines are gathered into chunks of about CHUNK_CHARS.
 */
function rowFormatter(open: () => string, line: (row: Row) => string, close: () => string): Transform {
  let pending: string | null = null;
  return new Transform({
    writableObjectMode: true,
    transform(row, _encoding, done) {
      pending = (pending ?? open()) + line(row);
      if (pending.length < CHUNK_CHARS) return done();
      const chunk = pending;
      pending = '';
      done(null, chunk);
    },
    flush(done) {
      done(null, (pending ?? open()) + close());
    },
  });
}

/** CSV of rows whose first cell is their line (export-csv-lines.ts), under a header written here. */
function csvFormatter(header: string[], warnings: () => string[]): Transform {
  // The trailer is a line of its own after the data: `# warning: …` (docs/reports.md, Export).
  return rowFormatter(
    () => csvHeader(header),
    (row) => `${row[0]}\n`,
    () =>
      warnings()
        .map((warning) => `# warning: ${warning}\n`)
        .join(''),
  );
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function htmlFormatter(header: string[], toCells: (row: Row) => Cell[], warnings: () => string[]): Transform {
  const notice = () =>
    warnings()
      .map((warning) => `<p class="warning">Warning: ${escapeHtml(warning)}</p>\n`)
      .join('');
  return rowFormatter(
    () =>
      `<!doctype html>\n<html><head><meta ` +
      `charset="utf-8"><title>Report</title></head><body>\n${notice()}<table>\n<thead><tr>${header.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr></thead>\n<tbody>\n`,
    (row) =>
      `<tr>${toCells(row)
        .map((c) => `<td>${c === null ? '' : escapeHtml(c)}</td>`)
        .join('')}</tr>\n`,
    () => `</tbody>\n</table>\n${notice()}</body></html>\n`,
  );
}
