import { instantsOf, offerNetworks } from './analytics/report-groups';
import { needsNetworks } from './analytics/copy-side';
import { dialectOf } from './analytics/dialects';
import { readCopy } from './analytics/view-sql';
import { dimensionSql, type Dimension } from './dimensions';
import { factWhere } from './fact-filter';
import type { Period } from '../services/time/period';
import { reportRows } from './pool';
import type { NormalizedRequest } from './request';
import type { ReportDeps } from './run-table';
import { Params } from './table-sql';

/** Conversions per breakdown value (as text; null without one) and exact status code. */
export type StatusCounts = { k: string | null; status: string; n: string }[];

export interface StatusSource {
  workspaceId: string;
  /** The funnel's filters and date basis. */
  request: NormalizedRequest;
  period: Period;
  timeZone: string;
  includeSimulated: boolean;
  split: Dimension | null;
  statuses: readonly string[];
}

/**
 * The funnel's status stages and where they were read (the answer's `storage`): no cube holds
 * exact status codes, so the fact tables, which the analytics copy answers when one is kept (it
 * keeps each conversion's `status`); a copy that cannot answer now leaves them to Postgres, saying
 * why, as the table report does (run-table.ts).
 */
export async function readFunnelStatuses(
  deps: ReportDeps,
  source: StatusSource,
): Promise<{ rows: StatusCounts; storage: string }> {
  const reader = deps.forceRaw || deps.skipCopy ? undefined : deps.copy;
  let fallback: string | null = null;
  if (reader) {
    const request = { ...source.request, dimensions: source.split ? [source.split] : [] };
    const statement = dialectOf(reader.engine).funnelStatusSql(
      request,
      {
        workspaceId: source.workspaceId,
        timeZone: source.timeZone,
        period: await instantsOf(deps.pool, source.period, source.timeZone),
        includeSimulated: source.includeSimulated,
        visitors: false,
      },
      needsNetworks(request) ? await offerNetworks(deps.pool, source.workspaceId) : null,
      source.statuses,
    );
    const read = await readCopy(reader, [statement]);
    if (!('unavailable' in read)) {
      const rows = read.rows[0].map((row) => ({
        k: row.k == null ? null : String(row.k),
        status: String(row.status),
        n: String(row.n),
      }));
      return { rows, storage: `columnar:${reader.engine}` };
    }
    fallback = `raw (analytics copy ${read.unavailable})`;
  }
  return { rows: await statusesFromFacts(deps, source), storage: fallback ?? 'raw' };
}

/** The status stages over the fact tables: the funnel's period on its date basis, filters and visibility. */
async function statusesFromFacts(deps: ReportDeps, source: StatusSource): Promise<StatusCounts> {
  const params = new Params();
  const tz = params.lazy(source.timeZone, '::text');
  const where = factWhere(params, {
    workspaceId: source.workspaceId,
    time: source.request.basis === 'click' ? 'click_created_at' : 'created_at',
    period: source.period,
    tz,
    includeSimulated: source.includeSimulated,
    filters: source.request.filters,
  });
  const statusParam = params.add(source.statuses);
  const { split } = source;
  const splitSql = split ? dimensionSql(split, { kind: 'raw', time: 'created_at', tz }) : 'null';
  const needsOffer =
    split?.name === 'affiliate_network' || source.request.filters.some((f) => f.dimension.name === 'affiliate_network');
  return reportRows<{ k: string | null; status: string; n: string }>(
    deps,
    source.workspaceId,
    `select (${splitSql})::text as k, t.status, count(*) as n
       from conversions t${needsOffer ? ' left join offers o on o.id = t.offer_id' : ''}
      where ${where.join(' and ')} and t.status = any(${statusParam}::text[])
      group by 1, 2`,
    params.values,
  );
}
