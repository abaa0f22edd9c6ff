import { ClickHouseDownError, ClickHouseError, type ClickHouseHttp } from './http';
import { LINES_CHUNK_CHARS, type CopyReads } from '../copy-store';

/** Unreachable, or reached without this copy (a server that lost its data: unknown table 60 or database 81). */
export function clickHouseCopyMissing(error: unknown): boolean {
  if (error instanceof ClickHouseDownError) return true;
  return error instanceof ClickHouseError && /^Code: (60|81)[,.]/.test(error.message);
}

function noValues(values: unknown[]): void {
  // The ClickHouse builder writes its literals inline (18.16's HTTP interface binds no parameters).
  if (values.length) throw new Error('ClickHouse statements carry no bound values');
}

/**
 * The reads of the ClickHouse copy (docs/reports.md, "ClickHouse"): a report's grouped rows, or its
 * groups as streamed lines. Nothing is created or written here, so a process that reads a server
 * whose copy is gone gets "unknown table" (down), never an empty copy of its own making.
 */
export function clickHouseReads(http: ClickHouseHttp): CopyReads {
  return {
    engine: 'clickhouse',
    async query(sql, values) {
      noValues(values);
      return http.rows(sql);
    },
    async streamLines(sql, values) {
      noValues(values);
      return http.lines(sql, LINES_CHUNK_CHARS);
    },
    isDown: clickHouseCopyMissing,
  };
}
