import type { LevelWithSilent } from 'pino';
import { quieterLogLevel, type Config } from '../../infra/config';

/**
 * The click routes (redirect, Click API, rclient) log warnings and errors only: two request lines
 * per click would be the busiest thing the service does, and every click is recorded anyway (the
 * click log, and traces for the sampled ones). A quieter LOG_LEVEL still applies.
 */
export const clickLogLevel = (config: Config): LevelWithSilent =>
  quieterLogLevel(config.logLevel, 'warn') as LevelWithSilent; // both are pino levels (config.ts)
