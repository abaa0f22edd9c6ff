import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { AffiliateNetwork } from '../../entities/affiliate-network.entity';
import { TrafficSource } from '../../entities/traffic-source.entity';
import { COUNTS_AS, CustomStatus, type CountsAs } from '../../entities/custom-status.entity';
import type { CreateCustomStatusInput, CustomStatusView, UpdateCustomStatusInput } from './network.shapes';
import { BadRequestError, ConflictError } from '../errors';
import { given, requiredText } from './fields';
import { listClauses, type ListQuery, type Page } from './listing';
import { findOwned, persistNew } from './references';
import type { TrackingScope } from './scope';

/** The spec's canonical conversion statuses. */
export const CANONICAL_STATUSES = ['lead', 'sale', 'rejected', 'trash'] as const;

/** Report buckets: a canonical status counts in its own, a custom one in its counts_as (spec: Status). */
export type StatusBucket = 'leads' | 'sales' | 'rejected' | 'trash';

const CODE = /^[a-z0-9_]{1,32}$/;

export function customStatusView(row: CustomStatus): CustomStatusView {
  const { id, code, name, counts_as, created_at, updated_at, deleted_at } = row;
  return { id, code, name, counts_as, created_at, updated_at, deleted_at };
}

function countsAs(value: unknown): CountsAs {
  if (!(COUNTS_AS as readonly unknown[]).includes(value))
    throw new BadRequestError(`counts_as must be one of ${COUNTS_AS.join(', ')}`);
  return value as CountsAs;
}

export async function listCustomStatuses(scope: TrackingScope, query: ListQuery): Promise<Page<CustomStatusView>> {
  const { where, options, limit, offset } = listClauses<CustomStatus>(query, { workspace_id: scope.workspace_id });
  const [rows, total] = await scope.em.findAndCount(CustomStatus, where, options);
  return { items: rows.map(customStatusView), total, limit, offset };
}

export async function getCustomStatus(scope: TrackingScope, id: string): Promise<CustomStatusView> {
  return customStatusView(await findOwned(scope, CustomStatus, id, 'custom status'));
}

export async function createCustomStatus(
  scope: TrackingScope,
  input: CreateCustomStatusInput,
): Promise<CustomStatusView> {
  const code = typeof input.code === 'string' ? input.code.trim() : '';
  if (!CODE.test(code)) throw new BadRequestError('code must be 1 to 32 characters: a-z, 0-9 and _');
  if ((CANONICAL_STATUSES as readonly string[]).includes(code))
    throw new BadRequestError('code: this is a canonical status');
  const row = persistNew(scope.em, CustomStatus, {
    workspace_id: scope.workspace_id,
    code,
    name: input.name == null ? code : requiredText(input.name, 'name'),
    counts_as: countsAs(input.counts_as),
  });
  try {
    await scope.em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException)
      throw new ConflictError('a custom status with this code already exists');
    throw error;
  }
  return customStatusView(row);
}

export async function updateCustomStatus(
  scope: TrackingScope,
  id: string,
  input: UpdateCustomStatusInput,
): Promise<CustomStatusView> {
  const row = await findOwned(scope, CustomStatus, id, 'custom status');
  if (given(input.name)) row.name = requiredText(input.name, 'name');
  if (given(input.counts_as)) row.counts_as = countsAs(input.counts_as);
  await scope.em.flush();
  return customStatusView(row);
}

/** Soft delete (conversions keep the code); refused while a network's status map uses it. */
export async function deleteCustomStatus(scope: TrackingScope, id: string): Promise<boolean> {
  const row = await findOwned(scope, CustomStatus, id, 'custom status');
  const networks = await scope.em.find(AffiliateNetwork, { workspace_id: scope.workspace_id, deleted_at: null });
  const user = networks.find((network) => Object.values(network.status_mapping).includes(row.code));
  if (user)
    throw new ConflictError(
      `custom status "${row.code}" is used by the status mapping of affiliate network "${user.name}"`,
    );
  // A source forwarding this status (postback_statuses) would silently stop forwarding it.
  const sources = await scope.em.find(TrafficSource, { workspace_id: scope.workspace_id, deleted_at: null });
  const forwarding = sources.find((source) => (source.postback_statuses ?? []).includes(row.code));
  if (forwarding)
    throw new ConflictError(
      `custom status "${row.code}" is listed in the postback_statuses of traffic source "${forwarding.name}"`,
    );
  row.deleted_at = scope.clock();
  await scope.em.flush();
  return true;
}

/** Live custom status codes of the workspace. */
export async function customStatusCodes(scope: TrackingScope): Promise<Set<string>> {
  const rows = await scope.em.find(
    CustomStatus,
    { workspace_id: scope.workspace_id, deleted_at: null },
    { fields: ['code'] },
  );
  return new Set(rows.map((row) => row.code));
}
