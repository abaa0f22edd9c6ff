import { GraphQLJSON, GraphQLJSONObject } from 'graphql-scalars';
import { ArgsType, Field, Float, Int, ObjectType } from 'type-graphql';
import { ReportDimensionFilterInput, ReportPeriodType } from './reports.types';

/** GraphQL shapes of the funnel, cohort, dashboard, time series and group-by views (docs/reports.md). */

@ArgsType()
class ViewPeriodArgs {
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
}

@ArgsType()
export class FunnelArgs extends ViewPeriodArgs {
  @Field(() => String, { nullable: true, description: 'click (default) or conversion.' })
  date_basis?: string | null;

  @Field(() => [ReportDimensionFilterInput], { nullable: true })
  filters?: ReportDimensionFilterInput[] | null;

  @Field(() => [String], {
    nullable: true,
    description:
      'The stages in this order, any of them: clicks, unique_clicks, lp_views, lp_clicks (landing clicks), offer_clicks, ' +
      'lead, sale, rejected, trash or custom status codes ' +
      '(unique_clicks may be left out; clicks need not come first). Replaces statuses.',
  })
  stages?: string[] | null;

  @Field(() => [String], {
    nullable: true,
    description:
      'Status stages after clicks and unique clicks, in order: lead, sale, rejected, trash or custom status codes ' +
      '(default lead, sale). Not with stages.',
  })
  statuses?: string[] | null;

  @Field(() => String, {
    nullable: true,
    description: 'A non-time dimension: one funnel per value (the 50 with most clicks).',
  })
  breakdown?: string | null;
}

@ObjectType('FunnelStage')
export class FunnelStageType {
  @Field(() => String, {
    description:
      'clicks, unique_clicks, lp_views, lp_clicks, offer_clicks, a status code, or conversions/sales on the dashboard.',
  })
  stage!: string;

  @Field(() => Int)
  count!: number;

  @Field(() => Float, { nullable: true, description: 'Percent of the first stage (null when it is 0).' })
  share_of_first!: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Percent of the previous stage (null for the first, or when the previous is 0).',
  })
  share_of_previous!: number | null;

  @Field(() => Int, { nullable: true, description: 'Previous stage minus this one (null for the first).' })
  loss!: number | null;
}

@ObjectType('FunnelSegment')
export class FunnelSegmentType {
  @Field(() => GraphQLJSON, {
    nullable: true,
    description: 'The breakdown value (an entity id, a country …); null for an absent value.',
  })
  value!: unknown;

  @Field(() => String, { nullable: true, description: 'Display label (entity names, deleted ones marked).' })
  label!: string | null;

  @Field(() => [FunnelStageType])
  stages!: FunnelStageType[];
}

@ObjectType('FunnelReport')
export class FunnelReportType {
  @Field(() => ReportPeriodType)
  period!: ReportPeriodType;

  @Field(() => String)
  time_zone!: string;

  @Field(() => String)
  date_basis!: string;

  @Field(() => [String])
  stages!: string[];

  @Field(() => String, { nullable: true })
  breakdown!: string | null;

  @Field(() => [FunnelStageType], { description: 'The whole funnel (all segments, shown or dropped).' })
  total!: FunnelStageType[];

  @Field(() => [FunnelSegmentType])
  segments!: FunnelSegmentType[];

  @Field(() => Int, { description: 'Segments in the whole result.' })
  segments_total!: number;

  @Field(() => String, { nullable: true, description: 'Set when segments were dropped (more than 50).' })
  warning!: string | null;
  @Field(() => String, {
    description:
      'Where the status stages were read: columnar:duckdb or columnar:clickhouse (the analytics copy), raw ' +
      '(Postgres), or e.g. "raw (analytics copy down)" when the copy could not answer.',
  })
  storage!: string;

  @Field(() => String, { description: "Where the click stages were read (the table report's storage)." })
  click_storage!: string;
}

@ArgsType()
export class CohortArgs extends ViewPeriodArgs {
  @Field(() => [ReportDimensionFilterInput], { nullable: true })
  filters?: ReportDimensionFilterInput[] | null;

  @Field(() => String, { nullable: true, description: 'day (default) or hour.' })
  granularity?: string | null;

  @Field(() => Int, { nullable: true, description: 'Lag columns, 2 to 31 (default 8); the last is the tail.' })
  columns?: number | null;

  @Field(() => String, { nullable: true, description: 'cr (default), conversions or revenue.' })
  value?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Cumulative values (default false: per lag).' })
  cumulative?: boolean | null;
}

@ObjectType('CohortRow')
export class CohortRowType {
  @Field(() => String, { description: 'Click date YYYY-MM-DD (or YYYY-MM-DD HH).' })
  cohort!: string;

  @Field(() => Int)
  clicks!: number;

  @Field(() => [Float], { nullable: 'items', description: 'One per column; null for lags not reached yet.' })
  cells!: (number | null)[];
}

@ObjectType('CohortReport')
export class CohortReportType {
  @Field(() => ReportPeriodType)
  period!: ReportPeriodType;

  @Field(() => String)
  time_zone!: string;

  @Field(() => String)
  granularity!: string;

  @Field(() => String)
  value!: string;

  @Field(() => Boolean)
  cumulative!: boolean;

  @Field(() => [String], { description: 'D0, D1, …, the tail last (e.g. D7+).' })
  columns!: string[];

  @Field(() => [CohortRowType])
  rows!: CohortRowType[];
  @Field(() => String, {
    description:
      'Where it was read: rollup:<cube>, columnar:duckdb or columnar:clickhouse (the analytics copy), raw ' +
      '(Postgres), or e.g. "raw (analytics copy rebuilding)" when the copy could not answer.',
  })
  storage!: string;
}

