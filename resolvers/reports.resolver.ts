import { GraphQLJSONObject } from 'graphql-scalars';
import { recordAudit } from '../services/audit/audit-log';
import { Arg, Args, Ctx, Info, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { argumentProblems } from '../schema/input-problems';
import { BadRequestError } from '../services/errors';
import type { AppContext } from '../services/context';
import { copyState } from '../reports/analytics/copy-state';
import { callerReportDeps } from '../reports/caller';
import { cleanStatistics } from '../services/statistics/clean';
import {
  createCustomMetric,
  deleteCustomMetric,
  listCustomMetrics,
  updateCustomMetric,
} from '../reports/custom-metrics';
import { DIMENSIONS } from '../reports/dimensions';
import { listReportMetrics } from '../reports/metric-list';
import type { TableRequest } from '../reports/request';
import { runTableReport } from '../reports/run-table';
import {
  createSavedReport,
  deleteSavedReport,
  getSavedReport,
  listSavedReports,
  updateSavedReport,
} from '../reports/saved-reports';
import {
  AnalyticsCopyStateType,
  CustomMetricType,
  ReportArgs,
  ReportCleanupType,
  ReportDimensionType,
  ReportMetricsType,
  SavedReportType,
  TableReportType,
} from '../schema/reports.types';
import { UuidScalar } from '../schema/scalars';
import { requirePermission } from '../services/access/require';

/**
 * Table reports, dimensions, custom metrics and saved reports (permission kind `reports`), and
 * the deletion of statistics (`statistics.delete`). Every query is scoped to the caller's
 * workspace; saved reports to their creator as well.
 */
@Resolver()
export class ReportsResolver {
  @Query(() => TableReportType, {
    description:
      'Table mode (POST /reports/query): grouped metrics for a period, with totals, comparison and drill-down. A ' +
      'report of more than 500,000 groups is refused before any row (UNPROCESSABLE; 422 over REST) with its ' +
      'group count, "at least N" when the count stopped past the limit.',
  })
  async report(@Ctx() ctx: AppContext, @Args() args: ReportArgs): Promise<TableReportType> {
    const principal = requirePermission(ctx, 'reports', 'view');
    return runTableReport(callerReportDeps(ctx, principal), principal.workspace_id, args as TableRequest);
  }

  @Query(() => AnalyticsCopyStateType, {
    description:
      "GET /reports/analytics-copy: whether reports can read the analytics copy, and a rebuild's progress in days.",
  })
  analytics_copy(@Ctx() ctx: AppContext): Promise<AnalyticsCopyStateType> {
    requirePermission(ctx, 'reports', 'view');
    return copyState(ctx.services.analyticsCopy.reader, ctx.services.config.analytics);
  }

  @Query(() => [ReportDimensionType], {
    description: 'The dimensions a report may group by, with their groups and labels (from the click-field catalogue).',
  })
  report_dimensions(@Ctx() ctx: AppContext): ReportDimensionType[] {
    requirePermission(ctx, 'reports', 'view');
    return DIMENSIONS.map((d) => ({ name: d.name, group: d.group, label: d.label, type: d.type }));
  }

  @Query(() => ReportMetricsType, {
    description:
      'The metrics a report may ask for, with labels, groups (traffic, landing, conversions, finance, custom), ' +
      "kinds and descriptions; the workspace's revenue setting named where it applies (GET /reports/metrics).",
  })
  async report_metrics(@Ctx() ctx: AppContext): Promise<ReportMetricsType> {
    const principal = requirePermission(ctx, 'reports', 'view');
    return listReportMetrics(ctx.services.reportPool, principal.workspace_id);
  }

  @Query(() => [CustomMetricType], { description: 'Global custom metrics of the workspace.' })
  async custom_metrics(@Ctx() ctx: AppContext): Promise<CustomMetricType[]> {
    const principal = requirePermission(ctx, 'reports', 'view');
    return listCustomMetrics(ctx.services.reportPool, principal.workspace_id);
  }

  @Mutation(() => CustomMetricType, {
    description: 'Creates a global custom metric; a broken formula is refused with the position of the problem.',
  })
  async create_custom_metric(
    @Ctx() ctx: AppContext,
    @Arg('name', () => String) name: string,
    @Arg('formula', () => String) formula: string,
  ): Promise<CustomMetricType> {
    const principal = requirePermission(ctx, 'reports', 'edit');
    return createCustomMetric(ctx.services.reportPool, principal.workspace_id, principal.user_id, {
      name,
      formula,
    });
  }

  @Mutation(() => CustomMetricType)
  async update_custom_metric(
    @Ctx() ctx: AppContext,
    @Arg('id', () => UuidScalar) id: string,
    @Arg('name', () => String, { nullable: true }) name?: string | null,
    @Arg('formula', () => String, { nullable: true }) formula?: string | null,
  ): Promise<CustomMetricType> {
    const principal = requirePermission(ctx, 'reports', 'edit');
    return updateCustomMetric(ctx.services.reportPool, principal.workspace_id, id, {
      name,
      formula,
    });
  }

  @Mutation(() => Boolean)
  async delete_custom_metric(@Ctx() ctx: AppContext, @Arg('id', () => UuidScalar) id: string): Promise<boolean> {
    const principal = requirePermission(ctx, 'reports', 'delete');
    await deleteCustomMetric(ctx.services.reportPool, principal.workspace_id, id);
    return true;
  }

  @Query(() => [SavedReportType], { description: "The caller's own saved reports." })
  async saved_reports(@Ctx() ctx: AppContext): Promise<SavedReportType[]> {
    const principal = requirePermission(ctx, 'reports', 'view');
    return listSavedReports(ctx.services.reportPool, principal.workspace_id, principal.user_id);
  }

  @Query(() => SavedReportType)
  async saved_report(@Ctx() ctx: AppContext, @Arg('id', () => UuidScalar) id: string): Promise<SavedReportType> {
    const principal = requirePermission(ctx, 'reports', 'view');
    return getSavedReport(ctx.services.reportPool, principal.workspace_id, principal.user_id, id);
  }

  @Mutation(() => SavedReportType, {
    description: 'Saves a report definition (validated as a report request) for the caller.',
  })
  async create_saved_report(
    @Ctx() ctx: AppContext,
    @Arg('name', () => String) name: string,
    @Arg('definition', () => GraphQLJSONObject) definition: Record<string, unknown>,
    @Info() info: GraphQLResolveInfo,
  ): Promise<SavedReportType> {
    const principal = requirePermission(ctx, 'reports', 'edit');
    checkReportDefinition(info, definition);
    return createSavedReport(ctx.services.reportPool, principal.workspace_id, principal.user_id, {
      name,
      definition,
    });
  }

  @Mutation(() => SavedReportType)
  async update_saved_report(
    @Ctx() ctx: AppContext,
    @Arg('id', () => UuidScalar) id: string,
    @Arg('name', () => String, { nullable: true }) name: string | null | undefined,
    @Arg('definition', () => GraphQLJSONObject, { nullable: true }) definition:
      | Record<string, unknown>
      | null
      | undefined,
    @Info() info: GraphQLResolveInfo,
  ): Promise<SavedReportType> {
    const principal = requirePermission(ctx, 'reports', 'edit');
    if (definition) checkReportDefinition(info, definition);
    return updateSavedReport(ctx.services.reportPool, principal.workspace_id, principal.user_id, id, {
      name,
      definition,
    });
  }

  @Mutation(() => Boolean)
  async delete_saved_report(@Ctx() ctx: AppContext, @Arg('id', () => UuidScalar) id: string): Promise<boolean> {
    const principal = requirePermission(ctx, 'reports', 'edit');
    await deleteSavedReport(ctx.services.reportPool, principal.workspace_id, principal.user_id, id);
    return true;
  }

  @Mutation(() => ReportCleanupType, {
    description: 'Deletes clicks and/or conversions of one campaign in a period (no undo); answers the deleted counts.',
  })
  async clean_statistics(
    @Ctx() ctx: AppContext,
    @Arg('campaign_id', () => UuidScalar) campaign_id: string,
    @Arg('from', () => String, { description: 'Local date YYYY-MM-DD (inclusive) or an ISO time with an offset.' })
    from: string,
    @Arg('to', () => String, {
      description: 'Local date YYYY-MM-DD (inclusive) or an ISO time with an offset (exclusive).',
    })
    to: string,
    @Arg('clicks', () => Boolean, { nullable: true, description: 'Delete clicks (default true).' }) clicks?:
      | boolean
      | null,
    @Arg('conversions', () => Boolean, { nullable: true, description: 'Delete conversions (default true).' })
    conversions?: boolean | null,
  ): Promise<ReportCleanupType> {
    const principal = requirePermission(ctx, 'statistics', 'delete');
    const result = await cleanStatistics(
      ctx.services.reportPool,
      principal.workspace_id,
      principal.user_id,
      { campaign_id, from, to, clicks, conversions },
      ctx.services.clock(),
    );
    ctx.log.info(
      {
        audit: 'reports.clean',
        workspace_id: principal.workspace_id,
        user_id: principal.user_id,
        campaign_id,
        ...result,
      },
      'statistics cleaned',
    );
    // The clean operation's record (report_cleanups row `id`) joins the audit log.
    await recordAudit(ctx.services.reportPool, {
      workspace_id: principal.workspace_id,
      actor_kind: 'user',
      user_id: principal.user_id,
      entity_kind: 'campaigns',
      entity_id: campaign_id,
      action: 'clean_statistics',
      changes: {
        clicks_deleted: { new: result.clicks_deleted },
        conversions_deleted: { new: result.conversions_deleted },
      },
      ref: `report_cleanup:${result.id}`,
    });
    return result;
  }
}

/** A saved report's definition is the arguments of `report`: checked as such (unknown fields at any depth are 400). */
function checkReportDefinition(info: GraphQLResolveInfo, definition: Record<string, unknown>): void {
  const report = info.schema.getQueryType()?.getFields().report;
  if (!report || !definition || typeof definition !== 'object') return;
  const problems = argumentProblems(report, definition, 'definition');
  if (problems.length) throw new BadRequestError(problems.join('; '));
}
