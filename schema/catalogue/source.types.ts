import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { PageOf, ArchivableRecord } from './common.types';
import { UuidScalar } from '../scalars';

@ObjectType('SourceTokenParameter', {
  description: 'A URL parameter of the campaign link and the source-side macro that fills it.',
})
export class SourceTokenParameterType {
  @Field(() => String, { description: 'Query parameter name in the campaign link, e.g. `zone`.' })
  param!: string;

  @Field(() => String, {
    description:
      "The traffic source's own placeholder for the value, e.g. `{zoneid}` or `{{ad.id}}` (put into the link as is).",
  })
  macro!: string;
}

@InputType('SourceTokenParameterInput', { description: 'A URL parameter and the source-side macro that fills it.' })
export class SourceTokenParameterInput {
  @Field(() => String, { description: 'Query parameter name: letters, digits, _ . - [ ], up to 64 characters.' })
  param!: string;

  @Field(() => String, {
    nullable: true,
    description: "The source's placeholder, up to 200 characters (default empty).",
  })
  macro?: string | null;
}

@ObjectType('SourceParameters', {
  description: 'Which URL parameter carries each source token (null: the source does not pass it).',
})
export class SourceParametersType {
  @Field(() => SourceTokenParameterType, { nullable: true, description: 'Ad campaign id or name.' })
  ad_campaign!: SourceTokenParameterType | null;

  @Field(() => SourceTokenParameterType, { nullable: true, description: 'Ad set / ad group.' })
  adset!: SourceTokenParameterType | null;

  @Field(() => SourceTokenParameterType, { nullable: true, description: 'Creative / ad.' })
  creative!: SourceTokenParameterType | null;

  @Field(() => SourceTokenParameterType, { nullable: true, description: 'Source / site / placement / zone.' })
  site!: SourceTokenParameterType | null;

  @Field(() => SourceTokenParameterType, { nullable: true, description: 'Keyword (search traffic).' })
  keyword!: SourceTokenParameterType | null;

  @Field(() => SourceTokenParameterType, {
    nullable: true,
    description: 'Cost of the click as passed by the source (overrides the campaign cost model when present).',
  })
  cost!: SourceTokenParameterType | null;

  @Field(() => SourceTokenParameterType, {
    nullable: true,
    description: "The source's own click id, returned to it in the outbound postback as {external_id}.",
  })
  external_id!: SourceTokenParameterType | null;
}

@InputType('SourceParametersInput', {
  description: 'Which URL parameter carries each source token; null or absent: not passed.',
})
export class SourceParametersInput {
  @Field(() => SourceTokenParameterInput, { nullable: true, description: 'Ad campaign id or name.' })
  ad_campaign?: SourceTokenParameterInput | null;

  @Field(() => SourceTokenParameterInput, { nullable: true, description: 'Ad set / ad group.' })
  adset?: SourceTokenParameterInput | null;

  @Field(() => SourceTokenParameterInput, { nullable: true, description: 'Creative / ad.' })
  creative?: SourceTokenParameterInput | null;

  @Field(() => SourceTokenParameterInput, { nullable: true, description: 'Source / site / placement / zone.' })
  site?: SourceTokenParameterInput | null;

  @Field(() => SourceTokenParameterInput, { nullable: true, description: 'Keyword.' })
  keyword?: SourceTokenParameterInput | null;

  @Field(() => SourceTokenParameterInput, { nullable: true, description: 'Cost of the click.' })
  cost?: SourceTokenParameterInput | null;

  @Field(() => SourceTokenParameterInput, { nullable: true, description: "The source's click id." })
  external_id?: SourceTokenParameterInput | null;
}

@ObjectType('SubIdParameter', { description: 'A URL parameter stored as sub_id_N on the click.' })
export class SubIdParameterType {
  @Field(() => Int, { description: 'Which sub id, 1 to 30.' })
  sub_id!: number;

  @Field(() => String, { description: 'Query parameter name in the campaign link.' })
  param!: string;

  @Field(() => String, { description: "The source's placeholder for the value." })
  macro!: string;
}

@InputType('SubIdParameterInput', { description: 'A URL parameter stored as sub_id_N on the click.' })
export class SubIdParameterInput {
  @Field(() => Int, { description: 'Which sub id, 1 to 30 (each at most once).' })
  sub_id!: number;

