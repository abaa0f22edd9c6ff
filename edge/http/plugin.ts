import type { FastifyInstance } from 'fastify';
import { bodyDeadline } from './body-deadline';
import type { EdgeServices } from '../edge-services';
import { withoutHttpMetrics } from '../../infra/telemetry';
import { serviceVersion } from '../../services/system/version';
import { clickApiOpenApi } from './click-api-openapi';
import { clickApiPostmanCollection } from './click-api-postman';
import { registerClickApiRoute, CLICK_API_BODY_LIMIT } from './click-api.route';
import { installHotPathErrors } from './errors';
import type { HotPath } from './hot-path';
import { registerLandingOfferRoutes } from './landing-offer.route';
import { ClickApiLimit } from './rate-limit';
import { registerRclientRoute } from './rclient.route';
import { registerRedirectRoute } from './redirect.route';
import { registerSdkRoutes } from './sdk.route';
import { registerDomainRoutes } from '../domains/domain-routes';

/**
 * The hot tracking routes, in a Fastify context of their own: no ORM request hook, no GraphQL, an
 * error handler for their answers. Redirect `/:alias`, Click API, rclient, landing → offer, SDK files.
 */
export async function registerHotPath(app: FastifyInstance, services: EdgeServices, hot: HotPath): Promise<void> {
  await app.register(async (scope) => {
    installHotPathErrors(scope, CLICK_API_BODY_LIMIT);
    withoutHttpMetrics(scope);
    registerRedirectRoute(scope, services, hot);
    registerDomainRoutes(scope, services, hot);
    // One limit object: the two routes share their bucket and its per-turn batches.
    const limit = new ClickApiLimit(services);
    // A scope of their own for the body deadline: its hook never runs on a redirect.
    await scope.register(async (posts) => {
      bodyDeadline(posts);
      registerClickApiRoute(posts, services, hot, limit);
      registerRclientRoute(posts, services, hot, limit);
    });
    registerLandingOfferRoutes(scope, services, hot);
    registerSdkRoutes(scope, services.config.publicBaseUrl);
    const openapi = clickApiOpenApi(services.config.publicBaseUrl, serviceVersion());
    scope.get('/click-api/v3/openapi.json', async () => openapi);
    const postman = clickApiPostmanCollection(openapi, services.config.publicBaseUrl);
    scope.get('/click-api/v3/postman.json', async () => postman);
  });
}
