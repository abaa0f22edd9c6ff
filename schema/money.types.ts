import { Field, Int, ObjectType } from 'type-graphql';
import { DecimalScalar, UuidScalar } from './scalars';

/** GraphQL shapes of the money warnings and postback URLs (services/costs/money-warnings.ts, services/catalogue/postback-urls.ts). */

@ObjectType('UnpricedClicks', {
  description:
    'Clicks of a campaign costed 0 on a day because its cost currency had no rate to the workspace currency; ' +
    're-costed as soon as a rate exists (docs/tracking-model.md "Clicks costed without a rate").',
})
export class UnpricedClicksType {
  @Field(() => UuidScalar)
  campaign_id!: string;

  @Field(() => String, { nullable: true })
  campaign_name!: string | null;

  @Field(() => String, { description: "The campaign's cost currency (the rate's missing side)." })
  currency!: string;

  @Field(() => String, { description: 'The workspace currency the cost converts to.' })
  base_currency!: string;

  @Field(() => String, { description: 'UTC day YYYY-MM-DD whose rate is missing.' })
  day!: string;

  @Field(() => Int)
  clicks!: number;

  @Field(() => DecimalScalar, { description: 'Their cost in `currency`, waiting for a rate.' })
  amount!: string;
}

@ObjectType('PausedCharged', {
  description:
    "A paused or archived campaign whose source still sends clicks: today's (the workspace's day), charged " +
    'as any click (docs/decisions.md).',
})
export class PausedChargedType {
  @Field(() => UuidScalar)
  campaign_id!: string;

  @Field(() => String)
  campaign_name!: string;

  @Field(() => Int)
  clicks!: number;

  @Field(() => DecimalScalar, { description: 'Their cost in the workspace currency.' })
  cost!: string;
}

@ObjectType('MoneyWarnings', { description: 'What the app warns a buyer of about money.' })
export class MoneyWarningsType {
  @Field(() => [UnpricedClicksType])
  unpriced!: UnpricedClicksType[];

  @Field(() => [PausedChargedType])
  paused!: PausedChargedType[];

  @Field(() => String, { description: "The app's path of the currency-rate form." })
  rates_link!: string;
}

@ObjectType('PostbackUrl', {
  description:
    "A ready-to-paste postback URL: the public address, the workspace's postback key and a network's macros " +
    "(its template's when it was made from one, else subid={subid}&status={status}&payout={payout}).",
})
export class PostbackUrlType {
  @Field(() => UuidScalar, { nullable: true, description: 'Null: the generic URL.' })
  network_id!: string | null;

  @Field(() => String, { nullable: true })
  network_name!: string | null;

  @Field(() => String, { nullable: true, description: 'The template whose macros the URL carries.' })
  template!: string | null;

  @Field(() => String)
  url!: string;
}
