import type { AppContext, Principal } from '../../app/context';
import { ForbiddenError, UnauthorizedError } from '../../schema/errors';

/** Entity kinds that carry view / edit / delete permissions (docs/permissions.md). */
export const ENTITY_KINDS = [
  'campaigns',
  'flows',
  'landings',
  'offers',
  'sources',
  'affiliate_networks',
  'reports',
  'logs',
  'webhooks',
  'settings',
  'users',
] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];
export type PermissionAction = 'view' | 'edit' | 'delete';

export function permissionName(kind: EntityKind, action: PermissionAction): string {
  return `${kind}.${action}`;
}

/** The caller, or 401 when the request carries no valid credentials. */
export function requirePrincipal(ctx: AppContext): Principal {
  if (!ctx.principal) throw new UnauthorizedError(ctx.caller.authError ?? 'authentication required');
  return ctx.principal;
}

/**
 * The one permission check used by every resolver (and so by the REST facade, which runs them):
 * 401 without a caller, 403 without the permission. Returns the caller, whose workspace_id
 * scopes every query that follows.
 */
export function requirePermission(ctx: AppContext, kind: EntityKind, action: PermissionAction): Principal {
  const principal = requirePrincipal(ctx);
  if (!principal.permissions.has(permissionName(kind, action))) {
    throw new ForbiddenError(`no permission to ${action} ${kind.replace('_', ' ')}`);
  }
  return principal;
}
