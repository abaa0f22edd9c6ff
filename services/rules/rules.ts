import type { EntityManager } from '@mikro-orm/postgresql';
import { Campaign } from '../../entities/campaign.entity';
import { Flow } from '../../entities/flow.entity';
import { Landing } from '../../entities/landing.entity';
import { Offer } from '../../entities/offer.entity';
import {
  Rule,
  RULE_ACTION_TYPES,
  RULE_TARGET_KINDS,
  RULE_WINDOW_KINDS,
  type RuleAction,
  type RuleActionType,
  type RuleTargetKind,
  type RuleWindowKind,
} from '../../entities/rule.entity';
import { TrafficSource } from '../../entities/traffic-source.entity';
import { BadRequestError, NotFoundError, UnprocessableError } from '../errors';
import { actionProblem, isTargetAction } from './actions-catalogue';
import { ConditionError, parseCondition } from './condition';
import { BUILT_IN_METRIC_NAMES } from '../../entities/report-metrics';
import type { CustomMetricNames } from './metric-source';

/** Fields of a rule as the API takes them; on update, absent (undefined or null) fields stay. */
export interface RuleFields {
  name?: string | null;
  enabled?: boolean | null;
  target_kind?: string | null;
  sub_id?: number | null;
  target_ids?: string[] | null;
  condition?: string | null;
  window_kind?: string | null;
  window_hours?: number | null;
  every_minutes?: number | null;
  min_clicks?: number | null;
  cooldown_minutes?: number | null;
  dry_run?: boolean | null;
  on_fire?: { type: string }[] | null;
  on_recover?: { type: string }[] | null;
}

export const RULE_LIMITS = {
  targets: 1000,
  actions: 8,
  windowHours: 2160,
  everyMinutes: 1440,
  cooldownMinutes: 43_200,
  minClicks: 1_000_000_000,
} as const;

/** The entity table each kind's target ids point into (placement rules list campaigns). */
const TARGET_TABLES = {
  campaign: Campaign,
  flow: Flow,
  landing: Landing,
  offer: Offer,
  source: TrafficSource,
  sub_id: Campaign,
  site: Campaign,
} as const;

function oneOf<T extends string>(value: string, field: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value))
    throw new BadRequestError(`${field} must be one of ${allowed.join(', ')}`);
  return value as T;
}

function intIn(value: number, field: string, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max)
    throw new BadRequestError(`${field} must be an integer from ${min} to ${max}`);
  return value;
}

function actions(
  list: { type: string }[],
  field: string,
  kind: RuleTargetKind,
  moment: 'fire' | 'recover',
): RuleAction[] {
  if (list.length > RULE_LIMITS.actions) throw new BadRequestError(`${field}: at most ${RULE_LIMITS.actions} actions`);
  const seen = new Set<RuleActionType>();
  return list.map((entry, index) => {
    const type = oneOf(entry.type, `${field}[${index}].type`, RULE_ACTION_TYPES);
    if (seen.has(type)) throw new BadRequestError(`${field}[${index}]: ${type} is listed twice`);
    seen.add(type);
    const problem = actionProblem(type, kind, moment);
    if (problem) throw new BadRequestError(`${field}[${index}]: ${problem}`);
    return { type };
  });
}

/** Checks a condition against the built-in and the workspace's custom metrics; 400 with the position otherwise. */
export async function checkCondition(
  condition: string,
  workspaceId: string,
  customMetrics: CustomMetricNames,
): Promise<string> {
  const names = new Set<string>([...BUILT_IN_METRIC_NAMES, ...(await customMetrics(workspaceId))]);
  try {
    parseCondition(condition, (name) => names.has(name));
  } catch (error) {
    if (error instanceof ConditionError) {
      throw new BadRequestError(
        `invalid condition: ${error.message}${error.reason === 'unknown metric' ? ` (metrics: ${[...names].join(', ')})` : ''}`,
      );
    }
    throw error;
  }
  return condition.trim();
}

