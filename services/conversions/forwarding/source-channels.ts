import { capiEventName } from './capi';

export interface SourceChannels {
  /** The source has an outbound postback URL and the status is one of its postback_statuses. */
  postback: boolean;
  /** The CAPI event to send (the source has a pixel and a token and the status has an event), else null. */
  capi: string | null;
}

/** What a traffic source takes of a conversion write: decided once here, by the hot path and by forwarding alike. */
export function sourceChannels(
  source: SourceFacts | undefined,
  status: string,
  bucket: string,
  event: string | null,
): SourceChannels {
  if (!source) return { postback: false, capi: null };
  const eventName = capiEventName(bucket, event);
  return {
    postback: Boolean(source.postback_url) && source.postback_statuses.includes(status),
    capi: source.capi_pixel_id && source.capi_access_token && eventName ? eventName : null,
  };
}

/** What forwarding and the signature check need of a traffic source (secrets in clear, in memory only). */
export interface SourceFacts {
  postback_secret: string | null;
  postback_url: string | null;
  /** The currency its outbound postback's payout is sent in; null: the base currency. */
  postback_currency: string | null;
  postback_statuses: string[];
  capi_pixel_id: string | null;
  capi_access_token: string | null;
  capi_test_event_code: string | null;
}
