import { cidrMatcher } from '../../infra/ip-ranges';
import type { Visitor } from '../visitor';
import { COUNTRY_CODES } from './countries';
import { compileLinearRegExp } from './linear-regexp';
import {
  DEVICE_TYPES,
  FILTER_LIMITS,
  PROXY_KINDS,
  TEXT_OPERATORS,
  type FilterType,
  type FlowFilter,
  type ProxyKind,
  type TextOperator,
} from './types';

type Predicate = (visitor: Visitor) => boolean;

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
 * One filter type: which fields it takes, how it checks and normalises them on save (throwing a
 * plain Error whose message names the problem), and how it is turned into a predicate for the
 * redirect path. Keeping both halves side by side means nothing is accepted that cannot run.
 */
interface Definition {
  fields: (keyof RawFields)[];
  parse(raw: RawFields): Omit<FlowFilter, 'type' | 'negate'>;
  compile(filter: FlowFilter): Predicate;
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
    if (value.length > FILTER_LIMITS.valueLength) throw new Error(`${field} has a value longer than ${FILTER_LIMITS.valueLength} characters`);
    out.push(value);
  }
  if (required && out.length === 0) throw new Error(`${field} must be a non-empty list`);
  if (out.length > FILTER_LIMITS.valuesPerFilter) throw new Error(`${field} has more than ${FILTER_LIMITS.valuesPerFilter} values`);
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

/** Exact membership: the visitor value normalised the same way as the saved values. */
function setFilter(read: (v: Visitor) => string, normalise: (s: string) => string, check: (value: string) => string | null): Definition {
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
    compile(filter) {
      const set = new Set(filter.values);
      return (v) => set.has(normalise(read(v)));
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

function textPredicate(filter: FlowFilter, read: (v: Visitor) => string): Predicate {
  const values = filter.values ?? [];
  switch (filter.operator) {
    case 'empty':
      return (v) => read(v) === '';
    case 'contains':
      return (v) => {
        const subject = read(v).toLowerCase();
        return subject !== '' && values.some((needle) => subject.includes(needle));
      };
    case 'regexp': {
      const patterns = values.map(compileLinearRegExp);
      return (v) => {
        const subject = read(v);
        return patterns.some((re) => re.test(subject));
      };
    }
    default: {
      const set = new Set(values);
      return (v) => set.has(read(v).toLowerCase());
    }
  }
}

/** Compared as text with an operator (equals / contains / regexp / empty). */
function textFilter(read: (v: Visitor) => string): Definition {
  return { fields: ['operator', 'values'], parse: textParse, compile: (filter) => textPredicate(filter, read) };
}

function flagFilter(read: (v: Visitor) => boolean): Definition {
  return { fields: [], parse: () => ({}), compile: () => read };
}

// ---- schedule ------------------------------------------------------------------------------

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: 'numeric', hourCycle: 'h23' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** ISO day of week (1 = Monday) and hour of `time` in `timeZone`. */
export function localDayAndHour(time: Date, timeZone: string): { day: number; hour: number } {
  let day = 0;
  let hour = 0;
  for (const part of formatterFor(timeZone).formatToParts(time)) {
    if (part.type === 'weekday') day = WEEKDAYS[part.value];
    else if (part.type === 'hour') hour = Number(part.value);
  }
  return { day, hour };
}

function checkTimeZone(raw: unknown): string {
  if (raw === undefined) return 'UTC';
  if (typeof raw !== 'string' || raw === '') throw new Error('time_zone must be an IANA time zone name');
  try {
    // Canonical spelling (europe/berlin → Europe/Berlin), so equal zones are stored equally.
    return formatterFor(raw).resolvedOptions().timeZone;
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
  compile(filter) {
    const days = new Set(filter.days);
    const hours = new Set(filter.hours);
    const zone = filter.time_zone ?? 'UTC';
    return (v) => {
      const { day, hour } = localDayAndHour(v.time, zone);
      return (days.size === 0 || days.has(day)) && (hours.size === 0 || hours.has(hour));
    };
  },
};

// ---- the table -----------------------------------------------------------------------------

const PARAM_NAME = /^[A-Za-z0-9_.\-[\]]{1,64}$/;
const lower = (s: string) => s.toLowerCase();

export const DEFINITIONS: Record<FilterType, Definition> = {
  country: setFilter(
    (v) => v.country,
    (s) => s.toUpperCase(),
    (code) => (COUNTRY_CODES.has(code) ? null : 'unknown country code (use ISO 3166-1 alpha-2, e.g. US, GB)'),
  ),
  region: textFilter((v) => v.region),
  city: textFilter((v) => v.city),
  device_type: setFilter(
    (v) => v.device_type,
    lower,
    (value) => ((DEVICE_TYPES as readonly string[]).includes(value) ? null : `unknown device type (one of ${DEVICE_TYPES.join(', ')})`),
  ),
  os: textFilter((v) => v.os),
  browser: textFilter((v) => v.browser),
  isp: textFilter((v) => v.isp),
  language: setFilter(
    (v) => v.language,
    lower,
    (value) => (/^[a-z]{2,3}$/.test(value) ? null : 'invalid language code (use ISO 639-1, e.g. en)'),
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
    compile(filter) {
      const inRange = cidrMatcher(filter.values ?? []);
      return (v) => inRange(v.ip);
    },
  },
  bot: flagFilter((v) => v.is_bot),
  unique: flagFilter((v) => v.is_unique),
  proxy: {
    fields: ['kinds'],
    parse(raw) {
      if (raw.kinds === undefined) return { kinds: [...PROXY_KINDS] };
      const kinds = stringList(raw.kinds, 'kinds', { required: true });
      for (const kind of kinds) oneOf(kind, 'kinds', PROXY_KINDS, 'proxy');
      return { kinds: kinds as ProxyKind[] };
    },
    compile(filter) {
      const kinds = new Set(filter.kinds ?? PROXY_KINDS);
      return (v) => (kinds.has('proxy') && v.is_proxy) || (kinds.has('tor') && v.is_tor) || (kinds.has('datacenter') && v.is_datacenter);
    },
  },
  referrer: textFilter((v) => v.referrer),
  keyword: textFilter((v) => v.keyword),
  sub_id: {
    fields: ['sub_id', 'operator', 'values'],
    parse(raw) {
      if (!Number.isInteger(raw.sub_id) || (raw.sub_id as number) < 1 || (raw.sub_id as number) > 30) {
        throw new Error('sub_id must be an integer from 1 to 30');
      }
      return { sub_id: raw.sub_id as number, ...textParse(raw) };
    },
    compile(filter) {
      const key = `sub_id_${filter.sub_id}`;
      return textPredicate(filter, (v) => v.params[key] ?? '');
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
    compile(filter) {
      const name = filter.name!;
      return textPredicate(filter, (v) => (Object.prototype.hasOwnProperty.call(v.params, name) ? v.params[name] : ''));
    },
  },
  schedule,
};
