import { getCampaign } from '../campaigns';
import { getFlow } from '../flows';
import { getLanding } from '../landings';
import { getNetwork } from '../networks';
import { getOffer } from '../offers';
import type { TrackingScope } from '../scope';
import { getSource } from '../sources';
import { archiveOne } from './archive';
import type { OperableKind } from './kinds';

/** The view each kind answers with (what its GET /{kind}/{id} returns). */
const VIEWS = {
  campaigns: getCampaign,
  flows: getFlow,
  offers: getOffer,
  landings: getLanding,
  sources: getSource,
  affiliate_networks: getNetwork,
} satisfies Record<OperableKind, (scope: TrackingScope, id: string) => Promise<unknown>>;

/** Archives (or restores) one row and answers with it as GET shows it, archived_at included. */
export async function archiveEntity<K extends OperableKind>(
  scope: TrackingScope,
  kind: K,
  id: string,
  archive: boolean,
): Promise<Awaited<ReturnType<(typeof VIEWS)[K]>>> {
  await archiveOne(scope, kind, id, archive);
  return (await VIEWS[kind](scope, id)) as Awaited<ReturnType<(typeof VIEWS)[K]>>;
}
