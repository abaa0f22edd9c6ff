import type { Webhook } from '../../entities/webhook.entity';

/** What the API shows of a webhook: the secret only as a flag. */
export interface WebhookView {
  id: string;
  name: string;
  url: string;
  events: string[];
  secret_set: boolean;
  enabled: boolean;
  last_delivery_at: Date | null;
  last_delivery_code: number | null;
  created_at: Date;
  updated_at: Date;
}

export function webhookView(webhook: Webhook): WebhookView {
  return {
    id: webhook.id,
    name: webhook.name,
    url: webhook.url,
    events: webhook.events,
    secret_set: webhook.secret_sealed !== null,
    enabled: webhook.enabled,
    last_delivery_at: webhook.last_delivery_at,
    last_delivery_code: webhook.last_delivery_code,
    created_at: webhook.created_at,
    updated_at: webhook.updated_at,
  };
}
