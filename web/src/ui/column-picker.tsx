import { useEffect, useRef, useState } from 'react';
import { run, useQuery } from '../api/hooks';
import { MyPreferencesDocument, UpdateMyPreferencesDocument } from '../generated/graphql';
import { i18next, useT } from '../i18n';
import { isBuiltInMetric, metricLabel } from './metric-labels';
import { toastError } from './toast';

export type Presets = Record<string, readonly string[]>;

/** Column presets of the statistics lists. */
export const PRESETS: Presets = {
  Traffic: ['clicks', 'conversions', 'cr'],
  Money: ['revenue', 'cost', 'profit', 'roi', 'epc'],
  All: ['clicks', 'conversions', 'revenue', 'cost', 'profit', 'roi', 'epc', 'cr'],
  // The landing funnel and the money by conversion status (shown where the list has those metrics).
  Landing: ['clicks', 'lp_views', 'lp_clicks', 'lp_ctr', 'offer_clicks', 'conversions', 'cr'],
  Finance: [
    'revenue',
    'revenue_confirmed',
    'revenue_hold',
    'revenue_rejected',
    'cost',
    'profit',
    'profit_confirmed',
    'roi',
    'roi_confirmed',
    'epc_confirmed',
  ],
};

/**
 * The columns a user chose for a list (`campaigns`, `report`, `click_log`, …), kept by the API
 * (GET/PUT /me/preferences `columns`) so the choice follows the user to any browser. Columns the
 * list no longer has are dropped; until anything is saved the list shows `defaults`.
 */
export function useColumnChoice(list: string, all: readonly string[], defaults: readonly string[] = all) {
  const preferences = useQuery(MyPreferencesDocument, {});
  const [chosen, setChosen] = useState<string[] | null>(null);
  const saved = (preferences.data?.my_preferences.columns as Record<string, unknown> | undefined)?.[list];
  const fromServer = Array.isArray(saved) ? saved.filter((c): c is string => all.includes(c)) : null;
  const ready = preferences.data !== undefined || preferences.error != null;
  // Until the user's choice is known the optional columns wait (rather than show the defaults, then change).
  const shown = chosen ?? fromServer ?? (ready ? [...defaults] : []);
  const setShown = (next: string[]) => {
    setChosen(next);
    run(UpdateMyPreferencesDocument, { input: { columns: { [list]: next } } }).catch(() =>
      toastError(i18next.t('metrics:picker.notSaved')),
    );
  };
  return { shown, setShown, ready };
}

/**
 * The widths a user dragged a list's name columns to, kept with the column choice
 * (GET/PUT /me/preferences `columns`, list `<list>_widths`, entries `name:420`).
 */
export function useColumnWidths(list: string) {
  const preferences = useQuery(MyPreferencesDocument, {});
  const [chosen, setChosen] = useState<Record<string, number> | null>(null);
  const saved = (preferences.data?.my_preferences.columns as Record<string, unknown> | undefined)?.[`${list}_widths`];
  const fromServer: Record<string, number> = {};
  for (const entry of Array.isArray(saved) ? saved : []) {
    const [, column, width] = /^([\w.-]+):(\d+)$/.exec(String(entry)) ?? [];
    if (column) fromServer[column] = Number(width);
  }
  const widths = chosen ?? fromServer;
  const setWidth = (column: string, width: number | null) => {
    const next = { ...widths };
    if (width === null) delete next[column];
    else next[column] = width;
    setChosen(next);
    const entries = Object.entries(next).map(([c, w]) => `${c}:${w}`);
    run(UpdateMyPreferencesDocument, { input: { columns: { [`${list}_widths`]: entries } } }).catch(() =>
      toastError(i18next.t('lists:widthNotSaved')),
    );
  };
  return { widths, setWidth };
}

/** The preset whose columns are exactly those shown, if any. */
function presetOf(presets: Presets, shown: readonly string[]): string | undefined {
  return Object.entries(presets).find(
    ([, list]) => list.length === shown.length && list.every((c) => shown.includes(c)),
  )?.[0];
}

/** "Columns": presets and one check box per column; Escape or a click outside closes it. */
export function ColumnPicker({
  columns,
  shown,
  onChange,
  presets = PRESETS,
  label,
}: {
  columns: [string, string][];
  shown: string[];
  onChange: (shown: string[]) => void;
  presets?: Presets;
  label?: string;
}) {
  const { t } = useT('metrics');
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('mousedown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('mousedown', close);
    };
  }, [open]);
  const order = columns.map(([c]) => c);
  // A preset names columns a list may not have (a report without bots): it holds those it has.
  const available = Object.fromEntries(
    Object.entries(presets)
      .map(([name, list]) => [name, order.filter((c) => list.includes(c))] as const)
      .filter(([, list]) => list.length > 0),
  );
  const presetName = (name: string) => t(`metrics:preset.${name}`, { defaultValue: name });
  // The app's metrics by their name in the user's language; the list's own columns as it names them.
  const columnName = (id: string, text: string) => (isBuiltInMetric(id) ? metricLabel(id) : text);
  const active = presetOf(available, shown);
  return (
    <div className="column-picker" ref={box}>
      <button type="button" className="secondary nowrap" aria-expanded={open} onClick={() => setOpen(!open)}>
        {label ?? t('metrics:picker.columns')}
        {active ? `: ${presetName(active)}` : ` (${shown.length})`}
      </button>
      {open && (
        <fieldset className="column-picker-panel">
          <legend>{t('metrics:picker.shown')}</legend>
          <div className="presets">
            {Object.entries(available).map(([name, list]) => (
              <button
                key={name}
                type="button"
                className={name === active ? 'primary' : 'secondary'}
                aria-pressed={name === active}
                onClick={() => onChange(list)}
              >
                {presetName(name)}
              </button>
            ))}
          </div>
          <div className="column-checks">
            {columns.map(([id, text]) => (
              <label key={id} className="check">
                <input
                  type="checkbox"
                  checked={shown.includes(id)}
                  onChange={(e) =>
                    onChange(
                      e.target.checked
                        ? order.filter((c) => c === id || shown.includes(c))
                        : shown.filter((c) => c !== id),
                    )
                  }
                />{' '}
                <span title={id}>{columnName(id, text)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
