/**
 * Flow filters: a list combined with AND; each filter may be negated. This is the stored shape
 * (flows.filters, JSON), checked on save by services/flow-filters and evaluated on the redirect
 * path by edge/filters, and the API shape: every field except `type` and `negate` is used only
 * by the filter types that name it, and is absent otherwise.
 */
export const FILTER_TYPES = [
  'country',
  'region',
  'city',
  'device_type',
  'os',
  'browser',
  'isp',
  'language',
  'ip',
  'bot',
  'proxy',
  'unique',
  'referrer',
  'keyword',
  'sub_id',
  'param',
  'schedule',
] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

/** How a text filter compares: equals and contains ignore case; regexp is case-sensitive; empty needs no values. */
export const TEXT_OPERATORS = ['equals', 'contains', 'regexp', 'empty'] as const;
export type TextOperator = (typeof TEXT_OPERATORS)[number];

export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet', 'tv', 'console', 'wearable', 'bot', 'unknown'] as const;
export const PROXY_KINDS = ['proxy', 'tor', 'datacenter'] as const;
export type ProxyKind = (typeof PROXY_KINDS)[number];

export interface FlowFilter {
  type: FilterType;
  /** Inverts the result of this filter. */
  negate: boolean;
  /** Values to match (any of them matches). */
  values?: string[];
  /** Text filters only. */
  operator?: TextOperator;
  /** `param` filter: the URL query parameter to read. */
  name?: string;
  /** `sub_id` filter: which sub id, 1 to 30. */
  sub_id?: number;
  /** `proxy` filter: which flags count (any of them). */
  kinds?: ProxyKind[];
  /** `schedule` filter: ISO days of week, 1 = Monday … 7 = Sunday. */
  days?: number[];
  /** `schedule` filter: hours 0–23. */
  hours?: number[];
  /** `schedule` filter: IANA time zone the days and hours are read in. */
  time_zone?: string;
}

/** Limits that keep a flow's filters cheap to evaluate on the redirect path. */
export const FILTER_LIMITS = {
  filtersPerFlow: 50,
  valuesPerFilter: 10_000,
  valueLength: 1024,
} as const;
