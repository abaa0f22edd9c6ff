import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { allJobs } from '../jobs';
import { JobRunner } from '../jobs/runner';
import { buildAppSchema } from '../schema/build';
import { closeActionScriptSandbox } from '../tracking/sandbox';
import type { Config } from './config';
import { anonymous, type AppServices, type Authenticator } from './context';
import { openDatabase } from './database';
import { buildHttpApp } from './http';
import { RedisPubSub } from './pubsub';
import { openRedis, type Redis } from './redis';

export interface RuntimeOptions {
  http: boolean;
  workers: boolean;
  logger?: FastifyBaseLogger | false;
  clock?: () => Date;
}

export interface Runtime {
  services: AppServices;
  jobs: JobRunner;
  app?: FastifyInstance;
  close(): Promise<void>;
}

/** The authenticator of the accounts area, when one is installed (the foundation has none). */
let installedAuthenticator: Authenticator = anonymous;
export function installAuthenticator(authenticate: Authenticator): void {
  installedAuthenticator = authenticate;
}

/**
 * Opens Postgres (creating the database and migrating it) and Redis, then starts what is asked:
 * the HTTP app, the job workers, or both. close() drains in reverse order.
 */
export async function startRuntime(config: Config, options: RuntimeOptions, log: FastifyBaseLogger): Promise<Runtime> {
  const orm: MikroORM = await openDatabase(config.databaseUrl);
  const opened: Redis[] = [];
  try {
    const redis = await openRedis(config.redisUrl, 'main');
    opened.push(redis);
    const subscriber = await openRedis(config.redisUrl, 'subscriber');
    opened.push(subscriber);
    const services: AppServices = {
      config,
      orm,
      redis,
      pubSub: new RedisPubSub(redis, subscriber, config.redisPrefix),
      clock: options.clock ?? (() => new Date()),
      authenticate: installedAuthenticator,
    };
    const jobs = new JobRunner(services, log);
    const app = options.http
      ? await buildHttpApp({ services, schema: await buildAppSchema(services.pubSub), logger: options.logger })
      : undefined;
    if (options.workers) await jobs.start(allJobs);
    let closing: Promise<void> | undefined;
    const close = () =>
      (closing ??= (async () => {
        if (app) await app.close();
        await jobs.close(config.shutdownTimeoutMs);
        await closeActionScriptSandbox();
        await Promise.allSettled(opened.map((client) => client.quit()));
        await orm.close();
      })());
    return { services, jobs, app, close };
  } catch (error) {
    await Promise.allSettled(opened.map((client) => client.quit()));
    await orm.close();
    throw error;
  }
}
