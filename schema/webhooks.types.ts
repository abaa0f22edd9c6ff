import { PageOf } from './catalogue/common.types';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DELIVERY_RESULTS, type DeliveryResult } from '../entities/webhook-delivery.entity';
import { UuidScalar } from './scalars';

const EVENTS_DOC = 'Event kinds: conversion.created, rule.fired, rule.recovered.';

export const DeliveryResultEnum = Object.fromEntries(DELIVERY_RESULTS.map((v) => [v, v])) as Record<
  DeliveryResult,
  DeliveryResult
>;
registerEnumType(DeliveryResultEnum, {
  name: 'WebhookDeliveryResult',
  description:
    'The event after an attempt: delivered (2xx), retrying (another attempt follows) or failed (the 5th attempt failed).',
});

@ObjectType('Webhook', {
  description: 'Signed POST delivery of events to a URL. The secret is write-only: only secret_set shows.',
})
export class WebhookType {
  @Field(() => UuidScalar)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  url!: string;

  @Field(() => [String], { description: EVENTS_DOC })
  events!: string[];

  @Field(() => Boolean, { description: 'Whether a signing secret is set (X-Service-Signature is sent).' })
  secret_set!: boolean;

  @Field(() => Boolean, { description: 'A new webhook is disabled; events are queued only while enabled.' })
  enabled!: boolean;

  @Field(() => Date, { nullable: true })
  last_delivery_at!: Date | null;

  @Field(() => Int, { nullable: true, description: 'HTTP status of the last attempt; null when it got no response.' })
  last_delivery_code!: number | null;

  @Field(() => Date)
  created_at!: Date;

  @Field(() => Date)
  updated_at!: Date;
}

@ObjectType('WebhookDelivery', { description: 'One delivery attempt (the delivery log keeps 30 days).' })
export class WebhookDeliveryType {
  @Field(() => UuidScalar)
  id!: string;

  @Field(() => UuidScalar)
  webhook_id!: string;

  @Field(() => UuidScalar, { description: 'The same for every attempt of one event.' })
  event_id!: string;

  @Field(() => String)
  event!: string;

  @Field(() => Int, { description: '1 to 5.' })
  attempt!: number;

  @Field(() => String)
  url!: string;

  @Field(() => String)
  request_body!: string;

  @Field(() => Int, { nullable: true })
  response_code!: number | null;

  @Field(() => String, { nullable: true, description: 'The first 8 KB (8192 bytes) of the response body.' })
  response_body!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Why no usable response came: time-out, refused address, connection error.',
  })
  error!: string | null;

  @Field(() => DeliveryResultEnum)
  result!: DeliveryResult;

  @Field(() => Int)
  duration_ms!: number;

  @Field(() => Date)
  attempted_at!: Date;
}

@InputType({ description: 'A new webhook (created disabled).' })
export class WebhookCreateInput {
  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'Absolute http or https URL of a public host.' })
  url!: string;

  @Field(() => [String], { description: EVENTS_DOC })
  events!: string[];

  @Field(() => String, { nullable: true, description: 'Signing secret, 16 to 1024 characters; write-only.' })
  secret?: string | null;
}

@InputType({ description: 'Partial update: absent fields stay as they are; secret null removes the secret.' })
export class WebhookUpdateInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  url?: string | null;

  @Field(() => [String], { nullable: true, description: EVENTS_DOC })
  events?: string[] | null;

  @Field(() => String, { nullable: true, description: 'A new signing secret, or null to remove it.' })
  secret?: string | null;
}

export const WebhookPage = PageOf(WebhookType, 'WebhookPage');
