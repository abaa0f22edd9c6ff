import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { DecimalScalar, UuidScalar } from './scalars';
import { enumOf, PageOf } from './catalogue/common.types';
import { ClickFieldsOf } from './click-fields.types';
import {
  CONVERSION_LOG_COLUMNS,
  DATE_BASES,
  LOG_STATUSES,
  POSTBACK_DIRECTIONS,
  POSTBACK_OUTCOMES,
  type DateBasis,
  type LogStatus,
  type PostbackDirection,
  type PostbackOutcome,
} from '../services/conversions/log.shapes';

export const LogStatusEnum = enumOf(
  LOG_STATUSES,
  'ConversionLogStatus',
  'A report bucket: lead, sale, rejected or trash. Custom statuses fall into the bucket named by their counts_as.',
);

export const DateBasisEnum = enumOf(
  DATE_BASES,
  'DateBasis',
  'Which date the period filters and sorts on: the conversion date or its click date.',
);

export const PostbackDirectionEnum = enumOf(
  POSTBACK_DIRECTIONS,
  'PostbackDirection',
  'incoming (a partner postback) or outgoing (an outbound postback or CAPI request).',
);

export const PostbackOutcomeEnum = enumOf(
  POSTBACK_OUTCOMES,
  'PostbackOutcome',
  'success: response code 200 to 399; error: any other.',
);

@ArgsType()
export class ConversionLogArgs {
  @Field(() => Date, { nullable: true, description: 'Start of the period (inclusive); default 24 hours before `to`.' })
  from?: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: 'End of the period (exclusive); default now. The period is at most 90 days.',
  })
  to?: Date | null;

  @Field(() => DateBasisEnum, {
    nullable: true,
    description: 'conversion (default) or click: the date the period applies to and the rows are sorted by.',
  })
  date_basis?: DateBasis | null;

  @Field(() => [LogStatusEnum], {
    nullable: true,
    description: 'Only these buckets (custom statuses count in their counts_as).',
  })
  status?: LogStatus[] | null;

  @Field(() => UuidScalar, { nullable: true })
  campaign_id?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'A full click id, or its beginning (at least 4 hexadecimal characters).',
  })
  click_id?: string | null;

  @Field(() => Int, { nullable: true, description: 'Page size, 1 to 500 (default 100).' })
  limit?: number | null;

  @Field(() => Int, { nullable: true, description: 'Rows to skip (default 0).' })
  offset?: number | null;
}

@ObjectType('ConversionLogEntry', {
  description: 'A conversion in its last state, with the click references and dimensions it copied.',
})
export class ConversionLogEntryType extends ClickFieldsOf(CONVERSION_LOG_COLUMNS) {
  @Field(() => UuidScalar)
  conversion_id!: string;

  @Field(() => String, { description: 'Canonical status or custom status code (after the network status map).' })
  status!: string;

  @Field(() => String, { description: 'Report bucket: leads, sales, rejected or trash.' })
  status_bucket!: string;

  @Field(() => String, { nullable: true, description: 'The status as the partner sent it (postbacks).' })
  partner_status!: string | null;

