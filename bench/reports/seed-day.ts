import type pg from 'pg';
import { partitionName } from '../../services/clicks/partitions';
import { BROWSERS, CLICK_COLUMNS, CONVERSION_COLUMNS, COUNTRIES, DEVICES, OS, UNIFORM_SUB_IDS } from './seed-rows';

/**
 * One UTC day of the reports bench, generated inside Postgres (bench/reports/seed-sql.ts): the
 * day's click and conversion tables are made apart from `clicks` and `conversions` (same columns
 * and checks, no index yet), filled by `insert … select … from generate_series`, indexed once
 * (sorted builds: the indexes of the product's partitions, packed), vacuumed and analysed, and
 * then, in ONE transaction, rolled up (the product's own rebuild statements over that day only)
 * and attached as the day partitions, the day noted done. A seeder killed before that commit
 * leaves a table nobody reads, dropped and made again by the next run; after it, the day is never
 * made twice.
 */

export interface DayPlan {
  /** Midnight UTC (ms) of the day; the day is [from, from + 1 day). */
  from: number;
  /** The clicks of the plan this day holds: indices [first, last). */
  first: number;
  last: number;
}

/** What a day generates from: the plan (bench_seed) and the campaigns' cumulative weights. */
export interface GenerationPlan {
  workspace: string;
  clicks: number;
  uniform: boolean;
  /** The period [start, end), ms. */
  start: number;
  end: number;
  /** Lower bounds of each campaign's share of [0, total) (weight ~ 1/rank), first 0. */
  thresholds: number[];
  total: number;
}

const DAY_MS = 86_400_000;
/** Clicks per INSERT: the progress bar's step (a day of the 100M plan is 3.3M clicks). */
export const SLICE = 250_000;

/** The days of the plan, each with its range of click indices (click i is at start + (i + jitter) × step). */
export function dayPlans(plan: Pick<GenerationPlan, 'clicks' | 'start' | 'end'>): DayPlan[] {
  const step = (plan.end - plan.start) / plan.clicks;
  const firstIndex = (ms: number) => Math.min(plan.clicks, Math.max(0, Math.ceil((ms - plan.start) / step)));
  const days: DayPlan[] = [];
  for (let from = Math.floor(plan.start / DAY_MS) * DAY_MS; from < plan.end; from += DAY_MS)
    days.push({ from, first: firstIndex(from), last: firstIndex(from + DAY_MS) });
  return days;
}

const iso = (ms: number) => new Date(ms).toISOString();
const array = (values: readonly string[]) => `array[${values.map((v) => `'${v}'`).join(', ')}]`;
const pickFrom = (values: string) => `(${values})[1 + floor(random() * cardinality(${values}))::int]`;

/**
 * The INSERT of clicks [$1, $2) of a day into `table`: seed-rows.ts's distribution in SQL (a
 * campaign by weight, its source, one of its flows, landings and offers, countries, devices and
 * sub ids; os by device; 70% unique; visitors of clicks/3 ids). A click id is a UUIDv7 of its
 * millisecond, as the product's (entities/click-id.ts), its 74 other bits from random().
 */
function clicksSql(table: string, plan: GenerationPlan, day: DayPlan): string {
  const step = (plan.end - plan.start) / plan.clicks;
  const campaign = plan.uniform
    ? `1 + floor(random() * ${plan.thresholds.length})::int`
    : `width_bucket(random() * ${plan.total}, $3::float8[])`;
  const country = plan.uniform ? pickFrom(`${array(COUNTRIES)}::text[]`) : pickFrom('c.countries');
  const device = plan.uniform ? pickFrom(`${array(DEVICES)}::text[]`) : pickFrom('c.devices');
  const subId = plan.uniform
    ? `'s' || floor(random() * ${UNIFORM_SUB_IDS})::int`
    : 'c.sub_ids[1 + floor(random() * 20)::int]';
  const os = `case x.device ${Object.entries(OS)
    .map(([d, list]) => `when '${d}' then ${pickFrom(`${array(list)}::text[]`)}`)
    .join(' ')} end`;
  return `insert into ${table} (${CLICK_COLUMNS})
    select encode(int8send((x.ms << 16) | 28672 | floor(random() * 4096)::bigint) ||
             int8send((floor(random() * 2147483648)::bigint << 31 | floor(random() * 2147483648)::bigint)
               | (-9223372036854775808)::bigint), 'hex')::uuid,
           timestamptz 'epoch' + x.ms * interval '1 millisecond', '${plan.workspace}', x.id,
           x.flows[1 + floor(random() * 2)::int], x.landings[1 + floor(random() * 2)::int],
           x.offers[1 + floor(random() * 3)::int], x.source_id, x.country, x.device, ${os},
           ${pickFrom(`${array(BROWSERS)}::text[]`)}, x.sub_id, 'k' || floor(random() * 50)::int,
           random() < 0.7, 'v' || floor(random() * ${Math.max(1, Math.floor(plan.clicks / 3))})::bigint,
           'redirect', 302, 0.03
      from (select g.ms, c.id, c.flows, c.landings, c.offers, c.source_id, ${country} as country,
                   ${device} as device, ${subId} as sub_id
              from (select least(greatest(floor(${plan.start} + (i + random()) * ${step}), ${day.from}),
                                 ${day.from + DAY_MS - 1})::bigint as ms, ${campaign} as n
                      from generate_series($1::bigint, $2::bigint - 1) i offset 0) g
              join bench_seed_campaigns c on c.n = g.n offset 0) x`;
}

