import { isIP } from 'node:net';
import type { AddressPolicy } from './blocked-addresses';
import { OutboundError } from './errors';

export const MAX_OUTBOUND_URL_LENGTH = 2048;

/** The host of a URL without IPv6 brackets (`[::1]` → `::1`). */
export function bareHostname(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * The outbound-safety check of a URL the service will send requests to: an absolute http or
 * https URL without credentials whose host, when it is a literal IP address, is allowed by the
 * policy. Host names are checked again when the connection is made (after resolution), so this
 * check is for early feedback on save and for every redirect hop; it is not the whole defence.
 */
export function parseOutboundUrl(raw: string, policy: AddressPolicy): URL {
  if (raw.length > MAX_OUTBOUND_URL_LENGTH)
    throw new OutboundError('invalid_url', `URL longer than ${MAX_OUTBOUND_URL_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundError('invalid_url', 'not an absolute URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new OutboundError('invalid_url', 'the scheme is not http or https');
  // Credentials in a URL end up in logs and list views; a webhook authenticates by its secret.
  if (url.username || url.password) throw new OutboundError('invalid_url', 'credentials in the URL are not allowed');
  const host = bareHostname(url);
  if (!host) throw new OutboundError('invalid_url', 'the URL has no host');
  if (isIP(host)) {
    const reason = policy(host);
    // The message names the problem, not the host: it is also the answer to a URL a user submits.
    if (reason) throw new OutboundError('blocked_address', `the host is ${reason}`);
  }
  return url;
}
