import { UnprocessableError } from '../errors';
import type { RuleMetricsRow, RuleMetricsSource } from './metric-source';

/**
 * Rules of one workspace that look at the same targets over the same window ask the report
 * engine the same question in the same tick. This shares one answer (one report query) between
 * them: keyed by the tick (schedule and number), the workspace and the query, kept for a minute
 * in this process. A later tick always asks again, so no rule is judged on older data than its tick.
 */
export function sharedWithinTick(source: RuleMetricsSource, ttlMs = 60_000): RuleMetricsSource {
  const answers = new Map<string, { at: number; rows: Promise<RuleMetricsRow[]> }>();
  return (workspaceId, query, share) => {
    if (!share) return source(workspaceId, query);
    const now = Date.now();
    for (const [key, entry] of answers) if (now - entry.at > ttlMs) answers.delete(key);
    const key = JSON.stringify([share, workspaceId, query]);
    const cached = answers.get(key);
    if (cached) return cached.rows;
    const rows = source(workspaceId, query);
    answers.set(key, { at: now, rows });
    // A report refused as too large stays refused within the tick; any other failure is asked again.
    rows.catch((error) => {
      if (!(error instanceof UnprocessableError)) answers.delete(key);
    });
    return rows;
  };
}
