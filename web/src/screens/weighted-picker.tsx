import { useT } from '../i18n';
import { useState } from 'react';

export type Weighted = { id: string; weight: number };

/** A flow's landings or offers with their weights: rows to re-weigh or remove, a select to add one. */
export function WeightedPicker({
  kind,
  items,
  value,
  onChange,
  error,
}: {
  kind: 'landing' | 'offer';
  items: { id: string; name: string }[];
  value: Weighted[];
  onChange: (v: Weighted[]) => void;
  error?: string;
}) {
  const { t } = useT('flows');
  const [adding, setAdding] = useState('');
  const name = (id: string) => items.find((i) => i.id === id)?.name ?? id.slice(0, 8);
  return (
    <fieldset>
      <legend>{t(`weighted.${kind}.legend`)}</legend>
      {value.length === 0 && <p className="muted">{t(`weighted.${kind}.none`)}</p>}
      {value.map((entry, index) => (
        <div className="row" key={entry.id}>
          <span>{name(entry.id)}</span>
          <label className="sr-only" htmlFor={`${kind}-w-${index}`}>
            {t('weighted.weightOf', { name: name(entry.id) })}
          </label>
          <input
            id={`${kind}-w-${index}`}
            type="number"
            min={0}
            value={entry.weight}
            onChange={(e) =>
              onChange(value.map((v, i) => (i === index ? { ...v, weight: Number(e.target.value) } : v)))
            }
          />
          <button
            type="button"
            className="secondary"
            onClick={() => onChange(value.filter((_, i) => i !== index))}
            aria-label={t('weighted.removeNamed', { name: name(entry.id) })}
          >
            {t('remove')}
          </button>
        </div>
      ))}
      <div className="row">
        <label htmlFor={`${kind}-add`}>{t(`weighted.${kind}.add`)}</label>
        <select id={`${kind}-add`} value={adding} onChange={(e) => setAdding(e.target.value)}>
          <option value="">—</option>
          {items
            .filter((i) => !value.some((v) => v.id === i.id))
            .map((i) => (
              <option key={i.id} value={i.id}>
                {i.name}
              </option>
            ))}
        </select>
        <button
          type="button"
          className="secondary"
          disabled={!adding}
          onClick={() => (onChange([...value, { id: adding, weight: 100 }]), setAdding(''))}
        >
          {t('weighted.add')}
        </button>
      </div>
      {error && (
        <small className="field-error" role="alert">
          {error}
        </small>
      )}
    </fieldset>
  );
}
