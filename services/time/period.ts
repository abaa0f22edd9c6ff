import { BadRequestError } from '../errors';

/**
 * Report periods in the workspace's time zone (docs/reports.md, "Periods"). Presets of days are
 * calendar days ending with today (7d = today and the 6 days before), so they are whole local days
 * and the daily rollups answer them; 24h is the rolling last 24 hours (read from the fact tables).
 * An explicit range is either local dates (YYYY-MM-DD, both inclusive) or two instants (ISO times
 * with an offset, end exclusive).
 */
export type PeriodPreset = '24h' | 'today' | 'yesterday' | '7d' | '30d' | '90d';
export const PERIOD_PRESETS: readonly PeriodPreset[] = ['24h', 'today', 'yesterday', '7d', '30d', '90d'];

export type Period =
  /** Local days [fromDay, toDay) as YYYY-MM-DD. */
  | { kind: 'days'; fromDay: string; toDay: string }
  /** Instants [from, to). */
  | { kind: 'instants'; from: Date; to: Date };

export interface PeriodInput {
  period?: string | null;
  from?: string | null;
  to?: string | null;
}

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_DAYS = 400;

/** The local date (YYYY-MM-DD) of an instant in a time zone. */
export function localDate(time: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(time);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * Dates a period may name: Postgres has no year 0, and a date near 9999 overflows once a day is
 * added to it; a tracker's data lies well inside these years.
 */
const FIRST_YEAR = 1970;
const LAST_YEAR = 2999;

function inYears(text: string, field: string): void {
  const year = Number(text.slice(0, 4));
  if (year < FIRST_YEAR || year > LAST_YEAR)
    throw new BadRequestError(`${field} must lie between the years ${FIRST_YEAR} and ${LAST_YEAR}`);
}

function validDate(text: string, field: string): string {
  if (
    !DATE.test(text) ||
    Number.isNaN(Date.parse(`${text}T00:00:00Z`)) ||
    new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) !== text
  ) {
    throw new BadRequestError(`${field} must be a date (YYYY-MM-DD) or an ISO time with an offset`);
  }
  inYears(text, field);
  return text;
}

function validInstant(text: string, field: string): Date {
  if (
    !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text) ||
    Number.isNaN(Date.parse(text))
  ) {
    throw new BadRequestError(`${field} must be a date (YYYY-MM-DD) or an ISO time with an offset`);
  }
  inYears(text, field);
  return new Date(text);
}

/** Resolves a request's period; `now` is the service clock. */
export function resolvePeriod(input: PeriodInput, timeZone: string, now: Date): Period {
  if (input.from != null || input.to != null) {
    if (input.period != null && input.period !== 'custom')
      throw new BadRequestError('give either period or from and to, not both');
    if (input.from == null || input.to == null) throw new BadRequestError('an explicit period needs both from and to');
    if (DATE.test(input.from) && DATE.test(input.to)) {
      const fromDay = validDate(input.from, 'from');
      const toDay = addDays(validDate(input.to, 'to'), 1);
      if (daysBetween(fromDay, toDay) <= 0) throw new BadRequestError('to must not be before from');
      if (daysBetween(fromDay, toDay) > MAX_DAYS) throw new BadRequestError(`a period spans at most ${MAX_DAYS} days`);
      return { kind: 'days', fromDay, toDay };
    }
    const from = validInstant(input.from, 'from');
    const to = validInstant(input.to, 'to');
    if (to <= from) throw new BadRequestError('to must be after from');
    if (to.getTime() - from.getTime() > MAX_DAYS * DAY_MS)
      throw new BadRequestError(`a period spans at most ${MAX_DAYS} days`);
    return { kind: 'instants', from, to };
  }
  const preset = input.period ?? '7d';
  const today = localDate(now, timeZone);
  switch (preset) {
    case '24h':
      return { kind: 'instants', from: new Date(now.getTime() - DAY_MS), to: now };
    case 'today':
      return { kind: 'days', fromDay: today, toDay: addDays(today, 1) };
    case 'yesterday':
      return { kind: 'days', fromDay: addDays(today, -1), toDay: today };
    case '7d':
    case '30d':
    case '90d':
      return { kind: 'days', fromDay: addDays(today, 1 - Number(preset.slice(0, -1))), toDay: addDays(today, 1) };
  }
  throw new BadRequestError(`period must be one of ${PERIOD_PRESETS.join(', ')} (or from and to)`);
}

/** The period of the same length just before (comparison, rule 9). */
export function previousPeriod(period: Period): Period {
  if (period.kind === 'days') {
    const length = daysBetween(period.fromDay, period.toDay);
    return { kind: 'days', fromDay: addDays(period.fromDay, -length), toDay: period.fromDay };
  }
  const length = period.to.getTime() - period.from.getTime();
  return { kind: 'instants', from: new Date(period.from.getTime() - length), to: period.from };
}

/** The wire form of a resolved period. */
export function describePeriod(period: Period): { from: string; to: string; whole_days: boolean } {
  return period.kind === 'days'
    ? { from: period.fromDay, to: addDays(period.toDay, -1), whole_days: true }
    : { from: period.from.toISOString(), to: period.to.toISOString(), whole_days: false };
}
