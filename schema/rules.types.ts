import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import {
  RULE_ACTION_TYPES,
  RULE_TARGET_KINDS,
  RULE_WINDOW_KINDS,
  type RuleActionType,
  type RuleTargetKind,
  type RuleWindowKind,
} from '../entities/rule.entity';
import { UuidScalar } from './scalars';
import { enumOf } from './catalogue/common.types';

const TargetKindEnum = enumOf(
  RULE_TARGET_KINDS,
  'RuleTargetKind',
  'What a rule judges: an entity, or a sub_id / site value inside a campaign (a placement).',
);
const WindowKindEnum = enumOf(
  RULE_WINDOW_KINDS,
  'RuleWindowKind',
  'Look-back window: the last window_hours hours, or today so far.',
);
const ActionTypeEnum = enumOf(
  RULE_ACTION_TYPES,
  'RuleActionType',
  'webhook (rule.fired / rule.recovered), notify (in-app, every member), messenger (alert channel), ' +
    'pause_campaign (campaign rules), disable_flow (flow rules), remove_from_rotation (landing and offer rules: ' +
    "weight 0 in every flow), block_value (sub_id and site rules: added to the block filter of the campaign's " +
    'flows), revert (recovery only: undo the target actions of the firing).',
);
const EventKindEnum = enumOf(['fired', 'recovered'] as const, 'RuleEventKind', 'A firing or a recovery.');
const TargetStateEnum = enumOf(
  ['ok', 'fired', 'recovered'] as const,
  'RuleTargetState',
  'ok → fired → recovered → ok.',
);

@ObjectType('RuleAction')
export class RuleActionType_ {
  @Field(() => ActionTypeEnum)
  type!: RuleActionType;
}

@InputType('RuleActionInput')
export class RuleActionInput {
  @Field(() => ActionTypeEnum)
  type!: RuleActionType;
}

@ObjectType('Rule', {
  description: 'An auto-rule: a condition over report metrics of targets, checked on a schedule (docs/rules.md).',
})
export class RuleType {
  @Field(() => UuidScalar)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => Boolean)
  enabled!: boolean;

  @Field(() => TargetKindEnum)
  target_kind!: RuleTargetKind;

  @Field(() => Int, { nullable: true, description: 'Which sub id (1–30) a sub_id rule judges.' })
  sub_id!: number | null;

  @Field(() => [UuidScalar], {
    description: 'Listed targets (campaigns for sub_id and site rules); empty means all of the kind.',
  })
  target_ids!: string[];

  @Field(() => String, { description: 'Metric comparisons with AND / OR, e.g. roi < -30 AND clicks > 500.' })
  condition!: string;

  @Field(() => WindowKindEnum)
  window_kind!: RuleWindowKind;

  @Field(() => Int, { description: 'Hours of a last_hours window.' })
  window_hours!: number;

  @Field(() => Int, { description: 'Checked every this many minutes (1 to 1440).' })
  every_minutes!: number;

  @Field(() => Int, { description: 'A target is not judged before it has this many clicks in the window.' })
  min_clicks!: number;

  @Field(() => Int, {
    description: 'Minutes a target stays in its state after a firing or recovery before it may move again.',
  })
  cooldown_minutes!: number;

  @Field(() => Boolean, { description: 'Evaluates and notifies with dry_run true; changes no target.' })
  dry_run!: boolean;

  @Field(() => [RuleActionType_])
  on_fire!: { type: RuleActionType }[];

  @Field(() => [RuleActionType_])
  on_recover!: { type: RuleActionType }[];

  @Field(() => Date, { nullable: true })
  last_evaluated_at!: Date | null;

  @Field(() => Date)
  created_at!: Date;

  @Field(() => Date)
  updated_at!: Date;
}

@InputType('RuleInput', { description: 'A rule; on update absent or null fields keep their value.' })
export class RuleInput {
  @Field(() => String, { nullable: true, description: '1 to 200 characters (required on create).' })
  name?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Default true.' })
  enabled?: boolean | null;

  @Field(() => TargetKindEnum, { nullable: true, description: 'Required on create.' })
  target_kind?: RuleTargetKind | null;

  @Field(() => Int, { nullable: true, description: 'sub_id rules: 1 to 30.' })
  sub_id?: number | null;

  @Field(() => [UuidScalar], {
    nullable: true,
    description: 'Listed targets of the kind (campaigns for sub_id and site rules); empty or absent: all.',
  })
  target_ids?: string[] | null;

  @Field(() => String, {
    nullable: true,
    description: 'Required on create. Refused with 400 and the position on bad syntax or an unknown metric.',
  })
  condition?: string | null;

  @Field(() => WindowKindEnum, { nullable: true, description: 'Required on create.' })
  window_kind?: RuleWindowKind | null;

  @Field(() => Int, { nullable: true, description: '1 to 2160 (default 24).' })
  window_hours?: number | null;

  @Field(() => Int, { nullable: true, description: '1 to 1440; required on create.' })
  every_minutes?: number | null;

  @Field(() => Int, { nullable: true, description: 'Default 0.' })
  min_clicks?: number | null;

  @Field(() => Int, { nullable: true, description: 'Default 0.' })
  cooldown_minutes?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Default false.' })
  dry_run?: boolean | null;

  @Field(() => [RuleActionInput], { nullable: true, description: 'At least one; required on create.' })
  on_fire?: RuleActionInput[] | null;

  @Field(() => [RuleActionInput], { nullable: true })
  on_recover?: RuleActionInput[] | null;
}

@ObjectType('RuleActionResult', { description: 'What one action of a firing or recovery did.' })
export class RuleActionResultType {
  @Field(() => String)
  type!: string;

  @Field(() => Boolean)
  ok!: boolean;

  @Field(() => String)
  detail!: string;
}

@ObjectType('RuleEvent', {
  description: 'A firing or recovery of a rule for one target, with the metric snapshot it was judged on.',
})
export class RuleEventType {
  @Field(() => UuidScalar)
  id!: string;

  @Field(() => UuidScalar)
  rule_id!: string;

  @Field(() => EventKindEnum)
  kind!: 'fired' | 'recovered';

  @Field(() => TargetKindEnum)
  target_kind!: RuleTargetKind;

  @Field(() => String, { description: 'The entity id, or `<campaign id>:<value>` for a placement.' })
  target_id!: string;

  @Field(() => String)
  target_name!: string;

  @Field(() => Boolean)
  dry_run!: boolean;

  @Field(() => GraphQLJSONObject, {
    description:
      'Every metric the condition reads, plus clicks, conversions, revenue, cost, roi, cr; null where undefined.',
  })
  metrics!: Record<string, number | null>;

  @Field(() => [RuleActionResultType])
  actions!: RuleActionResultType[];

  @Field(() => Boolean, {
    description: 'False while some action still has to run (it is retried at the next evaluation).',
  })
  actions_done!: boolean;

  @Field(() => Date)
  at!: Date;
}

@ObjectType('RuleTargetStatus', { description: 'Where one target of a rule stands.' })
export class RuleTargetStatusType {
  @Field(() => String)
  target_id!: string;

  @Field(() => TargetStateEnum)
  state!: 'ok' | 'fired' | 'recovered';

  @Field(() => Date)
  changed_at!: Date;
}
