import type { EntityManager } from '@mikro-orm/postgresql';
import { AffiliateNetwork } from '../../../entities/affiliate-network.entity';
import { Campaign } from '../../../entities/campaign.entity';
import { Flow } from '../../../entities/flow.entity';
import { Landing } from '../../../entities/landing.entity';
import { Offer } from '../../../entities/offer.entity';
import type { ArchivableEntity } from '../../../entities/tenant-entity';
import { TrafficSource } from '../../../entities/traffic-source.entity';
import { ConflictError, UnprocessableError } from '../../errors';
import type { LandingStorage } from '../../landing-archives/storage';
import { hostedLandingPath } from '../../landing-archives/upload';
import { checkAlias, randomAlias } from '../aliases';
import { aliasTaken, flushAlias, getCampaign, newCampaignToken, tokenContext } from '../campaigns';
import { requiredText } from '../fields';
import { announceScriptTarget, flushFlow, getFlow } from '../flows';
import { getLanding } from '../landings';
import { getNetwork } from '../networks';
import { getOffer } from '../offers';
import { findOwned } from '../references';
import type { TrackingScope } from '../scope';
import { getSource, secretContext } from '../sources';

/** What a clone may be given: its name (default `<name> (copy)`), a campaign's alias, a flow's campaign. */
export interface CloneInput {
  name?: string | null;
  alias?: string | null;
  campaign_id?: string | null;
}

/** Columns a clone never copies: identity, timestamps, the archive and delete marks. */
const OWN_COLUMNS = new Set(['id', 'created_at', 'updated_at', 'deleted_at', 'archived_at']);

/** A new row with every column of `row` except its own ones (JSON columns deep-copied), queued for the flush. */
function copyOf<T extends ArchivableEntity>(em: EntityManager, entity: new () => T, row: T, skip: string[] = []): T {
  const copy = detachedCopy(em, entity, row, skip);
  em.persist(copy);
  return copy;
}

function detachedCopy<T extends ArchivableEntity>(em: EntityManager, entity: new () => T, row: T, skip: string[]): T {
  const copy = new entity();
  for (const name of Object.keys(em.getMetadata().get(entity.name).properties)) {
    if (OWN_COLUMNS.has(name) || skip.includes(name)) continue;
    (copy as Record<string, unknown>)[name] = structuredClone((row as Record<string, unknown>)[name]);
  }
  return copy;
}

function cloneName(original: string, input: CloneInput): string {
  if (input.name !== undefined && input.name !== null) return requiredText(input.name, 'name');
  const suffix = ' (copy)';
  return `${original.slice(0, 200 - suffix.length)}${suffix}`;
}

/**
 * A campaign with its live flows (filters, weights, landing and offer links as they are), under a
 * new alias (the one given, else a random one), name and remote-execution token. Archived flows
 * are left behind; statistics belong to the original's id and are not copied.
 */
export async function cloneCampaign(scope: TrackingScope, id: string, input: CloneInput) {
  const original = await findOwned(scope, Campaign, id, 'campaign');
  let alias: string;
  if (input.alias !== undefined && input.alias !== null) {
    alias = checkAlias(input.alias);
    if (await aliasTaken(scope, alias)) throw new ConflictError('alias is already in use');
  } else {
    do alias = randomAlias();
    while (await aliasTaken(scope, alias));
  }
  const flows = await scope.em.find(
    Flow,
    { campaign_id: original.id, workspace_id: scope.workspace_id, deleted_at: null, archived_at: null },
    { orderBy: { position: 'asc', created_at: 'asc', id: 'asc' } },
  );
  const copy = detachedCopy(scope.em, Campaign, original, ['alias', 'alias_released_at', 'token_ciphertext']);
  copy.name = cloneName(original.name, input);
  copy.alias = alias;
  copy.token_ciphertext = scope.secrets.seal(newCampaignToken(), tokenContext(copy.id));
  const flowCopies = flows.map((flow) =>
    Object.assign(detachedCopy(scope.em, Flow, flow, []), { campaign_id: copy.id }),
  );
  // The flows reference the campaign (a foreign key the ORM does not know of): it is inserted
  // first, in the same transaction.
  await flushAlias(scope, async (em) => {
    em.persist(copy);
    await em.flush();
    em.persist(flowCopies);
  });
  await scope.invalidations.publish({ workspace_id: scope.workspace_id, campaign_id: copy.id });
  return getCampaign(scope, copy.id);
}

