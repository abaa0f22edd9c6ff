import { Migration } from '@mikro-orm/migrations';

/**
 * The audit log (docs/audit.md): one row per change of an entity — who or what (a user, an
 * auto-rule, an import, the system), when, the entity's kind and id, the action, and the changed
 * fields with old and new values (secrets masked). Kept 180 days (housekeeping).
 */
export class Migration20261127500000_audit_log extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table audit_log (
        id uuid primary key,
        -- No foreign key: a row may be flushed before its new workspace row in the same transaction.
        workspace_id uuid not null,
        at timestamptz not null default now(),
        actor_kind text not null check (actor_kind in ('user', 'rule', 'import', 'system')),
        user_id uuid,
        actor_ref text,
        entity_kind text not null,
        entity_id text not null,
        action text not null,
        changes jsonb not null default '{}',
        ref text
      )`);
    this.addSql('create index audit_log_workspace_at on audit_log (workspace_id, at desc)');
    this.addSql('create index audit_log_entity on audit_log (workspace_id, entity_kind, entity_id, at desc)');
    this.addSql('create index audit_log_at on audit_log (at)');
  }

  override async down(): Promise<void> {
    this.addSql('drop table audit_log');
  }
}
