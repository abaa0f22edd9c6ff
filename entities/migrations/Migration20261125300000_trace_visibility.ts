import { Migration } from '@mikro-orm/migrations';

/**
 * Traces carry their click's save_traffic and is_simulated flags, so the traffic log hides what the
 * click log hides (clicks of save_traffic = false flows; simulated clicks unless the workspace's
 * switch is on) while still reading one table.
 */
export class Migration20261125300000_trace_visibility extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'alter table click_traces add column is_simulated boolean not null default false, add column save_traffic ' +
        'boolean not null default true',
    );
  }

  override async down(): Promise<void> {
    this.addSql('alter table click_traces drop column is_simulated, drop column save_traffic');
  }
}
