import { rfc3339Nano } from '../time/rfc3339-nano';

/** The event kinds a webhook can subscribe to (spec: Events). */
export const WEBHOOK_EVENTS = ['conversion.created', 'rule.fired', 'rule.recovered'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export function isWebhookEvent(value: string): value is WebhookEvent {
  return (WEBHOOK_EVENTS as readonly string[]).includes(value);
}

/**
 * `conversion.created` data: the spec's fields in the spec's order, then what a receiver needs to
 * apply a later change of the same conversion (the event is sent again on every status or amount
 * change): `revision` (1 for the new conversion, +1 per change) and the state it changed from.
 */
export interface ConversionCreatedData {
  conversion_id: string;
  click_id: string;
  campaign_id: string | null;
  flow_id: string | null;
  offer_id: string | null;
  status: string;
  payout: number;
  currency: string;
  transaction_id: string;
  /** The conversion time: a Date (formatted RFC 3339 with nanoseconds) or an already formatted string. */
  timestamp: Date | string;
  /** 1 for a new conversion; each status or amount change adds 1 (order and deduplicate on conversion_id + revision). */
  revision: number;
  /** The status, amount and currency (as the partner sent them) before this change; null for revision 1. */
  previous_status: string | null;
  previous_amount: number | null;
  previous_currency: string | null;
}

/** `rule.fired` data (spec: Events). */
export interface RuleFiredData {
  rule_id: string;
  rule_name: string;
  workspace: string;
  target_kind: string;
  target_id: string;
  target_name: string;
  dry_run: boolean;
  metrics: Record<string, unknown>;
}

/**
 * `rule.recovered` data (the spec does not show it; docs/rules.md): the `rule.fired` fields with
 * the snapshot the recovery was judged on, plus when the target fired and whether the firing's
 * target actions were undone (null when the rule has no revert action or in dry run).
 */
export interface RuleRecoveredData extends RuleFiredData {
  fired_at: Date | string | null;
  reverted: boolean | null;
}

/** Payload per event kind. */
export interface WebhookEventData {
  'conversion.created': ConversionCreatedData;
  'rule.fired': RuleFiredData;
  'rule.recovered': RuleRecoveredData;
}

/** Keeps exactly the listed fields, so a caller passing a whole conversion row leaks nothing else. */
function conversionCreated(data: ConversionCreatedData): Record<string, unknown> {
  return {
    conversion_id: data.conversion_id,
    click_id: data.click_id,
    campaign_id: data.campaign_id,
    flow_id: data.flow_id,
    offer_id: data.offer_id,
    status: data.status,
    payout: data.payout,
    currency: data.currency,
    transaction_id: data.transaction_id,
    timestamp: typeof data.timestamp === 'string' ? data.timestamp : rfc3339Nano(data.timestamp),
    revision: data.revision,
    previous_status: data.previous_status,
    previous_amount: data.previous_amount,
    previous_currency: data.previous_currency,
  };
}

function ruleFired(data: RuleFiredData): Record<string, unknown> {
  return {
    rule_id: data.rule_id,
    rule_name: data.rule_name,
    workspace: data.workspace,
    target_kind: data.target_kind,
    target_id: data.target_id,
    target_name: data.target_name,
    dry_run: data.dry_run,
    metrics: data.metrics,
  };
}

function ruleRecovered(data: RuleRecoveredData): Record<string, unknown> {
  const firedAt =
    data.fired_at === null ? null : typeof data.fired_at === 'string' ? data.fired_at : rfc3339Nano(data.fired_at);
  return { ...ruleFired(data), fired_at: firedAt, reverted: data.reverted };
}

/**
 * The request body of an event: `{event, timestamp, data}` serialised once. Every attempt to every
 * webhook sends these exact bytes, and the signature is computed over them.
 */
export function envelopeBody<E extends WebhookEvent>(event: E, at: Date, data: WebhookEventData[E]): string {
  const payload =
    event === 'conversion.created'
      ? conversionCreated(data as ConversionCreatedData)
      : event === 'rule.fired'
        ? ruleFired(data as RuleFiredData)
        : ruleRecovered(data as RuleRecoveredData);
  return JSON.stringify({ event, timestamp: rfc3339Nano(at), data: payload });
}
