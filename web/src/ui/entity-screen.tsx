import type { ColumnDef } from '@tanstack/react-table';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { messageOf } from '../api/errors';
import type { EntityConfig, EntityExtras } from './entity-config';
import { actionsColumn, selectionColumn } from './entity-columns';
import { ArchivedToggle, BulkBar } from './entity-ops';
import { Fields, FormErrors, inputOf, useForm, valuesOf } from './form';
import { DataTable } from './table';
import { toast } from './toast';
import { useT } from '../i18n';

/** A list of one kind of entity with an editor beside it: create, edit, delete (confirmed). */
export function EntityScreen<T extends { id: string }>({
  config,
  extras = {},
}: {
  config: EntityConfig<T>;
  extras?: EntityExtras<T>;
}) {
  const { t } = useT();
  const [items, setItems] = useState<T[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<T | 'new' | null>(null);
  const [archived, setArchived] = useState(false);
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const reload = useCallback(() => {
    config.list(archived).then(
      (list) => {
        setItems(list);
        setChecked((c) => new Set(list.filter((i) => c.has(i.id)).map((i) => i.id)));
        setError(null);
        setSelected((s) => (s && s !== 'new' ? (list.find((i) => i.id === s.id) ?? null) : s));
      },
      (e) => setError(messageOf(e)),
    );
  }, [config, archived]);
  useEffect(reload, [reload]);
  const changed = () => {
    reload();
    extras.onChange?.();
  };
  const name = (item: T) => config.label?.(item) ?? item.id;
  const ops = config.ops;
  // A new array when the statistics change: the table caches cell values per row object.
  // biome-ignore lint/correctness/useExhaustiveDependencies: revision is the trigger
  const shown = useMemo(
    () => (items ? (extras.filter ? items.filter(extras.filter) : items.slice()) : items),
    [items, extras.filter, extras.revision],
  );
  const toggle = (id: string, on: boolean) =>
    setChecked((c) => {
      const next = new Set(c);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const columns: ColumnDef<T, any>[] = [
    ...(ops ? [selectionColumn<T>({ t, shown, checked, setChecked, toggle, name })] : []),
    ...config.columns,
    ...(extras.columns?.(changed, archived) ?? []),
    actionsColumn<T>({
      t,
      config,
      extras,
      archived,
      changed,
      name,
      edit: setSelected,
      removed: (id) => {
        if (selected !== 'new' && selected?.id === id) setSelected(null);
      },
    }),
  ];
  const title = config.title.toLowerCase();
  const empty = items?.length
    ? t('entity.noMatch')
    : archived
      ? t('entity.noArchived', { title })
      : (config.empty ?? t('entity.none', { singular: config.singular, title }));
  const picked = (items ?? []).filter((i) => checked.has(i.id)).map((i) => ({ id: i.id, name: name(i) }));

  return (
    <section aria-labelledby="screen-title">
      <header className="screen-head">
        <h1 id="screen-title">{config.title}</h1>
        {extras.toolbar}
        {ops && (
          <ArchivedToggle
            archived={archived}
            onChange={(a) => {
              setChecked(new Set());
              setItems(null);
              setArchived(a);
            }}
          />
        )}
        {config.create && (
          <button type="button" onClick={() => setSelected('new')}>
            {t('entity.new', { singular: config.singular })}
          </button>
        )}
      </header>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {ops && picked.length > 0 && (
        <BulkBar
          ops={ops}
          singular={config.singular}
          selected={picked}
          archived={archived}
          canDelete={Boolean(config.remove)}
          extra={extras.bulk?.(
            (items ?? []).filter((i) => checked.has(i.id)),
            changed,
          )}
          onDone={() => {
            setChecked(new Set());
            changed();
          }}
        />
      )}
      <div className={selected ? 'split' : ''}>
        {shown === null ? (
          <div className="skeleton-table" role="status" aria-label={t('loading')}>
            <span className="skeleton-line" />
            <span className="skeleton-line" />
            <span className="skeleton-line" />
          </div>
        ) : (
          <div className="table-scroll">
            <DataTable
              data={shown}
              columns={columns}
              caption={config.title}
              footer={extras.footer && ((columns) => extras.footer!(shown, columns))}
              widths={extras.widths?.widths}
              onWidth={extras.widths?.setWidth}
              empty={empty}
            />
          </div>
        )}
        {selected && (
          <EntityEditor
            key={selected === 'new' ? 'new' : selected.id}
            config={config}
            item={selected === 'new' ? null : selected}
            onSaved={(saved, created) => {
              toast(t(created ? 'entity.created' : 'entity.saved', { name: name(saved), singular: config.singular }));
              setSelected(saved);
              changed();
            }}
            onClose={() => setSelected(null)}
            reload={changed}
          />
        )}
      </div>
    </section>
  );
}

/** Focus moves into an opened editor (its first field); Escape closes it. */
export function useEditorFocus(onClose: () => void) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    // The form's first field: a starter above it (a template picker) is there to pick, not to type in.
    const fields = 'input:not([type=hidden]), select, textarea';
    const first =
      ref.current?.querySelector<HTMLElement>(`form :is(${fields})`) ?? ref.current?.querySelector<HTMLElement>(fields);
    first?.focus();
  }, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // An open picker's dropdown takes its own Escape first.
      const target = e.target as HTMLElement;
      if (e.key === 'Escape' && !e.defaultPrevented && target.getAttribute('aria-expanded') !== 'true') onClose();
    };
    const node = ref.current;
    node?.addEventListener('keydown', onKey);
    return () => node?.removeEventListener('keydown', onKey);
  }, [onClose]);
  return ref;
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
  onSaved: (item: T, created: boolean) => void;
  onClose: () => void;
  reload: () => void;
}) {
  // A starter's values replace the form (a new form, so every field editor starts from them).
  const [seed, setSeed] = useState({ n: 0, values: config.initial ?? null });
  const { t } = useT();
  const ref = useEditorFocus(onClose);
  const heading = item
    ? t('entity.heading', { singular: capitalised(config.singular), name: config.label?.(item) ?? item.id })
    : t('entity.new', { singular: config.singular });
  return (
    <aside
      ref={ref}
      className="editor"
      aria-label={
        item ? t('entity.editSingular', { singular: config.singular }) : t('entity.new', { singular: config.singular })
      }
    >
      <h2>{heading}</h2>
      {!item &&
        config.starter?.(
          (values) => setSeed((s) => ({ n: s.n + 1, values })),
          (created) => onSaved(created, true),
        )}
      <EditorForm key={seed.n} config={config} item={item} seed={seed.values} onSaved={onSaved} onClose={onClose} />
      {item && config.details?.(item, reload)}
    </aside>
  );
}

