import type { Redis } from '../../infra/redis';
import type { ClickThroughMethod } from '../../entities/landing.entity';
import { bounded } from './bounded';

/**
 * A click sent to a landing, as the landing's SDK and the click-through route need it right after
 * the redirect (before the click may have reached Postgres): the offer URL(s) chosen at click time
 * with macros applied. Kept in Redis for CLICK_CACHE_TTL_SECONDS; later lookups rebuild it from
 * the click row in Postgres.
 */
export interface LandingClick {
  click_id: string;
  created_at: string;
  workspace_id: string;
  campaign_id: string;
  flow_id: string | null;
  landing_id: string | null;
  /** Offer slots 1…N of the landing (slot 1 is the click's offer). */
  offers: { offer_id: string; url: string }[];
  click_through: ClickThroughMethod;
  /** Set when the visitor went through another offer slot than slot 1: conversions follow it. */
  clicked_offer_id?: string | null;
}

/** Written by the redirect (visitor-state.ts COMMIT). */
const key = (prefix: string, clickId: string) => `${prefix}lpclick:${clickId}`;

export async function cachedLandingClick(redis: Redis, prefix: string, clickId: string): Promise<LandingClick | null> {
  if (!redis.isReady) return null;
  const raw = await bounded(() => redis.get(key(prefix, clickId)), null);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as LandingClick;
  } catch {
    return null;
  }
}

/** Remembers which offer slot the visitor took from the landing (keeps the entry's expiry). */
export async function markClickedOffer(
  redis: Redis,
  prefix: string,
  click: LandingClick,
  offerId: string,
  ttlSeconds: number,
): Promise<void> {
  if (!redis.isReady) return;
  const value = JSON.stringify({ ...click, clicked_offer_id: offerId });
  await bounded(
    () => redis.set(key(prefix, click.click_id), value, { expiration: { type: 'EX', value: ttlSeconds } }),
    null,
  );
}
