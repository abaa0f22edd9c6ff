import { Migration } from '@mikro-orm/migrations';

/**
 * The set-up import from Keitaro (docs/import.md): which of our entities each Keitaro entity
 * became, so a second run creates nothing and a later click import or late postback lands on the
 * imported campaigns. `kind` is ours (campaign, flow, offer, landing, source, network, group).
 */
export class Migration20261206900000_keitaro_setup_ids extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table keitaro_setup_ids (
        workspace_id uuid not null references workspaces (id) on delete cascade,
        kind text not null,
        keitaro_id text not null,
        entity_id uuid not null,
        created_at timestamptz not null default now(),
        primary key (workspace_id, kind, keitaro_id)
      )`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table keitaro_setup_ids');
  }
}
