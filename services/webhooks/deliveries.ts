import type { EntityManager } from '@mikro-orm/postgresql';
import { WebhookDelivery } from '../../entities/webhook-delivery.entity';
import { BadRequestError } from '../errors';
import { retentionCutoff } from '../retention/policies';
import { getWebhook } from './webhooks';

export const DEFAULT_DELIVERY_LIMIT = 50;
export const MAX_DELIVERY_LIMIT = 500;

/** The newest delivery attempts of the workspace, or of one of its webhooks (404 for another workspace's), of the last 30 days. */
export async function listDeliveries(
  em: EntityManager,
  workspaceId: string,
  options: { webhook_id?: string | null; limit?: number | null },
  now: Date,
): Promise<WebhookDelivery[]> {
  const limit = options.limit ?? DEFAULT_DELIVERY_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_DELIVERY_LIMIT) {
    throw new BadRequestError(`limit must be between 1 and ${MAX_DELIVERY_LIMIT}`);
  }
  // The log is kept 30 days (spec): attempts housekeeping has not deleted yet are not shown either.
  const where: { workspace_id: string; webhook_id?: string; attempted_at: { $gte: Date } } = {
    workspace_id: workspaceId,
    attempted_at: { $gte: retentionCutoff('webhook_deliveries', now) },
  };
  if (options.webhook_id) where.webhook_id = (await getWebhook(em, workspaceId, options.webhook_id)).id;
  return em.find(WebhookDelivery, where, { orderBy: { attempted_at: 'desc', attempt: 'desc' }, limit });
}
