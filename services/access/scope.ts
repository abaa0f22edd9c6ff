import type { EntityClass, EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import type { Principal } from '../context';
import { NotFoundError, UnprocessableError } from '../errors';

/**
 * Workspace scoping (spec: another workspace's entity is neither visible nor editable).
 * An id in the path that is not in the caller's workspace is 404, exactly as if it did not exist;
 * an id in a body that points outside the workspace is 422.
 */
export async function findInWorkspace<T extends { id: string; workspace_id: string }>(
  em: EntityManager,
  entity: EntityClass<T>,
  id: string,
  principal: Pick<Principal, 'workspace_id'>,
  notFound = 'not found',
): Promise<T> {
  const found = await em.findOne(entity, { id, workspace_id: principal.workspace_id } as FilterQuery<T>);
  if (!found) throw new NotFoundError(notFound);
  return found;
}

/** Checks that an id given in a body names an entity of the caller's workspace; 422 naming the field otherwise. */
export async function requireReference<T extends { id: string; workspace_id: string }>(
  em: EntityManager,
  entity: EntityClass<T>,
  id: string,
  principal: Pick<Principal, 'workspace_id'>,
  field: string,
): Promise<T> {
  const found = await em.findOne(entity, { id, workspace_id: principal.workspace_id } as FilterQuery<T>);
  if (!found) throw new UnprocessableError(`${field} refers to nothing in this workspace`);
  return found;
}
