import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a postback signature covers (spec: Postback signature, rule 2): the raw query string for
 * GET; for POST the body when there is no query, the query when there is no body, else the query,
 * a line feed, then the body. The raw bytes as sent are used, never a re-encoding.
 */
export function signedPayload(method: string, rawQuery: string, rawBody: string): string {
  if (method !== 'POST') return rawQuery;
  if (rawQuery && rawBody) return `${rawQuery}\n${rawBody}`;
  return rawQuery || rawBody;
}

const HEADER = /^sha256=([0-9a-f]{64})$/i;

/** True when `header` is `sha256=<hex>` of HMAC-SHA256(secret, payload); compared in constant time. */
export function verifySignature(secret: string, payload: string, header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header[0] : header;
  const match = HEADER.exec((value ?? '').trim());
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(payload).digest();
  return timingSafeEqual(expected, Buffer.from(match[1], 'hex'));
}

/** The header value a partner sends (tests and docs use it). */
export function signatureHeader(secret: string, payload: string): string {
  return `sha256=${createHmac('sha256', secret).update(payload).digest('hex')}`;
}
