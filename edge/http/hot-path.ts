import type { FastifyBaseLogger } from 'fastify';
import type { EdgeServices } from '../edge-services';
import type { Redis } from '../../infra/redis';
import {
  onLocalInvalidation,
  subscribeRoutingInvalidations,
  type RoutingInvalidation,
} from '../../services/catalogue/routing-invalidation';
import { secretsFor } from '../../services/catalogue/scope';
import { loadVisitorDetector } from '../visitor-detection/detector';
import { installActionScriptRunner } from '../click-routing/action-script';
import { ClickEngine } from '../click-routing/engine';
import { actionScriptRunner, actionScriptSandbox } from '../sandbox';
import { HostedLandingDirectory } from '../landing-files/directory';
import { ApiKeyCache } from './api-key-cache';
import { RoutingTable } from '../click-routing/routing-table';
import type { Random } from '../click-routing/weighted';
import { DomainTable } from '../domains/domain-table';
import { onLocalDomainChange, subscribeDomainChanges } from '../../services/domains/invalidation';

/** The click-serving machinery of one HTTP process: routing table, visitor detection and the engine. */
export interface HotPath {
  table: RoutingTable;
  engine: ClickEngine;
  /** Verified Click API keys; a workspace's are dropped with its routing invalidations (a revoked key stops at once). */
  apiKeys: ApiKeyCache;
  /** Hosted landings' id → served version; a workspace's entries are dropped with its routing invalidations (a delete is 404 at once). */
  landings: HostedLandingDirectory;
  /** Tracking domains by host name (edge/domains/), reloaded on every domain change. */
  domains: DomainTable;
  close(): Promise<void>;
}

/**
 * Loads the detection databases, builds the routing table and subscribes it to routing
 * invalidations (pub/sub from every instance, in-process for this one's own changes). After the
 * subscription connection comes back from an interruption, everything is recompiled: events may
 * have been missed meanwhile.
 */
export async function startHotPath(
  services: EdgeServices,
  subscriber: Redis,
  log: FastifyBaseLogger,
  options: { random?: Random } = {},
): Promise<HotPath> {
  const { config } = services;
  const detector = await loadVisitorDetector(config.detection, config.appSecret);
  // Action-script flows run in the sandbox's worker pool (started on the first script).
  installActionScriptRunner(actionScriptRunner(actionScriptSandbox(), log));
  const table = new RoutingTable(
    {
      em: () => services.orm.em.fork(),
      secrets: secretsFor(config.appSecret),
      publicBaseUrl: config.publicBaseUrl,
      clock: services.clock,
    },
    log,
    {
      refreshEveryMs: config.routingRefreshSeconds * 1000,
      unknownAliasTtlMs: config.routingUnknownAliasTtlSeconds * 1000,
    },
  );
  const apiKeys = new ApiKeyCache(services);
  const landings = new HostedLandingDirectory(services.orm);
  const invalidate = (event: RoutingInvalidation) => {
    table.invalidate(event);
    apiKeys.forgetWorkspace(event.workspace_id);
    landings.forgetWorkspace(event.workspace_id);
  };
  const unsubscribe = await subscribeRoutingInvalidations(subscriber, config.redisPrefix, invalidate);
  const removeLocal = onLocalInvalidation(invalidate);
  const onReconnect = () => {
    table.invalidateAll();
    apiKeys.forgetAll();
    landings.forgetAll();
  };
  const domains = new DomainTable(services.orm, log, {
    knownOnly: config.domains.knownOnly,
    publicHost: new URL(config.publicBaseUrl).hostname.toLowerCase(),
    refreshEveryMs: config.routingRefreshSeconds * 1000,
  });
  await domains.reload();
  const unsubscribeDomains = await subscribeDomainChanges(subscriber, config.redisPrefix, () => void domains.reload());
  const removeLocalDomains = onLocalDomainChange(() => domains.reload());
  const reloadDomains = () => void domains.reload();
  subscriber.on('ready', onReconnect);
  subscriber.on('ready', reloadDomains);
  const engine = new ClickEngine({
    table,
    detector,
    redis: services.redis,
    redisPrefix: config.redisPrefix,
    recorder: services.clicks,
    appSecret: config.appSecret,
    publicBaseUrl: config.publicBaseUrl,
    log,
    landingClickTtlSeconds: config.clickCacheTtlSeconds,
    random: options.random,
  });
  return {
    table,
    engine,
    apiKeys,
    landings,
    domains,
    async close() {
      subscriber.off('ready', onReconnect);
      subscriber.off('ready', reloadDomains);
      removeLocal();
      removeLocalDomains();
      await unsubscribe().catch(() => undefined);
      await unsubscribeDomains().catch(() => undefined);
      table.close();
      domains.close();
    },
  };
}
