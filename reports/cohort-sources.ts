import type { CopyReader } from './analytics/reader';
import { instantsOf } from './analytics/report-groups';
import { dialectOf } from './analytics/dialects';
import { readCopy } from './analytics/view-sql';
import { factWhere } from './fact-filter';
import type { Period } from '../services/time/period';
import { reportRows } from './pool';
import type { NormalizedRequest } from './request';
import type { ReportDeps } from './run-table';
import { filterSql, Params, type Storage } from './table-sql';
import { revenueBucketList, revenueSql } from '../entities/report-metrics';

/** The cohort's two readings: clicks per cohort key, conversions (not trash) per cohort key and lag with their revenue. */
export type CohortQueries = [
  { k: string; n: string }[],
  { k: string; lag: number; n: string; revenue: string | null }[],
];

/** What the cohort reads: the period and filters of the request, on the workspace's zone and visibility. */
export interface CohortSource {
  workspaceId: string;
  request: NormalizedRequest;
  period: Period;
  timeZone: string;
  includeSimulated: boolean;
  granularity: 'day' | 'hour';
  columns: number;
}

/**
 * The cohort's readings and where they were read (the answer's `storage`): from the analytics
 * copy when one is kept and Postgres would read the fact tables (`postgres` = raw), else from
 * `postgres` (a daily cube or the fact tables); a copy that cannot answer now leaves it to
 * Postgres, saying why, as the table report does (run-table.ts).
 */
export async function readCohort(
  deps: ReportDeps,
  postgres: Storage,
  source: CohortSource,
): Promise<{ queries: CohortQueries; storage: string }> {
  const reader = deps.forceRaw || deps.skipCopy ? undefined : deps.copy;
  let fallback: string | null = null;
  if (reader && (postgres === 'raw' || deps.forceCopy)) {
    const read = await cohortFromCopy(reader, deps, source);
    if (!('unavailable' in read)) return { queries: read, storage: `columnar:${reader.engine}` };
    fallback = `${postgres} (analytics copy ${read.unavailable})`;
  }
  const queries =
    postgres !== 'raw' && source.period.kind === 'days'
      ? await cohortFromRollup(deps, postgres.slice('rollup:'.length), { ...source, period: source.period })
      : await cohortFromFacts(deps, source);
  return { queries, storage: fallback ?? postgres };
}

/** The two cohort queries on the copy (analytics/view-sql.ts), as the Postgres ones give them (keys `YYYY-MM-DD[ HH]`). */
async function cohortFromCopy(
  reader: CopyReader,
  deps: ReportDeps,
  source: CohortSource,
): Promise<CohortQueries | { unavailable: 'rebuilding' | 'behind' | 'down' }> {
  const statements = dialectOf(reader.engine).cohortSql(
    source.request,
    {
      workspaceId: source.workspaceId,
      timeZone: source.timeZone,
      period: await instantsOf(deps.pool, source.period, source.timeZone),
      includeSimulated: source.includeSimulated,
      visitors: false,
    },
    source.granularity,
    source.columns,
  );
  const read = await readCopy(reader, [statements.clicks, statements.conversions]);
  if ('unavailable' in read) return read;
  const key = (row: Record<string, unknown>) =>
    source.granularity === 'hour' ? `${row.d0} ${String(row.d1).padStart(2, '0')}` : String(row.d0);
  const [clicks, conversions] = read.rows;
  return [
    clicks.map((row) => ({ k: key(row), n: String(row.n) })),
    conversions.map((row) => ({
      k: key(row),
      lag: Number(row.lag),
      n: String(row.n),
      revenue: row.revenue == null ? null : String(row.revenue),
    })),
  ];
}

/** The two cohort queries over the fact tables: the cohort key and the lag in the workspace's zone. */
async function cohortFromFacts(deps: ReportDeps, source: CohortSource): Promise<CohortQueries> {
  // One Params per statement: Postgres cannot type a parameter its statement does not read.
  const sideQuery = (time: 'created_at' | 'click_created_at') => {
    const params = new Params();
    const tz = params.lazy(source.timeZone, '::text');
    const where = factWhere(params, {
      workspaceId: source.workspaceId,
      period: source.period,
      tz,
      time,
      includeSimulated: source.includeSimulated,
      filters: source.request.filters,
    });
    return { params, tz, where };
  };
  const format = source.granularity === 'day' ? `'YYYY-MM-DD'` : `'YYYY-MM-DD HH24'`;
  const clickSide = sideQuery('created_at');
  const conversionSide = sideQuery('click_created_at');
  const ctz = conversionSide.tz;
  const lag =
    source.granularity === 'day'
      ? `((t.created_at at time zone ${ctz()})::date - (t.click_created_at at time zone ${ctz()})::date)`
      : `floor(extract(epoch from (date_trunc('hour', t.created_at) - date_trunc('hour', t.click_created_at))) / 3600)::int`;
  return Promise.all([
    reportRows<{ k: string; n: string }>(
      deps,
      source.workspaceId,
      `select to_char(t.created_at at time zone ${clickSide.tz()}, ${format}) as k, count(*) as n from
        clicks t where ${clickSide.where.join(' and ')} group by 1`,
      clickSide.params.values,
    ),
    reportRows<{ k: string; lag: number; n: string; revenue: string | null }>(
      deps,
      source.workspaceId,
      `select to_char(t.click_created_at at time zone ${ctz()}, ${format}) as k, least(greatest(${lag}, 0), ${source.columns - 1}) as lag,
              count(*) as n, sum(t.payout) filter (where t.status_bucket in (${revenueBucketList(source.request.revenueBasis)})) as revenue
         from conversions t where ${conversionSide.where.join(' and ')} and t.status_bucket <> 'trash' group by 1, 2`,
      conversionSide.params.values,
    ),
  ]);
}

/** The two cohort queries over a rollup cube: clicks per click day, conversions per click day and lag (conversion day − click day). */
async function cohortFromRollup(
  deps: ReportDeps,
  cube: string,
  source: CohortSource & { period: Extract<Period, { kind: 'days' }> },
): Promise<CohortQueries> {
  const side = (table: string, day: string) => {
    const params = new Params();
    const where = [
      `t.workspace_id = ${params.add(source.workspaceId)}`,
      `t.${day} >= ${params.add(source.period.fromDay)}::date`,
      `t.${day} < ${params.add(source.period.toDay)}::date`,
    ];
    if (!source.includeSimulated) where.push('not t.is_simulated');
    for (const filter of source.request.filters)
      where.push(filterSql(filter, { kind: 'rollup', time: day, tz: () => "'UTC'" }, params));
    return { params, sql: `from ${table} t where ${where.join(' and ')}` };
  };
  const clicks = side(`report_click_days_${cube}`, 'day');
  const conversions = side(`report_conversion_days_${cube}`, 'click_day');
  return Promise.all([
    reportRows<{ k: string; n: string }>(
      deps,
      source.workspaceId,
      `select to_char(t.day, 'YYYY-MM-DD') as k, sum(t.clicks) as n ${clicks.sql} group by 1`,
      clicks.params.values,
    ),
    reportRows<{ k: string; lag: number; n: string; revenue: string | null }>(
      deps,
      source.workspaceId,
      `select to_char(t.click_day, 'YYYY-MM-DD') as k, least(greatest(t.conversion_day - t.click_day, 0), ${source.columns - 1}) as lag,
              sum(t.conversions) as n, sum(${revenueSql('t', source.request.revenueBasis)}) as revenue
         ${conversions.sql} group by 1, 2 having sum(t.records) > 0`,
      conversions.params.values,
    ),
  ]);
}
