import type { Campaign } from '../../../entities/campaign.entity';
import type { GroupKind } from '../../../entities/entity-group.entity';
import type { Flow } from '../../../entities/flow.entity';
import type { Offer } from '../../../entities/offer.entity';
import type { ArchivableEntity } from '../../../entities/tenant-entity';
import { TrafficSource } from '../../../entities/traffic-source.entity';
import { BadRequestError, UnprocessableError } from '../../errors';
import { currency, money, tags as checkTags } from '../fields';
import { requireGroup } from '../groups/groups';
import { requireReference } from '../references';
import type { TrackingScope } from '../scope';
import { announceRouting, flowsOfDeletedCampaigns, setArchived, type ItemFailure } from './archive';
import { KIND_INFO, liveRows, type OperableKind } from './kinds';
import { isUuid } from '../../../entities/uuid';

/** Ids one bulk request may name (issue 26). */
export const MAX_BULK_IDS = 1000;

export const BULK_ACTIONS = [
  'pause',
  'resume',
  // Aliases of pause and resume that clients already send (docs/operations-api.md, "One vocabulary").
  'on',
  'off',
  'archive',
  'restore',
  'delete',
  'set_group',
  'add_tag',
  'remove_tag',
  'set_source',
  'set_payout',
] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** Which kinds take which action (docs/operations-api.md). */
const ACTIONS_OF: Record<OperableKind, readonly BulkAction[]> = {
  campaigns: [
    'pause',
    'resume',
    'on',
    'off',
    'archive',
    'restore',
    'delete',
    'set_group',
    'add_tag',
    'remove_tag',
    'set_source',
  ],
  flows: ['pause', 'resume', 'on', 'off', 'archive', 'restore', 'delete'],
  offers: ['archive', 'restore', 'delete', 'set_group', 'add_tag', 'remove_tag', 'set_payout'],
  landings: ['archive', 'restore', 'delete', 'set_group', 'add_tag', 'remove_tag'],
  sources: ['archive', 'restore', 'delete', 'set_group'],
  affiliate_networks: ['archive', 'restore', 'delete'],
};

export interface BulkInput {
  ids: string[];
  action: string;
  /** set_group: the group (null takes the rows out of their group). */
  group_id?: string | null;
  /** add_tag, remove_tag. */
  tag?: string | null;
  /** set_source (campaigns): the traffic source, null for none. */
  source_id?: string | null;
  /** set_payout (offers). */
  payout?: string | null;
  /** set_payout: the payout's currency; absent keeps each offer's. */
  payout_currency?: string | null;
}

export interface BulkResult {
  action: BulkAction;
  /** Rows the request changed (all of them: a refusal changes none). */
  changed: number;
  ids: string[];
}

/** The permission action a bulk action needs on its kind: delete for delete, edit for the rest. */
export function bulkPermission(action: string): 'edit' | 'delete' {
  return action === 'delete' ? 'delete' : 'edit';
}

function checkInput(kind: OperableKind, input: BulkInput): BulkAction {
  const allowed = ACTIONS_OF[kind];
  if (!(allowed as readonly string[]).includes(input.action))
    throw new BadRequestError(`action must be one of ${allowed.join(', ')} for ${kind.replace('_', ' ')}`);
  if (!Array.isArray(input.ids) || input.ids.length < 1 || input.ids.length > MAX_BULK_IDS)
    throw new BadRequestError(`ids must list 1 to ${MAX_BULK_IDS} ids`);
  const bad = input.ids.findIndex((id) => typeof id !== 'string' || !isUuid(id));
  if (bad >= 0) throw new BadRequestError(`ids[${bad}] must be a UUID`);
  const action = input.action as BulkAction;
  const needs: Partial<Record<BulkAction, keyof BulkInput>> = {
    add_tag: 'tag',
    remove_tag: 'tag',
    set_payout: 'payout',
  };
  const field = needs[action];
  if (field && (input[field] === undefined || input[field] === null))
    throw new BadRequestError(`${field} is required for ${action}`);
  const optional: Partial<Record<BulkAction, keyof BulkInput>> = { set_group: 'group_id', set_source: 'source_id' };
  const present = optional[action];
  if (present && input[present] === undefined)
    throw new BadRequestError(`${present} is required for ${action} (null clears)`);
  for (const name of ['group_id', 'tag', 'source_id', 'payout', 'payout_currency'] as const) {
    const usedBy = name === 'payout_currency' ? 'set_payout' : undefined;
    if (input[name] !== undefined && input[name] !== null && name !== field && name !== present && action !== usedBy)
      throw new BadRequestError(`${name} does not apply to ${action}`);
  }
  return action;
}

