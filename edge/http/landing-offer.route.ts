import type { FastifyInstance, FastifyReply } from 'fastify';
import type { EdgeServices } from '../edge-services';
import { BadRequestError, NotFoundError } from '../../services/errors';
import { findLandingClick, isClickId } from '../click-routing/click-lookup';
import { verifyClickToken } from '../click-routing/click-token';
import { markClickedOffer, type LandingClick } from '../click-routing/landing-clicks';
import { updateClickedOfferRow } from '../click-routing/clicked-offer-row';
import type { HotPath } from './hot-path';
import { unavailable } from '../click-routing/unavailable';

/** As parsed: a repeated parameter arrives as an array. */
interface OfferQuery {
  cid?: string | string[];
  token?: string | string[];
  offer?: string | string[];
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The click id from `cid`, or from a click token in `token` (what the SDK holds). */
function clickIdOf(query: OfferQuery, appSecret: string): string {
  const fromToken = typeof query.token === 'string' ? verifyClickToken(appSecret, query.token) : null;
  const clickId = query.cid ?? fromToken ?? '';
  if (typeof clickId !== 'string' || !isClickId(clickId.toLowerCase()))
    throw new BadRequestError('cid must be a click id (or token a click token)');
  return clickId.toLowerCase();
}

/** Offer slot 1…N of the landing (`offer`, default 1). */
function slotOf(query: OfferQuery): number {
  if (query.offer === undefined) return 1;
  const slot = Number(query.offer);
  if (!Number.isInteger(slot) || slot < 1 || slot > 20)
    throw new BadRequestError('offer must be an offer slot from 1 to 20');
  return slot;
}

/**
 * Landing → offer. `GET /lp-api/offer?cid=<click_id>` answers `{"offer_url": …}`, the offer chosen
 * at click time with its macros filled in (for the page SDK; open to any origin). The click-through
 * `GET /click?cid=<click_id>` sends the visitor there as the landing is set to (302, meta refresh or
 * script, the latter two drop the referrer). `offer=N` picks slot N of a multi-offer landing.
 */
export function registerLandingOfferRoutes(app: FastifyInstance, services: EdgeServices, hot: HotPath): void {
  const deps = {
    em: () => services.orm.em.fork(),
    redis: services.redis,
    redisPrefix: services.config.redisPrefix,
    table: hot.table,
  };

  async function offerFor(query: OfferQuery): Promise<{ click: LandingClick; offer: LandingClick['offers'][number] }> {
    const clickId = clickIdOf(query, services.config.appSecret);
    const slot = slotOf(query);
    let click: LandingClick | null;
    try {
      click = await findLandingClick(deps, clickId);
    } catch (error) {
      // Not in Redis (expired, or Redis is down): the click row needs Postgres, 503 while it is down.
      unavailable(error);
    }
    const offer = click?.offers[slot - 1];
    if (!click || !offer) throw new NotFoundError('no offer for this click');
    return { click, offer };
  }

  app.get<{ Querystring: OfferQuery }>('/lp-api/offer', async (request, reply) => {
    reply.header('access-control-allow-origin', '*').header('cache-control', 'no-store');
    const { offer } = await offerFor(request.query);
    return reply.send({ offer_url: offer.url });
  });

  app.get<{ Querystring: OfferQuery }>('/click', async (request, reply) => {
    const { click, offer } = await offerFor(request.query);
    // Landing metrics: the click went through its landing (the first time is kept: click-throughs.ts).
    if (click.landing_id)
      await services.clicks.recordClickThrough({
        click_id: click.click_id,
        created_at: click.created_at,
        at: new Date().toISOString(),
      });
    if (offer.offer_id !== click.offers[0].offer_id || click.clicked_offer_id) {
      // Conversions follow the offer the visitor took (in Redis now, in the click row once written).
      await markClickedOffer(
        services.redis,
        services.config.redisPrefix,
        click,
        offer.offer_id,
        services.config.clickCacheTtlSeconds,
      );
      void updateClickedOfferRow(deps.em, click, offer.offer_id);
    }
    return sendOn(reply, click.click_through, offer.url);
  });
}

function sendOn(reply: FastifyReply, method: LandingClick['click_through'], url: string): FastifyReply {
  reply.header('cache-control', 'no-store');
  if (method === 'http_302') return reply.code(302).header('location', url).send();
  const safe = escapeHtml(url);
  const page =
    method === 'meta_refresh'
      ? `<!doctype html><meta charset="utf-8"><meta name="referrer" content="no-referrer"><meta ` +
        `http-equiv="refresh" content="0;url=${safe}"><a href="${safe}">Continue</a>`
      : `<!doctype html><meta charset="utf-8"><meta name="referrer" ` +
        `content="no-referrer"><script>location.replace(${JSON.stringify(url).replace(/</g, '\\u003c')})</script><a href="${safe}">Continue</a>`;
  return reply.code(200).type('text/html; charset=utf-8').send(page);
}
