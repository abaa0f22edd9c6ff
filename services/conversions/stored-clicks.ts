import type pg from 'pg';
import { Batcher } from '../batching/batcher';

/**
 * One statement for the click lookups of many concurrent conversions, probed through the primary
 * key by the exact times and ids. The statement runs with a generic plan, which cannot prune
 * partitions by an array parameter: the range of the times ($3, $4) prunes them to the days the
 * batch spans when the plan starts. As an id carries its time, a row found for an id is its click.
 */
const SELECT = `select * from clicks
  where created_at >= $3 and created_at <= $4 and created_at = any($1::timestamptz[]) and click_id = any($2::uuid[])`;

/**
 * Stored click rows by id and time for the conversion hot path (routing's ClickLookupDeps
 * storedClick): the lookups asked for during one turn of the event loop share one query.
 */
export class StoredClicks {
  private readonly batcher: Batcher<{ click_id: string; time: Date }, Record<string, unknown> | null>;

  constructor(pool: pg.Pool) {
    this.batcher = new Batcher(
      async (lookups) => {
        const times = [...new Set(lookups.map((lookup) => lookup.time.getTime()))].sort((a, b) => a - b);
        const ids = [...new Set(lookups.map((lookup) => lookup.click_id))];
        const iso = (ms: number) => new Date(ms).toISOString();
        const values = [times.map(iso), ids, iso(times[0]), iso(times[times.length - 1])];
        const { rows } = await pool.query({ name: 'stored_clicks_batch', text: SELECT, values });
        const byId = new Map(rows.map((row) => [row.click_id as string, row as Record<string, unknown>]));
        // Callers asking for one id share its row: the lookup copies it before changing anything.
        return lookups.map((lookup) => byId.get(lookup.click_id) ?? null);
      },
      { maxBatch: 500, maxParallel: 4 },
    );
  }

  find(clickId: string, time: Date): Promise<Record<string, unknown> | null> {
    return this.batcher.add({ click_id: clickId, time });
  }
}
