/**
 * Flows as the catalogue answers and takes them: plain shapes, the service's own.
 * The GraphQL types in schema/ have the same fields; a resolver passes its input through and
 * returns the service's result.
 */
import type { FlowFilter } from '../../entities/flow-filter';
import type { FlowScheme, FlowState, FlowType } from '../../entities/flow.entity';
import type { Archivable } from './common.shapes';

/** One condition on the visitor, as stored. A flow takes a visitor only when all its filters match. */
export type FlowFilterView = FlowFilter;

/** One condition on the visitor; fields that do not apply to the type must be absent or null. Refused with 422 `invalid flow filters: …` when it cannot be evaluated. */
export interface FlowFilterInput {
  type: string;
  negate?: boolean | null;
  values?: string[] | null;
  operator?: string | null;
  name?: string | null;
  sub_id?: number | null;
  kinds?: string[] | null;
  days?: number[] | null;
  hours?: number[] | null;
  time_zone?: string | null;
}

/** A landing of a flow and its share. */
export interface WeightedLandingView {
  landing_id: string;
  weight: number;
}

/** A landing of a flow and its share. */
export interface WeightedLandingInput {
  landing_id: string;
  weight?: number | null;
}

/** An offer of a flow and its share. */
export interface WeightedOfferView {
  offer_id: string;
  weight: number;
}

/** An offer of a flow and its share. */
export interface WeightedOfferInput {
  offer_id: string;
  weight?: number | null;
}

/** A route inside a campaign: which visitors it takes and what it does with them. */
export interface FlowView extends Archivable {
  id: string;
  campaign_id: string;
  name: string;
  type: FlowType;
  position: number;
  weight: number;
  state: FlowState;
  save_traffic: boolean;
  filters: FlowFilterView[];
  scheme: FlowScheme;
  landings: WeightedLandingView[];
  offers: WeightedOfferView[];
  redirect_url: string | null;
  target_campaign_id: string | null;
  content: string | null;
  script: string | null;
}

/** Fields of a flow. On update every field is optional and absent fields keep their value. Fields of a scheme other than the flow's are refused, and cleared when the scheme changes. */
export interface FlowInput {
  name?: string;
  type?: FlowType;
  position?: number;
  weight?: number;
  state?: FlowState;
  save_traffic?: boolean;
  filters?: FlowFilterInput[] | null;
  scheme?: FlowScheme;
  landings?: WeightedLandingInput[] | null;
  offers?: WeightedOfferInput[] | null;
  redirect_url?: string | null;
  target_campaign_id?: string | null;
  content?: string | null;
  script?: string | null;
}
