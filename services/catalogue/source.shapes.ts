/**
 * Traffic sources as the catalogue answers and takes them: plain shapes, the service's own.
 * The GraphQL types in schema/ have the same fields; a resolver passes its input through and
 * returns the service's result.
 */
import type { Archivable } from './common.shapes';

/** A URL parameter of the campaign link and the source-side macro that fills it. */
export interface SourceTokenParameterView {
  param: string;
  macro: string;
}

/** A URL parameter and the source-side macro that fills it. */
export interface SourceTokenParameterInput {
  param: string;
  macro?: string | null;
}

/** Which URL parameter carries each source token (null: the source does not pass it). */
export interface SourceParametersView {
  ad_campaign: SourceTokenParameterView | null;
  adset: SourceTokenParameterView | null;
  creative: SourceTokenParameterView | null;
  site: SourceTokenParameterView | null;
  keyword: SourceTokenParameterView | null;
  cost: SourceTokenParameterView | null;
  external_id: SourceTokenParameterView | null;
}

/** Which URL parameter carries each source token; null or absent: not passed. */
export interface SourceParametersInput {
  ad_campaign?: SourceTokenParameterInput | null;
  adset?: SourceTokenParameterInput | null;
  creative?: SourceTokenParameterInput | null;
  site?: SourceTokenParameterInput | null;
  keyword?: SourceTokenParameterInput | null;
  cost?: SourceTokenParameterInput | null;
  external_id?: SourceTokenParameterInput | null;
}

/** A URL parameter stored as sub_id_N on the click. */
export interface SubIdParameterView {
  sub_id: number;
  param: string;
  macro: string;
}

/** A URL parameter stored as sub_id_N on the click. */
export interface SubIdParameterInput {
  sub_id: number;
  param: string;
  macro?: string | null;
}

/** Where clicks come from: what it passes in the link, and how conversions are reported back to it. */
export interface TrafficSourceView extends Archivable {
  group_id: string | null;
  id: string;
  name: string;
  parameters: SourceParametersView;
  sub_id_parameters: SubIdParameterView[];
  postback_url: string | null;
  postback_currency: string | null;
  postback_statuses: string[];
  postback_secret_set: boolean;
  capi_pixel_id: string | null;
  capi_access_token_set: boolean;
  capi_test_event_code: string | null;
  notes: string;
}

/** Fields of a traffic source. On update every field is optional and absent fields keep their value. Secrets are write-only: a string sets, null clears, absent keeps. */
export interface TrafficSourceInput {
  name?: string;
  parameters?: SourceParametersInput | null;
  sub_id_parameters?: SubIdParameterInput[] | null;
  postback_url?: string | null;
  postback_currency?: string | null;
  postback_statuses?: string[] | null;
  postback_secret?: string | null;
  capi_pixel_id?: string | null;
  capi_access_token?: string | null;
  capi_test_event_code?: string | null;
  notes?: string | null;
  group_id?: string | null;
}
