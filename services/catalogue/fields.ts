import { BadRequestError } from '../errors';

/**
 * Checks of plain field values shared by the tracking entities. A value that is malformed on
 * its own is a 400 ("invalid body or parameters"); 422 is kept for the spec's three cases
 * (foreign references, invalid flow filters, unsafe URLs).
 */

export function requiredText(value: unknown, field: string, max = 200): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text.length < 1 || text.length > max) throw new BadRequestError(`${field} must be 1 to ${max} characters`);
  return text;
}

export function optionalText(value: unknown, field: string, max: number): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') throw new BadRequestError(`${field} must be a string`);
  const text = value.trim();
  if (text.length > max) throw new BadRequestError(`${field} must be at most ${max} characters`);
  return text === '' ? null : text;
}

export function notes(value: unknown): string {
  return optionalText(value, 'notes', 10_000) ?? '';
}

export function tags(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) throw new BadRequestError('tags must be a list of strings');
  const out = new Set<string>();
  for (const item of value) {
    const tag = typeof item === 'string' ? item.trim() : '';
    if (tag.length < 1 || tag.length > 64) throw new BadRequestError('each tag must be 1 to 64 characters');
    out.add(tag);
  }
  if (out.size > 50) throw new BadRequestError('at most 50 tags');
  return [...out];
}

export function intInRange(value: unknown, field: string, min: number, max: number): number {
  if (!Number.isInteger(value) || (value as number) < min || (value as number) > max) {
    throw new BadRequestError(`${field} must be an integer from ${min} to ${max}`);
  }
  return value as number;
}

const DECIMAL = /^(\d{1,14})(?:\.(\d{1,6}))?$/;

/** A non-negative exact decimal with at most 14 integer and 6 fractional digits (numeric(20,6)). */
export function money(value: unknown, field: string): string {
  const text = typeof value === 'string' ? value.trim() : '';
  const match = DECIMAL.exec(text);
  if (!match) throw new BadRequestError(`${field} must be a non-negative decimal with at most 6 decimal places`);
  return formatDecimal(text);
}

/** Canonical text of a decimal: no leading zeros, no trailing fractional zeros ("010.500" → "10.5"). */
export function formatDecimal(value: string): string {
  const negative = value.startsWith('-');
  let [whole, fraction = ''] = (negative ? value.slice(1) : value).split('.');
  whole = whole.replace(/^0+(?=\d)/, '');
  fraction = fraction.replace(/0+$/, '');
  const out = fraction ? `${whole}.${fraction}` : whole;
  return negative && out !== '0' ? `-${out}` : out;
}

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/** An ISO 4217 code the runtime knows (upper case). */
export function currency(value: unknown, field: string): string {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (!/^[A-Z]{3}$/.test(code) || !CURRENCIES.has(code))
    throw new BadRequestError(`${field} must be an ISO 4217 currency code`);
  return code;
}

export function timeZone(value: unknown, field: string): string {
  if (typeof value !== 'string' || value === '') throw new BadRequestError(`${field} must be an IANA time zone`);
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    throw new BadRequestError(`${field}: unknown time zone`);
  }
}

/** `undefined` means "not sent" in a partial update. */
export function given<T>(value: T | undefined): value is T {
  return value !== undefined;
}
