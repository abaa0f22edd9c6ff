import type { FastifyInstance } from 'fastify';

/** A request body of the small-body routes (JSON, forms) must have arrived this long after its headers. */
export const BODY_TIMEOUT_MS = 10_000;

/** A route that takes bodies this large (or multipart ones) is an upload: no body deadline. */
const UPLOAD_FROM_BYTES = 16 * 1024 * 1024;

/**
 * Closes the connection of a request whose body does not arrive within BODY_TIMEOUT_MS (a
 * slowloris client sending a byte every few seconds holds a socket and a parser otherwise). For
 * scopes and routes of small bodies: the login, the admin API, GraphQL, postbacks, the Click API;
 * uploads (imports, landing archives) are bounded by the server's requestTimeout instead.
 */
export function bodyDeadline(scope: FastifyInstance, ms = BODY_TIMEOUT_MS): void {
  scope.addHook('preParsing', (request, reply, payload, done) => {
    const upload =
      request.routeOptions.bodyLimit > UPLOAD_FROM_BYTES || /^multipart\//i.test(request.headers['content-type'] ?? '');
    if (request.method === 'GET' || request.method === 'HEAD' || upload) return done(null, payload);
    // Only a body still incomplete closes its connection (a keep-alive socket serves other requests).
    const timer = setTimeout(() => {
      if (request.raw.complete === false) request.raw.socket?.destroy();
    }, ms);
    const clear = () => clearTimeout(timer);
    payload.once('end', clear);
    payload.once('close', clear);
    reply.raw.once('close', clear);
    done(null, payload);
  });
}