  @Field(() => String, { description: 'Query parameter name: letters, digits, _ . - [ ], up to 64 characters.' })
  param!: string;

  @Field(() => String, { nullable: true, description: "The source's placeholder, up to 200 characters." })
  macro?: string | null;
}

@ObjectType('TrafficSource', {
  description: 'Where clicks come from: what it passes in the link, and how conversions are reported back to it.',
})
export class TrafficSourceType extends ArchivableRecord {
  @Field(() => UuidScalar, { description: 'Identifier.' })
  id!: string;

  @Field(() => String, { description: 'Display name.' })
  name!: string;

  @Field(() => SourceParametersType, { description: 'Source tokens and the URL parameters that carry them.' })
  parameters!: SourceParametersType;

  @Field(() => [SubIdParameterType], { description: 'URL parameters stored as sub ids.' })
  sub_id_parameters!: SubIdParameterType[];

  @Field(() => String, {
    nullable: true,
    description: 'Outbound server-to-server postback URL template (macros such as {external_id}, {payout}, {status}).',
  })
  postback_url!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "ISO 4217 code the outbound postback's {payout} is sent in, converted at the rate of the click date " +
      '(null: the base currency; without a rate the amount goes unconverted with its {currency}).',
  })
  postback_currency!: string | null;

  @Field(() => [String], {
    description: 'Conversion statuses (canonical or custom codes) that trigger the outbound postback.',
  })
  postback_statuses!: string[];

  @Field(() => Boolean, {
    description: 'Whether a postback signing secret is set (the secret itself is never returned).',
  })
  postback_secret_set!: boolean;

  @Field(() => String, { nullable: true, description: 'Conversion API pixel / dataset id.' })
  capi_pixel_id!: string | null;

  @Field(() => Boolean, { description: 'Whether a Conversion API access token is set (never returned).' })
  capi_access_token_set!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Conversion API test event code (events go to the test console while set).',
  })
  capi_test_event_code!: string | null;

  @Field(() => String, { description: 'Free text.' })
  notes!: string;

  @Field(() => UuidScalar, {
    nullable: true,
    description: 'Group of the source (GET /groups?kind=sources); null for none.',
  })
  group_id!: string | null;
}

export const TrafficSourcePage = PageOf(TrafficSourceType, 'TrafficSourcePage');

@InputType('TrafficSourceInput', {
  description:
    'Fields of a traffic source. On update every field is optional and absent fields keep their value. Secrets ' +
    'are write-only: a string sets, null clears, absent keeps.',
})
export class TrafficSourceInput {
  @Field(() => String, { nullable: true, description: 'Display name, 1 to 200 characters (required on create).' })
  name?: string;

  @Field(() => SourceParametersInput, { nullable: true, description: 'Source tokens; replaces the whole set.' })
  parameters?: SourceParametersInput | null;

  @Field(() => [SubIdParameterInput], {
    nullable: true,
    description: 'Sub id parameters; replaces the whole list (at most 30).',
  })
  sub_id_parameters?: SubIdParameterInput[] | null;

  @Field(() => String, {
    nullable: true,
    description: 'Absolute http(s) URL template with macros; null or empty for none.',
  })
  postback_url?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "ISO 4217 code the outbound postback's {payout} is sent in; null or empty: the base currency.",
  })
  postback_currency?: string | null;

  @Field(() => [String], {
    nullable: true,
    description: 'Statuses that trigger the outbound postback (default lead, sale).',
  })
  postback_statuses?: string[] | null;

  @Field(() => String, {
    nullable: true,
    description: 'Secret for X-Signature on incoming postbacks of its campaigns, 16 to 256 characters. Write-only.',
  })
  postback_secret?: string | null;

  @Field(() => String, { nullable: true, description: 'Conversion API pixel / dataset id.' })
  capi_pixel_id?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Conversion API access token, up to 1024 characters. Write-only.',
  })
  capi_access_token?: string | null;

  @Field(() => String, { nullable: true, description: 'Conversion API test event code.' })
  capi_test_event_code?: string | null;

  @Field(() => String, { nullable: true, description: 'Free text, up to 10,000 characters.' })
  notes?: string | null;

  @Field(() => UuidScalar, { nullable: true, description: 'Group of this workspace and kind sources; null for none.' })
  group_id?: string | null;
}
