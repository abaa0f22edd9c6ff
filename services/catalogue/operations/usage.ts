import { Flow, type WeightedLanding, type WeightedOffer } from '../../../entities/flow.entity';
import { Landing } from '../../../entities/landing.entity';
import { Offer } from '../../../entities/offer.entity';
import { UnprocessableError } from '../../errors';
import { flowView } from '../flows';
import { findOwned, requireReference } from '../references';
import type { TrackingScope } from '../scope';
import type { FlowView } from '../flow.shapes';

type Used = 'offers' | 'landings';

/** The live flows (paused and archived ones too) of live campaigns that send visitors to the offer or landing. */
async function flowsWith(scope: TrackingScope, kind: Used, id: string): Promise<Flow[]> {
  const key = kind === 'offers' ? 'offer_id' : 'landing_id';
  const rows = await scope.em.getConnection().execute<{ id: string }[]>(
    `select f.id from flows f join campaigns c on c.id = f.campaign_id and c.deleted_at is null
      where f.workspace_id = ? and f.deleted_at is null and f.${kind} @> ?::jsonb`,
    [scope.workspace_id, JSON.stringify([{ [key]: id }])],
  );
  if (!rows.length) return [];
  return scope.em.find(
    Flow,
    { id: { $in: rows.map((r) => r.id) }, workspace_id: scope.workspace_id },
    { orderBy: { campaign_id: 'asc', position: 'asc', id: 'asc' } },
  );
}

const ENTITY = { offers: Offer, landings: Landing } as const;
const LABEL = { offers: 'offer', landings: 'landing' } as const;

/** Where an offer or landing is used: the flows that link it (what archiving it would meet). */
export async function flowsUsing(scope: TrackingScope, kind: Used, id: string): Promise<FlowView[]> {
  await findOwned(scope, ENTITY[kind], id, LABEL[kind]);
  return (await flowsWith(scope, kind, id)).map(flowView);
}

/**
 * Replaces an offer (or landing) by another in every flow that links it, keeping each link's
 * weight (a flow that already links the replacement gets the two weights added). One flush: all
 * flows or none. Answers the flows changed.
 */
export async function replaceInFlows(
  scope: TrackingScope,
  kind: Used,
  id: string,
  replacementId: string,
  field: string,
): Promise<FlowView[]> {
  await findOwned(scope, ENTITY[kind], id, LABEL[kind]);
  if (replacementId === id) throw new UnprocessableError(`${field} must be another ${LABEL[kind]}`);
  await requireReference(scope, ENTITY[kind], replacementId, `${field}: ${LABEL[kind]}`);
  const flows = await flowsWith(scope, kind, id);
  for (const flow of flows) {
    if (kind === 'offers') flow.offers = swap(flow.offers, 'offer_id', id, replacementId);
    else flow.landings = swap(flow.landings, 'landing_id', id, replacementId);
  }
  await scope.em.flush();
  for (const campaign_id of new Set(flows.map((f) => f.campaign_id)))
    await scope.invalidations.publish({ workspace_id: scope.workspace_id, campaign_id });
  return flows.map(flowView);
}

function swap<T extends WeightedOffer | WeightedLanding>(links: T[], key: keyof T, from: string, to: string): T[] {
  const out: T[] = [];
  for (const link of links) {
    const target = link[key] === from ? to : (link[key] as string);
    const existing = out.find((l) => l[key] === target);
    if (existing) existing.weight += link.weight;
    else out.push({ ...link, [key]: target });
  }
  return out;
}
