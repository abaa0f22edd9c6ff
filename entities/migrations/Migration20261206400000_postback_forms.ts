import { Migration } from '@mikro-orm/migrations';

/** conversions_set_cost as Migration20261125200000_report_rollups made it; `postbackCost` adds the postback's own cost. */
function setCostFunction(postbackCost: boolean): string {
  const own = postbackCost
    ? `if new.postback_cost is not null then
          new.cost := coalesce(round(new.postback_cost * report_rate_on(new.workspace_id, new.currency, new.base_currency,
            (new.click_created_at at time zone 'UTC')::date), 6), 0);
          return new;
        end if;`
    : '';
  return `
      create or replace function conversions_set_cost() returns trigger language plpgsql as $$
      declare
        model text; amount numeric; cur text;
      begin
        new.cost := 0;
        if new.status_bucket not in ('leads', 'sales') then return new; end if;
        ${own}
        select c.cost_model, c.cost_value, c.cost_currency into model, amount, cur from campaigns c where c.id = new.campaign_id;
        if model = 'cpa' then
          new.cost := coalesce(round(amount * report_rate_on(new.workspace_id, cur, new.base_currency,
            (new.click_created_at at time zone 'UTC')::date), 6), 0);
        elsif model = 'revshare' then
          new.cost := coalesce(round(coalesce(new.payout, 0) * amount / 100, 6), 0);
        end if;
        return new;
      end $$`;
}

/**
 * Postbacks as Keitaro and Binom networks send them (docs/conversions.md "Postbacks from Keitaro
 * and Binom networks"): what a postback carries besides the spec's parameters is kept on the
 * conversion apart from the click's copied columns — its CPA cost as sent (`postback_cost`, in the
 * conversion's currency), the network's `from`, Binom's second status and the postback's own sub
 * ids (the click's sub_id_N, which reports group by, are never overwritten).
 *
 * A postback's cost is the conversion's `cost` (the one sum reports add to cost) while it is a lead
 * or a sale, in place of the campaign's CPA / RevShare cost, converted at the rate of the click
 * date like them (Keitaro's reading of `cost`; docs/decisions.md).
 *
 * A workspace may take its previous tracker's postback key (6–64 letters and digits, stored in
 * lower case, unique): `postback_key_imported` marks it.
 */
export class Migration20261206400000_postback_forms extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table conversions
      add column postback_cost numeric(20,6),
      add column postback_from text,
      add column postback_status2 text,
      add column postback_sub_ids jsonb`);
    this.addSql(setCostFunction(true));
    this.addSql('drop trigger conversions_cost on conversions');
    this.addSql(`create trigger conversions_cost
                 before insert or update of status_bucket, payout, campaign_id, postback_cost, currency on conversions
                 for each row execute function conversions_set_cost()`);

    // The currency a source's outbound postback payout is sent in (null: as today, the base currency).
    this.addSql('alter table traffic_sources add column postback_currency text');
    this.addSql('alter table workspaces add column postback_key_imported boolean not null default false');
    this.addSql('alter table workspaces drop constraint if exists workspaces_postback_key_check');
    this.addSql(`alter table workspaces add constraint workspaces_postback_key_check
      check (postback_key ~ '^[0-9a-f]{32}$' or (postback_key_imported and postback_key ~ '^[0-9a-z]{6,64}$'))`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table workspaces drop constraint if exists workspaces_postback_key_check');
    this.addSql(
      `alter table workspaces add constraint workspaces_postback_key_check check (postback_key ~ '^[0-9a-f]{32}$')`,
    );
    this.addSql('alter table workspaces drop column postback_key_imported');
    this.addSql('alter table traffic_sources drop column postback_currency');
    this.addSql('drop trigger conversions_cost on conversions');
    this.addSql(`create trigger conversions_cost before insert or update of status_bucket, payout, campaign_id on conversions
                 for each row execute function conversions_set_cost()`);
    this.addSql(setCostFunction(false));
    this.addSql(`alter table conversions drop column postback_cost, drop column postback_from,
      drop column postback_status2, drop column postback_sub_ids`);
  }
}
