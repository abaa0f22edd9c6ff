import type { EntityManager } from '@mikro-orm/postgresql';
import type { SelectReason, Outcome } from '../click-recording/click-record';
import type { CompiledCampaign, CompiledLanding, CompiledOffer, CompiledFlow } from '../click-routing/compiled';
import { selectFlow } from '../click-routing/flow-select';
import { loadCampaign } from '../click-routing/loader';
import { pickWeighted } from '../click-routing/weighted';
import { noTrace } from '../traffic-log/trace-builder';
import type { Visitor } from '../visitor';
import { secretsFor } from '../../services/catalogue/scope';

/**
 * The simulator's one coupling to the routing engine: the campaign compiled exactly as the routing
 * table compiles it (loadCampaign), its flow chosen by the engine's own selectFlow (forced flows,
 * filters, weights, rotation, default flow), the landing and offer by the engine's pickWeighted
 * over the flow's weights. What it leaves out, on purpose (docs/simulator.md): offer daily caps
 * (their Redis counters are neither read nor counted), visitor bindings (no cookies), action
 * scripts (routed by landings and offers, like the Click API) and send_to_campaign hops (recorded
 * as the hop, not followed).
 */
export interface SimulatedRoute {
  flow: CompiledFlow | null;
  landing: CompiledLanding | null;
  offer: CompiledOffer | null;
  outcome: Outcome;
  http_status: number;
  select_reason: SelectReason | null;
}

export function compileForSimulation(
  em: () => EntityManager,
  appSecret: string,
  publicBaseUrl: string,
  clock: () => Date,
  campaignId: string,
  costDays?: readonly string[],
): Promise<CompiledCampaign | null> {
  return loadCampaign({ em, secrets: secretsFor(appSecret), publicBaseUrl, clock, costDays }, { id: campaignId });
}

const plain = (
  outcome: Outcome,
  http_status: number,
  select_reason: SelectReason | null = null,
  flow: CompiledFlow | null = null,
): SimulatedRoute => ({
  flow,
  landing: null,
  offer: null,
  outcome,
  http_status,
  select_reason,
});

export function routeSimulatedClick(
  campaign: CompiledCampaign,
  visitor: Visitor,
  random: () => number,
): SimulatedRoute {
  if (!campaign.active) return plain('campaign_off', 404);
  if (visitor.is_bot && campaign.bot_action !== 'route') {
    if (campaign.bot_action === 'redirect' && campaign.bot_redirect) return plain('redirect', 302);
    return campaign.bot_action === 'show_404' ? plain('show_404', 404) : plain('do_nothing', 204);
  }
  const choice = selectFlow(campaign, visitor, null, noTrace, random);
  const flow = choice.flow;
  if (!flow) return plain('no_match', 404, 'no_match');
  switch (flow.scheme) {
    case 'redirect':
      return plain('redirect', 302, choice.reason, flow);
    case 'do_nothing':
      return plain('do_nothing', 204, choice.reason, flow);
    case 'show_404':
      return plain('show_404', 404, choice.reason, flow);
    case 'show_text':
      return plain('show_text', 200, choice.reason, flow);
    case 'show_html':
      return plain('show_html', 200, choice.reason, flow);
    case 'send_to_campaign':
      return plain('send_to_campaign', 302, choice.reason, flow);
    default: {
      const landing = pickWeighted(flow.landings, random);
      const offer =
        landing && landing.offers_count > 1 ? (flow.offers[0]?.item ?? null) : pickWeighted(flow.offers, random);
      if (landing) return { flow, landing, offer, outcome: 'landing', http_status: 302, select_reason: choice.reason };
      if (offer)
        return { flow, landing: null, offer, outcome: 'redirect', http_status: 302, select_reason: choice.reason };
      return plain('no_match', 404, choice.reason, flow);
    }
  }
}
