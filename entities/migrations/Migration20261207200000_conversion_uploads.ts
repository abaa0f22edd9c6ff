import { Migration } from '@mikro-orm/migrations';

/**
 * Conversion uploads (docs/conversions.md, "Manual conversions"): one row per
 * `POST /conversions/upload`, its submitted lines (`input`, until it is done), its progress and
 * counts; one row per processed line with its result. A line's row and the upload's counters are
 * written in one statement, so a resumed job starts after the last recorded line and counts nothing
 * twice. Up to 1,000 lines run in the request, above that a job (jobs/conversion-upload.ts).
 *
 * audit_log gets an index on `ref`: a resumed upload counts its audit rows (one per conversion
 * recorded or updated, written in the conversion's own statement) to learn whether the line in
 * flight when it stopped was written.
 */
export class Migration20261207200000_conversion_uploads extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table conversion_uploads (
        id uuid primary key,
        workspace_id uuid not null references workspaces(id) on delete cascade,
        user_id uuid not null,
        state text not null check (state in ('queued', 'running', 'done', 'failed')),
        forward boolean not null,
        log_url text not null,
        input jsonb,
        lines_total int not null check (lines_total > 0),
        lines_done int not null default 0,
        recorded int not null default 0,
        updated int not null default 0,
        duplicate int not null default 0,
        refused int not null default 0,
        attempts int not null default 0,
        error text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);
    this.addSql('create index conversion_uploads_workspace on conversion_uploads (workspace_id, created_at desc)');
    this.addSql(
      `create index conversion_uploads_unfinished on conversion_uploads (updated_at) where state in ('queued', 'running')`,
    );
    this.addSql(`
      create table conversion_upload_lines (
        upload_id uuid not null references conversion_uploads(id) on delete cascade,
        line int not null,
        result text not null check (result in ('recorded', 'updated', 'duplicate', 'refused')),
        error text,
        conversion_id uuid,
        primary key (upload_id, line)
      )`);
    this.addSql('create index audit_log_ref on audit_log (workspace_id, ref) where ref is not null');
  }

  override async down(): Promise<void> {
    this.addSql('drop index audit_log_ref');
    this.addSql('drop table conversion_upload_lines');
    this.addSql('drop table conversion_uploads');
  }
}
