import {
  AnalyticsCopyDocument,
  CleanStatisticsDocument,
  CreateCustomMetricDocument,
  CreateSavedReportDocument,
  CustomMetricsDocument,
  DeleteCustomMetricDocument,
  DeleteSavedReportDocument,
  ReportDimensionsDocument,
  ReportDocument,
  SavedReportDocument,
  SavedReportsDocument,
  UpdateCustomMetricDocument,
  UpdateSavedReportDocument,
} from '../generated/graphql';
import type { FacadeRoute } from '../route';

/** Table reports, dimensions, custom metrics, saved reports and clean (docs/reports.md). POST /reports/export is a streamed route (rest-facade/binary/report-export.ts). */
export const reportRoutes: FacadeRoute[] = [
  {
    method: 'POST',
    path: '/reports/query',
    operation: ReportDocument,
    status: 200,
    summary:
      'Table report: dimensions, metrics, custom metrics, filters, metric filters, sort, limit/offset, period or ' +
      'from/to, date_basis, compare, drilldown, marks (docs/reports.md)',
    tag: 'reports',
  },
  {
    method: 'GET',
    path: '/reports/analytics-copy',
    operation: AnalyticsCopyDocument,
    status: 200,
    summary:
      "The analytics copy's state: ready (reports read it), rebuilding (days done of days to copy), failed, off or " +
      'unreachable; reports read Postgres meanwhile (docs/reports.md, "Rebuilding the copy")',
    tag: 'reports',
  },
  {
    method: 'GET',
    path: '/reports/dimensions',
    operation: ReportDimensionsDocument,
    status: 200,
    summary: 'Dimensions a report may group by, with groups and labels',
    tag: 'reports',
  },
  {
    method: 'POST',
    path: '/reports/clean',
    operation: CleanStatisticsDocument,
    status: 200,
    summary:
      'Delete clicks and/or conversions of one campaign in a period (no undo; permission statistics.delete); answers the deleted counts',
    tag: 'reports',
  },
  {
    method: 'GET',
    path: '/custom-metrics',
    operation: CustomMetricsDocument,
    status: 200,
    summary: 'Global custom metrics of the workspace',
    tag: 'reports',
  },
  {
    method: 'POST',
    path: '/custom-metrics',
    operation: CreateCustomMetricDocument,
    status: 201,
    summary: 'Create a global custom metric (name, formula)',
    tag: 'reports',
  },
  {
    method: 'PUT',
    path: '/custom-metrics/:id',
    operation: UpdateCustomMetricDocument,
    status: 200,
    summary: 'Change a custom metric',
    tag: 'reports',
  },
  {
    method: 'DELETE',
    path: '/custom-metrics/:id',
    operation: DeleteCustomMetricDocument,
    status: 204,
    summary: 'Delete a custom metric',
    tag: 'reports',
  },
  {
    method: 'GET',
    path: '/saved-reports',
    operation: SavedReportsDocument,
    status: 200,
    summary: "The caller's saved reports",
    tag: 'reports',
  },
  {
    method: 'GET',
    path: '/saved-reports/:id',
    operation: SavedReportDocument,
    status: 200,
    summary: 'One saved report of the caller',
    tag: 'reports',
  },
  {
    method: 'POST',
    path: '/saved-reports',
    operation: CreateSavedReportDocument,
    status: 201,
    summary: 'Save a report definition (name, definition)',
    tag: 'reports',
  },
  {
    method: 'PUT',
    path: '/saved-reports/:id',
    operation: UpdateSavedReportDocument,
    status: 200,
    summary: 'Change a saved report',
    tag: 'reports',
  },
  {
    method: 'DELETE',
    path: '/saved-reports/:id',
    operation: DeleteSavedReportDocument,
    status: 204,
    summary: 'Delete a saved report',
    tag: 'reports',
  },
];
