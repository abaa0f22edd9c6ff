import type { SourceFacts } from './forwarding/source-channels';
import type { MikroORM } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { CANONICAL_STATUSES } from '../catalogue/statuses';
import { rateOn } from '../catalogue/currency-rates';
import { secretContext } from '../catalogue/sources';
import type { Secrets } from '../catalogue/scope';
import type { StatusBucket } from '../catalogue/statuses';

export type { SourceFacts };

/** What a conversion needs of an offer. */
export interface OfferFacts {
  network_id: string | null;
  payout: string;
  payout_currency: string;
  daily_cap: number | null;
  cap_time_zone: string;
}

/** The conversion side's view of one workspace's configuration. */
export interface ConversionConfig {
  workspace_id: string;
  base_currency: string;
  offers: Map<string, OfferFacts>;
  /** Network id → partner status (lower case) → our status code. */
  status_maps: Map<string, Map<string, string>>;
  /** Every accepted status code (canonical and the live custom ones) → its report bucket. */
  statuses: Map<string, StatusBucket>;
  sources: Map<string, SourceFacts>;
  loaded_at: number;
}

/** Partner status (compared in lower case) → our status code. */
function statusMap(mapping: Record<string, string> | null): Map<string, string> {
  return new Map(Object.entries(mapping ?? {}).map(([partner, ours]) => [partner.toLowerCase(), ours]));
}

/** How long a loaded configuration is used without an invalidation. */
const TTL_MS = 30_000;
/** A lookup miss (an unknown status, offer or source) reloads, at most this often. */
const MISS_RELOAD_MS = 1000;
const RATE_TTL_MS = 60_000;
const MAX_RATES = 10_000;

/**
 * Per-workspace configuration for the conversion hot path, loaded by raw SQL and held in memory:
 * offers, network status maps, statuses, sources (secrets decrypted) and exchange rates. Routing
 * invalidations (Redis pub/sub, published after admin changes of offers, sources, rates and
 * settings) drop a workspace's entry; otherwise entries live 30 s. An unknown offer or source
 * reloads the entry at once (at most once a second); an unknown status reads that network's map
 * and that custom status afresh (status.ts), so what was created a moment ago is found without
 * waiting for the TTL; a changed (not new) mapping or counts_as applies within 30 s. Deleted
 * offers, networks and sources are kept: clicks made before the deletion still convert.
 */
