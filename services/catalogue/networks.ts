import { AffiliateNetwork } from '../../entities/affiliate-network.entity';
import type { AffiliateNetworkInput, AffiliateNetworkView } from './network.shapes';
import { BadRequestError, UnprocessableError } from '../errors';
import { given, notes, requiredText } from './fields';
import { listClauses, type ListQuery, type Page } from './listing';
import { findOwned, persistNew } from './references';
import type { TrackingScope } from './scope';
import { CANONICAL_STATUSES, customStatusCodes } from './statuses';

const MAX_MAPPING_ENTRIES = 200;

export function networkView(row: AffiliateNetwork): AffiliateNetworkView {
  const { id, name, offer_params, status_mapping, notes: text, created_at, updated_at, deleted_at, archived_at } = row;
  return { id, name, offer_params, status_mapping, notes: text, created_at, updated_at, deleted_at, archived_at };
}

/** `sub1={click_id}&sub2=x` (a leading ? or & is dropped); no spaces, no fragment. */
function offerParams(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') throw new BadRequestError('offer_params must be a string');
  const params = value.trim().replace(/^[?&]+/, '');
  if (params.length > 2000 || /[\s#]/.test(params))
    throw new BadRequestError('offer_params must be a query string without spaces or #, up to 2000 characters');
  return params;
}

/**
 * Partner status → canonical status or a live custom status code of the workspace. Keys are
 * matched case-insensitively, so they are stored lower case and must stay distinct that way.
 */
async function statusMapping(scope: TrackingScope, value: unknown): Promise<Record<string, string>> {
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw new BadRequestError('status_mapping must be an object of partner status → status');
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > MAX_MAPPING_ENTRIES)
    throw new BadRequestError(`status_mapping has more than ${MAX_MAPPING_ENTRIES} entries`);
  const custom = await customStatusCodes(scope);
  // A Map, not an object: a partner status may be any word, "constructor" too.
  const mapping = new Map<string, string>();
  // Refusals name an entry by its position, never its partner status or target (no echo of input).
  for (const [index, [rawKey, target]] of entries.entries()) {
    const at = `status_mapping (entry ${index + 1})`;
    const key = rawKey.trim().toLowerCase();
    if (key.length < 1 || key.length > 64) throw new BadRequestError('status_mapping keys must be 1 to 64 characters');
    if (mapping.has(key))
      throw new BadRequestError(`${at}: the partner status is listed twice (keys are case-insensitive)`);
    if (typeof target !== 'string') throw new BadRequestError(`${at}: the status must be a status code string`);
    if (!(CANONICAL_STATUSES as readonly string[]).includes(target) && !custom.has(target)) {
      throw new UnprocessableError(
        `${at}: the status is neither a canonical status (${CANONICAL_STATUSES.join(', ')}) nor a custom status of this workspace`,
      );
    }
    mapping.set(key, target);
  }
  return Object.fromEntries(mapping);
}

export async function listNetworks(scope: TrackingScope, query: ListQuery): Promise<Page<AffiliateNetworkView>> {
  const { where, options, limit, offset } = listClauses<AffiliateNetwork>(
    query,
    { workspace_id: scope.workspace_id },
    { archivable: true },
  );
  const [rows, total] = await scope.em.findAndCount(AffiliateNetwork, where, options);
  return { items: rows.map(networkView), total, limit, offset };
}

export async function getNetwork(scope: TrackingScope, id: string): Promise<AffiliateNetworkView> {
  return networkView(await findOwned(scope, AffiliateNetwork, id, 'affiliate network'));
}

export async function createNetwork(scope: TrackingScope, input: AffiliateNetworkInput): Promise<AffiliateNetworkView> {
  const row = persistNew(scope.em, AffiliateNetwork, {
    workspace_id: scope.workspace_id,
    name: requiredText(input.name, 'name'),
    offer_params: offerParams(input.offer_params),
    status_mapping: await statusMapping(scope, input.status_mapping),
    notes: notes(input.notes),
  });
  await scope.em.flush();
  return networkView(row);
}

/** Partial update (PUT semantics of the spec: absent fields keep their value). */
export async function updateNetwork(
  scope: TrackingScope,
  id: string,
  input: AffiliateNetworkInput,
): Promise<AffiliateNetworkView> {
  const row = await findOwned(scope, AffiliateNetwork, id, 'affiliate network');
  if (given(input.name)) row.name = requiredText(input.name, 'name');
  const routing = given(input.offer_params);
  if (routing) row.offer_params = offerParams(input.offer_params);
  if (given(input.status_mapping)) row.status_mapping = await statusMapping(scope, input.status_mapping);
  if (given(input.notes)) row.notes = notes(input.notes);
  await scope.em.flush();
  // offer_params is part of every offer URL of the network.
  if (routing) await scope.invalidations.publish({ workspace_id: scope.workspace_id });
  return networkView(row);
}

/** Soft delete: its offers keep pointing at it (reports show it as deleted). */
export async function deleteNetwork(scope: TrackingScope, id: string): Promise<boolean> {
  const row = await findOwned(scope, AffiliateNetwork, id, 'affiliate network');
  row.deleted_at = scope.clock();
  await scope.em.flush();
  await scope.invalidations.publish({ workspace_id: scope.workspace_id });
  return true;
}
