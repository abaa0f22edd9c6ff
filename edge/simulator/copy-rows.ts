import type { ClientBase } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';

export type CopyValue = string | number | boolean | Date | null | undefined;

/** One value in COPY's text format: \N for null, t/f, backslash escapes for the separators. */
function encode(value: CopyValue): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  if (value instanceof Date) return value.toISOString();
  return value.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
}

export function copyLine(values: readonly CopyValue[]): string {
  let line = '';
  for (let i = 0; i < values.length; i++) line += (i ? '\t' : '') + encode(values[i]);
  return line + '\n';
}

/**
 * Streams rows into `table (columns)` with COPY FROM STDIN on the given client (inside the caller's
 * transaction). `chunks` yields already encoded blocks of lines; backpressure is the stream's.
 */
export async function copyInto(
  db: ClientBase,
  table: string,
  columns: readonly string[],
  chunks: AsyncIterable<string> | Iterable<string>,
): Promise<void> {
  const sink = db.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
  await pipeline(Readable.from(chunks), sink);
}
