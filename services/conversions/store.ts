import { CONVERSION_COPIED_COLUMNS } from '../../entities/click-fields';
import type pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureClickPartitionsFor, isMissingPartitionError } from '../clicks/partitions';
import type { SubIds } from '../../entities/click-fields';
import type { StatusBucket } from '../catalogue/statuses';
import type { WrittenConversion } from '../live/feeds';
import { notify } from '../live/notify';
import type { PostbackLogEntry } from './log.shapes';
import { HOT_QUERY_TIMEOUT_MS } from './pool-bounds';

export type ConversionOrigin = 'postback' | 'action' | 'pixel';

/**
 * What a postback may carry besides the spec's parameters (docs/conversions.md "Postbacks from
 * Keitaro and Binom networks"), kept apart from the click's copied columns.
 */
export interface ConversionExtras {
  /**
   * The CPA cost as sent, in the conversion's `currency`. The row's `cost` (what reports add to
   * cost) takes it, converted, while the conversion is a lead or a sale (trigger conversions_set_cost).
   */
  postback_cost: string | null;
  postback_from: string | null;
  /** Binom's `cnv_status2`. */
  postback_status2: string | null;
  /** The postback's `sub_id_1` … `sub_id_30` by name; the click's own sub ids are the row's sub_id_N. */
  postback_sub_ids: Record<string, string> | null;
}

/** One row of `conversions`, keyed exactly by its column names (it is inserted with jsonb_populate_record). */
export interface ConversionRow extends SubIds, Partial<ConversionExtras> {
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
  txid_or_event: string | null;
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
  /** True when the write has something to forward (a subscribed webhook, the source's postback or CAPI): queue its job. */
  pending: boolean;
}

export interface WriteOptions {
  /** Postbacks replace the earlier state of the same txid; browser events never do. */
  allowUpdate: boolean;
  write_id: string;
  /** False for a browser event without a valid token: never forwarded. */
  forwardable: boolean;
  /** The click's source takes this write (outbound postback or CAPI). Webhooks are checked by the statement itself. */
  source_forwards: boolean;
  /** The forwarding job's data, kept in the outbox while the write is pending. */
  forward_data: unknown;
  /** The incoming postback's log entry, written by the same statement (browser events pass null). */
  log: { method: string; url: string } | null;
  /** A signed-in member's manual write (upload, edit): the same statement writes its audit row (docs/audit.md). */
  audit?: { user_id: string; ref: string } | null;
}

/**
 * The columns of `conversions`, in the order of ConversionRow (inserted by name): the conversion's
 * own, then the copy of its click's (the click-field catalogue's CONVERSION_COPIED_COLUMNS).
 */
const COLUMNS = [
  'conversion_id',
  'click_created_at',
  'click_id',
  'workspace_id',
  'created_at',
  'updated_at',
  'delay_seconds',
  'revision',
  'origin',
  'event',
  'status',
  'status_bucket',
  'partner_status',
  'payout',
  'base_currency',
  'amount',
  'currency',
  'exchange_rate',
  'txid',
  'txid_or_event',
  'forwarded',
  'postback_cost',
  'postback_from',
  'postback_status2',
  'postback_sub_ids',
  ...CONVERSION_COPIED_COLUMNS,
].join(', ');

/**
 * A batch of writes in one statement (one round trip, one commit, atomic). The batch comes as jsonb:
 * parsed once, where json would be parsed again by every field lookup. Per input row (`ord`):
 * find the conversion it belongs to (same click and dedup key) and lock it; insert it when there
 * is none; otherwise, when updates are allowed and status, amount or currency differ, replace its
 * state (reports keep the last state). Every change is recorded in conversion_writes (history and
 * forwarding outbox): pending when it may be forwarded (valid token) and someone takes it — the
 * source, or an enabled webhook subscribed to conversion.created (read here, so never stale).
 * Incoming postbacks are logged. An unchanged state is a duplicate and writes only the log entry.
 * 'conflict' means a concurrent insert of the same key won the race: that row is written again
 * and then finds the other one. A batch never holds two rows of one key (the batcher sees to it).
 * A write whose write_id is already in conversion_writes (the batch sent again after its reply was
 * lost) is skipped and answers its committed outcome (`done`).
 */
