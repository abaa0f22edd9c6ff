import type { FacadeRoute } from '../route';
import { systemRoutes } from './system';
import { accountRoutes } from './accounts';
import { trackingRoutes } from './tracking';
import { webhookRoutes } from './webhooks';
import { conversionLogRoutes } from './conversion-logs';
import { routingRoutes } from './routing';
import { logRoutes } from './logs';
import { reportViewRoutes } from './report-views';
import { reportRoutes } from './reports';
import { ruleRoutes } from './rules';
import { operationsRoutes } from './operations';
import { costRoutes } from './costs';
import { conversionUploadRoutes } from './conversion-upload';
import { dailyOperationRoutes } from './daily-operations';
import { templateRoutes } from './templates';
import { auditRoutes } from './audit';
import { domainRoutes } from './domains';
import { keitaroSetupRoutes } from './keitaro-setup';
import { moneyRoutes } from './money';

/** The admin API: every route of /admin_api/v1. Each area adds its table here. */
export const adminRoutes: FacadeRoute[] = [
  ...systemRoutes,
  ...accountRoutes,
  ...trackingRoutes,
  ...routingRoutes,
  ...webhookRoutes,
  ...conversionLogRoutes,
  ...reportRoutes,
  ...reportViewRoutes,
  ...logRoutes,
  ...ruleRoutes,
  ...operationsRoutes,
  ...costRoutes,
  ...conversionUploadRoutes,
  ...dailyOperationRoutes,
  ...templateRoutes,
  ...auditRoutes,
  ...domainRoutes,
  ...keitaroSetupRoutes,
  ...moneyRoutes,
];