export class ConversionConfigs {
  private readonly entries = new Map<string, Promise<ConversionConfig>>();
  /** The settled entries, for fresh(); an entry leaves both maps together. */
  private readonly loaded = new Map<string, ConversionConfig>();
  private readonly rates = new Map<string, { value: { rate: string } | null; at: number }>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly orm: MikroORM,
    private readonly secrets: Secrets,
  ) {}

  /** The loaded configuration while it is fresh, without waiting (the hot path awaits only on a miss). */
  fresh(workspaceId: string): ConversionConfig | null {
    const config = this.loaded.get(workspaceId);
    return config && this.entries.has(workspaceId) && Date.now() - config.loaded_at < TTL_MS ? config : null;
  }

  async get(workspaceId: string): Promise<ConversionConfig> {
    const entry = this.entries.get(workspaceId);
    if (entry) {
      const config = await entry.catch(() => null);
      if (config && Date.now() - config.loaded_at < TTL_MS) return config;
    }
    return this.load(workspaceId);
  }

  /** Reloads when the cached entry is older than the miss interval; else returns it. */
  async refreshAfterMiss(config: ConversionConfig): Promise<ConversionConfig> {
    if (Date.now() - config.loaded_at < MISS_RELOAD_MS) return config;
    const current = await this.get(config.workspace_id);
    return current !== config ? current : this.load(config.workspace_id);
  }

  /** Reads one network's status map afresh into the entry (status maps announce no invalidation). */
  async refreshStatusMap(config: ConversionConfig, networkId: string): Promise<void> {
    const { rows } = await this.pool.query(
      'select status_mapping from affiliate_networks where id = $1 and workspace_id = $2',
      [networkId, config.workspace_id],
    );
    if (rows[0]) config.status_maps.set(networkId, statusMap(rows[0].status_mapping));
  }

  /** Reads one custom status afresh into the entry (custom statuses announce no invalidation). */
  async refreshCustomStatus(config: ConversionConfig, code: string): Promise<void> {
    const { rows } = await this.pool.query(
      'select counts_as from custom_statuses where workspace_id = $1 and code = $2 and deleted_at is null',
      [config.workspace_id, code],
    );
    if (rows[0]) config.statuses.set(code, rows[0].counts_as);
  }

  invalidateAll(): void {
    this.entries.clear();
    this.loaded.clear();
    this.rates.clear();
  }

  invalidate(workspaceId: string): void {
    this.entries.delete(workspaceId);
    this.loaded.delete(workspaceId);
    const prefix = `${workspaceId}|`;
    for (const key of this.rates.keys()) if (key.startsWith(prefix)) this.rates.delete(key);
  }

  /** rate() when it needs no query: the rate, null when there is none, undefined when it must be read. */
  cachedRate(workspaceId: string, from: string, to: string, date: string): string | null | undefined {
    if (from === to) return '1';
    const cached = this.rates.get(`${workspaceId}|${from}|${to}|${date}`);
    return cached && Date.now() - cached.at < RATE_TTL_MS ? (cached.value?.rate ?? null) : undefined;
  }

  /** The rate from `from` into `to` on `date` (YYYY-MM-DD), null when the workspace has none (cached). */
  async rate(workspaceId: string, from: string, to: string, date: string): Promise<string | null> {
    if (from === to) return '1';
    const key = `${workspaceId}|${from}|${to}|${date}`;
    const cached = this.rates.get(key);
    if (cached && Date.now() - cached.at < RATE_TTL_MS) return cached.value?.rate ?? null;
    const found = await rateOn(this.orm.em.fork(), workspaceId, from, to, date);
    if (this.rates.size >= MAX_RATES) this.rates.clear();
    this.rates.set(key, { value: found, at: Date.now() });
    return found?.rate ?? null;
  }

  private load(workspaceId: string): Promise<ConversionConfig> {
    const loading = this.read(workspaceId);
    this.entries.set(workspaceId, loading);
    this.loaded.delete(workspaceId);
    loading.then(
      (config) => {
        if (this.entries.get(workspaceId) === loading) this.loaded.set(workspaceId, config);
      },
      () => {
        if (this.entries.get(workspaceId) === loading) this.entries.delete(workspaceId);
      },
    );
    return loading;
  }

  private async read(workspaceId: string): Promise<ConversionConfig> {
    const [workspace, offers, networks, statuses, sources] = await Promise.all([
      this.pool.query('select base_currency from workspaces where id = $1', [workspaceId]),
      this.pool.query(
        `select id, affiliate_network_id, payout::text as payout, payout_currency, daily_cap, cap_time_zone from
          offers where workspace_id = $1`,
        [workspaceId],
      ),
      this.pool.query('select id, status_mapping from affiliate_networks where workspace_id = $1', [workspaceId]),
      this.pool.query('select code, counts_as from custom_statuses where workspace_id = $1 and deleted_at is null', [
        workspaceId,
      ]),
      this.pool.query(
        `select id, postback_secret_ciphertext, postback_url, postback_currency, postback_statuses, capi_pixel_id,
          capi_access_token_ciphertext, capi_test_event_code
           from traffic_sources where workspace_id = $1`,
        [workspaceId],
      ),
    ]);
    const statusBuckets = new Map<string, StatusBucket>([
      ['lead', 'leads'],
      ['sale', 'sales'],
      ['rejected', 'rejected'],
      ['trash', 'trash'],
    ]);
    for (const row of statuses.rows)
      if (!(CANONICAL_STATUSES as readonly string[]).includes(row.code)) statusBuckets.set(row.code, row.counts_as);
    return {
      workspace_id: workspaceId,
      base_currency: workspace.rows[0]?.base_currency ?? 'USD',
      offers: new Map(
        offers.rows.map((row) => [
          row.id,
          {
            network_id: row.affiliate_network_id,
            payout: row.payout,
            payout_currency: row.payout_currency,
            daily_cap: row.daily_cap,
            cap_time_zone: row.cap_time_zone,
          },
        ]),
      ),
      status_maps: new Map(networks.rows.map((row) => [row.id, statusMap(row.status_mapping)])),
      statuses: statusBuckets,
      sources: new Map(
        sources.rows.map((row) => [
          row.id,
          {
            postback_secret: row.postback_secret_ciphertext
              ? this.secrets.open(row.postback_secret_ciphertext, secretContext.postback(row.id))
              : null,
            postback_url: row.postback_url,
            postback_currency: row.postback_currency ?? null,
            postback_statuses: row.postback_statuses ?? [],
            capi_pixel_id: row.capi_pixel_id,
            capi_access_token: row.capi_access_token_ciphertext
              ? this.secrets.open(row.capi_access_token_ciphertext, secretContext.capi(row.id))
              : null,
            capi_test_event_code: row.capi_test_event_code,
          },
        ]),
      ),
      loaded_at: Date.now(),
    };
  }
}
