import { CostUpdatesDocument, GetCostUpdateDocument, UpdateCampaignCostsDocument } from '../generated/graphql';
import type { FacadeRoute } from '../route';

/** Cost updates (docs/reports.md, "Cost updates"; statistics.edit writes, statistics.view reads). */
export const costRoutes: FacadeRoute[] = [
  {
    method: 'POST',
    path: '/campaigns/:id/costs',
    operation: UpdateCampaignCostsDocument,
    status: 200,
    summary:
      'Set the cost of a campaign’s clicks in a range (body: from, to, amount, currency, source_id, sub_ids): spread in equal shares, each converted at its click date’s rate; above 100,000 clicks a job (state queued)',
    tag: 'reports',
  },
  {
    method: 'GET',
    path: '/cost-updates',
    operation: CostUpdatesDocument,
    status: 200,
    summary: 'The last 100 cost updates (query: campaign_id), newest first',
    tag: 'reports',
  },
  {
    method: 'GET',
    path: '/cost-updates/:id',
    operation: GetCostUpdateDocument,
    status: 200,
    summary: 'One cost update with its progress (state, clicks_done, percent)',
    tag: 'reports',
  },
];
