import 'reflect-metadata';
import cluster from 'node:cluster';
import { answerMetricsRequests, forkHttpWorkers, type HttpWorkers } from './cluster';
import { readinessCheck } from './health';
import { startMetricsServer } from './telemetry-server';
import { runProcess } from './process';
import { ensureFirstAdmin, hasUsers, loginHint } from '../services/accounts/bootstrap';

/**
 * `npm start`: migrates, serves HTTP and (unless RUN_WORKERS=false) processes jobs in the same
 * process. With HTTP_WORKERS > 1 this process migrates and runs the jobs, and that many forked
 * HTTP workers serve the port (app/cluster.ts).
 */
if (cluster.isWorker) {
  answerMetricsRequests();
  // Without its primary a worker drains and stops (the SIGTERM path of runProcess).
  process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  void runProcess(
    'server',
    () => ({ http: true, workers: false }),
    async (runtime, config) => {
      await runtime.app!.listen({ port: config.port, host: config.host });
    },
  );
} else {
  void runProcess(
    'server',
    (config) => ({ http: config.httpWorkers === 1, workers: config.runWorkers }),
    async (runtime, config, log) => {
      // The first admin (ADMIN_EMAIL/ADMIN_PASSWORD) exists before the port opens.
      const created = await ensureFirstAdmin(runtime.services);
      const usersExist = created !== null || (await hasUsers(runtime.services.orm.em.fork()));
      let workers: HttpWorkers | undefined;
      if (config.httpWorkers > 1) {
        workers = await forkHttpWorkers(config.httpWorkers, log);
        console.log(`${config.httpWorkers} HTTP workers share port ${config.port}.`);
      } else {
        const address = await runtime.app!.listen({ port: config.port, host: config.host });
        runtime.app!.log.info(
          `listening on ${address} (public URL ${config.publicBaseUrl}); GraphQL at /graphql, admin API at /admin_api/v1`,
        );
      }
      console.log(
        `Traffic tracker listening on ${config.publicBaseUrl} — admin API ${config.publicBaseUrl}/admin_api/v1, ` +
          `GraphQL ${config.publicBaseUrl}/graphql`,
      );
      if (!config.runWorkers)
        console.log('Job workers are off here (RUN_WORKERS=false): run `npm run worker` beside it.');
      for (const line of loginHint(config.publicBaseUrl, usersExist, created)) console.log(line);
      // METRICS_PORT: /metrics leaves the published port for one of its own (the whole cluster's sum).
      const metricsServer =
        config.metricsPort === null
          ? undefined
          : await startMetricsServer({
              port: config.metricsPort,
              host: config.host,
              denyCidrs: config.internalDenyCidrs,
              readiness: readinessCheck(runtime.services),
              metrics: workers?.metrics,
            });
      if (metricsServer) console.log(`Metrics on port ${metricsServer.port}: /metrics, /readyz.`);
      return async () => {
        await metricsServer?.close();
        await workers?.stop(config.shutdownTimeoutMs + 5000);
      };
    },
  );
}
