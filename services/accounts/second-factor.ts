import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../../entities/user.entity';
import { openSecret } from '../crypto/secret-box';
import { consumeBackupCode } from './backup-codes';
import { matchTotp } from './totp';

export function twoFactorEnabled(user: User): boolean {
  return user.totp_secret !== null;
}

export function openTotpSecret(appSecret: string, user: User, sealed: string): string {
  return openSecret(appSecret, sealed, `totp:${user.id}`);
}

/**
 * Checks a second factor: a current TOTP code (each time step accepted once per user) or an unused
 * backup code (spent by this call). Used by login and by the operations that need re-authentication.
 */
export async function verifySecondFactor(
  em: EntityManager,
  appSecret: string,
  user: User,
  code: string,
  now: Date,
): Promise<boolean> {
  if (!user.totp_secret) return false;
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed)) {
    const lastStep = user.totp_last_step === null ? null : Number(user.totp_last_step);
    const step = await matchTotp(openTotpSecret(appSecret, user, user.totp_secret), trimmed, now, lastStep);
    if (step === null) return false;
    // Conditional update: of two concurrent uses of one code only one wins.
    const updated = await em.nativeUpdate(
      User,
      { id: user.id, $or: [{ totp_last_step: null }, { totp_last_step: { $lt: step } }] },
      { totp_last_step: step },
    );
    if (updated !== 1) return false;
    user.totp_last_step = step;
    return true;
  }
  return consumeBackupCode(em, appSecret, user.id, trimmed, now);
}
