import { Migration } from '@mikro-orm/migrations';

/**
 * Tracking domains (docs/domains.md): a host name belongs to one workspace (unique over the
 * installation: the host decides the workspace before anything else is known); what its root
 * answers, which campaigns answer on it, robots.txt, HTTP → HTTPS, and the last DNS check.
 * `campaigns.domains_only` keeps a campaign off every host but its workspace's domains that take it.
 */
export class Migration20261206500000_domains extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table domains (
        id uuid primary key,
        workspace_id uuid not null references workspaces (id) on delete cascade,
        name text not null unique check (name ~ '^[a-z0-9.-]{1,253}$'),
        root_action text not null default 'not_found' check (root_action in ('campaign', 'not_found', 'text')),
        root_campaign_id uuid references campaigns (id) on delete set null,
        root_text text check (root_text is null or length(root_text) <= 10000),
        campaigns_mode text not null default 'all' check (campaigns_mode in ('all', 'listed')),
        robots text not null default 'disallow' check (robots in ('allow', 'disallow')),
        https_redirect boolean not null default false,
        dns_state text not null default 'pending'
          check (dns_state in ('pending', 'pointed', 'not_pointed', 'nxdomain', 'error')),
        dns_reason text,
        dns_addresses text[] not null default '{}',
        dns_checked_at timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null
      )`);
    this.addSql('create index domains_workspace on domains (workspace_id, name)');
    this.addSql('create index domains_dns_due on domains (dns_checked_at nulls first)');
    this.addSql(`
      create table domain_campaigns (
        domain_id uuid not null references domains (id) on delete cascade,
        campaign_id uuid not null references campaigns (id) on delete cascade,
        primary key (domain_id, campaign_id)
      )`);
    this.addSql('create index domain_campaigns_campaign on domain_campaigns (campaign_id)');
    this.addSql('alter table campaigns add column domains_only boolean not null default false');
  }

  override async down(): Promise<void> {
    this.addSql('alter table campaigns drop column domains_only');
    this.addSql('drop table domain_campaigns');
    this.addSql('drop table domains');
  }
}
