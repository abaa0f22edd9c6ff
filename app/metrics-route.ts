import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { clientAddress } from '../infra/client-address';
import { clusterMetricsText } from './cluster';
import { cidrMatcher } from '../infra/ip-ranges';
import { httpRequestDuration, registry } from '../infra/telemetry';

/**
 * GET /metrics for Prometheus. It has no authentication: the front proxy answers 404 for /metrics*
 * from outside, and INTERNAL_DENY_CIDR closes it to internal subnets that must not read it. With
 * METRICS_PORT set (`serveRoute` false) it is not on this port at all (app/telemetry-server.ts); the
 * request durations are still measured here.
 */
export function registerMetricsRoute(app: FastifyInstance, denyCidrs: string[], serveRoute = true): void {
  const denied = cidrMatcher(denyCidrs);
  // A callback hook (no promise per request); routes that time themselves opt out (withoutHttpMetrics).
  app.addHook('onResponse', (request, reply, done) => {
    if ((request.routeOptions.config as { http_metrics?: boolean } | undefined)?.http_metrics !== false) {
      httpRequestDuration.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    }
    done();
  });
  if (!serveRoute) return;
  app.get('/metrics', async (request, reply) => {
    if (denied(clientAddress(request))) return reply.code(404).send({ error: 'not found' });
    reply.header('content-type', registry.contentType);
    // An HTTP worker of a cluster answers for the whole service (app/cluster.ts).
    return cluster.isWorker ? clusterMetricsText() : registry.metrics();
  });
}
