import { Migration } from '@mikro-orm/migrations';

/**
 * Hosted landings: the path the service serves an uploaded landing at (`/l/<landing_id>/`, set by
 * the first upload). `hosted_bundle` (from the tracking model) names the version being served.
 * Both stay when the landing is switched to external, so switching back serves the last upload.
 */
export class Migration20261121600000_hosted_landings extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table landings add column hosted_path text');
    this.addSql(
      "alter table landings add constraint landings_hosted_path check (hosted_path is null or hosted_path ~ '^/l/[0-9a-f-]{36}/$')",
    );
  }

  override async down(): Promise<void> {
    this.addSql('alter table landings drop column hosted_path');
  }
}
