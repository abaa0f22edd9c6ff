import { BadRequestError } from '../services/errors';
import { dimension, MAX_DIMENSIONS, type Dimension } from './dimensions';
import { FormulaError, parseFormula, type FormulaNode } from './formula';
import { BUILT_IN_METRIC_NAMES, builtInMetric, type RevenueBasis } from '../entities/report-metrics';
import type { PeriodInput } from '../services/time/period';
import { checkRe2Pattern } from './regexp';
import { isUuid } from '../entities/uuid';

/**
 * The table report request (POST /reports/query, GraphQL `report`) and its validation. Field
 * names are documented in docs/reports.md; every refusal is a 400 naming the field, never
 * echoing a submitted value at length.
 */

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
export type DimensionOperator = (typeof DIMENSION_OPERATORS)[number];
export const METRIC_OPERATORS = ['>', '<', '=', '>=', '<=', '!=', 'between'] as const;
export type MetricOperator = (typeof METRIC_OPERATORS)[number];

export interface DimensionFilterInput {
  dimension: string;
  operator: string;
  /** A value (`=`, text operators), a list (`in`, `not_in`); null matches an absent value with `=`. */
  value?: unknown;
}

export interface MetricFilterInput {
  metric: string;
  operator: string;
  value: unknown;
  /** Upper bound of `between` (inclusive). */
  value2?: unknown;
}

export interface CustomMetricInput {
  name: string;
  formula: string;
}

export interface SortInput {
  by: string;
  direction?: 'asc' | 'desc' | string;
}

export interface TableRequest extends PeriodInput {
  dimensions?: string[] | null;
  /** Drill-down (rule 4): the chain of dimensions rows expand into, and the values of the row being expanded. */
  drilldown?: { chain: string[]; parents?: unknown[] } | null;
  /** Metric columns (built-in, custom or `visitors`); default: every built-in metric and every global custom metric. */
  metrics?: string[] | null;
  /** Local custom metrics of this request; a name also used by a global one overrides it. */
  custom_metrics?: CustomMetricInput[] | null;
  filters?: DimensionFilterInput[] | null;
  metric_filters?: MetricFilterInput[] | null;
  sort?: SortInput[] | null;
  limit?: number | null;
  offset?: number | null;
  date_basis?: 'click' | 'conversion' | string | null;
  compare?: boolean | null;
  /** W/B marks of values of the first dimension (rule 6). */
  marks?: { white?: unknown[]; black?: unknown[] } | null;
}

export interface DimensionFilter {
  dimension: Dimension;
  operator: DimensionOperator;
  value: string | number | null | (string | number)[];
}

export interface MetricFilter {
  metric: string;
  operator: MetricOperator;
  value: number;
  value2: number | null;
}

export interface NormalizedRequest {
  dimensions: Dimension[];
  columns: string[];
  custom: Map<string, FormulaNode>;
  filters: DimensionFilter[];
  metricFilters: MetricFilter[];
  sort: { by: string; direction: 'asc' | 'desc' }[];
  limit: number;
  offset: number;
  basis: 'click' | 'conversion';
  compare: boolean;
  marks: { white: Set<string>; black: Set<string> };
  period: PeriodInput;
  /** What `revenue` counts: the workspace's `revenue_basis` (set by planTableReport; default every conversion but trash). */
  revenueBasis?: RevenueBasis;
}

export const MAX_LIMIT = 1000;
const MAX_LIST = 1000;
const MAX_VALUE_LENGTH = 1000;
const MAX_INTEGER = 2_147_483_647;

function list<T>(value: T[] | null | undefined, field: string, max: number): T[] {
  if (value == null) return [];
  if (!Array.isArray(value)) throw new BadRequestError(`${field} must be a list`);
  if (value.length > max) throw new BadRequestError(`${field} holds at most ${max} entries`);
  return value;
}

function namedDimension(name: unknown, field: string): Dimension {
  const found = typeof name === 'string' ? dimension(name) : undefined;
  if (!found) throw new BadRequestError(`${field}: unknown dimension (GET /reports/dimensions lists them)`);
  return found;
}

