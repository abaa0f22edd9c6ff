import type { FastifyInstance } from 'fastify';
import { cidrMatcher } from './ip-ranges';
import { httpRequestDuration, registry } from './metrics';

/**
 * GET /metrics for Prometheus. It has no authentication: the front proxy answers 404 for /metrics*
 * from outside, and INTERNAL_DENY_CIDR closes it to internal subnets that must not read it.
 */
export function registerMetricsRoute(app: FastifyInstance, denyCidrs: string[]): void {
  const denied = cidrMatcher(denyCidrs);
  app.addHook('onResponse', async (request, reply) => {
    httpRequestDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', async (request, reply) => {
    if (denied(request.ip)) return reply.code(404).send({ error: 'not found' });
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
}
