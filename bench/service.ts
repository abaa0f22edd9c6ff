import type { Config } from '../infra/config';
import { startProcess, type Started } from './processes';
import { BENCH_ADMIN } from './routing';

/**
 * The service (`node dist/app/main.js`, as `npm start` runs it) on `config`'s database, Redis
 * prefix and analytics store, in a process of its own, once /readyz answers. The store's file is
 * the config's (a temporary folder), never ./data's; DuckDB's threads and memory are `npm start`'s.
 */
export function startBenchService(config: Config): Promise<Started> {
  return startProcess(
    'app/main.js',
    {
      APP_SECRET: config.appSecret,
      DATABASE_URL: config.databaseUrl,
      REDIS_URL: config.redisUrl,
      REDIS_PREFIX: config.redisPrefix,
      LOG_LEVEL: 'warn',
      ANALYTICS: config.analytics,
      ANALYTICS_FILE: config.analyticsFile,
      // The first admin seeds the benchmark data (routing campaigns, postback clicks); clients spread over X-Forwarded-For.
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      TRUSTED_PROXIES: '127.0.0.1',
    },
    '/readyz',
  );
}
