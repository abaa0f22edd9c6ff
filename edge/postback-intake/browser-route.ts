import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EdgeServices } from '../edge-services';
import { hashEmail, hashPhone } from '../../services/conversions/forwarding/capi';
import { takeToken, type BucketPolicy } from '../../services/rate-limit/token-bucket';
import { CLICK_TOKEN_COOKIE, verifyClickToken } from '../click-routing/click-token';
import type { ClickRecord } from '../click-recording/click-record';
import { clientAddress } from '../../infra/client-address';
import { isRedisUnavailable } from '../../infra/redis';
import { RETRY_AFTER_SECONDS } from '../click-routing/unavailable';
import { findClickForConversion } from '../click-routing/click-lookup';
import { clickLookupDeps } from './click-lookup-deps';
import { conversionsUnattributed } from '../../services/conversions/intake/telemetry';
import { formatDecimal } from '../../services/catalogue/fields';
import { cleanText, TXID_NUL } from '../clean-text';
import { recordConversion } from '../../services/conversions/intake/record';
import { resolveStatusFresh } from '../../services/conversions/status';
import type { ConversionOrigin, WriteResult } from '../../services/conversions/store';

/** Browser events of the page SDK (spec: Page SDK endpoints). */
export const BROWSER_EVENTS = ['lead', 'sale', 'signup', 'custom'] as const;
export type BrowserEvent = (typeof BROWSER_EVENTS)[number];

/** Not fixed by the spec: per client IP, shared by /action and /px.gif (docs/conversions.md). */
export const BROWSER_EVENT_LIMIT: BucketPolicy = { name: 'browser-event', tokens: 20, perMs: 1000, burst: 100 };
const BODY_LIMIT = 8192;

/** The 1×1 transparent GIF /px.gif always answers. */
export const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A refusal of a browser event: /action answers it, /px.gif swallows it. */
export class BrowserEventError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface BrowserEventInput {
  click_id?: string;
  token?: string;
  event?: string;
  status?: string;
  txid?: string;
  email?: string;
  phone?: string;
  fbp?: string;
  fbc?: string;
}

function field(source: Record<string, unknown>, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = source[name];
    // A txid keeps a NUL as U+FFFD: stripped to nothing it would turn deduplication off.
    const nul = name === 'txid' ? TXID_NUL : '';
    if (typeof value === 'string' && cleanText(value, nul).trim()) return cleanText(value, nul).trim();
    if (typeof value === 'number') return String(value);
  }
  return undefined;
}

/** The fields of an event, from a JSON or form body or a query (synonyms as in docs/conversions.md). */
export function readBrowserEvent(source: Record<string, unknown>, cookieToken: string | undefined): BrowserEventInput {
  return {
    click_id: field(source, 'click_id', 'cid', 'subid'),
    token: field(source, 'token', '_ct') ?? cookieToken,
    event: field(source, 'event'),
    status: field(source, 'status'),
    txid: field(source, 'txid'),
    email: field(source, 'em', 'email'),
    phone: field(source, 'ph', 'phone'),
    fbp: field(source, 'fbp'),
    fbc: field(source, 'fbc'),
  };
}

/** Our status of a browser event: a signup counts as a lead (CAPI still names it CompleteRegistration); custom names its own. */
function eventStatusCode(event: BrowserEvent, custom: string | undefined): string | null {
  if (event === 'custom') return custom ? custom.toLowerCase() : null;
  return event === 'signup' ? 'lead' : event;
}

/**
 * Records one browser event. The click comes from click_id or from the token (which carries it).
 * The amount and currency are the offer's chosen at the click (a payout parameter is ignored).
 * Duplicates are suppressed per click by txid, or by the event when there is no txid. Without a
 * valid per-click token the conversion is recorded but not forwarded; with
 * SERVICE_CONV_TOKEN_ENFORCE it is refused (403).
 */
