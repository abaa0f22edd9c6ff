import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { SUB_ID_COLUMNS } from '../../entities/click-fields';
import { inTransaction } from '../../infra/database';
import { analyzeDayPartitions, daysBetween } from '../clicks/partitions';
import { currency as currencyCode, formatDecimal, money } from '../catalogue/fields';
import { BadRequestError, NotFoundError, UnprocessableError } from '../errors';
import { resolvePeriod } from '../time/period';
import { Params } from '../sql-params';
import type { JobQueue } from '../queue';
import { enqueueCostUpdate } from './queue';
import type { CostUpdateInput, CostUpdateView, SubIdMatch } from './cost-update.shapes';
import { isUuid } from '../../entities/uuid';

/**
 * Cost updates (Keitaro's "Update costs", Voluum's cost update; docs/reports.md, "Cost updates"):
 * the total cost of a campaign's clicks in a range, optionally only those of a source or with
 * given sub ids, is spread in equal shares over those clicks and written to `clicks.cost`. Shares
 * are whole millionths (the column's scale): the total in millionths divided by the clicks, the
 * remainder one millionth more to each of the first clicks in time order, so the shares add up to
 * the total exactly. Each share is converted to the base currency at its click date's rate (as a
 * CPA cost is). The rollup triggers on `clicks` subtract the old costs and add the new in the
 * same transaction as the UPDATE, so reports agree as soon as it commits.
 *
 * Up to MAX_SYNC_COST_CLICKS clicks it runs in the request, in one transaction with its record;
 * above, a job does it in chunks of COST_CHUNK_CLICKS clicks, each committed with its rollups and
 * the record's progress (an update sets, never adds, so a retried job converges).
 */
export const MAX_SYNC_COST_CLICKS = 100_000;
export const COST_CHUNK_CLICKS = 50_000;
export const COST_UPDATE_PROGRESS_TOPIC = 'COST_UPDATE_PROGRESS';
/** Told after each chunk commits (the job publishes it to the `cost_update_progress` subscription). */
export type CostUpdateProgressSink = (workspaceId: string, view: CostUpdateView) => void;

/** clicks.cost is numeric(18,6). */
const MAX_WHOLE_DIGITS = 12;
const MAX_SUB_ID_MATCHES = 30;

interface CostUpdateRow {
  id: string;
  workspace_id: string;
  user_id: string;
  campaign_id: string;
  from_time: Date;
  to_time: Date;
  source_id: string | null;
  sub_ids: SubIdMatch[];
  amount: string;
  currency: string;
  base_currency: string;
  state: CostUpdateView['state'];
  clicks: string;
  clicks_done: string;
  error: string | null;
  created_at: Date;
  updated_at: Date;
  /** Who asked for it (joined from users when read; absent on the insert's answer). */
  user_name?: string | null;
}

