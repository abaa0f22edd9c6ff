import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bodyDeadline } from '../http/body-deadline';
import type { EdgeServices } from '../edge-services';
import type { BucketPolicy } from '../../services/rate-limit/token-bucket';
import { BatchedTokenBuckets } from '../../services/rate-limit/token-bucket-batch';
import { hashEmail, hashPhone } from '../../services/conversions/forwarding/capi';
import { clientAddress } from '../../infra/client-address';
import { withDeadline } from '../../infra/redis';
import { RETRY_AFTER_SECONDS } from '../click-routing/unavailable';
import { clickLookupDeps, prefetchStoredClick, withPrefetchedClick } from './click-lookup-deps';
import { BatchedDedupClaims } from '../../services/conversions/intake/dedup';
import { findClickBySubid } from './previous-click';
import { conversionsUnattributed, postbackResponses } from '../../services/conversions/intake/telemetry';
import { BOUND_ANSWERS, intakeBoundPostback } from '../../services/conversions/intake/intake';
import { parseCurrency, parsePayout } from '../../services/conversions/intake/payout';
import { conversionExtras, parseCost } from './network-params';
import { type PostbackForm, readPostbackParams } from './postback-params';
import { signedPayload, verifySignature } from './signature';

/** Spec (Limits): postback intake, per client IP. */
export const POSTBACK_LIMIT: BucketPolicy = { name: 'postback', tokens: 100, perMs: 1000, burst: 500 };
/** Spec (Limits): the body is read up to 8 KB; the rest is received and dropped, and the postback is processed. */
export const POSTBACK_BODY_LIMIT = 8192;
/** A body larger than this is no postback: the connection's sender gets 413 instead of being read on. */
export const POSTBACK_BODY_MAX_RECEIVED = 1024 * 1024;

/** The answers of the spec's table (Errors, Postback intake), as plain text. */
export const ANSWERS = {
  ok: 'ok',
  missingSubid: 'missing required parameter: subid/clickid',
  missingCnvId: 'missing required parameter: cnv_id',
  missingStatus: 'missing required parameter: status',
  badPayout: 'unparseable payout',
  badCurrency: 'unparseable currency',
  badCost: 'unparseable cost',
  unknownStatus: BOUND_ANSWERS.unknownStatus,
  badKey: 'Incorrect postback key',
  badSignature: BOUND_ANSWERS.badSignature,
  rateLimited: 'rate limit exceeded',
  unknownClick: 'unknown click',
  unavailable: 'service unavailable',
  tooLarge: `body larger than ${POSTBACK_BODY_MAX_RECEIVED} bytes`,
} as const;

