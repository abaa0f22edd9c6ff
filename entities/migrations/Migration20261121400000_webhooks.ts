import { Migration } from '@mikro-orm/migrations';

/** Webhooks and their delivery log (one row per attempt, kept 30 days by the housekeeping job). */
export class Migration20261121400000_webhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table webhooks (
        id uuid primary key,
        workspace_id uuid not null references workspaces (id) on delete cascade,
        name text not null check (length(name) between 1 and 200),
        url text not null check (url ~ '^https?://' and length(url) <= 2048),
        events text[] not null check (cardinality(events) >= 1 and events <@ array['conversion.created', 'rule.fired', 'rule.recovered']),
        secret_sealed text,
        enabled boolean not null default false,
        last_delivery_at timestamptz,
        last_delivery_code integer,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);
    this.addSql('create index webhooks_workspace_idx on webhooks (workspace_id, created_at)');
    this.addSql(`
      create table webhook_deliveries (
        id uuid primary key,
        workspace_id uuid not null references workspaces (id) on delete cascade,
        webhook_id uuid not null references webhooks (id) on delete cascade,
        event_id uuid not null,
        event text not null,
        attempt smallint not null check (attempt between 1 and 5),
        url text not null,
        request_body text not null,
        response_code integer,
        response_body text,
        error text,
        result text not null check (result in ('delivered', 'retrying', 'failed')),
        duration_ms integer not null,
        attempted_at timestamptz not null default now(),
        unique (webhook_id, event_id, attempt)
      )`);
    this.addSql('create index webhook_deliveries_webhook_idx on webhook_deliveries (webhook_id, attempted_at desc)');
    this.addSql(
      'create index webhook_deliveries_workspace_idx on webhook_deliveries (workspace_id, attempted_at desc)',
    );
    this.addSql('create index webhook_deliveries_retention_idx on webhook_deliveries (attempted_at)');
  }

  override async down(): Promise<void> {
    this.addSql('drop table webhook_deliveries');
    this.addSql('drop table webhooks');
  }
}
