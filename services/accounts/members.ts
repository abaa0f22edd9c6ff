import type { EntityManager } from '@mikro-orm/postgresql';
import { raw, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Principal } from '../context';
import { Membership } from '../../entities/membership.entity';
import { User } from '../../entities/user.entity';
import { BadRequestError, ConflictError, NotFoundError } from '../errors';
import { pageBounds, type Page } from '../catalogue/listing';
import { assertMayGrant, assertMayManage } from './grants';
import { OWNER_ROLE, permissionsFrom, type EntityPermissions, type Role } from './roles';

/** Adds a user to a workspace with a role and its default permissions, or the permission names given. Flushes; 409 when already a member. */
export async function addMember(
  em: EntityManager,
  workspaceId: string,
  userId: string,
  role: Role,
  permissions?: string[],
): Promise<Membership> {
  const membership = em.create(Membership, {
    workspace_id: workspaceId,
    user_id: userId,
    role,
    permissions: permissions ?? permissionsFrom(role, null),
  });
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException)
      throw new ConflictError('this user is already a member of the workspace');
    throw error;
  }
  return membership;
}

export interface MemberView {
  membership: Membership;
  user: User;
}

/** A page of the workspace's members, oldest first, as every list: `{items, total, limit, offset}`. */
export async function listMembers(
  em: EntityManager,
  principal: Principal,
  query: { limit?: number | null; offset?: number | null } = {},
): Promise<Page<MemberView>> {
  const { limit, offset } = pageBounds(query);
  const [memberships, total] = await em.findAndCount(
    Membership,
    { workspace_id: principal.workspace_id },
    { orderBy: { created_at: 'asc', id: 'asc' }, limit, offset },
  );
  const users = await em.find(User, { id: { $in: memberships.map((m) => m.user_id) } });
  const byId = new Map(users.map((u) => [u.id, u]));
  const items = memberships.map((membership) => ({ membership, user: byId.get(membership.user_id)! }));
  return { items, total, limit, offset };
}

async function memberOf(em: EntityManager, principal: Principal, userId: string): Promise<Membership> {
  const membership = await em.findOne(Membership, { workspace_id: principal.workspace_id, user_id: userId });
  if (!membership) throw new NotFoundError('member not found');
  return membership;
}

async function assertOwnerRemains(em: EntityManager, membership: Membership): Promise<void> {
  if (membership.role !== OWNER_ROLE) return;
  const owners = await em.count(Membership, { workspace_id: membership.workspace_id, role: OWNER_ROLE });
  if (owners <= 1) throw new ConflictError('a workspace needs at least one owner');
}

/**
 * Changes a member's role and/or per-entity permissions. A new role without permissions takes
 * the role's defaults; permissions without a role customise the current role. Applies at the
 * member's next request (the authenticator re-reads memberships every time).
 */
export async function updateMember(
  em: EntityManager,
  principal: Principal,
  userId: string,
  input: { role?: Role | null; permissions?: EntityPermissions[] | null },
): Promise<MemberView> {
  if (!input.role && !input.permissions) throw new BadRequestError('give role, permissions or both');
  const membership = await memberOf(em, principal, userId);
  const role = input.role ?? (membership.role as Role);
  const permissions = permissionsFrom(role, input.permissions);
  assertMayManage(principal, membership);
  assertMayGrant(principal, role, permissions, membership.role);
  if (role !== OWNER_ROLE) await assertOwnerRemains(em, membership);
  membership.role = role;
  membership.permissions = permissions;
  await em.flush();
  return { membership, user: await em.findOneOrFail(User, { id: userId }) };
}

/** Removes a member from the caller's workspace (the last owner stays). Their tokens for it answer 401 at once. */
export async function removeMember(em: EntityManager, principal: Principal, userId: string): Promise<void> {
  const membership = await memberOf(em, principal, userId);
  if (membership.user_id !== principal.user_id) assertMayManage(principal, membership);
  await assertOwnerRemains(em, membership);
  // Removal revokes the member's tokens: their token version moves on in the same transaction, so
  // a token issued before stays refused if they are added again. (The version is per user: their
  // sessions in other workspaces end too, and they log in again there.)
  await em.transactional(async (tx) => {
    await tx.nativeDelete(Membership, { workspace_id: membership.workspace_id, user_id: membership.user_id });
    await tx.nativeUpdate(User, { id: membership.user_id }, { token_version: raw('token_version + 1') });
  });
}
