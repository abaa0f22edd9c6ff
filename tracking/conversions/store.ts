import type pg from 'pg';
import { ensureClickPartitionsFor, isMissingPartitionError } from '../../services/clicks/partitions';
import type { SubIds } from '../recording/click-record';
import type { StatusBucket } from './status';

export type ConversionOrigin = 'postback' | 'action' | 'pixel';

/** One row of `conversions`, keyed exactly by its column names (it is inserted with json_populate_record). */
export interface ConversionRow extends SubIds {
  conversion_id: string;
  click_created_at: string;
  click_id: string;
  workspace_id: string;
  created_at: string;
  updated_at: string;
  delay_seconds: number;
  revision: number;
  origin: ConversionOrigin;
  event: string | null;
  status: string;
  status_bucket: StatusBucket;
  partner_status: string | null;
  /** In the base currency; null when no exchange rate was known for the click date. */
  payout: string | null;
  base_currency: string;
  amount: string;
  currency: string;
  exchange_rate: string | null;
  txid: string | null;
  /** What makes two writes the same conversion of a click: the txid, or for browser events without one the event. Null: always a new conversion. */
  dedup_key: string | null;
  forwarded: boolean;
  campaign_id: string;
  flow_id: string | null;
  landing_id: string | null;
  offer_id: string | null;
  source_id: string | null;
  country: string | null;
  region: string | null;
  city: string | null;
  device_type: string | null;
  os: string | null;
  browser: string | null;
  isp: string | null;
  language: string | null;
  keyword: string | null;
  referrer: string | null;
  search_engine: string | null;
  ad_campaign: string | null;
  adset: string | null;
  creative: string | null;
  site: string | null;
  external_click_id: string | null;
  is_bot: boolean;
  is_simulated: boolean;
  save_traffic: boolean;
}

/** recorded: a new conversion; updated: its status or amount changed; duplicate: nothing changed. */
export type WriteResult = 'recorded' | 'updated' | 'duplicate';

export interface WriteOutcome {
  result: WriteResult;
  conversion_id: string;
  /** The conversion's revision after the write (null for a duplicate). */
  revision: number | null;
}

export interface WriteOptions {
  /** Postbacks replace the earlier state of the same txid; browser events never do. */
  allowUpdate: boolean;
  write_id: string;
  /** pending: the write is forwarded (webhook, outbound postback, CAPI); none: it is not (no valid token). */
  forward_state: 'none' | 'pending';
  forward_data: unknown;
  /** The incoming postback's log entry, written by the same statement (browser events pass null). */
  log: { method: string; url: string } | null;
}

export interface PostbackLogEntry {
  workspace_id: string;
  created_at: Date;
  direction: 'incoming' | 'outgoing';
  channel: 'postback' | 'capi';
  method: string;
  response_code: number;
  click_id: string | null;
  conversion_id: string | null;
  url: string;
  error: string | null;
  attempt: number;
  /** recorded, updated, duplicate, refused (incoming); delivered, retry, gave_up (outgoing). */
  result: string;
}

/**
 * The whole write in one statement (one round trip, atomic): find the conversion this write
 * belongs to (same click and dedup key) and lock it; insert it when there is none; otherwise, when
 * updates are allowed and status, amount or currency differ, replace its state (reports keep the
 * last state); record the write in conversion_writes (history and forwarding outbox); log the
 * incoming postback. An unchanged state is a duplicate and writes nothing but the log entry.
 * 'conflict' means a concurrent insert of the same key won the race: the caller runs it again,
 * and then finds that row.
 */
