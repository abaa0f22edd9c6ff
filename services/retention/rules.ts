/**
 * How long rows live. Each area registers its tables here; the housekeeping job applies them.
 * Day-partitioned fact tables (clicks, conversions) drop whole partitions instead.
 */
export interface RetentionRule {
  table: string;
  timeColumn: string;
  maxAgeHours: number;
}

export const retentionRules: RetentionRule[] = [
  // Traffic traces live 72 hours (spec "Limits").
  { table: 'click_traces', timeColumn: 'created_at', maxAgeHours: 72 },
  // Spec (Limits): the webhook delivery log is kept 30 days.
  { table: 'webhook_deliveries', timeColumn: 'attempted_at', maxAgeHours: 30 * 24 },
  // Spec (Limits): the postback log keeps the last 24 hours.
  { table: 'postback_log', timeColumn: 'created_at', maxAgeHours: 24 },
  // Conversion history lives as long as the conversions it describes (their clicks' 90 days).
  { table: 'conversion_writes', timeColumn: 'at', maxAgeHours: 90 * 24 },
];
