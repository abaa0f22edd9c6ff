import { useT } from '../i18n';

/**
 * Where a report was read, in a buyer's words: the API's `storage` (rollup:<cube>, columnar:<engine>,
 * raw, or one of them with "(analytics copy <why>)" when the copy could not answer). The exact
 * value stays in the tooltip for whoever operates the tracker.
 */
const PLACES: [prefix: string, key: string][] = [
  ['rollup:', 'rollup'],
  ['columnar:duckdb', 'duckdb'],
  ['columnar:clickhouse', 'clickhouse'],
  ['raw', 'raw'],
];

/** `what`: the phrase before the place ("read from", "clicks read from", "statuses from"). */
export function ReadFrom({
  storage,
  what = 'readFrom',
}: {
  storage: string;
  what?: 'readFrom' | 'clicksFrom' | 'statusesFrom';
}) {
  const { t } = useT('reports');
  const copyNote = /\(analytics copy (\w+)\)$/.exec(storage);
  const key = PLACES.find(([prefix]) => storage.startsWith(prefix))?.[1];
  const place = key ? t(`storage.${key}`) : storage;
  const why = copyNote ? t(`storage.copyState.${copyNote[1]}`, { defaultValue: copyNote[1] }) : '';
  return (
    <span title={t('storage.tooltip', { storage })} data-storage={storage}>
      {t(`storage.${what}`)} {copyNote ? t('storage.withCopyNote', { place, why }) : place}
    </span>
  );
}
