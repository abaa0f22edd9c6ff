import { Migration } from '@mikro-orm/migrations';

/**
 * The feed of the columnar analytics copy (docs/reports.md, "Analytics store"): every statement
 * that inserts, changes or deletes clicks or conversions notes the keys it touched in
 * `analytics_changes`, in its own transaction (statement triggers with transition tables, as the
 * report rollups). The store's owner reads the notes, copies the rows' current state (or their
 * absence) and deletes the notes it applied. So every writer and deleter — the click consumer,
 * postbacks, status changes, imports, the simulator, `clean`, a COPY — feeds the copy without a
 * hook of its own; a dropped day partition (retention) fires no trigger and notes a range instead
 * (`analytics_note_before`).
 *
 * Nothing is noted while no copy is kept: `analytics_feed` holds one row while a store is fed
 * (ANALYTICS=duckdb), none otherwise (ANALYTICS=postgres), so the table never grows unread.
 * `analytics_identity` names this database for the copy (a copy made for another database is rebuilt).
 */
export class Migration20261127200000_analytics_changes extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table analytics_identity (id uuid primary key default gen_random_uuid(), created_at timestamptz not null default now())`,
    );
    this.addSql('insert into analytics_identity default values');
    this.addSql(`create table analytics_feed (store text primary key, since timestamptz not null default now())`);
    this.addSql(`create table analytics_changes (
        id bigint generated always as identity primary key,
        kind text not null check (kind in ('click', 'conversion', 'clicks_before', 'conversions_before')),
        at timestamptz not null,
        key uuid
      )`);
    // One function per table and kind of transition: the keys of the rows the statement touched.
    for (const [table, kind, time, key] of [
      ['clicks', 'click', 'created_at', 'click_id'],
      ['conversions', 'conversion', 'click_created_at', 'conversion_id'],
    ]) {
      for (const rows of ['new_rows', 'old_rows', 'both']) {
        const source =
          rows === 'both'
            ? `(select ${time}, ${key} from old_rows union select ${time}, ${key} from new_rows) r`
            : `${rows} r`;
        this.addSql(`create function analytics_note_${table}_${rows}() returns trigger language plpgsql as $$
          begin
            if exists (select from analytics_feed) then
              insert into analytics_changes (kind, at, key) select '${kind}', r.${time}, r.${key} from ${source};
            end if;
            return null;
          end $$`);
      }
      this.addSql(`create trigger analytics_${table}_insert after insert on ${table} referencing new table as new_rows
        for each statement execute function analytics_note_${table}_new_rows()`);
      this.addSql(`create trigger analytics_${table}_delete after delete on ${table} referencing old table as old_rows
        for each statement execute function analytics_note_${table}_old_rows()`);
      this.addSql(`create trigger analytics_${table}_update after update on ${table}
        referencing old table as old_rows new table as new_rows
        for each statement execute function analytics_note_${table}_both()`);
    }
    this.addSql(`create function analytics_note_before(kind text, before timestamptz) returns void language sql as $$
        insert into analytics_changes (kind, at) select kind, before where exists (select from analytics_feed)
      $$`);
  }

  override async down(): Promise<void> {
    for (const table of ['clicks', 'conversions']) {
      for (const op of ['insert', 'delete', 'update']) this.addSql(`drop trigger analytics_${table}_${op} on ${table}`);
      for (const rows of ['new_rows', 'old_rows', 'both'])
        this.addSql(`drop function analytics_note_${table}_${rows}()`);
    }
    this.addSql('drop function analytics_note_before(text, timestamptz)');
    this.addSql('drop table analytics_changes, analytics_feed, analytics_identity');
  }
}
