import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { Campaign } from '../../entities/campaign.entity';
import {
  Flow,
  FLOW_SCHEMES,
  FLOW_STATES,
  FLOW_TYPES,
  type FlowScheme,
  type WeightedLanding,
  type WeightedOffer,
} from '../../entities/flow.entity';
import { Landing } from '../../entities/landing.entity';
import { Offer } from '../../entities/offer.entity';
import { BadRequestError, ConflictError, UnprocessableError } from '../errors';
import type { FlowInput, FlowView } from './flow.shapes';
import { FilterValidationError, validateFilters } from '../flow-filters';
import { checkSafeUrl } from '../urls/safe-url';
import { given, intInRange, requiredText } from './fields';
import { listClauses, type ListQuery, type Page } from './listing';
import { findOwned, requireReference, requireReferences } from './references';
import type { TrackingScope } from './scope';

/** The fields each scheme uses; the others are refused when sent and cleared when the scheme changes. */
const SCHEME_FIELDS: Record<FlowScheme, readonly SchemeField[]> = {
  landings_offers: ['landings', 'offers'],
  action_script: ['landings', 'offers', 'script'],
  redirect: ['redirect_url'],
  send_to_campaign: ['target_campaign_id'],
  show_text: ['content'],
  show_html: ['content'],
  do_nothing: [],
  show_404: [],
};
type SchemeField = 'landings' | 'offers' | 'redirect_url' | 'target_campaign_id' | 'content' | 'script';
const ALL_SCHEME_FIELDS: SchemeField[] = [
  'landings',
  'offers',
  'redirect_url',
  'target_campaign_id',
  'content',
  'script',
];

const MAX_WEIGHTED_ENTRIES = 100;
const MAX_CONTENT_BYTES = 256 * 1024;
const MAX_SCRIPT_BYTES = 64 * 1024;

export function flowView(row: Flow): FlowView {
  return {
    id: row.id,
    campaign_id: row.campaign_id,
    name: row.name,
    type: row.type,
    position: row.position,
    weight: row.weight,
    state: row.state,
    save_traffic: row.save_traffic,
    filters: row.filters,
    scheme: row.scheme,
    landings: row.landings,
    offers: row.offers,
    redirect_url: row.redirect_url,
    target_campaign_id: row.target_campaign_id,
    content: row.content,
    script: row.script,
    created_at: row.created_at,
    updated_at: row.updated_at,
    deleted_at: row.deleted_at,
    archived_at: row.archived_at,
  };
}

function oneOf<T extends string>(value: unknown, field: string, allowed: readonly T[]): T {
  if (!(allowed as readonly unknown[]).includes(value))
    throw new BadRequestError(`${field} must be one of ${allowed.join(', ')}`);
  return value as T;
}

function isSet(value: unknown): boolean {
  return value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0);
}

function weighted<K extends 'landing_id' | 'offer_id'>(
  entries: ({ weight?: number | null } & Record<K, string>)[] | null,
  key: K,
  field: string,
): ({ weight: number } & Record<K, string>)[] {
  if (!entries) return [];
  if (entries.length > MAX_WEIGHTED_ENTRIES)
    throw new BadRequestError(`${field}: at most ${MAX_WEIGHTED_ENTRIES} entries`);
  const seen = new Set<string>();
  return entries.map((entry, index) => {
    const id = entry[key];
    if (seen.has(id)) throw new BadRequestError(`${field}[${index}]: listed twice`);
    seen.add(id);
    const weight = entry.weight ?? 100;
    return { [key]: id, weight: intInRange(weight, `${field}[${index}].weight`, 0, 10_000) } as {
      weight: number;
    } & Record<K, string>;
  });
}

