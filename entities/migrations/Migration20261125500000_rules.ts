import { Migration } from '@mikro-orm/migrations';

/**
 * Auto-rules (docs/rules.md): the rules, their state per target, the history of firings and
 * recoveries, one row per evaluated schedule tick (the exactly-once claim), in-app notifications,
 * the workspace's messenger alert settings and the messenger delivery log. Retention:
 * services/retention/policies.ts.
 */
export class Migration20261125500000_rules extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table rules (
        id uuid primary key,
        workspace_id uuid not null references workspaces (id) on delete cascade,
        name text not null check (length(name) between 1 and 200),
        enabled boolean not null default true,
        target_kind text not null check (target_kind in ('campaign', 'flow', 'landing', 'offer', 'source', 'sub_id', 'site')),
        sub_id smallint check (sub_id between 1 and 30),
        target_ids uuid[] not null default '{}',
        condition text not null,
        window_kind text not null check (window_kind in ('last_hours', 'today')),
        window_hours integer not null default 24 check (window_hours between 1 and 2160),
        every_minutes integer not null check (every_minutes between 1 and 1440),
        min_clicks integer not null default 0 check (min_clicks >= 0),
        cooldown_minutes integer not null default 0 check (cooldown_minutes >= 0),
        dry_run boolean not null default false,
        on_fire jsonb not null,
        on_recover jsonb not null,
        last_evaluated_at timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);
    this.addSql('create index rules_workspace_idx on rules (workspace_id, created_at)');
    this.addSql('create index rules_enabled_idx on rules (enabled) where enabled');

    // ok → fired → recovered → ok, per (rule, target). `undo` remembers what the firing changed.
    this.addSql(`
      create table rule_target_states (
        rule_id uuid not null references rules (id) on delete cascade,
        target_key text not null,
        workspace_id uuid not null,
        state text not null check (state in ('ok', 'fired', 'recovered')),
        changed_at timestamptz not null,
        undo jsonb not null default '[]',
        primary key (rule_id, target_key)
      )`);

    // One row per firing or recovery; unique per tick so a re-run of the tick never repeats it.
    this.addSql(`
      create table rule_events (
        id uuid primary key,
        rule_id uuid not null references rules (id) on delete cascade,
        workspace_id uuid not null,
        tick bigint not null,
        kind text not null check (kind in ('fired', 'recovered')),
        target_key text not null,
        target_kind text not null,
        target_id text not null,
        target_name text not null,
        dry_run boolean not null,
        metrics jsonb not null,
        actions jsonb not null default '[]',
        actions_done boolean not null default false,
        at timestamptz not null,
        unique (rule_id, target_key, tick)
      )`);
    this.addSql('create index rule_events_rule_idx on rule_events (rule_id, at desc)');
    this.addSql('create index rule_events_pending_idx on rule_events (rule_id) where not actions_done');
    this.addSql('create index rule_events_retention_idx on rule_events (at)');

    // The claim of one evaluation per rule and schedule tick, over every worker and restart.
    this.addSql(`
      create table rule_ticks (
        rule_id uuid not null references rules (id) on delete cascade,
        tick bigint not null,
        workspace_id uuid not null,
        started_at timestamptz not null,
        finished_at timestamptz,
        runs integer not null default 1,
        targets integer,
        fired integer,
        recovered integer,
        duration_ms integer,
        primary key (rule_id, tick)
      )`);
    this.addSql('create index rule_ticks_retention_idx on rule_ticks (started_at)');

    this.addSql(`
      create table notifications (
        id uuid primary key,
        workspace_id uuid not null references workspaces (id) on delete cascade,
        user_id uuid not null,
        source_event_id uuid not null,
        kind text not null,
        title text not null,
        body text not null,
        data jsonb not null default '{}',
        read_at timestamptz,
        created_at timestamptz not null,
        unique (source_event_id, user_id)
      )`);
    this.addSql('create index notifications_user_idx on notifications (workspace_id, user_id, created_at desc)');
    this.addSql('create index notifications_retention_idx on notifications (created_at)');
    this.addSql('create index notifications_unread_idx on notifications (workspace_id, user_id) where read_at is null');

    this.addSql(`
      create table alert_settings (
        workspace_id uuid primary key references workspaces (id) on delete cascade,
        messenger_api_base_url text not null,
        messenger_bot_token_sealed text,
        messenger_chat_id text,
        updated_at timestamptz not null default now()
      )`);

    this.addSql(`
      create table messenger_deliveries (
        id uuid primary key,
        workspace_id uuid not null references workspaces (id) on delete cascade,
        event_id uuid not null,
        attempt smallint not null check (attempt between 1 and 5),
        text text not null,
        response_code integer,
        response_body text,
        error text,
        result text not null check (result in ('delivered', 'retrying', 'failed')),
        duration_ms integer not null,
        attempted_at timestamptz not null,
        unique (event_id, attempt)
      )`);
    this.addSql(
      'create index messenger_deliveries_workspace_idx on messenger_deliveries (workspace_id, attempted_at desc)',
    );
    this.addSql('create index messenger_deliveries_retention_idx on messenger_deliveries (attempted_at)');

    // Existing members get the role defaults of the two new permission kinds (docs/permissions.md).
    const grants: Record<string, string[]> = {
      owner: ['rules.view', 'rules.edit', 'rules.delete', 'alerts.view', 'alerts.edit', 'alerts.delete'],
      admin: ['rules.view', 'rules.edit', 'rules.delete', 'alerts.view', 'alerts.edit', 'alerts.delete'],
      manager: ['rules.view', 'rules.edit', 'rules.delete', 'alerts.view'],
      analyst: ['rules.view'],
      viewer: ['rules.view'],
    };
    for (const [role, permissions] of Object.entries(grants)) {
      this.addSql(
        `update memberships set permissions = permissions || array[${permissions
          .map((p) => `'${p}'`)
          .join(', ')}]::text[] where role = '${role}'`,
      );
    }
  }

  override async down(): Promise<void> {
    this.addSql('drop table messenger_deliveries');
    this.addSql('drop table alert_settings');
    this.addSql('drop table notifications');
    this.addSql('drop table rule_ticks');
    this.addSql('drop table rule_events');
    this.addSql('drop table rule_target_states');
    this.addSql('drop table rules');
  }
}
