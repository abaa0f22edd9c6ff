import type { EntityManager } from '@mikro-orm/postgresql';
import { Counter, Histogram } from 'prom-client';
import { registry } from '../../infra/telemetry';
import { BUILT_IN_METRIC_NAMES } from '../../entities/report-metrics';
import { attachAuditActor } from '../../entities/audit-subscriber';
import { Rule } from '../../entities/rule.entity';
import type { NewNotification } from '../notifications/notifications';
import { isTargetAction } from './actions-catalogue';
import { conditionHolds, parseCondition } from './condition';
import { SNAPSHOT_METRICS, type RuleMetricsSource } from './metric-source';
import {
  claimTick,
  completeEvent,
  finishTick,
  loadStates,
  pendingEvents,
  recordTransition,
  setUndo,
  settleState,
  stateOf,
  type ActionResult,
  type RuleEventRow,
  type StateRow,
  type UndoStep,
} from './store';
import { revertSteps, runTargetAction, type CatalogueScope, type TargetActionContext } from './target-actions';
import { ruleDimensions, targetNames, targetRows, targetsOf, type RuleTarget } from './targets';
import { ruleWindow } from './window';
import { MAX_PENDING_EVENTS } from '../webhooks/policy';

const evaluations = new Counter({
  name: 'rule_evaluations_total',
  help: 'Rule evaluations by outcome (evaluated, skipped: tick already done or rule disabled)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});
const transitions = new Counter({
  name: 'rule_transitions_total',
  help: 'Rule firings and recoveries',
  labelNames: ['kind'] as const,
  registers: [registry],
});
const evaluationSeconds = new Histogram({
  name: 'rule_evaluation_seconds',
  help: 'Time to evaluate one rule for one tick (report query and actions)',
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** The channels a rule event goes out on (bound to the webhook, notification and messenger modules). */
export interface RuleChannels {
  /** How many webhooks the event was queued for, and how many dropped it (they held 64 pending events). */
  webhook(
    event: RuleEventRow,
    rule: Rule,
    extra: { fired_at: Date | null; reverted: boolean | null },
  ): Promise<{ queued: number; dropped: number }>;
  notify(notification: NewNotification): Promise<number>;
  messenger(job: { workspace_id: string; event_id: string; text: string }): Promise<unknown>;
}

export interface RuleEvaluationDeps {
  em: () => EntityManager;
  clock: () => Date;
  metrics: RuleMetricsSource;
  channels: RuleChannels;
  catalogue: CatalogueScope;
}

export interface TickOutcome {
  status: 'evaluated' | 'already_done' | 'disabled';
  targets?: number;
  fired?: number;
  recovered?: number;
}

/** The schedule tick a moment falls in, for a rule checked every N minutes. */
export function tickOf(at: Date, everyMinutes: number): number {
  return Math.floor(at.getTime() / (everyMinutes * 60_000));
}

function fmt(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

function metricsText(metrics: Record<string, number | null>): string {
  return Object.entries(metrics)
    .map(([name, value]) => `${name} ${fmt(value)}`)
    .join(', ');
}

/**
 * Evaluates one rule for one schedule tick, exactly once over all workers and restarts (the
 * rule_ticks claim): reads the metrics of its targets from the report engine, moves each target
 * ok → fired → recovered → ok, and runs the actions of each move. A move is recorded before its
 * actions run; actions left unfinished by a dead worker are finished by the next run of the rule.
 */
export async function evaluateRuleTick(deps: RuleEvaluationDeps, ruleId: string, tick: number): Promise<TickOutcome> {
  const em = deps.em();
  const rule = await em.findOne(Rule, { id: ruleId });
  if (!rule?.enabled) {
    evaluations.inc({ outcome: 'skipped' });
    return { status: 'disabled' };
  }
  const startedAt = deps.clock();
  if (!(await claimTick(em, rule.id, rule.workspace_id, tick, startedAt))) {
    evaluations.inc({ outcome: 'skipped' });
    return { status: 'already_done' };
  }
  const timer = evaluationSeconds.startTimer();
  const started = performance.now();
  for (const event of await pendingEvents(em, rule.id)) await runActions(deps, rule, event);

  const parsed = parseCondition(rule.condition, () => true);
  const metricNames = [...new Set([...parsed.metrics, ...SNAPSHOT_METRICS])];
  // Every built-in metric is asked for, so rules with other conditions share the same report.
  const asked = [...new Set([...BUILT_IN_METRIC_NAMES, ...parsed.metrics])];
  const rows = await targetRows(
    deps.metrics,
    rule,
    { dimensions: ruleDimensions(rule), metrics: asked, period: ruleWindow(rule, startedAt) },
    `${rule.every_minutes}:${tick}`,
  );
  const targets = targetsOf(rule, rows);
  const states = await loadStates(em, rule.id);
  const cooldownMs = rule.cooldown_minutes * 60_000;

  const moves: { kind: 'fired' | 'recovered'; target: RuleTarget }[] = [];
  for (const target of targets) {
    const clicks = target.metrics.clicks ?? 0;
    if (clicks < rule.min_clicks) continue; // not judged before it has enough traffic
    const state: StateRow | undefined = states.get(target.key);
    const current = state?.state ?? 'ok';
    const cooled = !state || startedAt.getTime() - new Date(state.changed_at).getTime() >= cooldownMs;
    const holds = conditionHolds(parsed.tree, target.metrics);
    if (holds && current !== 'fired' && cooled) moves.push({ kind: 'fired', target });
    else if (!holds && current === 'fired' && cooled) moves.push({ kind: 'recovered', target });
    else if (!holds && current === 'recovered' && cooled) await settleState(em, rule.id, target.key, startedAt);
  }

  const names = await targetNames(
    em,
    rule.workspace_id,
    rule.target_kind,
    moves.map((move) => move.target),
  );
  let fired = 0;
  let recovered = 0;
  for (const move of moves) {
    const snapshot = Object.fromEntries(metricNames.map((name) => [name, move.target.metrics[name] ?? null]));
    const event = await recordTransition(
      em,
      rule,
      tick,
      {
        kind: move.kind,
        target_key: move.target.key,
        target_kind: rule.target_kind,
        target_id: move.target.key,
        target_name: names.get(move.target.key) ?? move.target.key,
        dry_run: rule.dry_run,
        metrics: snapshot,
      },
      startedAt,
    );
    if (!event) continue; // recorded by an earlier run of this tick; finished above
    transitions.inc({ kind: move.kind });
    if (move.kind === 'fired') fired++;
    else recovered++;
    await runActions(deps, rule, event, move.target);
  }
  await finishTick(em, rule.id, tick, deps.clock(), {
    targets: targets.length,
    fired,
    recovered,
    duration_ms: Math.round(performance.now() - started),
  });
  timer();
  evaluations.inc({ outcome: 'evaluated' });
  return { status: 'evaluated', targets: targets.length, fired, recovered };
}

/** The target an event is about, rebuilt from its key (for actions finished by a later run). */
function targetOfEvent(event: RuleEventRow): RuleTarget {
  const placement = event.target_kind === 'sub_id' || event.target_kind === 'site';
  const split = event.target_key.indexOf(':');
  return placement
    ? {
        key: event.target_key,
        entity_id: event.target_key.slice(0, split),
        campaign_id: event.target_key.slice(0, split),
        value: event.target_key.slice(split + 1),
        metrics: event.metrics,
      }
    : {
        key: event.target_key,
        entity_id: event.target_key,
        campaign_id: event.target_kind === 'campaign' ? event.target_key : null,
        value: null,
        metrics: event.metrics,
      };
}

/**
 * Runs the actions of one firing or recovery, in the rule's order: target actions first (so a
 * notification can say what was done), then the channels. In dry run no target is changed.
 * Each channel is idempotent per event (webhook event id, notification and messenger keys).
 */
async function runActions(
  deps: RuleEvaluationDeps,
  rule: Rule,
  event: RuleEventRow,
  target = targetOfEvent(event),
): Promise<void> {
  const em = deps.em();
  const list = event.kind === 'fired' ? rule.on_fire : rule.on_recover;
  const results: ActionResult[] = [];
  const ctx: TargetActionContext = {
    // The audit log names the rule as the author of what its actions change (docs/audit.md).
    scope: (workspaceId) => {
      const scope = deps.catalogue(workspaceId);
      attachAuditActor(scope.em, { kind: 'rule', ref: `rule ${rule.name}`, operation: `rule_event:${event.id}` });
      return scope;
    },
    workspace_id: rule.workspace_id,
    target_kind: rule.target_kind,
    sub_id: rule.sub_id,
  };
  let reverted: boolean | null = null;
  const state = await stateOf(em, rule.id, event.target_key);
  for (const action of list.filter((a) => isTargetAction(a.type) || a.type === 'revert')) {
    if (event.dry_run) {
      results.push({ type: action.type, ok: true, detail: 'dry run: nothing changed' });
      continue;
    }
    if (action.type === 'revert') {
      const steps: UndoStep[] = state?.undo ?? [];
      const result = await revertSteps(ctx, steps);
      results.push(result);
      reverted = result.ok;
      await setUndo(em, rule.id, event.target_key, []);
      continue;
    }
    const done = await runTargetAction(action.type, ctx, target);
    results.push(done.result);
    if (done.undo.length)
      await setUndo(em, rule.id, event.target_key, [
        ...((await stateOf(em, rule.id, event.target_key))?.undo ?? []),
        ...done.undo,
      ]);
  }

  const verb = event.kind === 'fired' ? 'fired' : 'recovered';
  const title = `Rule "${rule.name}" ${verb}${event.dry_run ? ' (dry run)' : ''}`;
  const body = `${event.target_kind} ${event.target_name}: ${metricsText(event.metrics)}`;
  let incomplete = false;
  for (const action of list) {
    try {
      if (action.type === 'webhook') {
        const firedAt = event.kind === 'recovered' ? await lastFiredAt(em, rule.id, event.target_key, event.at) : null;
        const emitted = await deps.channels.webhook(event, rule, { fired_at: firedAt, reverted });
        results.push(webhookResult(emitted));
      } else if (action.type === 'notify') {
        const count = await deps.channels.notify({
          workspace_id: rule.workspace_id,
          source_event_id: event.id,
          kind: `rule.${verb}`,
          title,
          body,
          data: {
            rule_id: rule.id,
            event_id: event.id,
            target_kind: event.target_kind,
            target_id: event.target_id,
            dry_run: event.dry_run,
          },
          created_at: new Date(event.at),
        });
        results.push({ type: 'notify', ok: true, detail: `${count} member(s) notified` });
      } else if (action.type === 'messenger') {
        await deps.channels.messenger({
          workspace_id: rule.workspace_id,
          event_id: event.id,
          text: `${title}\n${body}`,
        });
        results.push({ type: 'messenger', ok: true, detail: 'alert queued' });
      }
    } catch (error) {
      // The event stays pending: the next run of the rule sends what is missing (each channel is idempotent per event).
      results.push({ type: action.type, ok: false, detail: (error as Error).message });
      incomplete = true;
    }
  }
  if (incomplete) await keepPending(em, event, results);
  else await completeEvent(em, event.id, results);
}

async function keepPending(em: EntityManager, event: RuleEventRow, results: ActionResult[]): Promise<void> {
  await em.getKnex().raw('update rule_events set actions = ?::jsonb where id = ?', [JSON.stringify(results), event.id]);
}

async function lastFiredAt(em: EntityManager, ruleId: string, targetKey: string, before: Date): Promise<Date | null> {
  const { rows } = await em
    .getKnex()
    .raw(`select max(at) as at from rule_events where rule_id = ? and target_key = ? and kind = 'fired' and at <= ?`, [
      ruleId,
      targetKey,
      before,
    ]);
  return rows[0]?.at ? new Date(rows[0].at) : null;
}

/**
 * What the history says of a webhook action: queued, or dropped where a webhook already held its
 * MAX_PENDING_EVENTS pending events (the event never goes out to it: not "queued").
 */
export function webhookResult(emitted: { queued: number; dropped: number }): ActionResult {
  const full = `dropped: the webhook already held ${MAX_PENDING_EVENTS} pending events`;
  if (emitted.dropped === 0) return { type: 'webhook', ok: true, detail: 'event queued' };
  if (emitted.queued === 0)
    return {
      type: 'webhook',
      ok: false,
      detail: emitted.dropped === 1 ? full : `${full} (${emitted.dropped} webhooks)`,
    };
  return {
    type: 'webhook',
    ok: false,
    detail: `event queued for ${emitted.queued} webhooks; ${full.replace('the webhook', `${emitted.dropped} of them`)}`,
  };
}
