import { UnprocessableError } from '../../schema/errors';

/** Longest URL a user may save. */
export const MAX_URL_LENGTH = 4096;

/** A macro placeholder such as `{click_id}` or `{sub_id_3}`; substituted by the click engine. */
const MACRO = /\{[A-Za-z][A-Za-z0-9_]*\}/g;

/**
 * The one check for every URL a user saves that the service will send visitors or requests to
 * (offers, landings, redirect flows, bot redirects, postback templates, webhooks): an absolute
 * http or https URL, well-formed once macros are stood in for, without credentials, and with no
 * macro in the scheme or host (that would let a click parameter choose the destination host: an
 * open redirect). Anything else is 422 `unsafe redirect URL`. Returns the URL trimmed.
 */
export function checkSafeUrl(raw: unknown): string {
  if (typeof raw !== 'string') throw unsafe();
  const url = raw.trim();
  if (url.length === 0 || url.length > MAX_URL_LENGTH) throw unsafe();
  // Whitespace and control characters inside a URL are how scheme checks get fooled.
  if (/[\s\u0000-\u001f\u007f]/.test(url)) throw unsafe();
  const scheme = /^(https?):\/\/([^/?#]*)/i.exec(url);
  if (!scheme) throw unsafe();
  const authority = scheme[2];
  if (authority === '' || authority.includes('{') || authority.includes('}') || authority.includes('@') || authority.includes('\\')) {
    throw unsafe();
  }
  let parsed: URL;
  try {
    parsed = new URL(url.replace(MACRO, 'macro'));
  } catch {
    throw unsafe();
  }
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !parsed.hostname) throw unsafe();
  // Braces left over after macros were replaced are not macros: refuse rather than guess.
  if (/[{}]/.test(url.replace(MACRO, ''))) throw unsafe();
  return url;
}

/** Same check for optional fields: null and '' mean "none". */
export function checkOptionalSafeUrl(raw: unknown): string | null {
  if (raw === null || raw === undefined || raw === '') return null;
  return checkSafeUrl(raw);
}

function unsafe(): UnprocessableError {
  return new UnprocessableError('unsafe redirect URL');
}

/** Macros the click engine substitutes (documented in docs/tracking-model.md). */
export const URL_MACROS = [
  'click_id',
  'campaign_id',
  'campaign_alias',
  'flow_id',
  'landing_id',
  'offer_id',
  'source_id',
  'affiliate_network_id',
  'external_id',
  'ad_campaign',
  'adset',
  'creative',
  'site',
  'keyword',
  'cost',
  'country',
  'region',
  'city',
  'device_type',
  'os',
  'browser',
  'isp',
  'language',
  'ip',
  'user_agent',
  'referrer',
  'visitor_id',
  ...Array.from({ length: 30 }, (_, i) => `sub_id_${i + 1}`),
  // conversions (postback templates)
  'status',
  'payout',
  'currency',
  'transaction_id',
  'conversion_id',
] as const;
