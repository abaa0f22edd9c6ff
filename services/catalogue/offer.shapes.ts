/**
 * Offers and landings as the catalogue answers and takes them: plain shapes, the service's own.
 * The GraphQL types in schema/ have the same fields; a resolver passes its input through and
 * returns the service's result.
 */
import type { ClickThroughMethod, LandingType } from '../../entities/landing.entity';
import type { PayoutType } from '../../entities/offer.entity';
import type { Archivable } from './common.shapes';
import type { ListQuery } from './listing';

/** What the visitor is finally sent to, and what a conversion on it is worth. */
export interface OfferView extends Archivable {
  group_id: string | null;
  id: string;
  name: string;
  url: string;
  affiliate_network_id: string | null;
  payout: string;
  payout_currency: string;
  payout_type: PayoutType;
  daily_cap: number | null;
  cap_time_zone: string;
  cap_fallback_offer_id: string | null;
  tags: string[];
  notes: string;
}

export interface OfferListQuery extends ListQuery {
  affiliate_network_id?: string | null;
  tag?: string | null;
}

/** Fields of an offer. On update every field is optional and absent fields keep their value; null clears optional ones. */
export interface OfferInput {
  name?: string;
  url?: string;
  affiliate_network_id?: string | null;
  payout?: string;
  payout_currency?: string;
  payout_type?: PayoutType;
  daily_cap?: number | null;
  cap_time_zone?: string;
  cap_fallback_offer_id?: string | null;
  tags?: string[] | null;
  notes?: string | null;
  group_id?: string | null;
}

/** A pre-sale page shown before the offer. */
export interface LandingView extends Archivable {
  group_id: string | null;
  id: string;
  name: string;
  type: LandingType;
  url: string | null;
  hosted_uploaded: boolean;
  hosted_path: string | null;
  offers_count: number;
  click_through: ClickThroughMethod;
  tags: string[];
  notes: string;
}

export interface LandingListQuery extends ListQuery {
  tag?: string | null;
}

/** Fields of a landing. On update every field is optional and absent fields keep their value. */
export interface LandingInput {
  name?: string;
  type?: LandingType;
  url?: string | null;
  offers_count?: number;
  click_through?: ClickThroughMethod;
  tags?: string[] | null;
  notes?: string | null;
  group_id?: string | null;
}
