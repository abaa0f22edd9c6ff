import { useId, type ReactNode } from 'react';
import { i18next, useT } from '../i18n';

/** A log's filter bar: always visible above the rows, each control labelled. */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <form className="filter-bar" aria-label={label} onSubmit={(e) => e.preventDefault()}>
      {children}
    </form>
  );
}

/** A labelled native select (role=combobox, named by its label). */
export function SelectFilter({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: [string, string][];
}) {
  const id = useId();
  return (
    <span className="filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </span>
  );
}

export function TextFilter({
  label,
  value,
  onChange,
  placeholder,
  error,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  placeholder?: string;
  error?: string | null;
}) {
  const id = useId();
  return (
    <span className="filter">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        placeholder={placeholder}
        // Wide enough for its hint in every language ("полный ID или его начало" was cut).
        style={placeholder ? { minWidth: `${Math.min(placeholder.length, 36) + 3}ch` } : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-e` : undefined}
        onChange={(e) => onChange(e.target.value)}
        spellCheck={false}
      />
      {error && (
        <small className="field-error" id={`${id}-e`} role="alert">
          {error}
        </small>
      )}
    </span>
  );
}

/** Relative periods of the logs (they hold recent rows), in hours → their catalogue key (logs.json `period`). */
const PERIOD_KEYS: Record<string, string> = {
  '1': 'hour',
  '24': 'day',
  '168': 'week',
  '720': 'month',
  '2160': 'quarter',
  '4320': 'halfYear',
};

/** The periods of a log (hours, or "custom") as [value, label] in the reader's language; the start instant is computed now. */
export const logPeriods = (hours: string[]): [string, string][] =>
  hours.map((h) => [h, i18next.t(`logs:period.${PERIOD_KEYS[h] ?? 'custom'}`)]);

export const LOG_HOURS = ['1', '24', '168', '720', '2160'];

export const hoursAgo = (hours: string) => new Date(Date.now() - Number(hours) * 3_600_000).toISOString();

/**
 * A log's period: a relative choice, or "custom" with from–to fields (local date-times) shown
 * beside it. Each control labelled (Period, From, To).
 */
export function PeriodRangeFilter({
  periods,
  period,
  from,
  to,
  onChange,
}: {
  periods: readonly { value: string; label: string }[];
  period: string;
  from: string;
  to: string;
  onChange: (name: 'period' | 'from' | 'to', value: string) => void;
}) {
  const id = useId();
  const { t } = useT('logs');
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-period`}>{t('period.label')}</label>
        <select id={`${id}-period`} value={period} onChange={(e) => onChange('period', e.target.value)}>
          {periods.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>
      </div>
      {period === 'custom' && (
        <>
          <div className="field">
            <label htmlFor={`${id}-from`}>{t('period.from')}</label>
            <input
              id={`${id}-from`}
              type="datetime-local"
              value={from}
              onChange={(e) => onChange('from', e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-to`}>{t('period.to')}</label>
            <input id={`${id}-to`} type="datetime-local" value={to} onChange={(e) => onChange('to', e.target.value)} />
          </div>
        </>
      )}
    </>
  );
}
