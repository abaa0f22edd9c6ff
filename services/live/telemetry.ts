import { Counter, Gauge } from 'prom-client';
import { registry } from '../../infra/telemetry';

/** Messages published per topic: one per workspace and written batch, none while nobody listens. */
export const liveMessagesPublished = new Counter({
  name: 'live_messages_published_total',
  help: 'Live-update messages published to Redis pub/sub, by topic',
  labelNames: ['topic'] as const,
  registers: [registry],
});

/** Events (clicks, conversions, postback log entries) carried by those messages. */
export const liveEventsPublished = new Counter({
  name: 'live_events_published_total',
  help: 'Events carried by live-update messages, by topic',
  labelNames: ['topic'] as const,
  registers: [registry],
});

export const liveListeners = new Gauge({
  name: 'live_listeners',
  help: 'Open live-update subscriptions on this process, by topic',
  labelNames: ['topic'] as const,
  registers: [registry],
});
