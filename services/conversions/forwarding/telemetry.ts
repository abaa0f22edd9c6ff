import { Counter } from 'prom-client';
import { registry } from '../../../infra/telemetry';

/** Outbound postbacks and CAPI events of the forwarding (services/conversions/forwarding/delivery.ts). */
export const outboundResults = new Counter({
  name: 'outbound_s2s_total',
  help: 'Outbound server-to-server attempts by channel (postback, capi) and result (delivered, retry, gave_up)',
  labelNames: ['channel', 'result'] as const,
  registers: [registry],
});
