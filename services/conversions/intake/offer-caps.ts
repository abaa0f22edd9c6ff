import type { Redis } from '../../../infra/redis';

/**
 * Offer daily caps. The conversions side counts an offer's conversions per day (in the offer's
 * cap_time_zone) with incrementOfferCap; the click side reads the counters of the campaign's capped
 * offers (in the VISIT command of edge/click-routing/visitor-state.ts) and sends the traffic of a
 * capped offer to its fallback offer (edge/click-routing/offer-caps.ts).
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
