import type { EntityManager } from '@mikro-orm/postgresql';
import { WebhookDelivery } from '../../entities/webhook-delivery.entity';
import { BadRequestError } from '../../schema/errors';
import { getWebhook } from './webhooks';

export const DEFAULT_DELIVERY_LIMIT = 50;
export const MAX_DELIVERY_LIMIT = 500;

/** The newest delivery attempts of the workspace, or of one of its webhooks (404 for another workspace's). */
export async function listDeliveries(
  em: EntityManager,
  workspaceId: string,
  options: { webhook_id?: string | null; limit?: number | null },
): Promise<WebhookDelivery[]> {
  const limit = options.limit ?? DEFAULT_DELIVERY_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_DELIVERY_LIMIT) {
    throw new BadRequestError(`limit must be between 1 and ${MAX_DELIVERY_LIMIT}`);
  }
  const where: { workspace_id: string; webhook_id?: string } = { workspace_id: workspaceId };
  if (options.webhook_id) where.webhook_id = (await getWebhook(em, workspaceId, options.webhook_id)).id;
  return em.find(WebhookDelivery, where, { orderBy: { attempted_at: 'desc', attempt: 'desc' }, limit });
}
