import { ArgsType, ClassType, Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { UuidScalar } from '../scalars';
import { SORT_FIELDS, type SortField, type SortOrder } from '../../services/catalogue/listing';

const SortFieldEnum = Object.fromEntries(SORT_FIELDS.map((f) => [f, f])) as Record<SortField, SortField>;
registerEnumType(SortFieldEnum, { name: 'SortField', description: 'Field a list is sorted by.' });
const SortOrderEnum = { asc: 'asc', desc: 'desc' } as const;
registerEnumType(SortOrderEnum, { name: 'SortOrder', description: 'asc or desc.' });

/** Timestamps every soft-deletable tracking record shows (inherited by its object type). */
@ObjectType('SoftDeletableRecord')
export abstract class SoftDeletableRecord {
  @Field(() => Date, { description: 'Creation time.' })
  created_at!: Date;

  @Field(() => Date, { description: 'Last change.' })
  updated_at!: Date;

  @Field(() => Date, { nullable: true, description: 'Deletion time; null while live.' })
  deleted_at!: Date | null;
}

/** An archivable tracking record (docs/operations-api.md): its archive time besides the timestamps. */
@ObjectType('ArchivableRecord')
export abstract class ArchivableRecord extends SoftDeletableRecord {
  @Field(() => Date, {
    nullable: true,
    description: 'Archive time; null while not archived (archived: hidden from lists, not routed, kept in reports).',
  })
  archived_at!: Date | null;
}

/** The page every list takes (lists without sort or filters, such as webhooks and members). */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { nullable: true, description: 'Page size, 1 to 500 (default 100).' })
  limit?: number | null;

  @Field(() => Int, { nullable: true, description: 'Rows to skip (default 0).' })
  offset?: number | null;
}

/** Pagination, sorting and the name filter every list takes. */
@ArgsType()
export class ListArgs extends PageArgs {
  @Field(() => SortFieldEnum, { nullable: true, description: 'Sort key (default created_at).' })
  sort?: SortField | null;

  @Field(() => SortOrderEnum, { nullable: true, description: 'Sort direction (default asc for name, desc otherwise).' })
  order?: SortOrder | null;

  @Field(() => String, { nullable: true, description: 'Only rows whose name contains this text (case-insensitive).' })
  name?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Also list deleted rows (they carry deleted_at).' })
  include_deleted?: boolean | null;
}

/** A page of a list: the rows, and the total matching the filters. */
export function PageOf<T extends object>(item: ClassType<T>, name: string) {
  @ObjectType(name, { description: `A page of ${item.name} rows.` })
  class Page {
    @Field(() => [item], { description: 'The rows of this page.' })
    items!: T[];

    @Field(() => Int, { description: 'Rows matching the filters, over all pages.' })
    total!: number;

    @Field(() => Int, { description: 'Page size used.' })
    limit!: number;

    @Field(() => Int, { description: 'Rows skipped.' })
    offset!: number;
  }
  return Page;
}

/** Registers a TS string tuple as a GraphQL enum whose names are its values. */
export function enumOf<T extends string>(values: readonly T[], name: string, description: string): Record<T, T> {
  const enumObject = Object.fromEntries(values.map((v) => [v, v])) as Record<T, T>;
  registerEnumType(enumObject, { name, description });
  return enumObject;
}

/** A list of archivable records: the common arguments and the archived filter. */
@ArgsType()
export class ArchivableListArgs extends ListArgs {
  @Field(() => String, {
    nullable: true,
    description: 'false (default): hide archived rows; true: only archived rows; all: both.',
  })
  archived?: string | null;
}

/** A list of records that belong to groups (campaigns, offers, landings, sources). */
@ArgsType()
export class GroupedListArgs extends ArchivableListArgs {
  @Field(() => UuidScalar, { nullable: true, description: 'Only rows of this group.' })
  group_id?: string | null;
}
