import { Counter } from 'prom-client';
import { registry } from '../../../infra/telemetry';

/** Conversion metrics (spec: Metrics endpoint). No campaign or workspace labels. */
export const conversionsRecorded = new Counter({
  name: 'conversions_total',
  help: 'Conversions written, by origin (postback, action, pixel) and result (recorded: new; updated: a status or amount change)',
  labelNames: ['origin', 'result'] as const,
  registers: [registry],
});

export const conversionDuplicates = new Counter({
  name: 'conversion_duplicates_total',
  help: 'Postbacks and browser events suppressed as duplicates, by origin',
  labelNames: ['origin'] as const,
  registers: [registry],
});

export const conversionsUnattributed = new Counter({
  name: 'conversions_unattributed_total',
  help: 'Conversions that could not be bound to a click, by origin and reason (unknown_click, other_tenant)',
  labelNames: ['origin', 'reason'] as const,
  registers: [registry],
});

export const postbackResponses = new Counter({
  name: 'postback_requests_total',
  help: 'Postback intake answers by HTTP status code',
  labelNames: ['code'] as const,
  registers: [registry],
});

export const conversionsWithoutRate = new Counter({
  name: 'conversions_without_rate_total',
  help:
    'Conversions recorded without a payout in the base currency: no exchange rate for the click date, or the ' +
    'converted amount does not fit the payout column',
  registers: [registry],
});
