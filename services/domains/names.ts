import { isIP } from 'node:net';
import { domainToASCII } from 'node:url';
import { BadRequestError } from '../errors';

/**
 * A tracking domain's name as stored and matched: lower case, ASCII (an internationalised name in
 * its punycode form), no trailing dot, no port, at least two labels. An IP address is not a domain
 * (no certificate is issued for one, and it would shadow the service's own address).
 */
export function domainName(raw: string): string {
  const trimmed = raw.trim().toLowerCase().replace(/\.$/, '');
  if (!trimmed || trimmed.length > 253) throw new BadRequestError('name must be a host name of 1 to 253 characters');
  if (isIP(trimmed) || /^\[.*\]$/.test(trimmed))
    throw new BadRequestError('name must be a host name, not an IP address');
  const ascii = domainToASCII(trimmed);
  const labels = ascii.split('.');
  const valid =
    ascii.length > 0 &&
    ascii.length <= 253 &&
    labels.length >= 2 &&
    labels.every((label) => /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(label)) &&
    !/^[0-9]+$/.test(labels[labels.length - 1]);
  if (!valid)
    throw new BadRequestError('name must be a host name such as track.example.com (letters, digits, hyphens, dots)');
  return ascii;
}

/** The host a request was addressed to, as domain names are stored (lower case, no port, no trailing dot). */
export function requestHost(hostname: string): string {
  let host = hostname.toLowerCase();
  if (host.startsWith('[')) return host; // an IPv6 literal: never a domain
  const colon = host.lastIndexOf(':');
  if (colon >= 0) host = host.slice(0, colon);
  return host.endsWith('.') ? host.slice(0, -1) : host;
}
