import { randomUUID } from 'node:crypto';
import type { AppServices } from '../context';
import { envelopeBody, type WebhookEvent, type WebhookEventData } from './events';
import { webhookEventsDropped } from './telemetry';
import { releasePending, reservePending } from './pending';
import { enqueueWebhookAttempt } from './queue';

export interface EmitResult {
  event_id: string;
  /** Webhooks the event was queued for. */
  queued: number;
  /** Webhooks that already held 64 pending events and so missed this one. */
  dropped: number;
}

/**
 * The one entry point for every producer of webhook events (conversions: `conversion.created`;
 * auto-rules: `rule.fired`, `rule.recovered`). Call it after the fact is committed. Every
 * ENABLED webhook of the workspace that lists the event gets one delivery queued, unless it
 * already holds 64 pending events, in which case the event is dropped for it and counted.
 *
 * `eventId` makes emitting again safe: a producer that retries after a failure (queueing for one
 * of several webhooks failed) passes the same id, and a webhook that already has the event keeps
 * its one delivery (same job id, or the attempt already in its delivery log). Without it every
 * call is a new event.
 */
export async function emitWebhookEvent<E extends WebhookEvent>(
  services: AppServices,
  workspaceId: string,
  event: E,
  data: WebhookEventData[E],
  options: { eventId?: string } = {},
): Promise<EmitResult> {
  const eventId = options.eventId ?? randomUUID();
  const rows = await services.orm.em
    .fork()
    .getConnection()
    .execute<{ id: string }[]>(
      'select id from webhooks where workspace_id = ? and enabled and ? = any (events) order by id',
      [workspaceId, event],
    );
  const result: EmitResult = { event_id: eventId, queued: 0, dropped: 0 };
  if (rows.length === 0) return result;

  const body = envelopeBody(event, services.clock(), data);
  const { redis, config } = services;
  for (const { id: webhookId } of rows) {
    if (!(await reservePending(redis, config.redisPrefix, webhookId, eventId, new Date()))) {
      webhookEventsDropped.inc();
      result.dropped++;
      continue;
    }
    try {
      await enqueueWebhookAttempt(services.jobs, {
        webhook_id: webhookId,
        workspace_id: workspaceId,
        event_id: eventId,
        event,
        body,
        attempt: 1,
      });
    } catch (error) {
      await releasePending(redis, config.redisPrefix, webhookId, eventId).catch(() => undefined);
      throw error;
    }
    result.queued++;
  }
  return result;
}
