import type { ReportQueryVariables } from '../generated/graphql';

/** Operators of the report API (docs/reports.md). */
export const DIMENSION_OPERATORS = [
  '=',
  'in',
  'not_in',
  'contains',
  'not_contains',
  'starts_with',
  'ends_with',
  'regexp',
] as const;
export const METRIC_OPERATORS = ['>', '<', '=', '>=', '<=', '!=', 'between'] as const;
export const PERIODS = ['24h', 'today', 'yesterday', '7d', '30d', '90d'];

export interface FilterDraft {
  dimension: string;
  operator: string;
  /** A comma list for in / not_in; empty with = matches an absent value. */
  value: string;
}
export interface MetricFilterDraft {
  metric: string;
  operator: string;
  value: string;
  value2: string;
}
export interface LocalMetric {
  name: string;
  formula: string;
}
export interface Sort {
  by: string;
  direction: 'asc' | 'desc';
}

/** What the report form holds: the request of POST /reports/query, as the form edits it. */
export interface ReportDraft {
  chain: string[];
  period: string;
  /** A custom range (period "custom"): local dates, both inclusive. */
  from: string;
  to: string;
  date_basis: string;
  compare: boolean;
  filters: FilterDraft[];
  metric_filters: MetricFilterDraft[];
  custom_metrics: LocalMetric[];
  sort: Sort | null;
  limit: number;
  marks: { white: string[]; black: string[] };
}

export const EMPTY_DRAFT: ReportDraft = {
  chain: ['campaign'],
  period: '7d',
  from: '',
  to: '',
  date_basis: 'click',
  compare: false,
  filters: [],
  metric_filters: [],
  custom_metrics: [],
  sort: null,
  limit: 100,
  marks: { white: [], black: [] },
};

const listOperator = (operator: string) => operator === 'in' || operator === 'not_in';

export function filtersOf(draft: Pick<ReportDraft, 'filters'>) {
  return draft.filters.map((f) => ({
    dimension: f.dimension,
    operator: f.operator,
    value: listOperator(f.operator)
      ? f.value
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean)
      : f.operator === '=' && f.value === ''
        ? null
        : f.value,
  }));
}

/** The API request (without drill-down and paging) the draft stands for: also a saved report's definition. */
export function definitionOf(draft: ReportDraft) {
  return {
    dimensions: draft.chain,
    ...(draft.period === 'custom' ? { from: draft.from, to: draft.to } : { period: draft.period }),
    date_basis: draft.date_basis,
    compare: draft.compare,
    filters: filtersOf(draft),
    metric_filters: draft.metric_filters.map((f) => ({
      metric: f.metric,
      operator: f.operator,
      value: Number(f.value),
      ...(f.operator === 'between' ? { value2: Number(f.value2) } : {}),
    })),
    custom_metrics: draft.custom_metrics,
    ...(draft.sort ? { sort: [draft.sort] } : {}),
    limit: draft.limit,
    marks: draft.marks,
  };
}

/** The query variables for one level of the drill-down chain and one page. */
export function variablesOf(draft: ReportDraft, parents: unknown[], offset: number): ReportQueryVariables {
  const { dimensions, ...rest } = definitionOf(draft);
  return {
    ...rest,
    drilldown: { chain: dimensions, parents },
    offset: parents.length ? 0 : offset,
    limit: parents.length ? 1000 : draft.limit,
  };
}

/** A saved definition back into the form (fields it lacks take the defaults). */
export function draftOf(definition: Record<string, unknown>): ReportDraft {
  const d = definition as Partial<ReturnType<typeof definitionOf>> & {
    drilldown?: { chain?: string[] };
    period?: string;
    from?: string;
    to?: string;
  };
  const text = (v: unknown) => (v === null || v === undefined ? '' : Array.isArray(v) ? v.join(', ') : String(v));
  return {
    chain: d.dimensions ?? d.drilldown?.chain ?? EMPTY_DRAFT.chain,
    period: d.from && d.to ? 'custom' : (d.period ?? EMPTY_DRAFT.period),
    from: d.from ?? '',
    to: d.to ?? '',
    date_basis: d.date_basis ?? EMPTY_DRAFT.date_basis,
    compare: d.compare ?? false,
    filters: (d.filters ?? []).map((f) => ({ dimension: f.dimension, operator: f.operator, value: text(f.value) })),
    metric_filters: (d.metric_filters ?? []).map((f) => ({
      metric: f.metric,
      operator: f.operator,
      value: text(f.value),
      value2: text((f as { value2?: number }).value2),
    })),
    custom_metrics: d.custom_metrics ?? [],
    sort: (d.sort?.[0] as Sort | undefined) ?? null,
    limit: d.limit ?? EMPTY_DRAFT.limit,
    marks: { white: d.marks?.white ?? [], black: d.marks?.black ?? [] },
  };
}

/** API messages that name an entry of a list (`filters[2].value: …`), by index; the rest under `other`. */
export function errorsOfList(messages: string[], field: string): { byIndex: Record<number, string>; other: string[] } {
  const byIndex: Record<number, string> = {};
  const other: string[] = [];
  for (const message of messages) {
    const match = new RegExp(`^${field}\\[(\\d+)\\]`).exec(message);
    if (match) byIndex[Number(match[1])] = message;
    else other.push(message);
  }
  return { byIndex, other };
}

/** The 1-based position a formula error names (`… at position 11`), if any. */
export function positionOf(message: string | undefined): number | null {
  const match = /at position (\d+)/.exec(message ?? '');
  return match ? Number(match[1]) : null;
}
