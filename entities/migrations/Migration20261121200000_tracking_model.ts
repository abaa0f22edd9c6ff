import { Migration } from '@mikro-orm/migrations';

/**
 * The tracking model: sources, networks, custom statuses, offers, landings, campaigns, flows and
 * currency rates. Soft delete everywhere (deleted_at); lists and lookups use partial indexes on
 * live rows. References are foreign keys; the service also checks they stay inside a workspace.
 */
export class Migration20261121200000_tracking_model extends Migration {
  override async up(): Promise<void> {
    const common = `
        id uuid primary key,
        workspace_id uuid not null references workspaces(id) on delete cascade,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        deleted_at timestamptz`;

    this.addSql(`
      create table traffic_sources (${common},
        name text not null check (length(name) between 1 and 200),
        parameters jsonb not null default '{}',
        sub_id_parameters jsonb not null default '[]',
        postback_url text,
        postback_statuses jsonb not null default '["lead","sale"]',
        postback_secret_ciphertext text,
        capi_pixel_id text,
        capi_access_token_ciphertext text,
        capi_test_event_code text,
        notes text not null default ''
      )`);
    this.addSql('create index traffic_sources_live on traffic_sources (workspace_id, name) where deleted_at is null');

    this.addSql(`
      create table affiliate_networks (${common},
        name text not null check (length(name) between 1 and 200),
        offer_params text not null default '',
        status_mapping jsonb not null default '{}',
        notes text not null default ''
      )`);
    this.addSql(
      'create index affiliate_networks_live on affiliate_networks (workspace_id, name) where deleted_at is null',
    );

    this.addSql(`
      create table custom_statuses (${common},
        code text not null check (code ~ '^[a-z0-9_]{1,32}$'),
        name text not null,
        counts_as text not null check (counts_as in ('leads', 'sales', 'rejected'))
      )`);
    this.addSql(
      'create unique index custom_statuses_code on custom_statuses (workspace_id, code) where deleted_at is null',
    );

    this.addSql(`
      create table offers (${common},
        name text not null check (length(name) between 1 and 200),
        url text not null,
        affiliate_network_id uuid references affiliate_networks(id),
        payout numeric(20, 6) not null default 0 check (payout >= 0),
        payout_currency text not null default 'USD' check (payout_currency ~ '^[A-Z]{3}$'),
        payout_type text not null default 'fixed' check (payout_type in ('fixed', 'auto', 'revshare')),
        daily_cap integer check (daily_cap > 0),
        cap_time_zone text not null default 'UTC',
        cap_fallback_offer_id uuid references offers(id),
        tags jsonb not null default '[]',
        notes text not null default ''
      )`);
    this.addSql('create index offers_live on offers (workspace_id, name) where deleted_at is null');
    this.addSql('create index offers_network on offers (affiliate_network_id)');

    this.addSql(`
      create table landings (${common},
        name text not null check (length(name) between 1 and 200),
        type text not null default 'external' check (type in ('external', 'hosted')),
        url text,
        hosted_bundle text,
        offers_count smallint not null default 1 check (offers_count between 1 and 20),
        click_through text not null default 'http_302' check (click_through in ('http_302', 'meta_refresh', 'javascript')),
        tags jsonb not null default '[]',
        notes text not null default '',
        check ((type = 'external') = (url is not null))
      )`);
    this.addSql('create index landings_live on landings (workspace_id, name) where deleted_at is null');

    this.addSql(`
      create table campaigns (${common},
        name text not null check (length(name) between 1 and 200),
        alias text not null check (alias ~ '^[a-z0-9][a-z0-9_-]{0,63}$'),
        alias_released_at timestamptz,
        state text not null default 'active' check (state in ('active', 'paused')),
        source_id uuid references traffic_sources(id),
        cost_model text not null default 'none' check (cost_model in ('none', 'cpc', 'cpm', 'cpa', 'revshare')),
        cost_value numeric(20, 6) not null default 0 check (cost_value >= 0),
        cost_currency text not null default 'USD' check (cost_currency ~ '^[A-Z]{3}$'),
        uniqueness_period_hours integer not null default 24 check (uniqueness_period_hours between 1 and 8760),
        uniqueness_scope text not null default 'campaign' check (uniqueness_scope in ('campaign', 'workspace')),
        bot_action text not null default 'route' check (bot_action in ('route', 'do_nothing', 'show_404', 'redirect')),
        bot_redirect_url text,
        flow_rotation text not null default 'weight' check (flow_rotation in ('weight', 'position', 'disabled')),
        token_ciphertext text not null,
        tags jsonb not null default '[]',
        notes text not null default '',
        check ((bot_action = 'redirect') = (bot_redirect_url is not null))
      )`);
    // An alias stays taken by a deleted campaign until its owner releases it.
    this.addSql('create unique index campaigns_alias on campaigns (alias) where alias_released_at is null');
    this.addSql('create index campaigns_live on campaigns (workspace_id, name) where deleted_at is null');
    this.addSql('create index campaigns_source on campaigns (source_id)');

    this.addSql(`
      create table flows (${common},
        campaign_id uuid not null references campaigns(id),
        name text not null check (length(name) between 1 and 200),
        type text not null default 'regular' check (type in ('forced', 'regular', 'default')),
        position integer not null default 0,
        weight integer not null default 100 check (weight between 0 and 10000),
        state text not null default 'active' check (state in ('active', 'paused')),
        save_traffic boolean not null default true,
        filters jsonb not null default '[]',
        scheme text not null default 'landings_offers' check (scheme in
          ('landings_offers', 'redirect', 'send_to_campaign', 'do_nothing', 'show_404', 'show_text', 'show_html', 'action_script')),
        landings jsonb not null default '[]',
        offers jsonb not null default '[]',
        redirect_url text,
        target_campaign_id uuid references campaigns(id),
        content text,
        script text
      )`);
    this.addSql('create index flows_campaign on flows (campaign_id, position) where deleted_at is null');
    this.addSql(
      `create unique index flows_one_default on flows (campaign_id) where type = 'default' and deleted_at is null`,
    );
    this.addSql('create index flows_landings on flows using gin (landings jsonb_path_ops)');
    this.addSql('create index flows_offers on flows using gin (offers jsonb_path_ops)');

    this.addSql(`
      create table currency_rates (
        id uuid primary key,
        workspace_id uuid not null references workspaces(id) on delete cascade,
        rate_date date not null,
        base text not null check (base ~ '^[A-Z]{3}$'),
        quote text not null check (quote ~ '^[A-Z]{3}$' and quote <> base),
        rate numeric(24, 10) not null check (rate > 0),
        origin text not null default 'manual' check (origin in ('manual', 'ecb_csv')),
        updated_at timestamptz not null default now(),
        unique (workspace_id, base, quote, rate_date)
      )`);
    this.addSql('create index currency_rates_lookup on currency_rates (workspace_id, quote, base, rate_date desc)');
  }

  override async down(): Promise<void> {
    for (const table of [
      'currency_rates',
      'flows',
      'campaigns',
      'landings',
      'offers',
      'custom_statuses',
      'affiliate_networks',
      'traffic_sources',
    ]) {
      this.addSql(`drop table ${table}`);
    }
  }
}
