import { GetClickTraceDocument, ListTrafficLogDocument } from '../generated/graphql';
import type { FacadeRoute } from '../route';

/** Routing's admin routes: the traffic log and the trace of one click (permission logs.view). */
export const routingRoutes: FacadeRoute[] = [
  {
    method: 'GET',
    path: '/reports/traffic-log',
    operation: ListTrafficLogDocument,
    status: 200,
    summary: 'Traffic log: traced clicks, newest first (filters campaign_id, outcome)',
    tag: 'logs',
  },
  {
    method: 'GET',
    path: '/clicks/:click_id/trace',
    operation: GetClickTraceDocument,
    status: 200,
    summary: 'Full trace of one click',
    tag: 'logs',
  },
];
