import { JSONObjectResolver } from 'graphql-scalars';
import { Field, InputType, ObjectType } from 'type-graphql';
import { COUNTS_AS, type CountsAs } from '../../entities/custom-status.entity';
import { enumOf, PageOf, ArchivableRecord, SoftDeletableRecord } from './common.types';
import { UuidScalar } from '../scalars';

export const CountsAsEnum = enumOf(
  COUNTS_AS,
  'CountsAs',
  'Report bucket a custom status counts in: leads, sales or rejected.',
);

@ObjectType('AffiliateNetwork', {
  description: 'A partner network that runs offers and reports conversions by postback.',
})
export class AffiliateNetworkType extends ArchivableRecord {
  @Field(() => UuidScalar, { description: 'Identifier.' })
  id!: string;

  @Field(() => String, { description: 'Display name.' })
  name!: string;

  @Field(() => String, {
    description:
      'Query string appended to the URL of each of its offers, with macros, e.g. `sub1={click_id}&sub2={campaign_id}`. Empty for none.',
  })
  offer_params!: string;

  @Field(() => JSONObjectResolver, {
    description:
      'Partner status (matched case-insensitively, stored lower case) → canonical status (lead, sale, rejected, ' +
      'trash) or a custom status code. Applied to incoming postbacks before the conversion is written.',
  })
  status_mapping!: Record<string, string>;

  @Field(() => String, { description: 'Free text.' })
  notes!: string;
}

export const AffiliateNetworkPage = PageOf(AffiliateNetworkType, 'AffiliateNetworkPage');

@InputType('AffiliateNetworkInput', {
  description: 'Fields of an affiliate network. On update every field is optional and absent fields keep their value.',
})
export class AffiliateNetworkInput {
  @Field(() => String, { nullable: true, description: 'Display name, 1 to 200 characters (required on create).' })
  name?: string;

  @Field(() => String, {
    nullable: true,
    description: "Query string appended to its offers' URLs (macros allowed; no leading ? needed).",
  })
  offer_params?: string | null;

  @Field(() => JSONObjectResolver, {
    nullable: true,
    description: 'Partner status → canonical status or custom status code. Replaces the whole map.',
  })
  status_mapping?: Record<string, unknown> | null;

  @Field(() => String, { nullable: true, description: 'Free text, up to 10,000 characters.' })
  notes?: string | null;
}

@ObjectType('CustomStatus', {
  description: 'A conversion status of the workspace beyond lead, sale, rejected and trash.',
})
export class CustomStatusType extends SoftDeletableRecord {
  @Field(() => UuidScalar, { description: 'Identifier.' })
  id!: string;

  @Field(() => String, {
    description: 'Code sent in postbacks and stored on conversions: a-z, 0-9 and _, up to 32 characters. Immutable.',
  })
  code!: string;

  @Field(() => String, { description: 'Display name.' })
  name!: string;

  @Field(() => CountsAsEnum, { description: 'Bucket the status counts in for reports.' })
  counts_as!: CountsAs;
}

export const CustomStatusPage = PageOf(CustomStatusType, 'CustomStatusPage');

@InputType('CreateCustomStatusInput', { description: 'A new custom status.' })
export class CreateCustomStatusInput {
  @Field(() => String, { description: 'a-z, 0-9 and _, up to 32 characters; not a canonical status name.' })
  code!: string;

  @Field(() => String, { nullable: true, description: 'Display name (defaults to the code).' })
  name?: string | null;

  @Field(() => CountsAsEnum, { description: 'Bucket the status counts in for reports.' })
  counts_as!: CountsAs;
}

@InputType('UpdateCustomStatusInput', { description: 'Changes to a custom status (its code cannot change).' })
export class UpdateCustomStatusInput {
  @Field(() => String, { nullable: true, description: 'Display name.' })
  name?: string;

  @Field(() => CountsAsEnum, { nullable: true, description: 'Bucket the status counts in for reports.' })
  counts_as?: CountsAs;
}
