import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import type { AppServices, Principal } from '../context';
import { ApiKey } from '../../entities/api-key.entity';
import { BadRequestError } from '../errors';
import { findInWorkspace } from '../access/scope';
import { RoutingInvalidations } from '../catalogue/routing-invalidation';
import { secretDigest } from '../crypto/digest';
import { API_KEY_PREFIX } from './credentials';

export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
/** Characters of the key kept for display: `ak_` and the first 8 random characters. */
const DISPLAY_PREFIX_LENGTH = API_KEY_PREFIX.length + 8;

/** `ak_` + 40 base64url characters (240 random bits). */
function newApiKey(): string {
  return API_KEY_PREFIX + randomBytes(30).toString('base64url');
}

export function apiKeyDigest(appSecret: string, key: string): string {
  return secretDigest(appSecret, 'api-key-hmac', key);
}

export async function createApiKey(
  em: EntityManager,
  services: AppServices,
  principal: Principal,
  input: { name: string; scopes: string[] },
): Promise<{ api_key: ApiKey; key: string }> {
  const name = input.name.trim();
  if (!name || name.length > 200) throw new BadRequestError('name must be 1 to 200 characters');
  const scopes = [...new Set(input.scopes)];
  if (!scopes.length) throw new BadRequestError('scopes must name at least one of: read, write');
  const key = newApiKey();
  const apiKey = em.create(ApiKey, {
    workspace_id: principal.workspace_id,
    name,
    prefix: key.slice(0, DISPLAY_PREFIX_LENGTH),
    key_digest: apiKeyDigest(services.config.appSecret, key),
    scopes,
    created_by: principal.user_id,
    created_at: services.clock(),
  });
  await em.flush();
  return { api_key: apiKey, key };
}

export async function listApiKeys(em: EntityManager, principal: Principal): Promise<ApiKey[]> {
  return em.find(ApiKey, { workspace_id: principal.workspace_id }, { orderBy: { created_at: 'desc', id: 'asc' } });
}

/**
 * Revokes a key of the caller's workspace (404 for any other); the key stops working at once. The
 * Click API keeps verified keys in memory for a few seconds, so the revocation is announced as a
 * routing invalidation of the workspace: every instance drops the workspace's cached keys.
 */
export async function revokeApiKey(
  em: EntityManager,
  services: AppServices,
  principal: Principal,
  id: string,
): Promise<ApiKey> {
  const apiKey = await findInWorkspace(em, ApiKey, id, principal, 'API key not found');
  apiKey.revoked_at ??= services.clock();
  await em.flush();
  await new RoutingInvalidations(services.redis, services.config.redisPrefix).publish({
    workspace_id: apiKey.workspace_id,
  });
  return apiKey;
}
