import type { ApiKey } from '../../entities/api-key.entity';
import type { Invitation } from '../../entities/invitation.entity';
import type { Membership } from '../../entities/membership.entity';
import type { User } from '../../entities/user.entity';
import type { Workspace } from '../../entities/workspace.entity';
import { permissionName } from '../access/require';
import type { ApiKeyScope } from './api-keys';
import { invitationStatus } from './invitations';
import { describePermissions, type Role } from './roles';
import { twoFactorEnabled } from './second-factor';

/** API shapes of account records. Secrets (password hash, TOTP secret) never leave through here. */
export function userProfile(user: User) {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    two_factor_enabled: twoFactorEnabled(user),
    created_at: user.created_at,
  };
}

/**
 * The postback key is shown only to members who may view the workspace settings; a previous
 * tracker's key (postback_key_imported) only to those who may edit them (owners and admins).
 */
export function workspaceInfo(workspace: Workspace, permissions: ReadonlySet<string> | string[]) {
  const set = permissions instanceof Set ? permissions : new Set(permissions);
  const reader = permissionName('settings', workspace.postback_key_imported ? 'edit' : 'view');
  return {
    id: workspace.id,
    name: workspace.name,
    postback_key: set.has(reader) ? workspace.postback_key : null,
    postback_key_imported: workspace.postback_key_imported,
    base_currency: workspace.base_currency,
    traffic_log_sample: workspace.traffic_log_sample,
    show_simulated_traffic: workspace.show_simulated_traffic,
    time_zone: workspace.time_zone,
    revenue_basis: workspace.revenue_basis,
    ecb_rates: workspace.ecb_rates,
    created_at: workspace.created_at,
  };
}

export function memberView({ membership, user }: { membership: Membership; user: User }) {
  return {
    user: userProfile(user),
    role: membership.role as Role,
    permissions: describePermissions(membership.permissions),
    joined_at: membership.created_at,
  };
}

export function invitationView(invitation: Invitation, now: Date) {
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role as Role,
    permissions: describePermissions(invitation.permissions),
    status: invitationStatus(invitation, now),
    expires_at: invitation.expires_at,
    created_at: invitation.created_at,
  };
}

export function apiKeyView(apiKey: ApiKey) {
  return {
    id: apiKey.id,
    name: apiKey.name,
    prefix: apiKey.prefix,
    scopes: apiKey.scopes as ApiKeyScope[],
    last_used_at: apiKey.last_used_at,
    revoked_at: apiKey.revoked_at,
    created_at: apiKey.created_at,
  };
}
