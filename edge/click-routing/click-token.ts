import { createHmac } from 'node:crypto';
import { equalSecrets } from '../../services/crypto/digest';
import { deriveKeyObject } from '../../services/crypto/keys';
import { isLowercaseUuid } from '../../entities/uuid';

/** Cookie that carries the click token to a landing hosted by the service. */
export const CLICK_TOKEN_COOKIE = '_svctoken';
/** URL fragment parameter that carries it to an external landing (`#_ct=<token>`). */
export const CLICK_TOKEN_FRAGMENT = '_ct';

const SIGNATURE_CHARS = 32; // 192 bits of HMAC-SHA256, base64url

function sign(appSecret: string, clickId: string): string {
  return createHmac('sha256', deriveKeyObject(appSecret, 'click-token'))
    .update(`click:${clickId}`)
    .digest('base64url')
    .slice(0, SIGNATURE_CHARS);
}

/**
 * The per-click browser token: `<click_id>.<signature>`, the signature an HMAC of the click id with
 * a key derived from APP_SECRET. Bound to the click (it proves the page was reached through that
 * click's redirect), carries the click id so the page SDK needs nothing else, and is stateless.
 */
export function issueClickToken(appSecret: string, clickId: string): string {
  return `${clickId}.${sign(appSecret, clickId)}`;
}

/** The click id of a valid token, else null (constant-time signature check). */
export function verifyClickToken(appSecret: string, token: string | null | undefined): string | null {
  if (typeof token !== 'string' || token.length > 128) return null;
  const dot = token.indexOf('.');
  const clickId = token.slice(0, dot).toLowerCase();
  if (dot < 0 || !isLowercaseUuid(clickId)) return null;
  return equalSecrets(token.slice(dot + 1), sign(appSecret, clickId)) ? clickId : null;
}

/** The token appended to an external landing URL's fragment (kept after a fragment the URL already has). */
export function withTokenFragment(url: string, token: string): string {
  const hash = url.indexOf('#');
  if (hash < 0) return `${url}#${CLICK_TOKEN_FRAGMENT}=${token}`;
  return `${url}${hash === url.length - 1 ? '' : '&'}${CLICK_TOKEN_FRAGMENT}=${token}`;
}

/** Set-Cookie for a hosted landing: readable by the page's SDK (not HttpOnly), sent on the service's own pages. */
export function clickTokenCookie(token: string, secure: boolean, maxAgeSeconds = 30 * 86_400): string {
  return `${CLICK_TOKEN_COOKIE}=${token}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
