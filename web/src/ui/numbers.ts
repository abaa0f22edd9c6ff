/** A metric as the tables show it: integers as they are, decimals with two places, absent as a dash. */
export function formatNumber(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(2);
  return String(value);
}

import { currentLanguage } from '../i18n';

const cache = new Map<string, Intl.NumberFormat>();
/** A formatter in the app's language (26,044 in English, 26 044 in Russian), kept per language. */
function format(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const language = currentLanguage();
  let f = cache.get(`${language}:${key}`);
  if (!f) {
    f = new Intl.NumberFormat(language, options);
    cache.set(`${language}:${key}`, f);
  }
  return f;
}

/** A count in the user's locale (26,044). */
export const formatCount = (v: unknown) =>
  v == null || v === '' ? '—' : format('count', { maximumFractionDigits: 0 }).format(Number(v));

/** An amount in the base currency ($4,962.50), in the currency's own places unless `maxPlaces` widens them. */
export function formatMoney(v: unknown, currency: string, maxPlaces?: number): string {
  if (v == null || v === '') return '—';
  const places = maxPlaces === undefined ? {} : { minimumFractionDigits: 2, maximumFractionDigits: maxPlaces };
  try {
    return format(`money:${currency}:${maxPlaces}`, { style: 'currency', currency, ...places }).format(Number(v));
  } catch {
    const decimals = { minimumFractionDigits: 2, maximumFractionDigits: maxPlaces ?? 2 };
    return `${format(`dec:${maxPlaces}`, decimals).format(Number(v))} ${currency}`;
  }
}

/** A price per click in the base currency: up to four places, so $0.0125 does not read $0.01. */
export const formatUnitCost = (v: unknown, currency: string) => formatMoney(v, currency, 4);

/** A percentage (12.3 %): the API gives ROI and CR already × 100. */
export const formatPercent = (v: unknown) =>
  v == null || v === '' ? '—' : `${format('pct', { maximumFractionDigits: 1 }).format(Number(v))} %`;

/** A decimal in the user's locale, two places at most (ROAS, a custom metric). */
export const formatDecimal = (v: unknown) =>
  v == null || v === '' || Number.isNaN(Number(v))
    ? v == null || v === ''
      ? '—'
      : String(v)
    : format('dec2', { maximumFractionDigits: 2 }).format(Number(v));

/** A change against the previous period, signed (+12.5 %). */
export const formatChange = (v: unknown) =>
  v == null || v === ''
    ? '—'
    : `${format('chg', { maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(Number(v))} %`;

/** A number for a file (CSV, JSON, .xls): machine-readable, rounded to at most four places. */
export function exportNumber(v: unknown): unknown {
  if (typeof v !== 'number' && !(typeof v === 'string' && /^-?\d+\.\d+$/.test(v))) return v;
  const n = Number(v);
  return Number.isInteger(n) ? n : Math.round(n * 10_000) / 10_000;
}
