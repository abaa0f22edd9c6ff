import {
  CLICK_THROUGH_METHODS,
  Landing,
  LANDING_TYPES,
  type ClickThroughMethod,
  type LandingType,
} from '../../entities/landing.entity';
import { BadRequestError } from '../errors';
import type { LandingInput, LandingListQuery, LandingView } from './offer.shapes';
import { checkSafeUrl } from '../urls/safe-url';
import { given, intInRange, notes, requiredText, tags } from './fields';
import { listClauses, type Page } from './listing';
import { findOwned } from './references';
import { announceScriptTarget } from './flows';
import { requireGroup } from './groups/groups';
import type { TrackingScope } from './scope';

export function landingView(row: Landing): LandingView {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    url: row.url,
    hosted_uploaded: row.hosted_bundle !== null,
    hosted_path: row.hosted_path,
    offers_count: row.offers_count,
    click_through: row.click_through,
    tags: row.tags,
    notes: row.notes,
    created_at: row.created_at,
    updated_at: row.updated_at,
    deleted_at: row.deleted_at,
    archived_at: row.archived_at,
    group_id: row.group_id,
  };
}

function oneOf<T extends string>(value: unknown, field: string, allowed: readonly T[]): T {
  if (!(allowed as readonly unknown[]).includes(value))
    throw new BadRequestError(`${field} must be one of ${allowed.join(', ')}`);
  return value as T;
}

async function apply(scope: TrackingScope, row: Landing, input: LandingInput, creating: boolean): Promise<void> {
  if (creating || given(input.name)) row.name = requiredText(input.name, 'name');
  if (given(input.type) && input.type !== null) row.type = oneOf<LandingType>(input.type, 'type', LANDING_TYPES);
  if (given(input.url)) row.url = input.url === null || input.url === '' ? null : checkSafeUrl(input.url);
  if (row.type === 'external' && row.url === null) throw new BadRequestError('an external landing needs a url');
  if (row.type === 'hosted' && row.url !== null) {
    if (given(input.url)) throw new BadRequestError('a hosted landing has no url (upload its ZIP instead)');
    row.url = null; // switched from external to hosted
  }
  if (given(input.offers_count) && input.offers_count !== null)
    row.offers_count = intInRange(input.offers_count, 'offers_count', 1, 20);
  if (given(input.click_through) && input.click_through !== null) {
    row.click_through = oneOf<ClickThroughMethod>(input.click_through, 'click_through', CLICK_THROUGH_METHODS);
  }
  if (given(input.tags)) row.tags = tags(input.tags);
  if (given(input.notes)) row.notes = notes(input.notes);
  if (given(input.group_id))
    row.group_id = input.group_id ? await requireGroup(scope, 'landings', input.group_id) : null;
}

export async function listLandings(scope: TrackingScope, query: LandingListQuery): Promise<Page<LandingView>> {
  const base: Record<string, unknown> = { workspace_id: scope.workspace_id };
  if (query.tag) base.tags = { $contains: [query.tag] };
  const { where, options, limit, offset } = listClauses<Landing>(query, base, { archivable: true, grouped: true });
  const [rows, total] = await scope.em.findAndCount(Landing, where, options);
  return { items: rows.map(landingView), total, limit, offset };
}

export async function getLanding(scope: TrackingScope, id: string): Promise<LandingView> {
  return landingView(await findOwned(scope, Landing, id, 'landing'));
}

export async function createLanding(scope: TrackingScope, input: LandingInput): Promise<LandingView> {
  const row = new Landing();
  row.workspace_id = scope.workspace_id;
  await apply(scope, row, input, true);
  scope.em.persist(row);
  await scope.em.flush();
  await announceScriptTarget(scope);
  return landingView(row);
}

export async function updateLanding(scope: TrackingScope, id: string, input: LandingInput): Promise<LandingView> {
  const row = await findOwned(scope, Landing, id, 'landing');
  await apply(scope, row, input, false);
  await scope.em.flush();
  await scope.invalidations.publish({ workspace_id: scope.workspace_id });
  return landingView(row);
}

export async function deleteLanding(scope: TrackingScope, id: string): Promise<boolean> {
  const row = await findOwned(scope, Landing, id, 'landing');
  row.deleted_at = scope.clock();
  await scope.em.flush();
  await scope.invalidations.publish({ workspace_id: scope.workspace_id });
  return true;
}
