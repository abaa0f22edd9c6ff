import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../../services/errors';
import { RETRY_AFTER_SECONDS, ServiceUnavailableError } from '../click-routing/unavailable';

/**
 * "malformed JSON body", with the position when the parser gave one. Never the parser's own
 * message: V8's quotes the body around the fault (`Unexpected token 'h', "{"a": hunter2…"`).
 */
export function malformedJsonMessage(error: Error): string {
  const position = /at position (\d+)/.exec(error.message);
  return position ? `malformed JSON body (at position ${position[1]})` : 'malformed JSON body';
}

/**
 * Error answers of the hot-path endpoints (Click API, rclient, lp-api): `{"error": "..."}` JSON,
 * except the per-IP 429, which is text/plain with Retry-After as for every IP limit (spec: Errors).
 * A dependency outage is 503 with Retry-After, logged at warn (unavailable.ts).
 */
export function installHotPathErrors(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ServiceUnavailableError) {
      request.log.warn({ err: error.reason }, 'hot path: a dependency is unavailable');
      return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ error: error.message });
    }
    if (error instanceof AppError) {
      if (error.status === 429) {
        return reply
          .code(429)
          .header('retry-after', String(error.details.retryAfter ?? 1))
          .type('text/plain; charset=utf-8')
          .send(error.message);
      }
      return reply.code(error.status).send({ error: error.message });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.code(413).send({ error: `body larger than ${bodyLimit} bytes` });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(400).send({ error: 'unsupported content type: send application/json' });
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(400).send({ error: malformedJsonMessage(error) });
      default:
        break;
    }
    if (error instanceof SyntaxError) return reply.code(400).send({ error: malformedJsonMessage(error) });
    if (error.statusCode && error.statusCode < 500) return reply.code(error.statusCode).send({ error: error.message });
    request.log.error({ err: error }, 'hot path request failed');
    return reply.code(500).send({ error: 'internal error' });
  });
}