/**
 * The day's conversions from its clicks: ~3% converted up to 3 days later (not after the period's
 * end): half leads, 40% sales, 10% rejected, payout 1–50; a fifth of the leads later became sales
 * (payout × 1.2, revision 2, updated a day after), as the old seeder's UPDATE made them. The cost
 * comes from the product's own BEFORE trigger (conversions_set_cost), put on the table meanwhile.
 */
function conversionsSql(clicks: string, conversions: string, plan: GenerationPlan): string {
  const end = `timestamptz '${iso(plan.end)}'`;
  // `offset 0` keeps each level a level of its own: a flattened one would draw its random() again per use.
  return `insert into ${conversions} (${CONVERSION_COLUMNS}, revision)
    select gen_random_uuid(), x.created_at, x.click_id, x.workspace_id, x.at,
           case when x.later then least(x.at + interval '1 day', ${end}) else x.at end,
           x.delay, 'postback', x.status, x.bucket, x.payout, 'USD', x.amount, 'USD', false, 'tx' || x.click_id,
           x.campaign_id, x.flow_id, x.landing_id, x.offer_id, x.source_id, x.country, x.device_type, x.os,
           x.browser, x.sub_id_1, x.sub_id_2, case when x.later then 2 else 1 end
      from (select y.*, y.created_at + y.delay * interval '1 second' as at,
                   case when y.later then 'sale' when y.r < 0.5 then 'lead' when y.r < 0.9 then 'sale' else 'rejected' end
                     as status,
                   case when y.later then 'sales' when y.r < 0.5 then 'leads' when y.r < 0.9 then 'sales' else 'rejected' end
                     as bucket,
                   case when y.later then y.amount * 1.2 else y.amount end as payout
              from (select t.*, r < 0.5 and random() < 0.2 as later
                      from (select t.*, random() as r, (1 + floor(random() * 4900) / 100)::numeric(20, 6) as amount,
                                   least(floor(random() * 259200),
                                         floor(extract(epoch from ${end} - t.created_at)))::int as delay
                              from ${clicks} t where random() < 0.03 offset 0) t
                    offset 0) y
            offset 0) x`;
}

/** The statements that build the day's indexes as the parent's (so ATTACH adopts them instead of building its own). */
async function indexSql(db: pg.ClientBase, parent: 'clicks' | 'conversions', table: string): Promise<string[]> {
  const { rows } = await db.query<{ index: string; constraint: string | null }>(
    `select pg_get_indexdef(i.indexrelid) as index,
            (select pg_get_constraintdef(k.oid) from pg_constraint k where k.conindid = i.indexrelid and k.conrelid = i.indrelid)
              as constraint
       from pg_index i where i.indrelid = $1::regclass order by i.indexrelid`,
    [parent],
  );
  return rows.map((row) => {
    if (row.constraint) return `alter table ${table} add ${row.constraint}`;
    const sql = row.index.replace(/^CREATE (UNIQUE )?INDEX \S+ ON ONLY (public\.)?\w+ /, `CREATE $1INDEX ON ${table} `);
    if (sql === row.index) throw new Error(`unexpected index definition on ${parent}: ${row.index}`);
    return sql;
  });
}

/**
 * The product's rollup statements (report_rollups_rebuild, read from the database so they follow
 * its migrations) over one day's tables: `from clicks t` becomes the day's table, the workspace a
 * parameter. Their `order by` goes: it orders concurrent trigger upserts of the same rollup rows
 * (deadlocks), which days of a UTC workspace never share, and it made Postgres sort every click
 * (external merge) instead of hashing the day's few thousand groups: 16.6 against 4.7 s of CPU
 * for 1M clicks, measured.
 */
