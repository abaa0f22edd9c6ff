import type { FastifyInstance, FastifyReply } from 'fastify';
import { performance } from 'node:perf_hooks';
import type { AppServices } from '../../services/context';
import type { RawQuery } from '../click-routing/click-params';
import { clickDuration } from '../click-routing/telemetry';
import { answerVisitor, notFoundPage } from './answer';
import { clickLogLevel } from './click-log-level';
import type { HotPath } from './hot-path';
import { RETRY_AFTER_SECONDS, ServiceUnavailableError } from '../click-routing/unavailable';

/** Campaign aliases (services/catalogue/aliases.ts): lower case, digits, - and _. */
export const ALIAS_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/**
 * `GET /{alias}`: the tracking link. Static routes (/metrics, /healthz, /graphql, /sdk/…) win over
 * this parametric one in the router, and the tracking model refuses aliases that collide with
 * them. HEAD is not routed (link previewers would count as clicks).
 */
export function registerRedirectRoute(app: FastifyInstance, services: AppServices, hot: HotPath): void {
  const secure = services.config.publicBaseUrl.startsWith('https:');
  app.route<{ Params: { alias: string }; Querystring: RawQuery }>({
    method: 'GET',
    url: '/:alias',
    exposeHeadRoute: false,
    logLevel: clickLogLevel(services.config),
    handler: async (request, reply) => {
      const started = performance.now();
      const alias = request.params.alias.toLowerCase();
      if (!ALIAS_PATTERN.test(alias)) return notFoundPage(reply);
      let campaign;
      try {
        campaign = hot.table.peek(alias) ?? (await hot.table.get(alias));
      } catch (error) {
        // A campaign not compiled yet needs Postgres; warm campaigns keep routing without it.
        request.log.warn({ err: error, alias }, 'redirect: campaign could not be loaded');
        return unavailablePage(reply);
      }
      if (!campaign) return notFoundPage(reply);
      let click;
      try {
        click = await hot.engine.route({
          channel: 'redirect',
          campaign,
          ip: request.ip,
          headers: request.headers,
          query: request.query,
          time: services.clock(),
        });
      } catch (error) {
        // The engine marks what needs Postgres (a send_to_campaign target not compiled yet): the same 503.
        if (!(error instanceof ServiceUnavailableError)) throw error;
        request.log.warn({ err: error.reason, alias }, 'redirect: send_to_campaign target could not be loaded');
        return unavailablePage(reply);
      }
      answerVisitor(reply, click, secure);
      clickDuration.observe({ channel: 'redirect' }, (performance.now() - started) / 1000);
      return reply;
    },
  });
}

/** A visitor's 503 while Postgres is down: plain text (the other hot-path routes answer JSON). */
function unavailablePage(reply: FastifyReply): FastifyReply {
  return reply
    .code(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .type('text/plain; charset=utf-8')
    .send('Service Unavailable');
}
