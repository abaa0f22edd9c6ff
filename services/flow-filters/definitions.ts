import { cidrMatcher } from '../../infra/ip-ranges';
import {
  DEVICE_TYPES,
  FILTER_LIMITS,
  PROXY_KINDS,
  TEXT_OPERATORS,
  type FilterType,
  type FlowFilter,
  type ProxyKind,
  type TextOperator,
} from '../../entities/flow-filter';
import { canonicalTimeZone } from '../time/local-time';
import { COUNTRY_CODES } from './countries';
import { compileLinearRegExp } from './linear-regexp';

/** The fields a raw filter may carry besides type and negate, read once by parse(). */
export interface RawFields {
  values?: unknown;
  operator?: unknown;
  name?: unknown;
  sub_id?: unknown;
  kinds?: unknown;
  days?: unknown;
  hours?: unknown;
  time_zone?: unknown;
}

/**
 * One filter type as saved: which fields it takes, and how it checks and normalises them (throwing
 * a plain Error whose message names the problem). Its other half, the predicate the redirect path
 * evaluates, is in edge/filters/predicates.ts, keyed by the same types; the values kept here are
 * the ones those predicates read (a regexp that is accepted compiles in the linear engine there too).
 */
interface Definition {
  fields: (keyof RawFields)[];
  parse(raw: RawFields): Omit<FlowFilter, 'type' | 'negate'>;
}

// ---- field readers ------------------------------------------------------------------------

function stringList(raw: unknown, field: string, { required }: { required: boolean }): string[] {
  if (raw === undefined) {
    if (required) throw new Error(`${field} must be a non-empty list`);
    return [];
  }
  if (!Array.isArray(raw)) throw new Error(`${field} must be a list of strings`);
  const out: string[] = [];
  for (const item of raw) {
    if (typeof item !== 'string') throw new Error(`${field} must be a list of strings`);
    const value = item.trim();
    if (!value) throw new Error(`${field} contains an empty value`);
    if (value.length > FILTER_LIMITS.valueLength)
      throw new Error(`${field} has a value longer than ${FILTER_LIMITS.valueLength} characters`);
    out.push(value);
  }
  if (required && out.length === 0) throw new Error(`${field} must be a non-empty list`);
  if (out.length > FILTER_LIMITS.valuesPerFilter)
    throw new Error(`${field} has more than ${FILTER_LIMITS.valuesPerFilter} values`);
  return [...new Set(out)];
}

function intList(raw: unknown, field: string, min: number, max: number): number[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw) || raw.some((n) => !Number.isInteger(n) || n < min || n > max)) {
    throw new Error(`${field} must be a list of integers from ${min} to ${max}`);
  }
  return [...new Set(raw as number[])].sort((a, b) => a - b);
}

function oneOf<T extends string>(raw: unknown, field: string, allowed: readonly T[], fallback: T): T {
  if (raw === undefined) return fallback;
  if (typeof raw !== 'string' || !(allowed as readonly string[]).includes(raw)) {
    throw new Error(`${field} must be one of ${allowed.join(', ')}`);
  }
  return raw as T;
}

// ---- shared shapes ------------------------------------------------------------------------

/** Exact membership: values normalised as the predicate normalises the visitor's value. */
function setFilter(normalise: (s: string) => string, check: (value: string) => string | null): Definition {
  return {
    fields: ['values'],
    parse(raw) {
      const values = stringList(raw.values, 'values', { required: true }).map(normalise);
      // A problem names the entry by its position, never by its value (errors repeat no input).
      values.forEach((value, index) => {
        const problem = check(value);
        if (problem) throw new Error(`values[${index}]: ${problem}`);
      });
      return { values: [...new Set(values)] };
    },
  };
}

function textParse(raw: RawFields): { operator: TextOperator; values?: string[] } {
  const operator = oneOf(raw.operator, 'operator', TEXT_OPERATORS, 'equals');
  if (operator === 'empty') {
    if (stringList(raw.values, 'values', { required: false }).length) throw new Error('operator empty takes no values');
    return { operator };
  }
  const values = stringList(raw.values, 'values', { required: true });
  if (operator === 'regexp') {
    values.forEach((pattern, index) => {
      try {
        compileLinearRegExp(pattern);
      } catch (error) {
        throw new Error(`values[${index}]: ${(error as Error).message}`);
      }
    });
  }
  return { operator, values: operator === 'regexp' ? values : [...new Set(values.map((s) => s.toLowerCase()))] };
}

