import { randomBytes } from 'node:crypto';

/** 32 lowercase hexadecimal characters (128 bits) from the CSPRNG. */
export function newPostbackKey(): string {
  return randomBytes(16).toString('hex');
}

/** A previous tracker's postback key (Keitaro's, for one): letters and digits, 6 to 64 of them. */
const IMPORTED_KEY = /^[A-Za-z0-9]{6,64}$/;

/**
 * The key as stored: in lower case (postback keys are compared without case, so two workspaces
 * never hold keys that differ only in case). Null when it is no acceptable key.
 */
export function importedPostbackKey(key: unknown): string | null {
  return typeof key === 'string' && IMPORTED_KEY.test(key.trim()) ? key.trim().toLowerCase() : null;
}
