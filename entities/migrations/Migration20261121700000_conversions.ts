import { Migration } from '@mikro-orm/migrations';

const SUB_IDS = Array.from({ length: 30 }, (_, i) => `sub_id_${i + 1} text`).join(',\n        ');

/**
 * Conversions: the fact table (one row per conversion, holding its LAST state), the history of its
 * writes, and the 24-hour postback log. Written by raw SQL from the hot path (edge/postback-intake),
 * so there are no entities. No foreign keys: facts outlive the entities they name.
 *
 * `conversions` is partitioned by UTC day of the CLICK time (click_created_at), not of the
 * conversion time (docs/decisions.md): a click id (UUIDv7) names the one partition holding all its
 * conversions, so a status update finds its row through the primary key, and the partitions share
 * the click partitions' days and 90-day retention.
 */
export class Migration20261121700000_conversions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table conversions (
        conversion_id uuid not null,
        click_created_at timestamptz not null,
        click_id uuid not null,
        workspace_id uuid not null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        delay_seconds integer not null,
        revision integer not null default 1,
        origin text not null check (origin in ('postback', 'action', 'pixel')),
        event text,
        status text not null,
        status_bucket text not null check (status_bucket in ('leads', 'sales', 'rejected', 'trash')),
        partner_status text,
        payout numeric(20, 6),
        base_currency text not null,
        amount numeric(20, 6) not null,
        currency text not null,
        exchange_rate numeric(30, 10),
        txid text,
        dedup_key text,
        forwarded boolean not null,
        campaign_id uuid not null,
        flow_id uuid,
        landing_id uuid,
        offer_id uuid,
        source_id uuid,
        country text,
        region text,
        city text,
        device_type text,
        os text,
        browser text,
        isp text,
        language text,
        keyword text,
        referrer text,
        search_engine text,
        ad_campaign text,
        adset text,
        creative text,
        site text,
        external_click_id text,
        ${SUB_IDS},
        is_bot boolean not null default false,
        is_simulated boolean not null default false,
        save_traffic boolean not null default true,
        primary key (click_created_at, conversion_id),
        unique (click_created_at, click_id, dedup_key)
      ) partition by range (click_created_at)`);
    this.addSql('create index conversions_workspace_time on conversions (workspace_id, created_at desc)');
    this.addSql('create index conversions_workspace_click_time on conversions (workspace_id, click_created_at desc)');
    this.addSql('create index conversions_click on conversions (click_id)');

    // One row per write that changed a conversion (the insert and every state change): the history
    // of transitions, and the outbox of forwarding (forward_state pending until its job ran).
    this.addSql(`
      create table conversion_writes (
        write_id uuid primary key,
        workspace_id uuid not null,
        conversion_id uuid not null,
        click_id uuid not null,
        click_created_at timestamptz not null,
        at timestamptz not null,
        revision integer not null,
        origin text not null,
        from_status text,
        to_status text not null,
        from_amount numeric(20, 6),
        to_amount numeric(20, 6) not null,
        from_currency text,
        to_currency text not null,
        forward_state text not null check (forward_state in ('none', 'pending', 'done')),
        forward_data jsonb
      )`);
    this.addSql('create index conversion_writes_conversion on conversion_writes (conversion_id, revision)');
    this.addSql('create index conversion_writes_at on conversion_writes (at)');
    this.addSql(`create index conversion_writes_pending on conversion_writes (at) where forward_state = 'pending'`);

    this.addSql(`
      create table postback_log (
        id bigint generated always as identity primary key,
        workspace_id uuid not null,
        created_at timestamptz not null,
        direction text not null check (direction in ('incoming', 'outgoing')),
        channel text not null check (channel in ('postback', 'capi')),
        method text not null,
        response_code smallint not null,
        click_id text,
        conversion_id uuid,
        url text not null,
        error text,
        attempt smallint not null default 1,
        result text not null
      )`);
    this.addSql('create index postback_log_workspace_time on postback_log (workspace_id, created_at desc, id desc)');
    this.addSql('create index postback_log_time on postback_log (created_at)');
  }

  override async down(): Promise<void> {
    this.addSql('drop table postback_log');
    this.addSql('drop table conversion_writes');
    this.addSql('drop table conversions');
  }
}
