import type { ColumnDef } from '@tanstack/react-table';
import type { useT } from '../i18n';
import { ConfirmButton } from './buttons';
import type { EntityConfig, EntityExtras } from './entity-config';
import { RowOps } from './entity-ops';
import { MoreActions } from './more-actions';

/** The screen's translate function (the columns are built in its render). */
type T_ = ReturnType<typeof useT>['t'];

/** The check box column of a list with bulk actions: one per row, and one in the header for all shown. */
export function selectionColumn<T extends { id: string }>({
  t,
  shown,
  checked,
  setChecked,
  toggle,
  name,
}: {
  t: T_;
  shown: T[] | null;
  checked: ReadonlySet<string>;
  setChecked: (checked: ReadonlySet<string>) => void;
  toggle: (id: string, on: boolean) => void;
  name: (item: T) => string;
}): ColumnDef<T, any> {
  return {
    id: 'select',
    enableSorting: false,
    meta: { phone: false },
    header: () => (
      <input
        type="checkbox"
        aria-label={t('entity.selectAll')}
        checked={Boolean(shown?.length) && shown!.every((i) => checked.has(i.id))}
        onChange={(e) => setChecked(e.target.checked ? new Set(shown?.map((i) => i.id)) : new Set())}
      />
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        aria-label={t('entity.select', { name: name(row.original) })}
        checked={checked.has(row.original.id)}
        onChange={(e) => toggle(row.original.id, e.target.checked)}
      />
    ),
  };
}

/** A row's actions: Edit, the screen's own, and clone/archive/delete in "⋯" (restore on the archived view's row). */
export function actionsColumn<T extends { id: string }>({
  t,
  config,
  extras,
  archived,
  changed,
  name,
  edit,
  removed,
}: {
  t: T_;
  config: EntityConfig<T>;
  extras: EntityExtras<T>;
  archived: boolean;
  changed: () => void;
  name: (item: T) => string;
  edit: (item: T) => void;
  removed: (id: string) => void;
}): ColumnDef<T, any> {
  const ops = config.ops;
  return {
    id: 'actions',
    header: () => t('entity.actions'),
    enableSorting: false,
    meta: { phone: false },
    cell: ({ row }) => (
      <span className="row-actions">
        <button
          type="button"
          className="secondary"
          onClick={() => edit(row.original)}
          aria-label={t('entity.editNamed', { name: name(row.original) })}
        >
          {t('entity.edit')}
        </button>
        {extras.actions?.(row.original, changed)}
        {/* Restore is the archived view's main action: shown on the row. */}
        {ops && archived && (
          <RowOps
            ops={ops}
            id={row.original.id}
            name={name(row.original)}
            singular={config.singular}
            archived
            onChanged={changed}
          />
        )}
        {((ops && !archived) || config.remove) && (
          <MoreActions name={name(row.original)}>
            {!archived && extras.more?.(row.original, changed)}
            {ops && !archived && (
              <RowOps
                ops={ops}
                id={row.original.id}
                name={name(row.original)}
                singular={config.singular}
                archived={false}
                onChanged={changed}
              />
            )}
            {config.remove && (
              <ConfirmButton
                question={t('entity.deleteQuestion', { name: name(row.original), singular: config.singular })}
                done={t('entity.deleted', { name: name(row.original), singular: config.singular })}
                onConfirm={async () => {
                  await config.remove!(row.original.id);
                  removed(row.original.id);
                  changed();
                }}
              >
                {t('entity.delete')}
              </ConfirmButton>
            )}
          </MoreActions>
        )}
      </span>
    ),
  };
}
