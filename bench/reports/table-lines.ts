import type { TableRequest } from '../../reports/request';
import type { SeededWorkspace } from './database';
import type { BenchClient } from './http-client';
import { timed } from './output';
import type { BenchStore } from './stores';

export const ALL_METRICS = [
  'clicks',
  'unique_clicks',
  'conversions',
  'leads',
  'sales',
  'rejected',
  'revenue',
  'cost',
  'profit',
  'cr',
  'epc',
  'roi',
  'roas',
  'cpa',
  'cpl',
  'approval_rate',
];

export const STRUCTURAL: TableRequest = {
  dimensions: ['campaign', 'country', 'device_type'],
  metrics: ALL_METRICS,
  period: '30d',
  limit: 100,
};

/** POST /reports/query with the request as its JSON body, as a user's script sends it. */
export const query = (client: BenchClient, request: TableRequest) => () =>
  client.json('POST', '/reports/query', request);

/** The paved table reports (cubes where they hold them): each line with its store and the answer's storage. */
export async function pavedLines(client: BenchClient, seeded: SeededWorkspace, store: BenchStore): Promise<void> {
  await timed('structural', query(client, STRUCTURAL), { store });
  await timed('campaign_7d', query(client, { dimensions: ['campaign'], metrics: ALL_METRICS, period: '7d' }), {
    store,
  });
  const oneCampaign = [{ dimension: 'campaign', operator: '=', value: seeded.campaign_ids[5] }];
  await timed(
    'one_campaign_rule',
    query(client, { dimensions: ['campaign'], filters: oneCampaign, metrics: ALL_METRICS, period: '24h' }),
    { store },
  );
}

/**
 * The slow ones, last: the sub id reports (high-cardinality groups), the reports no cube holds
 * (issue 29: Postgres's fact tables, or the analytics copy) and exact distinct visitors.
 */
export async function offPathLines(client: BenchClient, seeded: SeededWorkspace, store: BenchStore): Promise<void> {
  const subid = (period: string) => ({ dimensions: ['sub_id_1', 'country', 'date'], metrics: ALL_METRICS, period });
  await timed('subid', query(client, { ...subid('30d'), limit: 100 }), { store });
  await timed('subid_7d', query(client, { ...subid('7d'), limit: 100 }), { store });
  const offPath = (dimensions: string[], period: string, filters: TableRequest['filters'] = []) =>
    query(client, { dimensions, filters, metrics: ALL_METRICS, period, limit: 100 });
  await timed('offpath_offer_os_30d', offPath(['offer', 'os'], '30d'), { store });
  await timed('offpath_os_browser_7d', offPath(['os', 'browser'], '7d'), { store });
  const firstCampaign = [{ dimension: 'campaign', operator: '=', value: seeded.campaign_ids[0] }];
  await timed('offpath_one_campaign_7d', offPath(['os', 'browser'], '7d', firstCampaign), { store });
  await timed('offpath_subid2_country_7d', offPath(['sub_id_2', 'country'], '7d'), { store });
  await timed('visitors', query(client, { ...STRUCTURAL, metrics: [...ALL_METRICS, 'visitors'] }), { store });
}
