import type { FastifyInstance } from 'fastify';
import { performance } from 'node:perf_hooks';
import type { AppServices } from '../../services/context';
import { ForbiddenError, NotFoundError } from '../../services/errors';
import { requireScope } from '../../services/accounts/api-key-auth';
import { withTokenFragment } from '../click-routing/click-token';
import { clickDuration } from '../click-routing/telemetry';
import { clickLogLevel } from './click-log-level';
import type { HotPath } from './hot-path';
import type { ClickApiLimit } from './rate-limit';
import { ALIAS_PATTERN } from './redirect.route';
import { unavailable } from '../click-routing/unavailable';
import type { RoutedClick } from '../click-routing/engine';
import {
  bodyObject,
  ipAddress,
  optionalString,
  requiredString,
  stringMap,
  SUB_ID_KEY,
  subIdParams,
} from './request-fields';

/** Spec "Limits": Click API and rclient bodies up to 64 KiB. */
export const CLICK_API_BODY_LIMIT = 64 * 1024;

const FIELDS = ['campaign', 'ip', 'user_agent', 'sub_ids', 'referer', 'language', 'params'] as const;

/**
 * `POST /click-api/v3`: the same flow, landing and offer selection as a redirect, answered as JSON
 * (docs/routing.md). API key with scope `write`; only campaigns of the key's workspace. Contract v3
 * expresses only redirects: any other end is 404 `no matching flow`, and the click is still recorded.
 */
export function registerClickApiRoute(
  app: FastifyInstance,
  services: AppServices,
  hot: HotPath,
  limit: ClickApiLimit,
): void {
  app.post(
    '/click-api/v3',
    { bodyLimit: CLICK_API_BODY_LIMIT, logLevel: clickLogLevel(services.config) },
    async (request, reply) => {
      const started = performance.now();
      await limit.check(request);
      const key = await hot.apiKeys.verify(request.headers.authorization);
      requireScope(key, 'write');

      const body = bodyObject(request.body, FIELDS);
      const alias = requiredString(body, 'campaign', 64).toLowerCase();
      const ip = ipAddress(body, 'ip');
      const userAgent = optionalString(body, 'user_agent', 2048);
      const referer = optionalString(body, 'referer', 2048);
      const language = optionalString(body, 'language', 256);
      const subIds = stringMap(body, 'sub_ids', SUB_ID_KEY, 'use sub1 to sub30');
      const params = stringMap(body, 'params');

      // Unknown and foreign aliases answer alike, so a key cannot probe other workspaces' aliases.
      // Only a campaign not compiled yet needs Postgres (503 while it is down); the warm path adds no promise.
      const campaign = ALIAS_PATTERN.test(alias)
        ? (hot.table.peek(alias) ?? (await hot.table.get(alias).catch(unavailable)))
        : null;
      if (!campaign || campaign.workspace_id !== key.workspace_id)
        throw new ForbiddenError('campaign not available to this API key');

      const click = await hot.engine.route({
        channel: 'click_api',
        campaign,
        ip,
        headers: { 'user-agent': userAgent, referer, 'accept-language': language },
        query: { ...params, ...subIdParams(subIds) },
        time: services.clock(),
      });
      clickDuration.observe({ channel: 'click_api' }, (performance.now() - started) / 1000);
      if (click.http_status !== 302 || !click.destination) throw new NotFoundError(noRedirectMessage(click));
      return reply.code(200).send({
        click_id: click.click_id,
        destination: click.landing ? withTokenFragment(click.destination, click.token) : click.destination,
        campaign_id: click.campaign.id,
        flow_id: click.flow?.id ?? null,
        ...(click.landing ? { landing_id: click.landing.id } : {}),
        ...(click.offer ? { offer_id: click.offer.id } : {}),
      });
    },
  );
}

/**
 * Why a click did not end in a redirect, without repeating what was submitted. A bot refused by
 * the campaign's bot rule says so (and why it was taken for a bot): a plain "no matching flow"
 * sent integrators hunting through their flows for a user agent the detector had classed as a crawler.
 */
export function noRedirectMessage(click: Pick<RoutedClick, 'flow' | 'campaign' | 'visitor'>): string {
  const { visitor, campaign } = click;
  if (click.flow || !visitor.is_bot || campaign.bot_action === 'route') return 'no matching flow';
  const cause =
    visitor.user_agent.trim() === ''
      ? 'no user agent'
      : visitor.is_datacenter
        ? 'a datacenter address'
        : 'a user agent of a crawler or tool';
  return `no matching flow: the visitor was classed as a bot (${cause}) and the campaign's bot_action is ${campaign.bot_action}`;
}
