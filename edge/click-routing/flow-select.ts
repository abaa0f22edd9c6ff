import type { SelectReason } from '../click-recording/click-record';
import type { Tracer } from '../traffic-log/trace-builder';
import type { Visitor } from '../visitor';
import type { Binding } from './visitor-state';
import type { CompiledCampaign, CompiledFlow } from './compiled';
import { pickWeighted, type Random } from './weighted';

export interface FlowChoice {
  flow: CompiledFlow | null;
  reason: SelectReason;
  /** Set when a returning visitor's binding was replayed. */
  replayed: Binding | null;
}

/** Flows whose scheme delivers a landing or an offer; only they bind a returning visitor. */
export function bindsVisitor(flow: CompiledFlow): boolean {
  return flow.scheme === 'landings_offers' || flow.scheme === 'action_script';
}

/**
 * Picks the flow of a click:
 * 1. forced flows in position order, the first whose filters match (`forced_match`);
 * 2. the flow a returning visitor is bound to, while it is live and its filters still match (`binding_replay`);
 * 3. regular flows whose filters match: random by weight (`regular_by_weight`), the first by
 *    position (`regular_by_position`), or the first when rotation is disabled (`rotation_disabled`);
 * 4. the default flow (`default_fallback`);
 * 5. nothing (`no_match`).
 * A chosen do-nothing flow is reported as `do_nothing_match`. Only active flows take part.
 */
export function selectFlow(
  campaign: CompiledCampaign,
  visitor: Visitor,
  binding: Binding | null,
  tracer: Tracer,
  random: Random,
): FlowChoice {
  const evaluated: Record<string, unknown>[] = [];
  const test = (flow: CompiledFlow): boolean => {
    const matched = flow.matches(visitor);
    if (tracer.enabled) evaluated.push(describe(flow, visitor, matched));
    return matched;
  };
  const finish = (flow: CompiledFlow | null, reason: SelectReason, replayed: Binding | null = null): FlowChoice => {
    const finalReason = flow?.scheme === 'do_nothing' ? 'do_nothing_match' : reason;
    if (tracer.enabled) {
      tracer.step('binding', bindingResult(binding, replayed, reason), binding ? { ...binding } : {});
      tracer.step('flow_select', flow ? 'applied' : 'miss', {
        reason: finalReason,
        rotation: campaign.rotation,
        flow_id: flow?.id ?? null,
        flow_name: flow?.name ?? null,
        flow_type: flow?.type ?? null,
        scheme: flow?.scheme ?? null,
        flows: evaluated,
      });
    }
    return { flow, reason: finalReason, replayed };
  };

  for (const flow of campaign.flows) {
    if (flow.active && flow.type === 'forced' && test(flow)) return finish(flow, 'forced_match');
  }

  if (binding) {
    const bound = campaign.flows_by_id.get(binding.flow_id);
    if (bound?.active && bound.type !== 'forced' && bindsVisitor(bound) && test(bound))
      return finish(bound, 'binding_replay', binding);
  }

  const matching: CompiledFlow[] = [];
  for (const flow of campaign.flows) {
    if (!flow.active || flow.type !== 'regular') continue;
    if (campaign.rotation !== 'weight' && matching.length) break; // the first match decides
    if (test(flow)) matching.push(flow);
  }
  if (matching.length) {
    if (campaign.rotation === 'position') return finish(matching[0], 'regular_by_position');
    if (campaign.rotation === 'disabled') return finish(matching[0], 'rotation_disabled');
    const chosen = pickWeighted(
      matching.map((flow) => ({ item: flow, weight: flow.weight })),
      random,
    );
    if (chosen) return finish(chosen, 'regular_by_weight');
  }

  const fallback = campaign.flows.find((flow) => flow.active && flow.type === 'default');
  if (fallback) return finish(fallback, 'default_fallback');
  return finish(null, 'no_match');
}

function bindingResult(binding: Binding | null, replayed: Binding | null, reason: SelectReason): string {
  if (!binding) return 'miss';
  if (replayed) return 'applied';
  return reason === 'forced_match' ? 'overridden' : 'stale';
}

/** A flow as the trace shows it: whether it matched and each filter's own result. */
function describe(flow: CompiledFlow, visitor: Visitor, matched: boolean): Record<string, unknown> {
  return {
    flow_id: flow.id,
    name: flow.name,
    type: flow.type,
    position: flow.position,
    weight: flow.weight,
    matched,
    filters: flow.filters.map((filter, index) => {
      const raw = flow.filter_checks[index](visitor);
      return { ...filter, matched: raw };
    }),
  };
}