async function apply(
  em: EntityManager,
  rule: Rule,
  input: RuleFields,
  creating: boolean,
  customMetrics: CustomMetricNames,
): Promise<void> {
  if (creating || input.name != null) {
    const name = (input.name ?? '').trim();
    if (!name || name.length > 200) throw new BadRequestError('name must be 1 to 200 characters');
    rule.name = name;
  }
  if (input.enabled != null) rule.enabled = input.enabled;
  if (creating || input.target_kind != null) {
    if (input.target_kind == null) throw new BadRequestError('target_kind is required');
    rule.target_kind = oneOf(input.target_kind, 'target_kind', RULE_TARGET_KINDS);
  }
  if (input.sub_id != null) rule.sub_id = intIn(input.sub_id, 'sub_id', 1, 30);
  if (rule.target_kind === 'sub_id' && rule.sub_id === null)
    throw new BadRequestError('a sub_id rule needs sub_id (1 to 30)');
  if (rule.target_kind !== 'sub_id') {
    if (input.sub_id != null) throw new BadRequestError('sub_id applies to sub_id rules only');
    rule.sub_id = null;
  }
  if (input.target_ids != null) {
    if (input.target_ids.length > RULE_LIMITS.targets)
      throw new BadRequestError(`target_ids: at most ${RULE_LIMITS.targets}`);
    rule.target_ids = [...new Set(input.target_ids)];
  }
  if (rule.target_ids.length) {
    const table = TARGET_TABLES[rule.target_kind];
    const found = await em.find(
      table as typeof Campaign,
      { id: { $in: rule.target_ids }, workspace_id: rule.workspace_id },
      { fields: ['id'] },
    );
    if (found.length !== rule.target_ids.length) {
      const what = rule.target_kind === 'sub_id' || rule.target_kind === 'site' ? 'campaign' : rule.target_kind;
      throw new UnprocessableError(`target_ids: an id refers to no ${what} of this workspace`);
    }
  }
  if (creating || input.condition != null) {
    if (input.condition == null) throw new BadRequestError('condition is required');
    rule.condition = await checkCondition(input.condition, rule.workspace_id, customMetrics);
  }
  if (creating || input.window_kind != null) {
    if (input.window_kind == null) throw new BadRequestError('window_kind is required (last_hours or today)');
    rule.window_kind = oneOf(input.window_kind, 'window_kind', RULE_WINDOW_KINDS) as RuleWindowKind;
  }
  if (input.window_hours != null)
    rule.window_hours = intIn(input.window_hours, 'window_hours', 1, RULE_LIMITS.windowHours);
  if (creating || input.every_minutes != null) {
    if (input.every_minutes == null) throw new BadRequestError('every_minutes is required (1 to 1440)');
    rule.every_minutes = intIn(input.every_minutes, 'every_minutes', 1, RULE_LIMITS.everyMinutes);
  }
  if (input.min_clicks != null) rule.min_clicks = intIn(input.min_clicks, 'min_clicks', 0, RULE_LIMITS.minClicks);
  if (input.cooldown_minutes != null)
    rule.cooldown_minutes = intIn(input.cooldown_minutes, 'cooldown_minutes', 0, RULE_LIMITS.cooldownMinutes);
  if (input.dry_run != null) rule.dry_run = input.dry_run;
  if (creating || input.on_fire != null)
    rule.on_fire = input.on_fire ? actions(input.on_fire, 'on_fire', rule.target_kind, 'fire') : [];
  if (creating || input.on_recover != null)
    rule.on_recover = input.on_recover ? actions(input.on_recover, 'on_recover', rule.target_kind, 'recover') : [];
  // A changed target kind must not keep actions of the old one.
  rule.on_fire = actions(rule.on_fire, 'on_fire', rule.target_kind, 'fire');
  rule.on_recover = actions(rule.on_recover, 'on_recover', rule.target_kind, 'recover');
  if (rule.on_fire.length === 0) throw new BadRequestError('on_fire must list at least one action');
  if (rule.on_recover.some((a) => a.type === 'revert') && !rule.on_fire.some((a) => isTargetAction(a.type))) {
    throw new BadRequestError('on_recover: revert needs a target action in on_fire to undo');
  }
}

export async function listRules(em: EntityManager, workspaceId: string): Promise<Rule[]> {
  return em.find(Rule, { workspace_id: workspaceId }, { orderBy: { created_at: 'asc', id: 'asc' } });
}

/** The rule of this workspace, or 404 (another workspace's rule is as absent as a missing one). */
export async function getRule(em: EntityManager, workspaceId: string, id: string): Promise<Rule> {
  const rule = await em.findOne(Rule, { id, workspace_id: workspaceId });
  if (!rule) throw new NotFoundError('rule not found');
  return rule;
}

export async function createRule(
  em: EntityManager,
  workspaceId: string,
  input: RuleFields,
  customMetrics: CustomMetricNames,
): Promise<Rule> {
  const rule = new Rule();
  rule.workspace_id = workspaceId;
  await apply(em, rule, input, true, customMetrics);
  em.persist(rule);
  await em.flush();
  return rule;
}

/**
 * A partial update. Changing what the rule judges (kind, sub id, targets, condition, window)
 * leaves fired targets fired: their recovery actions still run when the new condition stops holding.
 */
export async function updateRule(
  em: EntityManager,
  workspaceId: string,
  id: string,
  input: RuleFields,
  customMetrics: CustomMetricNames,
): Promise<Rule> {
  const rule = await getRule(em, workspaceId, id);
  await apply(em, rule, input, false, customMetrics);
  await em.flush();
  return rule;
}

/** Removes the rule, its target states and history. Changes it made to targets stay as they are. */
export async function deleteRule(em: EntityManager, workspaceId: string, id: string): Promise<void> {
  const rule = await getRule(em, workspaceId, id);
  await em.remove(rule).flush();
}