/**
 * A flow, into its own campaign (placed last) or into the live campaign `campaign_id` names.
 * A campaign has one default flow: cloning a default flow into a campaign that has one is 409.
 */
export async function cloneFlow(scope: TrackingScope, id: string, input: CloneInput) {
  const original = await findOwned(scope, Flow, id, 'flow');
  const campaignId = input.campaign_id ?? original.campaign_id;
  const campaign = await scope.em.findOne(Campaign, {
    id: campaignId,
    workspace_id: scope.workspace_id,
    deleted_at: null,
  });
  if (!campaign) {
    if (input.campaign_id) throw new UnprocessableError('campaign_id: campaign is not in this workspace');
    throw new ConflictError('the campaign of this flow is deleted: its flows cannot be changed');
  }
  const [last] = await scope.em.find(
    Flow,
    { campaign_id: campaign.id, deleted_at: null },
    { orderBy: { position: 'desc' }, limit: 1, fields: ['position'] },
  );
  const copy = copyOf(scope.em, Flow, original);
  copy.name = cloneName(original.name, input);
  copy.campaign_id = campaign.id;
  copy.position = last ? last.position + 1 : 1;
  await flushFlow(scope);
  await scope.invalidations.publish({ workspace_id: scope.workspace_id, campaign_id: campaign.id });
  return getFlow(scope, copy.id);
}

export async function cloneOffer(scope: TrackingScope, id: string, input: CloneInput) {
  const copy = copyOf(scope.em, Offer, await findOwned(scope, Offer, id, 'offer'));
  copy.name = cloneName(copy.name, input);
  await scope.em.flush();
  await announceScriptTarget(scope);
  return getOffer(scope, copy.id);
}

/** A landing; a hosted one gets its own copy of the served files (a later upload to either leaves the other). */
export async function cloneLanding(scope: TrackingScope, storage: LandingStorage, id: string, input: CloneInput) {
  const original = await findOwned(scope, Landing, id, 'landing');
  const copy = copyOf(scope.em, Landing, original, ['hosted_bundle', 'hosted_path']);
  copy.name = cloneName(original.name, input);
  let copied: string | null = null;
  if (original.type === 'hosted' && original.hosted_bundle) {
    copied = await storage.copyVersion(scope.workspace_id, original.id, original.hosted_bundle, copy.id);
    copy.hosted_bundle = copied;
    copy.hosted_path = hostedLandingPath(copy.id);
  }
  try {
    await scope.em.flush();
  } catch (error) {
    if (copied) await storage.discard(storage.landingDir(scope.workspace_id, copy.id));
    throw error;
  }
  await announceScriptTarget(scope);
  return getLanding(scope, copy.id);
}

/** A traffic source; its secrets are sealed again for the new row (each is bound to its row's id). */
export async function cloneSource(scope: TrackingScope, id: string, input: CloneInput) {
  const original = await findOwned(scope, TrafficSource, id, 'traffic source');
  const copy = copyOf(scope.em, TrafficSource, original);
  copy.name = cloneName(original.name, input);
  const reseal = (sealed: string | null, context: (id: string) => string) =>
    sealed === null ? null : scope.secrets.seal(scope.secrets.open(sealed, context(original.id)), context(copy.id));
  copy.postback_secret_ciphertext = reseal(original.postback_secret_ciphertext, secretContext.postback);
  copy.capi_access_token_ciphertext = reseal(original.capi_access_token_ciphertext, secretContext.capi);
  await scope.em.flush();
  return getSource(scope, copy.id);
}

export async function cloneNetwork(scope: TrackingScope, id: string, input: CloneInput) {
  const copy = copyOf(scope.em, AffiliateNetwork, await findOwned(scope, AffiliateNetwork, id, 'affiliate network'));
  copy.name = cloneName(copy.name, input);
  await scope.em.flush();
  return getNetwork(scope, copy.id);
}
