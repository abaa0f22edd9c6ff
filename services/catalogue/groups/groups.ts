import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { Campaign } from '../../../entities/campaign.entity';
import { EntityGroup, GROUP_KINDS, type GroupKind } from '../../../entities/entity-group.entity';
import { Landing } from '../../../entities/landing.entity';
import { Offer } from '../../../entities/offer.entity';
import { TrafficSource } from '../../../entities/traffic-source.entity';
import { BadRequestError, ConflictError, NotFoundError, UnprocessableError } from '../../errors';
import { requiredText } from '../fields';
import { listClauses, type ListQuery, type Page } from '../listing';
import type { TrackingScope } from '../scope';

/** The entity class whose rows a group of each kind holds. */
export const GROUPED_ENTITY = {
  campaigns: Campaign,
  offers: Offer,
  landings: Landing,
  sources: TrafficSource,
} as const;

export interface GroupView {
  id: string;
  kind: GroupKind;
  name: string;
  /** Live members (deleted rows keep their group for reports but are not counted). */
  members: number;
  created_at: Date;
  updated_at: Date;
}

export interface GroupInput {
  kind?: GroupKind | null;
  name?: string | null;
}

/** The permission check of the group's kind (a group of offers needs offers.view / edit / delete). */
export type GroupPermit = (kind: GroupKind, action: 'view' | 'edit' | 'delete') => void;

export function groupKind(value: unknown, field = 'kind'): GroupKind {
  if (!(GROUP_KINDS as readonly unknown[]).includes(value))
    throw new BadRequestError(`${field} must be one of ${GROUP_KINDS.join(', ')}`);
  return value as GroupKind;
}

async function views(scope: TrackingScope, rows: EntityGroup[]): Promise<GroupView[]> {
  if (!rows.length) return [];
  const counts = await scope.em.getConnection().execute<{ group_id: string; members: string }[]>(
    `select group_id, count(*) as members from (
       select group_id from campaigns where workspace_id = ? and deleted_at is null and group_id = any(?::uuid[])
       union all select group_id from offers where workspace_id = ? and deleted_at is null and group_id = any(?::uuid[])
       union all select group_id from landings
                  where workspace_id = ? and deleted_at is null and group_id = any(?::uuid[])
       union all select group_id from traffic_sources
                  where workspace_id = ? and deleted_at is null and group_id = any(?::uuid[])
     ) m group by group_id`,
    Array.from({ length: 4 }).flatMap(() => [scope.workspace_id, `{${rows.map((r) => r.id).join(',')}}`]),
  );
  const byId = new Map(counts.map((c) => [c.group_id, Number(c.members)]));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    name: row.name,
    members: byId.get(row.id) ?? 0,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }));
}

async function findGroup(scope: TrackingScope, id: string): Promise<EntityGroup> {
  const row = await scope.em.findOne(EntityGroup, { id, workspace_id: scope.workspace_id, deleted_at: null });
  if (!row) throw new NotFoundError('group not found');
  return row;
}

/** A group name is unique per workspace and kind, case-insensitively. */
async function flushName(scope: TrackingScope): Promise<void> {
  try {
    await scope.em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException)
      throw new ConflictError('a group of this kind already has that name');
    throw error;
  }
}

/** Groups of one kind, or of every kind the caller may view when none is given. */
export async function listGroups(
  scope: TrackingScope,
  permit: GroupPermit,
  query: ListQuery & { kind?: string | null },
  mayView: (kind: GroupKind) => boolean,
): Promise<Page<GroupView>> {
  let kinds: GroupKind[];
  if (query.kind) {
    const kind = groupKind(query.kind);
    permit(kind, 'view');
    kinds = [kind];
  } else kinds = GROUP_KINDS.filter(mayView);
  if (!kinds.length) permit('campaigns', 'view'); // answers 403 in the kind's words
  const base = { workspace_id: scope.workspace_id, kind: { $in: kinds } };
  const { where, options, limit, offset } = listClauses<EntityGroup>(query, base);
  const [rows, total] = await scope.em.findAndCount(EntityGroup, where, options);
  return { items: await views(scope, rows), total, limit, offset };
}

export async function getGroup(scope: TrackingScope, permit: GroupPermit, id: string): Promise<GroupView> {
  const row = await findGroup(scope, id);
  permit(row.kind, 'view');
  return (await views(scope, [row]))[0];
}

export async function createGroup(scope: TrackingScope, permit: GroupPermit, input: GroupInput): Promise<GroupView> {
  const kind = groupKind(input.kind);
  permit(kind, 'edit');
  const row = new EntityGroup();
  row.workspace_id = scope.workspace_id;
  row.kind = kind;
  row.name = requiredText(input.name, 'name');
  scope.em.persist(row);
  await flushName(scope);
  return (await views(scope, [row]))[0];
}

/** Renames a group (its kind never changes: its members are of that kind). */
export async function updateGroup(
  scope: TrackingScope,
  permit: GroupPermit,
  id: string,
  input: GroupInput,
): Promise<GroupView> {
  const row = await findGroup(scope, id);
  permit(row.kind, 'edit');
  if (input.kind !== undefined && input.kind !== null && input.kind !== row.kind)
    throw new BadRequestError('kind cannot change (create a group of the other kind)');
  if (input.name !== undefined) row.name = requiredText(input.name, 'name');
  await flushName(scope);
  return (await views(scope, [row]))[0];
}

/** Deletes a group; its members stay, without a group. */
export async function deleteGroup(scope: TrackingScope, permit: GroupPermit, id: string): Promise<boolean> {
  const row = await findGroup(scope, id);
  permit(row.kind, 'delete');
  await scope.em.transactional(async (em) => {
    await em.nativeUpdate(
      GROUPED_ENTITY[row.kind] as typeof Campaign,
      { workspace_id: scope.workspace_id, group_id: row.id },
      { group_id: null },
    );
    await em.nativeUpdate(EntityGroup, { id: row.id, workspace_id: scope.workspace_id }, { deleted_at: scope.clock() });
  });
  return true;
}

/** A group an entity is put in: a live group of the caller's workspace and of the entity's kind, else 422. */
export async function requireGroup(
  scope: TrackingScope,
  kind: GroupKind,
  id: string,
  field = 'group_id',
): Promise<string> {
  const row = await scope.em.findOne(
    EntityGroup,
    { id, workspace_id: scope.workspace_id, kind, deleted_at: null },
    { fields: ['id'] },
  );
  if (!row) throw new UnprocessableError(`${field}: no group of ${kind} in this workspace`);
  return row.id;
}
