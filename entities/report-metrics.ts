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
  // Landing metrics (clicks.lp_clicked_at: the first click-through of a click).
  'lp_views',
  'lp_clicks',
  'offer_clicks',
  // Money by status: payouts of sales, leads and rejected conversions.
  'revenue_confirmed',
  'revenue_hold',
  'revenue_rejected',
] as const;
export type SumName = (typeof SUMS)[number];

/** The sums a click row carries; the others come from conversion rows. */
export const CLICK_SIDE_SUMS: ReadonlySet<SumName> = new Set([
  'clicks',
  'unique_clicks',
  'click_cost',
  'lp_views',
  'lp_clicks',
  'offer_clicks',
]);

/** Money sums (numeric); the others are counts. */
export const MONEY_SUMS: ReadonlySet<SumName> = new Set([
  'click_cost',
  'revenue',
  'conversion_cost',
  'revenue_confirmed',
  'revenue_hold',
  'revenue_rejected',
]);

/**
 * What the `revenue` metric counts (the workspace's `revenue_basis`, docs/reports.md): every
 * conversion but trash (the default, the reading before the setting), leads and sales, or sales only.
 * Profit, ROI, EPC and ROAS follow it.
 */
export const REVENUE_BASES = ['all_but_trash', 'leads_and_sales', 'sales'] as const;
export type RevenueBasis = (typeof REVENUE_BASES)[number];

/** The `revenue` of a basis over the sums of alias `s`. */
export function revenueSql(s: string, basis: RevenueBasis = 'all_but_trash'): string {
  if (basis === 'sales') return `${s}.revenue_confirmed`;
  if (basis === 'leads_and_sales') return `(${s}.revenue_confirmed + ${s}.revenue_hold)`;
  return `${s}.revenue`;
}

/** The buckets whose payouts `revenue` counts under a basis (for statements over conversion rows). */
export function revenueBuckets(basis: RevenueBasis = 'all_but_trash'): string[] {
  if (basis === 'sales') return ['sales'];
  if (basis === 'leads_and_sales') return ['leads', 'sales'];
  return ['leads', 'sales', 'rejected'];
}

/** The same as a SQL list literal (`'leads', 'sales'`): constants only, never input. */
export const revenueBucketList = (basis?: RevenueBasis) =>
  revenueBuckets(basis)
    .map((b) => `'${b}'`)
    .join(', ');

/**
 * The cost over the sums of alias `s`: click cost plus conversion cost (the campaign's CPA or
 * RevShare). A further cost (a CPA cost sent in a postback) is one more sum added here.
 */
export function costSql(s: string): string {
  return `(${s}.click_cost + ${s}.conversion_cost)`;
}

export type MetricGroup = 'traffic' | 'landing' | 'conversions' | 'finance';

export interface MetricDefinition {
  name: string;
  label: string;
  /** SQL over the sums of alias `s`; `basis`: what revenue counts (the workspace's setting). */
  sql: (s: string, basis?: RevenueBasis) => string;
  kind: 'count' | 'money' | 'percent' | 'ratio';
  /** Where a column picker files it. */
  group: MetricGroup;
  /** One line for a tooltip or an API description (the revenue basis is added where it applies: `followsRevenueBasis`). */
  description: string;
  /** Its value depends on the workspace's revenue basis. */
  followsRevenueBasis?: boolean;
}

const div = (a: string, b: string) => `(${a})::numeric / nullif(${b}, 0)`;

