import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import {
  CLICK_THROUGH_METHODS,
  LANDING_TYPES,
  type ClickThroughMethod,
  type LandingType,
} from '../../entities/landing.entity';
import { PAYOUT_TYPES, type PayoutType } from '../../entities/offer.entity';
import { DecimalScalar, UuidScalar } from '../scalars';
import { enumOf, PageOf, ArchivableRecord, GroupedListArgs } from './common.types';

export const PayoutTypeEnum = enumOf(
  PAYOUT_TYPES,
  'PayoutType',
  'fixed: a conversion is worth `payout` unless the postback carries an amount; auto: only the postback amount ' +
    'counts; revshare: `payout` is a percentage of the postback amount.',
);
export const LandingTypeEnum = enumOf(
  LANDING_TYPES,
  'LandingType',
  'external: a page at `url`; hosted: a ZIP uploaded to the service.',
);
export const ClickThroughEnum = enumOf(
  CLICK_THROUGH_METHODS,
  'ClickThrough',
  'How the landing-to-offer click-through sends the visitor on: http_302 redirect, meta_refresh page, or ' +
    'javascript (the last two drop the referrer).',
);

@ObjectType('Offer', { description: 'What the visitor is finally sent to, and what a conversion on it is worth.' })
export class OfferType extends ArchivableRecord {
  @Field(() => UuidScalar, { description: 'Identifier.' })
  id!: string;

  @Field(() => String, { description: 'Display name.' })
  name!: string;

  @Field(() => String, {
    description: "Offer URL with macros such as {click_id}; the network's offer_params are appended at click time.",
  })
  url!: string;

  @Field(() => UuidScalar, { nullable: true, description: 'Affiliate network running the offer.' })
  affiliate_network_id!: string | null;

  @Field(() => DecimalScalar, { description: 'Payout per conversion (or percentage for revshare), exact decimal.' })
  payout!: string;

  @Field(() => String, { description: 'ISO 4217 currency of the payout.' })
  payout_currency!: string;

  @Field(() => PayoutTypeEnum, { description: 'How the payout is determined.' })
  payout_type!: PayoutType;

  @Field(() => Int, {
    nullable: true,
    description: 'Conversions per day before traffic goes to cap_fallback_offer_id; null for no cap.',
  })
  daily_cap!: number | null;

  @Field(() => String, { description: "IANA time zone in which the cap's day starts." })
  cap_time_zone!: string;

  @Field(() => UuidScalar, {
    nullable: true,
    description: 'Offer that receives traffic once the cap is reached (none: the next offer of the flow).',
  })
  cap_fallback_offer_id!: string | null;

  @Field(() => [String], { description: 'Labels.' })
  tags!: string[];

  @Field(() => String, { description: 'Free text.' })
  notes!: string;

  @Field(() => UuidScalar, {
    nullable: true,
    description: 'Group of the offer (GET /groups?kind=offers); null for none.',
  })
  group_id!: string | null;
}

export const OfferPage = PageOf(OfferType, 'OfferPage');

@ArgsType()
export class OfferListArgs extends GroupedListArgs {
  @Field(() => UuidScalar, { nullable: true, description: 'Only offers of this affiliate network.' })
  affiliate_network_id?: string | null;

  @Field(() => String, { nullable: true, description: 'Only offers carrying this tag.' })
  tag?: string | null;
}

@InputType('OfferInput', {
  description:
    'Fields of an offer. On update every field is optional and absent fields keep their value; null clears optional ones.',
})
export class OfferInput {
  @Field(() => String, { nullable: true, description: 'Display name, 1 to 200 characters (required on create).' })
  name?: string;

  @Field(() => String, { nullable: true, description: 'Absolute http(s) URL, macros allowed (required on create).' })
  url?: string;

  @Field(() => UuidScalar, { nullable: true, description: 'Affiliate network of this workspace.' })
  affiliate_network_id?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Non-negative, at most 6 decimal places (default 0).' })
  payout?: string;

  @Field(() => String, { nullable: true, description: 'ISO 4217 code (default USD).' })
  payout_currency?: string;

