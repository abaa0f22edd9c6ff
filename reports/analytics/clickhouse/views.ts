import type { NormalizedRequest } from '../../request';
import type { CopySide, OfferNetworks } from '../copy-side';
import { cohortShape, type CopyStatement } from '../view-sql';
import { quote } from './http';
import { chSideParts } from './sql';

/** The cohort's and the funnel's statements in ClickHouse's SQL (18.16: literals inline; view-sql.ts says what they answer). */

export function clickhouseCohortSql(
  request: NormalizedRequest,
  options: CopySide,
  granularity: 'day' | 'hour',
  columns: number,
): { clicks: CopyStatement; conversions: CopyStatement } {
  const { keys, cohort, clamp, buckets } = cohortShape(request, granularity, columns);
  const clicks = chSideParts('clicks', cohort, options, null);
  const conversions = chSideParts('conversions', cohort, options, null);
  const lag =
    granularity === 'day'
      ? `toRelativeDayNum(t.created_at, ${conversions.tz}) - toRelativeDayNum(t.click_created_at, ${conversions.tz})`
      : 'intDiv(t.created_us, 3600000000) - intDiv(t.click_created_us, 3600000000)';
  const dims = (parts: { keys: string[] }) => parts.keys.map((key, i) => `toString(${key}) as d${i}`);
  const grouping = keys.map((_, i) => `d${i}`);
  return {
    clicks: {
      sql: `select ${dims(clicks).join(', ')}, count() as n from ${clicks.from} where ${clicks.where}
             group by ${grouping.join(', ')}`,
      values: [],
    },
    conversions: {
      sql: `select ${dims(conversions).join(', ')}, ${clamp(lag)} as lag, count() as n,
                   toString(sum(toDecimal128(assumeNotNull(t.payout), 6) * (t.status_bucket in (${buckets})))) as revenue
              from ${conversions.from} where ${conversions.where} and t.status_bucket != 'trash'
             group by ${[...grouping, 'lag'].join(', ')}`,
      values: [],
    },
  };
}

export function clickhouseFunnelStatusSql(
  request: NormalizedRequest,
  options: CopySide,
  networks: OfferNetworks | null,
  statuses: readonly string[],
): CopyStatement {
  const side = chSideParts('conversions', request, options, networks);
  const key = side.keys[0] ? `toString(${side.keys[0]})` : 'cast(null as Nullable(String))';
  const wanted = statuses.length ? `t.status in (${statuses.map(quote).join(', ')})` : '0';
  return {
    sql: `select ${key} as k, t.status as status, count() as n from ${side.from}
           where ${side.where} and ${wanted} group by k, status`,
    values: [],
  };
}
