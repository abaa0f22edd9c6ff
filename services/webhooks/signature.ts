import { createHmac } from 'node:crypto';
import { equalSecrets } from '../crypto/digest';

/** `X-Service-Signature` value: `sha256=<hex HMAC-SHA256 of the raw body, keyed by the webhook secret>`. */
export function signBody(secret: string, body: string | Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * The receiver's check (documented in docs/webhooks.md, used by the tests): recompute over the
 * raw body bytes and compare in constant time.
 */
export function verifyBodySignature(secret: string, body: string | Buffer, header: string | undefined): boolean {
  return !!header && equalSecrets(signBody(secret, body), header);
}