function answer(reply: FastifyReply, code: number, text: string): FastifyReply {
  postbackResponses.inc({ code: String(code) });
  // Spec (Errors): "database or queue unavailable" is a 503 the partner retries; say when.
  if (code === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return reply.code(code).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(text);
}

const FORM_PATHS: Record<PostbackForm, string> = { standard: 'postback', binom: 'click.php' };

function splitUrl(rawUrl: string): string {
  const at = rawUrl.indexOf('?');
  return at < 0 ? '' : rawUrl.slice(at + 1);
}

const CONTACT_PARAMS = new Set(['em', 'email', 'ph', 'phone']);

/**
 * The URL kept in the postback log: the key replaced by three asterisks (spec), and contact
 * values masked too — they are only ever sent hashed, so they are not kept in clear either.
 */
export function loggedPostbackUrl(baseUrl: string, rawQuery: string, path = 'postback'): string {
  const query = rawQuery
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0];
      return CONTACT_PARAMS.has(decodeURIComponentSafe(name).toLowerCase()) ? `${name}=***` : pair;
    })
    .join('&');
  return `${baseUrl}/***/${path}${rawQuery ? `?${query}` : ''}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * Postback intake (spec: Postback intake, Postback signature, Errors): `GET|POST
 * /<postback_key>/postback`. The hot path: caches, raw SQL and Redis only. Order of checks: rate
 * limit (429), key (401), parameters (400), click (503 unknown; 401 for another workspace's), then
 * — bound to the click, so logged — signature (401), status (400), deduplication claim, write.
 * The Redis calls and click lookups of concurrent postbacks are batched per event-loop turn.
 */
export async function registerPostbackRoutes(app: FastifyInstance, services: EdgeServices): Promise<void> {
  const { redis, config, clock } = services;
  const runtime = services.conversions;
  const clickLookup = clickLookupDeps(services);
  // Concurrent postbacks share their Redis round trips: one script call per turn for each.
  const limits = new BatchedTokenBuckets(redis, config.redisPrefix, POSTBACK_LIMIT, clock);
  const dedupClaims = new BatchedDedupClaims(redis);

  await app.register(async (scope) => {
    // Bodies are read raw (the signature covers the bytes as sent); only form bodies are parsed, by the handler.
    scope.removeAllContentTypeParsers();
    bodyDeadline(scope);
    scope.addContentTypeParser('*', (_request, payload, done) => readFirstBytes(payload, done));
    scope.setErrorHandler((error: { statusCode?: number }, request, reply) => {
      if (error.statusCode === 413) return answer(reply, 413, ANSWERS.tooLarge);
      if (error.statusCode && error.statusCode < 500) return answer(reply, 400, 'malformed request');
      request.log.error({ err: error }, 'postback failed');
      return answer(reply, 503, ANSWERS.unavailable);
    });

    // The old address without a key is refused (spec: Versioning).
    scope.route({
      method: ['GET', 'POST'],
      url: '/postback',
      handler: async (_request, reply) => answer(reply, 401, ANSWERS.badKey),
    });

    const intake = async (
      request: FastifyRequest<{ Params: { postback_key: string } }>,
      reply: FastifyReply,
      form: PostbackForm,
    ) => {
      const rawQuery = splitUrl(request.raw.url ?? '');
      const rawBody = request.method === 'POST' && typeof request.body === 'string' ? request.body : '';
      const params = readPostbackParams(rawQuery, rawBody, request.headers['content-type'], form);
      const amount = parsePayout(params.payout);
      const currency = parseCurrency(params.currency);
      // A postback with a key known to this instance and valid parameters has its click's row read
      // while its token is taken (both batched in this turn): one wait instead of two. Answers keep
      // the spec's order; a refused request only leaves one batched row read unused.
      const knownWorkspaceId = runtime.keys.cachedWorkspaceOf(request.params.postback_key);
      const prefetched =
        knownWorkspaceId && params.subid && params.status && amount !== null && currency !== null
          ? prefetchStoredClick(services, params.subid)
          : null;

      let limit;
      try {
        limit = await withDeadline(limits.take(clientAddress(request)), config.redisCommandTimeoutMs);
      } catch {
        return answer(reply, 503, ANSWERS.unavailable);
      }
      if (!limit.allowed)
        return answer(reply.header('retry-after', String(limit.retryAfterSeconds)), 429, ANSWERS.rateLimited);

      const workspaceId = knownWorkspaceId ?? (await runtime.keys.workspaceOf(request.params.postback_key));
      if (!workspaceId) return answer(reply, 401, ANSWERS.badKey);

      if (!params.subid) return answer(reply, 400, form === 'binom' ? ANSWERS.missingCnvId : ANSWERS.missingSubid);
      if (!params.status) return answer(reply, 400, ANSWERS.missingStatus);
      if (amount === null) return answer(reply, 400, ANSWERS.badPayout);
      if (currency === null) return answer(reply, 400, ANSWERS.badCurrency);
      const cost = parseCost(params.extras.cost);
      if (cost === null) return answer(reply, 400, ANSWERS.badCost);

      const click = await findClickBySubid(
        services,
        prefetched ? withPrefetchedClick(clickLookup, prefetched) : clickLookup,
        workspaceId,
        params.subid,
      );
      if (!click) {
        conversionsUnattributed.inc({ origin: 'postback', reason: 'unknown_click' });
        return answer(reply, 503, ANSWERS.unknownClick);
      }
      if (click.workspace_id !== workspaceId) {
        conversionsUnattributed.inc({ origin: 'postback', reason: 'other_tenant' });
        return answer(reply, 401, ANSWERS.badKey);
      }

      // Bound to a click: from here every answer is in the postback log (edge/postback-intake/intake.ts).
      const bound = await intakeBoundPostback(services, dedupClaims, {
        workspace_id: workspaceId,
        click,
        partner_status: params.status,
        status_lists: params.extras.status_lists,
        txid: params.txid,
        amount,
        currency,
        extras: conversionExtras(params.extras, cost),
        capi: {
          em: hashEmail(params.email),
          ph: hashPhone(params.phone),
          client_ip: click.ip ?? null,
          user_agent: click.user_agent ?? null,
        },
        log: { method: request.method, url: loggedPostbackUrl(config.publicBaseUrl, rawQuery, FORM_PATHS[form]) },
        verifySignature: (secret) =>
          verifySignature(secret, signedPayload(request.method, rawQuery, rawBody), request.headers['x-signature']),
        forward: true,
      });
      if (bound.error) request.log.error({ err: bound.error }, 'postback could not be recorded');
      // Keitaro's `return=`: a network that expects its own success word gets it.
      const text = bound.code === 200 && params.extras.answer ? params.extras.answer : bound.text;
      return answer(reply, bound.code, text);
    };

    scope.route<{ Params: { postback_key: string } }>({
      method: ['GET', 'POST'],
      url: '/:postback_key/postback',
      handler: (request, reply) => intake(request, reply, 'standard'),
    });

    // Binom's form, under the workspace's key: Binom's own URL names no workspace (docs/decisions.md).
    scope.route({
      method: ['GET', 'POST'],
      url: '/click.php',
      handler: async (_request, reply) => answer(reply, 401, ANSWERS.badKey),
    });
    scope.route<{ Params: { postback_key: string } }>({
      method: ['GET', 'POST'],
      url: '/:postback_key/click.php',
      handler: (request, reply) => intake(request, reply, 'binom'),
    });
  });
}

/**
 * The body's first POSTBACK_BODY_LIMIT bytes as text (spec: the body is read up to 8 KB): a longer
 * body is received to its end and the rest dropped, so a partner whose postback carries more than
 * 8 KB (and whose retries would all be the same) is still recorded. Past POSTBACK_BODY_MAX_RECEIVED
 * bytes the request is refused with 413 rather than read on.
 */
function readFirstBytes(payload: Readable, done: (error: Error | null, body?: string) => void): void {
  const kept: Buffer[] = [];
  let keptBytes = 0;
  let received = 0;
  payload.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > POSTBACK_BODY_MAX_RECEIVED) {
      payload.removeAllListeners('data');
      payload.resume();
      return done(Object.assign(new Error(ANSWERS.tooLarge), { statusCode: 413 }));
    }
    if (keptBytes >= POSTBACK_BODY_LIMIT) return;
    const part = chunk.subarray(0, POSTBACK_BODY_LIMIT - keptBytes);
    kept.push(part);
    keptBytes += part.length;
  });
  payload.on('end', () => {
    if (received <= POSTBACK_BODY_MAX_RECEIVED) done(null, Buffer.concat(kept).toString('utf8'));
  });
  payload.on('error', (error) => done(error));
}
