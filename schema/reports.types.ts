import { GraphQLJSON, GraphQLJSONObject } from 'graphql-scalars';
import { ArgsType, Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { UuidScalar } from './scalars';
import { BUILT_IN_METRIC_NAMES } from '../entities/report-metrics';

/** GraphQL shapes of the table report (docs/reports.md has the field reference). */

@InputType('ReportDimensionFilter', {
  description: 'A dimension filter (a SQL condition with bound parameters, before aggregation).',
})
export class ReportDimensionFilterInput {
  @Field(() => String, { description: 'A dimension name (GET /reports/dimensions).' })
  dimension!: string;

  @Field(() => String, {
    description:
      '=, in, not_in, contains, not_contains, starts_with, ends_with, regexp (POSIX, case-sensitive; the text operators ignore case).',
  })
  operator!: string;

  @Field(() => GraphQLJSON, {
    nullable: true,
    description: 'A string or number; a list for in and not_in; null with = matches an absent value.',
  })
  value?: unknown;
}

@InputType('ReportMetricFilter', {
  description: 'A metric filter, applied after aggregation (built-in or custom metrics).',
})
export class ReportMetricFilterInput {
  @Field(() => String)
  metric!: string;

  @Field(() => String, { description: '>, <, =, >=, <=, !=, between' })
  operator!: string;

  @Field(() => Float)
  value!: number;

  @Field(() => Float, { nullable: true, description: 'Upper bound of between (inclusive).' })
  value2?: number | null;
}

@InputType('ReportCustomMetricInput', {
  description: 'A local custom metric: lives in this request; overrides a global one of the same name.',
})
export class ReportCustomMetricInput {
  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'Built-in metric names, numbers, + - * / and parentheses.' })
  formula!: string;
}

@InputType('ReportSortInput')
export class ReportSortInput {
  @Field(() => String, { description: 'A dimension of the report or a metric (built-in or custom).' })
  by!: string;

  @Field(() => String, { nullable: true, description: 'asc or desc (default desc).' })
  direction?: string | null;
}

@InputType('ReportDrilldownInput', {
  description:
    'Drill-down (rule 4): the rows of level n group by chain[n], filtered by the values of the expanded parents.',
})
export class ReportDrilldownInput {
  @Field(() => [String])
  chain!: string[];

  @Field(() => [GraphQLJSON], {
    nullable: true,
    description: 'Values of chain[0..n-1] of the row being expanded (null for an absent value).',
  })
  parents?: unknown[] | null;
}

@InputType('ReportMarksInput', {
  description: 'W/B marks (rule 6) of values of the first dimension; rows answer with mark W, B or null.',
})
export class ReportMarksInput {
  @Field(() => [String], { nullable: true })
  white?: string[] | null;

  @Field(() => [String], { nullable: true })
  black?: string[] | null;
}

/** The table report's request: also the body of POST /reports/query and /reports/export. */
@ArgsType()
export class ReportArgs {
  @Field(() => [String], { nullable: true, description: 'Up to 16 dimensions; none: one total row.' })
  dimensions?: string[] | null;

  @Field(() => ReportDrilldownInput, { nullable: true })
  drilldown?: ReportDrilldownInput | null;

  @Field(() => [String], {
    nullable: true,
    description:
      'Metric columns (default: every built-in metric and every global custom metric); `visitors` is the exact, ' +
      `slower distinct visitor count. Built-in names: ${BUILT_IN_METRIC_NAMES.join(', ')}, visitors ` +
      '(GET /reports/metrics lists them with labels, groups and descriptions).',
  })
  metrics?: string[] | null;

  @Field(() => [ReportCustomMetricInput], { nullable: true })
  custom_metrics?: ReportCustomMetricInput[] | null;

  @Field(() => [ReportDimensionFilterInput], { nullable: true })
  filters?: ReportDimensionFilterInput[] | null;

  @Field(() => [ReportMetricFilterInput], { nullable: true })
  metric_filters?: ReportMetricFilterInput[] | null;

  @Field(() => [ReportSortInput], { nullable: true, description: 'Default: clicks descending.' })
  sort?: ReportSortInput[] | null;

  @Field(() => Int, { nullable: true, description: 'Rows per page, 1 to 1000 (default 100).' })
  limit?: number | null;

  @Field(() => Int, { nullable: true })
  offset?: number | null;

  @Field(() => String, {
    nullable: true,
    description: '24h, today, yesterday, 7d (default), 30d or 90d, in the workspace time zone; or give from and to.',
  })
  period?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Local date YYYY-MM-DD (inclusive) or an ISO time with an offset.',
  })
  from?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Local date YYYY-MM-DD (inclusive) or an ISO time with an offset (exclusive).',
  })
  to?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'click (default): a conversion counts on its click date; conversion: on its own date.',
  })
  date_basis?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Add the previous period of the same length, the percent change and new-row marks.',
  })
  compare?: boolean | null;

  @Field(() => ReportMarksInput, { nullable: true })
  marks?: ReportMarksInput | null;
}

@ObjectType('ReportPeriod')
export class ReportPeriodType {
  @Field(() => String)
  from!: string;

  @Field(() => String)
  to!: string;

  @Field(() => Boolean, { description: 'True when from and to are local dates (both inclusive).' })
  whole_days!: boolean;
}

@ObjectType('ReportRow')
export class ReportRowType {
  @Field(() => GraphQLJSONObject, {
    description: 'Dimension → value (entity ids, dates YYYY-MM-DD, hours 0–23, days of week 1 = Monday …).',
  })
  values!: Record<string, unknown>;

