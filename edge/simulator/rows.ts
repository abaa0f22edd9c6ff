import { randomUUID } from 'node:crypto';
import { CONVERSION_COPIED_COLUMNS } from '../../entities/click-fields';
import type { CompiledCampaign } from '../click-routing/compiled';
import { costOn } from '../click-routing/click-cost';
import type { Visitor } from '../visitor';
import type { CopyValue } from './copy-rows';
import type { SimulatedRoute } from './routing';

/** Click columns the simulator fills; the rest take their defaults (null, false). */
export const CLICK_COLUMNS = [
  'click_id',
  'created_at',
  'workspace_id',
  'campaign_id',
  'flow_id',
  'landing_id',
  'offer_id',
  'source_id',
  'ip',
  'country',
  'device_type',
  'os',
  'browser',
  'language',
  'user_agent',
  'visitor_id',
  'is_bot',
  'is_unique',
  'is_unique_flow',
  'outcome',
  'http_status',
  'select_reason',
  'cost',
  'is_simulated',
  'save_traffic',
  'lp_clicked_at',
] as const;

export type SimulatedClick = Record<(typeof CLICK_COLUMNS)[number], CopyValue>;

/** Conversion columns: its own, then the click columns conversions copy (from the click-field catalogue). */
const CONVERSION_OWN_COLUMNS = [
  'conversion_id',
  'click_created_at',
  'click_id',
  'workspace_id',
  'created_at',
  'updated_at',
  'delay_seconds',
  'origin',
  'status',
  'status_bucket',
  'payout',
  'base_currency',
  'amount',
  'currency',
  'txid_or_event',
  'forwarded',
] as const;
export const CONVERSION_COLUMNS = [
  ...CONVERSION_OWN_COLUMNS,
  ...CONVERSION_COPIED_COLUMNS.filter((c) => c !== 'is_simulated'),
  'is_simulated',
];

/** The row of one simulated click, routed as `route` says. */
export function simulatedClick(
  campaign: CompiledCampaign,
  clickId: string,
  visitor: Visitor,
  route: SimulatedRoute,
  uniqueInFlow: boolean,
): SimulatedClick {
  return {
    click_id: clickId,
    created_at: visitor.time,
    workspace_id: campaign.workspace_id,
    campaign_id: campaign.id,
    flow_id: route.flow?.id ?? null,
    landing_id: route.landing?.id ?? null,
    offer_id: route.offer?.id ?? null,
    source_id: campaign.source_id,
    ip: visitor.ip,
    country: visitor.country,
    device_type: visitor.device_type,
    os: visitor.os || null,
    browser: visitor.browser || null,
    language: visitor.language,
    user_agent: visitor.user_agent,
    visitor_id: visitor.visitor_id,
    is_bot: visitor.is_bot,
    is_unique: visitor.is_unique,
    is_unique_flow: uniqueInFlow,
    outcome: route.outcome,
    http_status: route.http_status,
    select_reason: route.select_reason,
    cost: costOn(campaign, visitor.time).per_click,
    is_simulated: true,
    save_traffic: route.flow?.save_traffic ?? true,
    // Set by the batch when the visitor goes on from the landing (batches.ts).
    lp_clicked_at: null,
  };
}

/** The row of a conversion of `click` at `at` (a postback-like conversion, never forwarded). */
export function simulatedConversion(
  click: SimulatedClick,
  at: number,
  status: { status: string; bucket: string; payout: string },
  baseCurrency: string,
): Record<string, CopyValue> {
  const clickTime = (click.created_at as Date).getTime();
  return {
    ...click,
    conversion_id: randomUUID(),
    click_created_at: click.created_at,
    created_at: new Date(at),
    updated_at: new Date(at),
    delay_seconds: Math.floor((at - clickTime) / 1000),
    origin: 'postback',
    status: status.status,
    status_bucket: status.bucket,
    payout: status.payout,
    base_currency: baseCurrency,
    amount: status.payout,
    currency: baseCurrency,
    txid_or_event: 'simulated',
    forwarded: false,
  };
}
