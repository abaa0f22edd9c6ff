import { Migration } from '@mikro-orm/migrations';

/**
 * Landing metrics and money by status (docs/reports.md "Definitions", issue 38):
 *
 * - `clicks.lp_clicked_at`: the time of a click's first landing → offer click-through (`GET /click`),
 *   set once by the click consumer's batched UPDATE (edge/click-recording/click-throughs.ts). The
 *   statement triggers of the rollups and of the analytics copy see that UPDATE like any other: a
 *   click-through that comes after its click's day was rolled up counts on the click's day.
 * - click rollups gain `lp_views` (clicks shown a landing), `lp_clicks` (of those, clicks that went
 *   on to an offer) and `offer_clicks` (clicks that reached an offer: directly, or through a landing);
 *   conversion rollups gain `revenue_confirmed` (sales), `revenue_hold` (leads), `revenue_rejected`.
 * - `workspaces.revenue_basis`: what the `revenue` metric counts (`all_but_trash`, the reading
 *   before this migration; `leads_and_sales`; `sales`). Read at report time, nothing stored by it.
 *
 * Backfill, from what the stored rows allow: a landing click that has a conversion (of any status)
 * reached its offer, since a network only learns a click id from the offer URL, so it is marked as
 * clicked through, at the click's own time (its real click-through time was never recorded). A
 * landing click without a conversion cannot be told apart: its click-through, if any, is lost, so
 * lp_clicks and lp_ctr of the days before this migration are lower bounds. Then every workspace's
 * rollups are rebuilt from the fact tables (the new columns of existing rows).
 */
interface CubeShape {
  keys: string[];
  grain: 'day' | 'hour';
}
const CUBES: Record<string, CubeShape> = {
  geo: { keys: ['campaign_id', 'source_id', 'country', 'device_type', 'is_simulated'], grain: 'day' },
  path: { keys: ['campaign_id', 'flow_id', 'landing_id', 'offer_id', 'source_id', 'is_simulated'], grain: 'day' },
  placement: { keys: ['campaign_id', 'source_id', 'country', 'sub_id_1', 'is_simulated'], grain: 'day' },
  campaign: { keys: ['campaign_id', 'is_simulated'], grain: 'hour' },
};

const THROUGH = 't.landing_id is not null and t.lp_clicked_at is not null';
const NEW_CLICK_SUMS: Record<string, string> = {
  lp_views: 'count(*) filter (where t.landing_id is not null)',
  lp_clicks: `count(*) filter (where ${THROUGH})`,
  offer_clicks: `count(*) filter (where (t.landing_id is null and t.offer_id is not null) or (${THROUGH}))`,
};
const NEW_CONVERSION_SUMS: Record<string, string> = {
  revenue_confirmed: `coalesce(sum(t.payout) filter (where t.status_bucket = 'sales'), 0)`,
  revenue_hold: `coalesce(sum(t.payout) filter (where t.status_bucket = 'leads'), 0)`,
  revenue_rejected: `coalesce(sum(t.payout) filter (where t.status_bucket = 'rejected'), 0)`,
};
const OLD_CLICK_SUMS: Record<string, string> = {
  clicks: 'count(*)',
  unique_clicks: 'count(*) filter (where t.is_unique)',
  cost: 'coalesce(sum(t.cost), 0)',
};
const OLD_CONVERSION_SUMS: Record<string, string> = {
  records: 'count(*)',
  conversions: `count(*) filter (where t.status_bucket <> 'trash')`,
  leads: `count(*) filter (where t.status_bucket = 'leads')`,
  sales: `count(*) filter (where t.status_bucket = 'sales')`,
  rejected: `count(*) filter (where t.status_bucket = 'rejected')`,
  trash: `count(*) filter (where t.status_bucket = 'trash')`,
  revenue: `coalesce(sum(t.payout) filter (where t.status_bucket <> 'trash'), 0)`,
  cost: 'coalesce(sum(t.cost), 0)',
};

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

function allClicks(withNew: boolean, source: string, sign: string, where = 'true'): string {
  const sums = withNew ? { ...OLD_CLICK_SUMS, ...NEW_CLICK_SUMS } : OLD_CLICK_SUMS;
  return Object.entries(CUBES)
    .map(([cube, { keys, grain }]) => {
      const times = [{ column: grain, expr: local(grain, 't.created_at') }];
      return `${upsert(clickTable(cube), times, keys, sums, source, sign, where)};`;
    })
    .join('\n');
}