  @Field(() => GraphQLJSONObject, {
    description: 'Dimension → display label (entity names; a deleted entity as "<name> [deleted <id prefix>]").',
  })
  labels!: Record<string, unknown>;

  @Field(() => GraphQLJSONObject, { description: 'Metric → number, or null where a ratio divides by zero.' })
  metrics!: Record<string, unknown>;

  @Field(() => String, { nullable: true, description: 'W or B when the first dimension’s value is marked.' })
  mark!: string | null;

  @Field(() => GraphQLJSONObject, { nullable: true, description: 'With compare: the previous period’s values.' })
  previous?: Record<string, unknown>;

  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description: 'With compare: percent change per metric (null when the previous value is 0 or absent).',
  })
  change?: Record<string, unknown>;

  @Field(() => Boolean, { nullable: true, description: 'With compare: the row is absent from the previous period.' })
  is_new?: boolean;
}

@ObjectType('ReportMarks')
export class ReportMarksType {
  @Field(() => String, { nullable: true })
  dimension!: string | null;

  @Field(() => [String])
  white!: string[];

  @Field(() => [String])
  black!: string[];
}

@ObjectType('TableReport')
export class TableReportType {
  @Field(() => ReportPeriodType)
  period!: ReportPeriodType;

  @Field(() => ReportPeriodType, { nullable: true })
  previous_period!: ReportPeriodType | null;

  @Field(() => String)
  time_zone!: string;

  @Field(() => String)
  date_basis!: string;

  @Field(() => String, { description: 'rollup (daily rollups) or raw (the click and conversion tables).' })
  storage!: string;

  @Field(() => [String])
  dimensions!: string[];

  @Field(() => [String])
  metrics!: string[];

  @Field(() => Int, { description: 'Rows of the whole result (after metric filters).' })
  total_rows!: number;

  @Field(() => Int)
  limit!: number;

  @Field(() => Int)
  offset!: number;

  @Field(() => [ReportRowType])
  rows!: ReportRowType[];

  @Field(() => GraphQLJSONObject, { description: 'The total row over the whole result; ratios from the sums.' })
  totals!: Record<string, unknown>;

  @Field(() => GraphQLJSONObject, { nullable: true })
  previous_totals!: Record<string, unknown> | null;

  @Field(() => GraphQLJSONObject, { nullable: true })
  totals_change!: Record<string, unknown> | null;

  @Field(() => ReportMarksType)
  marks!: ReportMarksType;
}

@ObjectType('ReportMetric', {
  description:
    'A metric a report may ask for (GET /reports/metrics): built-in ones, visitors, then global custom metrics.',
})
export class ReportMetricType {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  label!: string;

  @Field(() => String, { description: 'traffic, landing, conversions, finance, or custom (a global custom metric).' })
  group!: string;

  @Field(() => String, { description: 'count, money, percent or ratio (how a screen formats it).' })
  kind!: string;

  @Field(() => String, {
    description: "One line for a tooltip; names the workspace's revenue setting where the value follows it.",
  })
  description!: string;

  @Field(() => Boolean, { description: "The value depends on the workspace's revenue_basis." })
  follows_revenue_basis!: boolean;

  @Field(() => String, { nullable: true, description: "A custom metric's formula; null for a built-in one." })
  formula!: string | null;
}

@ObjectType('ReportMetrics')
export class ReportMetricsType {
  @Field(() => String, {
    description: 'What revenue counts in this workspace: all_but_trash (default), leads_and_sales or sales.',
  })
  revenue_basis!: string;

  @Field(() => [ReportMetricType])
  metrics!: ReportMetricType[];
}

@ObjectType('ReportDimension')
export class ReportDimensionType {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  group!: string;

  @Field(() => String)
  label!: string;

  @Field(() => String, { description: 'uuid (an entity, shown by name), text, integer or date.' })
  type!: string;
}

@ObjectType('AnalyticsCopyState', {
  description:
    'The analytics copy\'s state (docs/analytics-store.md, "Rebuilding the copy"): reports read Postgres unless it is ready.',
})
export class AnalyticsCopyStateType {
  @Field(() => String, { description: 'ANALYTICS: duckdb, clickhouse or postgres (no copy kept).' })
  engine!: string;

  @Field(() => String, {
    description:
      'ready, rebuilding, failed (retried), off (ANALYTICS=postgres) or unreachable (no owner process answers).',
  })
  state!: string;

  @Field(() => Int, { description: 'Days copied by the running (or last) rebuild.' })
  days_done!: number;

  @Field(() => Int, { description: 'Days to copy in the running (or last) rebuild.' })
  days_total!: number;

  @Field(() => String, {
    nullable: true,
    description: 'The last UTC day copied, or the day a resumed rebuild restarts after (YYYY-MM-DD).',
  })
  day!: string | null;
}

@ObjectType('CustomMetric')
export class CustomMetricType {
  @Field(() => UuidScalar)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  formula!: string;

  @Field(() => Date)
  created_at!: Date;

  @Field(() => Date)
  updated_at!: Date;
}

@ObjectType('SavedReport')
export class SavedReportType {
  @Field(() => UuidScalar)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => GraphQLJSONObject, {
    description:
      'The report request: dimensions, drilldown, custom_metrics, filters, metric_filters, sort, period/from/to, ' +
      'date_basis, metrics, marks.',
  })
  definition!: Record<string, unknown>;

  @Field(() => Date)
  created_at!: Date;

  @Field(() => Date)
  updated_at!: Date;
}

@ObjectType('ReportCleanup')
export class ReportCleanupType {
  @Field(() => UuidScalar)
  id!: string;

  @Field(() => Int)
  clicks_deleted!: number;

  @Field(() => Int)
  conversions_deleted!: number;
}
