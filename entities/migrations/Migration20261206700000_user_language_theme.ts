import { Migration } from '@mikro-orm/migrations';

/**
 * The web app's language and theme, per user (not per workspace: a person reads one language in every
 * workspace they belong to). null: the app's default (the browser's language; the system's theme).
 */
export class Migration20261206700000_user_language_theme extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table users add column language text check (language in ('en', 'ru', 'uk'))`);
    this.addSql(`alter table users add column theme text check (theme in ('light', 'dark', 'system'))`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table users drop column language');
    this.addSql('alter table users drop column theme');
  }
}