/** Compared as text with an operator (equals / contains / regexp / empty). */
const textFilter: Definition = { fields: ['operator', 'values'], parse: textParse };

const flagFilter: Definition = { fields: [], parse: () => ({}) };

// ---- schedule ------------------------------------------------------------------------------

function checkTimeZone(raw: unknown): string {
  if (raw === undefined) return 'UTC';
  if (typeof raw !== 'string' || raw === '') throw new Error('time_zone must be an IANA time zone name');
  try {
    // Canonical spelling (europe/berlin → Europe/Berlin), so equal zones are stored equally.
    return canonicalTimeZone(raw);
  } catch {
    throw new Error('unknown time zone');
  }
}

const schedule: Definition = {
  fields: ['days', 'hours', 'time_zone'],
  parse(raw) {
    const days = intList(raw.days, 'days', 1, 7);
    const hours = intList(raw.hours, 'hours', 0, 23);
    if (!days.length && !hours.length) throw new Error('give days, hours or both');
    return { days, hours, time_zone: checkTimeZone(raw.time_zone) };
  },
};

// ---- the table -----------------------------------------------------------------------------

const PARAM_NAME = /^[A-Za-z0-9_.\-[\]]{1,64}$/;

/** How set filters' values are normalised: on save here, and the visitor's value by the predicate. */
export const NORMALISE = {
  country: (s: string) => s.toUpperCase(),
  device_type: (s: string) => s.toLowerCase(),
  language: (s: string) => s.toLowerCase(),
} as const;

export const DEFINITIONS: Record<FilterType, Definition> = {
  country: setFilter(NORMALISE.country, (code) =>
    COUNTRY_CODES.has(code) ? null : 'unknown country code (use ISO 3166-1 alpha-2, e.g. US, GB)',
  ),
  region: textFilter,
  city: textFilter,
  device_type: setFilter(NORMALISE.device_type, (value) =>
    (DEVICE_TYPES as readonly string[]).includes(value)
      ? null
      : `unknown device type (one of ${DEVICE_TYPES.join(', ')})`,
  ),
  os: textFilter,
  browser: textFilter,
  isp: textFilter,
  language: setFilter(NORMALISE.language, (value) =>
    /^[a-z]{2,3}$/.test(value) ? null : 'invalid language code (use ISO 639-1, e.g. en)',
  ),
  ip: {
    fields: ['values'],
    parse(raw) {
      const values = stringList(raw.values, 'values', { required: true });
      values.forEach((value, index) => {
        try {
          cidrMatcher([value]);
        } catch {
          throw new Error(`values[${index}]: not an IP range`);
        }
      });
      return { values };
    },
  },
  bot: flagFilter,
  unique: flagFilter,
  proxy: {
    fields: ['kinds'],
    parse(raw) {
      if (raw.kinds === undefined) return { kinds: [...PROXY_KINDS] };
      const kinds = stringList(raw.kinds, 'kinds', { required: true });
      for (const kind of kinds) oneOf(kind, 'kinds', PROXY_KINDS, 'proxy');
      return { kinds: kinds as ProxyKind[] };
    },
  },
  referrer: textFilter,
  keyword: textFilter,
  sub_id: {
    fields: ['sub_id', 'operator', 'values'],
    parse(raw) {
      if (!Number.isInteger(raw.sub_id) || (raw.sub_id as number) < 1 || (raw.sub_id as number) > 30) {
        throw new Error('sub_id must be an integer from 1 to 30');
      }
      return { sub_id: raw.sub_id as number, ...textParse(raw) };
    },
  },
  param: {
    fields: ['name', 'operator', 'values'],
    parse(raw) {
      if (typeof raw.name !== 'string' || !PARAM_NAME.test(raw.name)) {
        throw new Error('name must be a URL parameter name (letters, digits, _ . - [ ], up to 64 characters)');
      }
      return { name: raw.name, ...textParse(raw) };
    },
  },
  schedule,
};
