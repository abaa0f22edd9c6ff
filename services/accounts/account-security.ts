import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppServices } from '../context';
import { BackupCode } from '../../entities/backup-code.entity';
import { User } from '../../entities/user.entity';
import { BadRequestError, ConflictError, ForbiddenError } from '../errors';
import { sealSecret } from '../crypto/secret-box';
import { remainingBackupCodes, replaceBackupCodes } from './backup-codes';
import { assertPasswordAcceptable, hashPassword, verifyPassword } from './passwords';
import { openTotpSecret, twoFactorEnabled, verifySecondFactor } from './second-factor';
import { issueTokenFor } from './login';
import { passwordChangeEntry } from '../audit/audit-log';
import { matchTotp, newTotpSecret, totpUri } from './totp';
import type { IssuedToken } from './tokens';

async function loadUser(em: EntityManager, userId: string): Promise<User> {
  return em.findOneOrFail(User, { id: userId });
}

/**
 * Changes the password after checking the current one, and bumps the token version so every
 * earlier token answers 401 at once. Returns a fresh token for the same workspace.
 */
export async function changePassword(
  em: EntityManager,
  services: AppServices,
  userId: string,
  workspaceId: string,
  input: { current_password: string; new_password: string },
): Promise<IssuedToken> {
  const user = await loadUser(em, userId);
  if (!(await verifyPassword(user.password_hash, input.current_password)))
    throw new ForbiddenError('current password is wrong');
  assertPasswordAcceptable(input.new_password, 'new_password');
  if (input.new_password === input.current_password)
    throw new BadRequestError('new_password must differ from the current password');
  user.password_hash = await hashPassword(input.new_password);
  user.password_changed_at = services.clock();
  user.token_version += 1;
  // A user has no workspace, so the flush's audit skips it: the change is recorded in the caller's
  // workspace, without any of its values (docs/audit.md).
  em.persist(passwordChangeEntry(workspaceId, userId));
  await em.flush();
  return issueTokenFor(services, user, workspaceId);
}

/** Starts 2FA set-up: a new secret (kept sealed as pending until confirmed) and its otpauth URI. */
export async function beginTwoFactor(
  em: EntityManager,
  services: AppServices,
  userId: string,
): Promise<{ secret: string; otpauth_uri: string }> {
  const user = await loadUser(em, userId);
  if (twoFactorEnabled(user)) throw new ConflictError('two-factor authentication is already on: disable it first');
  const secret = newTotpSecret();
  user.totp_pending_secret = sealSecret(services.config.appSecret, secret, `totp:${user.id}`);
  await em.flush();
  return { secret, otpauth_uri: totpUri(secret, user.email) };
}

/** Confirms set-up with a current code from the authenticator app; turns 2FA on and returns ten backup codes (shown once). */
export async function confirmTwoFactor(
  em: EntityManager,
  services: AppServices,
  userId: string,
  code: string,
): Promise<{ backup_codes: string[] }> {
  const user = await loadUser(em, userId);
  if (twoFactorEnabled(user)) throw new ConflictError('two-factor authentication is already on');
  if (!user.totp_pending_secret) throw new ConflictError('no two-factor set-up in progress: call /me/2fa/begin first');
  const secret = openTotpSecret(services.config.appSecret, user, user.totp_pending_secret);
  const step = await matchTotp(secret, code.trim(), services.clock(), null);
  if (step === null) throw new ForbiddenError('invalid code');
  user.totp_secret = user.totp_pending_secret;
  user.totp_pending_secret = null;
  user.totp_last_step = step;
  await em.flush();
  return { backup_codes: await replaceBackupCodes(em, services.config.appSecret, user.id) };
}

/** Re-authentication for 2FA changes: the account password or a current second factor (TOTP or backup code). */
async function reauthenticate(
  em: EntityManager,
  services: AppServices,
  user: User,
  input: { password?: string | null; code?: string | null },
): Promise<void> {
  if (!input.password && !input.code) throw new BadRequestError('password or code is required');
  if (input.password) {
    if (!(await verifyPassword(user.password_hash, input.password))) throw new ForbiddenError('password is wrong');
    return;
  }
  if (!(await verifySecondFactor(em, services.config.appSecret, user, input.code!, services.clock())))
    throw new ForbiddenError('invalid code');
}

export async function disableTwoFactor(
  em: EntityManager,
  services: AppServices,
  userId: string,
  input: { password?: string | null; code?: string | null },
): Promise<void> {
  const user = await loadUser(em, userId);
  if (!twoFactorEnabled(user)) throw new ConflictError('two-factor authentication is not on');
  await reauthenticate(em, services, user, input);
  user.totp_secret = null;
  user.totp_pending_secret = null;
  user.totp_last_step = null;
  await em.flush();
  await em.nativeDelete(BackupCode, { user_id: user.id });
}

export async function regenerateBackupCodes(
  em: EntityManager,
  services: AppServices,
  userId: string,
  input: { password?: string | null; code?: string | null },
): Promise<{ backup_codes: string[] }> {
  const user = await loadUser(em, userId);
  if (!twoFactorEnabled(user)) throw new ConflictError('two-factor authentication is not on');
  await reauthenticate(em, services, user, input);
  return { backup_codes: await replaceBackupCodes(em, services.config.appSecret, user.id) };
}

export async function twoFactorStatus(
  em: EntityManager,
  userId: string,
): Promise<{ enabled: boolean; pending: boolean; backup_codes_left: number }> {
  const user = await loadUser(em, userId);
  return {
    enabled: twoFactorEnabled(user),
    pending: user.totp_pending_secret !== null,
    backup_codes_left: twoFactorEnabled(user) ? await remainingBackupCodes(em, user.id) : 0,
  };
}
