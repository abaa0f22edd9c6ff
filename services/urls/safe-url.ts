import { UnprocessableError } from '../errors';
import { MACRO_PATTERN } from './macros';

/** Longest URL a user may save. */
export const MAX_URL_LENGTH = 4096;

const MACRO = MACRO_PATTERN;

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
  if (
    authority === '' ||
    authority.includes('{') ||
    authority.includes('}') ||
    authority.includes('@') ||
    authority.includes('\\')
  ) {
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

// The macro list and substitution live in one module (services/urls/macros.ts).
export { URL_MACROS } from './macros';
