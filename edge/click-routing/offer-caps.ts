import type { CompiledOffer, Weighted } from './compiled';

// Offer daily caps, the click side: a capped offer's traffic goes to its fallback. The counters
// (keys, days, counting) are the conversion side's: services/conversions/intake/offer-caps.ts.

/** How many fallbacks a capped offer's chain is followed (the loader resolves that deep). */
export const MAX_CAP_FALLBACKS = 4;

/** The offer a click gets: the chosen one, or its fallback chain while caps are reached. */
export function applyCaps(offer: CompiledOffer, reached: ReadonlySet<string>): CompiledOffer {
  let current = offer;
  for (let hops = 0; hops < MAX_CAP_FALLBACKS && reached.has(current.id) && current.cap_fallback; hops++)
    current = current.cap_fallback;
  return current;
}

/**
 * The offer a flow's click gets: the chosen one or its fallback chain (applyCaps); when that ends at
 * an offer whose cap is reached (no fallback, or none left), the flow's next offer in its order whose
 * cap is not reached (or its fallback), as docs/tracking-model.md says. All reached: the chain's end.
 */
export function applyFlowCaps(
  chosen: CompiledOffer,
  offers: readonly Weighted<CompiledOffer>[],
  reached: ReadonlySet<string>,
): CompiledOffer {
  const offer = applyCaps(chosen, reached);
  if (!reached.has(offer.id)) return offer;
  const at = offers.findIndex((entry) => entry.item === chosen);
  for (let step = 1; step <= offers.length; step++) {
    const next = applyCaps(offers[(at + step) % offers.length].item, reached);
    if (!reached.has(next.id)) return next;
  }
  return offer;
}
