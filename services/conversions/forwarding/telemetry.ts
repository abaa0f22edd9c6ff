import { Counter } from 'prom-client';
import { registry } from '../../../infra/telemetry';

/** Outbound postbacks and CAPI events of the forwarding (services/conversions/forwarding/delivery.ts). */
export const outboundResults = new Counter({
  name: 'outbound_s2s_total',
  help: 'Outbound server-to-server attempts by channel (postback, capi) and result (delivered, retry, gave_up)',
  labelNames: ['channel', 'result'] as const,
  registers: [registry],
});

// Every series the alerts read exists from the start at 0, so a first give-up is an increase.
for (const channel of ['postback', 'capi'])
  for (const result of ['delivered', 'retry', 'gave_up']) outboundResults.inc({ channel, result }, 0);
