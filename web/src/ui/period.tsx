import { createContext, useContext, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { currentLanguage, useT } from '../i18n';

/** A period of the whole app: a preset or a custom range of local dates (both inclusive). */
export interface Period {
  preset: string;
  from: string;
  to: string;
}

/** The presets of the top bar, in the order a buyer expects them (Keitaro/Binom). */
export const PRESET_IDS = [
  'today',
  'yesterday',
  '24h',
  'this_week',
  'last_week',
  '7d',
  '14d',
  '30d',
  '90d',
  'this_month',
  'last_month',
  'custom',
] as const;

/** Presets the report API knows by name; the others are sent as the local dates they cover. */
const API_PRESETS = new Set(['today', 'yesterday', '24h', '7d', '30d', '90d']);

const KEY = 'tt.period';
const DEFAULT: Period = { preset: 'today', from: '', to: '' };
const DAY = 86_400_000;

// The workspace's time zone (set by the top bar's picker): the dates a preset covers are its dates.
let workspaceZone = 'UTC';

/** The local date (YYYY-MM-DD) of an instant in a time zone. */
export function localDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** The first and last local dates a period covers (24 hours: yesterday and today). */
export function periodRange(
  p: Period,
  timeZone = workspaceZone,
  now = new Date(),
): { from: string; to: string } | null {
  const today = localDate(now, timeZone);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  const month = `${today.slice(0, 7)}-01`;
  switch (p.preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: shift(today, -1), to: shift(today, -1) };
    case '24h':
      return { from: shift(today, -1), to: today };
    case 'this_week':
      return { from: shift(today, -weekday), to: today };
    case 'last_week':
      return { from: shift(today, -weekday - 7), to: shift(today, -weekday - 1) };
    case 'this_month':
      return { from: month, to: today };
    case 'last_month': {
      const end = shift(month, -1);
      return { from: `${end.slice(0, 7)}-01`, to: end };
    }
    case 'custom':
      return p.from && p.to ? { from: p.from, to: p.to } : null;
    default: {
      const days = Number.parseInt(p.preset, 10);
      return Number.isFinite(days) ? { from: shift(today, 1 - days), to: today } : null;
    }
  }
}

export type PeriodArgs = { period?: string; from?: string; to?: string };

/** The report API's period arguments: `period` for the presets it knows, else local dates `from`/`to`. */
export function periodArgs(p: Period): PeriodArgs {
  if (API_PRESETS.has(p.preset)) return { period: p.preset };
  return periodRange(p) ?? { period: '7d' };
}