function allConversions(withNew: boolean, source: string, sign: string, where = 'true'): string {
  const sums = withNew ? { ...OLD_CONVERSION_SUMS, ...NEW_CONVERSION_SUMS } : OLD_CONVERSION_SUMS;
  return Object.entries(CUBES)
    .map(([cube, { keys, grain }]) => {
      const times = [
        { column: `click_${grain}`, expr: local(grain, 't.click_created_at') },
        { column: `conversion_${grain}`, expr: local(grain, 't.created_at') },
      ];
      return `${upsert(conversionTable(cube), times, keys, sums, source, sign, where)};`;
    })
    .join('\n');
}

/** The trigger functions and the rebuild, with the new sums (up) or without them (down). */
function functions(withNew: boolean): string[] {
  return [
    `create or replace function report_clicks_inserted() returns trigger language plpgsql as $$
      begin ${allClicks(withNew, 'new_rows', '')} return null; end $$`,
    `create or replace function report_clicks_deleted() returns trigger language plpgsql as $$
      begin ${allClicks(withNew, 'old_rows', '-')} return null; end $$`,
    `create or replace function report_clicks_updated() returns trigger language plpgsql as $$
      begin ${allClicks(withNew, 'old_rows', '-')} ${allClicks(withNew, 'new_rows', '')} return null; end $$`,
    `create or replace function report_conversions_inserted() returns trigger language plpgsql as $$
      begin ${allConversions(withNew, 'new_rows', '')} return null; end $$`,
    `create or replace function report_conversions_deleted() returns trigger language plpgsql as $$
      begin ${allConversions(withNew, 'old_rows', '-')} return null; end $$`,
    `create or replace function report_conversions_updated() returns trigger language plpgsql as $$
      begin ${allConversions(withNew, 'old_rows', '-')} ${allConversions(withNew, 'new_rows', '')} return null; end $$`,
    `create or replace function report_rollups_rebuild(ws uuid) returns void language plpgsql as $$
      begin
        perform 1 from workspaces where id = ws for update;
        ${Object.keys(CUBES)
          .map(
            (cube) =>
              `delete from ${clickTable(cube)} where workspace_id = ws; delete from ${conversionTable(cube)} where workspace_id = ws;`,
          )
          .join('\n')}
        ${allClicks(withNew, 'clicks', '', 't.workspace_id = ws')}
        ${allConversions(withNew, 'conversions', '', 't.workspace_id = ws')}
      end $$`,
  ];
}

export class Migration20261206300000_landing_and_money_metrics extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table clicks add column lp_clicked_at timestamptz');
    this.addSql(`alter table workspaces add column revenue_basis text not null default 'all_but_trash'
                 check (revenue_basis in ('all_but_trash', 'leads_and_sales', 'sales'))`);
    for (const cube of Object.keys(CUBES)) {
      for (const column of Object.keys(NEW_CLICK_SUMS))
        this.addSql(`alter table ${clickTable(cube)} add column ${column} bigint not null default 0`);
      for (const column of Object.keys(NEW_CONVERSION_SUMS))
        this.addSql(`alter table ${conversionTable(cube)} add column ${column} numeric(24, 6) not null default 0`);
    }
    for (const sql of functions(true)) this.addSql(sql);
    // What the stored rows allow (see above): landing clicks a conversion proves went through.
    this.addSql(`update clicks c set lp_clicked_at = c.created_at
                  where c.landing_id is not null and c.lp_clicked_at is null
                    and exists (select 1 from conversions v where v.click_created_at = c.created_at and v.click_id = c.click_id)`);
    this.addSql('select report_rollups_rebuild(id) from workspaces');
  }

  override async down(): Promise<void> {
    for (const sql of functions(false)) this.addSql(sql);
    for (const cube of Object.keys(CUBES)) {
      for (const column of Object.keys(NEW_CLICK_SUMS))
        this.addSql(`alter table ${clickTable(cube)} drop column ${column}`);
      for (const column of Object.keys(NEW_CONVERSION_SUMS))
        this.addSql(`alter table ${conversionTable(cube)} drop column ${column}`);
    }
    this.addSql('alter table workspaces drop column revenue_basis');
    this.addSql('alter table clicks drop column lp_clicked_at');
  }
}