/**
 * One action on up to 1,000 rows of one kind, all or nothing: every id is checked first, and
 * when any is refused nothing is written and the 422 answer lists each refused id and why
 * (`failures`). Otherwise the rows change in one flush (one transaction), then routing is told.
 */
export async function bulkAction(scope: TrackingScope, kind: OperableKind, input: BulkInput): Promise<BulkResult> {
  const action = checkInput(kind, input);
  const ids = [...new Set(input.ids.map((id) => id.toLowerCase()))];
  const em = scope.em;
  // A tag change reads each row's tags and writes them back: the rows are locked from the read to
  // the commit, so concurrent requests compose instead of the last one writing over the others.
  const locked = action === 'add_tag' || action === 'remove_tag';
  if (locked) await em.begin();
  try {
    let rows: ArchivableEntity[];
    let failures: ItemFailure[];
    const unchanged = new Set<string>();
    if (action === 'archive' || action === 'restore') {
      ({ rows, failures } = await setArchived(scope, em, kind, ids, action === 'archive'));
    } else {
      const found = await liveRows(em, scope.workspace_id, kind, ids, { lock: locked });
      failures = ids.filter((id) => !found.has(id)).map((id) => ({ id, error: `${KIND_INFO[kind].label} not found` }));
      rows = ids.flatMap((id) => (found.has(id) ? [found.get(id)!] : []));
      failures.push(...(await applyAction(scope, kind, action, rows, input, unchanged)));
    }
    if (failures.length) {
      if (locked) await em.rollback();
      em.clear(); // nothing of this request is written
      throw new UnprocessableError(`${failures.length} of ${ids.length} ids refused; nothing was changed`, {
        failures,
      });
    }
    if (locked) await em.commit();
    else await em.flush();
    await announceRouting(scope, kind, rows);
    // What this request really changed: a tag already there (or already gone) changes nothing.
    const changed = rows.filter((row) => !unchanged.has(row.id));
    return { action, changed: changed.length, ids: changed.map((row) => row.id) };
  } catch (error) {
    if (locked && em.isInTransaction()) await em.rollback();
    throw error;
  }
}

/** Applies a non-archive action to the found rows; returns the rows it refuses. */
async function applyAction(
  scope: TrackingScope,
  kind: OperableKind,
  action: BulkAction,
  rows: ArchivableEntity[],
  input: BulkInput,
  unchanged: Set<string>,
): Promise<ItemFailure[]> {
  const failures: ItemFailure[] = [];
  switch (action) {
    case 'pause':
    case 'resume':
    case 'on':
    case 'off': {
      const state = action === 'resume' || action === 'on' ? 'active' : 'paused';
      for (const row of rows) (row as Campaign | Flow).state = state;
      break;
    }
    case 'delete': {
      const now = scope.clock();
      for (const row of rows) row.deleted_at = now;
      break;
    }
    case 'set_group': {
      const group = input.group_id ? await requireGroup(scope, kind as GroupKind, input.group_id) : null;
      for (const row of rows) (row as Campaign).group_id = group;
      break;
    }
    case 'add_tag':
    case 'remove_tag': {
      const [tag] = checkTags([input.tag]);
      for (const row of rows) {
        const tagged = row as Campaign;
        const next = action === 'add_tag' ? [...new Set([...tagged.tags, tag])] : tagged.tags.filter((t) => t !== tag);
        if (next.length > 50) failures.push({ id: row.id, error: 'at most 50 tags' });
        else if (next.length === tagged.tags.length) unchanged.add(row.id);
        else tagged.tags = next;
      }
      break;
    }
    case 'set_source': {
      const source = input.source_id
        ? (await requireReference(scope, TrafficSource, input.source_id, 'source_id: traffic source')).id
        : null;
      for (const row of rows) (row as Campaign).source_id = source;
      break;
    }
    case 'set_payout': {
      const payout = money(input.payout, 'payout');
      const payoutCurrency = input.payout_currency ? currency(input.payout_currency, 'payout_currency') : null;
      for (const row of rows) {
        const offer = row as Offer;
        if (offer.payout_type === 'revshare' && Number(payout) > 100) {
          failures.push({ id: row.id, error: 'a revshare payout is a percentage from 0 to 100' });
          continue;
        }
        offer.payout = payout;
        if (payoutCurrency) offer.payout_currency = payoutCurrency;
      }
      break;
    }
  }
  if (kind === 'flows') failures.push(...(await flowsOfDeletedCampaigns(scope, scope.em, rows as Flow[])));
  return failures;
}
