/**
 * Affiliate networks and custom statuses as the catalogue answers and takes them: plain shapes, the service's own.
 * The GraphQL types in schema/ have the same fields; a resolver passes its input through and
 * returns the service's result.
 */
import type { CountsAs } from '../../entities/custom-status.entity';
import type { Archivable, SoftDeletable } from './common.shapes';

/** A partner network that runs offers and reports conversions by postback. */
export interface AffiliateNetworkView extends Archivable {
  id: string;
  name: string;
  offer_params: string;
  status_mapping: Record<string, string>;
  notes: string;
}

/** Fields of an affiliate network. On update every field is optional and absent fields keep their value. */
export interface AffiliateNetworkInput {
  name?: string;
  offer_params?: string | null;
  status_mapping?: Record<string, unknown> | null;
  notes?: string | null;
}

/** A conversion status of the workspace beyond lead, sale, rejected and trash. */
export interface CustomStatusView extends SoftDeletable {
  id: string;
  code: string;
  name: string;
  counts_as: CountsAs;
}

/** A new custom status. */
export interface CreateCustomStatusInput {
  code: string;
  name?: string | null;
  counts_as: CountsAs;
}

/** Changes to a custom status (its code cannot change). */
export interface UpdateCustomStatusInput {
  name?: string;
  counts_as?: CountsAs;
}
