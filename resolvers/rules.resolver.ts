import { FlushMode } from '@mikro-orm/core';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../services/context';
import type { Rule } from '../entities/rule.entity';
import { RuleEventType, RuleInput, RuleTargetStatusType, RuleType } from '../schema/rules.types';
import { UuidScalar } from '../schema/scalars';
import { BadRequestError } from '../services/errors';
import { requirePermission } from '../services/access/require';
import { customMetricNames } from '../reports/rule-metrics';
import { createRule, deleteRule, getRule, listRules, updateRule } from '../services/rules/rules';
import { ruleHistory, ruleStates } from '../services/rules/store';

function ruleView(rule: Rule): RuleType {
  return { ...rule, on_fire: rule.on_fire, on_recover: rule.on_recover };
}

/** Auto-rules (docs/rules.md): guarded by the `rules` permission kind. */
@Resolver()
export class RulesResolver {
  @Query(() => [RuleType], { description: "The workspace's auto-rules." })
  async rules(@Ctx() ctx: AppContext): Promise<RuleType[]> {
    const principal = requirePermission(ctx, 'rules', 'view');
    return (await listRules(ctx.em, principal.workspace_id)).map(ruleView);
  }

  @Query(() => RuleType)
  async rule(@Ctx() ctx: AppContext, @Arg('id', () => UuidScalar) id: string): Promise<RuleType> {
    const principal = requirePermission(ctx, 'rules', 'view');
    return ruleView(await getRule(ctx.em, principal.workspace_id, id));
  }

  @Query(() => [RuleEventType], {
    description:
      'Firings and recoveries of the rule with their metric snapshots, newest first. limit 1 to 500, default 50.',
  })
  async rule_history(
    @Ctx() ctx: AppContext,
    @Arg('id', () => UuidScalar) id: string,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
  ): Promise<RuleEventType[]> {
    const principal = requirePermission(ctx, 'rules', 'view');
    const rule = await getRule(ctx.em, principal.workspace_id, id);
    const size = limit ?? 50;
    if (!Number.isInteger(size) || size < 1 || size > 500)
      throw new BadRequestError('limit must be an integer from 1 to 500');
    return (await ruleHistory(ctx.em, rule.id, size)).map((row) => ({
      ...row,
      target_kind: row.target_kind as RuleEventType['target_kind'],
      at: new Date(row.at),
    }));
  }

  @Query(() => [RuleTargetStatusType], {
    description: 'The state of every target the rule has moved (targets never fired are ok).',
  })
  async rule_targets(@Ctx() ctx: AppContext, @Arg('id', () => UuidScalar) id: string): Promise<RuleTargetStatusType[]> {
    const principal = requirePermission(ctx, 'rules', 'view');
    const rule = await getRule(ctx.em, principal.workspace_id, id);
    return (await ruleStates(ctx.em, rule.id)).map((row) => ({
      target_id: row.target_key,
      state: row.state,
      changed_at: new Date(row.changed_at),
    }));
  }

  @Mutation(() => RuleType, { description: 'Creates a rule; the condition is checked on save.' })
  async create_rule(@Ctx() ctx: AppContext, @Arg('input', () => RuleInput) input: RuleInput): Promise<RuleType> {
    const principal = requirePermission(ctx, 'rules', 'edit');
    return ruleView(
      await createRule(
        ctx.em.fork({ flushMode: FlushMode.COMMIT }),
        principal.workspace_id,
        input,
        customMetricNames(ctx.services.reportPool),
      ),
    );
  }

  @Mutation(() => RuleType, { description: 'Partial update; absent or null fields keep their value.' })
  async update_rule(
    @Ctx() ctx: AppContext,
    @Arg('id', () => UuidScalar) id: string,
    @Arg('input', () => RuleInput) input: RuleInput,
  ): Promise<RuleType> {
    const principal = requirePermission(ctx, 'rules', 'edit');
    return ruleView(
      await updateRule(
        ctx.em.fork({ flushMode: FlushMode.COMMIT }),
        principal.workspace_id,
        id,
        input,
        customMetricNames(ctx.services.reportPool),
      ),
    );
  }

  @Mutation(() => Boolean, {
    description: 'Deletes the rule with its states and history; changes it made to targets stay.',
  })
  async delete_rule(@Ctx() ctx: AppContext, @Arg('id', () => UuidScalar) id: string): Promise<boolean> {
    const principal = requirePermission(ctx, 'rules', 'delete');
    await deleteRule(ctx.em, principal.workspace_id, id);
    return true;
  }
}