/** Checks the input, counts the clicks, records the update and runs it (or queues its job on `jobs`). */
export async function requestCostUpdate(
  pool: pg.Pool,
  workspaceId: string,
  userId: string,
  input: CostUpdateInput,
  now: Date,
  jobs: JobQueue,
): Promise<CostUpdateView> {
  if (typeof input.campaign_id !== 'string' || !isUuid(input.campaign_id))
    throw new BadRequestError('campaign_id must be a UUID');
  const amount = money(input.amount, 'amount');
  if (amount.split('.')[0].length > MAX_WHOLE_DIGITS)
    throw new BadRequestError(`amount must have at most ${MAX_WHOLE_DIGITS} digits before the decimal point`);
  if (input.source_id != null && !isUuid(input.source_id)) throw new BadRequestError('source_id must be a UUID');
  const subIds = checkSubIds(input.sub_ids ?? []);
  const { rows: ws } = await pool.query<{ time_zone: string; base_currency: string }>(
    'select time_zone, base_currency from workspaces where id = $1',
    [workspaceId],
  );
  if (!ws[0]) throw new NotFoundError('workspace not found');
  const { time_zone: timeZone, base_currency: base } = ws[0];
  const currency = input.currency == null ? base : currencyCode(input.currency, 'currency');
  const period = resolvePeriod({ from: input.from, to: input.to }, timeZone, now);
  const { rows: bounds } = await pool.query<{ from: Date; to: Date }>(
    period.kind === 'days'
      ? `select ($1::date::timestamp at time zone $3) as from, ($2::date::timestamp at time zone $3) as to`
      : 'select $1::timestamptz as from, $2::timestamptz as to',
    period.kind === 'days' ? [period.fromDay, period.toDay, timeZone] : [period.from, period.to],
  );
  const campaign = await pool.query('select 1 from campaigns where id = $1 and workspace_id = $2', [
    input.campaign_id,
    workspaceId,
  ]);
  if (!campaign.rows[0]) throw new NotFoundError('campaign not found');
  if (input.source_id != null) {
    const source = await pool.query('select 1 from traffic_sources where id = $1 and workspace_id = $2', [
      input.source_id,
      workspaceId,
    ]);
    if (!source.rows[0]) throw new UnprocessableError('source_id refers to nothing in this workspace');
  }
  const target = {
    workspace_id: workspaceId,
    campaign_id: input.campaign_id,
    from_time: bounds[0].from,
    to_time: bounds[0].to,
    source_id: input.source_id ?? null,
    sub_ids: subIds,
  };
  const filter = clickFilter(target, new Params());
  const { rows: counted } = await pool.query<{ clicks: string }>(
    `select count(*) as clicks from clicks c where ${filter.sql}`,
    filter.params.values,
  );
  const clicks = Number(counted[0].clicks);
  if (clicks === 0)
    throw new UnprocessableError('the range has no clicks of this campaign (and filter) to spread the cost over');
  if (currency !== base) await requireRates(pool, target, currency, base);

  const id = randomUUID();
  const sync = clicks <= MAX_SYNC_COST_CLICKS;
  await pool.query(
    `insert into cost_updates (id, workspace_id, user_id, campaign_id, from_time, to_time, source_id, sub_ids,
                               amount, currency, base_currency, state, clicks)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      id,
      workspaceId,
      userId,
      input.campaign_id,
      target.from_time,
      target.to_time,
      target.source_id,
      JSON.stringify(subIds),
      amount,
      currency,
      base,
      sync ? 'running' : 'queued',
      clicks,
    ],
  );
  if (!sync) {
    await enqueueCostUpdate(jobs, id);
    return getCostUpdate(pool, workspaceId, id);
  }
  return runCostUpdate(pool, id, { chunk: Number.POSITIVE_INFINITY });
}

function checkSubIds(matches: unknown): SubIdMatch[] {
  if (!Array.isArray(matches) || matches.length > MAX_SUB_ID_MATCHES)
    throw new BadRequestError(`sub_ids must be a list of at most ${MAX_SUB_ID_MATCHES} matches`);
  const seen = new Set<number>();
  return matches.map((match, i) => {
    const { n, value } = (match ?? {}) as Partial<SubIdMatch>;
    if (!Number.isInteger(n) || (n as number) < 1 || (n as number) > SUB_ID_COLUMNS.length)
      throw new BadRequestError(`sub_ids[${i}].n must be an integer from 1 to ${SUB_ID_COLUMNS.length}`);
    if (typeof value !== 'string' || value.length === 0 || value.length > 500)
      throw new BadRequestError(`sub_ids[${i}].value must be text of 1 to 500 characters`);
    if (seen.has(n as number)) throw new BadRequestError(`sub_ids[${i}].n repeats sub id ${n}`);
    seen.add(n as number);
    return { n: n as number, value };
  });
}

type Target = Pick<CostUpdateRow, 'workspace_id' | 'campaign_id' | 'from_time' | 'to_time' | 'source_id' | 'sub_ids'>;

/**
 * The clicks a cost update spreads over: the campaign's in the range, as reports count them
 * (save_traffic, not simulated), optionally of one source and with given sub ids.
 */
function clickFilter(target: Target, params: Params): { sql: string; params: Params } {
  const where = [
    `c.workspace_id = ${params.add(target.workspace_id)}`,
    `c.campaign_id = ${params.add(target.campaign_id)}`,
    `c.created_at >= ${params.add(target.from_time)}`,
    `c.created_at < ${params.add(target.to_time)}`,
    'c.save_traffic',
    'not c.is_simulated',
  ];
  if (target.source_id) where.push(`c.source_id = ${params.add(target.source_id)}`);
  // The column comes from the catalogue by number, never from input text.
  for (const { n, value } of target.sub_ids) where.push(`c.${SUB_ID_COLUMNS[n - 1]} = ${params.add(value)}`);
  return { sql: where.join(' and '), params };
}

/** 422 naming the first click date with no rate from `currency` to the base currency. */
async function requireRates(pool: pg.Pool, target: Target, currency: string, base: string): Promise<void> {
  const filter = clickFilter(target, new Params());
  const { params } = filter;
  const { rows } = await pool.query<{ day: string }>(
    `select day::text from (select distinct (c.created_at at time zone 'UTC')::date as day from clicks c where ${filter.sql}) d
      where report_rate_on(${params.add(target.workspace_id)}, ${params.add(currency)}, ${params.add(base)}, day) is null
      order by day limit 1`,
    params.values,
  );
  if (rows[0])
    throw new UnprocessableError(
      `currency: no rate from ${currency} to ${base} on or before ${rows[0].day} (add one in currency rates)`,
    );
}

/**
 * Applies a recorded update: its clicks are fixed first (a temporary table of their keys, order
 * and converted share), so clicks recorded meanwhile neither shift the shares nor get one; then
 * the shares are written `chunk` clicks at a time. A chunk of Infinity is one transaction with the
 * record's `done` (the request's path); otherwise each chunk commits with its progress.
 */
export async function runCostUpdate(
  pool: pg.Pool,
  id: string,
  options: { chunk: number; progress?: CostUpdateProgressSink },
): Promise<CostUpdateView> {
  const { rows } = await pool.query<CostUpdateRow>('select * from cost_updates where id = $1', [id]);
  const row = rows[0];
  if (!row) throw new NotFoundError('cost update not found');
  if (row.state === 'done') return view(row);
  const atomic = !Number.isFinite(options.chunk);
  const client = await pool.connect();
  let broken: unknown;
  try {
    const work = async () => {
      await client.query(`update cost_updates set state = 'running', error = null, updated_at = now() where id = $1`, [
        id,
      ]);
      const clicks = await snapshot(client, row);
      if (clicks === 0) throw new UnprocessableError('the range has no clicks of this campaign (and filter) any more');
      const step = atomic ? clicks : options.chunk;
      if (!atomic) await client.query('create index on cost_targets (i)');
      // A temporary table has no statistics until analysed: without them the join to clicks was a nested loop of scans.
      await client.query('analyze cost_targets');
      for (let start = 0; start < clicks; start += step) {
        const write = () => writeShares(client, row, start, Math.min(start + step, clicks), clicks);
        if (atomic) await write();
        else options.progress?.(row.workspace_id, await inTransaction(client, write));
      }
    };
    if (atomic) await inTransaction(client, work);
    else await work();
  } catch (thrown) {
    // A share too large for clicks.cost (numeric(18,6)) after conversion: the input's fault.
    const error =
      (thrown as { code?: string }).code === '22003'
        ? new UnprocessableError('amount: a share converted to the base currency exceeds the largest click cost')
        : thrown;
    broken = error;
    const message = error instanceof Error ? error.message : String(error);
    await pool
      .query(`update cost_updates set state = 'failed', error = $2, updated_at = now() where id = $1`, [id, message])
      .catch(() => undefined);
    throw error;
  } finally {
    await client.query('drop table if exists cost_targets').catch((error) => (broken ??= error));
    client.release(broken instanceof Error && !(broken instanceof UnprocessableError) ? broken : undefined);
  }
  // A job rewrote its range's clicks (new row versions): their days get fresh statistics.
  if (!atomic) await analyzeDayPartitions(pool, daysBetween(row.from_time, row.to_time), 'clicks');
  return getCostUpdate(pool, row.workspace_id, id);
}

/** Fixes the update's clicks, their order and each one's converted share; answers how many. */
async function snapshot(client: pg.PoolClient, row: CostUpdateRow): Promise<number> {
  await client.query('drop table if exists cost_targets');
  const filter = clickFilter(row, new Params());
  const { params } = filter;
  const total = params.add(millionths(formatDecimal(String(row.amount))));
  const rate = `report_rate_on(${params.add(row.workspace_id)}, ${params.add(row.currency)}, ${params.add(row.base_currency)}, r.day)`;
  const result = await client.query(
    `create temp table cost_targets on commit preserve rows as
     with picked as (
       select c.created_at, c.click_id, (c.created_at at time zone 'UTC')::date as day,
              row_number() over (order by c.created_at, c.click_id) - 1 as i, count(*) over () as n
         from clicks c where ${filter.sql}
     ), rates as (select r.day, ${rate} as rate from (select distinct day from picked) r)
     select p.created_at, p.click_id, p.i,
            round((div(${total}::numeric, p.n) + case when p.i < mod(${total}::numeric, p.n) then 1 else 0 end)
                  / 1000000 * r.rate, 6) as cost
       from picked p join rates r using (day)`,
    params.values,
  );
  const clicks = result.rowCount ?? 0;
  const { rows: missing } = await client.query<{ day: string }>(
    `select min((created_at at time zone 'UTC')::date)::text as day from cost_targets where cost is null`,
  );
  if (missing[0]?.day)
    throw new UnprocessableError(
      `currency: no rate from ${row.currency} to ${row.base_currency} on or before ${missing[0].day}`,
    );
  return clicks;
}

/** Writes the shares of clicks [start, end) and the record's progress; answers the record. */
async function writeShares(
  client: pg.PoolClient,
  row: CostUpdateRow,
  start: number,
  end: number,
  clicks: number,
): Promise<CostUpdateView> {
  await client.query(
    `update clicks c set cost = t.cost from cost_targets t
      where t.i >= $1 and t.i < $2 and c.created_at = t.created_at and c.click_id = t.click_id
        and c.workspace_id = $3 and c.created_at >= $4 and c.created_at < $5 and c.cost is distinct from t.cost`,
    [start, end, row.workspace_id, row.from_time, row.to_time],
  );
  const { rows } = await client.query<CostUpdateRow>(
    `update cost_updates set clicks = $2::bigint, clicks_done = $3::bigint,
            state = case when $3::bigint >= $2::bigint then 'done' else 'running' end,
            updated_at = now() where id = $1 returning *`,
    [row.id, clicks, end],
  );
  return view(rows[0]);
}

/** A decimal text as an integer count of millionths (exact: BigInt). */
function millionths(amount: string): string {
  const [whole, fraction = ''] = amount.split('.');
  return (BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0'))).toString();
}

/** A cost update with its author's name (or e-mail): the history says who updated the costs. */
const WITH_USER = `select u.*, coalesce(nullif(p.name, ''), p.email) as user_name
  from cost_updates u left join users p on p.id = u.user_id`;

export async function getCostUpdate(
  db: Pick<pg.Pool, 'query'>,
  workspaceId: string,
  id: string,
): Promise<CostUpdateView> {
  if (!isUuid(id)) throw new NotFoundError('cost update not found');
  const { rows } = await db.query<CostUpdateRow>(`${WITH_USER} where u.id = $1 and u.workspace_id = $2`, [
    id,
    workspaceId,
  ]);
  if (!rows[0]) throw new NotFoundError('cost update not found');
  return view(rows[0]);
}

/** The last 100 cost updates of the workspace (optionally of one campaign), newest first. */
export async function listCostUpdates(
  db: Pick<pg.Pool, 'query'>,
  workspaceId: string,
  campaignId?: string | null,
): Promise<CostUpdateView[]> {
  if (campaignId != null && !isUuid(campaignId)) throw new BadRequestError('campaign_id must be a UUID');
  const { rows } = await db.query<CostUpdateRow>(
    `${WITH_USER} where u.workspace_id = $1 and ($2::uuid is null or u.campaign_id = $2)
      order by u.created_at desc limit 100`,
    [workspaceId, campaignId ?? null],
  );
  return rows.map(view);
}

function view(row: CostUpdateRow): CostUpdateView {
  const clicks = Number(row.clicks);
  const done = Number(row.clicks_done);
  return {
    id: row.id,
    campaign_id: row.campaign_id,
    state: row.state,
    from: row.from_time,
    to: row.to_time,
    amount: formatDecimal(String(row.amount)),
    currency: row.currency,
    base_currency: row.base_currency,
    source_id: row.source_id,
    sub_ids: row.sub_ids,
    clicks,
    clicks_done: done,
    percent: row.state === 'done' ? 100 : clicks ? Math.min(99, Math.floor((done * 100) / clicks)) : 0,
    error: row.error,
    created_at: row.created_at,
    updated_at: row.updated_at,
    user_id: row.user_id,
    user_name: row.user_name ?? null,
  };
}
