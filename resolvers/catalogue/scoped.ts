import type { AppContext } from '../../app/context';
import { requirePermission, type EntityKind, type PermissionAction } from '../../services/access/require';
import { trackingScope, type TrackingScope } from '../../services/catalogue/scope';

/** Permission check (401/403) then the caller's workspace scope for a tracking service. */
export function scoped(ctx: AppContext, kind: EntityKind, action: PermissionAction): TrackingScope {
  return trackingScope(ctx, requirePermission(ctx, kind, action));
}
