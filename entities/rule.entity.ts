import { ArrayType, Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** What a rule judges: an entity kind, or a placement (a sub_id or site value inside a campaign). */
export const RULE_TARGET_KINDS = ['campaign', 'flow', 'landing', 'offer', 'source', 'sub_id', 'site'] as const;
export type RuleTargetKind = (typeof RULE_TARGET_KINDS)[number];

export const RULE_WINDOW_KINDS = ['last_hours', 'today'] as const;
export type RuleWindowKind = (typeof RULE_WINDOW_KINDS)[number];

/** Everything a rule can do; which ones apply depends on the target kind and the moment (docs/rules.md). */
export const RULE_ACTION_TYPES = [
  'webhook',
  'notify',
  'messenger',
  'pause_campaign',
  'disable_flow',
  'remove_from_rotation',
  'block_value',
  'revert',
] as const;
export type RuleActionType = (typeof RULE_ACTION_TYPES)[number];

export interface RuleAction {
  type: RuleActionType;
}

/** An auto-rule: a condition over report metrics of targets, checked on a schedule (docs/rules.md). */
@Entity({ tableName: 'rules' })
export class Rule {
  [OptionalProps]?:
    | 'enabled'
    | 'sub_id'
    | 'target_ids'
    | 'window_hours'
    | 'min_clicks'
    | 'cooldown_minutes'
    | 'dry_run'
    | 'last_evaluated_at'
    | 'created_at'
    | 'updated_at';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  workspace_id!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'boolean' })
  enabled: boolean = true;

  @Property({ type: 'text' })
  target_kind!: RuleTargetKind;

  /** Which sub id (1–30) a `sub_id` rule judges. */
  @Property({ type: 'smallint', nullable: true })
  sub_id: number | null = null;

  /** Listed targets (campaigns for sub_id/site rules); empty means all of the kind. */
  @Property({ type: ArrayType, columnType: 'uuid[]' })
  target_ids: string[] = [];

  /** The condition as written; parsed and checked on save (services/rules/condition.ts). */
  @Property({ type: 'text' })
  condition!: string;

  @Property({ type: 'text' })
  window_kind!: RuleWindowKind;

  @Property({ type: 'integer' })
  window_hours: number = 24;

  @Property({ type: 'integer' })
  every_minutes!: number;

  @Property({ type: 'integer' })
  min_clicks: number = 0;

  @Property({ type: 'integer' })
  cooldown_minutes: number = 0;

  @Property({ type: 'boolean' })
  dry_run: boolean = false;

  @Property({ type: 'json' })
  on_fire!: RuleAction[];

  @Property({ type: 'json' })
  on_recover!: RuleAction[];

  @Property({ type: 'timestamptz', nullable: true })
  last_evaluated_at: Date | null = null;

  @Property({ type: 'timestamptz' })
  created_at: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updated_at: Date = new Date();
}
