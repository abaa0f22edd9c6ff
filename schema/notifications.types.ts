import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { UuidScalar } from './scalars';

@ObjectType('Notification', {
  description: 'An in-app notification of the caller (one per workspace member per rule firing or recovery).',
})
export class NotificationType {
  @Field(() => UuidScalar)
  id!: string;

  @Field(() => String, { description: 'rule.fired or rule.recovered.' })
  kind!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  body!: string;

  @Field(() => GraphQLJSONObject, { description: 'rule_id, event_id, target_kind, target_id, dry_run.' })
  data!: Record<string, unknown>;

  @Field(() => Boolean)
  read!: boolean;

  @Field(() => Date, { nullable: true })
  read_at!: Date | null;

  @Field(() => Date)
  created_at!: Date;
}

@ObjectType('MarkedRead')
export class MarkedReadType {
  @Field(() => Int, { description: 'Notifications marked read by this call.' })
  marked!: number;
}

@ObjectType('UnreadCount')
export class UnreadCountType {
  @Field(() => Int)
  unread!: number;
}

@ObjectType('AlertSettings', {
  description: "The workspace's messenger alert channel (Telegram Bot API compatible). The bot token is write-only.",
})
export class AlertSettingsType {
  @Field(() => String, { description: 'Default https://api.telegram.org; SSRF rules apply.' })
  messenger_api_base_url!: string;

  @Field(() => Boolean, { description: 'Whether a bot token is set (it is never returned).' })
  messenger_bot_token_set!: boolean;

  @Field(() => String, { nullable: true })
  messenger_chat_id!: string | null;

  @Field(() => Boolean, { description: 'Token and chat id set: messenger actions send.' })
  messenger_ready!: boolean;

  @Field(() => Date, { nullable: true })
  updated_at!: Date | null;
}

@InputType('AlertSettingsInput', { description: 'Partial update; messenger_bot_token null removes the token.' })
export class AlertSettingsInput {
  @Field(() => String, { nullable: true })
  messenger_api_base_url?: string | null;

  @Field(() => String, { nullable: true, description: 'Write-only; stored encrypted.' })
  messenger_bot_token?: string | null;

  @Field(() => String, { nullable: true, description: 'A numeric chat id or an @channel name.' })
  messenger_chat_id?: string | null;
}

@ObjectType('MessengerTestResult', { description: "The receiver's answer to a test message." })
export class MessengerTestResultType {
  @Field(() => Boolean)
  delivered!: boolean;

  @Field(() => Int, { nullable: true })
  response_code!: number | null;

  @Field(() => String, { nullable: true, description: 'Up to 8 KB; the bot token masked.' })
  response_body!: string | null;

  @Field(() => String, { nullable: true })
  error!: string | null;
}

@ObjectType('MessengerDelivery', { description: 'One messenger alert attempt (5 attempts, pauses 2, 4, 8, 16 s).' })
export class MessengerDeliveryType {
  @Field(() => UuidScalar)
  id!: string;

  @Field(() => UuidScalar)
  event_id!: string;

  @Field(() => Int)
  attempt!: number;

  @Field(() => String)
  text!: string;

  @Field(() => Int, { nullable: true })
  response_code!: number | null;

  @Field(() => String, { nullable: true })
  response_body!: string | null;

  @Field(() => String, { nullable: true })
  error!: string | null;

  @Field(() => String, { description: 'delivered, retrying or failed.' })
  result!: string;

  @Field(() => Int)
  duration_ms!: number;

  @Field(() => Date)
  attempted_at!: Date;
}
