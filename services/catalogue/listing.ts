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
): { where: FilterQuery<T>; options: FindOptions<T>; limit: number; offset: number } {
  const { limit, offset } = pageBounds(query);
  const where: Record<string, unknown> = { ...base };
  if (!query.include_deleted) where.deleted_at = null;
  if (query.name) where.name = { $ilike: `%${escapeLike(query.name)}%` };
  const sort = query.sort ?? 'created_at';
  const order = (query.order ?? (sort === 'name' ? 'asc' : 'desc')) as QueryOrder;
  // Names sort as people read them (case-insensitive); id breaks ties so pages never overlap.
  const key = sort === 'name' ? raw((alias: string) => `lower(${alias}.name)`) : sort;
  const options = { limit, offset, orderBy: { [key]: order, id: 'asc' } } as unknown as FindOptions<T>;
  return { where: where as FilterQuery<T>, options, limit, offset };
}
