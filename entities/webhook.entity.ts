import { ArrayType, Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** A workspace's subscription to events, delivered by signed POST requests (docs/webhooks.md). */
@Entity({ tableName: 'webhooks' })
export class Webhook {
  [OptionalProps]?:
    | 'enabled'
    | 'secret_sealed'
    | 'last_delivery_at'
    | 'last_delivery_code'
    | 'created_at'
    | 'updated_at';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  workspace_id!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  url!: string;

  /** Event kinds it receives (a subset of WEBHOOK_EVENTS). */
  @Property({ type: ArrayType })
  events!: string[];

  /** The signing secret sealed with AES-256-GCM (services/crypto/secret-box); never returned. */
  @Property({ type: 'text', nullable: true })
  secret_sealed: string | null = null;

  /** A new webhook is disabled; events are queued for it only while enabled. */
  @Property({ type: 'boolean' })
  enabled: boolean = false;

  @Property({ type: 'timestamptz', nullable: true })
  last_delivery_at: Date | null = null;

  /** HTTP status of the last attempt; null when it got no response (or none was made yet). */
  @Property({ type: 'integer', nullable: true })
  last_delivery_code: number | null = null;

  @Property({ type: 'timestamptz' })
  created_at: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updated_at: Date = new Date();
}
