import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { Membership } from '../../entities/membership.entity';
import { ConflictError } from '../../schema/errors';
import { permissionsFrom, type EntityPermissions, type Role } from './roles';

/** Adds a user to a workspace with a role (and optional per-entity permissions). Flushes; 409 when already a member. */
export async function addMember(em: EntityManager, workspaceId: string, userId: string, role: Role, permissions?: EntityPermissions[] | null): Promise<Membership> {
  const membership = em.create(Membership, { workspace_id: workspaceId, user_id: userId, role, permissions: permissionsFrom(role, permissions) });
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new ConflictError('this user is already a member of the workspace');
    throw error;
  }
  return membership;
}
