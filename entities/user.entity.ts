import { OptionalProps, Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** A person who logs in to the admin API. Belongs to workspaces through memberships. */
@Entity({ tableName: 'users' })
export class User {
  [OptionalProps]?:
    | 'name'
    | 'token_version'
    | 'password_changed_at'
    | 'last_workspace_id'
    | 'totp_secret'
    | 'totp_pending_secret'
    | 'totp_last_step'
    | 'created_at'
    | 'updated_at';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Stored lower-case; unique across the installation. */
  @Property({ type: 'text', unique: true })
  email!: string;

  @Property({ type: 'text' })
  name: string = '';

  /** Argon2id PHC string. */
  @Property({ type: 'text', hidden: true })
  password_hash!: string;

  /** Carried in every token; incremented on password change so earlier tokens answer 401 at once. */
  @Property({ type: 'integer' })
  token_version: number = 0;

  @Property({ type: 'timestamptz' })
  password_changed_at: Date = new Date();

  /** The workspace a login binds its token to (the last one switched to). */
  @Property({ type: 'uuid', nullable: true })
  last_workspace_id: string | null = null;

  /** Confirmed TOTP secret, sealed with AES-256-GCM; null while 2FA is off. */
  @Property({ type: 'text', nullable: true, hidden: true })
  totp_secret: string | null = null;

  /** Secret issued by 2FA begin, waiting for a confirming code. */
  @Property({ type: 'text', nullable: true, hidden: true })
  totp_pending_secret: string | null = null;

  /** Last TOTP time step accepted, so a code cannot be replayed. */
  @Property({ type: 'bigint', nullable: true })
  totp_last_step: number | null = null;

  @Property({ type: 'timestamptz' })
  created_at: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updated_at: Date = new Date();
}
