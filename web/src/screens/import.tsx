import type { ColumnDef } from '@tanstack/react-table';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { messageOf } from '../api/errors';
import { run } from '../api/hooks';
import { subscribe } from '../api/live';
import { uploadWithProgress } from '../api/upload';
import {
  DeleteExternalImportDocument,
  ExternalImportsDocument,
  ImportProgressDocument,
  type ExternalImportFieldsFragment,
} from '../generated/graphql';
import type { TFunction } from 'i18next';
import { useT } from '../i18n';
import { ConfirmButton } from '../ui/buttons';
import { localTime } from '../ui/format';
import { DataTable } from '../ui/table';
import { FilePicker } from '../ui/file-picker';
import { ImportColumns } from './import-columns';

/** The file layouts the import reads; their names are in `import.json` `layout`. */
const LAYOUTS = ['csv', 'jsonl', 'keitaro', 'binom'];

/** A dry run's outcome in words: what a real import of the file would create. */
function dryRunSummary(i: ExternalImportFieldsFragment, t: TFunction): string {
  if (!i.would_create) return t('dryRun');
  return t('wouldCreate', { ...i.would_create });
}

/** The workspace's imports, kept current by the live import_progress events. */
function useImports(setError: (error: string) => void) {
  const [imports, setImports] = useState<ExternalImportFieldsFragment[]>([]);
  const load = useCallback(
    () =>
      run(ExternalImportsDocument, {}).then(
        (d) => setImports(d.external_imports),
        (e) => setError(messageOf(e)),
      ),
    [setError],
  );
  useEffect(() => {
    void load();
    return subscribe(ImportProgressDocument, {}, ({ import_progress: p }) => {
      setImports((list) =>
        list.map((i) =>
          i.id === p.import_id
            ? {
                ...i,
                state: p.state,
                percent: p.percent,
                line_done: p.line_done,
                clicks: p.clicks,
                conversions: p.conversions,
                rejected: p.rejected,
              }
            : i,
        ),
      );
      // The end of an import: read it again for its rejected rows and error.
      if (p.state === 'done' || p.state === 'failed') void load();
    });
  }, [load]);
  return { imports, load };
}

/**
 * Import from another tracker: the file goes to the binary REST route
 * POST /admin_api/v1/import/external-tracker (upload progress), the import's own progress
 * arrives live (import_progress); the list shows rejected rows and deletes an import.
 */
