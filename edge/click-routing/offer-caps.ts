import type { Redis } from '../../infra/redis';
import type { CompiledOffer, Weighted } from './compiled';

/**
 * Offer daily caps. The conversions side counts an offer's conversions per day (in the offer's
 * cap_time_zone) with incrementOfferCap; the click side reads the counters of the campaign's capped
 * offers (in the VISIT command of visitor-state.ts) and sends the traffic of a capped offer to its fallback offer.
 */
export const capKey = (prefix: string, offerId: string, day: string): string => `${prefix}cap:${offerId}:${day}`;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** YYYY-MM-DD of `time` in the IANA time zone (UTC when the zone is unknown). */
export function capDay(time: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      format = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' });
    }
    dayFormats.set(timeZone, format);
  }
  return format.format(time);
}

/** For the conversions side: counts one conversion of an offer on the day of `time` in its cap zone. */
export async function incrementOfferCap(
  redis: Redis,
  prefix: string,
  offer: { id: string; cap_time_zone: string },
  time: Date,
): Promise<number> {
  const key = capKey(prefix, offer.id, capDay(time, offer.cap_time_zone));
  const [count] = (await redis
    .multi()
    .incr(key)
    .expire(key, 3 * 86_400)
    .exec()) as unknown as [number];
  return Number(count);
}

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
