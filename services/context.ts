import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { attachAuditActor } from '../entities/audit-subscriber';
import type { FastifyBaseLogger } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { OutboundClient } from './outbound/client';
import type { JobQueue } from './queue';
import type { Config } from '../infra/config';
import type { Redis } from '../infra/redis';
import type { RedisPubSub } from '../infra/pubsub';
import type pg from 'pg';
import type { ConversionStore } from './conversions/store';
import type { PostbackKeys } from './conversions/postback-keys';
import type { ConversionConfigs } from './conversions/workspace-config';
import type { StoredClicks } from './conversions/stored-clicks';
import type { ClickFinder } from './conversions/click-finder';
import type { RuleEvaluationDeps } from './rules/evaluate';
import type { CheckActionScript } from './catalogue/action-script-check';
import type { LiveHub } from './live/hub';
import type { AnalyticsCopySlot } from './analytics-copy';

/** Who is calling. Filled by the authenticator of the accounts area; null for anonymous requests. */
export interface Principal {
  user_id: string;
  workspace_id: string;
  role: string;
  /** Permission names such as `campaigns.edit`, re-read from the membership on every request. */
  permissions: ReadonlySet<string>;
}

/** What an authenticator sees of a request: the same for HTTP, the REST facade and graphql-ws. */
export interface CallerInfo {
  headers: IncomingHttpHeaders;
  ip: string;
  /** The host the request was addressed to (Host, or X-Forwarded-Host from TRUSTED_PROXIES), to tell a foreign Origin. */
  host?: string;
  /** `http` or `https` as the request arrived (X-Forwarded-Proto from TRUSTED_PROXIES): an Origin must match it too. */
  protocol?: string;
  /** graphql-ws connection_init payload, where the browser puts its token. */
  connectionParams?: Record<string, unknown>;
  /** Why presented credentials were refused (set by the authenticator), so a 401 can say so. */
  authError?: string;
}

export type Authenticator = (caller: CallerInfo, services: AppServices) => Promise<Principal | null>;

/**
 * The conversion side's process-wide parts (`services.conversions`), built by the composition root
 * (app/conversions.ts): pg pools of its own for the hot path, forwarding, logs and imports (raw SQL),
 * the postback-key and configuration caches.
 */
export interface ConversionServices {
  /** The conversion side's pg pool (raw SQL: logs, forwarding, imports). */
  pool: pg.Pool;
  store: ConversionStore;
  keys: PostbackKeys;
  configs: ConversionConfigs;
  /** Stored click rows by id and time, batched (the conversion hot path's lookup). */
  clicks: StoredClicks;
}

/** Process-wide singletons handed to resolvers, services and jobs explicitly. */
export interface AppServices {
  config: Config;
  orm: MikroORM;
  redis: Redis;
  pubSub: RedisPubSub;
  clock: () => Date;
  authenticate: Authenticator;
  /** Producer side of the job queues (workers run only where RUN_WORKERS is on). */
  jobs: JobQueue;
  /** The one HTTP client for user-chosen URLs (webhooks, outbound postbacks, CAPI): SSRF-safe. */
  outbound: OutboundClient;
  /** The conversion side: its pg pools and store, postback-key and configuration caches. */
  conversions: ConversionServices;
  /** Compiles an action script on save (a port: the composition root hands in the hot path's sandbox). */
  checkActionScript: CheckActionScript;
  /** Live updates (GraphQL subscriptions): who listens where, and publishing only then. */
  live: LiveHub;
  /** The auto-rules evaluator's ports (webhooks, notifications, messenger, catalogue, reports), bound by app/. */
  ruleEvaluation: RuleEvaluationDeps;
  /** The click a conversion names (a port: the hot path's lookup implements it, services/conversions/click-finder.ts). */
  findClick: ClickFinder;
  /** The report engine's pg pool (long statements under REPORT_TIMEOUT_S, apart from the hot path's). */
  reportPool: pg.Pool;
  /** The analytics copy this process reads, if it keeps one (filled when the copy's part starts). */
  analyticsCopy: AnalyticsCopySlot;
}

/** The GraphQL context: one per HTTP request, facade request or subscription operation. */
export interface AppContext {
  /** Forked EntityManager of this request. Subscription resolvers call forkEm() per event instead. */
  em: EntityManager;
  forkEm(): EntityManager;
  services: AppServices;
  principal: Principal | null;
  caller: CallerInfo;
  log: FastifyBaseLogger;
  /** Aborts when the HTTP client went away before its answer (long reads such as reports cancel their work). */
  signal?: AbortSignal;
}

export async function createContext(
  services: AppServices,
  caller: CallerInfo,
  log: FastifyBaseLogger,
  signal?: AbortSignal,
): Promise<AppContext> {
  const principal = await services.authenticate(caller, services);
  const em = services.orm.em.fork();
  // The audit log names the request's user as the author of what this EntityManager flushes.
  if (principal) attachAuditActor(em, { kind: 'user', user_id: principal.user_id });
  return {
    em,
    forkEm: () => services.orm.em.fork(),
    services,
    principal,
    caller,
    log,
    signal,
  };
}

export const anonymous: Authenticator = async () => null;
