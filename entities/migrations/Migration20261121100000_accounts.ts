import { Migration } from '@mikro-orm/migrations';

/** Users, their workspace memberships, invitations, API keys, 2FA backup codes and workspace branding. */
export class Migration20261121100000_accounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table users (
        id uuid primary key,
        email text not null unique check (email = lower(email) and email like '%_@_%'),
        name text not null default '',
        password_hash text not null,
        token_version integer not null default 0,
        password_changed_at timestamptz not null default now(),
        last_workspace_id uuid references workspaces (id) on delete set null,
        totp_secret text,
        totp_pending_secret text,
        totp_last_step bigint,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);
    this.addSql(`
      create table memberships (
        id uuid primary key,
        workspace_id uuid not null references workspaces (id) on delete cascade,
        user_id uuid not null references users (id) on delete cascade,
        role text not null check (role in ('owner', 'admin', 'manager', 'analyst', 'viewer')),
        permissions text[] not null default '{}',
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (workspace_id, user_id)
      )`);
    this.addSql('create index memberships_user_id_idx on memberships (user_id)');
    this.addSql(`
      create table invitations (
        id uuid primary key,
        workspace_id uuid not null references workspaces (id) on delete cascade,
        email text not null check (email = lower(email)),
        role text not null check (role in ('owner', 'admin', 'manager', 'analyst', 'viewer')),
        permissions text[] not null default '{}',
        token_digest text not null unique,
        invited_by uuid references users (id) on delete set null,
        expires_at timestamptz not null,
        accepted_at timestamptz,
        accepted_by uuid references users (id) on delete set null,
        revoked_at timestamptz,
        created_at timestamptz not null default now()
      )`);
    this.addSql('create index invitations_workspace_id_idx on invitations (workspace_id)');
    this.addSql(`
      create table api_keys (
        id uuid primary key,
        workspace_id uuid not null references workspaces (id) on delete cascade,
        name text not null,
        prefix text not null,
        key_digest text not null unique,
        scopes text[] not null check (scopes <@ array['read', 'write']::text[] and cardinality(scopes) > 0),
        created_by uuid references users (id) on delete set null,
        last_used_at timestamptz,
        revoked_at timestamptz,
        created_at timestamptz not null default now()
      )`);
    this.addSql('create index api_keys_workspace_id_idx on api_keys (workspace_id)');
    this.addSql(`
      create table backup_codes (
        id uuid primary key,
        user_id uuid not null references users (id) on delete cascade,
        code_digest text not null,
        used_at timestamptz,
        created_at timestamptz not null default now(),
        unique (user_id, code_digest)
      )`);
    this.addSql(`
      alter table workspaces
        add column branding_product_name text,
        add column branding_logo_url text,
        add column branding_primary_color text check (branding_primary_color ~ '^#[0-9a-f]{6}$'),
        add column branding_background_color text check (branding_background_color ~ '^#[0-9a-f]{6}$')`);
  }

  override async down(): Promise<void> {
    this.addSql(`
      alter table workspaces
        drop column branding_product_name, drop column branding_logo_url,
        drop column branding_primary_color, drop column branding_background_color`);
    this.addSql('drop table backup_codes');
    this.addSql('drop table api_keys');
    this.addSql('drop table invitations');
    this.addSql('drop table memberships');
    this.addSql('drop table users');
  }
}
