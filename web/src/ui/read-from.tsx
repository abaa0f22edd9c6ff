/**
 * Where a report was read, in a buyer's words: the API's `storage` (rollup:<cube>, columnar:<engine>,
 * raw, or one of them with "(analytics copy <why>)" when the copy could not answer). The exact
 * value stays in the tooltip for whoever operates the tracker.
 */
const PLACES: [prefix: string, label: string][] = [
  ['rollup:', 'pre-computed totals'],
  ['columnar:duckdb', 'the analytics copy'],
  ['columnar:clickhouse', 'the analytics copy (ClickHouse)'],
  ['raw', 'every click'],
];

export function storageLabel(storage: string): string {
  const copyNote = /\(analytics copy (\w+)\)$/.exec(storage);
  const place = PLACES.find(([prefix]) => storage.startsWith(prefix))?.[1] ?? storage;
  return copyNote ? `${place} (the analytics copy is ${copyNote[1]})` : place;
}

export function ReadFrom({ storage, what = 'read from' }: { storage: string; what?: string }) {
  return (
    <span title={`storage: ${storage}`}>
      {what} {storageLabel(storage)}
    </span>
  );
}
