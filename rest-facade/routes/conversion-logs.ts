import { ConversionLogDocument, PostbackLogDocument } from '../generated/graphql';
import type { FacadeRoute } from '../route';

/** The conversion and postback logs (permission logs.view; docs/conversions.md). */
export const conversionLogRoutes: FacadeRoute[] = [
  {
    method: 'GET',
    path: '/reports/conversions',
    operation: ConversionLogDocument,
    status: 200,
    summary:
      'Conversion log (query: from, to, date_basis conversion|click, status lead,sale,rejected,trash, ' +
      'campaign_id, click_id, limit, offset)',
    tag: 'reports',
  },
  {
    method: 'GET',
    path: '/reports/postbacks',
    operation: PostbackLogDocument,
    status: 200,
    summary:
      'Postback log of the last 24 hours (query: from, to, direction, outcome success|error, click_id, limit, offset)',
    tag: 'reports',
  },
];
