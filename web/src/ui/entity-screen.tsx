import type { ColumnDef } from '@tanstack/react-table';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { messageOf } from '../api/errors';
import { ConfirmButton } from './buttons';
import { Fields, FormErrors, inputOf, useForm, valuesOf, type FieldSpec } from './form';
import { DataTable } from './table';

export interface EntityConfig<T extends { id: string }> {
  title: string;
  singular: string;
  fields: readonly FieldSpec[];
  /** Fields only sent when creating (e.g. a custom status's code). */
  createOnly?: readonly string[];
  list: () => Promise<T[]>;
  create?: (input: Record<string, unknown>) => Promise<T>;
  update?: (id: string, input: Record<string, unknown>) => Promise<T>;
  remove?: (id: string) => Promise<unknown>;
  columns: ColumnDef<T, any>[];
  /** More for one selected entity (a ZIP upload, a delivery log…). */
  details?: (item: T, reload: () => void) => ReactNode;
  label?: (item: T) => string;
  /** Updates send every field (a set-or-replace operation), not only the changed ones. */
  sendAll?: boolean;
}

/** A list of one kind of entity with an editor beside it: create, edit, delete (confirmed). */
export function EntityScreen<T extends { id: string }>({ config }: { config: EntityConfig<T> }) {
  const [items, setItems] = useState<T[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<T | 'new' | null>(null);
  const reload = useCallback(() => {
    config.list().then(
      (list) => {
        setItems(list);
        setError(null);
        setSelected((s) => (s && s !== 'new' ? (list.find((i) => i.id === s.id) ?? null) : s));
      },
      (e) => setError(messageOf(e)),
    );
  }, [config]);
  useEffect(reload, [reload]);

  const columns: ColumnDef<T, any>[] = [
    ...config.columns,
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <span className="row-actions">
          <button
            type="button"
            className="secondary"
            onClick={() => setSelected(row.original)}
            aria-label={`Edit ${config.label?.(row.original) ?? row.original.id}`}
          >
            Edit
          </button>
          {config.remove && (
            <ConfirmButton
              question={`Delete ${config.singular} "${config.label?.(row.original) ?? row.original.id}"?`}
              onConfirm={async () => {
                try {
                  await config.remove!(row.original.id);
                  if (selected !== 'new' && selected?.id === row.original.id) setSelected(null);
                  reload();
                } catch (e) {
                  setError(messageOf(e));
                }
              }}
            >
              Delete
            </ConfirmButton>
          )}
        </span>
      ),
    },
  ];

  return (
    <section aria-labelledby="screen-title">
      <header className="screen-head">
        <h1 id="screen-title">{config.title}</h1>
        {config.create && (
          <button type="button" onClick={() => setSelected('new')}>
            New {config.singular}
          </button>
        )}
      </header>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className={selected ? 'split' : ''}>
        <DataTable data={items} columns={columns} caption={config.title} />
        {selected && (
          <EntityEditor
            key={selected === 'new' ? 'new' : selected.id}
            config={config}
            item={selected === 'new' ? null : selected}
            onSaved={(saved) => {
              setSelected(saved);
              reload();
            }}
            onClose={() => setSelected(null)}
            reload={reload}
          />
        )}
      </div>
    </section>
  );
}

function EntityEditor<T extends { id: string }>({
  config,
  item,
  onSaved,
  onClose,
  reload,
}: {
  config: EntityConfig<T>;
  item: T | null;
  onSaved: (item: T) => void;
  onClose: () => void;
  reload: () => void;
}) {
  const specs = item ? config.fields.filter((f) => !config.createOnly?.includes(f.name)) : config.fields;
  const initial = valuesOf(specs, item as Record<string, unknown> | null);
  const form = useForm(
    initial,
    specs.map((s) => s.name),
  );
  const canSave = item ? config.update : config.create;
  return (
    <aside className="editor" aria-label={item ? `Edit ${config.singular}` : `New ${config.singular}`}>
      <h2>{item ? `${config.singular}: ${config.label?.(item) ?? item.id}` : `New ${config.singular}`}</h2>
      <form
        onSubmit={form.submit(async (values) => {
          const input = inputOf(specs, values, item && !config.sendAll ? initial : undefined);
          const saved = item ? await config.update!(item.id, input) : await config.create!(input);
          onSaved(saved);
        })}
      >
        <Fields specs={specs} form={form} />
        <FormErrors errors={form.formErrors} />
        <div className="actions">
          {canSave && (
            <button type="submit" disabled={form.busy}>
              {item ? 'Save' : 'Create'}
            </button>
          )}
          <button type="button" className="secondary" onClick={onClose}>
            Close
          </button>
        </div>
      </form>
      {item && config.details?.(item, reload)}
    </aside>
  );
}
