import { Counter } from 'prom-client';
import { registry } from '../../infra/telemetry';

/** Attempts by outcome: delivered (2xx), retry (failed, another attempt follows), failed (the last one failed). */
export const webhookDeliveries = new Counter({
  name: 'webhook_deliveries_total',
  help: 'Webhook delivery attempts by result (delivered, retry, failed)',
  labelNames: ['result'] as const,
  registers: [registry],
});

// Every series the alerts read exists from the start at 0, so a first failure is an increase.
for (const result of ['delivered', 'retry', 'failed']) webhookDeliveries.inc({ result }, 0);

export const webhookEventsDropped = new Counter({
  name: 'webhook_events_dropped_total',
  help: 'Webhook events dropped because the webhook already held 64 pending events',
  registers: [registry],
});