/** A filter value checked against the dimension's type. */
function typedValue(d: Dimension, value: unknown, field: string): string | number | null {
  if (value === null) return null;
  if (d.type === 'integer') {
    const n =
      typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(n)) throw new BadRequestError(`${field}: ${d.name} values are whole numbers`);
    // Integer dimensions are Postgres integers: a value past their range matches nothing, and is refused.
    if (Math.abs(n) > MAX_INTEGER)
      throw new BadRequestError(`${field}: ${d.name} values are from -${MAX_INTEGER} to ${MAX_INTEGER}`);
    return n;
  }
  if (typeof value !== 'string' && typeof value !== 'number')
    throw new BadRequestError(`${field}: the value must be a string`);
  const text = String(value);
  if (text.length > MAX_VALUE_LENGTH)
    throw new BadRequestError(`${field}: a value is at most ${MAX_VALUE_LENGTH} characters`);
  return text;
}

function dimensionFilter(input: DimensionFilterInput, field: string): DimensionFilter {
  if (!input || typeof input !== 'object') throw new BadRequestError(`${field} must be an object`);
  const d = namedDimension(input.dimension, `${field}.dimension`);
  const operator = input.operator as DimensionOperator;
  if (!DIMENSION_OPERATORS.includes(operator))
    throw new BadRequestError(`${field}.operator must be one of ${DIMENSION_OPERATORS.join(', ')}`);
  if (operator === 'in' || operator === 'not_in') {
    const values = list(input.value as unknown[], `${field}.value`, MAX_LIST).map((v) =>
      typedValue(d, v, `${field}.value`),
    );
    if (values.some((v) => v === null))
      throw new BadRequestError(`${field}.value: a list holds no null; use = null for absent values`);
    if (d.type === 'uuid' && values.some((v) => !isUuid(String(v))))
      throw new BadRequestError(`${field}.value: ${d.name} values are UUIDs`);
    return { dimension: d, operator, value: values as (string | number)[] };
  }
  const value = typedValue(d, input.value === undefined ? null : input.value, `${field}.value`);
  if (operator === '=') {
    if (d.type === 'uuid' && value !== null && !isUuid(String(value)))
      throw new BadRequestError(`${field}.value: ${d.name} values are UUIDs`);
    return { dimension: d, operator, value };
  }
  if (value === null || value === '') throw new BadRequestError(`${field}.value must not be empty for ${operator}`);
  if (operator === 'regexp') checkRe2Pattern(String(value), `${field}.value`);
  return { dimension: d, operator, value: String(value) };
}

function metricNumber(value: unknown, field: string): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(n)) throw new BadRequestError(`${field} must be a number`);
  return n;
}

/** Validates one custom metric (name and formula); the FormulaError carries the position. */
export function checkCustomMetric(name: unknown, formula: unknown, field: string): FormulaNode {
  if (typeof name !== 'string' || !/^[a-z][a-z0-9_]{0,62}$/.test(name)) {
    throw new BadRequestError(`${field}.name must be 1–63 lower-case letters, digits or _ starting with a letter`);
  }
  if (builtInMetric(name)) throw new BadRequestError(`${field}.name: ${name} is a built-in metric`);
  try {
    return parseFormula(formula as string);
  } catch (error) {
    if (error instanceof FormulaError) throw new BadRequestError(`${field}.formula: ${error.message}`);
    throw error;
  }
}

/**
 * Validates a request against the dimensions and the workspace's global custom metrics
 * (name → formula). Drill-down replaces `dimensions` with the chain up to the expanded level
 * and adds `=` filters for the parents' values.
 */
