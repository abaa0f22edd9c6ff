import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityName } from '@mikro-orm/core';
import { NotFoundError, UnprocessableError } from '../errors';
import type { TenantEntity } from '../../entities/tenant-entity';
import type { TrackingScope } from './scope';

/**
 * The entity a route addresses: only a live row of the caller's workspace counts. Another
 * workspace's entity, a deleted one and a missing one all give the same 404.
 */
export async function findOwned<T extends TenantEntity>(
  scope: TrackingScope,
  entity: EntityName<T>,
  id: string,
  label: string,
): Promise<T> {
  const row = await scope.em.findOne(entity, { id, workspace_id: scope.workspace_id, deleted_at: null } as never);
  if (!row) throw new NotFoundError(`${label} not found`);
  return row as T;
}

/**
 * An entity a body refers to (a flow's offer, a campaign's source): it must be a live row of the
 * caller's workspace, otherwise 422 without saying whether it exists elsewhere (nor repeating the id).
 */
export async function requireReference<T extends TenantEntity>(
  scope: TrackingScope,
  entity: EntityName<T>,
  id: string,
  label: string,
): Promise<T> {
  const row = await scope.em.findOne(entity, { id, workspace_id: scope.workspace_id, deleted_at: null } as never);
  if (!row) throw new UnprocessableError(`${label} is not in this workspace`);
  return row as T;
}

/** Same for a list of ids, in one query; a refusal names the entry by its position in `field`. */
export async function requireReferences<T extends TenantEntity>(
  scope: TrackingScope,
  entity: EntityName<T>,
  ids: string[],
  label: string,
  field: string,
): Promise<void> {
  const unique = [...new Set(ids)];
  if (!unique.length) return;
  const rows = await scope.em.find(
    entity,
    { id: { $in: unique }, workspace_id: scope.workspace_id, deleted_at: null } as never,
    { fields: ['id'] as never },
  );
  const found = new Set(rows.map((row) => (row as TenantEntity).id));
  const missing = ids.findIndex((id) => !found.has(id));
  if (missing >= 0) throw new UnprocessableError(`${field}[${missing}]: ${label} is not in this workspace`);
}

/** A new row with the given fields over the entity's defaults, queued for the next flush. */
export function persistNew<T extends object>(em: EntityManager, entity: new () => T, data: Partial<T>): T {
  const row = Object.assign(new entity(), data);
  em.persist(row);
  return row;
}

/** The workspace's base currency: what a new campaign's cost and a new offer's payout are in unless given. */
export async function workspaceCurrency(scope: TrackingScope): Promise<string> {
  const rows: { base_currency: string }[] = await scope.em
    .getConnection()
    .execute('select base_currency from workspaces where id = ?', [scope.workspace_id]);
  return rows[0]?.base_currency ?? 'USD';
}
