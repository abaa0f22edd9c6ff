import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { performance } from 'node:perf_hooks';
import type { AppServices } from '../../services/context';
import type { RawQuery } from '../click-routing/click-params';
import type { CompiledCampaign } from '../click-routing/compiled';
import { requestHost } from '../../services/domains/names';
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
      const host = requestHost(request.hostname);
      const domain = hot.domains.get(host);
      if (domain?.https_redirect && request.protocol === 'http') return httpsRedirect(reply, host, request.url);
      if (hot.domains.refuses(host, domain)) return notFoundPage(reply);
      let campaign;
      try {
        campaign = hot.table.peek(alias) ?? (await hot.table.get(alias));
      } catch (error) {
        // A campaign not compiled yet needs Postgres; warm campaigns keep routing without it.
        request.log.warn({ err: error, alias }, 'redirect: campaign could not be loaded');
        return unavailablePage(reply);
      }
      // A campaign limited to its domains, or one a domain does not take: as absent as an unknown alias.
      if (!campaign || !hot.domains.answers(domain, campaign)) return notFoundPage(reply);
      await serveCampaign(request, reply, services, hot, campaign, secure);
      clickDuration.observe({ channel: 'redirect' }, (performance.now() - started) / 1000);
      return reply;
    },
  });
}

/** Routes one visitor's click through a campaign and answers the browser (the tracking link, and a domain's root). */
export async function serveCampaign(
  request: FastifyRequest<{ Querystring: RawQuery }>,
  reply: FastifyReply,
  services: AppServices,
  hot: HotPath,
  campaign: CompiledCampaign,
  secure: boolean,
): Promise<FastifyReply> {
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
    request.log.warn(
      { err: error.reason, alias: campaign.alias },
      'redirect: send_to_campaign target could not be loaded',
    );
    return unavailablePage(reply);
  }
  return answerVisitor(reply, click, secure || request.protocol === 'https');
}

/** A domain with HTTP → HTTPS: the same address over https (301, as trackers do). */
export function httpsRedirect(reply: FastifyReply, host: string, url: string): FastifyReply {
  return reply.code(301).header('cache-control', 'no-store').header('location', `https://${host}${url}`).send();
}

/** A visitor's 503 while Postgres is down: plain text (the other hot-path routes answer JSON). */
export function unavailablePage(reply: FastifyReply): FastifyReply {
  return reply
    .code(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .type('text/plain; charset=utf-8')
    .send('Service Unavailable');
}
