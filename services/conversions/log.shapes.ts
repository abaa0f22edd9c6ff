/**
 * The conversion log and the postback log as the service answers them: plain shapes, the
 * service's own. The GraphQL types in schema/conversions.types.ts have the same fields; a
 * resolver passes its arguments through and returns the service's result.
 */

/** A report bucket (custom statuses fall into the one named by their counts_as). */
export const LOG_STATUSES = ['lead', 'sale', 'rejected', 'trash'] as const;
export type LogStatus = (typeof LOG_STATUSES)[number];

/** Which date the period filters and sorts on. */
export const DATE_BASES = ['conversion', 'click'] as const;
export type DateBasis = (typeof DATE_BASES)[number];

export const POSTBACK_DIRECTIONS = ['incoming', 'outgoing'] as const;
export type PostbackDirection = (typeof POSTBACK_DIRECTIONS)[number];

/** success: response code 200 to 399; error: any other. */
export const POSTBACK_OUTCOMES = ['success', 'error'] as const;
export type PostbackOutcome = (typeof POSTBACK_OUTCOMES)[number];

export interface ConversionLogQuery {
  from?: Date | null;
  to?: Date | null;
  date_basis?: DateBasis | null;
  status?: LogStatus[] | null;
  campaign_id?: string | null;
  click_id?: string | null;
  limit?: number | null;
  offset?: number | null;
}

/** A conversion in its last state, with the click references and dimensions it copied. */
export interface ConversionLogEntryView {
  conversion_id: string;
  click_id: string;
  campaign_id: string;
  flow_id: string | null;
  landing_id: string | null;
  offer_id: string | null;
  source_id: string | null;
  status: string;
  status_bucket: string;
  partner_status: string | null;
  origin: string;
  event: string | null;
  payout: string | null;
  base_currency: string;
  amount: string;
  currency: string;
  transaction_id: string | null;
  /** What the conversion costs, in the base currency: its postback's cost, else the campaign's CPA / RevShare cost. */
  cost: string;
  /** The CPA cost its postback sent, in `currency`. */
  postback_cost: string | null;
  /** The postback's `from` and Binom's `cnv_status2`, as sent. */
  postback_from: string | null;
  postback_status2: string | null;
  /** The postback's own sub_id_1 … sub_id_30 (null where not sent); the click's are in sub_ids. */
  postback_sub_ids: (string | null)[];
  forwarded: boolean;
  click_date: Date;
  conversion_date: Date;
  updated_at: Date;
  delay_seconds: number;
  revision: number;
  is_simulated: boolean;
  /** False for a conversion of a click whose flow does not save traffic (its click is in no log or report). */
  save_traffic: boolean;
  country: string | null;
  region: string | null;
  city: string | null;
  device_type: string | null;
  os: string | null;
  browser: string | null;
  isp: string | null;
  sub_ids: (string | null)[];
}

/**
 * The conversion log's fields in the order its CSV export shows them (sub_ids apart: the export
 * spreads them into sub_id_1…30); the GraphQL type takes the click columns among them from the catalogue.
 */
export const CONVERSION_LOG_COLUMNS = [
  'conversion_date',
  'conversion_id',
  'click_id',
  'click_date',
  'campaign_id',
  'flow_id',
  'landing_id',
  'offer_id',
  'source_id',
  'status',
  'status_bucket',
  'partner_status',
  'origin',
  'event',
  'payout',
  'base_currency',
  'amount',
  'currency',
  'transaction_id',
  'cost',
  'postback_cost',
  'postback_from',
  'postback_status2',
  'forwarded',
  'updated_at',
  'delay_seconds',
  'revision',
  'is_simulated',
  'country',
  'region',
  'city',
  'device_type',
  'os',
  'browser',
  'isp',
] as const satisfies readonly (keyof ConversionLogEntryView)[];

/** The conversion log's fields a `conversions` row carries as they are: the live feed sends them too. */
export type ConversionLogFields = Pick<
  ConversionLogEntryView,
  | 'conversion_id'
  | 'click_id'
  | 'campaign_id'
  | 'flow_id'
  | 'landing_id'
  | 'offer_id'
  | 'source_id'
  | 'status'
  | 'status_bucket'
  | 'partner_status'
  | 'origin'
  | 'event'
  | 'payout'
  | 'base_currency'
  | 'amount'
  | 'currency'
  | 'transaction_id'
  | 'is_simulated'
  | 'country'
>;

export interface PostbackLogQuery {
  from?: Date | null;
  to?: Date | null;
  direction?: PostbackDirection | null;
  outcome?: PostbackOutcome | null;
  click_id?: string | null;
  limit?: number | null;
  offset?: number | null;
}

/** One row of the postback log as written (incoming postbacks and outgoing postback/CAPI attempts; kept 24 hours). */
export interface PostbackLogEntry {
  workspace_id: string;
  created_at: Date;
  direction: PostbackDirection;
  channel: 'postback' | 'capi';
  method: string;
  response_code: number;
  click_id: string | null;
  conversion_id: string | null;
  url: string;
  error: string | null;
  attempt: number;
  /** recorded, updated, duplicate, refused (incoming); delivered, retry, gave_up (outgoing). */
  result: string;
}

/** A postback log row as the log lists it (schema: PostbackLogEntry). */
export interface PostbackLogEntryView extends Omit<PostbackLogEntry, 'workspace_id' | 'created_at'> {
  id: string;
  time: Date;
}