/** `maxLimit`: the largest page an internal caller may ask for (auto-rules read every group at once). */
export function normalizeRequest(
  request: TableRequest,
  globals: ReadonlyMap<string, string>,
  maxLimit = MAX_LIMIT,
): NormalizedRequest {
  if (!request || typeof request !== 'object') throw new BadRequestError('the request must be an object');
  let dimensionNames = list(request.dimensions, 'dimensions', 10_000);
  const filters = list(request.filters, 'filters', 100).map((f, i) => dimensionFilter(f, `filters[${i}]`));
  if (request.drilldown) {
    const chain = list(request.drilldown.chain, 'drilldown.chain', MAX_DIMENSIONS);
    const parents = list(request.drilldown.parents, 'drilldown.parents', MAX_DIMENSIONS);
    if (!chain.length) throw new BadRequestError('drilldown.chain must name at least one dimension');
    if (parents.length >= chain.length)
      throw new BadRequestError('drilldown.parents must hold fewer values than drilldown.chain');
    parents.forEach((value, i) => {
      filters.push(dimensionFilter({ dimension: chain[i], operator: '=', value }, `drilldown.parents[${i}]`));
    });
    dimensionNames = [chain[parents.length]];
  }
  if (dimensionNames.length > MAX_DIMENSIONS) {
    throw new BadRequestError(
      `at most ${MAX_DIMENSIONS} dimensions in one report; dimensions[${MAX_DIMENSIONS}] is one too many`,
    );
  }
  const dimensions = dimensionNames.map((name, i) => namedDimension(name, `dimensions[${i}]`));
  if (new Set(dimensions.map((d) => d.name)).size !== dimensions.length)
    throw new BadRequestError('dimensions must not repeat');

  const custom = new Map<string, FormulaNode>();
  for (const [name, formula] of globals) {
    try {
      custom.set(name, parseFormula(formula));
    } catch {
      /* a global metric broken by a later change of the grammar is left out, not fatal */
    }
  }
  list(request.custom_metrics, 'custom_metrics', 100).forEach((m, i) => {
    custom.set(m?.name, checkCustomMetric(m?.name, m?.formula, `custom_metrics[${i}]`));
  });

  const known = (name: string) => builtInMetric(name) !== undefined || custom.has(name);
  const columns =
    request.metrics == null ? [...BUILT_IN_METRIC_NAMES, ...custom.keys()] : list(request.metrics, 'metrics', 200);
  columns.forEach((name, i) => {
    if (typeof name !== 'string' || !known(name)) throw new BadRequestError(`metrics[${i}]: unknown metric`);
  });

  const metricFilters = list(request.metric_filters, 'metric_filters', 100).map((f, i): MetricFilter => {
    const field = `metric_filters[${i}]`;
    if (!f || typeof f.metric !== 'string' || !known(f.metric))
      throw new BadRequestError(`${field}.metric: unknown metric`);
    const operator = f.operator as MetricOperator;
    if (!METRIC_OPERATORS.includes(operator))
      throw new BadRequestError(`${field}.operator must be one of ${METRIC_OPERATORS.join(', ')}`);
    return {
      metric: f.metric,
      operator,
      value: metricNumber(f.value, `${field}.value`),
      value2: operator === 'between' ? metricNumber(f.value2, `${field}.value2`) : null,
    };
  });

  const sort = list(request.sort, 'sort', 20).map((s, i) => {
    const direction = (s?.direction ?? 'desc').toLowerCase();
    if (direction !== 'asc' && direction !== 'desc')
      throw new BadRequestError(`sort[${i}].direction must be asc or desc`);
    const isDimension = dimensions.some((d) => d.name === s?.by);
    if (!isDimension && !known(s?.by))
      throw new BadRequestError(`sort[${i}].by must be a dimension of the report or a metric`);
    return { by: s.by, direction: direction as 'asc' | 'desc' };
  });

  const limit = request.limit ?? 100;
  const offset = request.offset ?? 0;
  if (!Number.isInteger(limit) || limit < 1 || limit > maxLimit)
    throw new BadRequestError(`limit must be a whole number from 1 to ${maxLimit}`);
  if (!Number.isInteger(offset) || offset < 0) throw new BadRequestError('offset must be a whole number, 0 or more');
  const basis = request.date_basis ?? 'click';
  if (basis !== 'click' && basis !== 'conversion') throw new BadRequestError('date_basis must be click or conversion');
  const marks = {
    white: new Set(list(request.marks?.white, 'marks.white', 10_000).map(String)),
    black: new Set(list(request.marks?.black, 'marks.black', 10_000).map(String)),
  };
  return {
    dimensions,
    columns,
    custom,
    filters,
    metricFilters,
    sort,
    limit,
    offset,
    basis,
    compare: request.compare === true,
    marks,
    period: { period: request.period, from: request.from, to: request.to },
  };
}
