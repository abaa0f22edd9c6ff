import { timeOfMicros } from './click-cursor';
import { dialectOf } from './dialects';
import type { CopyReader } from './reader';
import { Params } from '../table-sql';
import type { ClickKey, ClickKeyFilter, ClickLogCopy, CopyUnavailable } from '../../services/logs/click-log-copy';

export type { ClickKey, ClickKeyFilter } from '../../services/logs/click-log-copy';

/**
 * The click log's heavy filters on the analytics copy (docs/reports.md, "Click log"): the copy
 * finds the keys (created_at, click_id) of a page, newest first after a cursor, and Postgres reads
 * those rows. Also the country list's counts. The SQL is each engine's dialect's (dialect.ts).
 */

type Values = (string | number | boolean | null)[];
type Unavailable = CopyUnavailable;

/**
 * The keys of up to `limit` visible clicks matching `filter`, newest first, strictly after `after`
 * (null: from the newest) — or why the copy cannot answer now.
 */
export async function readClickKeys(
  reader: CopyReader,
  filter: ClickKeyFilter,
  after: ClickKey | null,
  limit: number,
): Promise<{ keys: ClickKey[] } | Unavailable> {
  const params = new Params();
  const sql = dialectOf(reader.engine).clickKeysSql(filter, after, limit, params);
  const answer = await reader.grouped(sql, params.values as Values);
  if ('unavailable' in answer) return answer;
  return { keys: answer.rows.map((row) => ({ time: timeOfMicros(String(row.us)), id: String(row.id) })) };
}

/** The countries of the visible clicks matching `filter` with their counts, most first (the click log's country list). */
export async function readClickCountries(
  reader: CopyReader,
  filter: ClickKeyFilter,
): Promise<{ countries: { country: string; clicks: number }[] } | Unavailable> {
  const params = new Params();
  const answer = await reader.grouped(
    dialectOf(reader.engine).clickCountriesSql(filter, params),
    params.values as Values,
  );
  if ('unavailable' in answer) return answer;
  return { countries: answer.rows.map((row) => ({ country: String(row.country), clicks: Number(row.clicks) })) };
}

/** The click log's port on a reader of the copy (services/logs/click-log-copy.ts). */
export function clickLogCopy(reader: CopyReader): ClickLogCopy {
  return {
    engine: reader.engine,
    keys: (filter, after, limit) => readClickKeys(reader, filter, after, limit),
    countries: (filter) => readClickCountries(reader, filter),
  };
}

/** The click log's port on this process's copy, if it keeps one. */
export function clickLogCopyOf(reader: CopyReader | null | undefined): ClickLogCopy | undefined {
  return reader ? clickLogCopy(reader) : undefined;
}
