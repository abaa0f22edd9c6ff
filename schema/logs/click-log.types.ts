import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { enumOf } from '../catalogue/common.types';
import { UuidScalar } from '../scalars';
import { ClickFieldsOf } from '../click-fields.types';
import { CLICK_LOG_COLUMNS } from '../../services/logs/click-log';

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
export class ClickLogEntryType extends ClickFieldsOf(CLICK_LOG_COLUMNS) {
  @Field(() => String, { nullable: true, description: 'The campaign name (null when it no longer exists).' })
  campaign_name!: string | null;

  @Field(() => String, { nullable: true, description: 'The Referer the visitor came with.' })
  referer!: string | null;

  @Field(() => [String], { nullable: 'items', description: 'sub_id_1 to sub_id_5, in order (null where empty).' })
  sub_ids!: (string | null)[];

  @Field(() => String, { nullable: true, description: 'The traffic source name (null: none, or gone).' })
  source_name!: string | null;

  @Field(() => String, { nullable: true, description: 'The flow name (null: none, or gone).' })
  flow_name!: string | null;

  @Field(() => String, { nullable: true, description: 'The landing name (null: none, or gone).' })
  landing_name!: string | null;

  @Field(() => String, { nullable: true, description: 'The offer name (null: none, or gone).' })
  offer_name!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The URL parameter the source passes `site` in (e.g. zone): the name the source gives it.',
  })
  site_param!: string | null;

  @Field(() => [String], {
    nullable: 'items',
    description: 'The URL parameter the source maps to each of sub_id_1 to sub_id_5 (e.g. zone), null where none.',
  })
  sub_id_params!: (string | null)[];
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

  @Field(() => String, {
    description:
      'Where the page was read: raw (Postgres), columnar:duckdb or columnar:clickhouse (a heavy filter: the ' +
      'analytics copy found the keys, Postgres gave the rows), or raw (analytics copy rebuilding|behind|down).',
  })
  storage!: string;
}

@ObjectType('ClickLogCountry', { description: 'A country present in the recorded clicks, with their number.' })
export class ClickLogCountryType {
  @Field(() => String)
  country!: string;

  @Field(() => Int)
  clicks!: number;
}
