import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { allJobs } from '../jobs';
import { maintainClickPartitions } from '../services/clicks/partitions';
import { maintainConversionPartitions } from '../services/conversions/partitions';
import { openConversions } from './conversions';
import { ClickStore } from '../edge/click-recording/click-store';
import { ClickConsumer } from '../edge/click-recording/consumer';
import { ClickRecorder } from '../edge/click-recording/recorder';
import { JobRunner } from '../jobs/runner';
import { startHotPath, type HotPath } from '../edge/http/hot-path';
import { buildAppSchema } from '../resolvers/build-schema';
import { closeActionScriptSandbox, validateActionScript } from '../edge/sandbox';
import type { Config } from '../infra/config';
import type { EdgeServices } from '../edge/edge-services';
import { authenticateAdminRequest } from '../services/accounts/authenticator';
import { trackPendingGauge } from '../services/webhooks/pending';
import { openConversionQueues } from '../services/conversions/forwarding/queue';
import { ruleEvaluationDeps } from './rule-evaluation';
import { clickFinder } from '../edge/postback-intake/previous-click';
import { openDatabase } from '../infra/database';
import { buildHttpApp } from './http';
import { RedisPubSub } from '../infra/pubsub';
import { openRedis, type Redis } from '../infra/redis';
import { checkRedisPersistence } from '../infra/redis-persistence';
import { createOutboundClient } from '../services/outbound/client';
import { serviceVersion } from '../services/system/version';
import { LiveHub } from '../services/live/hub';
import { LiveFeeds } from '../services/live/feeds';
import { startAnalytics, type AnalyticsRole } from '../reports/analytics/start';
import { createReportPool } from '../reports/pool';

export interface RuntimeOptions {
  http: boolean;
  workers: boolean;
  logger?: FastifyBaseLogger | false;
  clock?: () => Date;
}

/** The services as built here: the job queue is the runner itself (tests start its workers). */
export type RuntimeServices = EdgeServices & { jobs: JobRunner };

export interface Runtime {
  services: RuntimeServices;
  jobs: JobRunner;
  app?: FastifyInstance;
  /** Routing table and click engine (HTTP processes only). */
  hotPath?: HotPath;
  close(): Promise<void>;
}

/**
 * Opens Postgres (creating the database and migrating it) and Redis, then starts what is asked:
 * the HTTP app, the job workers, or both. close() drains in reverse order.
 */
export async function startRuntime(config: Config, options: RuntimeOptions, log: FastifyBaseLogger): Promise<Runtime> {
  const orm: MikroORM = await openDatabase(config.databaseUrl);
  const opened: Redis[] = [];
  const clickStore = new ClickStore(config.databaseUrl);
  let untrackPending: (() => void) | undefined;
  let closeConversions: (() => Promise<void>) | undefined;
  let liveFeeds: LiveFeeds | undefined;
  try {
    const clock = options.clock ?? (() => new Date());
    await maintainClickPartitions(config.databaseUrl, clock());
    await maintainConversionPartitions(config.databaseUrl, clock());
    const redis = await openRedis(config.redisUrl, 'main', {
      failFast: true,
      hangTimeoutMs: config.redisCommandTimeoutMs,
      onHang: (reason) => log.warn(`${reason}: connection reset, its pending commands failed`),
    });
    opened.push(redis);
    await checkRedisPersistence(redis, log);
    const subscriber = await openRedis(config.redisUrl, 'subscriber');
    opened.push(subscriber);
    if (config.outboundAllowPrivateForTests.length) {
      log.warn(
        `OUTBOUND_ALLOW_PRIVATE_FOR_TESTS is set: outbound requests may reach ` +
          `${config.outboundAllowPrivateForTests.join(', ')}. Never set it in production.`,
      );
    }
    const { conversions, close: closeConversionPools } = await openConversions(config, orm, subscriber);
    closeConversions = closeConversionPools;
    const pubSub = new RedisPubSub(redis, subscriber, config.redisPrefix);
    // Live updates: the writers tell the feeds what they committed; the feeds publish only what someone listens to.
    const live = new LiveHub({
      pubSub,
      store: redis,
      prefix: config.redisPrefix,
      onError: (error) => log.warn({ err: error }, 'live updates: listener registry unavailable'),
    });
    liveFeeds = new LiveFeeds(live);
    const feeds = liveFeeds;
    clickStore.onWritten = (entries) => feeds.clicksWritten(entries);
    conversions.store.onWritten = (written) => feeds.conversionsWritten(written);
    conversions.store.onLogged = (entry) => feeds.postbackLogged(entry);
    live.start();
    const services = {
      config,
      orm,
      redis,
      pubSub,
      live,
      clock,
      authenticate: authenticateAdminRequest,
      outbound: createOutboundClient({
        allowPrivateForTests: config.outboundAllowPrivateForTests,
        userAgent: `traffic-tracker/${serviceVersion()}`,
      }),
      clicks: new ClickRecorder({
        redis,
        store: clickStore,
        redisPrefix: config.redisPrefix,
        streamMaxLength: config.clickStreamMaxLength,
        bufferMax: config.clickBufferMax,
        log,
      }),
      conversions,
      checkActionScript: validateActionScript,
      reportPool: createReportPool(config),
      analyticsCopy: { reader: null },
    } as RuntimeServices;
    // The runner needs the services it hands to processors, and services carry the runner for producers.
    const jobs = new JobRunner(services, log);
    services.jobs = jobs;
    services.ruleEvaluation = ruleEvaluationDeps(services);
    services.findClick = clickFinder(services);
    // The webhook_events_pending gauge reads this runtime's Redis until it closes.
    untrackPending = trackPendingGauge(services);
    openConversionQueues(jobs);
    const hotPath = options.http ? await startHotPath(services, subscriber, log) : undefined;
    const app = options.http
      ? await buildHttpApp({ services, schema: await buildAppSchema(services.pubSub), logger: options.logger, hotPath })
      : undefined;
    let clickConsumer: ClickConsumer | undefined;
    let analytics: AnalyticsRole | null = null;
    if (options.workers) {
      const consumerRedis = await openRedis(config.redisUrl, 'click-consumer');
      opened.push(consumerRedis);
      clickConsumer = new ClickConsumer({
        redis: consumerRedis,
        store: clickStore,
        redisPrefix: config.redisPrefix,
        log,
      });
      await clickConsumer.start();
      await jobs.start(allJobs);
    }
    // The copy's owner runs with the workers; a process without them asks it (docs/reports.md, "Analytics store").
    if (options.workers || options.http) analytics = await startAnalytics(services, log, { owner: options.workers });
    let closing: Promise<void> | undefined;
    const close = () =>
      (closing ??= (async () => {
        if (app) await app.close();
        await hotPath?.close();
        untrackPending?.();
        // Clicks in memory go to Postgres or the stream, then the consumer writes what the stream holds.
        await services.clicks.close(config.shutdownTimeoutMs);
        await clickConsumer?.close(config.shutdownTimeoutMs);
        await jobs.close(config.shutdownTimeoutMs);
        await analytics?.close();
        await services.reportPool.end();
        await services.outbound.close();
        await closeConversions?.();
        liveFeeds?.close();
        live.stop();
        await closeActionScriptSandbox();
        await Promise.allSettled(opened.map((client) => client.quit()));
        await clickStore.close();
        await orm.close();
      })());
    return { services, jobs, app, hotPath, close };
  } catch (error) {
    liveFeeds?.close();
    untrackPending?.();
    await closeConversions?.();
    await Promise.allSettled(opened.map((client) => client.quit()));
    await clickStore.close();
    await orm.close();
    throw error;
  }
}
