import type { TableRequest } from '../../reports/request';
import { api, postback, storeClick, type TrackingFixture } from './conversions';
import type { TestApp } from './harness';

/** A raw export (no cube holds sub ids 1 × 2) with every kind of metric column, visitors included. */
export const RAW_EXPORT: TableRequest = {
  dimensions: ['sub_id_1', 'sub_id_2', 'campaign'],
  metrics: ['clicks', 'unique_clicks', 'conversions', 'sales', 'revenue', 'cost', 'profit', 'cr', 'visitors'],
  period: '7d',
};

/** Values a spreadsheet would read as formulas, or that need CSV quoting. */
const SUB_IDS = ['=SUM(A1)', '+1', '-2', '@x', 'plain', 'a,b', 'say "hi"', null];

/**
 * The traffic the export tests compare stores on (test/reports/analytics-export.test.ts and the
 * ClickHouse ones): 48 clicks over today and yesterday in two campaigns (one named with a comma
 * and quotes), sub ids that need quoting or formula escaping, and a sale on every fourth click, so
 * groups with and without conversions (revenue 0 against six decimals) sit side by side.
 */
export async function seedExportTraffic(t: TestApp, fx: TrackingFixture): Promise<void> {
  const second = (await api(t, fx.session, 'POST', '/campaigns', { name: 'Second, "quoted"', source_id: fx.source_id }))
    .id;
  for (let i = 0; i < 48; i++) {
    const click = await storeClick(
      t,
      { ...fx, campaign_id: i % 3 ? fx.campaign_id : second },
      { sub_id_1: SUB_IDS[i % SUB_IDS.length], sub_id_2: `k${i % 5}`, visitor_id: `v${i % 9}`, cost: '0.25' },
      new Date(Date.now() - (i % 2) * 86_400_000),
    );
    if (i % 4 === 0)
      await postback(t, fx.postback_key, { subid: click.click_id, status: 'sale', payout: '5', txid: `t${i}` });
  }
}