/** The editor's form (also an entity page's Set-up tab, screens/entity-page.tsx). */
export function EditorForm<T extends { id: string }>({
  config,
  item,
  seed,
  onSaved,
  onClose,
}: {
  config: EntityConfig<T>;
  item: T | null;
  seed: Record<string, unknown> | null;
  onSaved: (item: T, created: boolean) => void;
  onClose: () => void;
}) {
  const specs = item ? config.fields.filter((f) => !config.createOnly?.includes(f.name)) : config.fields;
  const initial = valuesOf(specs, (item ?? seed) as Record<string, unknown> | null);
  const form = useForm(
    initial,
    specs.map((s) => s.name),
  );
  const { t } = useT();
  const canSave = item ? config.update : config.create;
  return (
    <form
      onSubmit={form.submit(async (values) => {
        const input = inputOf(specs, values, item && !config.sendAll ? initial : undefined);
        const saved = item ? await config.update!(item.id, input) : await config.create!(input);
        onSaved(saved, !item);
      })}
    >
      <Fields specs={specs} form={form} />
      <FormErrors errors={form.formErrors} />
      <div className="actions">
        {canSave && (
          <button type="submit" disabled={form.busy}>
            {form.busy ? t('entity.saving') : item ? t('entity.save') : t('entity.create')}
          </button>
        )}
        <button type="button" className="secondary" onClick={onClose}>
          {t('entity.close')}
        </button>
      </div>
    </form>
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
