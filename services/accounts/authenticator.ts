import type { Authenticator, CallerInfo, Principal } from '../context';
import { API_KEY_PREFIX, presentedCredential } from './credentials';
import { TokenRejected, verifyAccessToken } from './tokens';

interface MembershipRow {
  token_version: number;
  role: string;
  permissions: string[];
}

function refuse(caller: CallerInfo, reason: string): null {
  caller.authError = reason;
  return null;
}

/**
 * The admin API authenticator: verifies the JWT, then re-reads the user's token version and the
 * membership (role and permissions) from Postgres on every request, so a password change, a
 * removal or a downgrade applies to tokens already issued. Never throws for bad credentials:
 * it returns null and leaves the reason in caller.authError, so public operations still work
 * for a browser with a stale cookie, and protected ones answer 401 with that reason.
 */
export const authenticateAdminRequest: Authenticator = async (caller, services) => {
  const { token, malformed } = presentedCredential(caller);
  if (malformed) return refuse(caller, 'malformed authorization header: use "Bearer <token>"');
  if (!token) return null;
  if (token.startsWith(API_KEY_PREFIX))
    return refuse(caller, 'API keys are for the Click API; the admin API needs a login token');
  let claims;
  try {
    claims = await verifyAccessToken(services.config.appSecret, token, services.clock());
  } catch (error) {
    if (error instanceof TokenRejected) return refuse(caller, error.message);
    throw error;
  }
  const rows = await services.orm.em.getConnection().execute<MembershipRow[]>(
    `select u.token_version, m.role, m.permissions
       from users u join memberships m on m.user_id = u.id and m.workspace_id = ?
      where u.id = ?`,
    [claims.workspace_id, claims.user_id],
  );
  const row = rows[0];
  if (!row || row.token_version !== claims.token_version) return refuse(caller, 'token revoked');
  const principal: Principal = {
    user_id: claims.user_id,
    workspace_id: claims.workspace_id,
    role: row.role,
    permissions: new Set(row.permissions),
  };
  return principal;
};
