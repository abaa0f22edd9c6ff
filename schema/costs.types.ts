import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { DecimalScalar, UuidScalar } from './scalars';

/** GraphQL shapes of cost updates (reports/costs/cost-update.shapes.ts has the same fields; docs/reports.md). */

@InputType('SubIdMatchInput', { description: 'Clicks whose sub id number `n` equals `value`.' })
export class SubIdMatchInput {
  @Field(() => Int, { description: 'The sub id number, 1 to 30 (sub_id_1 … sub_id_30).' })
  n!: number;

  @Field(() => String)
  value!: string;
}

@ObjectType('SubIdMatch')
export class SubIdMatchType {
  @Field(() => Int)
  n!: number;

  @Field(() => String)
  value!: string;
}

@ObjectType('CostUpdate', {
  description:
    'A cost update: a total cost spread in equal shares over the clicks of a campaign in a range (docs/reports.md, "Cost updates").',
})
export class CostUpdateType {
  @Field(() => UuidScalar)
  id!: string;

  @Field(() => UuidScalar)
  campaign_id!: string;

  @Field(() => String, {
    description: 'done (applied; in the request up to 100,000 clicks), queued or running (a job), failed.',
  })
  state!: string;

  @Field(() => Date, { description: 'Start of the range (inclusive).' })
  from!: Date;

  @Field(() => Date, { description: 'End of the range (exclusive).' })
  to!: Date;

  @Field(() => String, {
    nullable: true,
    description:
      'First local day of the range (YYYY-MM-DD, workspace time zone), as the request’s `from` date; null when the ' +
      'range does not start and end at local midnight.',
  })
  from_date!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Last local day of the range, inclusive (YYYY-MM-DD), as the request’s `to` date; `to` is the instant ' +
      'that ends it (exclusive). Null when the range is not whole local days.',
  })
  to_date!: string | null;

  @Field(() => DecimalScalar, { description: 'The total cost of the range, in `currency`.' })
  amount!: string;

  @Field(() => String)
  currency!: string;

  @Field(() => String, { description: 'The workspace currency each share was converted to.' })
  base_currency!: string;

  @Field(() => UuidScalar, { nullable: true })
  source_id!: string | null;

  @Field(() => [SubIdMatchType])
  sub_ids!: SubIdMatchType[];

  @Field(() => Int, { description: 'Clicks the amount is spread over.' })
  clicks!: number;

  @Field(() => Int, { description: 'Clicks whose new cost is written.' })
  clicks_done!: number;

  @Field(() => Int, { description: '0 to 100.' })
  percent!: number;

  @Field(() => String, { nullable: true, description: 'Why a failed update stopped.' })
  error!: string | null;

  @Field(() => Date)
  created_at!: Date;

  @Field(() => Date)
  updated_at!: Date;

  @Field(() => UuidScalar, { description: 'The member who asked for the update.' })
  user_id!: string;

  @Field(() => String, { nullable: true, description: 'Their name, else e-mail; null in the answer of the request.' })
  user_name!: string | null;
}
