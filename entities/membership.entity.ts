import { OptionalProps, ArrayType, Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** A user's place in a workspace: a role and the effective per-entity permissions (`kind.action`). */
@Entity({ tableName: 'memberships' })
@Unique({ properties: ['workspace_id', 'user_id'] })
export class Membership {
  [OptionalProps]?: 'permissions' | 'created_at' | 'updated_at';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  workspace_id!: string;

  @Property({ type: 'uuid' })
  user_id!: string;

  @Property({ type: 'text' })
  role!: string;

  /** Effective permissions, re-read by the authenticator on every request. */
  @Property({ type: ArrayType })
  permissions: string[] = [];

  @Property({ type: 'timestamptz' })
  created_at: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updated_at: Date = new Date();
}
