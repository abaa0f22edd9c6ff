import type { FastifyInstance } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { AppServices } from '../../services/context';
import type { CompiledCampaign } from '../click-routing/compiled';
import type { RoutedClick } from '../click-routing/engine';
import { clickDuration } from '../click-routing/telemetry';
import { VISITOR_COOKIE } from '../visitor-detection/visitor-id';
import { CLICK_API_BODY_LIMIT } from './click-api.route';
import { clickLogLevel } from './click-log-level';
import type { HotPath } from './hot-path';
import type { ClickApiLimit } from './rate-limit';
import { ALIAS_PATTERN } from './redirect.route';
import { unavailable } from '../click-routing/unavailable';
import { bodyObject, ipAddress, optionalString, requiredString, stringMap } from './request-fields';

/** Header that carries the campaign token (a `token` body field is accepted too). */
export const CAMPAIGN_TOKEN_HEADER = 'x-campaign-token';

const FIELDS = ['campaign', 'token', 'ip', 'user_agent', 'referer', 'language', 'params', 'visitor_id'] as const;

export type RemoteAction =
  | 'redirect'
  | 'show_landing'
  | 'show_offer'
  | 'do_nothing'
  | 'show_404'
  | 'show_text'
  | 'show_html';

export interface RemoteAnswer {
  action: RemoteAction;
  destination: string | null;
  offer_url: string | null;
  is_bot: boolean;
  is_unique: boolean;
  reason: string | null;
  body: string | null;
  click_id: string | null;
  visitor_id: string | null;
}

/** The answer to a missing or wrong token: the same for an alias that exists and one that does not. */
const REFUSED: RemoteAnswer = {
  action: 'do_nothing',
  destination: null,
  offer_url: null,
  is_bot: false,
  is_unique: false,
  reason: null,
  body: null,
  click_id: null,
  visitor_id: null,
};

/** Compared against when the alias is unknown, so both cases run the same constant-time check. */
const STAND_IN_TOKEN = `ct_${'0'.repeat(43)}`;

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  // Lengths differ only for malformed tokens; still compare equal-length buffers to keep timing flat.
  return timingSafeEqual(a.length === b.length ? a : b, b) && a.length === b.length;
}

function remoteAction(click: RoutedClick): RemoteAction {
  switch (click.outcome) {
    case 'landing':
      return 'show_landing';
    case 'redirect':
      // Straight to an offer (a landings/offers flow without landing) or a redirect flow / bot redirect.
      return click.offer && !click.landing && click.flow?.scheme !== 'redirect' ? 'show_offer' : 'redirect';
    case 'script_send':
      return click.destination ? 'redirect' : 'do_nothing';
    case 'show_404':
      return 'show_404';
    case 'show_text':
      return 'show_text';
    case 'show_html':
      return 'show_html';
    default:
      return 'do_nothing';
  }
}

/**
 * `POST /rclient/v1`: remote execution. A site's server sends its visitor's request data and gets
 * the routing decision as JSON (docs/routing.md). The campaign token travels in the
 * X-Campaign-Token header (or a `token` field); without the right one the answer is
 * `{"action": "do_nothing", …}` and tells nothing about the alias.
 */
export function registerRclientRoute(
  app: FastifyInstance,
  services: AppServices,
  hot: HotPath,
  limit: ClickApiLimit,
): void {
  app.post(
    '/rclient/v1',
    { bodyLimit: CLICK_API_BODY_LIMIT, logLevel: clickLogLevel(services.config) },
    async (request, reply) => {
      const started = performance.now();
      await limit.check(request);
      const body = bodyObject(request.body, FIELDS);
      const alias = requiredString(body, 'campaign', 64).toLowerCase();
      const header = request.headers[CAMPAIGN_TOKEN_HEADER];
      const token = (Array.isArray(header) ? header[0] : header) ?? optionalString(body, 'token', 256);
      const ip = ipAddress(body, 'ip');
      const userAgent = optionalString(body, 'user_agent', 2048);
      const referer = optionalString(body, 'referer', 2048);
      const language = optionalString(body, 'language', 256);
      const params = stringMap(body, 'params');
      const visitorId = optionalString(body, 'visitor_id', 64);

      let campaign: CompiledCampaign | null;
      try {
        campaign = ALIAS_PATTERN.test(alias) ? await hot.table.get(alias) : null;
      } catch (error) {
        // A campaign not compiled yet needs Postgres: 503 while it is down (try/catch: no promise added on the warm path).
        unavailable(error);
      }
      const tokenOk = sameToken(token, campaign?.token ?? STAND_IN_TOKEN) && campaign !== null;
      if (!campaign || !tokenOk) return reply.code(200).send(REFUSED);

      const click = await hot.engine.route({
        channel: 'rclient',
        campaign,
        ip,
        headers: {
          'user-agent': userAgent,
          referer,
          'accept-language': language,
          // The client may keep our visitor id in a cookie of its own site and hand it back.
          ...(visitorId ? { cookie: `${VISITOR_COOKIE}=${visitorId}` } : {}),
        },
        query: params,
        time: services.clock(),
      });
      clickDuration.observe({ channel: 'rclient' }, (performance.now() - started) / 1000);
      const action = remoteAction(click);
      const answer: RemoteAnswer = {
        action,
        destination: action === 'do_nothing' ? null : click.destination,
        offer_url: click.offer_url,
        is_bot: click.visitor.is_bot,
        is_unique: click.visitor.is_unique,
        reason: click.select_reason ?? click.outcome,
        body: click.body?.content ?? null,
        click_id: click.click_id,
        visitor_id: click.visitor.visitor_id,
      };
      return reply.code(200).send(answer);
    },
  );
}
