import type { AppServices } from '../context';
import { attachAuditActor } from '../../entities/audit-subscriber';
import { BadRequestError } from '../errors';
import { createCampaign } from '../catalogue/campaigns';
import { createLanding } from '../catalogue/landings';
import { createOffer } from '../catalogue/offers';
import { scopeFor } from '../catalogue/scope';
import { createSource } from '../catalogue/sources';

/** Where an imported offer points when the file gives no usable URL: edit it before routing traffic to it. */
export const IMPORTED_OFFER_URL = 'https://example.com/imported-offer?click_id={click_id}';

export type ImportedKind = 'campaign' | 'source' | 'offer' | 'landing';
const TABLES: Record<ImportedKind, string> = {
  campaign: 'campaigns',
  source: 'traffic_sources',
  offer: 'offers',
  landing: 'landings',
};

/**
 * Campaigns, sources, offers and landings of the workspace matched by exact name (the oldest live
 * one when several share it), or created through the catalogue's own services when missing, with
 * the URL the file gives (checked as every URL is; a refused one leaves the offer on the
 * placeholder and the landing out). Cached per import. In a dry run nothing is created: missing
 * names are counted in `wouldCreate` and get no id.
 */
export class EntityNames {
  private readonly cache = new Map<string, string | null>();
  readonly wouldCreate: Record<ImportedKind, number> = { campaign: 0, source: 0, offer: 0, landing: 0 };

  constructor(
    private readonly services: AppServices,
    private readonly workspaceId: string,
    private readonly dryRun = false,
  ) {}

  async id(kind: ImportedKind, name: string, extra: { source_id?: string | null; url?: string | null } = {}) {
    const key = `${kind}:${name}`;
    if (this.cache.has(key)) return this.cache.get(key) ?? null;
    const em = this.services.orm.em.fork();
    const rows = await em
      .getConnection()
      .execute<{ id: string }[]>(
        `select id from ${TABLES[kind]} where workspace_id = ? and name = ? and deleted_at is null order by created_at limit 1`,
        [this.workspaceId, name],
      );
    let id: string | null = rows[0]?.id ?? null;
    if (!id) {
      this.wouldCreate[kind]++;
      if (!this.dryRun) id = await this.create(kind, name, extra);
    }
    this.cache.set(key, id);
    return id;
  }

  private async create(kind: ImportedKind, name: string, extra: { source_id?: string | null; url?: string | null }) {
    const scope = scopeFor(this.services, this.workspaceId);
    attachAuditActor(scope.em, { kind: 'import' });
    if (kind === 'campaign')
      return (
        await createCampaign(scope, { name, ...(extra.source_id ? { source_id: extra.source_id } : {}) } as never)
      ).id;
    if (kind === 'source') return (await createSource(scope, { name } as never)).id;
    const withUrl = async <T>(make: (url: string) => Promise<T>, fallback: () => Promise<T>) => {
      if (!extra.url) return fallback();
      try {
        return await make(extra.url);
      } catch (error) {
        if (error instanceof BadRequestError) return fallback(); // a private or unsafe URL
        throw error;
      }
    };
    if (kind === 'offer') {
      const offer = (url: string) => createOffer(scope, { name, url } as never);
      return (await withUrl(offer, () => offer(IMPORTED_OFFER_URL))).id;
    }
    const landing = await withUrl(
      (url) => createLanding(scope, { name, type: 'external', url } as never),
      async () => null,
    );
    return landing?.id ?? null;
  }
}
