import { Migration } from '@mikro-orm/migrations';

/**
 * The report engine's storage (docs/reports.md, "Storage"):
 *
 * - `workspaces.time_zone`: the IANA zone reports count days, hours and periods in.
 * - `conversions.cost`: the CPA / RevShare cost a conversion brings (base currency, at the rate of
 *   the click date), set by a BEFORE trigger from the campaign's cost model, so every writer of
 *   conversions (postbacks, browser events, imports, tests) stores it the same way.
 * - Daily rollups (two cubes, below) keyed by the workspace-local day and structural dimensions, kept exact
 *   by statement-level triggers with transition tables on `clicks` and `conversions`: they run in
 *   the transaction of the write (the click batch, a conversion write or status change, a clean,
 *   a retention delete) and see only the rows really inserted, changed or deleted, so an
 *   idempotent re-insert (ON CONFLICT DO NOTHING) adds nothing. Keys are upserted in key order,
 *   so two concurrent batches lock shared rows in the same order and never deadlock.
 * - `report_rollups_rebuild(workspace)`: recomputes one workspace's rollups from the fact tables
 *   (`npm run reports:rebuild`, and on a time-zone change).
 */
/**
 * Two cubes, each a pair of daily rollups (clicks; conversions by click day and conversion day):
 * `geo` for campaign × source × country × device, `path` for campaign × flow × landing × offer ×
 * source (and so the offer's affiliate network). One cube with all these keys multiplied them
 * (760,000 rows for 1,000,000 clicks in the benchmark); two small ones stay near 10 rows per campaign and day.
 * Other dimensions (geo details, tokens, sub ids, hours) read the fact tables.
 */
const CUBES: Record<string, string[]> = {
  geo: ['campaign_id', 'source_id', 'country', 'device_type', 'is_simulated'],
  path: ['campaign_id', 'flow_id', 'landing_id', 'offer_id', 'source_id', 'is_simulated'],
};
const TYPES: Record<string, string> = {
  campaign_id: 'uuid not null',
  flow_id: 'uuid',
  landing_id: 'uuid',
  offer_id: 'uuid',
  source_id: 'uuid',
  country: 'text',
  device_type: 'text',
  is_simulated: 'boolean not null',
};

const CLICK_SUMS = (t: string, sign: string) =>
  `${sign}count(*) as clicks, ${sign}count(*) filter (where ${t}.is_unique) as unique_clicks, ${sign}coalesce(sum(${t}.cost), 0) as cost`;
const CONVERSION_SUMS = (t: string, sign: string) => `${sign}count(*) as records,
         ${sign}count(*) filter (where ${t}.status_bucket <> 'trash') as conversions,
         ${sign}count(*) filter (where ${t}.status_bucket = 'leads') as leads,
         ${sign}count(*) filter (where ${t}.status_bucket = 'sales') as sales,
         ${sign}count(*) filter (where ${t}.status_bucket = 'rejected') as rejected,
         ${sign}count(*) filter (where ${t}.status_bucket = 'trash') as trash,
         ${sign}coalesce(sum(${t}.payout) filter (where ${t}.status_bucket <> 'trash'), 0) as revenue,
         ${sign}coalesce(sum(${t}.cost), 0) as cost`;

const localDay = (time: string) => `(${time} at time zone w.time_zone)::date`;
const positions = (from: number, count: number) => Array.from({ length: count }, (_, i) => i + from).join(', ');

/** Aggregates a set of click rows (a transition table or the clicks of a workspace) into a cube's click rollup. */
function upsertClicks(cube: string, source: string, sign: string, where = 'true'): string {
  const keys = CUBES[cube];
  return `insert into report_click_days_${cube} (workspace_id, day, ${keys.join(', ')}, clicks, unique_clicks, cost)
    select t.workspace_id, ${localDay('t.created_at')}, ${keys.map((k) => `t.${k}`).join(', ')}, ${CLICK_SUMS('t', sign)}
      from ${source} t join workspaces w on w.id = t.workspace_id
     where t.save_traffic and ${where}
     group by ${positions(1, keys.length + 2)}
     order by ${positions(1, keys.length + 2)}
    on conflict (workspace_id, day, ${keys.join(', ')}) do update
       set clicks = report_click_days_${cube}.clicks + excluded.clicks,
           unique_clicks = report_click_days_${cube}.unique_clicks + excluded.unique_clicks,
           cost = report_click_days_${cube}.cost + excluded.cost`;
}

function upsertConversions(cube: string, source: string, sign: string, where = 'true'): string {
  const keys = CUBES[cube];
  const table = `report_conversion_days_${cube}`;
  return `insert into ${table} (workspace_id, click_day, conversion_day, ${keys.join(', ')},
                                records, conversions, leads, sales, rejected, trash, revenue, cost)
    select t.workspace_id, ${localDay('t.click_created_at')}, ${localDay('t.created_at')}, ${keys.map((k) => `t.${k}`).join(', ')},
           ${CONVERSION_SUMS('t', sign)}
      from ${source} t join workspaces w on w.id = t.workspace_id
     where t.save_traffic and ${where}
     group by ${positions(1, keys.length + 3)}
     order by ${positions(1, keys.length + 3)}
    on conflict (workspace_id, click_day, conversion_day, ${keys.join(', ')}) do update
       set records = ${table}.records + excluded.records,
           conversions = ${table}.conversions + excluded.conversions,
           leads = ${table}.leads + excluded.leads,
           sales = ${table}.sales + excluded.sales,
           rejected = ${table}.rejected + excluded.rejected,
           trash = ${table}.trash + excluded.trash,
           revenue = ${table}.revenue + excluded.revenue,
           cost = ${table}.cost + excluded.cost`;
}

