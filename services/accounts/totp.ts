import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 parameters: SHA-1, 6 digits, 30 s step, ±1 step of clock drift. */
export const TOTP_PERIOD_SECONDS = 30;
const DRIFT_SECONDS = TOTP_PERIOD_SECONDS;
export const TOTP_ISSUER = 'Traffic Tracker';

export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function totpUri(secret: string, accountLabel: string): string {
  return generateURI({
    issuer: TOTP_ISSUER,
    label: accountLabel,
    secret,
    period: TOTP_PERIOD_SECONDS,
    digits: 6,
    algorithm: 'sha1',
  });
}

/**
 * Checks a 6-digit code at `now` (±1 step). Returns the matched time step, or null. Steps at or
 * before `afterStep` are refused so a code seen once cannot be replayed.
 */
export async function matchTotp(
  secret: string,
  code: string,
  now: Date,
  afterStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  // A step already past the whole window (another instance's clock ran ahead and accepted it):
  // every code of the window is at or before it, so refuse (otplib would throw, a 500).
  const latestStep = Math.floor((Math.floor(now.getTime() / 1000) + DRIFT_SECONDS) / TOTP_PERIOD_SECONDS);
  if (afterStep !== null && afterStep >= latestStep) return null;
  const result = await verify({
    secret,
    token: code,
    period: TOTP_PERIOD_SECONDS,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: DRIFT_SECONDS,
    ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
  });
  return result.valid ? (result as { timeStep: number }).timeStep : null;
}
