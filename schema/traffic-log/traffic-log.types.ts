import { JSONObjectResolver } from 'graphql-scalars';
import { ArgsType, Field, Float, Int, ObjectType } from 'type-graphql';
import type { Outcome } from '../../entities/click-outcome';
import { UuidScalar } from '../scalars';
import { ClickFieldsOf } from '../click-fields.types';
import { OutcomeEnum } from '../click-outcome.types';

@ObjectType('TrafficLogEntry', { description: 'A traced click as the traffic log lists it.' })
export class TrafficLogEntryType extends ClickFieldsOf([
  'click_id',
  'time',
  'campaign_id',
  'ip',
  'country',
  'device_type',
  'is_bot',
  'outcome',
  'http_status',
  'select_reason',
  'destination',
]) {
  @Field(() => Float, { nullable: true, description: 'Processing time in milliseconds.' })
  duration_ms!: number | null;
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
