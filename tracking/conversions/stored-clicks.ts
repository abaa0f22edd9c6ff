import type pg from 'pg';
import { Batcher } from '../../services/batching/batcher';

/**
 * One statement for the click lookups of many concurrent conversions. The times narrow the scan to
 * their day partitions (pruned at execution) and the ids are probed through the primary key; as
 * an id carries its time, a row found for an id is that id's click.
 */
const SELECT = 'select * from clicks where created_at = any($1::timestamptz[]) and click_id = any($2::uuid[])';

/**
 * Stored click rows by id and time for the conversion hot path (routing's ClickLookupDeps
 * storedClick): the lookups asked for during one turn of the event loop share one query.
 */
export class StoredClicks {
  private readonly batcher: Batcher<{ click_id: string; time: Date }, Record<string, unknown> | null>;

  constructor(pool: pg.Pool) {
    this.batcher = new Batcher(
      async (lookups) => {
        const times = [...new Set(lookups.map((lookup) => lookup.time.toISOString()))];
        const ids = [...new Set(lookups.map((lookup) => lookup.click_id))];
        const { rows } = await pool.query({ name: 'stored_clicks_batch', text: SELECT, values: [times, ids] });
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
