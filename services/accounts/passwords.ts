import { Algorithm, hash, verify } from '@node-rs/argon2';
import { BadRequestError } from '../errors';

/** OWASP's minimum Argon2id profile (19 MiB, 2 passes): ~20 ms here, slow enough offline. */
const OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

export function assertPasswordAcceptable(password: string, field = 'password'): void {
  if (password.length < PASSWORD_MIN_LENGTH)
    throw new BadRequestError(`${field} must be at least ${PASSWORD_MIN_LENGTH} characters`);
  if (password.length > PASSWORD_MAX_LENGTH)
    throw new BadRequestError(`${field} must be at most ${PASSWORD_MAX_LENGTH} characters`);
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash of nothing useful, verified when the email is unknown so both cases take the same time. */
let decoy: Promise<string> | undefined;

/** Verifies a password against a stored hash, or against a decoy when there is no user. */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  const target = storedHash ?? (await (decoy ??= hashPassword('decoy password, never matches')));
  try {
    const ok = await verify(target, password);
    return ok && !!storedHash;
  } catch {
    return false;
  }
}
