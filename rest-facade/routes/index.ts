import type { FacadeRoute } from '../route';
import { systemRoutes } from './system';
import { accountRoutes } from './accounts';
import { webhookRoutes } from './webhooks';
import { trackingRoutes } from './tracking';
import { routingRoutes } from './routing';

/** The admin API: every route of /admin_api/v1. Each area adds its table here. */
export const adminRoutes: FacadeRoute[] = [...systemRoutes, ...accountRoutes, ...trackingRoutes, ...routingRoutes, ...webhookRoutes];