const allClicks = (source: string, sign: string, where?: string) =>
  Object.keys(CUBES)
    .map((cube) => `${upsertClicks(cube, source, sign, where)};`)
    .join('\n');
const allConversions = (source: string, sign: string, where?: string) =>
  Object.keys(CUBES)
    .map((cube) => `${upsertConversions(cube, source, sign, where)};`)
    .join('\n');

export class Migration20261125200000_report_rollups extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table workspaces add column time_zone text not null default 'UTC'`);
    this.addSql('alter table conversions add column cost numeric(20, 6) not null default 0');

    // The latest rate on or before a day, direct, inverse or crossed through a common base (as
    // services/catalogue/currency-rates.ts rateOn does); null when the workspace has none.
    this.addSql(`
      create function report_rate_on(ws uuid, from_code text, to_code text, on_day date) returns numeric
      language sql stable as $$
        select case when from_code = to_code then 1::numeric else (
          select rate from (
            (select rate, rate_date, 1 as preference from currency_rates
              where workspace_id = ws and base = to_code and quote = from_code and rate_date <= on_day order by rate_date desc limit 1)
            union all
            (select round(1 / rate, 10), rate_date, 2 from currency_rates
              where workspace_id = ws and base = from_code and quote = to_code and rate_date <= on_day order by rate_date desc limit 1)
            union all
            (select round(b.rate / a.rate, 10), a.rate_date, 3 from currency_rates a
               join currency_rates b on b.workspace_id = a.workspace_id and b.base = a.base and b.rate_date = a.rate_date
              where a.workspace_id = ws and a.quote = from_code and b.quote = to_code and a.rate_date <= on_day
              order by a.rate_date desc limit 1)
          ) candidates order by rate_date desc, preference limit 1) end
      $$`);

    // CPA: the campaign's cost_value per lead or sale; RevShare: cost_value percent of the payout
    // of a lead or sale. Rejected and trash conversions cost nothing. Recomputed on every state
    // change, so a sale that becomes rejected stops costing.
    this.addSql(`
      create function conversions_set_cost() returns trigger language plpgsql as $$
      declare
        model text; amount numeric; cur text;
      begin
        new.cost := 0;
        if new.status_bucket not in ('leads', 'sales') then return new; end if;
        select c.cost_model, c.cost_value, c.cost_currency into model, amount, cur from campaigns c where c.id = new.campaign_id;
        if model = 'cpa' then
          new.cost := coalesce(round(amount * report_rate_on(new.workspace_id, cur, new.base_currency,
            (new.click_created_at at time zone 'UTC')::date), 6), 0);
        elsif model = 'revshare' then
          new.cost := coalesce(round(coalesce(new.payout, 0) * amount / 100, 6), 0);
        end if;
        return new;
      end $$`);
    this.addSql(`create trigger conversions_cost before insert or update of status_bucket, payout, campaign_id on conversions
                 for each row execute function conversions_set_cost()`);

    for (const [cube, keys] of Object.entries(CUBES)) {
      const ddl = keys.map((k) => `${k} ${TYPES[k]}`).join(', ');
      this.addSql(`
        create table report_click_days_${cube} (
          workspace_id uuid not null,
          day date not null,
          ${ddl},
          clicks bigint not null,
          unique_clicks bigint not null,
          cost numeric(24, 6) not null,
          unique nulls not distinct (workspace_id, day, ${keys.join(', ')})
        )`);
      this.addSql(`
        create table report_conversion_days_${cube} (
          workspace_id uuid not null,
          click_day date not null,
          conversion_day date not null,
          ${ddl},
          records bigint not null,
          conversions bigint not null,
          leads bigint not null,
          sales bigint not null,
          rejected bigint not null,
          trash bigint not null,
          revenue numeric(24, 6) not null,
          cost numeric(24, 6) not null,
          unique nulls not distinct (workspace_id, click_day, conversion_day, ${keys.join(', ')})
        )`);
      this.addSql(
        `create index report_conversion_days_${cube}_by_conversion on report_conversion_days_${cube} (workspace_id, conversion_day)`,
      );
    }

    this.addSql(`
      create function report_clicks_inserted() returns trigger language plpgsql as $$
      begin ${allClicks('new_rows', '')} return null; end $$`);
    this.addSql(`
      create function report_clicks_deleted() returns trigger language plpgsql as $$
      begin ${allClicks('old_rows', '-')} return null; end $$`);
    this.addSql(`
      create function report_clicks_updated() returns trigger language plpgsql as $$
      begin ${allClicks('old_rows', '-')} ${allClicks('new_rows', '')} return null; end $$`);
    this.addSql(`create trigger report_clicks_insert after insert on clicks referencing new table as new_rows
                 for each statement execute function report_clicks_inserted()`);
    this.addSql(`create trigger report_clicks_delete after delete on clicks referencing old table as old_rows
                 for each statement execute function report_clicks_deleted()`);
    this.addSql(`create trigger report_clicks_update after update on clicks referencing old table as old_rows new table as new_rows
                 for each statement execute function report_clicks_updated()`);

    this.addSql(`
      create function report_conversions_inserted() returns trigger language plpgsql as $$
      begin ${allConversions('new_rows', '')} return null; end $$`);
    this.addSql(`
      create function report_conversions_deleted() returns trigger language plpgsql as $$
      begin ${allConversions('old_rows', '-')} return null; end $$`);
    this.addSql(`
      create function report_conversions_updated() returns trigger language plpgsql as $$
      begin ${allConversions('old_rows', '-')} ${allConversions('new_rows', '')} return null; end $$`);
    this.addSql(`create trigger report_conversions_insert after insert on conversions referencing new table as new_rows
                 for each statement execute function report_conversions_inserted()`);
    this.addSql(`create trigger report_conversions_delete after delete on conversions referencing old table as old_rows
                 for each statement execute function report_conversions_deleted()`);
    this.addSql(`create trigger report_conversions_update after update on conversions referencing old table as
      old_rows new table as new_rows
                 for each statement execute function report_conversions_updated()`);

    // One workspace's rollups recomputed from the fact tables, in one transaction (readers see the
    // old rows until it commits). Locks the workspace row so a time-zone change cannot interleave.
    this.addSql(`
      create function report_rollups_rebuild(ws uuid) returns void language plpgsql as $$
      begin
        perform 1 from workspaces where id = ws for update;
        ${Object.keys(CUBES)
          .map(
            (cube) =>
              `delete from report_click_days_${cube} where workspace_id = ws; delete from
                report_conversion_days_${cube} where workspace_id = ws;`,
          )
          .join('\n')}
        ${allClicks('clicks', '', 't.workspace_id = ws')}
        ${allConversions('conversions', '', 't.workspace_id = ws')}
      end $$`);

    this.addSql(`
      create table custom_metrics (
        id uuid primary key,
        workspace_id uuid not null references workspaces(id) on delete cascade,
        name text not null check (name ~ '^[a-z][a-z0-9_]{0,62}$'),
        formula text not null check (length(formula) between 1 and 1000),
        created_by uuid,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (workspace_id, name)
      )`);
    this.addSql(`
      create table saved_reports (
        id uuid primary key,
        workspace_id uuid not null references workspaces(id) on delete cascade,
        user_id uuid not null,
        name text not null check (length(name) between 1 and 200),
        definition jsonb not null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);
    this.addSql('create index saved_reports_owner on saved_reports (workspace_id, user_id, name)');
    this.addSql(`
      create table report_cleanups (
        id uuid primary key,
        workspace_id uuid not null references workspaces(id) on delete cascade,
        user_id uuid not null,
        campaign_id uuid not null,
        from_time timestamptz not null,
        to_time timestamptz not null,
        clicks boolean not null,
        conversions boolean not null,
        clicks_deleted bigint not null,
        conversions_deleted bigint not null,
        at timestamptz not null default now()
      )`);
    this.addSql('create index report_cleanups_workspace on report_cleanups (workspace_id, at desc)');
    // The new permission kind `statistics` (POST /reports/clean needs statistics.delete): owners and
    // admins hold it by default, as a new membership of theirs would.
    this.addSql(`update memberships set permissions = permissions || array['statistics.view', 'statistics.edit', 'statistics.delete']
                 where role in ('owner', 'admin') and not permissions @> array['statistics.delete']`);
    this.addSql(`update invitations set permissions = permissions || array['statistics.view', 'statistics.edit', 'statistics.delete']
                 where role in ('owner', 'admin') and not permissions @> array['statistics.delete']`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table report_cleanups');
    this.addSql('drop table saved_reports');
    this.addSql('drop table custom_metrics');
    this.addSql('drop function report_rollups_rebuild(uuid)');
    for (const table of ['clicks', 'conversions']) {
      for (const op of ['insert', 'delete', 'update']) this.addSql(`drop trigger report_${table}_${op} on ${table}`);
      for (const fn of ['inserted', 'deleted', 'updated']) this.addSql(`drop function report_${table}_${fn}()`);
    }
    for (const cube of Object.keys(CUBES)) {
      this.addSql(`drop table report_conversion_days_${cube}`);
      this.addSql(`drop table report_click_days_${cube}`);
    }
    this.addSql('drop trigger conversions_cost on conversions');
    this.addSql('drop function conversions_set_cost()');
    this.addSql('drop function report_rate_on(uuid, text, text, date)');
    this.addSql('alter table conversions drop column cost');
    this.addSql('alter table workspaces drop column time_zone');
  }
}
