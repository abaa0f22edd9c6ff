import { useT } from '../i18n';

/**
 * What an import reads, in the app's language, under the upload form (the full rules are in
 * docs/import.md, which the app does not serve): the chosen layout's columns and what becomes of a
 * row. Column names stay as the file must spell them.
 */
export function ImportColumns({ layout }: { layout: string }) {
  const { t } = useT('import');
  return (
    <>
      <p className="muted">{t('hint')}</p>
      <details className="import-columns">
        <summary>{t('columns.summary')}</summary>
        <p>{t(`columns.${layout}`, { defaultValue: t('columns.csv') })}</p>
        <p>{t('columns.rows')}</p>
      </details>
    </>
  );
}
