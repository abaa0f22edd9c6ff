import { createHmac, type KeyObject } from 'node:crypto';

/** First-party cookie on the tracker's domain that carries the visitor id. */
export const VISITOR_COOKIE = '_svcvid';
const VISITOR_ID = /^[0-9a-f]{32}$/;
const TWO_YEARS_SECONDS = 2 * 365 * 86_400;

/** The visitor id of the `_svcvid` cookie, when the Cookie header carries a well-formed one. */
export function visitorIdFromCookie(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== VISITOR_COOKIE) continue;
    const value = pair
      .slice(separator + 1)
      .trim()
      .toLowerCase();
    return VISITOR_ID.test(value) ? value : null;
  }
  return null;
}

/**
 * The id of a visitor without the cookie: a keyed hash of IP and user agent (128 bits, hex). Keyed,
 * so the id does not reveal the address; stable, so a visitor refusing cookies is still recognised.
 * It is also the value of the cookie issued to them, which then follows them across IP changes.
 */
export function fallbackVisitorId(key: KeyObject, ip: string, userAgent: string): string {
  return createHmac('sha256', key).update(ip).update('\n').update(userAgent).digest('hex').slice(0, 32);
}

/** Set-Cookie value issuing the visitor id (read by the next click of the same browser). */
export function visitorCookieHeader(visitorId: string, secure: boolean): string {
  return `${VISITOR_COOKIE}=${visitorId}; Max-Age=${TWO_YEARS_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
