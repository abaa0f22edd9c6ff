import type { AppServices } from '../../app/context';
import { verifyApiKey, type ApiKeyPrincipal } from '../../services/accounts/api-key-auth';
import { Lru } from '../visitor-detection/lru';
import { unavailable } from '../click-routing/unavailable';

/**
 * How long a verified key is trusted without asking Postgres again. A revocation does not wait for
 * it: revoking announces a routing invalidation of the key's workspace, which drops the workspace's
 * keys from every instance's cache (at once here, on pub/sub delivery elsewhere). The time bounds
 * only a lost announcement (Redis down).
 */
export const API_KEY_CACHE_MS = 5000;

/**
 * verifyApiKey (accounts) with a short in-process memory: the Click API would otherwise read
 * Postgres on every call. Only successful verifications are kept, for API_KEY_CACHE_MS or until
 * forgetWorkspace; refusals always go to Postgres, so a new key works at once. Postgres failing
 * is ServiceUnavailableError (503).
 */
export class ApiKeyCache {
  private readonly verified = new Lru<string, { principal: ApiKeyPrincipal; until: number }>(10_000);

  constructor(private readonly services: AppServices) {}

  async verify(authorization: string | undefined): Promise<ApiKeyPrincipal> {
    const cached = authorization ? this.verified.get(authorization) : undefined;
    if (cached && cached.until > Date.now()) return cached.principal;
    // Only a key not in memory reaches Postgres; that failing is a 503, not a 500.
    const principal = await verifyApiKey(this.services, authorization).catch(unavailable);
    this.verified.set(authorization!, { principal, until: Date.now() + API_KEY_CACHE_MS });
    return principal;
  }

  /** Drops every cached key of a workspace (a key of it was revoked, or anything else changed there). */
  forgetWorkspace(workspaceId: string): void {
    this.verified.deleteWhere((entry) => entry.principal.workspace_id === workspaceId);
  }

  /** Drops every cached key (invalidations may have been missed while pub/sub was down). */
  forgetAll(): void {
    this.verified.clear();
  }
}
