/**
 * How long rows live. Each area registers its tables here; the housekeeping job applies them.
 * Day-partitioned fact tables (clicks, conversions) drop whole partitions instead.
 */
export interface RetentionPolicy {
  table: string;
  timeColumn: string;
  maxAgeHours: number;
}

export const retentionPolicies: RetentionPolicy[] = [];

// Accounts area: invitations are kept 30 days past their expiry (long enough to answer "who invited whom"), then dropped.
retentionPolicies.push({ table: 'invitations', timeColumn: 'expires_at', maxAgeHours: 30 * 24 });

// Webhooks area: the delivery log is kept 30 days (spec: Limits).
retentionPolicies.push({ table: 'webhook_deliveries', timeColumn: 'attempted_at', maxAgeHours: 30 * 24 });

// Clicks area: traffic traces live 72 hours (spec: Limits). Clicks drop whole day partitions instead.
retentionPolicies.push({ table: 'click_traces', timeColumn: 'created_at', maxAgeHours: 72 });

// Conversions area: the postback log keeps the last 24 hours (spec: Limits); conversion history as long as the
// conversions (their clicks' 90 days).
retentionPolicies.push({ table: 'postback_log', timeColumn: 'created_at', maxAgeHours: 24 });
retentionPolicies.push({ table: 'conversion_writes', timeColumn: 'at', maxAgeHours: 90 * 24 });
// Conversion uploads (and their lines' results, by cascade) as long as the conversions they wrote.
retentionPolicies.push({ table: 'conversion_uploads', timeColumn: 'created_at', maxAgeHours: 90 * 24 });

// Auto-rules area (docs/rules.md): tick claims matter only for the current tick (7 days is ample);
// the messenger log as long as the webhook log; history and notifications as long as the clicks they judged.
retentionPolicies.push({ table: 'rule_ticks', timeColumn: 'started_at', maxAgeHours: 7 * 24 });
retentionPolicies.push({ table: 'messenger_deliveries', timeColumn: 'attempted_at', maxAgeHours: 30 * 24 });
retentionPolicies.push({ table: 'rule_events', timeColumn: 'at', maxAgeHours: 90 * 24 });
retentionPolicies.push({ table: 'notifications', timeColumn: 'created_at', maxAgeHours: 90 * 24 });

// The audit log (docs/audit.md): 180 days.
retentionPolicies.push({ table: 'audit_log', timeColumn: 'at', maxAgeHours: 180 * 24 });

/**
 * The oldest time a row of `table` may still be shown at `now`. Housekeeping deletes older rows
 * only every few minutes (and not at all while the worker is down), so reads that answer from a
 * table with a retention period also leave out what has outlived it.
 */
export function retentionCutoff(table: string, now: Date): Date {
  const policy = retentionPolicies.find((candidate) => candidate.table === table);
  if (!policy) throw new Error(`no retention policy for ${table}`);
  return new Date(now.getTime() - policy.maxAgeHours * 3600_000);
}
