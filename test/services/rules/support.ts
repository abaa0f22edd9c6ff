import { evaluateRuleTick, type TickOutcome } from '../../../services/rules/evaluate';
import type { TestApp } from '../../support/harness';

/** Runs one tick of a rule in this process, as the rule-evaluate job does. */
export function evaluate(t: TestApp, ruleId: string, tick: number): Promise<TickOutcome> {
  return evaluateRuleTick(t.runtime.services.ruleEvaluation, ruleId, tick);
}

/** A rule body with the usual defaults; override what the test is about. */
export function ruleBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Stop losers',
    target_kind: 'campaign',
    condition: 'roi < -30 AND clicks >= 4',
    window_kind: 'today',
    every_minutes: 5,
    min_clicks: 4,
    on_fire: [{ type: 'notify' }],
    on_recover: [{ type: 'notify' }],
    ...overrides,
  };
}
