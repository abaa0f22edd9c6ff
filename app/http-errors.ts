import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { AppError, DEPENDENCY_RETRY_AFTER_SECONDS } from '../services/errors';
import { isDatabaseUnavailable } from '../infra/database-errors';
import { malformedJsonMessage } from '../edge/http/errors';

/** Turns Fastify's own errors (parsing, limits) into `{error}` answers with a message that names the problem. */
function describe(error: FastifyError, limit: number): { status: number; message: string } {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 400, message: 'unsupported content type: send application/json' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: malformedJsonMessage(error) };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: `body larger than ${limit} bytes` };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, message: 'content-length does not match the body' };
    default:
      break;
  }
  if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/.test(error.message))) {
    return { status: 400, message: malformedJsonMessage(error) };
  }
  if (error.statusCode && error.statusCode < 500) return { status: error.statusCode, message: error.message };
  return { status: 500, message: 'internal error' };
}

export function installErrorHandlers(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status === 429) reply.header('retry-after', String(error.details.retryAfter ?? 1));
      if (error.status === 503)
        reply.header('retry-after', String(error.details.retryAfter ?? DEPENDENCY_RETRY_AFTER_SECONDS));
      return reply.code(error.status).send({ error: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'request failed: PostgreSQL unavailable');
      reply.header('retry-after', String(DEPENDENCY_RETRY_AFTER_SECONDS));
      return reply.code(503).send({ error: 'service unavailable: PostgreSQL does not answer' });
    }
    const { status, message } = describe(error, bodyLimit);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(status).send({ error: message });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'not found' }));
}

/**
 * Fastify's answers before routing (a path parameter past maxParamLength: 414; a URL it cannot
 * decode: 400) in the `{error}` shape, never repeating the path (Fastify's own message prints it).
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.code(414).send({ error: 'a part of the URL is too long' });
    return;
  }
  reply.code(400).send({ error: 'malformed URL' });
}

const CLIENT_ERRORS: Record<string, [status: number, error: string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'the request did not arrive in time'],
  ERR_HTTP_HEADERS_TIMEOUT: [408, 'the request headers did not arrive in time'],
  HPE_HEADER_OVERFLOW: [431, 'the request headers are too large'],
  HPE_URI_TOO_LONG: [414, 'the URL is too long'],
};

/**
 * Node's own answers to a request it could not read (headers too large, too slow, malformed), in
 * the `{error}` shape of every other answer; the connection is closed after it, as Node does.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'malformed request'];
  const body = JSON.stringify({ error: message });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}
