import {
  ReportCohortDocument,
  ReportDashboardDocument,
  ReportFunnelDocument,
  ReportGroupByDocument,
  ReportTimeseriesDocument,
} from '../generated/graphql';
import type { FacadeRoute } from '../route';

/** Funnel, cohort, dashboard, time series and group-by (permission reports.view; docs/reports.md). */
export const reportViewRoutes: FacadeRoute[] = [
  {
    method: 'POST',
    path: '/reports/funnel',
    operation: ReportFunnelDocument,
    status: 200,
    summary:
      'Funnel: clicks → unique clicks → statuses in the given order; per stage count, share of first and ' +
      'previous, loss; breakdown by a non-time dimension (50 largest segments, warning when more)',
    tag: 'reports',
  },
  {
    method: 'POST',
    path: '/reports/cohort',
    operation: ReportCohortDocument,
    status: 200,
    summary:
      'Cohorts by click date (or hour): lags D0… with the tail last; columns 2–31 (default 8); value ' +
      'cr|conversions|revenue; cumulative or per lag',
    tag: 'reports',
  },
  {
    method: 'GET',
    path: '/reports/dashboard',
    operation: ReportDashboardDocument,
    status: 200,
    summary:
      'Dashboard (query: period 24h|today|yesterday|7d|30d|90d, or from and to as local dates): KPIs with previous values, revenue and cost series, funnel, 7×24 ' +
      'heat map, clicks by country, top campaigns and countries',
    tag: 'reports',
  },
  {
    method: 'GET',
    path: '/reports/timeseries',
    operation: ReportTimeseriesDocument,
    status: 200,
    summary:
      'Metrics per day or hour (query: period or from/to, interval day|hour, metrics, date_basis, campaign_id, ' +
      'source_id, offer_id, country)',
    tag: 'reports',
  },
  {
    method: 'GET',
    path: '/reports/group-by',
    operation: ReportGroupByDocument,
    status: 200,
    summary:
      'One dimension ranked by a metric (query: dimension, metrics, sort, limit, period or from/to, date_basis, ' +
      'campaign_id, source_id, offer_id, country)',
    tag: 'reports',
  },
];
