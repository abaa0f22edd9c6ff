import type pg from 'pg';
import type { ClickRecord } from '../recording/click-record';
import { clickIdTime } from '../recording/click-id';

/**
 * The click a conversion binds to: the click row's columns (created_at as an ISO string). The
 * routing area owns the lookup (`findClickForConversion`: saved clicks, clicks of save_traffic=false
 * flows, and clicks still waiting in the Redis stream); this file is the one place the conversions
 * side calls it.
 *
 * MERGE NOTE (lead): until branch `routing` lands findClickForConversion, the body below looks in
 * Postgres only (a click still in the stream answers "unknown" and the partner retries). On merge,
 * replace the body with a call to routing's function and keep this signature.
 */
export type BoundClick = ClickRecord;

const CLICK_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 86_400_000;

export async function findClickForConversion(pool: pg.Pool, clickId: string): Promise<BoundClick | null> {
  if (!CLICK_ID.test(clickId)) return null;
  const id = clickId.toLowerCase();
  const time = clickIdTime(id);
  // A UUIDv7 names its day, so only that partition is read.
  const { rows } = time
    ? await pool.query(
        `select to_json(c) as row from clicks c where click_id = $1 and created_at >= $2 and created_at < $3`,
        [id, new Date(Math.floor(time.getTime() / DAY_MS) * DAY_MS), new Date(Math.floor(time.getTime() / DAY_MS) * DAY_MS + DAY_MS)],
      )
    : await pool.query(`select to_json(c) as row from clicks c where click_id = $1 limit 1`, [id]);
  if (!rows[0]) return null;
  const row = rows[0].row as BoundClick;
  return { ...row, created_at: new Date(row.created_at).toISOString() };
}
