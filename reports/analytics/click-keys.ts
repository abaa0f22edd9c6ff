import type pg from 'pg';
import { microsColumn } from './clickhouse-columns';
import { quote } from './clickhouse-http';
import { periodSql as clickhousePeriod, uuidLiteral } from './clickhouse-sql';
import { periodSql as duckdbPeriod } from './duckdb-sql';
import { columnarReader, type ColumnarReader } from './reader';
import { Params } from '../table-sql';
import type { ClickKey, ClickKeyFilter, ClickLogCopy, CopyUnavailable } from '../../services/logs/click-log-copy';

export type { ClickKey, ClickKeyFilter } from '../../services/logs/click-log-copy';

/**
 * The click log's heavy filters on the analytics copy (docs/reports.md, "Click log"): the copy
 * finds the keys (created_at, click_id) of a page, newest first after a cursor, and Postgres reads
 * those rows. Also the country list's counts. One builder per engine, as the reports'.
 */

type Values = (string | number | boolean | null)[];
type Unavailable = CopyUnavailable;

/** Microseconds since the epoch (text) as the cursor's time. */
export function timeOfMicros(us: string): string {
  const micros = BigInt(us);
  const ms = micros / 1000n;
  const iso = new Date(Number(ms)).toISOString();
  return `${iso.slice(0, 23)}${String(micros % 1000n).padStart(3, '0')}Z`;
}

/** The cursor's time as microseconds since the epoch (text). */
export function microsOfTime(time: string): string {
  return String(BigInt(Date.parse(time.slice(0, 23) + 'Z')) * 1000n + BigInt(time.slice(23, 26)));
}

function duckdbKeysSql(filter: ClickKeyFilter, after: ClickKey | null, limit: number, params: Params): string {
  const where = duckdbWhere(filter, params);
  if (after) {
    const time = `cast(${params.add(after.time)} as timestamptz)`;
    where.push(
      `(t.created_at < ${time} or (t.created_at = ${time} and t.click_id < cast(${params.add(after.id)} as uuid)))`,
    );
  }
  return `select cast(epoch_us(t.created_at) as varchar) as us, cast(t.click_id as varchar) as id from clicks t
           where ${where.join(' and ')} order by t.created_at desc, t.click_id desc limit ${Number(limit)}`;
}

function duckdbWhere(filter: ClickKeyFilter, params: Params): string[] {
  const where = [
    `t.workspace_id = cast(${params.add(filter.workspaceId)} as uuid)`,
    duckdbPeriod('created_at', { kind: 'instants', from: filter.from, to: filter.to }, params),
    't.save_traffic',
  ];
  if (!filter.includeSimulated) where.push('not t.is_simulated');
  if (filter.campaignId) where.push(`t.campaign_id = cast(${params.add(filter.campaignId)} as uuid)`);
  const list = (values: readonly string[]) => `from_json(${params.add(JSON.stringify(values))}, '["VARCHAR"]')`;
  if (filter.countries) where.push(`coalesce(list_contains(${list(filter.countries)}, t.country), false)`);
  if (filter.bot !== null) where.push(filter.bot ? 't.is_bot' : 'not t.is_bot');
  if (filter.outcomes)
    where.push(`${filter.outcomes.negate ? 'not ' : ''}list_contains(${list(filter.outcomes.list)}, t.outcome)`);
  return where;
}

