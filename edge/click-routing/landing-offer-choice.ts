import type { CompiledFlow, CompiledOffer } from './compiled';
import type { ClickContext, Decision, Replayed } from './click-context';
import { applyCaps, applyFlowCaps } from './offer-caps';
import { pickWeighted } from './weighted';
import type { Tracer } from '../traffic-log/trace-builder';

/**
 * Stage "choose landing and offer": weighted landing, then weighted offer (caps applied); a
 * replayed binding keeps its choices while they are still in the flow.
 */
export function chooseLandingAndOffer(
  ctx: ClickContext,
  base: Decision,
  flow: CompiledFlow,
  replayed: Replayed,
  tracer: Tracer = ctx.tracer,
): Decision {
  const { capped, random } = ctx;
  const bound = <T extends { id: string }>(list: { item: T }[], id: string | null | undefined) =>
    id ? (list.find((e) => e.item.id === id)?.item ?? null) : null;
  const landing = bound(flow.landings, replayed?.landing_id) ?? pickWeighted(flow.landings, random);
  let offer: CompiledOffer | null;
  let extra: CompiledOffer[] = [];
  if (landing && landing.offers_count > 1) {
    // A landing with N offer links shows the flow's first N offers, in the flow's order.
    const slots = flow.offers.slice(0, landing.offers_count).map((e) => applyCaps(e.item, capped));
    offer = slots[0] ?? null;
    extra = slots.slice(1);
  } else {
    const chosen = bound(flow.offers, replayed?.offer_id) ?? pickWeighted(flow.offers, random);
    offer = chosen ? applyFlowCaps(chosen, flow.offers, capped) : null;
    if (chosen && offer && offer.id !== chosen.id)
      tracer.step('offer_cap', 'applied', { capped_offer_id: chosen.id, offer_id: offer.id });
  }
  tracer.step('landing_select', landing ? 'applied' : 'miss', {
    landing_id: landing?.id ?? null,
    candidates: flow.landings.map((e) => ({ landing_id: e.item.id, weight: e.weight })),
  });
  tracer.step('offer_select', offer ? 'applied' : 'miss', {
    offer_id: offer?.id ?? null,
    candidates: flow.offers.map((e) => ({ offer_id: e.item.id, weight: e.weight })),
  });
  if (landing) return { ...base, outcome: 'landing', landing, offer, extra_offers: extra };
  if (offer) return { ...base, outcome: 'redirect', offer };
  // Every landing and offer of the flow was deleted or weighted 0: nothing to send the visitor to.
  return base;
}
