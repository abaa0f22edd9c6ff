import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { DecimalScalar, UuidScalar } from './scalars';

@InputType('SimulatorWeightedValue', {
  description: 'A value and its weight (relative share; entries of weight 0 are never chosen).',
})
export class SimulatorWeightedValueInput {
  @Field(() => String)
  value!: string;

  @Field(() => Float)
  weight!: number;
}

@InputType('SimulatorConversionRate', {
  description: 'Share of eligible clicks (humans sent to an offer) converting with a status, and its payout.',
})
export class SimulatorConversionRateInput {
  @Field(() => String, { description: 'lead, sale, rejected, trash or a custom status code of the workspace.' })
  status!: string;

  @Field(() => Float, { description: '0 to 1; the rates of one run add up to 1 at most.' })
  rate!: number;

  @Field(() => DecimalScalar, { description: 'Payout in the workspace base currency.' })
  payout!: string;
}

@InputType('SimulationRunInput')
export class SimulationRunInput {
  @Field(() => UuidScalar, { description: 'Campaign of the workspace whose flows route the clicks.' })
  campaign_id!: string;

  @Field(() => Int, { description: '1 to 100,000.' })
  clicks!: number;

  @Field(() => [SimulatorWeightedValueInput], {
    nullable: true,
    description: 'Countries (ISO 3166-1 alpha-2) by weight; default US.',
  })
  geos?: SimulatorWeightedValueInput[] | null;

  @Field(() => [SimulatorWeightedValueInput], {
    nullable: true,
    description: 'Device types (desktop, mobile, tablet) by weight; default desktop and mobile, half each.',
  })
  devices?: SimulatorWeightedValueInput[] | null;

  @Field(() => Float, { nullable: true, description: 'Share of bots, 0 to 1; default 0.' })
  bot_share?: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Share of first visits, 0 to 1 (the rest are repeat visitors); default 1.',
  })
  unique_share?: number | null;

  @Field(() => Float, {
    nullable: true,
    description:
      'Share of human landing views that click through to the offer (landing metrics lp_clicks, lp_ctr), 0 to 1; ' +
      'default 0.3. A visitor who converts always went through.',
  })
  lp_ctr?: number | null;

  @Field(() => Date, {
    nullable: true,
    description:
      'Start of the period the click times spread over; default 24 hours before `to`. Within the last 89 days.',
  })
  from?: Date | null;

  @Field(() => Date, { nullable: true, description: 'End of the period; default now; never in the future.' })
  to?: Date | null;

  @Field(() => [SimulatorConversionRateInput], { nullable: true })
  conversions?: SimulatorConversionRateInput[] | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Seed of the generator: the same seed and campaign give the same traffic.',
  })
  seed?: number | null;
}

@ObjectType('SimulatedFlowCount')
export class SimulatedFlowCount {
  @Field(() => UuidScalar, { nullable: true, description: 'null: no flow (bot rule, no match, campaign paused).' })
  flow_id!: string | null;

  @Field(() => Int)
  clicks!: number;
}

@ObjectType('SimulationRun', { description: 'What a simulator run wrote (all marked is_simulated).' })
export class SimulationRunType {
  @Field(() => UuidScalar)
  run_id!: string;

  @Field(() => UuidScalar)
  campaign_id!: string;

  @Field(() => Int)
  clicks!: number;

  @Field(() => Int)
  bots!: number;

  @Field(() => Int)
  unique_clicks!: number;

  @Field(() => Int)
  conversions!: number;

  @Field(() => [SimulatedFlowCount], { description: 'Clicks per flow chosen by the campaign routing, most first.' })
  flows!: SimulatedFlowCount[];

  @Field(() => Date)
  from!: Date;

  @Field(() => Date)
  to!: Date;

  @Field(() => Int)
  seed!: number;

  @Field(() => Int)
  duration_ms!: number;
}

@ObjectType('SimulationProgress', { description: 'Progress of a simulator run of the workspace.' })
export class SimulationProgressType {
  @Field(() => UuidScalar)
  run_id!: string;

  @Field(() => String, { description: 'routing (published every second while batches are written), done or failed.' })
  phase!: string;

  @Field(() => Int)
  clicks_done!: number;

  @Field(() => Int)
  clicks_total!: number;

  @Field(() => Int)
  conversions!: number;
}

@ObjectType('DeletedSimulatedData')
export class DeletedSimulatedDataType {
  @Field(() => Int, { description: 'Simulated clicks deleted.' })
  clicks!: number;

  @Field(() => Int, { description: 'Simulated conversions deleted.' })
  conversions!: number;
}
