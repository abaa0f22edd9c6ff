import { Migration } from '@mikro-orm/migrations';

const SUB_IDS = Array.from({ length: 30 }, (_, i) => `sub_id_${i + 1} text`).join(',\n        ');

/**
 * The click fact table, partitioned by UTC day on created_at; partitions are created ahead by the
 * application (services/clicks/partitions.ts) and dropped after 90 days. One column per report
 * dimension; absent text dimensions are NULL. No foreign keys: facts outlive the entities they name.
 */
export class Migration20261121300000_clicks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table clicks (
        click_id uuid not null,
        created_at timestamptz not null,
        workspace_id uuid not null,
        campaign_id uuid not null,
        flow_id uuid,
        landing_id uuid,
        offer_id uuid,
        source_id uuid,
        ip inet,
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
        is_unique boolean not null default false,
        is_proxy boolean not null default false,
        is_tor boolean not null default false,
        is_datacenter boolean not null default false,
        visitor_id text,
        outcome text not null check (outcome in ('redirect', 'landing', 'do_nothing', 'no_match', 'campaign_off', 'show_404',
          'show_text', 'show_html', 'send_to_campaign', 'script_send')),
        http_status smallint not null,
        select_reason text check (select_reason in ('forced_match', 'regular_by_weight', 'regular_by_position', 'default_fallback',
          'do_nothing_match', 'binding_replay', 'rotation_disabled', 'no_match')),
        destination text,
        cost numeric(18, 6) not null default 0,
        is_simulated boolean not null default false,
        save_traffic boolean not null default true,
        user_agent text,
        primary key (created_at, click_id)
      ) partition by range (created_at)`);
    this.addSql('create index clicks_workspace_time on clicks (workspace_id, created_at desc)');
    this.addSql('create index clicks_workspace_campaign_time on clicks (workspace_id, campaign_id, created_at)');

    this.addSql(`
      create table click_traces (
        click_id uuid primary key,
        created_at timestamptz not null,
        workspace_id uuid not null,
        campaign_id uuid not null,
        ip inet,
        country text,
        device_type text,
        is_bot boolean not null default false,
        outcome text not null,
        http_status smallint not null,
        select_reason text,
        destination text,
        duration_ms real,
        steps jsonb not null
      )`);
    this.addSql('create index click_traces_workspace_time on click_traces (workspace_id, created_at desc)');
    this.addSql('create index click_traces_time on click_traces (created_at)');
  }

  override async down(): Promise<void> {
    this.addSql('drop table click_traces');
    this.addSql('drop table clicks');
  }
}
