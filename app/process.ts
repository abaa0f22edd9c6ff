import pino from 'pino';
import { ConfigError, loadConfig, prepareEnvironment, type Config } from '../infra/config';
import { DependencyUnavailable } from '../infra/database';
import { startRuntime, type Runtime, type RuntimeOptions } from './runtime';

/**
 * Shared start-up of the server and worker processes: environment, config, dependencies,
 * one clear line and exit code 1 when something is missing, graceful drain on SIGTERM/SIGINT.
 */
export async function runProcess(
  kind: 'server' | 'worker',
  optionsFor: (config: Config) => RuntimeOptions,
  /** Runs once the runtime is up; what it returns runs first on SIGTERM (before the runtime drains). */
  afterStart: (runtime: Runtime, config: Config, log: pino.Logger) => Promise<void | (() => Promise<void>)>,
): Promise<void> {
  let config: Config;
  try {
    prepareEnvironment();
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const log = pino({ level: config.logLevel, base: { process: kind } });
  let runtime: Runtime;
  try {
    runtime = await startRuntime(config, { ...optionsFor(config), logger: log }, log);
  } catch (error) {
    if (error instanceof DependencyUnavailable) {
      console.error(error.message);
      process.exit(1);
    }
    console.error(`Start-up failed: ${(error as Error).message}`);
    process.exit(1);
  }
  let stopping = false;
  let beforeClose: (() => Promise<void>) | undefined;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'draining in-flight requests and jobs');
    const timer = setTimeout(() => {
      log.error('drain timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs + 5000);
    timer.unref();
    (beforeClose?.() ?? Promise.resolve())
      .then(() => runtime.close())
      .then(
        () => {
          log.info('stopped');
          process.exit(0);
        },
        (error) => {
          log.error({ err: error }, 'error while stopping');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  // Handlers first: a supervisor may send SIGTERM as soon as the ready line appears.
  try {
    beforeClose = (await afterStart(runtime, config, log)) ?? undefined;
  } catch (error) {
    // A port in use (PORT, METRICS_PORT): one line, the runtime drained, exit 1.
    console.error(`Start-up failed: ${(error as Error).message}`);
    await runtime.close().catch(() => undefined);
    process.exit(1);
  }
}
