import { Arg, Args, Ctx, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../services/context';
import { runCohort } from '../reports/cohort';
import { runDashboard } from '../reports/dashboard';
import { runFunnel } from '../reports/funnel';
import { callerReportDeps } from '../reports/caller';
import { runGroupBy, runTimeSeries } from '../reports/series';
import {
  CohortArgs,
  CohortReportType,
  DashboardType,
  FunnelArgs,
  FunnelReportType,
  GroupByArgs,
  GroupByResultType,
  TimeSeriesArgs,
  TimeSeriesType,
} from '../schema/report-views.types';
import { requirePermission } from '../services/access/require';

/** Funnel, cohort, dashboard, time series and group-by (permission reports.view), scoped to the caller's workspace. */
@Resolver()
export class ReportViewsResolver {
  @Query(() => FunnelReportType, {
    description:
      'Funnel mode (POST /reports/funnel): the chosen stages (clicks, unique clicks, statuses) in the chosen order, ' +
      'optionally one funnel per value of a dimension.',
  })
  async report_funnel(@Ctx() ctx: AppContext, @Args() args: FunnelArgs) {
    const principal = requirePermission(ctx, 'reports', 'view');
    return runFunnel(callerReportDeps(ctx, principal), principal.workspace_id, args);
  }

  @Query(() => CohortReportType, {
    description: 'Cohort mode (POST /reports/cohort): click-date cohorts by lag D0, D1 … with the tail last.',
  })
  async report_cohort(@Ctx() ctx: AppContext, @Args() args: CohortArgs) {
    const principal = requirePermission(ctx, 'reports', 'view');
    return runCohort(callerReportDeps(ctx, principal), principal.workspace_id, args);
  }

  @Query(() => DashboardType, {
    description:
      'The dashboard (GET /reports/dashboard): KPIs with previous values, revenue and cost series, funnel, heat ' +
      'map, countries, top campaigns.',
  })
  async report_dashboard(
    @Ctx() ctx: AppContext,
    @Arg('period', () => String, {
      nullable: true,
      description: '24h, today (default), yesterday, 7d, 30d or 90d; compared with the same length before.',
    })
    period?: string | null,
    @Arg('from', () => String, { nullable: true, description: 'Instead of period: first local date YYYY-MM-DD.' })
    from?: string | null,
    @Arg('to', () => String, { nullable: true, description: 'Instead of period: last local date YYYY-MM-DD.' })
    to?: string | null,
  ) {
    const principal = requirePermission(ctx, 'reports', 'view');
    return runDashboard(callerReportDeps(ctx, principal), principal.workspace_id, period, { from, to });
  }

  @Query(() => TimeSeriesType, { description: 'Metrics per day or hour over a period (GET /reports/timeseries).' })
  async report_timeseries(@Ctx() ctx: AppContext, @Args() args: TimeSeriesArgs) {
    const principal = requirePermission(ctx, 'reports', 'view');
    return runTimeSeries(callerReportDeps(ctx, principal), principal.workspace_id, args);
  }

  @Query(() => GroupByResultType, { description: 'One dimension ranked by a metric (GET /reports/group-by).' })
  async report_group_by(@Ctx() ctx: AppContext, @Args() args: GroupByArgs) {
    const principal = requirePermission(ctx, 'reports', 'view');
    return runGroupBy(callerReportDeps(ctx, principal), principal.workspace_id, args);
  }
}
