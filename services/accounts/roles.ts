import { ENTITY_KINDS, permissionName, type EntityKind, type PermissionAction } from '../access/require';

/** Roles from most to least powerful (docs/permissions.md has the matrix). */
export const ROLES = ['owner', 'admin', 'manager', 'analyst', 'viewer'] as const;
export type Role = (typeof ROLES)[number];
export const OWNER_ROLE: Role = 'owner';

export const ACTIONS: readonly PermissionAction[] = ['view', 'edit', 'delete'];

const ALL: PermissionAction[] = ['view', 'edit', 'delete'];
const VIEW: PermissionAction[] = ['view'];
const VIEW_EDIT: PermissionAction[] = ['view', 'edit'];
const NONE: PermissionAction[] = [];

/** The default permission matrix: role → entity kind → actions. */
export const ROLE_MATRIX: Record<Role, Record<EntityKind, PermissionAction[]>> = {
  owner: Object.fromEntries(ENTITY_KINDS.map((kind) => [kind, ALL])) as Record<EntityKind, PermissionAction[]>,
  admin: Object.fromEntries(ENTITY_KINDS.map((kind) => [kind, ALL])) as Record<EntityKind, PermissionAction[]>,
  manager: {
    campaigns: ALL,
    flows: ALL,
    landings: ALL,
    offers: ALL,
    sources: ALL,
    affiliate_networks: ALL,
    reports: ALL,
    logs: VIEW,
    statistics: NONE,
    webhooks: VIEW,
    settings: VIEW,
    users: VIEW,
  },
  analyst: {
    campaigns: VIEW,
    flows: VIEW,
    landings: VIEW,
    offers: VIEW,
    sources: VIEW,
    affiliate_networks: VIEW,
    reports: VIEW_EDIT,
    logs: VIEW,
    statistics: NONE,
    webhooks: NONE,
    settings: VIEW,
    users: NONE,
  },
  viewer: {
    campaigns: VIEW,
    flows: VIEW,
    landings: VIEW,
    offers: VIEW,
    sources: VIEW,
    affiliate_networks: VIEW,
    reports: VIEW,
    logs: VIEW,
    statistics: NONE,
    webhooks: NONE,
    settings: NONE,
    users: NONE,
  },
};

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** Permission names (`kind.action`) a role has by default. */
export function defaultPermissions(role: Role): string[] {
  return ENTITY_KINDS.flatMap((kind) => ROLE_MATRIX[role][kind].map((action) => permissionName(kind, action)));
}

export interface EntityPermissions {
  kind: EntityKind;
  view: boolean;
  edit: boolean;
  delete: boolean;
}

/**
 * Normalises a per-entity permission list into permission names. Editing or deleting something
 * one cannot see makes no sense, so edit and delete imply view. Owners always hold everything.
 */
export function permissionsFrom(role: Role, entries: EntityPermissions[] | undefined | null): string[] {
  if (role === OWNER_ROLE || !entries) return defaultPermissions(role);
  const byKind = new Map(entries.map((entry) => [entry.kind, entry]));
  return ENTITY_KINDS.flatMap((kind) => {
    const entry = byKind.get(kind);
    if (!entry) return ROLE_MATRIX[role][kind].map((action) => permissionName(kind, action));
    const actions: PermissionAction[] = [];
    if (entry.view || entry.edit || entry.delete) actions.push('view');
    if (entry.edit) actions.push('edit');
    if (entry.delete) actions.push('delete');
    return actions.map((action) => permissionName(kind, action));
  });
}

/** The structured form of a permission set, one entry per entity kind (for the API). */
export function describePermissions(permissions: Iterable<string>): EntityPermissions[] {
  const set = new Set(permissions);
  return ENTITY_KINDS.map((kind) => ({
    kind,
    view: set.has(permissionName(kind, 'view')),
    edit: set.has(permissionName(kind, 'edit')),
    delete: set.has(permissionName(kind, 'delete')),
  }));
}

/** Rank for "may not grant more than one has" checks: lower is more powerful. */
export function roleRank(role: string): number {
  const index = (ROLES as readonly string[]).indexOf(role);
  return index < 0 ? ROLES.length : index;
}
