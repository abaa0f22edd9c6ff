import { raw, type FilterQuery, type FindOptions, type QueryOrder } from '@mikro-orm/core';
import { BadRequestError } from '../errors';

export const MAX_PAGE_SIZE = 500;
export const DEFAULT_PAGE_SIZE = 100;
export const SORT_FIELDS = ['name', 'created_at', 'updated_at'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

/** What every list accepts: a page, a sort and a case-insensitive name filter. */
export interface ListQuery {
  limit?: number | null;
  offset?: number | null;
  sort?: SortField | null;
  order?: SortOrder | null;
  name?: string | null;
  include_deleted?: boolean | null;
  /** Archivable lists only: `false` (default) hides archived rows, `true` lists only them, `all` both. */
  archived?: string | null;
  /** Grouped lists only (campaigns, offers, landings, sources): only rows of this group. */
  group_id?: string | null;
}

export const ARCHIVED_FILTERS = ['false', 'true', 'all'] as const;

/** The archived_at condition of an archivable list, or undefined for `all`. */
function archivedCondition(value: string | null | undefined): unknown {
  const filter = value ?? 'false';
  if (!(ARCHIVED_FILTERS as readonly string[]).includes(filter))
    throw new BadRequestError(`archived must be one of ${ARCHIVED_FILTERS.join(', ')}`);
  if (filter === 'all') return undefined;
  return filter === 'true' ? { $ne: null } : null;
}

export interface Page<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A page's limit (1 to 500, default 100) and offset (0 or more), checked: what every list takes. */
export function pageBounds(query: Pick<ListQuery, 'limit' | 'offset'>): { limit: number; offset: number } {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const offset = query.offset ?? 0;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE)
    throw new BadRequestError(`limit must be from 1 to ${MAX_PAGE_SIZE}`);
  if (!Number.isInteger(offset) || offset < 0) throw new BadRequestError('offset must be 0 or more');
  return { limit, offset };
}

/**
 * The where clause (`base`, usually the workspace and entity-specific filters, plus live rows
 * only unless asked and the name filter) and find options of a list query.
 */
export function listClauses<T extends object>(
  query: ListQuery,
  base: Record<string, unknown>,
  kind: { archivable?: boolean; grouped?: boolean } = {},
): { where: FilterQuery<T>; options: FindOptions<T>; limit: number; offset: number } {
  const { limit, offset } = pageBounds(query);
  const where: Record<string, unknown> = { ...base };
  if (!query.include_deleted) where.deleted_at = null;
  if (kind.archivable) {
    const archived = archivedCondition(query.archived);
    if (archived !== undefined) where.archived_at = archived;
  }
  if (kind.grouped && query.group_id) where.group_id = query.group_id;
  if (query.name) where.name = { $ilike: `%${escapeLike(query.name)}%` };
  const sort = query.sort ?? 'created_at';
  const order = (query.order ?? (sort === 'name' ? 'asc' : 'desc')) as QueryOrder;
  // Names sort as people read them (case-insensitive); id breaks ties so pages never overlap.
  const key = sort === 'name' ? raw((alias: string) => `lower(${alias}.name)`) : sort;
  const options = { limit, offset, orderBy: { [key]: order, id: 'asc' } } as unknown as FindOptions<T>;
  return { where: where as FilterQuery<T>, options, limit, offset };
}
