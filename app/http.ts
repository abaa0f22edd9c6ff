import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { makeHandler } from 'graphql-ws/use/@fastify/websocket';
import { randomUUID } from 'node:crypto';
import { addLandingArchiveToOpenApi, registerLandingArchiveRoute } from '../rest-facade/binary/landing-archive';
import { addReportExportToOpenApi, registerReportExportRoute } from '../rest-facade/binary/report-export';
import { addLogExportsToOpenApi, registerLogExportRoutes } from '../rest-facade/binary/log-export';
import { registerFacade } from '../rest-facade/facade';
import { strictAdminInput } from '../rest-facade/strict-input';
import { addExamples, buildOpenApi } from '../rest-facade/openapi';
import { adminPostmanCollection } from '../rest-facade/collections';
import { addExternalImportToOpenApi, registerExternalImportRoute } from '../rest-facade/binary/external-import';
import { adminRoutes } from '../rest-facade/routes';
import { domainErrorOf, statusOf, unavailableError } from '../schema/errors';
import { LandingStorage } from '../services/landing-archives/storage';
import { serviceVersion } from '../services/system/version';
import { HostedLandingDirectory } from '../edge/landing-files/directory';
import { registerHostedLandingRoutes } from '../edge/landing-files/serve';
import { clientAddress } from '../infra/client-address';
import { createContext, type AppContext, type CallerInfo } from '../services/context';
import type { EdgeServices } from '../edge/edge-services';
import { registerExplorerRoutes, withExplorer } from './explorer';
import { registerHealthRoutes } from './health';
import { clientErrorHandler, frameworkErrors, installErrorHandlers } from './http-errors';
import { bodyDeadline } from '../edge/http/body-deadline';
import { bodyDepthLimit } from '../edge/http/body-depth';
import { graphqlGuardPlugin, MAX_DOCUMENT_TOKENS, websocketRefusal } from './graphql-guards';
import { withoutSubmittedValues } from '../schema/input-problems';
import { registerMetricsRoute } from './metrics-route';
import { registerWebApp } from './web-app';
import { abortOnDisconnect, signalOf } from './request-signal';
import { registerPostbackRoutes } from '../edge/postback-intake/postback-route';
import { registerBrowserEventRoutes } from '../edge/postback-intake/browser-route';
import type { HotPath } from '../edge/http/hot-path';
import { registerHotPath } from '../edge/http/plugin';

export interface HttpAppOptions {
  services: EdgeServices;
  schema: GraphQLSchema;
  /** A pino logger to share, or false to log nothing (tests). Default: a logger at LOG_LEVEL. */
  logger?: FastifyBaseLogger | false;
  /** The click-serving routes (redirect, Click API, rclient, landing → offer, SDK). */
  hotPath?: HotPath;
}

function callerOf(request: FastifyRequest, connectionParams?: Record<string, unknown>): CallerInfo {
  return {
    headers: request.headers,
    ip: clientAddress(request),
    host: request.host,
    protocol: request.protocol,
    connectionParams,
  };
}

/**
 * A request as the logs show it: the path without its query string (click tokens, hashed e-mails
 * and phones travel there) and with a postback key (`/<postback_key>/postback`) masked. Headers
 * (authorization, cookies, API keys) are never logged.
 */
export function requestForLog(request: FastifyRequest) {
  const path = request.url.split('?', 1)[0].replace(/^\/[^/]+\/postback(\/?)$/, '/***/postback$1');
  return { method: request.method, url: path, host: request.host, remoteAddress: clientAddress(request) };
}

/**
 * Internal errors never leak their message to GraphQL clients; domain errors keep theirs; graphql-js
 * messages that print a submitted value lose it (schema/input-problems.ts).
 */
function formatError(formatted: { message: string; extensions?: Record<string, unknown> }, error: unknown) {
  const original = error instanceof GraphQLError ? error : undefined;
  const status = original ? statusOf(original) : 200;
  if (status === 503) {
    const message = original?.originalError && !domainErrorOf(original) ? 'service unavailable' : formatted.message;
    return { ...formatted, message, extensions: { ...formatted.extensions, code: 'SERVICE_UNAVAILABLE' } };
  }
  if (status >= 500) return { ...formatted, message: 'internal error' };
  return { ...formatted, message: withoutSubmittedValues(formatted.message) };
}

