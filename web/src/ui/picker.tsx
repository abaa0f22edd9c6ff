import { Select } from '@mantine/core';
import { useEffect, useState } from 'react';
import { messageOf } from '../api/errors';
import { useT } from '../i18n';

export interface PickerOption {
  value: string;
  label: string;
}

/** Loads a picker's options once per mount (names of sources, networks, offers, campaigns…). */
export function useOptions(load: (() => Promise<PickerOption[]>) | undefined) {
  const [options, setOptions] = useState<PickerOption[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!load) return;
    let live = true;
    load().then(
      (list) => live && setOptions(list),
      (e) => live && setError(messageOf(e)),
    );
    return () => {
      live = false;
    };
  }, [load]);
  return { options, error };
}

/**
 * A searchable picker by name (role=combobox, named by its label): the value sent is the id,
 * what a person sees and types is the name.
 */
export function Picker({
  label,
  value,
  onChange,
  load,
  error,
  required,
  help,
  name,
  emptyHint,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  load: () => Promise<PickerOption[]>;
  error?: string;
  required?: boolean;
  help?: string;
  name?: string;
  /** What to do when there is nothing to pick yet ("Create a traffic source first"). */
  emptyHint?: string;
}) {
  const { t } = useT();
  const { options, error: loadError } = useOptions(load);
  const known = options ?? [];
  // A value not in the list (deleted, or not loaded yet) still shows, as its short id.
  const data =
    value && !known.some((o) => o.value === value) ? [...known, { value, label: `…${value.slice(-8)}` }] : known;
  return (
    <div className="field">
      <Select
        label={label}
        name={name}
        data={data}
        value={value || null}
        onChange={(v) => onChange(v ?? '')}
        searchable
        clearable={!required}
        required={required}
        placeholder={
          options === null ? t('loading') : known.length ? t('ui.typeToSearch') : (emptyHint ?? t('ui.noneYet'))
        }
        nothingFoundMessage={t('ui.noMatch')}
        error={error ?? loadError ?? undefined}
        description={help}
        comboboxProps={{ withinPortal: true }}
      />
    </div>
  );
}
