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
import { ConfirmButton } from '../ui/buttons';
import { localTime } from '../ui/format';
import { DataTable } from '../ui/table';

const LAYOUTS = [
  { value: 'csv', label: 'CSV (this tracker’s columns)' },
  { value: 'jsonl', label: 'JSON lines' },
  { value: 'keitaro', label: 'Keitaro CSV export' },
  { value: 'binom', label: 'Binom click log CSV' },
];

/** A dry run's outcome in words: what a real import of the file would create. */
function dryRunSummary(i: ExternalImportFieldsFragment): string {
  if (!i.would_create) return 'dry run';
  const { campaign, source, offer, landing } = i.would_create;
  return `dry run, would create ${campaign} campaigns, ${source} sources, ${offer} offers, ${landing} landings`;
}

/**
 * Import from another tracker: the file goes to the binary REST route
 * POST /admin_api/v1/import/external-tracker (upload progress), the import's own progress
 * arrives live (import_progress); the list shows rejected rows and deletes an import.
 */
export function ImportScreen() {
  const [imports, setImports] = useState<ExternalImportFieldsFragment[]>([]);
  const [layout, setLayout] = useState('csv');
  const [dryRun, setDryRun] = useState(false);
  const [upload, setUpload] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const load = useCallback(
    () =>
      run(ExternalImportsDocument, {}).then(
        (d) => setImports(d.external_imports),
        (e) => setError(messageOf(e)),
      ),
    [],
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
          ? 'This file was imported before: nothing added (delete that import to send it again).'
          : dryRun
            ? `Uploaded ${file.name}: the dry run is queued (nothing will be written).`
            : `Uploaded ${file.name}: the import is queued.`,
      );
    await load();
  };

  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title">Import from another tracker</h1>
      <p>
        Moving a whole Keitaro set-up (campaigns, flows, offers, landings, sources)?{' '}
        <Link to="/import/keitaro-setup">Import it from Keitaro</Link>.
      </p>
      <div className="card">
        <h2>Upload a file</h2>
        <div className="inline-form">
          <div className="field">
            <label htmlFor="import-layout">Layout</label>
            <select id="import-layout" value={layout} onChange={(e) => setLayout(e.target.value)}>
              {LAYOUTS.map((l) => (
                <option key={l.value} value={l.value}>
                  {l.label}
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
              Dry run (check the file, write nothing)
            </label>
          </div>
          <div className="field">
            <label htmlFor="import-file">File (up to 1 GiB)</label>
            <input
              id="import-file"
              type="file"
              accept=".csv,.jsonl,.json,.txt,text/csv"
              aria-describedby={error ? 'import-error' : undefined}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void send(file);
              }}
            />
          </div>
        </div>
        {upload !== null && (
          <progress max={100} value={upload} aria-label="Upload progress">
            {upload}%
          </progress>
        )}
        {message && <p role="status">{message}</p>}
        {error && (
          <p className="form-error" id="import-error" role="alert">
            {error}
          </p>
        )}
        <p className="muted">
          Columns and rules: docs/import.md. Comma or semicolon is detected. The same file twice adds nothing (a failed
          one can be sent again); rejected rows are listed with their line.
        </p>
      </div>
      <h2>Imports</h2>
      <DataTable
        caption="Imports, newest first"
        empty="No import yet."
        data={imports}
        columns={[
          { accessorKey: 'created_at', header: 'Uploaded', cell: ({ getValue }) => localTime(getValue()) },
          {
            accessorKey: 'layout',
            header: 'Layout',
            cell: ({ row }) =>
              row.original.dry_run ? `${row.original.layout} (${dryRunSummary(row.original)})` : row.original.layout,
          },
          {
            accessorKey: 'state',
            header: 'State',
            cell: ({ row }) =>
              row.original.error ? (
                <span className="field-error">
                  {row.original.state}: {row.original.error}
                </span>
              ) : (
                row.original.state
              ),
          },
          {
            accessorKey: 'percent',
            header: 'Progress',
            cell: ({ getValue }) => (
              <>
                <progress max={100} value={getValue()} aria-label={`Import progress ${getValue()}%`} /> {getValue()}%
              </>
            ),
          },
          { accessorKey: 'line_done', header: 'Lines' },
          { accessorKey: 'clicks', header: 'Clicks' },
          { accessorKey: 'conversions', header: 'Conversions' },
          { accessorKey: 'rejected', header: 'Rejected' },
          {
            id: 'actions',
            header: 'Actions',
            cell: ({ row: { original: i } }) => (
              <span className="row-actions">
                {i.rejected > 0 && (
                  <button
                    type="button"
                    className="secondary"
                    aria-expanded={open === i.id}
                    onClick={() => setOpen(open === i.id ? null : i.id)}
                  >
                    Rejected rows
                  </button>
                )}
                <ConfirmButton
                  question="Delete this import and every click and conversion it created?"
                  onConfirm={() =>
                    run(DeleteExternalImportDocument, { id: i.id }).then(
                      (d) => {
                        setMessage(
                          `Deleted the import: ${d.delete_external_import.clicks} clicks and ` +
                            `${d.delete_external_import.conversions} conversions removed.`,
                        );
                        return load();
                      },
                      (e) => setError(messageOf(e)),
                    )
                  }
                >
                  Delete
                </ConfirmButton>
              </span>
            ),
          },
        ]}
      />
      {rejected && (
        <div className="subsection">
          <h3>Rejected rows of the import of {localTime(rejected.created_at)} (first 1000)</h3>
          <DataTable
            caption="Rejected rows"
            data={rejected.rejected_rows}
            columns={[
              { accessorKey: 'line', header: 'Line' },
              { accessorKey: 'reason', header: 'Reason' },
            ]}
          />
        </div>
      )}
    </section>
  );
}