const WRITE = `
with input as (select * from json_populate_record(null::conversions, $1::json)),
prev as (
  select c.conversion_id, c.status, c.amount, c.currency
    from conversions c join input i
      on c.click_created_at = i.click_created_at and c.click_id = i.click_id and c.dedup_key = i.dedup_key
   for update of c
),
ins as (
  insert into conversions select * from input where not exists (select 1 from prev)
  on conflict (click_created_at, click_id, dedup_key) do nothing
  returning conversion_id, revision, null::text as from_status, null::numeric as from_amount, null::text as from_currency
),
upd as (
  update conversions c
     set updated_at = i.updated_at, revision = c.revision + 1, status = i.status, status_bucket = i.status_bucket,
         partner_status = i.partner_status, payout = i.payout, base_currency = i.base_currency, amount = i.amount,
         currency = i.currency, exchange_rate = i.exchange_rate, forwarded = i.forwarded
    from input i, prev p
   where $2::boolean and c.click_created_at = i.click_created_at and c.conversion_id = p.conversion_id
     and (p.status, p.amount, p.currency) is distinct from (i.status, i.amount, i.currency)
  returning c.conversion_id, c.revision, p.status as from_status, p.amount as from_amount, p.currency as from_currency
),
changed as (select * from ins union all select * from upd),
w as (
  insert into conversion_writes (write_id, workspace_id, conversion_id, click_id, click_created_at, at, revision, origin,
                                 from_status, to_status, from_amount, to_amount, from_currency, to_currency, forward_state, forward_data)
  select $3::uuid, i.workspace_id, ch.conversion_id, i.click_id, i.click_created_at, i.updated_at, ch.revision, i.origin,
         ch.from_status, i.status, ch.from_amount, i.amount, ch.from_currency, i.currency, $4,
         jsonb_set($5::jsonb, '{conversion_id}', to_jsonb(ch.conversion_id::text))
    from changed ch, input i
  returning write_id
),
outcome as (
  select case when exists (select 1 from ins) then 'recorded'
              when exists (select 1 from upd) then 'updated'
              when exists (select 1 from prev) then 'duplicate'
              else 'conflict' end as result,
         coalesce((select conversion_id from ins), (select conversion_id from prev)) as conversion_id,
         (select revision from changed) as revision
),
lg as (
  insert into postback_log (workspace_id, created_at, direction, channel, method, response_code, click_id, conversion_id, url, error, attempt, result)
  select i.workspace_id, i.updated_at, 'incoming', 'postback', $6, 200, i.click_id::text, o.conversion_id, $7, null, 1, o.result
    from input i, outcome o
   where $7::text is not null and o.result <> 'conflict'
)
select result, conversion_id, revision from outcome`;

const LOG = `insert into postback_log (workspace_id, created_at, direction, channel, method, response_code, click_id, conversion_id, url, error, attempt, result)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`;

/** Raw-SQL writes of the conversion side, on a pg pool of its own (never the ORM unit of work). */
export class ConversionStore {
  constructor(readonly pool: pg.Pool) {}

  async write(row: ConversionRow, options: WriteOptions): Promise<WriteOutcome> {
    const params = [
      JSON.stringify(row),
      options.allowUpdate,
      options.write_id,
      options.forward_state,
      options.forward_data == null ? null : JSON.stringify(options.forward_data),
      options.log?.method ?? null,
      options.log?.url ?? null,
    ];
    for (let attempt = 0; ; attempt++) {
      let outcome: { result: WriteResult | 'conflict'; conversion_id: string; revision: number | null };
      try {
        outcome = (await this.pool.query(WRITE, params)).rows[0];
      } catch (error) {
        if (!isMissingPartitionError(error) || attempt > 0) throw error;
        await this.ensurePartition(new Date(row.click_created_at));
        continue;
      }
      if (outcome.result !== 'conflict') return outcome as WriteOutcome;
      if (attempt >= 3) throw new Error('conversion write kept conflicting');
    }
  }

  async log(entry: PostbackLogEntry): Promise<void> {
    await this.pool.query(LOG, [
      entry.workspace_id,
      entry.created_at,
      entry.direction,
      entry.channel,
      entry.method,
      entry.response_code,
      entry.click_id,
      entry.conversion_id,
      entry.url,
      entry.error,
      entry.attempt,
      entry.result,
    ]);
  }

  private async ensurePartition(clickTime: Date): Promise<void> {
    const db = await this.pool.connect();
    try {
      await ensureClickPartitionsFor(db, [clickTime], 'conversions');
    } finally {
      db.release();
    }
  }
}
