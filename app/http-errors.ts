import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../services/errors';
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
      return reply.code(error.status).send({ error: error.message });
    }
    const { status, message } = describe(error, bodyLimit);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(status).send({ error: message });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'not found' }));
}