/** The HTTP face of the service: GraphQL (HTTP and websocket), the admin REST facade, health and metrics. */
export async function buildHttpApp({ services, schema, logger, hotPath }: HttpAppOptions): Promise<FastifyInstance> {
  const { config } = services;
  const app = Fastify({
    // Fastify's own request serializer logs the full URL: postback keys and click tokens with it.
    ...(logger
      ? { loggerInstance: logger.child({}, { serializers: { req: requestForLog } }) }
      : { logger: logger === false ? false : { level: config.logLevel, serializers: { req: requestForLog } } }),
    trustProxy: config.trustedProxies.length ? config.trustedProxies : false,
    bodyLimit: config.adminBodyLimit,
    genReqId: (request) => (request.headers['x-request-id'] as string) || randomUUID(),
    forceCloseConnections: 'idle',
    // Slow clients (slowloris): headers within 10 s, a whole request (uploads of 1 GiB included)
    // within 15 min, checked every second; small bodies within 10 s (edge/http/body-deadline.ts).
    http: { headersTimeout: 10_000, connectionsCheckingInterval: 1000 } as never,
    requestTimeout: 15 * 60_000,
    // Answers before routing and Node's own ones in the {error} shape.
    frameworkErrors,
    clientErrorHandler,
  });
  installErrorHandlers(app, config.adminBodyLimit);
  closeConnectionsOnceIdle(app);
  // Plugins go into the scopes that use them: their hooks would otherwise run on every click.
  registerMetricsRoute(app, config.internalDenyCidrs, config.metricsPort === null);
  registerHealthRoutes(app, services);
  const landingStorage = new LandingStorage(config.landingsDir);
  // The hot path's directory follows routing invalidations (a deleted landing is 404 at once).
  const landingDirectory = hotPath?.landings ?? new HostedLandingDirectory(services.orm);
  registerHostedLandingRoutes(app, { directory: landingDirectory, storage: landingStorage });

  const contextFor = (request: FastifyRequest): Promise<AppContext> =>
    createContext(services, callerOf(request), request.log, signalOf(request));

  const apollo = new ApolloServer<AppContext>({
    schema,
    // GRAPHQL_INTROSPECTION decides per request (app/graphql-guards.ts); 'off' also tells Apollo.
    introspection: config.graphqlIntrospection !== 'off',
    // Stack traces carry absolute paths: only with DEBUG_ERRORS, whatever NODE_ENV says.
    includeStacktraceInErrorResponses: config.debugErrors,
    // Signals are ours (app/process.ts drains everything in order).
    stopOnTerminationSignals: false,
    formatError,
    // Apollo's own page loads the Sandbox from a CDN; an explorer is served locally instead (app/explorer.ts).
    plugins: [graphqlGuardPlugin(config), ApolloServerPluginLandingPageDisabled()],
    parseOptions: { maxTokens: MAX_DOCUMENT_TOKENS },
  });
  await apollo.start();
  // Fastify drains HTTP itself on close; Apollo's drain plugin would call close() again and deadlock.
  app.addHook('onClose', async () => apollo.stop());

  // Apollo answers GET and POST; graphql-ws shares the GET route as its websocket handler.
  const graphqlHandler = fastifyApolloHandler(apollo, {
    // An outage while signing the caller in is a 503 too (Apollo would answer 500).
    context: async (request) => contextFor(request).catch((error) => Promise.reject(unavailableError(error) ?? error)),
  });
  await app.register(async (graphql) => {
    abortOnDisconnect(graphql);
    bodyDeadline(graphql);
    bodyDepthLimit(graphql);
    await graphql.register(fastifyWebsocket, { options: { maxPayload: 1024 * 1024 } });
    graphql.route({
      method: 'GET',
      url: '/graphql',
      handler: withExplorer(graphqlHandler),
      wsHandler: makeHandler({
        schema,
        // The HTTP route's checks (input problems without values, introspection setting) on the socket too.
        onSubscribe: async (ctx, _id, payload) => {
          const refusal = await websocketRefusal(config, schema, payload, () =>
            services.authenticate(
              callerOf(ctx.extra.request, ctx.connectionParams as Record<string, unknown> | undefined),
              services,
            ),
          );
          return refusal ? [refusal] : undefined;
        },
        context: async (ctx) => {
          const request = ctx.extra.request;
          return createContext(
            services,
            callerOf(request, ctx.connectionParams as Record<string, unknown> | undefined),
            request.log,
          );
        },
      }),
    });
    graphql.route({ method: ['POST', 'OPTIONS'], url: '/graphql', handler: graphqlHandler });
  });

  registerExplorerRoutes(app);

  // Conversion intake: hot routes without GraphQL or the ORM.
  await registerPostbackRoutes(app, services);
  await registerBrowserEventRoutes(app, services);

  await app.register(
    async (admin) => {
      // Admin bodies are JSON only; anything else is refused with 400 by the error handler.
      admin.removeContentTypeParser('text/plain');
      abortOnDisconnect(admin);
      bodyDeadline(admin);
      bodyDepthLimit(admin);
      // Unknown query parameters, body fields and enum values: 400 naming them, on every route below.
      let openapi: ReturnType<typeof buildOpenApi> = { paths: {} };
      strictAdminInput(admin, '/admin_api/v1', () => openapi as never);
      const compiled = registerFacade(admin, schema, adminRoutes, contextFor);
      // The one binary admin route (multipart ZIP upload), outside the GraphQL facade.
      await registerLandingArchiveRoute(admin, { storage: landingStorage, directory: landingDirectory, contextFor });
      // The streamed report export (CSV/HTML from a cursor), outside the facade too.
      await registerReportExportRoute(admin, { contextFor });
      await registerLogExportRoutes(admin, { contextFor });
      await registerExternalImportRoute(admin, { contextFor });
      openapi = buildOpenApi(schema, compiled, { version: serviceVersion(), serverUrl: config.publicBaseUrl });
      addLandingArchiveToOpenApi(openapi as never);
      addReportExportToOpenApi(openapi as never);
      addLogExportsToOpenApi(openapi as never);
      addExternalImportToOpenApi(openapi as never);
      addExamples(openapi as never);
      admin.get('/openapi.json', async () => openapi);
      const postman = adminPostmanCollection(openapi, config.publicBaseUrl);
      admin.get('/postman.json', async () => postman);
    },
    { prefix: '/admin_api/v1' },
  );
  // The media buyer's web app at /app/ (its own CSP and cache headers).
  await registerWebApp(app);
  if (hotPath) await registerHotPath(app, services, hotPath);
  return app;
}

/**
 * 'idle' closes the connections idle when close() begins; one whose request is in flight stays
 * open after its answer (keep-alive), and server.close() waits out its idle time-out (72 s), past
 * the shutdown deadline of app/process.ts, which then exits before the recorder writes its
 * buffered clicks. Until the server has closed, connections are closed as they fall idle.
 */
function closeConnectionsOnceIdle(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('preClose', (done) => {
    if (app.server.listening) timer = setInterval(() => app.server.closeIdleConnections(), 50).unref();
    done();
  });
  // onClose hooks run once the server has closed.
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
}
