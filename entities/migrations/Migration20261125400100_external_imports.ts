import { Migration } from '@mikro-orm/migrations';

/**
 * Imports from another tracker (docs/import.md): one row per uploaded file, and the import id on
 * every click and conversion it created, so an import can be followed, resumed and removed whole.
 * `line_done` is the checkpoint: rows up to it are committed together with it, so a crashed job
 * resumes after it and adds nothing twice. (workspace_id, file_sha256) makes the same file
 * idempotent.
 */
export class Migration20261125400100_external_imports extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table external_imports (
        id uuid primary key,
        workspace_id uuid not null references workspaces (id) on delete cascade,
        created_by uuid references users (id) on delete set null,
        layout text not null check (layout in ('csv', 'jsonl', 'keitaro')),
        file_sha256 text not null,
        file_bytes bigint not null,
        state text not null check (state in ('queued', 'running', 'done', 'failed')),
        bytes_done bigint not null default 0,
        line_done integer not null default 0,
        rows_total integer not null default 0,
        clicks integer not null default 0,
        conversions integer not null default 0,
        rejected integer not null default 0,
        rejected_rows jsonb not null default '[]',
        error text,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        finished_at timestamptz,
        unique (workspace_id, file_sha256)
      )`);
    this.addSql('alter table clicks add column import_id uuid');
    this.addSql('alter table conversions add column import_id uuid');
    this.addSql('create index clicks_import on clicks (import_id) where import_id is not null');
    this.addSql('create index conversions_import on conversions (import_id) where import_id is not null');
  }

  override async down(): Promise<void> {
    this.addSql('alter table conversions drop column import_id');
    this.addSql('alter table clicks drop column import_id');
    this.addSql('drop table external_imports');
  }
}
