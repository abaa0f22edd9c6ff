import { CostUpdatesDocument, GetCostUpdateDocument, UpdateCampaignCostsDocument } from '../generated/graphql';
import type { FacadeRoute } from '../route';

const UPDATE_EXAMPLE = {
  id: '0193a1c2-7d4e-7f00-9a3b-5c6d7e8f9a0b',
  campaign_id: '5b1e7c1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b',
  state: 'done',
  from: '2026-11-25T00:00:00.000Z',
  to: '2026-11-27T00:00:00.000Z',
  amount: '125.4',
  currency: 'EUR',
  base_currency: 'USD',
  source_id: null,
  sub_ids: [{ n: 1, value: 'zone-42' }],
  clicks: 3120,
  clicks_done: 3120,
  percent: 100,
  error: null,
  created_at: '2026-11-27T09:12:03.000Z',
  updated_at: '2026-11-27T09:12:03.000Z',
};

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
    example: {
      request: {
        from: '2026-11-25',
        to: '2026-11-26',
        amount: '125.40',
        currency: 'EUR',
        sub_ids: [{ n: 1, value: 'zone-42' }],
      },
      response: UPDATE_EXAMPLE,
    },
  },
  {
    method: 'GET',
    path: '/cost-updates',
    operation: CostUpdatesDocument,
    status: 200,
    summary: 'The last 100 cost updates (query: campaign_id), newest first',
    tag: 'reports',
    example: { response: [UPDATE_EXAMPLE] },
  },
  {
    method: 'GET',
    path: '/cost-updates/:id',
    operation: GetCostUpdateDocument,
    status: 200,
    summary: 'One cost update with its progress (state, clicks_done, percent)',
    tag: 'reports',
    example: { response: { ...UPDATE_EXAMPLE, state: 'running', clicks: 412000, clicks_done: 150000, percent: 36 } },
  },
];
