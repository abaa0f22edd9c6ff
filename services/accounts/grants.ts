import type { Principal } from '../context';
import { ForbiddenError } from '../errors';
import { OWNER_ROLE, type Role } from './roles';

/**
 * Rules for giving someone a role or permissions (invitations and member changes):
 * only owners make or touch owners, and nobody grants a permission they do not hold themselves.
 */
export function assertMayGrant(principal: Principal, role: Role, permissions: string[], currentRole?: string): void {
  if ((role === OWNER_ROLE || currentRole === OWNER_ROLE) && principal.role !== OWNER_ROLE) {
    throw new ForbiddenError('only an owner may grant, change or remove the owner role');
  }
  const missing = permissions.filter((permission) => !principal.permissions.has(permission));
  if (missing.length) throw new ForbiddenError(`cannot grant permissions you do not hold: ${missing.join(', ')}`);
}

/** A member can be changed or removed only by someone who holds at least all of their permissions (owners always can). */
export function assertMayManage(principal: Principal, target: { role: string; permissions: string[] }): void {
  if (principal.role === OWNER_ROLE) return;
  if (target.role === OWNER_ROLE) throw new ForbiddenError('only an owner may grant, change or remove the owner role');
  if (target.permissions.some((permission) => !principal.permissions.has(permission))) {
    throw new ForbiddenError('cannot change a member who holds permissions you do not hold');
  }
}
