import type { CallerInfo } from '../context';

export const API_KEY_PREFIX = 'ak_';

function bearer(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^\s*Bearer\s+(\S+)\s*$/i.exec(value);
  return match ? match[1] : null;
}

function cookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    const raw = part
      .slice(index + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw) || null;
    } catch {
      return raw || null;
    }
  }
  return null;
}

/**
 * Whether an `Origin` header names the scheme and host the request was addressed to (`null` never
 * does): `https://host` is another origin than `http://host`.
 */
function sameOrigin(origin: string, host: string | undefined, protocol: string | undefined): boolean {
  try {
    const parsed = new URL(origin);
    if (protocol !== undefined && parsed.protocol !== `${protocol}:`) return false;
    return host !== undefined && parsed.host === host.toLowerCase();
  } catch {
    return false;
  }
}

/**
 * A browser sends the `auth` cookie with requests another site makes (a form or a body-less fetch
 * POST needs no preflight, a websocket none at all), so the cookie counts only for requests the
 * browser says come from the admin interface's own origin (`Sec-Fetch-Site: same-origin`, or
 * `none` for one the user typed). Sibling subdomains (`same-site`, e.g. hosted landings on the
 * tracking host) are refused too. Browsers without fetch metadata (older Safari and Firefox)
 * still send `Origin` on websocket handshakes and form POSTs, so a foreign one is refused as
 * well. Clients that send neither (non-browsers) are not affected.
 */
function crossSite(caller: CallerInfo): boolean {
  const site = caller.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = caller.headers.origin;
  return typeof origin === 'string' && !sameOrigin(origin, caller.host, caller.protocol);
}

/**
 * The credential a caller presents, in order: `Authorization: Bearer`, the `auth` cookie (a browser
 * fallback the server never sets; not on cross-site requests), then graphql-ws connection params (`authorization` or `token`).
 * `malformed` is true when an Authorization header is present but is not a Bearer credential.
 */
export function presentedCredential(caller: CallerInfo): { token: string | null; malformed: boolean } {
  const header = caller.headers.authorization;
  if (header !== undefined && header !== '') {
    const token = bearer(header);
    return { token, malformed: token === null };
  }
  const fromCookie = crossSite(caller) ? null : cookie(caller.headers.cookie, 'auth');
  if (fromCookie) return { token: fromCookie, malformed: false };
  const params = caller.connectionParams ?? {};
  const paramHeader = params.authorization ?? params.Authorization;
  if (typeof paramHeader === 'string' && paramHeader !== '') {
    const token = bearer(paramHeader) ?? (paramHeader.includes(' ') ? null : paramHeader);
    return { token, malformed: token === null };
  }
  if (typeof params.token === 'string' && params.token !== '') return { token: params.token, malformed: false };
  return { token: null, malformed: false };
}
