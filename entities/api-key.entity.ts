import { OptionalProps, ArrayType, Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** A workspace's key for the Click API (`ak_…`); only its digest and a display prefix are stored. */
@Entity({ tableName: 'api_keys' })
export class ApiKey {
  [OptionalProps]?: 'scopes' | 'created_by' | 'last_used_at' | 'revoked_at' | 'created_at';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  workspace_id!: string;

  @Property({ type: 'text' })
  name!: string;

  /** The first characters of the key (`ak_` + 8), enough to recognise it in a list. */
  @Property({ type: 'text' })
  prefix!: string;

  @Property({ type: 'text', unique: true, hidden: true })
  key_digest!: string;

  @Property({ type: ArrayType })
  scopes: string[] = [];

  @Property({ type: 'uuid', nullable: true })
  created_by: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  last_used_at: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  revoked_at: Date | null = null;

  @Property({ type: 'timestamptz' })
  created_at: Date = new Date();
}
