import { Migration } from '@mikro-orm/migrations';

/**
 * Two more report rollup cubes (docs/reports.md, "Storage"), kept by the same statement triggers
 * as the geo and path cubes of Migration20261125200000_report_rollups:
 *
 * - `placement` (daily): campaign × source × country × sub_id_1, for the placement reports a
 *   buyer reads every day (sub_id_1 × country × date, campaign → sub_id_1 drill-downs) and the
 *   auto-rules on sub ids. Sub ids belong to a campaign's source, so the cube has about as many rows
 *   as such a report has groups, not one per click.
 * - `campaign` (hourly): campaign per local hour, for the dashboard's 7×24 heat map and hourly
 *   series (`report_click_hours_campaign`, `report_conversion_hours_campaign`).
 *
 * The trigger functions and `report_rollups_rebuild` are replaced by versions that keep all four
 * cubes; a time-zone change rebuilds them all (services/accounts/workspaces.ts). Retention trims
 * them with the others (services/clicks/partitions.ts).
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
const NEW_CUBES = ['placement', 'campaign'];
const TYPES: Record<string, string> = {
  campaign_id: 'uuid not null',
  flow_id: 'uuid',
  landing_id: 'uuid',
  offer_id: 'uuid',
  source_id: 'uuid',
  country: 'text',
  device_type: 'text',
  sub_id_1: 'text',
  is_simulated: 'boolean not null',
};

const CLICK_SUMS = (sign: string) =>
  `${sign}count(*) as clicks, ${sign}count(*) filter (where t.is_unique) as unique_clicks, ${sign}coalesce(sum(t.cost), 0) as cost`;
const CONVERSION_SUMS = (sign: string) => `${sign}count(*) as records,
         ${sign}count(*) filter (where t.status_bucket <> 'trash') as conversions,
         ${sign}count(*) filter (where t.status_bucket = 'leads') as leads,
         ${sign}count(*) filter (where t.status_bucket = 'sales') as sales,
         ${sign}count(*) filter (where t.status_bucket = 'rejected') as rejected,
         ${sign}count(*) filter (where t.status_bucket = 'trash') as trash,
         ${sign}coalesce(sum(t.payout) filter (where t.status_bucket <> 'trash'), 0) as revenue,
         ${sign}coalesce(sum(t.cost), 0) as cost`;
const CONVERSION_COLUMNS = ['records', 'conversions', 'leads', 'sales', 'rejected', 'trash', 'revenue', 'cost'];

/** The workspace-local day or hour of an instant. */
const local = (grain: 'day' | 'hour', time: string) =>
  grain === 'day' ? `(${time} at time zone w.time_zone)::date` : `date_trunc('hour', ${time} at time zone w.time_zone)`;
const positions = (count: number) => Array.from({ length: count }, (_, i) => i + 1).join(', ');
const clickTable = (cube: string) => `report_click_${CUBES[cube].grain}s_${cube}`;
const conversionTable = (cube: string) => `report_conversion_${CUBES[cube].grain}s_${cube}`;

/** Aggregates a set of click rows (a transition table, or the clicks of a workspace) into a cube's click rollup as deltas. */
function upsertClicks(cube: string, source: string, sign: string, where = 'true'): string {
  const { keys, grain } = CUBES[cube];
  const table = clickTable(cube);
  return `insert into ${table} (workspace_id, ${grain}, ${keys.join(', ')}, clicks, unique_clicks, cost)
    select t.workspace_id, ${local(grain, 't.created_at')}, ${keys.map((k) => `t.${k}`).join(', ')}, ${CLICK_SUMS(sign)}
      from ${source} t join workspaces w on w.id = t.workspace_id
     where t.save_traffic and ${where}
     group by ${positions(keys.length + 2)}
     order by ${positions(keys.length + 2)}
    on conflict (workspace_id, ${grain}, ${keys.join(', ')}) do update
       set clicks = ${table}.clicks + excluded.clicks,
           unique_clicks = ${table}.unique_clicks + excluded.unique_clicks,
           cost = ${table}.cost + excluded.cost`;
}