  @Field(() => PayoutTypeEnum, { nullable: true, description: 'Default fixed.' })
  payout_type?: PayoutType;

  @Field(() => Int, { nullable: true, description: 'Conversions per day, 1 or more; null for no cap.' })
  daily_cap?: number | null;

  @Field(() => String, { nullable: true, description: 'IANA time zone of the cap day (default UTC).' })
  cap_time_zone?: string;

  @Field(() => UuidScalar, { nullable: true, description: 'Another offer of this workspace for traffic over the cap.' })
  cap_fallback_offer_id?: string | null;

  @Field(() => [String], { nullable: true, description: 'Labels, up to 50 of 1 to 64 characters.' })
  tags?: string[] | null;

  @Field(() => String, { nullable: true, description: 'Free text, up to 10,000 characters.' })
  notes?: string | null;

  @Field(() => UuidScalar, { nullable: true, description: 'Group of this workspace and kind offers; null for none.' })
  group_id?: string | null;
}

@ObjectType('Landing', { description: 'A pre-sale page shown before the offer.' })
export class LandingObjectType extends ArchivableRecord {
  @Field(() => UuidScalar, { description: 'Identifier.' })
  id!: string;

  @Field(() => String, { description: 'Display name.' })
  name!: string;

  @Field(() => LandingTypeEnum, { description: 'external or hosted.' })
  type!: LandingType;

  @Field(() => String, {
    nullable: true,
    description: 'URL of an external landing (macros allowed); null for hosted ones.',
  })
  url!: string | null;

  @Field(() => Boolean, { description: 'Hosted landings: whether a ZIP bundle has been uploaded.' })
  hosted_uploaded!: boolean;

  @Field(() => String, {
    nullable: true,
    description:
      'Hosted landings: the path the service serves the uploaded ZIP at (`/l/<id>/`, on the tracking host); null before the first upload.',
  })
  hosted_path!: string | null;

  @Field(() => Int, { description: 'How many distinct offer links the page carries (1 to 20).' })
  offers_count!: number;

  @Field(() => ClickThroughEnum, { description: 'How the click-through sends the visitor on to the offer.' })
  click_through!: ClickThroughMethod;

  @Field(() => [String], { description: 'Labels.' })
  tags!: string[];

  @Field(() => String, { description: 'Free text.' })
  notes!: string;

  @Field(() => UuidScalar, {
    nullable: true,
    description: 'Group of the landing (GET /groups?kind=landings); null for none.',
  })
  group_id!: string | null;
}

export const LandingPage = PageOf(LandingObjectType, 'LandingPage');

@ArgsType()
export class LandingListArgs extends GroupedListArgs {
  @Field(() => String, { nullable: true, description: 'Only landings carrying this tag.' })
  tag?: string | null;
}

@InputType('LandingInput', {
  description: 'Fields of a landing. On update every field is optional and absent fields keep their value.',
})
export class LandingInput {
  @Field(() => String, { nullable: true, description: 'Display name, 1 to 200 characters (required on create).' })
  name?: string;

  @Field(() => LandingTypeEnum, { nullable: true, description: 'external (default) or hosted.' })
  type?: LandingType;

  @Field(() => String, {
    nullable: true,
    description: 'Absolute http(s) URL for an external landing; must be absent for a hosted one.',
  })
  url?: string | null;

  @Field(() => Int, { nullable: true, description: 'Offer links on the page, 1 to 20 (default 1).' })
  offers_count?: number;

  @Field(() => ClickThroughEnum, { nullable: true, description: 'Default http_302.' })
  click_through?: ClickThroughMethod;

  @Field(() => [String], { nullable: true, description: 'Labels, up to 50 of 1 to 64 characters.' })
  tags?: string[] | null;

  @Field(() => String, { nullable: true, description: 'Free text, up to 10,000 characters.' })
  notes?: string | null;

  @Field(() => UuidScalar, { nullable: true, description: 'Group of this workspace and kind landings; null for none.' })
  group_id?: string | null;
}
