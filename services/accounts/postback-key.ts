import { randomBytes } from 'node:crypto';

/** 32 lowercase hexadecimal characters (128 bits) from the CSPRNG. */
export function newPostbackKey(): string {
  return randomBytes(16).toString('hex');
}
