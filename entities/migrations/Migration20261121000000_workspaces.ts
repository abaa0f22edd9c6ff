import { Migration } from '@mikro-orm/migrations';

export class Migration20261121000000_workspaces extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table workspaces (
        id uuid primary key,
        name text not null,
        postback_key text not null unique check (postback_key ~ '^[0-9a-f]{32}$'),
        base_currency text not null default 'USD' check (base_currency ~ '^[A-Z]{3}$'),
        traffic_log_sample smallint not null default 0 check (traffic_log_sample between 0 and 100),
        show_simulated_traffic boolean not null default false,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table workspaces');
  }
}
