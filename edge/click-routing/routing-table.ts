import type { FastifyBaseLogger } from 'fastify';
import type { RoutingInvalidation } from '../../services/catalogue/routing-invalidation';
import type { CompiledCampaign } from './compiled';
import { loadCampaign, type LoaderDeps } from './loader';
import { addSizeSource, routingInvalidationsReceived, routingLoads, routingLookups } from './telemetry';

export interface RoutingTableOptions {
  /** How long an unknown alias is remembered (junk traffic must not reach Postgres per request). */
  unknownAliasTtlMs?: number;
  /** At most this many unknown aliases are remembered (oldest forgotten first). */
  unknownAliasMax?: number;
  /** Every loaded campaign is recompiled in the background this often (covers lost invalidations). */
  refreshEveryMs?: number;
}

interface Slot {
  /** The compiled campaign once loaded (read synchronously on the warm path). */
  value?: CompiledCampaign;
  loading?: Promise<CompiledCampaign | null>;
  /** The campaign's id when known (loaded, or loading by id): a reload goes by id. */
  id?: string;
}

/**
 * The in-memory routing table: campaign alias → compiled campaign. A campaign is loaded on its
 * first click and kept; invalidation events (Redis pub/sub, and in-process for this instance's own
 * changes) drop it and start its recompilation at once, so the next click reads the new
 * configuration. Unknown aliases are remembered for a short time. A warm lookup touches no database.
 */
export class RoutingTable {
  private readonly byAlias = new Map<string, Slot>();
  private readonly aliasById = new Map<string, string>();
  private readonly unknown = new Map<string, number>();
  private readonly unknownTtlMs: number;
  private readonly unknownMax: number;
  private readonly refreshTimer: NodeJS.Timeout | null;
  private readonly removeSizeSource: () => void;
  private closed = false;

  constructor(
    private readonly deps: LoaderDeps,
    private readonly log: FastifyBaseLogger,
    options: RoutingTableOptions = {},
  ) {
    this.unknownTtlMs = options.unknownAliasTtlMs ?? 30_000;
    this.unknownMax = options.unknownAliasMax ?? 100_000;
    const every = options.refreshEveryMs ?? 300_000;
    this.refreshTimer = every > 0 ? setInterval(() => this.refreshAll(), every) : null;
    this.refreshTimer?.unref();
    this.removeSizeSource = addSizeSource(() => ({
      compiled: this.aliasById.size,
      unknown_aliases: this.unknown.size,
    }));
  }

  /** The compiled campaign when it is in memory (the warm path, without a promise); undefined otherwise: call get(). */
  peek(alias: string): CompiledCampaign | undefined {
    const compiled = this.byAlias.get(alias)?.value;
    if (compiled) routingLookups.inc({ result: 'hit' });
    return compiled ?? undefined;
  }

  /** The compiled campaign of an alias, or null when no live campaign has it. */
  async get(alias: string): Promise<CompiledCampaign | null> {
    const warm = this.peek(alias);
    if (warm) return warm;
    const slot = this.byAlias.get(alias);
    if (slot?.loading) {
      routingLookups.inc({ result: 'miss' });
      // A reload by id may find that the campaign has moved to another alias.
      let compiled = await slot.loading;
      // Superseded by a load that an invalidation started meanwhile (this one may have read the old configuration).
      const newer = this.byAlias.get(alias);
      if (newer && newer !== slot) compiled = newer.value ?? (newer.loading ? await newer.loading : compiled);
      return compiled?.alias === alias ? compiled : null;
    }
    const until = this.unknown.get(alias);
    if (until !== undefined) {
      if (until > Date.now()) {
        routingLookups.inc({ result: 'negative' });
        return null;
      }
      this.unknown.delete(alias);
    }
    routingLookups.inc({ result: 'miss' });
    return this.load(alias, { alias });
  }

  /** A campaign by id (send_to_campaign targets); same cache as by alias. */
  async getById(id: string): Promise<CompiledCampaign | null> {
    const alias = this.aliasById.get(id);
    if (alias) return this.get(alias);
    routingLookups.inc({ result: 'miss' });
    // Filed under a placeholder key until its alias is known (store() moves it).
    return this.load(`#${id}`, { id });
  }

