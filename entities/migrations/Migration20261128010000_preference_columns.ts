import { Migration } from '@mikro-orm/migrations';

/**
 * The columns each list, report and log of the web app shows, chosen per user (docs/web.md
 * "Foundation and conventions"): a JSON object, list name → column ids in order.
 */
export class Migration20261128010000_preference_columns extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table user_preferences add column columns jsonb not null default '{}'::jsonb`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table user_preferences drop column columns');
  }
}
