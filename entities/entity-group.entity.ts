import { Entity, Property } from '@mikro-orm/core';
import { TenantEntity } from './tenant-entity';

/** The kinds of entity a group can hold (Keitaro's and Binom's groups): one group per entity. */
export const GROUP_KINDS = ['campaigns', 'offers', 'landings', 'sources'] as const;
export type GroupKind = (typeof GROUP_KINDS)[number];

/** A named group of one workspace and kind; an entity names its group by group_id. */
@Entity({ tableName: 'entity_groups' })
export class EntityGroup extends TenantEntity {
  @Property({ type: 'text' })
  kind!: GroupKind;

  @Property({ type: 'text' })
  name!: string;
}
