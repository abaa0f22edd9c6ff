import type { NormalizedRequest } from '../../request';
import { Params } from '../../table-sql';
import { cohortShape, type CopyStatement } from '../view-sql';
import type { CopySide, OfferNetworks } from '../copy-side';
import { sideParts } from './sql';

/** The cohort's and the funnel's statements in DuckDB's SQL (view-sql.ts says what they answer). */

export function duckdbCohortSql(
  request: NormalizedRequest,
  options: CopySide,
  granularity: 'day' | 'hour',
  columns: number,
): { clicks: CopyStatement; conversions: CopyStatement } {
  const { keys, cohort, clamp, buckets } = cohortShape(request, granularity, columns);
  const clickParams = new Params();
  const clicks = sideParts('clicks', cohort, options, null, clickParams);
  const conversionParams = new Params();
  const conversions = sideParts('conversions', cohort, options, null, conversionParams);
  const local = (time: string) => `cast(timezone(${conversions.tz()}, t.${time}) as date)`;
  const lag =
    granularity === 'day'
      ? `${local('created_at')} - ${local('click_created_at')}`
      : 'epoch_us(t.created_at) // 3600000000 - epoch_us(t.click_created_at) // 3600000000';
  const dims = (parts: { dims: string[] }) => parts.dims.map((d, i) => `cast(${d} as varchar) as d${i}`);
  const grouping = keys.map((_, i) => i + 1);
  return {
    clicks: {
      sql: `select ${dims(clicks).join(', ')}, count(*) as n from ${clicks.from} where ${clicks.where}
             group by ${grouping.join(', ')}`,
      values: clickParams.values as CopyStatement['values'],
    },
    conversions: {
      sql: `select ${dims(conversions).join(', ')}, cast(${clamp(lag)} as integer) as lag, count(*) as n,
                   cast(sum(t.payout) filter (where t.status_bucket in (${buckets})) as varchar) as revenue
              from ${conversions.from} where ${conversions.where} and t.status_bucket <> 'trash'
             group by ${[...grouping, keys.length + 1].join(', ')}`,
      values: conversionParams.values as CopyStatement['values'],
    },
  };
}

export function duckdbFunnelStatusSql(
  request: NormalizedRequest,
  options: CopySide,
  networks: OfferNetworks | null,
  statuses: readonly string[],
): CopyStatement {
  const params = new Params();
  const side = sideParts('conversions', request, options, networks, params);
  const key = side.dims[0] ? `cast(${side.dims[0]} as varchar)` : 'cast(null as varchar)';
  return {
    sql: `select ${key} as k, t.status, count(*) as n from ${side.from}
           where ${side.where} and list_contains(from_json(${params.add(JSON.stringify(statuses))}, '["VARCHAR"]'), t.status)
           group by 1, 2`,
    values: params.values as CopyStatement['values'],
  };
}
