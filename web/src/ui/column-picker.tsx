import { useEffect, useState } from 'react';
import { useQuery } from '../api/hooks';
import { MeDocument } from '../generated/graphql';

/** Column presets of the statistics lists. */
export const PRESETS: Record<string, string[]> = {
  Traffic: ['clicks', 'conversions', 'cr'],
  Money: ['revenue', 'cost', 'profit', 'roi', 'epc'],
  All: ['clicks', 'conversions', 'revenue', 'cost', 'profit', 'roi', 'epc', 'cr'],
};

/** The columns a user chose for a list, remembered in this browser for that user. */
export function useColumnChoice(list: string, all: readonly string[]) {
  const me = useQuery(MeDocument, {});
  const user = me.data?.me.user.id;
  const key = user ? `tt.columns.${user}.${list}` : null;
  const [shown, setShownState] = useState<string[]>([...all]);
  useEffect(() => {
    if (!key) return;
    try {
      const saved = JSON.parse(localStorage.getItem(key) ?? 'null');
      if (Array.isArray(saved)) setShownState(saved.filter((c) => all.includes(c)));
    } catch {
      // An unreadable choice: all columns.
    }
  }, [key, all]);
  const setShown = (next: string[]) => {
    setShownState(next);
    if (key) localStorage.setItem(key, JSON.stringify(next));
  };
  return { shown, setShown };
}

/** "Columns": presets and one check box per column. */
export function ColumnPicker({
  columns,
  shown,
  onChange,
}: {
  columns: [string, string][];
  shown: string[];
  onChange: (shown: string[]) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="column-picker">
      <button type="button" className="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
        Columns
      </button>
      {open && (
        <fieldset className="column-picker-panel">
          <legend>Columns shown</legend>
          <div className="presets">
            {Object.entries(PRESETS).map(([name, list]) => (
              <button key={name} type="button" className="secondary" onClick={() => onChange(list)}>
                {name}
              </button>
            ))}
          </div>
          {columns.map(([id, label]) => (
            <label key={id} className="check">
              <input
                type="checkbox"
                checked={shown.includes(id)}
                onChange={(e) =>
                  onChange(
                    e.target.checked
                      ? columns.map(([c]) => c).filter((c) => c === id || shown.includes(c))
                      : shown.filter((c) => c !== id),
                  )
                }
              />{' '}
              {label}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