function byteLength(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/** Applies the fields present in the input to the row, then checks the flow as a whole. */
async function apply(scope: TrackingScope, row: Flow, input: FlowInput, creating: boolean): Promise<void> {
  if (creating || given(input.name)) row.name = requiredText(input.name, 'name');
  if (given(input.type) && input.type !== null) row.type = oneOf(input.type, 'type', FLOW_TYPES);
  if (given(input.position) && input.position !== null)
    row.position = intInRange(input.position, 'position', 0, 1_000_000);
  if (given(input.weight) && input.weight !== null) row.weight = intInRange(input.weight, 'weight', 0, 10_000);
  if (given(input.state) && input.state !== null) row.state = oneOf(input.state, 'state', FLOW_STATES);
  if (given(input.save_traffic) && input.save_traffic !== null) row.save_traffic = input.save_traffic;
  if (given(input.filters)) {
    try {
      row.filters = validateFilters(input.filters);
    } catch (error) {
      if (error instanceof FilterValidationError)
        throw new UnprocessableError(`invalid flow filters: ${error.message}`);
      throw error;
    }
  }
  if (row.type === 'default' && row.filters.length) {
    throw new UnprocessableError(
      'invalid flow filters: a default flow takes every click that nothing else took, so it has no filters',
    );
  }

  // Scheme: refuse fields of another scheme, clear them when the scheme changes.
  const scheme =
    given(input.scheme) && input.scheme !== null ? oneOf(input.scheme, 'scheme', FLOW_SCHEMES) : row.scheme;
  const allowed = SCHEME_FIELDS[scheme];
  for (const field of ALL_SCHEME_FIELDS) {
    if (!allowed.includes(field) && isSet(input[field]))
      throw new BadRequestError(`${field} does not apply to scheme ${scheme}`);
  }
  if (scheme !== row.scheme || creating) {
    if (!allowed.includes('landings')) row.landings = [];
    if (!allowed.includes('offers')) row.offers = [];
    if (!allowed.includes('redirect_url')) row.redirect_url = null;
    if (!allowed.includes('target_campaign_id')) row.target_campaign_id = null;
    if (!allowed.includes('content')) row.content = null;
    if (!allowed.includes('script')) row.script = null;
  }
  row.scheme = scheme;

  if (given(input.landings)) {
    row.landings = weighted(input.landings, 'landing_id', 'landings') as WeightedLanding[];
    await requireReferences(
      scope,
      Landing,
      row.landings.map((l) => l.landing_id),
      'landing',
      'landings',
    );
  }
  if (given(input.offers)) {
    row.offers = weighted(input.offers, 'offer_id', 'offers') as WeightedOffer[];
    await requireReferences(
      scope,
      Offer,
      row.offers.map((o) => o.offer_id),
      'offer',
      'offers',
    );
  }
  if (given(input.redirect_url)) row.redirect_url = input.redirect_url ? checkSafeUrl(input.redirect_url) : null;
  if (given(input.target_campaign_id)) {
    if (input.target_campaign_id === row.campaign_id)
      throw new UnprocessableError('a flow cannot send clicks to its own campaign');
    row.target_campaign_id = input.target_campaign_id
      ? (await requireReference(scope, Campaign, input.target_campaign_id, 'campaign')).id
      : null;
  }
  if (given(input.content)) {
    if (input.content !== null && byteLength(input.content) > MAX_CONTENT_BYTES)
      throw new BadRequestError('content must be at most 256 KiB');
    row.content = input.content ?? null;
  }
  if (given(input.script)) {
    if (input.script !== null && byteLength(input.script) > MAX_SCRIPT_BYTES)
      throw new BadRequestError('script must be at most 64 KiB');
    row.script = input.script?.trim() ? input.script : null;
    if (row.script !== null) {
      const check = await scope.checkActionScript(row.script);
      if (!check.ok) throw new UnprocessableError(`invalid action script: ${check.error}`);
    }
  }

  switch (scheme) {
    case 'landings_offers':
      if (![...row.landings, ...row.offers].some((entry) => entry.weight > 0)) {
        throw new BadRequestError('a landings_offers flow needs at least one landing or offer with a weight above 0');
      }
      break;
    case 'redirect':
      if (!row.redirect_url) throw new BadRequestError('a redirect flow needs redirect_url');
      break;
    case 'send_to_campaign':
      if (!row.target_campaign_id) throw new BadRequestError('a send_to_campaign flow needs target_campaign_id');
      break;
    case 'show_text':
    case 'show_html':
      if (row.content === null) throw new BadRequestError(`a ${scheme} flow needs content`);
      break;
    case 'action_script':
      if (!row.script) throw new BadRequestError('an action_script flow needs script');
      break;
    default:
      break;
  }
}

export async function flushFlow(scope: TrackingScope): Promise<void> {
  try {
    await scope.em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException)
      throw new ConflictError('the campaign already has a default flow');
    throw error;
  }
}

/**
 * A new offer or landing is a routing change only where an action script may name it: a campaign
 * with a live action-script flow compiles every live offer and landing of the workspace (what its
 * scripts may name). Announces the workspace's invalidation then, and only then.
 */
