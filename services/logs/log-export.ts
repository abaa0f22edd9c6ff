import { PassThrough, Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import QueryStream from 'pg-query-stream';
import { stringify } from 'csv-stringify';
import { SUB_ID_COLUMNS } from '../../entities/click-fields';
import { safeCsvCell } from '../export/csv-cell';
import { conversionLogEntry, conversionLogFilter, postbackLogEntry, postbackLogFilter } from '../conversions/logs';
import { CONVERSION_LOG_COLUMNS, type ConversionLogQuery, type PostbackLogQuery } from '../conversions/log.shapes';
import type { ClickLogCopy } from './click-log-copy';
import { CLICK_LOG_COLUMNS, CLICK_LOG_SUB_IDS, clickLogRow } from './click-log';
import { clickFilter, clickLogSql, logPeriod, Params, type ClickLogQuery } from './click-filter';
import { clickRows, isHeavyClickQuery } from './click-rows';
import { trafficVisibility, visibleTrafficSql } from './visibility';

/**
 * A log export's own limit (docs/reports.md, "Log exports"): at most 1,000,000 rows, the newest in
 * the log's order. The spec's 100,000 rows are for report exports, which hold a whole report.
 */
export const MAX_LOG_EXPORT_ROWS = 1_000_000;

const ROWS_PER_FETCH = 2000;
/** A heavy click export reads the copy's keys (and Postgres's rows) this many at a time. */
const ROWS_PER_COPY_BATCH = 5000;

type Row = Record<string, unknown>;
type Entry = Record<string, unknown>;

interface CsvSource {
  sql: string;
  values: unknown[];
  /** Entry field → CSV header, in column order. */
  columns: string[];
  entry: (row: Row) => Entry;
  /** What the rows are, for the warning ("clicks"). */
  noun: string;
}

export type LogExportQuery<T> = Omit<T, 'limit' | 'offset' | 'cursor'>;

/**
 * The click log's filters (GET /reports/clicks) as CSV: the log's columns, sub_id_1 to sub_id_5.
 * A heavy query (click-rows.ts: a filter no index serves, over more than an hour) with an analytics
 * copy kept reads its rows in batches of keys from the copy, each batch's rows from Postgres (the
 * copy unavailable: Postgres from where the copy stopped); any other streams from one Postgres cursor.
 */
export async function exportClickLog(
  pool: pg.Pool,
  workspaceId: string,
  query: LogExportQuery<ClickLogQuery>,
  now: Date,
  maxRows = MAX_LOG_EXPORT_ROWS,
  reader?: ClickLogCopy,
): Promise<Readable> {
  const period = logPeriod(query.from, query.to, now);
  const visibility = await trafficVisibility(pool, workspaceId);
  const subIds = SUB_ID_COLUMNS.slice(0, CLICK_LOG_SUB_IDS);
  const csv = {
    noun: 'clicks',
    columns: [...CLICK_LOG_COLUMNS, ...subIds],
    entry: (row: Row) => withSubIds(clickLogRow(row), subIds),
  };
  if (reader && isHeavyClickQuery(query, period, null)) {
    const read = clickRows(pool, workspaceId, query, period, visibility, reader);
    return csvOf(Readable.from(batches(read, maxRows + 1)), maxRows, csv, () => undefined);
  }
  const params = new Params();
  const where = clickFilter(params, workspaceId, query, period, visibleTrafficSql(visibility, 'c.'));
  const sql = `${clickLogSql(where)} limit ${params.add(maxRows + 1)}`;
  return streamCsv(pool, maxRows, { sql, values: params.values, ...csv });
}

/** Up to `most` rows of `read`, batch after batch, each after the last row of the one before. */
async function* batches(read: ReturnType<typeof clickRows>, most: number): AsyncGenerator<Row> {
  let after: { time: string; id: string } | null = null;
  for (let left = most; left > 0; ) {
    const want = Math.min(ROWS_PER_COPY_BATCH, left);
    const { rows } = await read(after, want);
    yield* rows;
    const last = rows[rows.length - 1];
    if (rows.length < want || !last) return;
    left -= rows.length;
    after = { time: last.cursor_time, id: last.click_id };
  }
}

/** The conversion log's filters (GET /reports/conversions) as CSV: the log's columns, sub_id_1 to sub_id_30. */
export async function exportConversionLog(
  pool: pg.Pool,
  workspaceId: string,
  query: LogExportQuery<ConversionLogQuery>,
  now: Date,
  maxRows = MAX_LOG_EXPORT_ROWS,
): Promise<Readable> {
  const { where, values, column } = await conversionLogFilter(pool, workspaceId, query, now);
  const params = new Params();
  for (const value of values) params.add(value);
  const sql = `select * from conversions where ${where}
    order by ${column} desc, conversion_id desc limit ${params.add(maxRows + 1)}`;
  return streamCsv(pool, maxRows, {
    sql,
    values: params.values,
    noun: 'conversions',
    columns: [...CONVERSION_LOG_COLUMNS, ...SUB_ID_COLUMNS],
    entry: (row) => withSubIds(conversionLogEntry(row), SUB_ID_COLUMNS),
  });
}

/** The postback log's filters (GET /reports/postbacks, the last 24 hours) as CSV. */
export async function exportPostbackLog(
  pool: pg.Pool,
  workspaceId: string,
  query: LogExportQuery<PostbackLogQuery>,
  now: Date,
  maxRows = MAX_LOG_EXPORT_ROWS,
): Promise<Readable> {
  const { where, values } = await postbackLogFilter(pool, workspaceId, query, now);
  const params = new Params();
  for (const value of values) params.add(value);
  const sql = `select * from postback_log where ${where}
    order by created_at desc, id desc limit ${params.add(maxRows + 1)}`;
  return streamCsv(pool, maxRows, {
    sql,
    values: params.values,
    noun: 'postback log entries',
    columns: [
      'time',
      'id',
      'direction',
      'channel',
      'method',
      'response_code',
      'click_id',
      'conversion_id',
      'url',
      'error',
      'attempt',
      'result',
    ],
    entry: (row) => ({ ...postbackLogEntry(row) }),
  });
}

function withSubIds<T extends { sub_ids: (string | null)[] }>(entry: T, names: readonly string[]): Entry {
  const { sub_ids, ...rest } = entry;
  const flat: Entry = { ...rest };
  names.forEach((name, i) => {
    flat[name] = sub_ids[i] ?? null;
  });
  return flat;
}

/**
 * Rows of `source.sql` (which asks for one row past the limit) as CSV, streamed from a database
 * cursor (pg-query-stream, 2,000 rows a fetch) through csv-stringify to the caller with
 * backpressure, so memory stays flat whatever the size. Every text cell goes through safeCsvCell.
 * When the row past the limit comes, it is dropped and the file ends with the line
 * `# warning: …` (the same trailer as the report export's).
 */
async function streamCsv(pool: pg.Pool, maxRows: number, source: CsvSource): Promise<Readable> {
  const client = await pool.connect();
  let released = false;
  const release = (error?: unknown) => {
    if (released) return;
    released = true;
    client.release(error instanceof Error ? error : undefined);
  };
  let cursor: QueryStream;
  try {
    cursor = client.query(new QueryStream(source.sql, source.values, { batchSize: ROWS_PER_FETCH }));
  } catch (error) {
    release(error);
    throw error;
  }
  return csvOf(cursor, maxRows, source, release);
}

/**
 * `rows` (which brings one row past the limit, if there is one) as CSV, with backpressure; `done`
 * is called when the rows have ended or failed (the database connection goes back).
 */
function csvOf(
  rows: Readable,
  maxRows: number,
  source: Pick<CsvSource, 'columns' | 'entry' | 'noun'>,
  done: (error?: unknown) => void,
): Readable {
  let count = 0;
  let truncated = false;
  const limit = new Transform({
    objectMode: true,
    transform(row: Row, _encoding, next) {
      count++;
      if (count > maxRows) {
        truncated = true;
        return next();
      }
      next(null, source.entry(row));
    },
  });
  const csv = stringify({
    header: true,
    columns: source.columns,
    cast: {
      string: (value) => safeCsvCell(value),
      date: (value) => value.toISOString(),
      boolean: (value) => (value ? 'true' : 'false'),
    },
  });
  const trailer = new Transform({
    transform(chunk, _encoding, next) {
      next(null, chunk);
    },
    flush(next) {
      next(
        null,
        truncated
          ? `# warning: more than ${maxRows} ${source.noun} match; this export holds the newest ${maxRows}\n`
          : '',
      );
    },
  });
  const body = new PassThrough();
  pipeline(rows, limit, csv, trailer, body).then(
    () => done(),
    (error) => {
      done(error ?? new Error('export stopped'));
      body.destroy(error);
    },
  );
  return body;
}
