import { randomInt } from 'node:crypto';
import { BadRequestError } from '../errors';

/**
 * First path segments the service answers itself (or will): a campaign alias equal to one of
 * them would never receive its clicks. Kept lower case; aliases are lower case.
 */
export const RESERVED_ALIASES: ReadonlySet<string> = new Set([
  // served today or by the issues planned
  'admin_api',
  'graphql',
  'sdk',
  'metrics',
  'healthz',
  'readyz',
  'lp-api',
  'click-api',
  'rclient',
  'action',
  'px.gif',
  'postback',
  'l',
  'favicon.ico',
  'robots.txt',
  // kept free for the web interface and well-known files
  'api',
  'app',
  'admin',
  'ui',
  'web',
  'static',
  'assets',
  'public',
  'login',
  'logout',
  'auth',
  'branding',
  'health',
  'status',
  'lp',
  'click',
  'clicks',
  'go',
  'r',
  'sitemap.xml',
  '.well-known',
  'index.html',
  'manifest.json',
]);

const ALIAS = /^[a-z0-9][a-z0-9_-]{0,63}$/;
const POSTBACK_KEY_LIKE = /^[0-9a-f]{32}$/;

/** Refuses (400) an alias that is malformed, reserved, or could be mistaken for a postback key. */
export function checkAlias(value: unknown): string {
  if (typeof value !== 'string' || !ALIAS.test(value)) {
    throw new BadRequestError(
      'alias must be 1 to 64 characters: lower-case letters, digits, - and _, starting with a letter or digit',
    );
  }
  if (RESERVED_ALIASES.has(value)) throw new BadRequestError('alias is reserved by the service');
  if (POSTBACK_KEY_LIKE.test(value))
    throw new BadRequestError('alias must not look like a postback key (32 hexadecimal characters)');
  return value;
}

const ALPHABET = 'abcdefghijkmnopqrstuvwxyz23456789';

/** A random alias for a campaign created without one (8 characters, no look-alike letters). */
export function randomAlias(): string {
  let alias = '';
  for (let i = 0; i < 8; i++) alias += ALPHABET[randomInt(ALPHABET.length)];
  return alias;
}
