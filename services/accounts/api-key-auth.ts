import type { AppServices } from '../context';
import { ForbiddenError, UnauthorizedError } from '../errors';
import { apiKeyDigest, type ApiKeyScope } from './api-keys';
import { API_KEY_PREFIX } from './credentials';

/** What a verified API key grants: its workspace and scopes. */
export interface ApiKeyPrincipal {
  key_id: string;
  workspace_id: string;
  scopes: ReadonlySet<string>;
}

interface ApiKeyRow {
  id: string;
  workspace_id: string;
  scopes: string[];
  stale: boolean;
}

/**
 * Verifies `Authorization: Bearer ak_…` for the Click API (and any other key-authenticated
 * endpoint). No ORM unit of work: one indexed lookup by keyed digest. Throws 401 for a missing,
 * malformed, unknown or revoked key, and for a login token (JWTs are for the admin API only).
 */
export async function verifyApiKey(services: AppServices, authorization: string | undefined): Promise<ApiKeyPrincipal> {
  if (!authorization) throw new UnauthorizedError('API key required: send Authorization: Bearer ak_…');
  const match = /^\s*Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (!match) throw new UnauthorizedError('malformed authorization header: use "Bearer <API key>"');
  const key = match[1];
  if (!key.startsWith(API_KEY_PREFIX)) throw new UnauthorizedError('a login token is not an API key: use an ak_ key');
  const connection = services.orm.em.getConnection();
  const rows = await connection.execute<ApiKeyRow[]>(
    `select id, workspace_id, scopes, (last_used_at is null or last_used_at < ? ::timestamptz - interval '1 minute') as stale
       from api_keys where key_digest = ? and revoked_at is null`,
    [services.clock(), apiKeyDigest(services.config.appSecret, key)],
  );
  const row = rows[0];
  if (!row) throw new UnauthorizedError('invalid API key');
  // last_used_at is informative: written at most once a minute per key, never awaited by the caller.
  if (row.stale)
    void connection
      .execute('update api_keys set last_used_at = ? where id = ?', [services.clock(), row.id], 'run')
      .catch(() => undefined);
  return { key_id: row.id, workspace_id: row.workspace_id, scopes: new Set(row.scopes) };
}

/** The Click API needs scope `write`: 403 `insufficient scope` otherwise. */
export function requireScope(key: ApiKeyPrincipal, scope: ApiKeyScope): void {
  if (!key.scopes.has(scope)) throw new ForbiddenError('insufficient scope');
}