/** ClickHouse (18.16): literals inline, each row's newest state (FINAL), ids compared as text (Postgres's uuid order). */
function clickhouseWhere(filter: ClickKeyFilter): string[] {
  const where = [
    't.deleted = 0',
    `t.workspace_id = ${uuidLiteral(filter.workspaceId)}`,
    clickhousePeriod('created_at', { kind: 'instants', from: filter.from, to: filter.to }),
    't.save_traffic = 1',
  ];
  if (!filter.includeSimulated) where.push('t.is_simulated = 0');
  if (filter.campaignId) where.push(`t.campaign_id = ${uuidLiteral(filter.campaignId)}`);
  const list = (values: readonly string[]) => `(${values.map(quote).join(', ')})`;
  if (filter.countries) where.push(`ifNull(t.country in ${list(filter.countries)}, 0)`);
  if (filter.bot !== null) where.push(`t.is_bot = ${filter.bot ? 1 : 0}`);
  if (filter.outcomes)
    where.push(`t.outcome ${filter.outcomes.negate ? 'not in' : 'in'} ${list(filter.outcomes.list)}`);
  return where;
}

function clickhouseKeysSql(filter: ClickKeyFilter, after: ClickKey | null, limit: number): string {
  const where = clickhouseWhere(filter);
  const us = microsColumn('created_at');
  if (after) {
    const micros = microsOfTime(after.time);
    uuidLiteral(after.id);
    // The DateTime bound skips whole parts (the sort key); the microseconds and the id place the page.
    where.push(
      `t.created_at <= toDateTime(${BigInt(micros) / 1_000_000n})`,
      `(t.${us} < ${micros} or (t.${us} = ${micros} and toString(t.click_id) < ${quote(after.id)}))`,
    );
  }
  return `select toString(t.${us}) as us, toString(t.click_id) as id from clicks as t final
           where ${where.join(' and ')} order by t.${us} desc, toString(t.click_id) desc limit ${Number(limit)}`;
}

/**
 * The keys of up to `limit` visible clicks matching `filter`, newest first, strictly after `after`
 * (null: from the newest) — or why the copy cannot answer now.
 */
export async function readClickKeys(
  reader: ColumnarReader,
  filter: ClickKeyFilter,
  after: ClickKey | null,
  limit: number,
): Promise<{ keys: ClickKey[] } | Unavailable> {
  const params = new Params();
  const sql =
    reader.engine === 'clickhouse'
      ? clickhouseKeysSql(filter, after, limit)
      : duckdbKeysSql(filter, after, limit, params);
  const answer = await reader.grouped(sql, params.values as Values);
  if ('unavailable' in answer) return answer;
  return { keys: answer.rows.map((row) => ({ time: timeOfMicros(String(row.us)), id: String(row.id) })) };
}

/** The countries of the visible clicks matching `filter` with their counts, most first (the click log's country list). */
export async function readClickCountries(
  reader: ColumnarReader,
  filter: ClickKeyFilter,
): Promise<{ countries: { country: string; clicks: number }[] } | Unavailable> {
  const params = new Params();
  const clickhouse = reader.engine === 'clickhouse';
  const where = clickhouse ? clickhouseWhere(filter) : duckdbWhere(filter, params);
  where.push(clickhouse ? 'isNotNull(t.country)' : 't.country is not null');
  const counted = clickhouse ? 'toString(count())' : 'cast(count(*) as varchar)';
  const answer = await reader.grouped(
    `select t.country as country, ${counted} as clicks from ${clickhouse ? 'clicks as t final' : 'clicks t'}
      where ${where.join(' and ')} group by t.country order by count(*) desc, t.country`,
    params.values as Values,
  );
  if ('unavailable' in answer) return answer;
  return { countries: answer.rows.map((row) => ({ country: String(row.country), clicks: Number(row.clicks) })) };
}

/** The click log's port on a reader of the copy (services/logs/click-log-copy.ts). */
export function clickLogCopy(reader: ColumnarReader): ClickLogCopy {
  return {
    engine: reader.engine,
    keys: (filter, after, limit) => readClickKeys(reader, filter, after, limit),
    countries: (filter) => readClickCountries(reader, filter),
  };
}

/** The click log's port on this process's copy of a report pool's database, if one is kept. */
export function clickLogCopyOf(pool: pg.Pool): ClickLogCopy | undefined {
  const reader = columnarReader(pool);
  return reader && clickLogCopy(reader);
}
