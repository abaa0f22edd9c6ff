import 'reflect-metadata';
import { DEFAULT_METRICS_PORT } from '../infra/config';
import { readinessCheck } from './health';
import { startMetricsServer } from './telemetry-server';
import { runProcess } from './process';

/**
 * `npm run worker`: processes background jobs only (scale it apart from the HTTP servers). Its
 * monitoring port (METRICS_PORT, default 9464) serves /metrics, and /readyz for its health check.
 */
void runProcess(
  'worker',
  () => ({ http: false, workers: true }),
  async (runtime, config) => {
    const metricsServer = await startMetricsServer({
      port: config.metricsPort ?? DEFAULT_METRICS_PORT,
      host: config.host,
      denyCidrs: config.internalDenyCidrs,
      readiness: readinessCheck(runtime.services),
    });
    console.log(
      `Traffic tracker worker started: processing background jobs; metrics on port ${metricsServer.port} ` +
        '(/metrics, /readyz).',
    );
    return () => metricsServer.close();
  },
);
