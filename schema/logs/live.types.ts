import { Field, Int, ObjectType } from 'type-graphql';
import { DecimalScalar, UuidScalar } from '../scalars';
import { ClickLogEntryType } from './click-log.types';
import { ClickFieldsOf } from '../click-fields.types';

@ObjectType('LiveClicks', { description: 'Clicks just written to the click log (one message per written batch).' })
export class LiveClicksType {
  @Field(() => [ClickLogEntryType])
  clicks!: ClickLogEntryType[];
}

@ObjectType('LiveConversion', { description: 'A conversion just recorded or changed, as the conversion log shows it.' })
export class LiveConversionType extends ClickFieldsOf([
  'click_id',
  'campaign_id',
  'flow_id',
  'landing_id',
  'offer_id',
  'source_id',
  'is_simulated',
  'country',
]) {
  @Field(() => UuidScalar)
  conversion_id!: string;

  @Field(() => String, { description: 'recorded (new) or updated (status or amount changed).' })
  result!: string;

  @Field(() => String)
  status!: string;

  @Field(() => String)
  status_bucket!: string;

  @Field(() => String, { nullable: true })
  partner_status!: string | null;

  @Field(() => String)
  origin!: string;

  @Field(() => String, { nullable: true })
  event!: string | null;

  @Field(() => DecimalScalar, { nullable: true })
  payout!: string | null;

  @Field(() => String)
  base_currency!: string;

  @Field(() => DecimalScalar)
  amount!: string;

  @Field(() => String)
  currency!: string;

  @Field(() => String, { nullable: true })
  transaction_id!: string | null;

  @Field(() => Date)
  click_date!: Date;

  @Field(() => Date, { description: 'Time of this write (the first record, or the change).' })
  conversion_date!: Date;

  @Field(() => Int, { nullable: true })
  revision!: number | null;

  @Field(() => Boolean, {
    description: 'False for a conversion of a flow that does not save traffic (marked in the log).',
  })
  save_traffic!: boolean;
}

@ObjectType('LiveConversions', { description: 'Conversions just written (one message per written batch).' })
export class LiveConversionsType {
  @Field(() => [LiveConversionType])
  conversions!: LiveConversionType[];
}

@ObjectType('LivePostbackLogEntry', {
  description: 'A postback log entry just written; the postback log query gives its id.',
})
export class LivePostbackLogEntryType {
  @Field(() => Date)
  time!: Date;

  @Field(() => String, { description: 'incoming or outgoing.' })
  direction!: string;

  @Field(() => String, { description: 'postback or capi.' })
  channel!: string;

  @Field(() => String)
  method!: string;

  @Field(() => Int)
  response_code!: number;

  @Field(() => String, { nullable: true })
  click_id!: string | null;

  @Field(() => UuidScalar, { nullable: true })
  conversion_id!: string | null;

  @Field(() => String, { description: 'The request URL, the key in the path masked.' })
  url!: string;

  @Field(() => String, { nullable: true })
  error!: string | null;

  @Field(() => Int)
  attempt!: number;

  @Field(() => String)
  result!: string;
}

@ObjectType('LivePostbacks', { description: 'Postback log entries just written.' })
export class LivePostbacksType {
  @Field(() => [LivePostbackLogEntryType])
  entries!: LivePostbackLogEntryType[];
}

@ObjectType('DashboardRefresh', {
  description: 'New traffic arrived: reload the dashboard. At most one per workspace every 2 seconds.',
})
export class DashboardRefreshType {
  @Field(() => Date)
  at!: Date;

  @Field(() => Int, { description: 'Clicks written since the previous refresh.' })
  clicks!: number;

  @Field(() => Int, { description: 'Conversions recorded or changed since the previous refresh.' })
  conversions!: number;
}
