import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { User } from '../../entities/user.entity';
import { ConflictError } from '../errors';
import { normaliseEmail } from './email';
import { assertPasswordAcceptable, hashPassword } from './passwords';

export async function findUserByEmail(em: EntityManager, email: string): Promise<User | null> {
  return em.findOne(User, { email: email.trim().toLowerCase() });
}

/** Creates a user with an Argon2id password hash. Flushes; 409 when the email is taken. */
export async function createUser(
  em: EntityManager,
  input: { email: string; password: string; name?: string | null },
  now: Date,
): Promise<User> {
  const email = normaliseEmail(input.email);
  assertPasswordAcceptable(input.password);
  const user = em.create(User, {
    email,
    name: (input.name ?? '').trim().slice(0, 200),
    password_hash: await hashPassword(input.password),
    password_changed_at: now,
  });
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException)
      throw new ConflictError('a user with this email already exists');
    throw error;
  }
  return user;
}
