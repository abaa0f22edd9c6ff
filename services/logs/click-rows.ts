import type pg from 'pg';
import type { ClickKey, ClickLogCopy } from './click-log-copy';
import { clickFilter, clickKeyFilter, clickLogSql, Params, type ClickLogQuery } from './click-filter';
import { visibleTrafficSql, type TrafficVisibility } from './visibility';

/**
 * A window of the click log at most this long is read from Postgres whatever its filters: at
 * 14,000 clicks an hour (10M a month) a filter that matches nothing reads 14,000 rows there.
 */
export const HEAVY_WINDOW_MS = 3_600_000;

type Row = Record<string, any>;
type Queryable = Pick<pg.Pool, 'query'>;

/** Rows of the click log's statement (clickLogSql) and where they were read. */
export interface ClickRowsRead {
  rows: Row[];
  /** `raw` (Postgres), `columnar:duckdb` / `columnar:clickhouse`, or `raw (analytics copy rebuilding | behind | down)`. */
  storage: string;
}

/**
 * Whether a page is heavy for Postgres (docs/reports.md, "Click log"): a filter no index serves —
 * country, bot or human, refused or delivered (alone or with a campaign) — over more than
 * HEAVY_WINDOW_MS of the period left before the cursor. Postgres then walks the newest clicks of
 * the workspace (or campaign) and throws away those that do not match, the whole period when few
 * do. A campaign alone has its index; a click id search is a range of the primary key.
 */
export function isHeavyClickQuery(
  query: ClickLogQuery,
  period: { from: Date; to: Date },
  after: ClickKey | null,
): boolean {
  if (query.click_id || !(query.country?.length || query.traffic || query.delivery)) return false;
  const end = after ? Math.min(period.to.getTime(), Date.parse(after.time)) : period.to.getTime();
  return end - period.from.getTime() > HEAVY_WINDOW_MS;
}

/**
 * The click log's rows (a page, or a batch of its export) for one query: `read(after, want)` gives
 * up to `want` rows strictly after `after`, newest first; fewer means none are left. A heavy page
 * (isHeavyClickQuery) with an analytics copy kept asks the copy for the keys (created_at,
 * click_id) and reads exactly those rows from Postgres, the source of truth, with every filter
 * and the visibility again: a row deleted or hidden since drops out, and the copy is asked again
 * after its last key for what is missing, so the page stays full and in order. Copy unavailable
 * (rebuilding, behind, down): Postgres reads the rest, and `storage` says so.
 */
export function clickRows(
  db: Queryable,
  workspaceId: string,
  query: ClickLogQuery,
  period: { from: Date; to: Date },
  visibility: TrafficVisibility,
  reader: ClickLogCopy | undefined,
): (after: ClickKey | null, want: number) => Promise<ClickRowsRead> {
  const visible = visibleTrafficSql(visibility, 'c.');
  const filtered = (params: Params) => clickFilter(params, workspaceId, query, period, visible);
  // Validated now, whichever store reads: a bad filter is refused before anything is asked.
  filtered(new Params());
  const keyFilter = clickKeyFilter(workspaceId, query, period, visibility);

  const postgres = async (after: ClickKey | null, want: number): Promise<Row[]> => {
    const params = new Params();
    const where = filtered(params);
    if (after) {
      // The plain bound lets Postgres skip whole partitions; the row comparison places the page exactly.
      const time = params.add(after.time);
      where.push(
        `c.created_at <= ${time}::timestamptz`,
        `(c.created_at, c.click_id) < (${time}::timestamptz, ${params.add(after.id)}::uuid)`,
      );
    }
    return (await db.query(`${clickLogSql(where)} limit ${params.add(want)}`, params.values)).rows;
  };

  const ofKeys = async (keys: ClickKey[]): Promise<Row[]> => {
    const params = new Params();
    const where = filtered(params);
    // The keys' own time range prunes the day partitions; each row is read as Postgres holds it now.
    where.push(
      `c.created_at >= ${params.add(keys[keys.length - 1].time)}::timestamptz`,
      `c.created_at <= ${params.add(keys[0].time)}::timestamptz`,
      `(c.created_at, c.click_id) in (select * from unnest(${params.add(keys.map((k) => k.time))}::timestamptz[],
         ${params.add(keys.map((k) => k.id))}::uuid[]))`,
    );
    return (await db.query(clickLogSql(where), params.values)).rows;
  };

  const fromCopy = async (copy: ClickLogCopy, after: ClickKey | null, want: number): Promise<ClickRowsRead> => {
    const rows: Row[] = [];
    for (let cursor = after; rows.length < want; ) {
      const ask = want - rows.length;
      const answer = await copy.keys(keyFilter, cursor, ask);
      if ('unavailable' in answer) {
        rows.push(...(await postgres(cursor, ask)));
        return { rows, storage: `raw (analytics copy ${answer.unavailable})` };
      }
      if (answer.keys.length) rows.push(...(await ofKeys(answer.keys)));
      if (answer.keys.length < ask) break;
      cursor = answer.keys[answer.keys.length - 1];
    }
    return { rows, storage: `columnar:${copy.engine}` };
  };

  return async (after, want) =>
    reader && isHeavyClickQuery(query, period, after)
      ? fromCopy(reader, after, want)
      : { rows: await postgres(after, want), storage: 'raw' };
}