const WRITE_BATCH = `
with given as (
  select e.ord, c.*, m.*
    from jsonb_array_elements($1::jsonb) with ordinality as e(doc, ord)
   cross join lateral jsonb_populate_record(null::conversions, e.doc -> 'row') as c
   cross join lateral jsonb_to_record(e.doc -> 'meta') as m(allow_update boolean, write_id uuid, forwardable boolean,
                                                           source_forwards boolean, forward_data jsonb, log_method text, log_url text,
                                                           audit_user uuid, audit_ref text)
),
-- A write whose write_id is already in conversion_writes was committed by an earlier run of this
-- batch whose reply was lost: it is not written again (no second conversion, no second log entry)
-- and answers its earlier outcome.
done as (
  select g.ord, w.conversion_id, w.revision, w.forward_state <> 'none' as pending
    from given g join conversion_writes w on w.write_id = g.write_id
),
input as (
  select g.* from given g where not exists (select 1 from done d where d.ord = g.ord)
),
-- A lateral lookup per row, so each is an index probe of its click's day (a join would let the
-- planner scan whole partitions).
prev as (
  select i.ord, c.conversion_id, c.status, c.amount, c.currency
    from input i
   cross join lateral (
     select conversion_id, status, amount, currency from conversions c
      where c.click_created_at = i.click_created_at and c.click_id = i.click_id and c.txid_or_event = i.txid_or_event
      for update
   ) c
),
ins as (
  insert into conversions (${COLUMNS})
  select ${COLUMNS} from input i where not exists (select 1 from prev p where p.ord = i.ord)
  on conflict (click_created_at, click_id, txid_or_event) do nothing
  returning conversion_id, revision
),
upd as (
  update conversions c
     set updated_at = i.updated_at, revision = c.revision + 1, status = i.status, status_bucket = i.status_bucket,
         partner_status = i.partner_status, payout = i.payout, base_currency = i.base_currency, amount = i.amount,
         currency = i.currency, exchange_rate = i.exchange_rate, forwarded = i.forwarded,
         -- A later postback without a cost, from or sub ids keeps the earlier ones (a status change need not repeat them).
         postback_cost = coalesce(i.postback_cost, c.postback_cost), postback_from = coalesce(i.postback_from, c.postback_from),
         postback_status2 = coalesce(i.postback_status2, c.postback_status2),
         postback_sub_ids = case when i.postback_sub_ids is null then c.postback_sub_ids
                                 else coalesce(c.postback_sub_ids, '{}'::jsonb) || i.postback_sub_ids end
    from input i join prev p on p.ord = i.ord
   where i.allow_update and c.click_created_at = i.click_created_at and c.conversion_id = p.conversion_id
     and (p.status, p.amount, p.currency) is distinct from (i.status, i.amount, i.currency)
  returning p.ord, c.conversion_id, c.revision, p.status as from_status, p.amount as from_amount, p.currency as from_currency
),
changed as (
  select i.ord, 'recorded' as kind, ins.conversion_id, ins.revision,
         null::text as from_status, null::numeric as from_amount, null::text as from_currency
    from ins join input i on i.conversion_id = ins.conversion_id
  union all
  select ord, 'updated', conversion_id, revision, from_status, from_amount, from_currency from upd
),
outcome as (
  select i.ord,
         coalesce(ch.kind, case when p.ord is not null then 'duplicate' else 'conflict' end) as result,
         coalesce(ch.conversion_id, p.conversion_id) as conversion_id,
         ch.revision,
         ch.ord is not null and i.forwardable and (i.source_forwards or exists (
           select 1 from webhooks wh where wh.workspace_id = i.workspace_id and wh.enabled and
             'conversion.created' = any (wh.events))) as pending
    from input i left join changed ch on ch.ord = i.ord left join prev p on p.ord = i.ord
),
w as (
  insert into conversion_writes (write_id, workspace_id, conversion_id, click_id, click_created_at, at, revision, origin,
                                 from_status, to_status, from_amount, to_amount, from_currency, to_currency, forward_state, forward_data)
  select i.write_id, i.workspace_id, ch.conversion_id, i.click_id, i.click_created_at, i.updated_at, ch.revision, i.origin,
         ch.from_status, i.status, ch.from_amount, i.amount, ch.from_currency, i.currency,
         case when o.pending then 'pending' else 'none' end,
         case when o.pending then jsonb_set(i.forward_data, '{conversion_id}', to_jsonb(ch.conversion_id::text)) end
    from changed ch join input i on i.ord = ch.ord join outcome o on o.ord = ch.ord
),
lg as (
  insert into postback_log (workspace_id, created_at, direction, channel, method, response_code, click_id,
    conversion_id, url, error, attempt, result)
  select i.workspace_id, i.updated_at, 'incoming', 'postback', i.log_method, 200, i.click_id::text,
    o.conversion_id, i.log_url, null, 1, o.result
    from input i join outcome o on o.ord = i.ord
   where i.log_url is not null and o.result <> 'conflict'
),
-- A member's manual write (upload, edit) leaves its audit row in the same statement: the fields set
-- on a new conversion, the ones that changed (old and new) on an update.
au as (
  insert into audit_log (id, workspace_id, actor_kind, user_id, entity_kind, entity_id, action, changes, ref)
  select gen_random_uuid(), i.workspace_id, 'user', i.audit_user, 'conversions', ch.conversion_id::text,
         case when ch.kind = 'recorded' then 'create' else 'update' end,
         case when ch.kind = 'recorded' then jsonb_strip_nulls(jsonb_build_object(
           'click_id', jsonb_build_object('new', i.click_id), 'status', jsonb_build_object('new', i.status),
           'amount', jsonb_build_object('new', i.amount::text), 'currency', jsonb_build_object('new', i.currency),
           'txid', case when i.txid is not null then jsonb_build_object('new', i.txid) end))
         else jsonb_strip_nulls(jsonb_build_object(
           'status', case when ch.from_status is distinct from i.status
                          then jsonb_build_object('old', ch.from_status, 'new', i.status) end,
           'amount', case when ch.from_amount is distinct from i.amount
                          then jsonb_build_object('old', ch.from_amount::text, 'new', i.amount::text) end,
           'currency', case when ch.from_currency is distinct from i.currency
                          then jsonb_build_object('old', ch.from_currency, 'new', i.currency) end)) end,
         i.audit_ref
    from changed ch join input i on i.ord = ch.ord
   where i.audit_user is not null
)
select ord::int, result, conversion_id, revision, pending from outcome
union all
select ord::int, case when revision = 1 then 'recorded' else 'updated' end, conversion_id, revision, pending from done
order by ord`;

