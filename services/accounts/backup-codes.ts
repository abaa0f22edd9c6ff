import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { BackupCode } from '../../entities/backup-code.entity';
import { secretDigest } from '../crypto/digest';

export const BACKUP_CODE_COUNT = 10;
export const BACKUP_CODE_PATTERN = /^[0-9A-F]{5}-[0-9A-F]{5}$/;

/** `XXXXX-XXXXX` with X in 0-9A-F: 40 random bits per code. */
function newBackupCode(): string {
  const hex = randomBytes(5).toString('hex').toUpperCase();
  return `${hex.slice(0, 5)}-${hex.slice(5)}`;
}

/** Replaces a user's backup codes with ten new ones; returns them in clear text (shown once). */
export async function replaceBackupCodes(em: EntityManager, appSecret: string, userId: string): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < BACKUP_CODE_COUNT) codes.add(newBackupCode());
  await em.nativeDelete(BackupCode, { user_id: userId });
  for (const code of codes)
    em.create(BackupCode, { user_id: userId, code_digest: secretDigest(appSecret, 'backup-code-hmac', code) });
  await em.flush();
  return [...codes];
}

/** Uses a backup code: true once per code, atomically (two concurrent logins cannot both use it). */
export async function consumeBackupCode(
  em: EntityManager,
  appSecret: string,
  userId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const normalised = code.trim().toUpperCase();
  if (!BACKUP_CODE_PATTERN.test(normalised)) return false;
  const used = await em.nativeUpdate(
    BackupCode,
    { user_id: userId, code_digest: secretDigest(appSecret, 'backup-code-hmac', normalised), used_at: null },
    { used_at: now },
  );
  return used === 1;
}

export async function remainingBackupCodes(em: EntityManager, userId: string): Promise<number> {
  return em.count(BackupCode, { user_id: userId, used_at: null });
}
