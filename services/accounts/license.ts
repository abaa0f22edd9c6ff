import { createPublicKey, verify as verifySignature, type KeyObject } from 'node:crypto';
import type { Config } from '../../infra/config';

/**
 * Licence verification. LICENSE_KEY holds a compact JWS (JWT form) signed with Ed25519
 * (`alg: EdDSA`) by the vendor; the payload names the licensee and may carry `exp`. The built-in
 * public key below verifies it; LICENSE_PUBLIC_KEY replaces it (tests, self-issued licences).
 * No LICENSE_KEY at all is the community licence, which is valid. Verification is synchronous
 * (node:crypto) so the gate can run inside the one permission check.
 */
const BUILT_IN_PUBLIC_KEY_X = 'CZbZqBYUpK37e-CxfxyfEHb7z2UFQNwNzXOpvrghN6s';

export type LicenseStatus = 'community' | 'valid' | 'expired' | 'invalid';

export interface LicenseState {
  status: LicenseStatus;
  valid: boolean;
  licensee: string | null;
  edition: string;
  expires_at: Date | null;
  message: string;
}

interface ParsedLicense {
  ok: boolean;
  reason?: string;
  licensee?: string;
  edition?: string;
  expiresAt?: Date | null;
  notBefore?: Date | null;
}

/** Reads LICENSE_PUBLIC_KEY: PEM (literal `\n` allowed in env files), or a base64url raw 32-byte Ed25519 key. */
export function licenseVerificationKey(configured: string): KeyObject {
  if (!configured)
    return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: BUILT_IN_PUBLIC_KEY_X }, format: 'jwk' });
  if (configured.startsWith('-----BEGIN')) return createPublicKey(configured.replace(/\\n/g, '\n'));
  const raw = Buffer.from(configured, 'base64url');
  if (raw.length !== 32)
    throw new Error('LICENSE_PUBLIC_KEY must be a PEM public key or a base64url 32-byte Ed25519 key');
  return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: raw.toString('base64url') }, format: 'jwk' });
}

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

function parseLicense(token: string, publicKeySetting: string): ParsedLicense {
  let key: KeyObject;
  try {
    key = licenseVerificationKey(publicKeySetting);
  } catch (error) {
    return { ok: false, reason: (error as Error).message };
  }
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'licence key is not a signed token' };
  const header = decodeJson(parts[0]);
  const payload = decodeJson(parts[1]);
  if (!header || !payload || header.alg !== 'EdDSA') return { ok: false, reason: 'licence key is not a signed token' };
  const signed = verifySignature(null, Buffer.from(`${parts[0]}.${parts[1]}`), key, Buffer.from(parts[2], 'base64url'));
  if (!signed) return { ok: false, reason: 'licence signature is invalid' };
  const seconds = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) ? new Date(value * 1000) : null;
  return {
    ok: true,
    licensee: typeof payload.sub === 'string' ? payload.sub : undefined,
    edition: typeof payload.edition === 'string' ? payload.edition : 'commercial',
    expiresAt: seconds(payload.exp),
    notBefore: seconds(payload.nbf),
  };
}

const parsed = new Map<string, ParsedLicense>();

/** The licence state at `now`; the signature is checked once per (key, public key) and cached. */
export function licenseState(config: Pick<Config, 'licenseKey' | 'licensePublicKey'>, now: Date): LicenseState {
  if (!config.licenseKey) {
    return {
      status: 'community',
      valid: true,
      licensee: null,
      edition: 'community',
      expires_at: null,
      message: 'community licence',
    };
  }
  const cacheKey = `${config.licensePublicKey}\u0000${config.licenseKey}`;
  let license = parsed.get(cacheKey);
  if (!license) {
    license = parseLicense(config.licenseKey, config.licensePublicKey);
    parsed.set(cacheKey, license);
  }
  if (!license.ok) {
    return {
      status: 'invalid',
      valid: false,
      licensee: null,
      edition: 'unknown',
      expires_at: null,
      message: license.reason ?? 'licence invalid',
    };
  }
  const base = {
    licensee: license.licensee ?? null,
    edition: license.edition ?? 'commercial',
    expires_at: license.expiresAt ?? null,
  };
  if (license.notBefore && now < license.notBefore)
    return { ...base, status: 'invalid', valid: false, message: 'licence is not valid yet' };
  if (license.expiresAt && now >= license.expiresAt)
    return { ...base, status: 'expired', valid: false, message: 'licence expired' };
  return { ...base, status: 'valid', valid: true, message: 'licence valid' };
}
