import {
  CreateWebhookDocument,
  DeleteWebhookDocument,
  DisableWebhookDocument,
  EnableWebhookDocument,
  UpdateWebhookDocument,
  WebhookDeliveriesDocument,
  WebhookDocument,
  WebhooksDocument,
} from '../generated/graphql';
import type { FacadeRoute } from '../route';

/** Webhooks (guarded by the settings permission; docs/webhooks.md). */
export const webhookRoutes: FacadeRoute[] = [
  {
    method: 'GET',
    path: '/webhooks',
    operation: WebhooksDocument,
    status: 200,
    summary: 'Webhooks of the workspace with their last delivery time and code',
    tag: 'webhooks',
  },
  {
    method: 'POST',
    path: '/webhooks',
    operation: CreateWebhookDocument,
    status: 201,
    summary: 'Create a webhook (disabled until enabled); the secret is write-only',
    tag: 'webhooks',
  },
  {
    method: 'GET',
    path: '/webhooks/deliveries',
    operation: WebhookDeliveriesDocument,
    status: 200,
    summary: 'Delivery attempts, newest first (query: webhook_id, limit 1–500, default 50)',
    tag: 'webhooks',
  },
  {
    method: 'GET',
    path: '/webhooks/:id',
    operation: WebhookDocument,
    status: 200,
    summary: 'One webhook',
    tag: 'webhooks',
  },
  {
    method: 'PUT',
    path: '/webhooks/:id',
    operation: UpdateWebhookDocument,
    status: 200,
    summary: 'Partial update of name, url, events and secret (secret null removes it)',
    tag: 'webhooks',
  },
  {
    method: 'POST',
    path: '/webhooks/:id/enable',
    operation: EnableWebhookDocument,
    status: 200,
    summary: 'Enable: events flow from now on',
    tag: 'webhooks',
  },
  {
    method: 'POST',
    path: '/webhooks/:id/disable',
    operation: DisableWebhookDocument,
    status: 200,
    summary: 'Disable: no new events; pending ones are abandoned',
    tag: 'webhooks',
  },
  {
    method: 'DELETE',
    path: '/webhooks/:id',
    operation: DeleteWebhookDocument,
    status: 204,
    summary: 'Delete the webhook and its delivery log',
    tag: 'webhooks',
  },
];
