import { AffiliateNetwork } from '../../entities/affiliate-network.entity';
import { Offer, PAYOUT_TYPES, type PayoutType } from '../../entities/offer.entity';
import { BadRequestError, UnprocessableError } from '../errors';
import type { OfferInput, OfferListQuery, OfferView } from './offer.shapes';
import { checkSafeUrl } from '../urls/safe-url';
import { currency, formatDecimal, given, intInRange, money, notes, requiredText, tags, timeZone } from './fields';
import { listClauses, type Page } from './listing';
import { findOwned, requireReference, workspaceCurrency } from './references';
import { announceScriptTarget } from './flows';
import { requireGroup } from './groups/groups';
import type { TrackingScope } from './scope';

export function offerView(row: Offer): OfferView {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    affiliate_network_id: row.affiliate_network_id,
    payout: formatDecimal(row.payout),
    payout_currency: row.payout_currency,
    payout_type: row.payout_type,
    daily_cap: row.daily_cap,
    cap_time_zone: row.cap_time_zone,
    cap_fallback_offer_id: row.cap_fallback_offer_id,
    tags: row.tags,
    notes: row.notes,
    created_at: row.created_at,
    updated_at: row.updated_at,
    deleted_at: row.deleted_at,
    archived_at: row.archived_at,
    group_id: row.group_id,
  };
}

function payoutType(value: unknown): PayoutType {
  if (!(PAYOUT_TYPES as readonly unknown[]).includes(value))
    throw new BadRequestError(`payout_type must be one of ${PAYOUT_TYPES.join(', ')}`);
  return value as PayoutType;
}

/** Applies the fields present in the input (create: over the defaults; update: over the row). */
async function apply(scope: TrackingScope, row: Offer, input: OfferInput, creating: boolean): Promise<void> {
  if (creating || given(input.name)) row.name = requiredText(input.name, 'name');
  if (creating || given(input.url)) {
    if (input.url == null) throw new BadRequestError('url is required');
    row.url = checkSafeUrl(input.url);
  }
  if (given(input.affiliate_network_id)) {
    row.affiliate_network_id = input.affiliate_network_id
      ? (await requireReference(scope, AffiliateNetwork, input.affiliate_network_id, 'affiliate network')).id
      : null;
  }
  if (given(input.payout) && input.payout !== null) row.payout = money(input.payout, 'payout');
  if (given(input.payout_currency) && input.payout_currency !== null)
    row.payout_currency = currency(input.payout_currency, 'payout_currency');
  if (given(input.payout_type) && input.payout_type !== null) row.payout_type = payoutType(input.payout_type);
  if (row.payout_type === 'revshare' && Number(row.payout) > 100)
    throw new BadRequestError('a revshare payout is a percentage from 0 to 100');
  if (given(input.daily_cap))
    row.daily_cap = input.daily_cap === null ? null : intInRange(input.daily_cap, 'daily_cap', 1, 100_000_000);
  if (given(input.cap_time_zone) && input.cap_time_zone !== null)
    row.cap_time_zone = timeZone(input.cap_time_zone, 'cap_time_zone');
  if (given(input.cap_fallback_offer_id)) {
    if (input.cap_fallback_offer_id === row.id)
      throw new UnprocessableError('cap_fallback_offer_id must be another offer');
    row.cap_fallback_offer_id = input.cap_fallback_offer_id
      ? (await requireReference(scope, Offer, input.cap_fallback_offer_id, 'offer')).id
      : null;
  }
  if (given(input.tags)) row.tags = tags(input.tags);
  if (given(input.notes)) row.notes = notes(input.notes);
  if (given(input.group_id)) row.group_id = input.group_id ? await requireGroup(scope, 'offers', input.group_id) : null;
}

export async function listOffers(scope: TrackingScope, query: OfferListQuery): Promise<Page<OfferView>> {
  const base: Record<string, unknown> = { workspace_id: scope.workspace_id };
  if (query.affiliate_network_id) base.affiliate_network_id = query.affiliate_network_id;
  if (query.tag) base.tags = { $contains: [query.tag] };
  const { where, options, limit, offset } = listClauses<Offer>(query, base, { archivable: true, grouped: true });
  const [rows, total] = await scope.em.findAndCount(Offer, where, options);
  return { items: rows.map(offerView), total, limit, offset };
}

export async function getOffer(scope: TrackingScope, id: string): Promise<OfferView> {
  return offerView(await findOwned(scope, Offer, id, 'offer'));
}

export async function createOffer(scope: TrackingScope, input: OfferInput): Promise<OfferView> {
  const row = new Offer();
  row.workspace_id = scope.workspace_id;
  // No payout currency given: the workspace's (docs/tracking-model.md), never a fixed USD.
  row.payout_currency = await workspaceCurrency(scope);
  await apply(scope, row, input, true);
  scope.em.persist(row);
  await scope.em.flush();
  await announceScriptTarget(scope);
  return offerView(row);
}

export async function updateOffer(scope: TrackingScope, id: string, input: OfferInput): Promise<OfferView> {
  const row = await findOwned(scope, Offer, id, 'offer');
  await apply(scope, row, input, false);
  await scope.em.flush();
  await scope.invalidations.publish({ workspace_id: scope.workspace_id });
  return offerView(row);
}

/** Soft delete: flows that list it skip it from now on; its clicks and conversions keep it. */
export async function deleteOffer(scope: TrackingScope, id: string): Promise<boolean> {
  const row = await findOwned(scope, Offer, id, 'offer');
  row.deleted_at = scope.clock();
  await scope.em.flush();
  await scope.invalidations.publish({ workspace_id: scope.workspace_id });
  return true;
}
