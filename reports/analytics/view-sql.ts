import { revenueBucketList } from '../../entities/report-metrics';
import { dimension, type Dimension } from '../dimensions';
import type { NormalizedRequest } from '../request';
import type { CopyReader } from './reader';

/**
 * The cohort's and the funnel's statements on the analytics copy (docs/reports.md, "Analytics
 * store"), over the same rows as a table report reads (each engine's dialect, dialect.ts: workspace,
 * period, visibility, filters, time zone), so they
 * answer what their Postgres statements (reports/cohort-sources.ts, reports/funnel-statuses.ts)
 * answer. Values come back as text or numbers; the callers read them as numbers.
 */

export interface CopyStatement {
  sql: string;
  values: (string | number | boolean | null)[];
}

/**
 * What both engines' cohort statements share: the keys (the click's local date, and hour when
 * hourly), the request on the click date basis, the lag's clamp to 0…columns-1 and the statuses
 * revenue counts (the workspace's setting, as the table's revenue).
 */
export function cohortShape(request: NormalizedRequest, granularity: 'day' | 'hour', columns: number) {
  const keys: Dimension[] = [dimension('date')!, ...(granularity === 'hour' ? [dimension('hour')!] : [])];
  // The cohort is the click's time on both sides: the conversions are read on the click date basis.
  const cohort: NormalizedRequest = { ...request, dimensions: keys, basis: 'click' };
  const clamp = (lag: string) => `least(greatest(${lag}, 0), ${columns - 1})`;
  return { keys, cohort, clamp, buckets: revenueBucketList(request.revenueBasis) };
}

/** The rows of each statement, read from the copy at once, or why the copy cannot answer now (the caller reads Postgres). */
export async function readCopy(
  reader: CopyReader,
  statements: readonly CopyStatement[],
): Promise<{ rows: Record<string, unknown>[][] } | { unavailable: 'rebuilding' | 'behind' | 'down' }> {
  // Side by side, as Postgres runs the cohort's two (each read has a DuckDB connection of its own).
  const answers = await Promise.all(statements.map((statement) => reader.grouped(statement.sql, statement.values)));
  const rows: Record<string, unknown>[][] = [];
  for (const answer of answers) {
    if ('unavailable' in answer) return answer;
    rows.push(answer.rows);
  }
  return { rows };
}
