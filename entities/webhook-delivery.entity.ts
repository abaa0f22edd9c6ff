import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

export const DELIVERY_RESULTS = ['delivered', 'retrying', 'failed'] as const;
export type DeliveryResult = (typeof DELIVERY_RESULTS)[number];

/** One delivery attempt of one event to one webhook (the delivery log, kept 30 days). */
@Entity({ tableName: 'webhook_deliveries' })
@Unique({ properties: ['webhook_id', 'event_id', 'attempt'] })
export class WebhookDelivery {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  workspace_id!: string;

  @Property({ type: 'uuid' })
  webhook_id!: string;

  /** Same for every attempt of one event (and for every webhook that received it). */
  @Property({ type: 'uuid' })
  event_id!: string;

  @Property({ type: 'text' })
  event!: string;

  /** 1 to 5. */
  @Property({ type: 'smallint' })
  attempt!: number;

  /** The URL this attempt went to (a webhook's URL can change between attempts). */
  @Property({ type: 'text' })
  url!: string;

  @Property({ type: 'text' })
  request_body!: string;

  @Property({ type: 'integer', nullable: true })
  response_code: number | null = null;

  /** Up to 8 KB (8192 bytes) of the response body. */
  @Property({ type: 'text', nullable: true })
  response_body: string | null = null;

  /** Why no usable response came (time-out, refused address, connection error). */
  @Property({ type: 'text', nullable: true })
  error: string | null = null;

  /** The event's state after this attempt: delivered, retrying (another attempt follows) or failed (the last one). */
  @Property({ type: 'text' })
  result!: DeliveryResult;

  @Property({ type: 'integer' })
  duration_ms!: number;

  @Property({ type: 'timestamptz' })
  attempted_at: Date = new Date();
}
