import type { ReportDashboardQuery } from '../generated/graphql';

/** The dashboard's data as the API answers it (GET /reports/dashboard), read by every block. */
export type Dashboard = ReportDashboardQuery['report_dashboard'];
