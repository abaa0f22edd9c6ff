import { Migration } from '@mikro-orm/migrations';

/**
 * `conversions.dedup_key` is renamed for what it holds: the postback's txid, or for a browser event
 * without one `event:<name>`; with the click it identifies one conversion (unique per click). The
 * Redis deduplication key, which also holds status, amount and currency, is another thing
 * (edge/postback-intake/dedup.ts explains both).
 */
export class Migration20261125000000_conversion_txid_or_event extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table conversions rename column dedup_key to txid_or_event');
  }

  override async down(): Promise<void> {
    this.addSql('alter table conversions rename column txid_or_event to dedup_key');
  }
}
