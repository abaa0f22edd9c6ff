import type { AppContext, Principal } from '../../app/context';
import { ForbiddenError, LicenseError, UnauthorizedError } from '../../schema/errors';
import { licenseState } from '../accounts/license';

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
  'statistics',
  'webhooks',
  'settings',
  'users',
] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];
export type PermissionAction = 'view' | 'edit' | 'delete';

export function permissionName(kind: EntityKind, action: PermissionAction): string {
  return `${kind}.${action}`;
}

/**
 * The licence gate (spec: 402): while the licence is invalid the admin API is closed except
 * /license, /me and /auth. Every check below applies it, so only the operations that opt out
 * (requireAccountCaller) stay open. Public operations call it directly.
 */
export function requireLicense(ctx: AppContext): void {
  const license = licenseState(ctx.services.config, ctx.services.clock());
  if (!license.valid) throw new LicenseError(`license invalid: ${license.message}`);
}

/** The caller, or 401 when the request carries no valid credentials; no licence check (for /me, /auth, /license). */
export function requireAccountCaller(ctx: AppContext): Principal {
  if (!ctx.principal) throw new UnauthorizedError(ctx.caller.authError ?? 'authentication required');
  return ctx.principal;
}

/** The caller, or 402 when the licence is invalid, or 401 when the request carries no valid credentials. */
export function requirePrincipal(ctx: AppContext): Principal {
  requireLicense(ctx);
  return requireAccountCaller(ctx);
}

/**
 * The one permission check used by every resolver (and so by the REST facade, which runs them):
 * 402 while the licence is invalid, 401 without a caller, 403 without the permission. Returns the caller, whose workspace_id
 * scopes every query that follows.
 */
export function requirePermission(ctx: AppContext, kind: EntityKind, action: PermissionAction): Principal {
  const principal = requirePrincipal(ctx);
  if (!principal.permissions.has(permissionName(kind, action))) {
    throw new ForbiddenError(`no permission to ${action} ${kind.replace('_', ' ')}`);
  }
  return principal;
}

/** For the few operations the spec reserves to a role (branding: owners), on top of the licence and caller checks. */
export function requireRole(ctx: AppContext, role: string, what: string): Principal {
  const principal = requirePrincipal(ctx);
  if (principal.role !== role) throw new ForbiddenError(`only a workspace ${role} may ${what}`);
  return principal;
}
