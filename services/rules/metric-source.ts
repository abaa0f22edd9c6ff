/**
 * The port through which rules read metrics: the report engine's table report, grouped by the
 * rule's target dimension over its look-back window. Rules never compute a metric themselves, so
 * a rule's snapshot is exactly what POST /reports/query shows for the same window and filters.
 * The composition root binds it to the engine (jobs/rules.ts).
 */
export interface RuleMetricsQuery {
  /** Report dimension names, e.g. `campaign`, or `campaign` + `sub_id_3`. */
  dimensions: string[];
  /** Built-in or custom metric names. */
  metrics: string[];
  /** Today so far in the workspace's time zone (the engine resolves it), or an explicit range [from, to). */
  period: RulePeriod;
  /** Dimension filters (`in` a list of values), e.g. the rule's listed targets. */
  filters: { dimension: string; values: string[] }[];
}

export type RulePeriod = { kind: 'today' } | { kind: 'range'; from: Date; to: Date };

export interface RuleMetricsRow {
  /** Dimension name → value (an entity id for structural dimensions). */
  dimensions: Record<string, string | null>;
  /** Metric name → value; null where the metric is undefined (division by zero). */
  metrics: Record<string, number | null>;
}

/** `share`: rules evaluated for the same tick may share one answer to the same query (shared-reports.ts). */
export type RuleMetricsSource = (
  workspaceId: string,
  query: RuleMetricsQuery,
  share?: string,
) => Promise<RuleMetricsRow[]>;

/** Names of the workspace's global custom metrics (conditions may use them). */
export type CustomMetricNames = (workspaceId: string) => Promise<string[]>;

/** Always in a rule's snapshot besides the metrics its condition names (spec: Events, rule.fired). */
export const SNAPSHOT_METRICS = ['clicks', 'conversions', 'revenue', 'cost', 'roi', 'cr'] as const;
