import { Migration } from '@mikro-orm/migrations';

/**
 * A fifth report rollup cube, the smallest (docs/reports.md, "Storage"): `campaign_day`, campaign ×
 * source per local day. The dashboard's KPIs, daily series and top campaigns, and every report by
 * campaign or source (or none), read it instead of the geo cube: at 100M realistic clicks a week of
 * geo is 22,246 click and 64,481 conversion rows, of campaign_day 2,100 and 7,500
 * (docs/figures/100m.md, "Dashboard").
 *
 * The trigger functions and `report_rollups_rebuild` are replaced by versions that keep all five
 * cubes (the sums of Migration20261206300000_landing_and_money_metrics). The new cube is filled
 * from the geo cube, whose keys hold its keys: the same sums, without reading a click.
 */
interface CubeShape {
  keys: string[];
  grain: 'day' | 'hour';
}
const CUBES: Record<string, CubeShape> = {
  campaign_day: { keys: ['campaign_id', 'source_id', 'is_simulated'], grain: 'day' },
  geo: { keys: ['campaign_id', 'source_id', 'country', 'device_type', 'is_simulated'], grain: 'day' },
  path: { keys: ['campaign_id', 'flow_id', 'landing_id', 'offer_id', 'source_id', 'is_simulated'], grain: 'day' },
  placement: { keys: ['campaign_id', 'source_id', 'country', 'sub_id_1', 'is_simulated'], grain: 'day' },
  campaign: { keys: ['campaign_id', 'is_simulated'], grain: 'hour' },
};
const NEW_CUBE = 'campaign_day';

const THROUGH = 't.landing_id is not null and t.lp_clicked_at is not null';
const CLICK_SUMS: Record<string, string> = {
  clicks: 'count(*)',
  unique_clicks: 'count(*) filter (where t.is_unique)',
  cost: 'coalesce(sum(t.cost), 0)',
  lp_views: 'count(*) filter (where t.landing_id is not null)',
  lp_clicks: `count(*) filter (where ${THROUGH})`,
  offer_clicks: `count(*) filter (where (t.landing_id is null and t.offer_id is not null) or (${THROUGH}))`,
};
const CONVERSION_SUMS: Record<string, string> = {
  records: 'count(*)',
  conversions: `count(*) filter (where t.status_bucket <> 'trash')`,
  leads: `count(*) filter (where t.status_bucket = 'leads')`,
  sales: `count(*) filter (where t.status_bucket = 'sales')`,
  rejected: `count(*) filter (where t.status_bucket = 'rejected')`,
  trash: `count(*) filter (where t.status_bucket = 'trash')`,
  revenue: `coalesce(sum(t.payout) filter (where t.status_bucket <> 'trash'), 0)`,
  cost: 'coalesce(sum(t.cost), 0)',
  revenue_confirmed: `coalesce(sum(t.payout) filter (where t.status_bucket = 'sales'), 0)`,
  revenue_hold: `coalesce(sum(t.payout) filter (where t.status_bucket = 'leads'), 0)`,
  revenue_rejected: `coalesce(sum(t.payout) filter (where t.status_bucket = 'rejected'), 0)`,
};
const MONEY = new Set(['cost', 'revenue', 'revenue_confirmed', 'revenue_hold', 'revenue_rejected']);

const local = (grain: 'day' | 'hour', time: string) =>
  grain === 'day' ? `(${time} at time zone w.time_zone)::date` : `date_trunc('hour', ${time} at time zone w.time_zone)`;
const positions = (count: number) => Array.from({ length: count }, (_, i) => i + 1).join(', ');
const clickTable = (cube: string) => `report_click_${CUBES[cube].grain}s_${cube}`;
const conversionTable = (cube: string) => `report_conversion_${CUBES[cube].grain}s_${cube}`;

/** A set of rows (a transition table or a workspace's fact rows) as deltas into one rollup table. */
function upsert(
  table: string,
  times: { column: string; expr: string }[],
  keys: string[],
  sums: Record<string, string>,
  source: string,
  sign: string,
  where: string,
): string {
  const columns = Object.keys(sums);
  const groupCount = keys.length + times.length + 1;
  const conflict = ['workspace_id', ...times.map((t) => t.column), ...keys].join(', ');
  return `insert into ${table} (workspace_id, ${times.map((t) => t.column).join(', ')}, ${keys.join(', ')}, ${columns.join(', ')})
    select t.workspace_id, ${times.map((t) => t.expr).join(', ')}, ${keys.map((k) => `t.${k}`).join(', ')},
           ${columns.map((c) => `${sign}${sums[c]} as ${c}`).join(', ')}
      from ${source} t join workspaces w on w.id = t.workspace_id
     where t.save_traffic and ${where}
     group by ${positions(groupCount)}
     order by ${positions(groupCount)}
    on conflict (${conflict}) do update
       set ${columns.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', ')}`;
}

function allClicks(cubes: string[], source: string, sign: string, where = 'true'): string {
  return cubes
    .map((cube) => {
      const { keys, grain } = CUBES[cube];
      const times = [{ column: grain, expr: local(grain, 't.created_at') }];
      return `${upsert(clickTable(cube), times, keys, CLICK_SUMS, source, sign, where)};`;
    })
    .join('\n');
}

