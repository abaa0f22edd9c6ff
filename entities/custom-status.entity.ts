import { Entity, Property } from '@mikro-orm/core';
import { TenantEntity } from './tenant-entity';

export const COUNTS_AS = ['leads', 'sales', 'rejected'] as const;
export type CountsAs = (typeof COUNTS_AS)[number];

/** A workspace's own conversion status; reports count it in the bucket named by counts_as. */
@Entity({ tableName: 'custom_statuses' })
export class CustomStatus extends TenantEntity {
  /** Immutable: conversions store it. Unique among the workspace's live statuses. */
  @Property({ type: 'text' })
  code!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  counts_as!: CountsAs;
}
