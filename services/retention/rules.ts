/**
 * How long rows live. Each area registers its tables here; the housekeeping job applies them.
 * Day-partitioned fact tables (clicks, conversions) drop whole partitions instead.
 */
export interface RetentionRule {
  table: string;
  timeColumn: string;
  maxAgeHours: number;
}

export const retentionRules: RetentionRule[] = [];

// Accounts area: invitations are kept 30 days past their expiry (long enough to answer "who invited whom"), then dropped.
retentionRules.push({ table: 'invitations', timeColumn: 'expires_at', maxAgeHours: 30 * 24 });

// Webhooks area: the delivery log is kept 30 days (spec: Limits).
retentionRules.push({ table: 'webhook_deliveries', timeColumn: 'attempted_at', maxAgeHours: 30 * 24 });

// Clicks area: traffic traces live 72 hours (spec: Limits). Clicks drop whole day partitions instead.
retentionRules.push({ table: 'click_traces', timeColumn: 'created_at', maxAgeHours: 72 });
