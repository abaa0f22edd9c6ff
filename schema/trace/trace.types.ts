import { JSONObjectResolver } from 'graphql-scalars';
import { ArgsType, Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { OUTCOMES, SELECT_REASONS, type Outcome, type SelectReason } from '../../entities/click-outcome';
import { UuidScalar } from '../scalars';

export const OutcomeEnum = Object.fromEntries(OUTCOMES.map((v) => [v, v])) as Record<Outcome, Outcome>;
registerEnumType(OutcomeEnum, { name: 'ClickOutcome', description: 'How a click ended (spec: Traffic trace).' });
export const SelectReasonEnum = Object.fromEntries(SELECT_REASONS.map((v) => [v, v])) as Record<
  SelectReason,
  SelectReason
>;
registerEnumType(SelectReasonEnum, { name: 'SelectReason', description: 'Why the flow of a click was chosen.' });

@ObjectType('TrafficLogEntry', { description: 'A traced click as the traffic log lists it.' })
export class TrafficLogEntryType {
  @Field(() => UuidScalar)
  click_id!: string;

  @Field(() => Date, { description: 'Time of the click.' })
  time!: Date;

  @Field(() => UuidScalar)
  campaign_id!: string;

  @Field(() => String, { nullable: true })
  ip!: string | null;

  @Field(() => String, { nullable: true, description: 'ISO country code.' })
  country!: string | null;

  @Field(() => String, { nullable: true })
  device_type!: string | null;

  @Field(() => Boolean, { description: 'Bot (true) or human.' })
  is_bot!: boolean;

  @Field(() => OutcomeEnum)
  outcome!: Outcome;

  @Field(() => Int, { description: 'HTTP status the outcome answers a browser with.' })
  http_status!: number;

  @Field(() => SelectReasonEnum, { nullable: true })
  select_reason!: SelectReason | null;

  @Field(() => Float, { nullable: true, description: 'Processing time in milliseconds.' })
  duration_ms!: number | null;

  @Field(() => String, { nullable: true, description: 'Where the click was sent.' })
  destination!: string | null;
}

@ObjectType('TraceStep', { description: 'One step of the routing of a click.' })
export class TraceStepType {
  @Field(() => String, { description: 'input, binding, flow_select, landing_select, offer_select, final, …' })
  name!: string;

  @Field(() => String, { description: 'applied, miss, redirect, … (final: the outcome).' })
  result!: string;

  @Field(() => JSONObjectResolver, {
    description: 'Geo and device data, bot/proxy/TOR/datacenter flags, flow selection parameters, filter results.',
  })
  details!: Record<string, unknown>;
}

@ObjectType('ClickTrace', { description: 'The full trace of one click.' })
export class ClickTraceType extends TrafficLogEntryType {
  @Field(() => [TraceStepType])
  steps!: TraceStepType[];
}

@ObjectType('TrafficLogPage', { description: 'A page of the traffic log, newest first.' })
export class TrafficLogPage {
  @Field(() => [TrafficLogEntryType])
  items!: TrafficLogEntryType[];

  @Field(() => Int, { description: 'Entries matching the filters, over all pages.' })
  total!: number;

  @Field(() => Int)
  limit!: number;

  @Field(() => Int)
  offset!: number;
}

@ArgsType()
export class TrafficLogArgs {
  @Field(() => UuidScalar, { nullable: true, description: 'Only clicks of this campaign.' })
  campaign_id?: string | null;

  @Field(() => OutcomeEnum, { nullable: true, description: 'Only clicks with this outcome.' })
  outcome?: Outcome | null;

  @Field(() => Int, { nullable: true, description: 'Page size, 1 to 500 (default 100).' })
  limit?: number | null;

  @Field(() => Int, { nullable: true, description: 'Rows to skip (default 0).' })
  offset?: number | null;
}
