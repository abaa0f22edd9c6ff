import type { User } from '../../entities/user.entity';
import type { Workspace } from '../../entities/workspace.entity';
import { permissionName } from '../access/require';
import { twoFactorEnabled } from './second-factor';

/** API shapes of account records. Secrets (password hash, TOTP secret) never leave through here. */
export function userProfile(user: User) {
  return { id: user.id, email: user.email, name: user.name, two_factor_enabled: twoFactorEnabled(user), created_at: user.created_at };
}

/** The postback key is shown only to members who may view the workspace settings. */
export function workspaceInfo(workspace: Workspace, permissions: ReadonlySet<string> | string[]) {
  const set = permissions instanceof Set ? permissions : new Set(permissions);
  return {
    id: workspace.id,
    name: workspace.name,
    postback_key: set.has(permissionName('settings', 'view')) ? workspace.postback_key : null,
    base_currency: workspace.base_currency,
    traffic_log_sample: workspace.traffic_log_sample,
    show_simulated_traffic: workspace.show_simulated_traffic,
    created_at: workspace.created_at,
  };
}
