import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * A signal per request that aborts when its client goes away before the answer is sent (the
 * socket closed, the request timed out): long reads such as reports cancel their statements on
 * it (reports/deadline.ts). Registered in the scopes that run such reads (GraphQL, the admin
 * API), never on the click routes.
 */
const signals = new WeakMap<FastifyRequest, AbortSignal>();

export function abortOnDisconnect(scope: FastifyInstance): void {
  scope.addHook('onRequest', (request, reply, done) => {
    const controller = new AbortController();
    signals.set(request, controller.signal);
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    done();
  });
}

export const signalOf = (request: FastifyRequest): AbortSignal | undefined => signals.get(request);
