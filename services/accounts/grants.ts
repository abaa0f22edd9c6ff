import type { Principal } from '../../app/context';
import { ForbiddenError } from '../../schema/errors';
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
