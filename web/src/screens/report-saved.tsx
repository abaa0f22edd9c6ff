import { useState } from 'react';
import { ApiError, messageOf } from '../api/errors';
import { run, useQuery } from '../api/hooks';
import {
  CreateSavedReportDocument,
  DeleteSavedReportDocument,
  SavedReportsDocument,
  UpdateSavedReportDocument,
} from '../generated/graphql';
import { ConfirmButton } from '../ui/buttons';

/**
 * The caller's saved reports (SavedReports, Create/Update/DeleteSavedReport; REST /saved-reports):
 * save the current report under a name, load one into the form, rename or delete it.
 */
export function SavedReportsPanel({
  definition,
  onLoad,
}: {
  definition: () => Record<string, unknown>;
  onLoad: (definition: Record<string, unknown>) => void;
}) {
  const saved = useQuery(SavedReportsDocument, {});
  const [selected, setSelected] = useState('');
  const [name, setName] = useState('');
  const [rename, setRename] = useState('');
  const [error, setError] = useState<{ field: 'name' | 'rename' | 'form'; message: string } | null>(null);
  const [status, setStatus] = useState('');
  const list = saved.data?.saved_reports ?? [];
  const current = list.find((r) => r.id === selected);

  const attempt = async (field: 'name' | 'rename' | 'form', action: () => Promise<unknown>, done: string) => {
    setError(null);
    setStatus('');
    try {
      await action();
      setStatus(done);
      saved.reload();
      return true;
    } catch (e) {
      const message = e instanceof ApiError ? e.message : messageOf(e);
      setError({ field: /^name\b/.test(message) ? field : 'form', message });
      return false;
    }
  };
  const fieldError = (field: 'name' | 'rename') =>
    error?.field === field && (
      <small className="field-error" id={`saved-${field}-error`} role="alert">
        {error.message}
      </small>
    );

  return (
    <fieldset>
      <legend>Saved reports</legend>
      <div className="row">
        <label htmlFor="saved-name">Save current report as</label>
        <input
          id="saved-name"
          value={name}
          aria-invalid={error?.field === 'name' || undefined}
          aria-describedby={error?.field === 'name' ? 'saved-name-error' : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        <button
          type="button"
          onClick={async () => {
            if (
              await attempt(
                'name',
                () => run(CreateSavedReportDocument, { name, definition: definition() }),
                `Saved "${name.trim()}".`,
              )
            )
              setName('');
          }}
        >
          Save report
        </button>
      </div>
      {fieldError('name')}
      <div className="row">
        <label htmlFor="saved-select">Saved report</label>
        <select
          id="saved-select"
          value={selected}
          onChange={(e) => {
            setSelected(e.target.value);
            setRename(list.find((r) => r.id === e.target.value)?.name ?? '');
          }}
        >
          <option value="">— {list.length} saved —</option>
          {list.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="secondary"
          disabled={!current}
          onClick={() =>
            current && (onLoad(current.definition as Record<string, unknown>), setStatus(`Loaded "${current.name}".`))
          }
        >
          Load
        </button>
        {current && (
          <ConfirmButton
            question={`Delete the saved report "${current.name}"?`}
            onConfirm={async () => {
              if (
                await attempt(
                  'form',
                  () => run(DeleteSavedReportDocument, { id: current.id }),
                  `Deleted "${current.name}".`,
                )
              )
                setSelected('');
            }}
          >
            Delete
          </ConfirmButton>
        )}
      </div>
      {current && (
        <div className="row">
          <label htmlFor="saved-rename">New name</label>
          <input
            id="saved-rename"
            value={rename}
            aria-invalid={error?.field === 'rename' || undefined}
            aria-describedby={error?.field === 'rename' ? 'saved-rename-error' : undefined}
            onChange={(e) => setRename(e.target.value)}
          />
          <button
            type="button"
            className="secondary"
            onClick={() =>
              attempt(
                'rename',
                () => run(UpdateSavedReportDocument, { id: current.id, name: rename }),
                `Renamed to "${rename.trim()}".`,
              )
            }
          >
            Rename
          </button>
          <button
            type="button"
            className="secondary"
            onClick={() =>
              attempt(
                'form',
                () => run(UpdateSavedReportDocument, { id: current.id, definition: definition() }),
                `Updated "${current.name}" with the current report.`,
              )
            }
          >
            Overwrite with current
          </button>
        </div>
      )}
      {fieldError('rename')}
      {error?.field === 'form' && (
        <p className="form-error" role="alert">
          {error.message}
        </p>
      )}
      <p className="muted" role="status">
        {status}
      </p>
    </fieldset>
  );
}