function upsertConversions(cube: string, source: string, sign: string, where = 'true'): string {
  const { keys, grain } = CUBES[cube];
  const table = conversionTable(cube);
  return `insert into ${table} (workspace_id, click_${grain}, conversion_${grain}, ${keys.join(', ')}, ${CONVERSION_COLUMNS.join(', ')})
    select t.workspace_id, ${local(grain, 't.click_created_at')}, ${local(grain, 't.created_at')}, ${keys.map((k) => `t.${k}`).join(', ')},
           ${CONVERSION_SUMS(sign)}
      from ${source} t join workspaces w on w.id = t.workspace_id
     where t.save_traffic and ${where}
     group by ${positions(keys.length + 3)}
     order by ${positions(keys.length + 3)}
    on conflict (workspace_id, click_${grain}, conversion_${grain}, ${keys.join(', ')}) do update
       set ${CONVERSION_COLUMNS.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(',\n           ')}`;
}

const allClicks = (cubes: string[], source: string, sign: string, where?: string) =>
  cubes.map((cube) => `${upsertClicks(cube, source, sign, where)};`).join('\n');
const allConversions = (cubes: string[], source: string, sign: string, where?: string) =>
  cubes.map((cube) => `${upsertConversions(cube, source, sign, where)};`).join('\n');

/** The trigger functions and the rebuild over a set of cubes (all four up; the first two down). */
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
    // One workspace's rollups recomputed from the fact tables, in one transaction (readers see the
    // old rows until it commits). Locks the workspace row so a time-zone change cannot interleave.
    `create or replace function report_rollups_rebuild(ws uuid) returns void language plpgsql as $$
      begin
        perform 1 from workspaces where id = ws for update;
        ${cubes
          .map(
            (cube) => `delete from ${clickTable(cube)} where workspace_id = ws; delete from
          ${conversionTable(cube)} where workspace_id = ws;`,
          )
          .join('\n')}
        ${allClicks(cubes, 'clicks', '', 't.workspace_id = ws')}
        ${allConversions(cubes, 'conversions', '', 't.workspace_id = ws')}
      end $$`,
  ];
}

export class Migration20261126110000_report_placement_hour_cubes extends Migration {
  override async up(): Promise<void> {
    for (const cube of NEW_CUBES) {
      const { keys, grain } = CUBES[cube];
      const time = grain === 'day' ? 'date' : 'timestamp';
      const ddl = keys.map((k) => `${k} ${TYPES[k]}`).join(', ');
      this.addSql(`
        create table ${clickTable(cube)} (
          workspace_id uuid not null,
          ${grain} ${time} not null,
          ${ddl},
          clicks bigint not null,
          unique_clicks bigint not null,
          cost numeric(24, 6) not null,
          unique nulls not distinct (workspace_id, ${grain}, ${keys.join(', ')})
        )`);
      this.addSql(`
        create table ${conversionTable(cube)} (
          workspace_id uuid not null,
          click_${grain} ${time} not null,
          conversion_${grain} ${time} not null,
          ${ddl},
          records bigint not null,
          conversions bigint not null,
          leads bigint not null,
          sales bigint not null,
          rejected bigint not null,
          trash bigint not null,
          revenue numeric(24, 6) not null,
          cost numeric(24, 6) not null,
          unique nulls not distinct (workspace_id, click_${grain}, conversion_${grain}, ${keys.join(', ')})
        )`);
      this.addSql(
        `create index ${conversionTable(cube)}_by_conversion on ${conversionTable(cube)} (workspace_id, conversion_${grain})`,
      );
    }
    for (const sql of functions(Object.keys(CUBES))) this.addSql(sql);
    // Existing traffic enters the new cubes (every cube of every workspace, rebuilt from the fact tables).
    this.addSql('select report_rollups_rebuild(id) from workspaces');
  }

  override async down(): Promise<void> {
    for (const sql of functions(['geo', 'path'])) this.addSql(sql);
    for (const cube of NEW_CUBES) {
      this.addSql(`drop table ${conversionTable(cube)}`);
      this.addSql(`drop table ${clickTable(cube)}`);
    }
  }
}
