import { Migration } from '@mikro-orm/migrations';

const ARCHIVABLE = ['campaigns', 'flows', 'offers', 'landings', 'traffic_sources', 'affiliate_networks'];
const GROUPED = ['campaigns', 'offers', 'landings', 'traffic_sources'];

/**
 * A buyer's daily operations (docs/operations-api.md): archive and restore of the six tracking
 * entities (archived_at: hidden from lists, kept in reports, not routed), and groups for campaigns,
 * offers, landings and sources (one group per entity, a group per workspace and kind).
 */
export class Migration20261127300000_archive_and_groups extends Migration {
  override async up(): Promise<void> {
    for (const table of ARCHIVABLE) this.addSql(`alter table ${table} add column archived_at timestamptz`);
    this.addSql(`
      create table entity_groups (
        id uuid primary key,
        workspace_id uuid not null references workspaces (id) on delete cascade,
        kind text not null check (kind in ('campaigns', 'offers', 'landings', 'sources')),
        name text not null check (length(name) between 1 and 200),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        deleted_at timestamptz
      )`);
    this.addSql(
      `create unique index entity_groups_name on entity_groups (workspace_id, kind, lower(name))
        where deleted_at is null`,
    );
    for (const table of GROUPED) {
      this.addSql(`alter table ${table} add column group_id uuid references entity_groups (id)`);
      this.addSql(`create index ${table}_group on ${table} (group_id) where group_id is not null`);
    }
  }

  override async down(): Promise<void> {
    for (const table of GROUPED) this.addSql(`alter table ${table} drop column group_id`);
    this.addSql('drop table entity_groups');
    for (const table of ARCHIVABLE) this.addSql(`alter table ${table} drop column archived_at`);
  }
}
