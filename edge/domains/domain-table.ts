import type { FastifyBaseLogger } from 'fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { CompiledCampaign } from '../click-routing/compiled';
import type { RootAction } from '../../services/domains/domain.shapes';

/** The hot path's view of one tracking domain: what a request on it needs, read from memory. */
export interface CompiledDomain {
  id: string;
  workspace_id: string;
  name: string;
  root_action: RootAction;
  root_campaign_id: string | null;
  root_text: string | null;
  /** null: every campaign of the workspace answers on it; otherwise only these. */
  campaign_ids: ReadonlySet<string> | null;
  robots: 'allow' | 'disallow';
  https_redirect: boolean;
  /** Its DNS check passed: the TLS front may obtain a certificate for it. */
  pointed: boolean;
}

interface DomainRow {
  id: string;
  workspace_id: string;
  name: string;
  root_action: RootAction;
  root_campaign_id: string | null;
  root_text: string | null;
  campaigns_mode: 'all' | 'listed';
  robots: 'allow' | 'disallow';
  https_redirect: boolean;
  dns_state: string;
}

/**
 * Every tracking domain of the installation, host name → compiled domain, in memory: a request
 * reads a Map, never the database. The whole table is read again (two queries) after a domain
 * change (pub/sub, and in-process for this instance's own), after the subscription comes back, and
 * every `refreshEveryMs`; concurrent reloads fold into one that starts after the current one.
 */
export class DomainTable {
  private byName = new Map<string, CompiledDomain>();
  private loading: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private readonly timer: NodeJS.Timeout | null;

  constructor(
    private readonly orm: MikroORM,
    private readonly log: FastifyBaseLogger,
    private readonly options: { knownOnly: boolean; publicHost: string; refreshEveryMs: number },
  ) {
    this.timer = options.refreshEveryMs > 0 ? setInterval(() => this.reload(), options.refreshEveryMs) : null;
    this.timer?.unref();
  }

  get(host: string): CompiledDomain | undefined {
    return this.byName.get(host);
  }

  /** With KNOWN_DOMAINS_ONLY, a host that is neither an added domain nor the public address's host gets 404. */
  refuses(host: string, domain: CompiledDomain | undefined): boolean {
    return !domain && this.options.knownOnly && host !== this.options.publicHost;
  }

  /** Whether a campaign answers on this host (its domain, or none for a host that is not one). */
  answers(domain: CompiledDomain | undefined, campaign: CompiledCampaign): boolean {
    if (!domain) return !campaign.domains_only;
    if (domain.workspace_id !== campaign.workspace_id) return false;
    return domain.campaign_ids === null || domain.campaign_ids.has(campaign.id);
  }

  /** The TLS front's question: may this host have a certificate? Added domains whose DNS check passed, and the public host. */
  certificateAllowed(host: string): boolean {
    if (host === this.options.publicHost && host !== 'localhost') return true;
    return this.byName.get(host)?.pointed === true;
  }

  get size(): number {
    return this.byName.size;
  }

  /** Reads the table again; resolves once a read that started after this call has finished. */
  reload(): Promise<void> {
    if (this.loading) {
      // The read in flight may have started before the change: one more read follows it, for all callers meanwhile.
      this.queued ??= this.loading.then(() => {
        this.queued = null;
        return this.reload();
      });
      return this.queued;
    }
    this.loading = this.read()
      .catch((error) =>
        this.log.warn({ err: error }, 'domain table: reading domains failed; keeping the previous table'),
      )
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
  }

  private async read(): Promise<void> {
    const db = this.orm.em.fork().getConnection();
    const rows = await db.execute<DomainRow[]>(
      `select id, workspace_id, name, root_action, root_campaign_id, root_text, campaigns_mode, robots, https_redirect,
         dns_state from domains`,
    );
    const links = await db.execute<{ domain_id: string; campaign_id: string }[]>(
      `select dc.domain_id, dc.campaign_id from domain_campaigns dc join domains d on d.id = dc.domain_id
        where d.campaigns_mode = 'listed'`,
    );
    const listed = new Map<string, Set<string>>();
    for (const link of links) {
      const set = listed.get(link.domain_id) ?? new Set<string>();
      set.add(link.campaign_id);
      listed.set(link.domain_id, set);
    }
    const next = new Map<string, CompiledDomain>();
    for (const row of rows) {
      next.set(row.name, {
        id: row.id,
        workspace_id: row.workspace_id,
        name: row.name,
        root_action: row.root_action,
        root_campaign_id: row.root_campaign_id,
        root_text: row.root_text,
        campaign_ids: row.campaigns_mode === 'all' ? null : (listed.get(row.id) ?? new Set()),
        robots: row.robots,
        https_redirect: row.https_redirect,
        pointed: row.dns_state === 'pointed',
      });
    }
    this.byName = next;
  }
}
