import { Migration } from '@mikro-orm/migrations';

/**
 * Per-user preferences of the web app (docs/web.md "Dashboard, charts and exports"): one row per member and
 * workspace, so a layout follows the user across browsers. Today: the dashboard's block order.
 */
export class Migration20261126100000_user_preferences extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table user_preferences (
        workspace_id uuid not null references workspaces (id) on delete cascade,
        user_id uuid not null references users (id) on delete cascade,
        dashboard_layout jsonb,
        updated_at timestamptz not null default now(),
        primary key (workspace_id, user_id)
      )`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table user_preferences');
  }
}
