import { OptionalProps, Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** One single-use 2FA backup code of a user, stored as a keyed digest. */
@Entity({ tableName: 'backup_codes' })
@Unique({ properties: ['user_id', 'code_digest'] })
export class BackupCode {
  [OptionalProps]?: 'used_at' | 'created_at';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  user_id!: string;

  @Property({ type: 'text', hidden: true })
  code_digest!: string;

  @Property({ type: 'timestamptz', nullable: true })
  used_at: Date | null = null;

  @Property({ type: 'timestamptz' })
  created_at: Date = new Date();
}