  /**
   * Applies an invalidation: the campaign (or the whole workspace) is recompiled now. A compilation
   * already in flight may have read the configuration before this change: it is started again
   * (any of unknown campaign or workspace, as its campaign is not known yet; loads are rare).
   */
  invalidate(event: RoutingInvalidation): void {
    routingInvalidationsReceived.inc();
    // A new campaign or a changed alias may be one we remember as unknown.
    this.unknown.clear();
    const aliases: string[] = [];
    if (event.campaign_id) {
      const alias = this.aliasById.get(event.campaign_id);
      if (alias) aliases.push(alias);
    } else {
      for (const [alias, slot] of this.byAlias)
        if (slot.value?.workspace_id === event.workspace_id) aliases.push(alias);
    }
    for (const [alias, slot] of this.byAlias) {
      if (slot.loading && !aliases.includes(alias) && (!event.campaign_id || !slot.id || slot.id === event.campaign_id))
        aliases.push(alias);
    }
    for (const alias of aliases) this.reload(alias);
  }

  /** Drops everything (after the invalidation channel was interrupted, events may have been missed). */
  invalidateAll(): void {
    this.unknown.clear();
    for (const alias of [...this.byAlias.keys()]) this.reload(alias);
  }

  get size(): number {
    return this.aliasById.size;
  }

  close(): void {
    this.closed = true;
    if (this.refreshTimer) clearInterval(this.refreshTimer);
    this.removeSizeSource();
  }

  /** Starts loading an alias; concurrent clicks wait for the same load. */
  private load(alias: string, key: { alias: string } | { id: string }): Promise<CompiledCampaign | null> {
    const slot: Slot = 'id' in key ? { id: key.id } : {};
    const loading = loadCampaign(this.deps, key).then(
      (compiled) => {
        if (this.byAlias.get(alias) !== slot) return compiled; // superseded by a newer load
        slot.loading = undefined;
        this.store(alias, slot, compiled);
        routingLoads.inc({ result: compiled ? 'found' : 'not_found' });
        return compiled;
      },
      (error) => {
        if (this.byAlias.get(alias) === slot) this.byAlias.delete(alias);
        routingLoads.inc({ result: 'error' });
        throw error;
      },
    );
    slot.loading = loading;
    this.byAlias.set(alias, slot);
    return loading;
  }

  private store(alias: string, slot: Slot, compiled: CompiledCampaign | null): void {
    if (!compiled || compiled.alias !== alias) this.byAlias.delete(alias);
    if (!compiled) {
      for (const [id, known] of this.aliasById) if (known === alias) this.aliasById.delete(id);
      this.rememberUnknown(alias);
      return;
    }
    // The campaign may have changed its alias since it was filed.
    const previousAlias = this.aliasById.get(compiled.id);
    if (previousAlias && previousAlias !== compiled.alias) this.byAlias.delete(previousAlias);
    slot.value = compiled;
    slot.id = compiled.id;
    this.byAlias.set(compiled.alias, slot);
    this.aliasById.set(compiled.id, compiled.alias);
  }

  private rememberUnknown(alias: string): void {
    if (this.unknown.size >= this.unknownMax) this.unknown.delete(this.unknown.keys().next().value as string);
    this.unknown.set(alias, Date.now() + this.unknownTtlMs);
  }

  /**
   * Recompiles an entry: the stale value is dropped at once (the next click waits for the new
   * one rather than being routed by a configuration that changed), and the load starts now.
   */
  private reload(alias: string): void {
    const slot = this.byAlias.get(alias);
    const id = slot?.value?.id ?? slot?.id;
    if (id) this.aliasById.delete(id);
    this.byAlias.delete(alias);
    if (this.closed) return;
    // By id when known: the alias itself may have changed.
    this.load(alias, id ? { id } : { alias }).catch((error) =>
      this.log.warn(
        { err: error, alias },
        'routing table: recompiling a campaign failed; it loads again on its next click',
      ),
    );
  }

  /** Background recompilation of every loaded campaign; each keeps serving its old value until its new one is ready. */
  private refreshAll(): void {
    for (const [alias, slot] of this.byAlias) {
      const current = slot.value;
      if (!current) continue;
      loadCampaign(this.deps, { id: current.id }).then(
        (compiled) => {
          if (this.byAlias.get(alias) !== slot) return; // invalidated meanwhile: that load wins
          if (!compiled || compiled.alias !== alias) {
            this.reload(alias);
            return;
          }
          slot.value = compiled;
        },
        (error) =>
          this.log.warn({ err: error, alias }, 'routing table: periodic refresh failed; keeping the compiled campaign'),
      );
    }
  }
}
