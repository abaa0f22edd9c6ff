import { useState } from 'react';
import { ApiError, messageOf } from '../api/errors';
import { run, useQuery } from '../api/hooks';
import {
  CreateSavedReportDocument,
  DeleteSavedReportDocument,
  SavedReportsDocument,
  UpdateSavedReportDocument,
} from '../generated/graphql';
import { useT } from '../i18n';
import { ConfirmButton } from '../ui/buttons';

type Attempt = (field: 'name' | 'rename' | 'form', action: () => Promise<unknown>, done: string) => Promise<boolean>;

/** The chosen saved report's row: a new name, or its definition replaced by the current report's. */
function RenameRow({
  current,
  rename,
  invalid,
  onRename,
  attempt,
  definition,
}: {
  current: { id: string; name: string };
  rename: string;
  invalid: boolean;
  onRename: (name: string) => void;
  attempt: Attempt;
  definition: () => Record<string, unknown>;
}) {
  const { t } = useT('reports');
  return (
    <div className="row">
      <label htmlFor="saved-rename">{t('saved.newName')}</label>
      <input
        id="saved-rename"
        value={rename}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? 'saved-rename-error' : undefined}
        onChange={(e) => onRename(e.target.value)}
      />
      <button
        type="button"
        className="secondary"
        onClick={() =>
          attempt(
            'rename',
            () => run(UpdateSavedReportDocument, { id: current.id, name: rename }),
            t('saved.renamed', { name: rename.trim() }),
          )
        }
      >
        {t('saved.rename')}
      </button>
      <button
        type="button"
        className="secondary"
        onClick={() =>
          attempt(
            'form',
            () => run(UpdateSavedReportDocument, { id: current.id, definition: definition() }),
            t('saved.overwritten', { name: current.name }),
          )
        }
      >
        {t('saved.overwrite')}
      </button>
    </div>
  );
}

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
  const { t } = useT('reports');
  const saved = useQuery(SavedReportsDocument, {});
  const [selected, setSelected] = useState('');
  const [name, setName] = useState('');
  const [rename, setRename] = useState('');
  const [error, setError] = useState<{ field: 'name' | 'rename' | 'form'; message: string } | null>(null);
  const [status, setStatus] = useState('');
  const list = saved.data?.saved_reports ?? [];
  const current = list.find((r) => r.id === selected);

  const attempt: Attempt = async (field, action, done) => {
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
      <legend>{t('saved.title')}</legend>
      <div className="row">
        <label htmlFor="saved-name">{t('saved.saveAs')}</label>
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
                t('saved.saved', { name: name.trim() }),
              )
            )
              setName('');
          }}
        >
          {t('saved.save')}
        </button>
      </div>
      {fieldError('name')}
      <div className="row">
        <label htmlFor="saved-select">{t('saved.select')}</label>
        <select
          id="saved-select"
          value={selected}
          onChange={(e) => {
            setSelected(e.target.value);
            setRename(list.find((r) => r.id === e.target.value)?.name ?? '');
          }}
        >
          <option value="">{t('saved.count', { count: list.length })}</option>
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
            current &&
            (onLoad(current.definition as Record<string, unknown>),
            setStatus(t('saved.loaded', { name: current.name })))
          }
        >
          {t('saved.load')}
        </button>
        {current && (
          <ConfirmButton
            question={t('saved.deleteQuestion', { name: current.name })}
            onConfirm={async () => {
              if (
                await attempt(
                  'form',
                  () => run(DeleteSavedReportDocument, { id: current.id }),
                  t('saved.deleted', { name: current.name }),
                )
              )
                setSelected('');
            }}
          >
            {t('saved.delete')}
          </ConfirmButton>
        )}
      </div>
      {current && (
        <RenameRow
          current={current}
          rename={rename}
          invalid={error?.field === 'rename'}
          onRename={setRename}
          attempt={attempt}
          definition={definition}
        />
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
