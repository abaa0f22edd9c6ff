import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey, type KeyPurpose } from './keys';

/**
 * Keyed digest (HMAC-SHA256) of a high-entropy or short secret for storage and lookup. Keyed, so a
 * leaked table without APP_SECRET does not allow brute-forcing short codes offline.
 */
export function secretDigest(appSecret: string, purpose: KeyPurpose, value: string): string {
  return createHmac('sha256', deriveKey(appSecret, purpose)).update(value).digest('hex');
}

export function equalSecrets(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
