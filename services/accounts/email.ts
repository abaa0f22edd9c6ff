import { BadRequestError } from '../errors';

/** Emails are compared case-insensitively: stored trimmed and lower-case. */
export function normaliseEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new BadRequestError('email is not a valid address');
  return email;
}
