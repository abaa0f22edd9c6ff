import { ClickLogCountriesDocument, ClickLogDocument } from '../generated/graphql';
import type { FacadeRoute } from '../route';

/** The click log and its filter choices (permission logs.view; docs/reports.md, "Click log"). */
export const logRoutes: FacadeRoute[] = [
  {
    method: 'GET',
    path: '/reports/clicks',
    operation: ClickLogDocument,
    status: 200,
    summary:
      'Click log, newest first (query: from, to, campaign_id, country (list), traffic bot|human, delivery ' +
      'refused|delivered, click_id (full or beginning), limit, cursor = next_cursor of the previous page)',
    tag: 'reports',
  },
  {
    method: 'GET',
    path: '/reports/clicks/countries',
    operation: ClickLogCountriesDocument,
    status: 200,
    summary:
      'Countries of the recorded clicks with their click counts: the click log country filter choices (query: ' +
      'from, to, campaign_id; default the last 30 days)',
    tag: 'reports',
  },
];
