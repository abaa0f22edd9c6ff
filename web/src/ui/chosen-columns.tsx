import type { ColumnDef } from '@tanstack/react-table';
import { useT } from '../i18n';
import { ColumnPicker, useColumnChoice } from './column-picker';

const idOf = <T,>(c: ColumnDef<T, any>) => c.id ?? String((c as { accessorKey?: string }).accessorKey);

/**
 * A table's columns as the user chose them (kept per user under `list`, GET/PUT /me/preferences),
 * with the "Columns" picker: presets "Default" (`defaults`) and "All" (named in the `reports` catalogue). A column whose `meta.always`
 * is set (the row's time, its actions) is always shown.
 */
export function useChosenColumns<T>(list: string, columns: ColumnDef<T, any>[], defaults?: readonly string[]) {
  const { t } = useT('reports');
  const optional = columns.filter((c) => !(c.meta as { always?: boolean } | undefined)?.always);
  const ids = optional.map(idOf);
  const choice = useColumnChoice(list, ids, defaults ?? ids);
  const visible = columns.filter((c) => !optional.includes(c) || choice.shown.includes(idOf(c)));
  const picker = (
    <ColumnPicker
      columns={optional.map((c) => [idOf(c), String(c.header)])}
      shown={choice.shown}
      onChange={choice.setShown}
      presets={{ [t('presets.Default')]: defaults ?? ids, [t('presets.All')]: ids }}
    />
  );
  return { visible, picker };
}
