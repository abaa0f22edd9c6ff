import { Migration } from '@mikro-orm/migrations';

/**
 * Money a buyer can trust (docs/tracking-model.md "Clicks costed without a rate"):
 *
 * - `unpriced_clicks`: a click costed 0 because its campaign's cost currency had no rate to the
 *   workspace currency on its day. Written in the click writer's batch (one statement per batch
 *   that has such clicks, never a query per click), with the click's cost in the campaign's
 *   currency. Once a rate exists the click is re-costed (clicks.cost, so the rollups follow) and
 *   its row deleted; the rows left are the warnings and notifications of the app.
 * - `workspaces.ecb_rates`: the workspace fetches the ECB's daily euro reference rates.
 */
export class Migration20261207100000_money_trust extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table unpriced_clicks (
        created_at timestamptz not null,
        click_id uuid not null,
        workspace_id uuid not null,
        campaign_id uuid not null,
        amount numeric not null,
        currency text not null,
        base_currency text not null,
        primary key (created_at, click_id)
      )`);
    this.addSql('create index unpriced_clicks_workspace on unpriced_clicks (workspace_id, campaign_id)');
    this.addSql('alter table workspaces add column ecb_rates boolean not null default false');
    // Rates the hourly ECB fetch stored.
    this.addSql('alter table currency_rates drop constraint currency_rates_origin_check');
    this.addSql(
      `alter table currency_rates add constraint currency_rates_origin_check check (origin in ('manual', 'ecb_csv', 'ecb_daily'))`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`delete from currency_rates where origin = 'ecb_daily'`);
    this.addSql('alter table currency_rates drop constraint currency_rates_origin_check');
    this.addSql(
      `alter table currency_rates add constraint currency_rates_origin_check check (origin in ('manual', 'ecb_csv'))`,
    );
    this.addSql('alter table workspaces drop column ecb_rates');
    this.addSql('drop table unpriced_clicks');
  }
}
