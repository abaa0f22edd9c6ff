import type { CopyReader } from '../../reports/analytics/reader';

/** A copy reader that answers as `reader` does and keeps every grouped statement sent to it in `asked`. */
export function watchedReader(reader: CopyReader, asked: string[]): CopyReader {
  return {
    engine: reader.engine,
    access: reader.access,
    streamLines: (sql, values) => reader.streamLines(sql, values),
    copyStatus: () => reader.copyStatus(),
    grouped: (sql, values) => {
      asked.push(sql);
      return reader.grouped(sql, values);
    },
  };
}