function allConversions(cubes: string[], source: string, sign: string, where = 'true'): string {
  return cubes
    .map((cube) => {
      const { keys, grain } = CUBES[cube];
      const times = [
        { column: `click_${grain}`, expr: local(grain, 't.click_created_at') },
        { column: `conversion_${grain}`, expr: local(grain, 't.created_at') },
      ];
      return `${upsert(conversionTable(cube), times, keys, CONVERSION_SUMS, source, sign, where)};`;
    })
    .join('\n');
}

/** The trigger functions and the rebuild, keeping `cubes`. */
function functions(cubes: string[]): string[] {
  return [
    `create or replace function report_clicks_inserted() returns trigger language plpgsql as $$
      begin ${allClicks(cubes, 'new_rows', '')} return null; end $$`,
    `create or replace function report_clicks_deleted() returns trigger language plpgsql as $$
      begin ${allClicks(cubes, 'old_rows', '-')} return null; end $$`,
    `create or replace function report_clicks_updated() returns trigger language plpgsql as $$
      begin ${allClicks(cubes, 'old_rows', '-')} ${allClicks(cubes, 'new_rows', '')} return null; end $$`,
    `create or replace function report_conversions_inserted() returns trigger language plpgsql as $$
      begin ${allConversions(cubes, 'new_rows', '')} return null; end $$`,
    `create or replace function report_conversions_deleted() returns trigger language plpgsql as $$
      begin ${allConversions(cubes, 'old_rows', '-')} return null; end $$`,
    `create or replace function report_conversions_updated() returns trigger language plpgsql as $$
      begin ${allConversions(cubes, 'old_rows', '-')} ${allConversions(cubes, 'new_rows', '')} return null; end $$`,
    `create or replace function report_rollups_rebuild(ws uuid) returns void language plpgsql as $$
      begin
        perform 1 from workspaces where id = ws for update;
        ${cubes
          .map(
            (cube) =>
              `delete from ${clickTable(cube)} where workspace_id = ws; delete from ${conversionTable(cube)} where workspace_id = ws;`,
          )
          .join('\n')}
        ${allClicks(cubes, 'clicks', '', 't.workspace_id = ws')}
        ${allConversions(cubes, 'conversions', '', 't.workspace_id = ws')}
      end $$`,
  ];
}

const columnsOf = (sums: Record<string, string>) =>
  Object.keys(sums)
    .map((c) => `${c} ${MONEY.has(c) ? 'numeric(24, 6)' : 'bigint'} not null`)
    .join(', ');

export class Migration20261207300000_report_campaign_day_cube extends Migration {
  override async up(): Promise<void> {
    const { keys } = CUBES[NEW_CUBE];
    const ddl = 'campaign_id uuid not null, source_id uuid, is_simulated boolean not null';
    this.addSql(`
      create table ${clickTable(NEW_CUBE)} (
        workspace_id uuid not null, day date not null, ${ddl}, ${columnsOf(CLICK_SUMS)},
        unique nulls not distinct (workspace_id, day, ${keys.join(', ')})
      )`);
    this.addSql(`
      create table ${conversionTable(NEW_CUBE)} (
        workspace_id uuid not null, click_day date not null, conversion_day date not null, ${ddl},
        ${columnsOf(CONVERSION_SUMS)},
        unique nulls not distinct (workspace_id, click_day, conversion_day, ${keys.join(', ')})
      )`);
    this.addSql(
      `create index ${conversionTable(NEW_CUBE)}_by_conversion on ${conversionTable(NEW_CUBE)} (workspace_id, conversion_day)`,
    );
    for (const sql of functions(Object.keys(CUBES))) this.addSql(sql);
    // From the geo cube (its keys hold these): exact, and no click is read.
    const sum = (sums: Record<string, string>) => Object.keys(sums).map((c) => `sum(${c})`);
    this.addSql(`
      insert into ${clickTable(NEW_CUBE)} (workspace_id, day, ${keys.join(', ')}, ${Object.keys(CLICK_SUMS).join(', ')})
      select workspace_id, day, ${keys.join(', ')}, ${sum(CLICK_SUMS).join(', ')}
        from ${clickTable('geo')} group by workspace_id, day, ${keys.join(', ')}`);
    this.addSql(`
      insert into ${conversionTable(NEW_CUBE)} (workspace_id, click_day, conversion_day, ${keys.join(', ')},
                  ${Object.keys(CONVERSION_SUMS).join(', ')})
      select workspace_id, click_day, conversion_day, ${keys.join(', ')}, ${sum(CONVERSION_SUMS).join(', ')}
        from ${conversionTable('geo')} group by workspace_id, click_day, conversion_day, ${keys.join(', ')}`);
  }

  override async down(): Promise<void> {
    for (const sql of functions(Object.keys(CUBES).filter((cube) => cube !== NEW_CUBE))) this.addSql(sql);
    this.addSql(`drop table ${conversionTable(NEW_CUBE)}`);
    this.addSql(`drop table ${clickTable(NEW_CUBE)}`);
  }
}
