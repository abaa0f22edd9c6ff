import { useState } from 'react';
import { messageOf } from '../api/errors';
import { run } from '../api/hooks';
import { ImportKeitaroSetupDocument, type ImportKeitaroSetupMutation } from '../generated/graphql';
import { useT } from '../i18n';
import { formatCount } from '../ui/numbers';
import { DataTable } from '../ui/table';
import { FilePicker } from '../ui/file-picker';

const RADIO = { display: 'inline-flex', alignItems: 'center', gap: 6, marginRight: 16 } as const;
type Result = ImportKeitaroSetupMutation['import_keitaro_setup'];
const KINDS = ['campaign', 'flow', 'offer', 'landing', 'source', 'network', 'group'] as const;
/** The Admin API lists a saved file may hold, named as Keitaro's endpoints. */
const LISTS = [
  'campaigns',
  'streams',
  'offers',
  'landing_pages',
  'traffic_sources',
  'affiliate_networks',
  'groups',
  'domains',
];

/** An address as the placeholder of the Keitaro field (a URL, the same in every language). */
const KEITARO_EXAMPLE = 'https://keitaro.example.com';

/** Reads the chosen `<list>.json` files into one set-up object; a file of another name is refused by name. */
async function readFiles(files: File[], t: (key: string, o?: Record<string, unknown>) => string) {
  const setup: Record<string, unknown> = {};
  for (const file of files) {
    const list = file.name.replace(/\.json$/i, '');
    if (!LISTS.includes(list)) throw new Error(t('fileUnknown', { name: file.name, lists: LISTS.join(', ') }));
    try {
      setup[list] = JSON.parse(await file.text());
    } catch {
      throw new Error(t('fileNotJson', { name: file.name }));
    }
  }
  return setup;
}

/**
 * A whole set-up from Keitaro (docs/import.md): read from its Admin API or from saved JSON files,
 * previewed (a dry run: what will be created, translated and not carried over), then imported.
 */
export function ImportSetupScreen() {
  const { t } = useT('import-setup');
  const [from, setFrom] = useState<'api' | 'files'>('api');
  const [url, setUrl] = useState('');
  const [apiKey, setApiKey] = useState('');
  const [setup, setSetup] = useState<Record<string, unknown> | null>(null);
  const [fileNames, setFileNames] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<Result | null>(null);
  const [done, setDone] = useState<Result | null>(null);

  const input = (dryRun: boolean) =>
    from === 'api' ? { dry_run: dryRun, url: url.trim(), api_key: apiKey.trim() } : { dry_run: dryRun, setup };
  const go = async (dryRun: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const result = (await run(ImportKeitaroSetupDocument, { input: input(dryRun) })).import_keitaro_setup;
      if (dryRun) {
        setPreview(result);
        setDone(null);
      } else setDone(result);
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  const ready = from === 'api' ? url.trim() !== '' && apiKey.trim() !== '' : setup !== null;
  const shown = done ?? preview;

  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title">{t('title')}</h1>
      <div className="card">
        <h2>{t('readFrom')}</h2>
        <div className="inline-form" role="radiogroup" aria-label={t('readFrom')}>
          <label style={RADIO}>
            <input type="radio" style={{ width: 'auto' }} checked={from === 'api'} onChange={() => setFrom('api')} />
            {t('fromApi')}
          </label>
          <label style={RADIO}>
            <input
              type="radio"
              style={{ width: 'auto' }}
              checked={from === 'files'}
              onChange={() => setFrom('files')}
            />
            {t('fromFiles')}
          </label>
        </div>
        {from === 'api' ? (
          <div className="inline-form">
            <div className="field">
              <label htmlFor="kt-url">{t('url')}</label>
              <input
                id="kt-url"
                type="url"
                placeholder={KEITARO_EXAMPLE}
                value={url}
                onChange={(e) => setUrl(e.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor="kt-key">{t('apiKey')}</label>
              <input
                id="kt-key"
                type="password"
                autoComplete="off"
                value={apiKey}
                onChange={(e) => setApiKey(e.target.value)}
              />
            </div>
          </div>
        ) : (
          <div className="field">
            <label htmlFor="kt-files">{t('files')}</label>
            <FilePicker
              id="kt-files"
              multiple
              accept=".json,application/json"
              onFiles={(files) => {
                readFiles(files, t).then(
                  (s) => {
                    setSetup(s);
                    setFileNames(Object.keys(s));
                    setError(null);
                  },
                  (err: Error) => setError(err.message),
                );
              }}
            />
            {fileNames.length > 0 && <p className="muted">{t('filesRead', { lists: fileNames.join(', ') })}</p>}
          </div>
        )}
        <p className="muted">{from === 'api' ? t('apiHint') : t('filesHint')}</p>
        <div className="row-actions">
          <button type="button" disabled={!ready || busy} onClick={() => void go(true)}>
            {busy && !preview ? t('reading') : t('preview')}
          </button>
          <button
            type="button"
            className="primary"
            disabled={!ready || busy || !preview}
            onClick={() => void go(false)}
          >
            {t('import')}
          </button>
        </div>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </div>
      {shown && <SetupResult shown={shown} done={done !== null} />}
    </section>
  );
}

/** What a dry run or an import found: what it creates, what it translates, what it leaves behind. */
function SetupResult({ shown, done }: { shown: Result; done: boolean }) {
  const { t } = useT('import-setup');
  const count = (kind: string) => shown.create.filter((e) => e.kind === kind).length;
  return (
    <>
      <p role="status">
        {done ? t('doneSummary') : t('previewSummary')}{' '}
        {KINDS.map((k) => t(`kindCount.${k}`, { formatted: formatCount(count(k)) })).join(', ')}.{' '}
        {shown.existing.length > 0 && t('existing', { formatted: formatCount(shown.existing.length) })}
      </p>
      <h2>{t('willCreate')}</h2>
      <DataTable
        caption={t('willCreate')}
        empty={t('nothingToCreate')}
        data={shown.create}
        columns={[
          { accessorKey: 'kind', header: t('col.kind'), cell: ({ getValue }) => t(`kindOne.${getValue()}`) },
          { accessorKey: 'name', header: t('col.name') },
        ]}
      />
      <h2>{t('translated')}</h2>
      <DataTable
        caption={t('translated')}
        empty={t('nothingTranslated')}
        data={shown.translated}
        columns={[
          { accessorKey: 'kind', header: t('col.kind'), cell: ({ getValue }) => t(`kindOne.${getValue()}`) },
          { accessorKey: 'name', header: t('col.name') },
          { accessorKey: 'field', header: t('col.field') },
          { accessorKey: 'rule', header: t('col.rule') },
        ]}
      />
      <h2>{t('notCarried')}</h2>
      <DataTable
        caption={t('notCarried')}
        empty={t('nothingLeft')}
        data={shown.not_carried}
        columns={[
          { accessorKey: 'kind', header: t('col.kind'), cell: ({ getValue }) => t(`kindOne.${getValue()}`) },
          { accessorKey: 'name', header: t('col.name') },
          { accessorKey: 'what', header: t('col.what') },
          { accessorKey: 'reason', header: t('col.reason') },
        ]}
      />
    </>
  );
}