export async function announceScriptTarget(scope: TrackingScope): Promise<void> {
  const scripted = await scope.em.findOne(
    Flow,
    { workspace_id: scope.workspace_id, scheme: 'action_script', deleted_at: null },
    { fields: ['id'] },
  );
  if (scripted) await scope.invalidations.publish({ workspace_id: scope.workspace_id });
}

export async function listFlows(scope: TrackingScope, campaignId: string, query: ListQuery): Promise<Page<FlowView>> {
  await findOwned(scope, Campaign, campaignId, 'campaign');
  const { where, options, limit, offset } = listClauses<Flow>(
    query,
    { workspace_id: scope.workspace_id, campaign_id: campaignId },
    { archivable: true },
  );
  // Flows read best in routing order unless another sort is asked for.
  if (!query.sort) options.orderBy = { position: 'asc', created_at: 'asc', id: 'asc' };
  const [rows, total] = await scope.em.findAndCount(Flow, where, options);
  return { items: rows.map(flowView), total, limit, offset };
}

export async function getFlow(scope: TrackingScope, id: string): Promise<FlowView> {
  return flowView(await findOwned(scope, Flow, id, 'flow'));
}

export async function createFlow(scope: TrackingScope, campaignId: string, input: FlowInput): Promise<FlowView> {
  const campaign = await findOwned(scope, Campaign, campaignId, 'campaign');
  const row = new Flow();
  row.workspace_id = scope.workspace_id;
  row.campaign_id = campaign.id;
  if (!given(input.position) || input.position === null) {
    const [last] = await scope.em.find(
      Flow,
      { campaign_id: campaign.id, deleted_at: null },
      { orderBy: { position: 'desc' }, limit: 1, fields: ['position'] },
    );
    row.position = last ? last.position + 1 : 1;
  }
  await apply(scope, row, input, true);
  scope.em.persist(row);
  await flushFlow(scope);
  await scope.invalidations.publish({ workspace_id: scope.workspace_id, campaign_id: campaign.id });
  return flowView(row);
}

/** A flow to change: live, and of a live campaign (a deleted campaign's flows are kept as they were, read-only). */
async function editableFlow(scope: TrackingScope, id: string): Promise<Flow> {
  const row = await findOwned(scope, Flow, id, 'flow');
  const campaign = await scope.em.findOne(
    Campaign,
    { id: row.campaign_id, workspace_id: scope.workspace_id, deleted_at: null },
    { fields: ['id'] },
  );
  if (!campaign) throw new ConflictError('the campaign of this flow is deleted: its flows cannot be changed');
  return row;
}

export async function updateFlow(scope: TrackingScope, id: string, input: FlowInput): Promise<FlowView> {
  const row = await editableFlow(scope, id);
  await apply(scope, row, input, false);
  await flushFlow(scope);
  await scope.invalidations.publish({ workspace_id: scope.workspace_id, campaign_id: row.campaign_id });
  return flowView(row);
}

export async function deleteFlow(scope: TrackingScope, id: string): Promise<boolean> {
  const row = await editableFlow(scope, id);
  row.deleted_at = scope.clock();
  await scope.em.flush();
  await scope.invalidations.publish({ workspace_id: scope.workspace_id, campaign_id: row.campaign_id });
  return true;
}

/**
 * Sets positions 1…N in the given order; the list must name every live flow of the campaign once
 * (archived flows are not listed and keep their position: a restore puts them back where they were).
 */
export async function reorderFlows(scope: TrackingScope, campaignId: string, flowIds: string[]): Promise<FlowView[]> {
  await findOwned(scope, Campaign, campaignId, 'campaign');
  const rows = await scope.em.find(Flow, {
    workspace_id: scope.workspace_id,
    campaign_id: campaignId,
    deleted_at: null,
    archived_at: null,
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (
    new Set(flowIds).size !== flowIds.length ||
    flowIds.length !== rows.length ||
    flowIds.some((id) => !byId.has(id))
  ) {
    throw new BadRequestError('flow_ids must list every flow of the campaign exactly once');
  }
  flowIds.forEach((id, index) => {
    byId.get(id)!.position = index + 1;
  });
  await scope.em.flush();
  await scope.invalidations.publish({ workspace_id: scope.workspace_id, campaign_id: campaignId });
  return flowIds.map((id) => flowView(byId.get(id)!));
}
