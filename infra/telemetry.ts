import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * The process's metric registry. Metrics are module singletons so that several app instances in
 * one process (tests) share them. No metric carries a campaign or workspace label.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });
// prom-client's totals of its per-type gauges are gauges named like counters (`promtool check
// metrics` refuses the suffix); the per-type series (nodejs_active_handles{type}, …) stay.
for (const name of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'])
  registry.removeSingleMetric(name);

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request duration by route pattern, method and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** Leaves the routes of a scope out of http_request_duration_seconds (the click routes have click_routing_duration_seconds). */
export function withoutHttpMetrics(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...(route.config as object), http_metrics: false } as typeof route.config;
  });
}
