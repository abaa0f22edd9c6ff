import { cidrMatcher } from '../../infra/ip-ranges';
import { PROXY_KINDS, type FilterType, type FlowFilter } from '../../entities/flow-filter';
import { NORMALISE } from '../../services/flow-filters/definitions';
import { compileLinearRegExp } from '../../services/flow-filters/linear-regexp';
import { localDayAndHour } from '../../services/time/local-time';
import type { Visitor } from '../visitor';

export type Predicate = (visitor: Visitor) => boolean;

/**
 * The evaluating half of each filter type: a saved filter (checked and normalised on save by
 * services/flow-filters/definitions.ts, keyed by the same types) turned into a predicate over the
 * visitor for the redirect path.
 */
type Compile = (filter: FlowFilter) => Predicate;

/** Exact membership: the visitor value normalised the same way as the saved values. */
function setPredicate(read: (v: Visitor) => string, normalise: (s: string) => string): Compile {
  return (filter) => {
    const set = new Set(filter.values);
    return (v) => set.has(normalise(read(v)));
  };
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
const text =
  (read: (v: Visitor) => string): Compile =>
  (filter) =>
    textPredicate(filter, read);

const flag =
  (read: (v: Visitor) => boolean): Compile =>
  () =>
    read;

export const PREDICATES: Record<FilterType, Compile> = {
  country: setPredicate((v) => v.country, NORMALISE.country),
  region: text((v) => v.region),
  city: text((v) => v.city),
  device_type: setPredicate((v) => v.device_type, NORMALISE.device_type),
  os: text((v) => v.os),
  browser: text((v) => v.browser),
  isp: text((v) => v.isp),
  language: setPredicate((v) => v.language, NORMALISE.language),
  ip(filter) {
    const inRange = cidrMatcher(filter.values ?? []);
    return (v) => inRange(v.ip);
  },
  bot: flag((v) => v.is_bot),
  unique: flag((v) => v.is_unique),
  proxy(filter) {
    const kinds = new Set(filter.kinds ?? PROXY_KINDS);
    return (v) =>
      (kinds.has('proxy') && v.is_proxy) ||
      (kinds.has('tor') && v.is_tor) ||
      (kinds.has('datacenter') && v.is_datacenter);
  },
  referrer: text((v) => v.referrer),
  keyword: text((v) => v.keyword),
  sub_id(filter) {
    const key = `sub_id_${filter.sub_id}`;
    return textPredicate(filter, (v) => v.params[key] ?? '');
  },
  param(filter) {
    const name = filter.name!;
    return textPredicate(filter, (v) => (Object.hasOwn(v.params, name) ? v.params[name] : ''));
  },
  schedule(filter) {
    const days = new Set(filter.days);
    const hours = new Set(filter.hours);
    const zone = filter.time_zone ?? 'UTC';
    return (v) => {
      const { day, hour } = localDayAndHour(v.time, zone);
      return (days.size === 0 || days.has(day)) && (hours.size === 0 || hours.has(hour));
    };
  },
};
