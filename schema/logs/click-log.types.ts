import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { enumOf } from '../catalogue/common.types';
import { DecimalScalar, UuidScalar } from '../scalars';
import { OutcomeEnum, SelectReasonEnum } from '../trace/trace.types';
import type { Outcome, SelectReason } from '../../entities/click-outcome';

export const TrafficKindEnum = enumOf(
  ['bot', 'human'] as const,
  'TrafficKind',
  'bot: clicks detected as bots; human: the others.',
);
export const DeliveryFilterEnum = enumOf(
  ['refused', 'delivered'] as const,
  'DeliveryFilter',
  'refused: clicks sent nowhere (no_match, do_nothing, campaign_off, show_404); delivered: every other outcome.',
);

@ArgsType()
export class ClickLogArgs {
  @Field(() => Date, { nullable: true, description: 'Start of the period (inclusive); default 24 hours before `to`.' })
  from?: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: 'End of the period (exclusive); default now. The period is at most 90 days.',
  })
  to?: Date | null;

  @Field(() => UuidScalar, { nullable: true })
  campaign_id?: string | null;

  @Field(() => [String], {
    nullable: true,
    description: 'Only clicks from these countries (ISO codes; choices: click_log_countries).',
  })
  country?: string[] | null;

  @Field(() => TrafficKindEnum, { nullable: true, description: 'bot or human; default both.' })
  traffic?: 'bot' | 'human' | null;

  @Field(() => DeliveryFilterEnum, { nullable: true, description: 'refused or delivered; default both.' })
  delivery?: 'refused' | 'delivered' | null;

  @Field(() => String, {
    nullable: true,
    description: 'A full click id, or its beginning (at least 4 hexadecimal characters).',
  })
  click_id?: string | null;

  @Field(() => Int, { nullable: true, description: 'Page size, 1 to 500 (default 100).' })
  limit?: number | null;

  @Field(() => String, { nullable: true, description: 'next_cursor of the previous page; absent for the newest page.' })
  cursor?: string | null;
}

@ArgsType()
export class ClickLogCountriesArgs {
  @Field(() => Date, { nullable: true, description: 'Start of the period; default 30 days before `to`.' })
  from?: Date | null;

  @Field(() => Date, { nullable: true, description: 'End of the period; default now.' })
  to?: Date | null;

  @Field(() => UuidScalar, { nullable: true })
  campaign_id?: string | null;
}

@ObjectType('ClickLogEntry', { description: 'A recorded click as the click log shows it.' })
export class ClickLogEntryType {
  @Field(() => UuidScalar)
  click_id!: string;

  @Field(() => Date, { description: 'Time of the click.' })
  time!: Date;

  @Field(() => UuidScalar)
  campaign_id!: string;

  @Field(() => String, { nullable: true, description: 'The campaign name (null when it no longer exists).' })
  campaign_name!: string | null;

  @Field(() => UuidScalar, { nullable: true })
  flow_id!: string | null;

  @Field(() => UuidScalar, { nullable: true })
  landing_id!: string | null;

  @Field(() => UuidScalar, { nullable: true })
  offer_id!: string | null;

  @Field(() => UuidScalar, { nullable: true })
  source_id!: string | null;

  @Field(() => String, { nullable: true })
  ip!: string | null;

  @Field(() => String, { nullable: true, description: 'ISO country code.' })
  country!: string | null;

  @Field(() => String, { nullable: true })
  region!: string | null;

  @Field(() => String, { nullable: true })
  city!: string | null;

  @Field(() => String, { nullable: true })
  device_type!: string | null;

  @Field(() => String, { nullable: true })
  os!: string | null;

  @Field(() => String, { nullable: true })
  browser!: string | null;

  @Field(() => String, { nullable: true })
  isp!: string | null;

  @Field(() => String, { nullable: true })
  language!: string | null;

  @Field(() => String, { nullable: true, description: 'The Referer the visitor came with.' })
  referer!: string | null;

  @Field(() => Boolean, { description: 'Bot (true) or human.' })
  is_bot!: boolean;

  @Field(() => Boolean, { description: 'Unique by visitor_id within the campaign uniqueness period.' })
  is_unique!: boolean;

  @Field(() => OutcomeEnum)
  outcome!: Outcome;

  @Field(() => Int)
  http_status!: number;

  @Field(() => SelectReasonEnum, { nullable: true })
  select_reason!: SelectReason | null;

  @Field(() => String, { nullable: true, description: 'Where the click was sent.' })
  destination!: string | null;

  @Field(() => DecimalScalar, { description: 'Cost of the click in the base currency.' })
  cost!: string;

  @Field(() => Boolean)
  is_simulated!: boolean;

  @Field(() => [String], { nullable: 'items', description: 'sub_id_1 to sub_id_5, in order (null where empty).' })
  sub_ids!: (string | null)[];
}

@ObjectType('ClickLogPage', { description: 'A page of the click log, newest first.' })
export class ClickLogPageType {
  @Field(() => [ClickLogEntryType])
  items!: ClickLogEntryType[];

  @Field(() => String, {
    nullable: true,
    description: 'Pass as `cursor` for the next, older page; null on the last page.',
  })
  next_cursor!: string | null;

  @Field(() => Int)
  limit!: number;
}

@ObjectType('ClickLogCountry', { description: 'A country present in the recorded clicks, with their number.' })
export class ClickLogCountryType {
  @Field(() => String)
  country!: string;

  @Field(() => Int)
  clicks!: number;
}
