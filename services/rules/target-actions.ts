import { Campaign } from '../../entities/campaign.entity';
import { Flow, type WeightedLanding, type WeightedOffer } from '../../entities/flow.entity';
import type { RuleActionType } from '../../entities/rule.entity';
import { TrafficSource } from '../../entities/traffic-source.entity';
import { AppError } from '../errors';
import type { CampaignInput } from '../catalogue/campaign.shapes';
import type { FlowInput } from '../catalogue/flow.shapes';
import type { FlowFilter } from '../../entities/flow-filter';
import { updateCampaign } from '../catalogue/campaigns';
import { updateFlow } from '../catalogue/flows';
import type { TrackingScope } from '../catalogue/scope';
import type { ActionResult, UndoStep } from './store';
import type { RuleTarget } from './targets';

/**
 * Target actions. Each change goes through the catalogue service an admin edit uses (same
 * validation, same routing invalidation), so routing follows it within seconds on every instance.
 * Each returns what it changed, so `revert` on recovery can undo exactly that.
 */
export type CatalogueScope = (workspaceId: string) => TrackingScope;

export interface TargetActionContext {
  scope: CatalogueScope;
  workspace_id: string;
  target_kind: string;
  sub_id: number | null;
}

interface Done {
  result: ActionResult;
  undo: UndoStep[];
}

function failure(type: string, error: unknown): ActionResult {
  if (error instanceof AppError) return { type, ok: false, detail: error.message };
  throw error;
}

const flowInput = (input: Partial<FlowInput>) => input as FlowInput;

async function pauseCampaign(ctx: TargetActionContext, target: RuleTarget): Promise<Done> {
  const scope = ctx.scope(ctx.workspace_id);
  const campaign = await scope.em.findOne(Campaign, {
    id: target.entity_id,
    workspace_id: ctx.workspace_id,
    deleted_at: null,
  });
  if (!campaign)
    return { result: { type: 'pause_campaign', ok: false, detail: 'the campaign no longer exists' }, undo: [] };
  if (campaign.state === 'paused')
    return { result: { type: 'pause_campaign', ok: true, detail: 'already paused' }, undo: [] };
  await updateCampaign(scope, campaign.id, { state: 'paused' } as CampaignInput);
  return {
    result: { type: 'pause_campaign', ok: true, detail: 'campaign paused' },
    undo: [{ type: 'pause_campaign', campaign_id: campaign.id }],
  };
}

async function disableFlow(ctx: TargetActionContext, target: RuleTarget): Promise<Done> {
  const scope = ctx.scope(ctx.workspace_id);
  const flow = await scope.em.findOne(Flow, { id: target.entity_id, workspace_id: ctx.workspace_id, deleted_at: null });
  if (!flow) return { result: { type: 'disable_flow', ok: false, detail: 'the flow no longer exists' }, undo: [] };
  if (flow.state === 'paused')
    return { result: { type: 'disable_flow', ok: true, detail: 'already paused' }, undo: [] };
  await updateFlow(scope, flow.id, flowInput({ state: 'paused' }));
  return {
    result: { type: 'disable_flow', ok: true, detail: 'flow paused' },
    undo: [{ type: 'disable_flow', flow_id: flow.id }],
  };
}

/** Weight 0 for the landing or offer in every live flow that rotates it. */
async function removeFromRotation(ctx: TargetActionContext, target: RuleTarget): Promise<Done> {
  const entity = ctx.target_kind as 'landing' | 'offer';
  const key = entity === 'landing' ? 'landing_id' : 'offer_id';
  const list = entity === 'landing' ? 'landings' : 'offers';
  const flows = await ctx.scope(ctx.workspace_id).em.find(Flow, { workspace_id: ctx.workspace_id, deleted_at: null });
  const undo: UndoStep[] = [];
  const problems: string[] = [];
  for (const flow of flows) {
    const entries = flow[list] as (WeightedLanding | WeightedOffer)[];
    const entry = entries.find((e) => (e as unknown as Record<string, string>)[key] === target.entity_id);
    if (!entry || entry.weight === 0) continue;
    const changed = entries.map((e) => (e === entry ? { ...e, weight: 0 } : e));
    try {
      await updateFlow(ctx.scope(ctx.workspace_id), flow.id, flowInput({ [list]: changed }));
      undo.push({ type: 'remove_from_rotation', flow_id: flow.id, entity, id: target.entity_id, weight: entry.weight });
    } catch (error) {
      problems.push(`flow ${flow.name}: ${failure('remove_from_rotation', error).detail}`);
    }
  }
  const detail = `weight 0 in ${undo.length} flow(s)${problems.length ? `; kept in ${problems.join('; ')}` : ''}`;
  return { result: { type: 'remove_from_rotation', ok: problems.length === 0, detail }, undo };
}

/** The filter a placement is blocked by: negated `equals` on the sub id, or on the source's site parameter. */
async function blockFilterFor(
  ctx: TargetActionContext,
  campaignId: string,
): Promise<UndoStep & { type: 'block_value' } extends { filter: infer F } ? F : never> {
  if (ctx.target_kind === 'sub_id') return { type: 'sub_id', sub_id: ctx.sub_id! };
  const em = ctx.scope(ctx.workspace_id).em;
  const campaign = await em.findOne(Campaign, { id: campaignId, workspace_id: ctx.workspace_id });
  const source = campaign?.source_id
    ? await em.findOne(TrafficSource, { id: campaign.source_id, workspace_id: ctx.workspace_id })
    : null;
  return { type: 'param', name: source?.parameters.site?.param ?? 'site' };
}

