/**
 * Templates for traffic sources and affiliate networks (docs/templates.md): data shipped with the
 * service, one file per template under sources/ and networks/. Each records whether its facts were
 * checked against the platform's public documentation (`checked_against`) or not (`unchecked`: why).
 */
import type { SourceParametersInput, SubIdParameterInput } from '../catalogue/source.shapes';

export type SourceCategory = 'social' | 'search' | 'native' | 'push' | 'pop' | 'display' | 'adult';
export type NetworkCategory = 'cpa' | 'nutra' | 'adult' | 'retail' | 'digital';

/** Exactly one of the two is set. */
export interface Provenance {
  checked_against?: string;
  unchecked?: string;
}

export interface SourceTemplate extends Provenance {
  id: string;
  name: string;
  category: SourceCategory;
  /** Source tokens: the campaign link's parameter and the source's own placeholder that fills it. */
  parameters: SourceParametersInput;
  sub_id_parameters: SubIdParameterInput[];
  /** Outbound postback with OUR macros ({external_id}, {payout}, …); upper-case words are account values to fill in. */
  postback_url: string | null;
  /** The currency the platform's postback reads {payout} in (outbound postbacks convert to it); null: the base currency. */
  postback_currency: string | null;
  postback_statuses: string[];
  /** Setup hints: what to fill in, where the postback is configured. */
  notes: string;
}

/**
 * `standard`: our parameter names on `/<key>/postback`; `keitaro`: Keitaro's names (`sub_id`, `tid`,
 * status lists…) on the same path; `binom`: Binom's (`cnv_id`, `cnv_status`…) on `/<key>/click.php`.
 */
export type PostbackFormName = 'standard' | 'keitaro' | 'binom';

/** The path of our postback URL a form is sent to. */
export const POSTBACK_FORM_PATHS: Record<PostbackFormName, string> = {
  standard: 'postback',
  keitaro: 'postback',
  binom: 'click.php',
};

export interface NetworkTemplate extends Provenance {
  id: string;
  name: string;
  category: NetworkCategory;
  /** Appended to offer links: the network's sub-id parameter that carries our click id. */
  offer_params: string;
  /** The query to append to our postback URL, with the network's own macros as values. */
  postback_params: string;
  /** The form the network sends it in (docs/conversions.md): its path and parameter names. */
  postback_form: PostbackFormName;
  /** Network status (lower case) → canonical status. */
  status_mapping: Record<string, string>;
  notes: string;
}