/**
 * Writes one statement takes at most, and statements in flight at once. One at a time: each
 * statement's commit (a WAL flush) costs Postgres more CPU than a few rows, so fewer, fuller
 * batches carried more postbacks per second in the benchmark than two half-full ones.
 */
const MAX_BATCH = 200;
const MAX_PARALLEL = 1;
const MAX_CONFLICT_RETRIES = 3;
/** A batch whose connection was lost is sent again (same write ids) this often, after 100 ms, then 200 ms. */
const MAX_LOST_REPLY_RETRIES = 2;
const LOST_REPLY_RETRY_MS = 100;

/**
 * An error that says nothing about what the server did: no SQLSTATE (the socket closed, reset or
 * timed out on our side) or a connection-exception class (08xxx) or a shutdown (57P01-57P03).
 */
function isConnectionLoss(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return true;
  return code.startsWith('08') || /^57P0[123]$/.test(code);
}

function isReadTimeout(error: unknown): boolean {
  return error instanceof Error && /Query read timeout/.test(error.message);
}

/**
 * Absent keys read as null in Postgres (jsonb_populate_record, jsonb_to_record): most columns are
 * empty, so they are left out. A copy without them, as a JSON.stringify replacer costs a call per key.
 */
function withoutNulls<T extends object>(record: T): Partial<T> {
  const copy: Record<string, unknown> = {};
  for (const key in record) if (record[key] !== null) copy[key] = record[key];
  return copy as Partial<T>;
}

interface QueuedWrite {
  row: ConversionRow;
  options: WriteOptions;
  /** Rows of one key never share a batch. */
  key: string | null;
  conflicts: number;
  resolve(outcome: WriteOutcome): void;
  reject(error: unknown): void;
}

const LOG = `insert into postback_log (workspace_id, created_at, direction, channel, method, response_code,
  click_id, conversion_id, url, error, attempt, result)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`;

/**
 * Raw-SQL writes of the conversion side, on a pg pool of its own (never the ORM unit of work).
 * Writes are batched as they come: while a statement is running, new
 * writes wait and then go together, so under load many conversions share one statement and one
 * commit (one WAL flush) while a lone write still goes out at once. Each caller still gets its
 * own outcome only after the commit.
 */
export class ConversionStore {
  private queue: QueuedWrite[] = [];
  private running = 0;
  /** Told of every committed batch and log entry (live updates); must not throw or block. */
  onWritten: ((written: readonly WrittenConversion[]) => void) | null = null;
  onLogged: ((entry: PostbackLogEntry) => void) | null = null;

  /** `pool` for everything; `batchPool` (generic plans) for the batch statement. */
  constructor(
    readonly pool: pg.Pool,
    readonly batchPool: pg.Pool,
  ) {}