function sameBlock(
  filter: FlowFilter,
  block: { type: 'sub_id'; sub_id: number } | { type: 'param'; name: string },
): boolean {
  if (!filter.negate || (filter.operator ?? 'equals') !== 'equals' || filter.type !== block.type) return false;
  return block.type === 'sub_id' ? filter.sub_id === block.sub_id : filter.name === block.name;
}

/** Adds the placement value to the block filter of every live non-default flow of its campaign. */
async function blockValue(ctx: TargetActionContext, target: RuleTarget): Promise<Done> {
  const campaignId = target.campaign_id!;
  const value = target.value!;
  const block = await blockFilterFor(ctx, campaignId);
  const flows = await ctx.scope(ctx.workspace_id).em.find(Flow, {
    workspace_id: ctx.workspace_id,
    campaign_id: campaignId,
    deleted_at: null,
    type: { $ne: 'default' },
  });
  const undo: UndoStep[] = [];
  const problems: string[] = [];
  for (const flow of flows) {
    const filters = flow.filters.map((f) => ({ ...f }));
    const existing = filters.find((f) => sameBlock(f, block));
    if (existing?.values?.some((v) => v.toLowerCase() === value.toLowerCase())) continue;
    if (existing) existing.values = [...(existing.values ?? []), value];
    else filters.push({ ...block, negate: true, operator: 'equals', values: [value] } as FlowFilter);
    try {
      await updateFlow(ctx.scope(ctx.workspace_id), flow.id, flowInput({ filters: filters as never }));
      undo.push({ type: 'block_value', flow_id: flow.id, filter: block, value });
    } catch (error) {
      problems.push(`flow ${flow.name}: ${failure('block_value', error).detail}`);
    }
  }
  const detail = `blocked in ${undo.length} flow(s)${problems.length ? `; not in ${problems.join('; ')}` : ''}`;
  return { result: { type: 'block_value', ok: problems.length === 0, detail }, undo };
}

const RUNNERS: Partial<Record<RuleActionType, (ctx: TargetActionContext, target: RuleTarget) => Promise<Done>>> = {
  pause_campaign: pauseCampaign,
  disable_flow: disableFlow,
  remove_from_rotation: removeFromRotation,
  block_value: blockValue,
};

export async function runTargetAction(
  type: RuleActionType,
  ctx: TargetActionContext,
  target: RuleTarget,
): Promise<Done> {
  try {
    return await RUNNERS[type]!(ctx, target);
  } catch (error) {
    return { result: failure(type, error), undo: [] };
  }
}

/** Undoes what a firing changed (each step through the same catalogue services). */
export async function revertSteps(ctx: TargetActionContext, steps: UndoStep[]): Promise<ActionResult> {
  const problems: string[] = [];
  let reverted = 0;
  for (const step of steps) {
    const scope = ctx.scope(ctx.workspace_id);
    try {
      if (step.type === 'pause_campaign') {
        const campaign = await scope.em.findOne(Campaign, {
          id: step.campaign_id,
          workspace_id: ctx.workspace_id,
          deleted_at: null,
        });
        if (campaign?.state === 'paused')
          await updateCampaign(scope, campaign.id, { state: 'active' } as CampaignInput);
      } else {
        const flow = await scope.em.findOne(Flow, {
          id: step.flow_id,
          workspace_id: ctx.workspace_id,
          deleted_at: null,
        });
        if (!flow) continue;
        if (step.type === 'disable_flow') {
          if (flow.state === 'paused') await updateFlow(scope, flow.id, flowInput({ state: 'active' }));
        } else if (step.type === 'remove_from_rotation') {
          const list = step.entity === 'landing' ? 'landings' : 'offers';
          const key = step.entity === 'landing' ? 'landing_id' : 'offer_id';
          const entries = flow[list] as (WeightedLanding | WeightedOffer)[];
          // Only an entry still at 0 is restored: a weight an admin set since then stays.
          const changed = entries.map((e) =>
            (e as unknown as Record<string, string>)[key] === step.id && e.weight === 0
              ? { ...e, weight: step.weight }
              : e,
          );
          await updateFlow(scope, flow.id, flowInput({ [list]: changed }));
        } else {
          const filters = flow.filters
            .map((f) =>
              sameBlock(f, step.filter) ? { ...f, values: (f.values ?? []).filter((v) => v !== step.value) } : f,
            )
            .filter((f) => !sameBlock(f, step.filter) || (f.values ?? []).length > 0);
          await updateFlow(scope, flow.id, flowInput({ filters: filters as never }));
        }
      }
      reverted++;
    } catch (error) {
      problems.push(failure('revert', error).detail);
    }
  }
  return {
    type: 'revert',
    ok: problems.length === 0,
    detail: `${reverted} change(s) undone${problems.length ? `; failed: ${problems.join('; ')}` : ''}`,
  };
}
