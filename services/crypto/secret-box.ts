import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveKey } from './keys';

const VERSION = 'v1';

/**
 * Encrypts a secret for storage (AES-256-GCM, key derived from APP_SECRET). The optional context
 * (for example the owner's id) is bound as additional data, so a ciphertext copied to another
 * row does not decrypt. Format: `v1.<base64url iv|tag|ciphertext>`.
 */
export function sealSecret(appSecret: string, plaintext: string, context = ''): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(appSecret, 'secret-box'), iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** Reverses sealSecret; throws when the ciphertext, the key or the context does not match. */
export function openSecret(appSecret: string, sealed: string, context = ''): string {
  const [version, payload] = sealed.split('.');
  if (version !== VERSION || !payload) throw new Error('unknown sealed secret format');
  const raw = Buffer.from(payload, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', deriveKey(appSecret, 'secret-box'), raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
