import { createContext, useContext, useEffect, useId, useMemo, useState, type ReactNode } from 'react';

/** A period of the whole app: a preset of the report API or a custom range of local dates. */
export interface Period {
  preset: string;
  from: string;
  to: string;
}

export const PRESETS: [string, string][] = [
  ['today', 'Today'],
  ['yesterday', 'Yesterday'],
  ['24h', 'Last 24 hours'],
  ['7d', 'Last 7 days'],
  ['30d', 'Last 30 days'],
  ['90d', 'Last 90 days'],
  ['custom', 'Custom range'],
];

const KEY = 'tt.period';
const DEFAULT: Period = { preset: 'today', from: '', to: '' };

/** The report API's period arguments: `period`, or local dates `from`/`to` (both inclusive). */
export function periodArgs(p: Period): { period?: string; from?: string; to?: string } {
  if (p.preset === 'custom' && p.from && p.to) return { from: p.from, to: p.to };
  return { period: p.preset === 'custom' ? '7d' : p.preset };
}

/** The local date (YYYY-MM-DD) of an instant in a time zone. */
export function localDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** "2026-11-21 – 2026-11-27": the local dates a period covers in the workspace time zone. */
export function periodDates(p: Period, timeZone: string, now = new Date()): string {
  const day = 86_400_000;
  const today = localDate(now, timeZone);
  const back = (days: number) => localDate(new Date(now.getTime() - days * day), timeZone);
  switch (p.preset) {
    case 'today':
      return today;
    case 'yesterday':
      return back(1);
    case '24h':
      return `${back(1)} – ${today}`;
    case '7d':
      return `${back(6)} – ${today}`;
    case '30d':
      return `${back(29)} – ${today}`;
    case '90d':
      return `${back(89)} – ${today}`;
    default:
      return p.from && p.to ? `${p.from} – ${p.to}` : 'choose the dates';
  }
}

const Context = createContext<{ period: Period; setPeriod: (p: Period) => void }>({
  period: DEFAULT,
  setPeriod: () => undefined,
});

/** Holds the app's period (kept in this browser) for every screen that shows statistics. */
export function PeriodProvider({ children }: { children: ReactNode }) {
  const [period, setPeriod] = useState<Period>(() => {
    try {
      return { ...DEFAULT, ...JSON.parse(localStorage.getItem(KEY) ?? '{}') };
    } catch {
      return DEFAULT;
    }
  });
  useEffect(() => localStorage.setItem(KEY, JSON.stringify(period)), [period]);
  const value = useMemo(() => ({ period, setPeriod }), [period]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export const usePeriod = () => useContext(Context);

/** The period picker of the top bar: a preset, or two dates; the dates shown in the workspace's zone. */
export function PeriodPicker({ timeZone }: { timeZone: string }) {
  const { period, setPeriod } = usePeriod();
  const id = useId();
  return (
    <div className="period-picker">
      <label htmlFor={id}>Period</label>
      <select id={id} value={period.preset} onChange={(e) => setPeriod({ ...period, preset: e.target.value })}>
        {PRESETS.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      {period.preset === 'custom' && (
        <>
          <label htmlFor={`${id}-from`}>From</label>
          <input
            id={`${id}-from`}
            type="date"
            value={period.from}
            max={period.to || undefined}
            onChange={(e) => setPeriod({ ...period, from: e.target.value })}
          />
          <label htmlFor={`${id}-to`}>To</label>
          <input
            id={`${id}-to`}
            type="date"
            value={period.to}
            min={period.from || undefined}
            onChange={(e) => setPeriod({ ...period, to: e.target.value })}
          />
        </>
      )}
      <span className="period-dates nowrap" data-testid="period-dates">
        {periodDates(period, timeZone)} · {timeZone}
      </span>
    </div>
  );
}
