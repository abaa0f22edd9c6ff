import { OptionalProps, ArrayType, Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** An offer to join a workspace with a role; accepted once with its token (stored as a keyed digest). */
@Entity({ tableName: 'invitations' })
export class Invitation {
  [OptionalProps]?: 'permissions' | 'invited_by' | 'accepted_at' | 'accepted_by' | 'revoked_at' | 'created_at';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  workspace_id!: string;

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text' })
  role!: string;

  @Property({ type: ArrayType })
  permissions: string[] = [];

  @Property({ type: 'text', unique: true, hidden: true })
  token_digest!: string;

  @Property({ type: 'uuid', nullable: true })
  invited_by: string | null = null;

  @Property({ type: 'timestamptz' })
  expires_at!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  accepted_at: Date | null = null;

  @Property({ type: 'uuid', nullable: true })
  accepted_by: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  revoked_at: Date | null = null;

  @Property({ type: 'timestamptz' })
  created_at: Date = new Date();
}
