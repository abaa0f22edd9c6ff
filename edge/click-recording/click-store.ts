import pg from 'pg';
import { ensureClickPartitionsFor, isMissingPartitionError } from '../../services/clicks/partitions';
import type { ClickEntry } from './click-entry';
import { notify } from '../../services/live/notify';

export interface StoredBatch {
  /** Rows newly inserted (duplicates of already stored clicks are skipped). */
  inserted: number;
  duplicates: number;
}

// One statement per table whatever the batch size: the entries' JSON is joined into one array, so
// nothing is parsed or re-encoded in Node. A multi-row VALUES list would hit the 65,535-parameter
// limit at ~900 clicks of 70 columns; COPY measured about the same (docs/clicks.md).
const INSERT_CLICKS =
  'insert into clicks select * from json_populate_recordset(null::clicks, $1::json) on conflict do nothing';
// Clicks costed 0 for want of a currency rate (docs/tracking-model.md "Clicks costed without a
// rate"): only when the batch has one, found by a plain text search of the batch's JSON.
const UNPRICED_KEY = '"unpriced_amount"';
const INSERT_UNPRICED = `insert into unpriced_clicks (created_at, click_id, workspace_id, campaign_id, amount, currency, base_currency)
  select r.created_at, r.click_id, r.workspace_id, r.campaign_id, r.unpriced_amount, r.unpriced_currency, w.base_currency
    from json_to_recordset($1::json) as r(created_at timestamptz, click_id uuid, workspace_id uuid, campaign_id uuid,
                                          unpriced_amount numeric, unpriced_currency text, is_simulated boolean)
    join workspaces w on w.id = r.workspace_id
   where r.unpriced_amount is not null and not coalesce(r.is_simulated, false)
  on conflict do nothing`;
const INSERT_TRACES =
  'insert into click_traces select * from json_populate_recordset(null::click_traces, $1::json) on conflict do nothing';

/**
 * Writes clicks and their traces to Postgres in one transaction per batch, with raw SQL on a small
 * pg pool of its own (never the ORM unit of work). Idempotent: a click already stored (same
 * created_at and click_id) is skipped. A missing day partition is created and the batch retried.
 */
export class ClickStore {
  readonly pool: pg.Pool;
  /** Told of every committed batch (live updates); must not throw or block. */
  onWritten: ((entries: readonly ClickEntry[]) => void) | null = null;

  constructor(databaseUrl: string, options: { max?: number } = {}) {
    this.pool = new pg.Pool({
      connectionString: databaseUrl,
      max: options.max ?? 4,
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 30_000,
      allowExitOnIdle: true,
      // A Postgres that hangs fails the batch (kept and retried) instead of wedging the writer.
      query_timeout: 60_000,
    });
    // An idle client whose server went away reports here; the next query gets a new connection.
    this.pool.on('error', () => undefined);
  }

  async write(entries: ClickEntry[]): Promise<StoredBatch> {
    if (!entries.length) return { inserted: 0, duplicates: 0 };
    const clicks = `[${entries.map((entry) => entry.click).join(',')}]`;
    const traced = entries.filter((entry) => entry.trace !== null);
    const traces = traced.length ? `[${traced.map((entry) => entry.trace).join(',')}]` : null;
    const db = await this.pool.connect();
    let broken = false;
    const insert = async (): Promise<number> => {
      await db.query('begin');
      try {
        const result = await db.query(INSERT_CLICKS, [clicks]);
        if (clicks.includes(UNPRICED_KEY)) await db.query(INSERT_UNPRICED, [clicks]);
        if (traces) await db.query(INSERT_TRACES, [traces]);
        await db.query('commit');
        return result.rowCount ?? 0;
      } catch (error) {
        await db.query('rollback').catch(() => (broken = true));
        throw error;
      }
    };
    try {
      let inserted: number;
      try {
        inserted = await insert();
      } catch (error) {
        if (!isMissingPartitionError(error)) throw error;
        await ensureClickPartitionsFor(
          db,
          entries.map((entry) => new Date(entry.time)),
        );
        inserted = await insert();
      }
      notify(this.onWritten, entries);
      return { inserted, duplicates: entries.length - inserted };
    } catch (error) {
      if (!isDataError(error)) broken = true;
      throw error;
    } finally {
      db.release(broken);
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

/**
 * True for errors about the rows themselves (a bad value, a violated constraint), which retrying
 * the same rows cannot fix; false for connection and server trouble, which a later retry can.
 */
export function isDataError(error: unknown): boolean {
  const code = (error as { code?: string })?.code ?? '';
  return (code.startsWith('22') || code.startsWith('23')) && !isMissingPartitionError(error);
}
