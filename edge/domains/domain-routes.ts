import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../services/context';
import { requestHost } from '../../services/domains/names';
import type { RawQuery } from '../click-routing/click-params';
import { notFoundPage } from '../http/answer';
import { clickLogLevel } from '../http/click-log-level';
import type { HotPath } from '../http/hot-path';
import { httpsRedirect, serveCampaign, unavailablePage } from '../http/redirect.route';

const ROBOTS = {
  allow: 'User-agent: *\nAllow: /\n',
  disallow: 'User-agent: *\nDisallow: /\n',
} as const;

/**
 * What a tracking domain answers besides its campaigns' links (docs/domains.md): its root `/`
 * (a default campaign, a 404 or a text), `/robots.txt`, and the TLS front's question. A host that
 * is not an added domain answers 404 (the visitors' page, as an unknown alias), read from memory.
 */
export function registerDomainRoutes(app: FastifyInstance, services: AppServices, hot: HotPath): void {
  const secure = services.config.publicBaseUrl.startsWith('https:');
  app.route<{ Querystring: RawQuery }>({
    method: 'GET',
    url: '/',
    exposeHeadRoute: false,
    logLevel: clickLogLevel(services.config),
    handler: async (request, reply) => {
      const host = requestHost(request.hostname);
      const domain = hot.domains.get(host);
      if (!domain) return notFoundPage(reply);
      if (domain.https_redirect && request.protocol === 'http') return httpsRedirect(reply, host, request.url);
      if (domain.root_action === 'text')
        return reply
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send(domain.root_text ?? '');
      if (domain.root_action !== 'campaign' || !domain.root_campaign_id) return notFoundPage(reply);
      let campaign;
      try {
        campaign = await hot.table.getById(domain.root_campaign_id);
      } catch (error) {
        request.log.warn({ err: error }, 'domain root: campaign could not be loaded');
        return unavailablePage(reply);
      }
      // Deleted since (the column is cleared by its foreign key on the next read), or moved to another workspace.
      if (!campaign || campaign.workspace_id !== domain.workspace_id) return notFoundPage(reply);
      return serveCampaign(request, reply, services, hot, campaign, secure);
    },
  });

  app.get('/robots.txt', async (request, reply) => {
    const host = requestHost(request.hostname);
    const domain = hot.domains.get(host);
    if (!domain) return notFoundPage(reply);
    if (domain.https_redirect && request.protocol === 'http') return httpsRedirect(reply, host, request.url);
    return reply
      .header('cache-control', 'public, max-age=300')
      .type('text/plain; charset=utf-8')
      .send(ROBOTS[domain.robots]);
  });

  // Caddy's on-demand TLS `ask` (docs/operations.md): 200 lets it obtain a certificate for `domain`, anything else refuses.
  app.get<{ Querystring: { domain?: string } }>('/internal/tls-ask', async (request, reply) => {
    const raw = typeof request.query.domain === 'string' ? request.query.domain : '';
    const allowed = raw.length > 0 && raw.length <= 253 && hot.domains.certificateAllowed(requestHost(raw));
    return reply
      .code(allowed ? 200 : 404)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(allowed ? 'ok\n' : 'no certificate for this name\n');
  });
}