export async function rollupSql(db: pg.ClientBase, clicks: string, conversions: string): Promise<string[]> {
  const { rows } = await db.query<{ body: string }>(
    `select pg_get_functiondef('report_rollups_rebuild(uuid)'::regprocedure) as body`,
  );
  const statements = rows[0].body.match(/insert into report_[\s\S]*?;/g) ?? [];
  const day = statements.map((sql) =>
    sql
      .replace(/;$/, '')
      .replace(/\bfrom clicks t join\b/, `from ${clicks} t join`)
      .replace(/\bfrom conversions t join\b/, `from ${conversions} t join`)
      .replace(/\bt\.workspace_id = ws\b/, 't.workspace_id = $1')
      .replace(/\n\s*order by [0-9, ]+\n/, '\n'),
  );
  const fits = (sql: string) =>
    sql.includes('$1') &&
    (sql.includes(`from ${clicks} t`) || sql.includes(`from ${conversions} t`)) &&
    !/order by/.test(sql);
  if (day.length < 2 || !day.every(fits))
    throw new Error('report_rollups_rebuild has a shape bench/reports/seed-day.ts does not know: update rollupSql');
  return day;
}

/**
 * Drops the day's table a run left that stopped before attaching it, or an empty partition the
 * product made ahead (its partition maintenance, a test template); refuses a partition with rows.
 */
async function dropUnattached(db: pg.ClientBase, table: string): Promise<void> {
  const { rows } = await db.query<{ attached: boolean }>(
    `select exists (select from pg_inherits where inhrelid = c.oid) as attached from pg_class c where c.relname = $1`,
    [table],
  );
  if (!rows.length) return;
  if (rows[0].attached && (await db.query(`select from only ${table} limit 1`)).rowCount)
    throw new Error(`${table} holds rows this seed did not make (its day is not in bench_seed_days)`);
  await db.query(`drop table ${table}`);
}

/** Makes one day (see the file's comment); `progress` hears of each slice of clicks inserted. */
export async function seedDay(
  db: pg.ClientBase,
  plan: GenerationPlan,
  day: DayPlan,
  progress: (clicks: number) => void,
): Promise<{ clicks: number; conversions: number }> {
  const clicks = partitionName(new Date(day.from), 'clicks');
  const conversions = partitionName(new Date(day.from), 'conversions');
  const [from, to] = [iso(day.from), iso(day.from + DAY_MS)];
  await dropUnattached(db, clicks);
  await dropUnattached(db, conversions);
  await db.query(`create table ${clicks} (like clicks including defaults including constraints,
                    constraint seed_range check (created_at >= '${from}' and created_at < '${to}'))`);
  await db.query(`create table ${conversions} (like conversions including defaults including constraints,
                    constraint seed_range check (click_created_at >= '${from}' and click_created_at < '${to}'))`);
  const insert = clicksSql(clicks, plan, day);
  for (let first = day.first; first < day.last; first += SLICE) {
    const last = Math.min(day.last, first + SLICE);
    await db.query(insert, plan.uniform ? [first, last] : [first, last, plan.thresholds]);
    progress(last - first);
  }
  await db.query(
    `create trigger seed_cost before insert on ${conversions} for each row execute function conversions_set_cost()`,
  );
  const converted = (await db.query(conversionsSql(clicks, conversions, plan))).rowCount ?? 0;
  await db.query(`drop trigger seed_cost on ${conversions}`);
  for (const sql of [...(await indexSql(db, 'clicks', clicks)), ...(await indexSql(db, 'conversions', conversions))])
    await db.query(sql);
  await db.query(`vacuum (analyze) ${clicks}, ${conversions}`);
  const rollups = await rollupSql(db, clicks, conversions);
  await db.query('begin');
  try {
    // Hashed, never sorted: the planner cannot know a day's clicks fall into a few thousand groups,
    // and past its work_mem guess it sorted them all (a hash that outgrows memory spills, it does not fail).
    await db.query('set local enable_sort = off');
    for (const sql of rollups) await db.query(sql, [plan.workspace]);
    // Last, so the parents' lock (ATTACH's share update exclusive) is held only for the commit.
    await db.query(`alter table clicks attach partition ${clicks} for values from ('${from}') to ('${to}')`);
    await db.query(`alter table conversions attach partition ${conversions} for values from ('${from}') to ('${to}')`);
    await db.query(`alter table ${clicks} drop constraint seed_range`);
    await db.query(`alter table ${conversions} drop constraint seed_range`);
    await db.query('insert into bench_seed_days (day, clicks, conversions) values ($1, $2, $3)', [
      from.slice(0, 10),
      day.last - day.first,
      converted,
    ]);
    await db.query('commit');
  } catch (error) {
    await db.query('rollback').catch(() => undefined);
    throw error;
  }
  return { clicks: day.last - day.first, conversions: converted };
}
