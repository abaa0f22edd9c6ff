import type { RuleActionType, RuleTargetKind } from '../../entities/rule.entity';

/** Actions that change a target (through the catalogue services, as an admin edit would). */
export const TARGET_ACTIONS: Record<
  'pause_campaign' | 'disable_flow' | 'remove_from_rotation' | 'block_value',
  readonly RuleTargetKind[]
> = {
  pause_campaign: ['campaign'],
  disable_flow: ['flow'],
  remove_from_rotation: ['landing', 'offer'],
  block_value: ['sub_id', 'site'],
};

export const CHANNEL_ACTIONS = ['webhook', 'notify', 'messenger'] as const;

export function isTargetAction(type: RuleActionType): type is keyof typeof TARGET_ACTIONS {
  return type in TARGET_ACTIONS;
}

/** Why an action cannot be used at this moment for this target kind, or null when it can. */
export function actionProblem(type: RuleActionType, kind: RuleTargetKind, moment: 'fire' | 'recover'): string | null {
  if ((CHANNEL_ACTIONS as readonly string[]).includes(type)) return null;
  if (type === 'revert') return moment === 'recover' ? null : 'revert is a recovery action';
  if (moment === 'recover') return `${type} is a firing action (use revert on recovery to undo it)`;
  const kinds = TARGET_ACTIONS[type as keyof typeof TARGET_ACTIONS];
  return kinds.includes(kind) ? null : `${type} applies to ${kinds.join(' or ')} rules only`;
}
