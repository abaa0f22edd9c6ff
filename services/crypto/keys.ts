import { createSecretKey, hkdfSync, type KeyObject } from 'node:crypto';

/**
 * One key per purpose, derived from APP_SECRET with HKDF-SHA256, so a key used to sign tokens is
 * never the key that encrypts secrets. Cached per (secret, purpose): derivation is cheap but hot.
 */
const cache = new Map<string, Buffer>();

export type KeyPurpose =
  | 'jwt-hs256'
  | 'secret-box'
  | 'backup-code-hmac'
  | 'api-key-hmac'
  | 'invitation-hmac'
  | 'click-token';

export function deriveKey(appSecret: string, purpose: KeyPurpose, length = 32): Buffer {
  const cacheKey = `${purpose}:${length}:${appSecret}`;
  let key = cache.get(cacheKey);
  if (!key) {
    key = Buffer.from(
      hkdfSync('sha256', Buffer.from(appSecret, 'hex'), Buffer.alloc(0), `traffic-tracker:${purpose}`, length),
    );
    cache.set(cacheKey, key);
  }
  return key;
}

const keyObjects = new Map<string, KeyObject>();

/** deriveKey as a KeyObject, for HMACs on hot paths: createHmac then skips importing the key on every call. */
export function deriveKeyObject(appSecret: string, purpose: KeyPurpose): KeyObject {
  const cacheKey = `${purpose}:${appSecret}`;
  let key = keyObjects.get(cacheKey);
  if (!key) keyObjects.set(cacheKey, (key = createSecretKey(deriveKey(appSecret, purpose))));
  return key;
}
