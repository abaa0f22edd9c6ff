import type { OutboundClient } from '../outbound/client';
import { attachAuditActor } from '../../entities/audit-subscriber';
import { FlushMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Redis } from '../../infra/redis';
import { openSecret, sealSecret } from '../crypto/secret-box';
import type { CheckActionScript } from './action-script-check';
import { RoutingInvalidations } from './routing-invalidation';

/** Encrypts and decrypts stored secrets of one installation (AES-256-GCM, services/crypto). */
export interface Secrets {
  seal(plaintext: string, context: string): string;
  open(sealed: string, context: string): string;
}

/**
 * What a tracking-model service needs for one request: the request's EntityManager, the
 * workspace every query is scoped to, stored-secret encryption, the public base URL (campaign
 * links) and the routing-invalidation publisher.
 */
export interface TrackingScope {
  em: EntityManager;
  workspace_id: string;
  secrets: Secrets;
  baseUrl: string;
  invalidations: RoutingInvalidations;
  clock: () => Date;
  /** The outbound client's check of a URL the service will send requests to (a literal private or metadata address throws). */
  checkOutboundUrl: (url: string) => void;
  /** Compiles a flow's action script on save (the hot path's sandbox, handed in). */
  checkActionScript: CheckActionScript;
}

export function secretsFor(appSecret: string): Secrets {
  return {
    seal: (plaintext, context) => sealSecret(appSecret, plaintext, context),
    open: (sealed, context) => openSecret(appSecret, sealed, context),
  };
}

/** What a scope is built from: the process's services (services/context.ts AppServices has them). */
export interface ScopeServices {
  config: { appSecret: string; publicBaseUrl: string; redisPrefix: string };
  orm: MikroORM;
  redis: Redis;
  clock: () => Date;
  /** Checks a user URL against private ranges (OutboundClient.checkUrl). */
  outbound: Pick<OutboundClient, 'checkUrl'>;
  checkActionScript: CheckActionScript;
}

/** A scope outside a request (scripts, jobs): a fresh EntityManager of its own. */
export function scopeFor(services: ScopeServices, workspaceId: string, em?: EntityManager): TrackingScope {
  const { config, redis, clock, orm } = services;
  return {
    // Commit flush mode: validation queries made half-way through applying a change must not
    // flush the half-applied row (the default auto mode would), so a refused change saves nothing.
    em: (em ?? orm.em).fork({ flushMode: FlushMode.COMMIT }),
    workspace_id: workspaceId,
    secrets: secretsFor(config.appSecret),
    baseUrl: config.publicBaseUrl,
    invalidations: new RoutingInvalidations(redis, config.redisPrefix),
    clock,
    checkOutboundUrl: (url) => void services.outbound.checkUrl(url),
    checkActionScript: services.checkActionScript,
  };
}

/** The scope of a GraphQL or REST request, after its permission check. */
export function trackingScope(
  ctx: { services: ScopeServices; em: EntityManager },
  principal: { workspace_id: string; user_id?: string },
): TrackingScope {
  const scope = scopeFor(ctx.services, principal.workspace_id, ctx.em);
  // The audit log names the request's user as the author of what this scope flushes.
  if (principal.user_id) attachAuditActor(scope.em, { kind: 'user', user_id: principal.user_id });
  return scope;
}
