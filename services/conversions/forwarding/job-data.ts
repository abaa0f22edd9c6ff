/**
 * What the hot path hands to forwarding: one job per write that changed a conversion (the insert
 * and every later status or amount change), keyed by write_id. The state is the write's own
 * (a later write does not change what this one forwards); click fields are read from the row.
 */
export interface ForwardJobData {
  write_id: string;
  workspace_id: string;
  conversion_id: string;
  /** ISO time of the click: names the conversions partition. */
  click_created_at: string;
  /** ISO time of the write (the conversion time for the insert). */
  at: string;
  status: string;
  status_bucket: string;
  /** Browser event (lead, sale, signup, custom) or null for a postback. */
  event: string | null;
  /** In the base currency, or null when no rate was known (then amount and currency are sent). */
  payout: string | null;
  base_currency: string;
  amount: string;
  currency: string;
  txid: string | null;
  /** For CAPI: contacts already normalised and SHA-256 hashed (never stored in clear), browser ids, the click's IP and agent. */
  capi: CapiHints;
}

export interface CapiHints {
  em?: string | null;
  ph?: string | null;
  fbp?: string | null;
  fbc?: string | null;
  client_ip?: string | null;
  user_agent?: string | null;
}

/** One outbound request attempt (outbound postback or CAPI), first try or dead-letter retry. */
export interface DeliveryJobData {
  channel: 'postback' | 'capi';
  write_id: string;
  workspace_id: string;
  conversion_id: string;
  click_id: string;
  source_id: string;
  /** 1 for the first try; retries count on. */
  attempt: number;
  url: string;
  method: 'GET' | 'POST';
  /** CAPI: the JSON body without the access token (added from the source at send time, so it never sits in Redis). */
  body?: string;
}