/** "21 Nov – 27 Nov 2026": a local date range in words, in the user's language. */
export function datesInWords(range: { from: string; to: string }): string {
  const day = (date: string, year: boolean) =>
    new Intl.DateTimeFormat(currentLanguage(), {
      day: 'numeric',
      month: 'short',
      ...(year ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`));
  if (range.from === range.to) return day(range.from, true);
  return `${day(range.from, range.from.slice(0, 4) !== range.to.slice(0, 4))} – ${day(range.to, true)}`;
}

/** The dates a period covers, in words ("choose the dates" for an unfinished custom range). */
export function periodDates(p: Period, timeZone: string, now = new Date()): string {
  const range = periodRange(p, timeZone, now);
  return range ? datesInWords(range) : '';
}

/** The instant a local date begins in a time zone (the zone's offset read back from Intl). */
export function zoneMidnight(date: string, timeZone = workspaceZone): Date {
  const guess = Date.parse(`${date}T00:00:00Z`);
  const wall = (at: number) => {
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(at);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
    return Date.parse(
      `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}Z`,
    );
  };
  const first = guess - (wall(guess) - guess);
  return new Date(guess - (wall(first) - first));
}

/** A period as instants (the logs' API): from the first day's start to the end of the last (exclusive). */
export function periodInstants(p: Period, now = new Date()): { from: string; to?: string } | null {
  if (p.preset === '24h') return { from: new Date(now.getTime() - DAY).toISOString() };
  const range = periodRange(p, workspaceZone, now);
  if (!range) return null;
  return { from: zoneMidnight(range.from).toISOString(), to: zoneMidnight(shift(range.to, 1)).toISOString() };
}

/** An API's period in words: local dates (both inclusive, as reports answer), or instants (the end exclusive). */
export function instantsInWords(period: { from: string; to: string }, timeZone = workspaceZone): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(period.from) && /^\d{4}-\d{2}-\d{2}$/.test(period.to)) return datesInWords(period);
  const from = localDate(new Date(period.from), timeZone);
  const to = localDate(new Date(Date.parse(period.to) - 1), timeZone);
  return datesInWords({ from, to });
}

const Context = createContext<{ period: Period; setPeriod: (p: Period) => void }>({
  period: DEFAULT,
  setPeriod: () => undefined,
});

/** Holds the app's period (kept in this browser) for every screen that shows statistics. */
export function PeriodProvider({ children }: { children: ReactNode }) {
  const [period, setPeriod] = useState<Period>(() => {
    try {
      const stored = { ...DEFAULT, ...JSON.parse(localStorage.getItem(KEY) ?? '{}') };
      return (PRESET_IDS as readonly string[]).includes(stored.preset) ? stored : DEFAULT;
    } catch {
      return DEFAULT;
    }
  });
  useEffect(() => localStorage.setItem(KEY, JSON.stringify(period)), [period]);
  const value = useMemo(() => ({ period, setPeriod }), [period]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export const usePeriod = () => useContext(Context);

/** A preset select and, for a custom range, two dates. */
function PeriodFields({ value, onChange, label }: { value: Period; onChange: (p: Period) => void; label: string }) {
  const { t } = useT('period');
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value.preset} onChange={(e) => onChange({ ...value, preset: e.target.value })}>
        {PRESET_IDS.map((preset) => (
          <option key={preset} value={preset}>
            {t(`presets.${preset}`)}
          </option>
        ))}
      </select>
      {value.preset === 'custom' && (
        <>
          <label htmlFor={`${id}-from`}>{t('from')}</label>
          <input
            id={`${id}-from`}
            type="date"
            value={value.from}
            max={value.to || undefined}
            onChange={(e) => onChange({ ...value, from: e.target.value })}
          />
          <label htmlFor={`${id}-to`}>{t('to')}</label>
          <input
            id={`${id}-to`}
            type="date"
            value={value.to}
            min={value.from || undefined}
            onChange={(e) => onChange({ ...value, to: e.target.value })}
          />
        </>
      )}
    </>
  );
}

/** The period picker of the top bar: a preset, or two dates; the dates in words in the workspace's zone. */
export function PeriodPicker({ timeZone }: { timeZone: string }) {
  const { t } = useT('period');
  const { period, setPeriod } = usePeriod();
  workspaceZone = timeZone;
  return (
    <div className="period-picker">
      <PeriodFields value={period} onChange={setPeriod} label={t('label')} />
      <span className="period-dates nowrap" data-testid="period-dates">
        {periodDates(period, timeZone) || t('chooseDates')} · {timeZone}
      </span>
    </div>
  );
}

/**
 * A screen's own period (a form's range, a screen that keeps its own): the app's until changed,
 * then it says so next to the picker and offers to go back to the app's period.
 */
export function useScreenPeriod() {
  const { period: app } = usePeriod();
  const [own, setOwn] = useState<Period | null>(null);
  return { period: own ?? app, own: own !== null, setOwn, useApp: () => setOwn(null) };
}

export function ScreenPeriodPicker({ state }: { state: ReturnType<typeof useScreenPeriod> }) {
  const { t } = useT('period');
  return (
    <div className="period-picker">
      <PeriodFields value={state.period} onChange={state.setOwn} label={t('label')} />
      <span className="period-dates nowrap">{periodDates(state.period, workspaceZone) || t('chooseDates')}</span>
      {state.own && (
        <span className="nowrap">
          <span className="muted">{t('ownPeriod')}</span>{' '}
          <button type="button" className="secondary" onClick={state.useApp}>
            {t('useAppPeriod')}
          </button>
        </span>
      )}
    </div>
  );
}
