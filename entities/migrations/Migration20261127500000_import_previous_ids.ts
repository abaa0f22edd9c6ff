import { Migration } from '@mikro-orm/migrations';

/**
 * The migration kit (docs/import.md):
 * - `previous_click_ids`: the previous tracker's click id of each imported click, so a late
 *   postback carrying it as `subid` binds to the imported click. Not `external_click_id` (the
 *   traffic source's id). Read only when a subid is not one of our UUIDv7 ids, so the lookup by our
 *   own id stays one primary-key probe. `import_id` lets a deleted or failed import take its rows.
 * - Binom's layout, an explicit CSV delimiter and dry runs on `external_imports`; the same file is
 *   a duplicate only of an import that did not fail and was not a dry run, so a failed file can be
 *   sent again.
 */
export class Migration20261127500000_import_previous_ids extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table previous_click_ids (
        workspace_id uuid not null references workspaces (id) on delete cascade,
        previous_click_id text not null,
        click_id uuid not null,
        import_id uuid not null,
        created_at timestamptz not null,
        primary key (workspace_id, previous_click_id)
      )`);
    this.addSql('create index previous_click_ids_import on previous_click_ids (import_id)');
    this.addSql('alter table external_imports drop constraint external_imports_layout_check');
    this.addSql(
      `alter table external_imports add constraint external_imports_layout_check
         check (layout in ('csv', 'jsonl', 'keitaro', 'binom'))`,
    );
    this.addSql(`alter table external_imports add column delimiter text check (delimiter in (',', ';', '\t'))`);
    this.addSql('alter table external_imports add column dry_run boolean not null default false');
    this.addSql(`alter table external_imports add column would_create jsonb`);
    this.addSql('alter table external_imports drop constraint external_imports_workspace_id_file_sha256_key');
    this.addSql(
      `create unique index external_imports_same_file on external_imports (workspace_id, file_sha256)
         where state <> 'failed' and not dry_run`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop index external_imports_same_file');
    this.addSql('alter table external_imports drop column would_create');
    this.addSql('alter table external_imports drop column dry_run');
    this.addSql('alter table external_imports drop column delimiter');
    this.addSql('drop table previous_click_ids');
  }
}