  write(row: ConversionRow, options: WriteOptions): Promise<WriteOutcome> {
    return new Promise((resolve, reject) => {
      const key = row.txid_or_event === null ? null : `${row.click_id}|${row.txid_or_event}`;
      this.queue.push({ row, options, key, conflicts: 0, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.running < MAX_PARALLEL && this.queue.length) {
      const batch: QueuedWrite[] = [];
      const keys = new Set<string>();
      const rest: QueuedWrite[] = [];
      for (const item of this.queue) {
        if (batch.length >= MAX_BATCH || (item.key !== null && keys.has(item.key))) rest.push(item);
        else {
          if (item.key !== null) keys.add(item.key);
          batch.push(item);
        }
      }
      this.queue = rest;
      this.running++;
      void this.flush(batch).finally(() => {
        this.running--;
        this.pump();
      });
    }
  }

  /**
   * Runs a batch; a failing batch is retried row by row, so one bad row fails alone. A connection
   * still lost after runBatch's own retries fails the whole batch (no row is to blame).
   */
  private async flush(batch: QueuedWrite[]): Promise<void> {
    let outcomes: (WriteOutcome | { result: 'conflict' })[];
    try {
      outcomes = await this.runBatch(batch);
    } catch (error) {
      if (batch.length === 1 || isConnectionLoss(error)) {
        for (const item of batch) item.reject(error);
        return;
      }
      for (const item of batch) await this.flush([item]);
      return;
    }
    notify(
      this.onWritten,
      batch.map((item, index) => ({
        row: item.row,
        ...(outcomes[index] as WriteOutcome),
        log: item.options.log ?? null,
      })),
    );
    for (let index = 0; index < batch.length; index++) {
      const item = batch[index];
      const outcome = outcomes[index];
      if (outcome.result !== 'conflict') item.resolve(outcome as WriteOutcome);
      else if (++item.conflicts > MAX_CONFLICT_RETRIES) item.reject(new Error('conversion write kept conflicting'));
      else this.queue.unshift(item);
    }
  }

  private async runBatch(batch: QueuedWrite[]): Promise<(WriteOutcome | { result: 'conflict' })[]> {
    const docs = batch.map(({ row, options }) => ({
      row: withoutNulls(row),
      meta: withoutNulls({
        allow_update: options.allowUpdate,
        write_id: options.write_id,
        forwardable: options.forwardable,
        source_forwards: options.source_forwards,
        forward_data: options.forward_data ?? null,
        log_method: options.log?.method ?? null,
        log_url: options.log?.url ?? null,
        audit_user: options.audit?.user_id ?? null,
        audit_ref: options.audit?.ref ?? null,
      }),
    }));
    const query = { name: 'conversion_write_batch', text: WRITE_BATCH, values: [JSON.stringify(docs)] };
    let rows;
    let partitioned = false;
    for (let attempt = 0; ; ) {
      try {
        // A named statement: planned once per connection (planning this CTE costs more than running it).
        rows = (await this.batchPool.query(query)).rows;
        break;
      } catch (error) {
        if (isMissingPartitionError(error) && !partitioned) {
          partitioned = true;
          await this.ensurePartitions(batch.map((item) => new Date(item.row.click_created_at)));
          continue;
        }
        // The connection went away: the batch may have committed with its reply lost. Sent again
        // with the same write ids, the statement answers what is already committed as it was.
        // Not when the server did not answer at all (the pool's bound ran out): sending again would
        // wait as long once more, past the postbacks' bound; the 503 has the network send it later.
        if (!isConnectionLoss(error) || isReadTimeout(error) || attempt >= MAX_LOST_REPLY_RETRIES) throw error;
        await sleep(LOST_REPLY_RETRY_MS * ++attempt);
      }
    }
    return rows.map((row) => ({
      result: row.result,
      conversion_id: row.conversion_id,
      revision: row.revision,
      pending: row.pending,
    }));
  }

  async log(entry: PostbackLogEntry): Promise<void> {
    await this.pool.query({
      text: LOG,
      query_timeout: HOT_QUERY_TIMEOUT_MS,
      values: [
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
      ],
    } as pg.QueryConfig);
    notify(this.onLogged, entry);
  }

  private async ensurePartitions(clickTimes: Date[]): Promise<void> {
    const db = await this.pool.connect();
    try {
      await ensureClickPartitionsFor(db, clickTimes, 'conversions');
    } finally {
      db.release();
    }
  }
}
