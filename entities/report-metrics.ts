/**
 * The report metrics (spec "Report metrics", docs/reports.md "Metrics"). Each report aggregates a
 * few additive sums per group; every metric is an expression over those sums, so the total row and
 * comparison values derive ratios from sums (rule 10) and division by zero is null (nullif).
 */

/** Additive sums every report carries per group (columns of the aggregated row `s`). */
export const SUMS = [
  'clicks',
  'unique_clicks',
  'click_cost',
  'conversions',
  'leads',
  'sales',
  'rejected',
  'trash',
  'revenue',
  'conversion_cost',
  'conversion_records',
] as const;
export type SumName = (typeof SUMS)[number];

/** Money sums (numeric); the others are counts. */
export const MONEY_SUMS: ReadonlySet<SumName> = new Set(['click_cost', 'revenue', 'conversion_cost']);

export interface MetricDefinition {
  name: string;
  label: string;
  /** SQL over the sums of alias `s`. */
  sql: (s: string) => string;
  kind: 'count' | 'money' | 'percent' | 'ratio';
}

const div = (a: string, b: string) => `(${a})::numeric / nullif(${b}, 0)`;

/** Built-in metrics in column order. */
export const METRICS: readonly MetricDefinition[] = [
  { name: 'clicks', label: 'Clicks', kind: 'count', sql: (s) => `${s}.clicks` },
  { name: 'unique_clicks', label: 'Unique clicks', kind: 'count', sql: (s) => `${s}.unique_clicks` },
  { name: 'conversions', label: 'Conversions', kind: 'count', sql: (s) => `${s}.conversions` },
  { name: 'leads', label: 'Leads', kind: 'count', sql: (s) => `${s}.leads` },
  { name: 'sales', label: 'Sales', kind: 'count', sql: (s) => `${s}.sales` },
  { name: 'rejected', label: 'Rejected', kind: 'count', sql: (s) => `${s}.rejected` },
  { name: 'revenue', label: 'Revenue', kind: 'money', sql: (s) => `${s}.revenue` },
  { name: 'cost', label: 'Cost', kind: 'money', sql: (s) => `(${s}.click_cost + ${s}.conversion_cost)` },
  {
    name: 'profit',
    label: 'Profit',
    kind: 'money',
    sql: (s) => `(${s}.revenue - ${s}.click_cost - ${s}.conversion_cost)`,
  },
  { name: 'cr', label: 'CR, %', kind: 'percent', sql: (s) => `${div(`${s}.conversions`, `${s}.clicks`)} * 100` },
  { name: 'epc', label: 'EPC', kind: 'money', sql: (s) => div(`${s}.revenue`, `${s}.clicks`) },
  {
    name: 'roi',
    label: 'ROI, %',
    kind: 'percent',
    sql: (s) =>
      `${div(`${s}.revenue - ${s}.click_cost - ${s}.conversion_cost`, `(${s}.click_cost + ${s}.conversion_cost)`)} * 100`,
  },
  {
    name: 'roas',
    label: 'ROAS',
    kind: 'ratio',
    sql: (s) => div(`${s}.revenue`, `(${s}.click_cost + ${s}.conversion_cost)`),
  },
  {
    name: 'cpa',
    label: 'CPA',
    kind: 'money',
    sql: (s) => div(`${s}.click_cost + ${s}.conversion_cost`, `${s}.conversions`),
  },
  { name: 'cpl', label: 'CPL', kind: 'money', sql: (s) => div(`${s}.click_cost + ${s}.conversion_cost`, `${s}.leads`) },
  {
    name: 'approval_rate',
    label: 'Approval rate, %',
    kind: 'percent',
    sql: (s) => `${div(`${s}.conversions - ${s}.rejected`, `${s}.conversions`)} * 100`,
  },
];

/**
 * The exact count of distinct visitor_id in the group and period: read from the click table on
 * request only (never a sum of daily values, so never from a rollup). Not additive: its total is
 * computed over the whole result by a query of its own.
 */
export const VISITORS: MetricDefinition = {
  name: 'visitors',
  label: 'Visitors',
  kind: 'count',
  sql: (s) => `${s}.visitors`,
};

const BY_NAME = new Map(METRICS.map((m) => [m.name, m]));

export function builtInMetric(name: string): MetricDefinition | undefined {
  return name === 'visitors' ? VISITORS : BY_NAME.get(name);
}

export const BUILT_IN_METRIC_NAMES: readonly string[] = METRICS.map((m) => m.name);