  @Field(() => String, { description: 'postback, action or pixel.' })
  origin!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Browser event (lead, sale, signup, custom); null for postbacks.',
  })
  event!: string | null;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'In the base currency at the rate of the click date; null when no rate was known.',
  })
  payout!: string | null;

  @Field(() => String)
  base_currency!: string;

  @Field(() => DecimalScalar, { description: 'The amount as received.' })
  amount!: string;

  @Field(() => String, { description: 'The currency as received (default USD).' })
  currency!: string;

  @Field(() => String, { nullable: true })
  transaction_id!: string | null;

  @Field(() => DecimalScalar, {
    description:
      "What the conversion costs in the base currency while it is a lead or a sale: its postback's `cost`, else the " +
      "campaign's CPA / RevShare cost (0 for rejected and trash). Reports add it to cost.",
  })
  cost!: string;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'The CPA cost its postback sent (`cost`), in `currency`.',
  })
  postback_cost!: string | null;

  @Field(() => String, { nullable: true, description: "The postback's `from` (who sent it), as sent." })
  postback_from!: string | null;

  @Field(() => String, { nullable: true, description: "Binom's second status (`cnv_status2`), as sent." })
  postback_status2!: string | null;

  @Field(() => [String], {
    nullable: 'items',
    description:
      "The postback's own sub_id_1 to sub_id_30, in order (null where not sent); kept apart from the click's, " +
      'which reports group by and a postback never changes.',
  })
  postback_sub_ids!: (string | null)[];

  @Field(() => Boolean, {
    description: 'False for a browser event without a valid per-click token: recorded, not forwarded.',
  })
  forwarded!: boolean;

  @Field(() => Date)
  click_date!: Date;

  @Field(() => Date, { description: 'When the conversion was first recorded.' })
  conversion_date!: Date;

  @Field(() => Date, { description: 'When its state last changed.' })
  updated_at!: Date;

  @Field(() => Int, { description: 'Seconds from the click to the conversion.' })
  delay_seconds!: number;

  @Field(() => Int, { description: 'States written so far (1 = never changed).' })
  revision!: number;

  @Field(() => Boolean, {
    description:
      'False for a conversion of a click whose flow does not save traffic: listed (the money arrived), while its click ' +
      'is in no log and no report counts it.',
  })
  save_traffic!: boolean;

  @Field(() => [String], {
    nullable: 'items',
    description: 'sub_id_1 to sub_id_30 of the click, in order (null where empty).',
  })
  sub_ids!: (string | null)[];
}

export const ConversionLogPage = PageOf(ConversionLogEntryType, 'ConversionLogPage');

@ArgsType()
export class PostbackLogArgs {
  @Field(() => Date, { nullable: true, description: 'Start (inclusive); the log holds the last 24 hours.' })
  from?: Date | null;

  @Field(() => Date, { nullable: true, description: 'End (exclusive); default now.' })
  to?: Date | null;

  @Field(() => PostbackDirectionEnum, { nullable: true })
  direction?: PostbackDirection | null;

  @Field(() => PostbackOutcomeEnum, { nullable: true })
  outcome?: PostbackOutcome | null;

  @Field(() => String, { nullable: true, description: 'Exact click id as sent.' })
  click_id?: string | null;

  @Field(() => Int, { nullable: true, description: 'Page size, 1 to 500 (default 100).' })
  limit?: number | null;

  @Field(() => Int, { nullable: true, description: 'Rows to skip (default 0).' })
  offset?: number | null;
}

@ObjectType('PostbackLogEntry', { description: 'One incoming postback or outgoing request attempt (kept 24 hours).' })
export class PostbackLogEntryType {
  @Field(() => String, { description: 'Log entry id (ascending with time).' })
  id!: string;

  @Field(() => Date)
  time!: Date;

  @Field(() => PostbackDirectionEnum)
  direction!: PostbackDirection;

  @Field(() => String, { description: 'postback (incoming or outbound S2S) or capi (Conversions API).' })
  channel!: string;

  @Field(() => String)
  method!: string;

  @Field(() => Int, { description: 'HTTP status answered (incoming) or received (outgoing); 0 when no response came.' })
  response_code!: number;

  @Field(() => String, { nullable: true })
  click_id!: string | null;

  @Field(() => UuidScalar, { nullable: true })
  conversion_id!: string | null;

  @Field(() => String, { description: 'Incoming: the URL with the key masked as /***/postback.' })
  url!: string;

  @Field(() => String, { nullable: true })
  error!: string | null;

  @Field(() => Int, { description: 'Attempt number (1 for incoming postbacks and first outbound tries).' })
  attempt!: number;

  @Field(() => String, {
    description: 'Incoming: recorded, updated, duplicate or refused. Outgoing: delivered, retry or gave_up.',
  })
  result!: string;
}

export const PostbackLogPage = PageOf(PostbackLogEntryType, 'PostbackLogPage');
