import type { AppServices } from '../context';
import { attachAuditActor } from '../../entities/audit-subscriber';
import { createCampaign } from '../catalogue/campaigns';
import { createOffer } from '../catalogue/offers';
import { scopeFor } from '../catalogue/scope';
import { createSource } from '../catalogue/sources';

/** Where imported offers point: they only name the other tracker's offer; edit the URL before routing traffic to it. */
export const IMPORTED_OFFER_URL = 'https://example.com/imported-offer?click_id={click_id}';

type Kind = 'campaign' | 'source' | 'offer';
const TABLES: Record<Kind, string> = { campaign: 'campaigns', source: 'traffic_sources', offer: 'offers' };

/**
 * Campaigns, sources and offers of the workspace matched by exact name (the oldest live one when
 * several share it), or created through the catalogue's own services when missing. Cached per import.
 */
export class EntityNames {
  private readonly cache = new Map<string, string>();
  created = 0;

  constructor(
    private readonly services: AppServices,
    private readonly workspaceId: string,
  ) {}

  async id(kind: Kind, name: string, sourceId: string | null = null): Promise<string> {
    const key = `${kind}:${name}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const em = this.services.orm.em.fork();
    const rows = await em
      .getConnection()
      .execute<{ id: string }[]>(
        `select id from ${TABLES[kind]} where workspace_id = ? and name = ? and deleted_at is null order by created_at limit 1`,
        [this.workspaceId, name],
      );
    let id = rows[0]?.id;
    if (!id) {
      const scope = scopeFor(this.services, this.workspaceId);
      attachAuditActor(scope.em, { kind: 'import' });
      if (kind === 'campaign')
        id = (await createCampaign(scope, { name, ...(sourceId ? { source_id: sourceId } : {}) } as never)).id;
      else if (kind === 'source') id = (await createSource(scope, { name } as never)).id;
      else id = (await createOffer(scope, { name, url: IMPORTED_OFFER_URL } as never)).id;
      this.created++;
    }
    this.cache.set(key, id);
    return id;
  }
}