@ArgsType()
export class SimpleFilterArgs extends ViewPeriodArgs {
  @Field(() => String, { nullable: true, description: 'click (default) or conversion.' })
  date_basis?: string | null;

  @Field(() => [String], { nullable: true, description: 'Only these campaigns (ids).' })
  campaign_id?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Only these traffic sources (ids).' })
  source_id?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Only these offers (ids).' })
  offer_id?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Only these countries (ISO codes).' })
  country?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Metric columns (built-in or custom).' })
  metrics?: string[] | null;
}

@ArgsType()
export class TimeSeriesArgs extends SimpleFilterArgs {
  @Field(() => String, { nullable: true, description: 'day or hour (default: hour for up to 2 days, else day).' })
  interval?: string | null;
}

@ArgsType()
export class GroupByArgs extends SimpleFilterArgs {
  @Field(() => String, { description: 'The dimension to group by (GET /reports/dimensions).' })
  dimension!: string;

  @Field(() => String, {
    nullable: true,
    description: 'The metric rows are ranked by, descending (default the first metric).',
  })
  sort?: string | null;

  @Field(() => Int, { nullable: true, description: 'Rows, 1 to 1000 (default 10).' })
  limit?: number | null;
}

@ObjectType('SeriesPoint')
export class SeriesPointType {
  @Field(() => String, { description: 'Local start of the bucket: YYYY-MM-DD or YYYY-MM-DDTHH:00.' })
  bucket!: string;

  @Field(() => GraphQLJSONObject, { description: 'Metric → value (0 for empty buckets; ratios null).' })
  metrics!: Record<string, number | null>;
}

@ObjectType('TimeSeries')
export class TimeSeriesType {
  @Field(() => ReportPeriodType)
  period!: ReportPeriodType;

  @Field(() => String)
  time_zone!: string;

  @Field(() => String)
  interval!: string;

  @Field(() => [String])
  metrics!: string[];

  @Field(() => [SeriesPointType])
  points!: SeriesPointType[];

  @Field(() => GraphQLJSONObject)
  totals!: Record<string, number | null>;
}

@ObjectType('GroupByRow')
export class GroupByRowType {
  @Field(() => GraphQLJSON, { nullable: true })
  value!: unknown;

  @Field(() => String, { nullable: true })
  label!: string | null;

  @Field(() => GraphQLJSONObject)
  metrics!: Record<string, number | null>;
}

@ObjectType('GroupByResult')
export class GroupByResultType {
  @Field(() => ReportPeriodType)
  period!: ReportPeriodType;

  @Field(() => String)
  dimension!: string;

  @Field(() => [String])
  metrics!: string[];

  @Field(() => [GroupByRowType])
  rows!: GroupByRowType[];

  @Field(() => Int)
  total_rows!: number;

  @Field(() => GraphQLJSONObject)
  totals!: Record<string, number | null>;
}

@ObjectType('DashboardSeries')
export class DashboardSeriesType {
  @Field(() => String)
  interval!: string;

  @Field(() => [SeriesPointType], { description: 'revenue and cost per bucket.' })
  points!: SeriesPointType[];
}

@ObjectType('DashboardCountryClicks')
export class DashboardCountryClicksType {
  @Field(() => String, { nullable: true })
  country!: string | null;

  @Field(() => Int)
  clicks!: number;
}

@ObjectType('DashboardCampaign')
export class DashboardCampaignType {
  @Field(() => String, { nullable: true })
  id!: string | null;

  @Field(() => String, { nullable: true })
  name!: string | null;

  @Field(() => GraphQLJSONObject)
  metrics!: Record<string, number | null>;
}

@ObjectType('DashboardCountry')
export class DashboardCountryType {
  @Field(() => String, { nullable: true })
  country!: string | null;

  @Field(() => GraphQLJSONObject)
  metrics!: Record<string, number | null>;
}

@ObjectType('Dashboard')
export class DashboardType {
  @Field(() => ReportPeriodType)
  period!: ReportPeriodType;

  @Field(() => ReportPeriodType, { nullable: true })
  previous_period!: ReportPeriodType | null;

  @Field(() => String)
  time_zone!: string;

  @Field(() => GraphQLJSONObject, {
    description:
      'clicks, unique_clicks, conversions, sales, cr, revenue, epc, cost, profit, roi, lp_views, lp_clicks, lp_ctr, ' +
      'offer_clicks, revenue_confirmed, revenue_hold.',
  })
  kpis!: Record<string, number | null>;

  @Field(() => GraphQLJSONObject, { description: 'The same KPIs for the previous period of the same length.' })
  previous_kpis!: Record<string, number | null>;

  @Field(() => DashboardSeriesType)
  series!: DashboardSeriesType;

  @Field(() => [FunnelStageType], { description: 'clicks → unique_clicks → conversions → sales.' })
  funnel!: FunnelStageType[];

  @Field(() => [[Int]], { description: '7 rows (Monday first) of 24 hourly click counts.' })
  heat_map!: number[][];

  @Field(() => [DashboardCountryClicksType])
  clicks_by_country!: DashboardCountryClicksType[];

  @Field(() => [DashboardCampaignType], { description: 'The 10 campaigns with most profit.' })
  top_campaigns!: DashboardCampaignType[];

  @Field(() => [DashboardCountryType], { description: 'The 10 countries with most revenue (then clicks).' })
  top_countries!: DashboardCountryType[];
}
