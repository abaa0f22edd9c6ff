import { dimension, type Dimension } from '../dimensions';
import type { NormalizedRequest } from '../request';
import { Params } from '../table-sql';
import { quote } from './clickhouse-http';
import { chSideParts } from './clickhouse-sql';
import type { CopyEngine } from './copy-store';
import { sideParts, type ColumnarSide, type OfferNetworks } from './duckdb-sql';
import type { ColumnarReader } from './reader';
import { revenueBucketList } from '../../entities/report-metrics';

/**
 * The cohort's and the funnel's statements on the analytics copy (docs/reports.md, "Analytics
 * store"), over the same rows as a table report reads (`sideParts` of duckdb-sql.ts,
 * `chSideParts` of clickhouse-sql.ts: workspace, period, visibility, filters, time zone), so they
 * answer what their Postgres statements (reports/cohort-sources.ts, reports/funnel-statuses.ts)
 * answer. Values come back as text or numbers; the callers read them as numbers.
 */

export interface CopyStatement {
  sql: string;
  values: (string | number | boolean | null)[];
}

/**
 * The cohort's two statements: clicks per cohort (`d0` the click's local date, `d1` its local hour
 * when hourly: the date and hour dimensions, so the zone is read as every report reads it), and
 * conversions that are not trash per cohort and lag (`lag`, clamped to 0…columns-1) with their
 * revenue. The lag counts local days, or hours since the epoch as Postgres's `date_trunc('hour', …)`
 * in its UTC session.
 */
export function cohortCopySql(
  engine: CopyEngine,
  request: NormalizedRequest,
  options: ColumnarSide,
  granularity: 'day' | 'hour',
  columns: number,
): { clicks: CopyStatement; conversions: CopyStatement } {
  const keys: Dimension[] = [dimension('date')!, ...(granularity === 'hour' ? [dimension('hour')!] : [])];
  // The cohort is the click's time on both sides: the conversions are read on the click date basis.
  const cohort: NormalizedRequest = { ...request, dimensions: keys, basis: 'click' };
  const clamp = (lag: string) => `least(greatest(${lag}, 0), ${columns - 1})`;
  // What revenue counts (the workspace's setting), as the table's revenue.
  const buckets = revenueBucketList(request.revenueBasis);
  if (engine === 'clickhouse') {
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

/**
 * The funnel's status side: conversions per breakdown value (`k` as text, null without a
 * breakdown) and exact status code, of the given statuses, on the request's date basis.
 */
export function funnelStatusCopySql(
  engine: CopyEngine,
  request: NormalizedRequest,
  options: ColumnarSide,
  networks: OfferNetworks | null,
  statuses: readonly string[],
): CopyStatement {
  if (engine === 'clickhouse') {
    const side = chSideParts('conversions', request, options, networks);
    const key = side.keys[0] ? `toString(${side.keys[0]})` : 'cast(null as Nullable(String))';
    const wanted = statuses.length ? `t.status in (${statuses.map(quote).join(', ')})` : '0';
    return {
      sql: `select ${key} as k, t.status as status, count() as n from ${side.from}
             where ${side.where} and ${wanted} group by k, status`,
      values: [],
    };
  }
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

/** The rows of each statement, read from the copy at once, or why the copy cannot answer now (the caller reads Postgres). */
export async function readCopy(
  reader: ColumnarReader,
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
