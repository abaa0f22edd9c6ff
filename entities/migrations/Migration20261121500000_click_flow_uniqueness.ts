import { Migration } from '@mikro-orm/migrations';

/**
 * Uniqueness is counted per campaign (is_unique) and per flow (is_unique_flow): a visitor new to a
 * flow may be known to the campaign. Reports of flows count unique clicks with the second.
 */
export class Migration20261121500000_click_flow_uniqueness extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table clicks add column is_unique_flow boolean not null default false');
  }

  override async down(): Promise<void> {
    this.addSql('alter table clicks drop column is_unique_flow');
  }
}
