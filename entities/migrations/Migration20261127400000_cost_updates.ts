import { Migration } from '@mikro-orm/migrations';

/**
 * Cost updates (docs/reports.md, "Cost updates"): one row per `POST /campaigns/{id}/costs`, the
 * operation's record (who, when, which campaign, range, filter, amount and currency, clicks) and
 * the progress of the ones run as a job. The audit log joins it by id (`audit_ref`
 * `cost_update:<id>` in the structured log line).
 *
 * `report_rate_on` is corrected: it took the rate of `to → from` where `from → to` was meant (a rate
 * row is "units of quote per 1 base", as services/catalogue/currency-rates.ts rateOn reads it), so a
 * CPA cost in a foreign currency was converted by the inverse rate. Cost updates convert with it too.
 */
const rateOn = (direct: [string, string], inverse: [string, string]) => `
  create or replace function report_rate_on(ws uuid, from_code text, to_code text, on_day date) returns numeric
  language sql stable as $$
    select case when from_code = to_code then 1::numeric else (
      select rate from (
        (select rate, rate_date, 1 as preference from currency_rates
          where workspace_id = ws and base = ${direct[0]} and quote = ${direct[1]} and rate_date <= on_day
          order by rate_date desc limit 1)
        union all
        (select round(1 / rate, 10), rate_date, 2 from currency_rates
          where workspace_id = ws and base = ${inverse[0]} and quote = ${inverse[1]} and rate_date <= on_day
          order by rate_date desc limit 1)
        union all
        (select round(b.rate / a.rate, 10), a.rate_date, 3 from currency_rates a
           join currency_rates b on b.workspace_id = a.workspace_id and b.base = a.base and b.rate_date = a.rate_date
          where a.workspace_id = ws and a.quote = from_code and b.quote = to_code and a.rate_date <= on_day
          order by a.rate_date desc limit 1)
      ) candidates order by rate_date desc, preference limit 1) end
  $$`;

export class Migration20261127400000_cost_updates extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table cost_updates (
        id uuid primary key,
        workspace_id uuid not null references workspaces(id) on delete cascade,
        user_id uuid not null,
        campaign_id uuid not null,
        from_time timestamptz not null,
        to_time timestamptz not null,
        source_id uuid,
        sub_ids jsonb not null default '[]',
        amount numeric(20, 6) not null check (amount >= 0),
        currency text not null check (currency ~ '^[A-Z]{3}$'),
        base_currency text not null,
        state text not null check (state in ('queued', 'running', 'done', 'failed')),
        clicks bigint not null,
        clicks_done bigint not null default 0,
        error text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);
    this.addSql('create index cost_updates_workspace on cost_updates (workspace_id, created_at desc)');
    this.addSql(rateOn(['from_code', 'to_code'], ['to_code', 'from_code']));
  }

  override async down(): Promise<void> {
    this.addSql(rateOn(['to_code', 'from_code'], ['from_code', 'to_code']));
    this.addSql('drop table cost_updates');
  }
}