export async function recordBrowserEvent(
  services: EdgeServices,
  origin: ConversionOrigin,
  input: BrowserEventInput,
): Promise<WriteResult> {
  const runtime = services.conversions;
  const tokenClickId = verifyClickToken(services.config.appSecret, input.token);
  const clickId = (input.click_id ?? tokenClickId ?? '').toLowerCase();
  if (!clickId) throw new BrowserEventError(400, 'missing required parameter: click_id');
  const tokenValid = tokenClickId !== null && tokenClickId === clickId;
  if (!tokenValid && services.config.conversionTokenEnforce) throw new BrowserEventError(403, 'invalid token');

  const event = (input.event ?? '').toLowerCase() as BrowserEvent;
  if (!BROWSER_EVENTS.includes(event))
    throw new BrowserEventError(400, `event must be one of ${BROWSER_EVENTS.join(', ')}`);
  if (event === 'custom' && !input.status) throw new BrowserEventError(400, 'missing required parameter: status');

  const click: ClickRecord | null = await findClickForConversion(clickLookupDeps(services), clickId);
  if (!click) {
    conversionsUnattributed.inc({ origin, reason: 'unknown_click' });
    throw new BrowserEventError(404, 'unknown click');
  }
  let config = await runtime.configs.get(click.workspace_id);
  if (click.offer_id && !config.offers.has(click.offer_id)) config = await runtime.configs.refreshAfterMiss(config);
  const code = eventStatusCode(event, input.status);
  const status = code ? await resolveStatusFresh(runtime.configs, config, code) : null;
  if (!status) throw new BrowserEventError(400, 'unknown status');

  const offer = click.offer_id ? config.offers.get(click.offer_id) : undefined;
  const outcome = await recordConversion(services, {
    origin,
    click,
    config,
    status,
    partner_status: null,
    event,
    amount: offer ? formatDecimal(offer.payout) : '0',
    currency: offer?.payout_currency ?? config.base_currency,
    txid: input.txid ?? null,
    txid_or_event: input.txid ?? `event:${event === 'custom' ? `custom:${status.status}` : event}`,
    forwarded: tokenValid,
    capi: {
      em: hashEmail(input.email),
      ph: hashPhone(input.phone),
      fbp: input.fbp ?? null,
      fbc: input.fbc ?? null,
      client_ip: click.ip ?? null,
      user_agent: click.user_agent ?? null,
    },
    log: null,
  });
  return outcome.result;
}

function cors(reply: FastifyReply): FastifyReply {
  return reply.header('access-control-allow-origin', '*').header('cache-control', 'no-store');
}

function bodyFields(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  if (typeof body !== 'string' || !body.trim()) return {};
  const text = body.trim();
  if (text.startsWith('{')) {
    try {
      const parsed = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed;
    } catch {
      throw new BrowserEventError(400, 'malformed body');
    }
    throw new BrowserEventError(400, 'malformed body');
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/**
 * `POST /action` (JSON, form or text/plain body; sendBeacon sends text/plain) and `GET /px.gif`
 * (query parameters; always the GIF). Open to every origin (pages of any domain call them).
 */
export async function registerBrowserEventRoutes(app: FastifyInstance, services: EdgeServices): Promise<void> {
  const { redis, config, clock } = services;
  const allowed = async (request: FastifyRequest) =>
    (await takeToken(redis, config.redisPrefix, BROWSER_EVENT_LIMIT, clientAddress(request), clock())).allowed;

  await app.register(async (scope) => {
    // The click token's cookie (`_svctoken`); parsed here only, not on every request of the service.
    await scope.register(fastifyCookie);
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    scope.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      cors(reply);
      // Spec (Errors): "database or queue unavailable" is a 503 the page may retry; say when, as postbacks do.
      if (error instanceof BrowserEventError) {
        if (error.status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        return reply.code(error.status).send({ error: error.message });
      }
      if (error.statusCode === 413) return reply.code(413).send({ error: `body larger than ${BODY_LIMIT} bytes` });
      if (error.statusCode && error.statusCode < 500) return reply.code(400).send({ error: 'malformed request' });
      if (isRedisUnavailable(error)) request.log.warn({ err: error }, 'browser event: Redis unavailable');
      else request.log.error({ err: error }, 'browser event failed');
      return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ error: 'service unavailable' });
    });

    scope.options('/action', async (_request, reply) =>
      cors(reply)
        .header('access-control-allow-methods', 'POST, OPTIONS')
        .header('access-control-allow-headers', 'content-type')
        .header('access-control-max-age', '86400')
        .code(204)
        .send(),
    );

    scope.post('/action', async (request, reply) => {
      cors(reply);
      let limit;
      try {
        limit = await takeToken(redis, config.redisPrefix, BROWSER_EVENT_LIMIT, clientAddress(request), clock());
      } catch {
        throw new BrowserEventError(503, 'service unavailable');
      }
      if (!limit.allowed)
        return reply
          .code(429)
          .header('retry-after', String(limit.retryAfterSeconds))
          .type('text/plain; charset=utf-8')
          .send('rate limit exceeded');
      const input = readBrowserEvent(bodyFields(request), request.cookies?.[CLICK_TOKEN_COOKIE]);
      const result = await recordBrowserEvent(services, 'action', input);
      return reply.code(200).send({ result });
    });

    scope.get<{ Querystring: Record<string, unknown> }>('/px.gif', async (request, reply) => {
      try {
        // HEAD (Fastify answers it from this GET route) comes from link previewers and prefetchers, not from a page view.
        if (request.method === 'GET' && (await allowed(request))) {
          await recordBrowserEvent(
            services,
            'pixel',
            readBrowserEvent(request.query ?? {}, request.cookies?.[CLICK_TOKEN_COOKIE]),
          );
        }
      } catch (error) {
        // The image is answered whatever happened; refusals write nothing.
        if (!(error instanceof BrowserEventError)) request.log.warn({ err: error }, 'pixel event not recorded');
      }
      return cors(reply).code(200).type('image/gif').send(PIXEL_GIF);
    });
  });
}