/** Built-in metrics in column order. */
export const METRICS: readonly MetricDefinition[] = [
  {
    name: 'clicks',
    label: 'Clicks',
    kind: 'count',
    group: 'traffic',
    description: 'All recorded clicks.',
    sql: (s) => `${s}.clicks`,
  },
  {
    name: 'unique_clicks',
    label: 'Unique clicks',
    kind: 'count',
    group: 'traffic',
    description: "Clicks flagged unique at click time (the campaign's uniqueness period).",
    sql: (s) => `${s}.unique_clicks`,
  },
  {
    name: 'conversions',
    label: 'Conversions',
    kind: 'count',
    group: 'conversions',
    description: 'Leads, sales and rejected conversions (trash is counted nowhere).',
    sql: (s) => `${s}.conversions`,
  },
  {
    name: 'leads',
    label: 'Leads',
    kind: 'count',
    group: 'conversions',
    description: 'Conversions on hold (lead).',
    sql: (s) => `${s}.leads`,
  },
  {
    name: 'sales',
    label: 'Sales',
    kind: 'count',
    group: 'conversions',
    description: 'Confirmed conversions (sale).',
    sql: (s) => `${s}.sales`,
  },
  {
    name: 'rejected',
    label: 'Rejected',
    kind: 'count',
    group: 'conversions',
    description: 'Rejected conversions.',
    sql: (s) => `${s}.rejected`,
  },
  {
    name: 'revenue',
    label: 'Revenue',
    kind: 'money',
    group: 'finance',
    description: "Sum of the payouts of the conversions the workspace's revenue setting counts.",
    followsRevenueBasis: true,
    sql: (s, basis) => revenueSql(s, basis),
  },
  {
    name: 'cost',
    label: 'Cost',
    kind: 'money',
    group: 'finance',
    description: 'Click cost plus conversion cost (CPA or RevShare).',
    sql: (s) => costSql(s),
  },
  {
    name: 'profit',
    label: 'Profit',
    kind: 'money',
    group: 'finance',
    description: 'Revenue − cost.',
    followsRevenueBasis: true,
    sql: (s, basis) => `(${revenueSql(s, basis)} - ${costSql(s)})`,
  },
  {
    name: 'cr',
    label: 'CR, %',
    kind: 'percent',
    group: 'conversions',
    description: 'Conversions / clicks × 100.',
    sql: (s) => `${div(`${s}.conversions`, `${s}.clicks`)} * 100`,
  },
  {
    name: 'epc',
    label: 'EPC',
    kind: 'money',
    group: 'finance',
    description: 'Revenue / clicks.',
    followsRevenueBasis: true,
    sql: (s, basis) => div(revenueSql(s, basis), `${s}.clicks`),
  },
  {
    name: 'roi',
    label: 'ROI, %',
    kind: 'percent',
    group: 'finance',
    description: 'Profit / cost × 100.',
    followsRevenueBasis: true,
    sql: (s, basis) => `${div(`${revenueSql(s, basis)} - ${costSql(s)}`, costSql(s))} * 100`,
  },
  {
    name: 'roas',
    label: 'ROAS',
    kind: 'ratio',
    group: 'finance',
    description: 'Revenue / cost.',
    followsRevenueBasis: true,
    sql: (s, basis) => div(revenueSql(s, basis), costSql(s)),
  },
  {
    name: 'cpa',
    label: 'CPA',
    kind: 'money',
    group: 'finance',
    description: 'Cost / conversions.',
    sql: (s) => div(costSql(s), `${s}.conversions`),
  },
  {
    name: 'cpl',
    label: 'CPL',
    kind: 'money',
    group: 'finance',
    description: 'Cost / leads.',
    sql: (s) => div(costSql(s), `${s}.leads`),
  },
  {
    name: 'approval_rate',
    label: 'Approval rate, %',
    kind: 'percent',
    group: 'conversions',
    description: '(Conversions − rejected) / conversions × 100.',
    sql: (s) => `${div(`${s}.conversions - ${s}.rejected`, `${s}.conversions`)} * 100`,
  },
  {
    name: 'lp_views',
    label: 'LP views',
    kind: 'count',
    group: 'landing',
    description: 'Clicks shown a landing page.',
    sql: (s) => `${s}.lp_views`,
  },
  {
    name: 'lp_clicks',
    label: 'LP clicks',
    kind: 'count',
    group: 'landing',
    description: 'Landing views that went on to an offer (the first click-through of each click).',
    sql: (s) => `${s}.lp_clicks`,
  },
  {
    name: 'lp_ctr',
    label: 'LP CTR, %',
    kind: 'percent',
    group: 'landing',
    description: 'LP clicks / LP views × 100.',
    sql: (s) => `${div(`${s}.lp_clicks`, `${s}.lp_views`)} * 100`,
  },
  {
    name: 'offer_clicks',
    label: 'Offer clicks',
    kind: 'count',
    group: 'landing',
    description: 'Clicks that reached an offer: sent there directly, or through a landing click-through.',
    sql: (s) => `${s}.offer_clicks`,
  },
  {
    name: 'revenue_confirmed',
    label: 'Revenue (confirmed)',
    kind: 'money',
    group: 'finance',
    description: 'Payouts of sales.',
    sql: (s) => `${s}.revenue_confirmed`,
  },
  {
    name: 'revenue_hold',
    label: 'Revenue (hold)',
    kind: 'money',
    group: 'finance',
    description: 'Payouts of leads (on hold).',
    sql: (s) => `${s}.revenue_hold`,
  },
  {
    name: 'revenue_rejected',
    label: 'Revenue (rejected)',
    kind: 'money',
    group: 'finance',
    description: 'Payouts of rejected conversions.',
    sql: (s) => `${s}.revenue_rejected`,
  },
  {
    name: 'profit_confirmed',
    label: 'Profit (confirmed)',
    kind: 'money',
    group: 'finance',
    description: 'Confirmed revenue − cost.',
    sql: (s) => `(${s}.revenue_confirmed - ${costSql(s)})`,
  },
  {
    name: 'roi_confirmed',
    label: 'ROI (confirmed), %',
    kind: 'percent',
    group: 'finance',
    description: 'Confirmed profit / cost × 100.',
    sql: (s) => `${div(`${s}.revenue_confirmed - ${costSql(s)}`, costSql(s))} * 100`,
  },
  {
    name: 'epc_confirmed',
    label: 'EPC (confirmed)',
    kind: 'money',
    group: 'finance',
    description: 'Confirmed revenue / clicks.',
    sql: (s) => div(`${s}.revenue_confirmed`, `${s}.clicks`),
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
  group: 'traffic',
  description: 'Exact count of distinct visitors in the row and period (read from the clicks; slower).',
  sql: (s) => `${s}.visitors`,
};

const BY_NAME = new Map(METRICS.map((m) => [m.name, m]));

export function builtInMetric(name: string): MetricDefinition | undefined {
  return name === 'visitors' ? VISITORS : BY_NAME.get(name);
}

export const BUILT_IN_METRIC_NAMES: readonly string[] = METRICS.map((m) => m.name);

const BASIS_WORDS: Record<RevenueBasis, string> = {
  all_but_trash: 'every conversion but trash (leads, sales and rejected)',
  leads_and_sales: 'leads and sales',
  sales: 'sales only',
};

/** A metric's description for a workspace: the revenue basis named where the value follows it. */
export function metricDescription(metric: MetricDefinition, basis: RevenueBasis): string {
  return metric.followsRevenueBasis
    ? `${metric.description} Revenue counts ${BASIS_WORDS[basis]} (workspace setting revenue_basis).`
    : metric.description;
}