export function ImportScreen() {
  const { t } = useT('import');
  const [layout, setLayout] = useState('csv');
  const [dryRun, setDryRun] = useState(false);
  const [upload, setUpload] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const { imports, load } = useImports(setError);

  const rejected = imports.find((i) => i.id === open);

  const send = async (file: File) => {
    setMessage(null);
    setError(null);
    setUpload(0);
    const answer = await uploadWithProgress(
      `/admin_api/v1/import/external-tracker?layout=${layout}${dryRun ? '&dry_run=true' : ''}`,
      file,
      setUpload,
      file.type || 'application/octet-stream',
    );
    setUpload(null);
    if (answer.error) setError(answer.error);
    else
      setMessage(
        answer.body?.duplicate
          ? t('duplicate')
          : dryRun
            ? t('dryRunQueued', { name: file.name })
            : t('queued', { name: file.name }),
      );
    await load();
  };

  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title">{t('title')}</h1>
      <p>
        {t('wholeSetup')} <Link to="/import/keitaro-setup">{t('wholeSetupLink')}</Link>.
      </p>
      <div className="card">
        <h2>{t('upload')}</h2>
        <div className="inline-form">
          <div className="field">
            <label htmlFor="import-layout">{t('layoutLabel')}</label>
            <select id="import-layout" value={layout} onChange={(e) => setLayout(e.target.value)}>
              {LAYOUTS.map((l) => (
                <option key={l} value={l} title={l}>
                  {t(`layout.${l}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="import-dry-run">
              <input
                id="import-dry-run"
                type="checkbox"
                checked={dryRun}
                onChange={(e) => setDryRun(e.target.checked)}
              />{' '}
              {t('dryRunLabel')}
            </label>
          </div>
          <div className="field">
            <label htmlFor="import-file">{t('file')}</label>
            <FilePicker
              id="import-file"
              accept=".csv,.jsonl,.json,.txt,text/csv"
              describedBy={error ? 'import-error' : undefined}
              onFiles={([file]) => void send(file)}
            />
          </div>
        </div>
        {upload !== null && (
          <progress max={100} value={upload} aria-label={t('uploadProgress')}>
            {upload}%
          </progress>
        )}
        {message && <p role="status">{message}</p>}
        {error && (
          <p className="form-error" id="import-error" role="alert">
            {error}
          </p>
        )}
        <ImportColumns layout={layout} />
      </div>
      <h2>{t('imports')}</h2>
      <DataTable
        caption={t('importsCaption')}
        empty={t('none')}
        data={imports}
        columns={importColumns(t, {
          open,
          toggle: (id) => setOpen(open === id ? null : id),
          remove: (id) =>
            run(DeleteExternalImportDocument, { id }).then(
              (d) => {
                setMessage(t('deleted', { ...d.delete_external_import }));
                return load();
              },
              (e) => setError(messageOf(e)),
            ),
        })}
      />
      {rejected && (
        <div className="subsection">
          <h3>{t('rejectedOf', { time: localTime(rejected.created_at) })}</h3>
          <DataTable
            caption={t('rejectedRows')}
            data={rejected.rejected_rows}
            columns={[
              { accessorKey: 'line', header: t('col.line') },
              { accessorKey: 'reason', header: t('col.reason') },
            ]}
          />
        </div>
      )}
    </section>
  );
}

/** The imports table's columns: when, layout, state, progress, counts, and the row's actions. */
function importColumns(
  t: TFunction,
  rows: { open: string | null; toggle: (id: string) => void; remove: (id: string) => Promise<unknown> },
): ColumnDef<ExternalImportFieldsFragment, any>[] {
  return [
    { accessorKey: 'created_at', header: t('col.uploaded'), cell: ({ getValue }) => localTime(getValue()) },
    {
      accessorKey: 'layout',
      header: t('layoutLabel'),
      cell: ({ row: { original: i } }) => {
        const layout = t(`layout.${i.layout}`, { defaultValue: i.layout });
        return <span title={i.layout}>{i.dry_run ? `${layout} (${dryRunSummary(i, t)})` : layout}</span>;
      },
    },
    {
      accessorKey: 'state',
      header: t('col.state'),
      cell: ({ row: { original: i } }) => {
        const state = <span title={i.state}>{t(`state.${i.state}`, { defaultValue: i.state })}</span>;
        return i.error ? (
          <span className="field-error">
            {state}: {i.error}
          </span>
        ) : (
          state
        );
      },
    },
    {
      accessorKey: 'percent',
      header: t('col.progress'),
      cell: ({ getValue }) => (
        <>
          <progress max={100} value={getValue()} aria-label={t('importProgress', { percent: getValue() })} />{' '}
          {getValue()}%
        </>
      ),
    },
    { accessorKey: 'line_done', header: t('col.lines') },
    { accessorKey: 'clicks', header: t('col.clicks') },
    { accessorKey: 'conversions', header: t('col.conversions') },
    { accessorKey: 'rejected', header: t('col.rejected') },
    {
      id: 'actions',
      header: t('col.actions'),
      cell: ({ row: { original: i } }) => (
        <span className="row-actions">
          {i.rejected > 0 && (
            <button
              type="button"
              className="secondary"
              aria-expanded={rows.open === i.id}
              onClick={() => rows.toggle(i.id)}
            >
              {t('rejectedRows')}
            </button>
          )}
          <ConfirmButton question={t('deleteQuestion')} onConfirm={() => rows.remove(i.id)}>
            {t('delete')}
          </ConfirmButton>
        </span>
      ),
    },
  ];
}
