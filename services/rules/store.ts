import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';

/**
 * Rule bookkeeping in SQL: the per-tick claim, the state of each (rule, target) and the history
 * of firings and recoveries. Every write is keyed so that running a tick again (bee-queue
 * delivers at least once; a worker may die half-way) repeats nothing.
 */
export type TargetState = 'ok' | 'fired' | 'recovered';

export interface StateRow {
  target_key: string;
  state: TargetState;
  changed_at: Date;
  undo: UndoStep[];
}

/** What a firing changed on a target, so that `revert` on recovery can put it back. */
export type UndoStep =
  | { type: 'pause_campaign'; campaign_id: string }
  | { type: 'disable_flow'; flow_id: string }
  | { type: 'remove_from_rotation'; flow_id: string; entity: 'landing' | 'offer'; id: string; weight: number }
  | {
      type: 'block_value';
      flow_id: string;
      filter: { type: 'sub_id'; sub_id: number } | { type: 'param'; name: string };
      value: string;
    };

export interface ActionResult {
  type: string;
  ok: boolean;
  detail: string;
}

export interface RuleEventRow {
  id: string;
  rule_id: string;
  workspace_id: string;
  tick: string;
  kind: 'fired' | 'recovered';
  target_key: string;
  target_kind: string;
  target_id: string;
  target_name: string;
  dry_run: boolean;
  metrics: Record<string, number | null>;
  actions: ActionResult[];
  actions_done: boolean;
  at: Date;
}

/** A claim left unfinished this long (its worker died) may be taken over by another run. */
export const TICK_LEASE_MS = 5 * 60_000;

const knexOf = (em: EntityManager) => em.getKnex();

/**
 * Claims the evaluation of one rule for one tick: true for exactly one run, unless a claim was
 * left unfinished past its lease (then the next run takes it over and counts the run).
 */
export async function claimTick(
  em: EntityManager,
  ruleId: string,
  workspaceId: string,
  tick: number,
  now: Date,
): Promise<boolean> {
  const { rows } = await knexOf(em).raw(
    `insert into rule_ticks (rule_id, tick, workspace_id, started_at) values (?, ?, ?, ?)
     on conflict (rule_id, tick) do update set started_at = excluded.started_at, runs = rule_ticks.runs + 1
       where rule_ticks.finished_at is null and rule_ticks.started_at < ?
     returning runs`,
    [ruleId, tick, workspaceId, now, new Date(now.getTime() - TICK_LEASE_MS)],
  );
  return rows.length === 1;
}

export async function finishTick(
  em: EntityManager,
  ruleId: string,
  tick: number,
  now: Date,
  figures: { targets: number; fired: number; recovered: number; duration_ms: number },
): Promise<void> {
  await knexOf(em).raw(
    'update rule_ticks set finished_at = ?, targets = ?, fired = ?, recovered = ?, duration_ms = ? where rule_id = ? and tick = ?',
    [now, figures.targets, figures.fired, figures.recovered, figures.duration_ms, ruleId, tick],
  );
  await knexOf(em).raw('update rules set last_evaluated_at = ? where id = ?', [now, ruleId]);
}

export async function loadStates(em: EntityManager, ruleId: string): Promise<Map<string, StateRow>> {
  const { rows } = await knexOf(em).raw(
    'select target_key, state, changed_at, undo from rule_target_states where rule_id = ?',
    [ruleId],
  );
  return new Map((rows as StateRow[]).map((row) => [row.target_key, row]));
}

/** Silent move of a recovered target back to ok (its cooldown is over). */
export async function settleState(em: EntityManager, ruleId: string, targetKey: string, now: Date): Promise<void> {
  await knexOf(em).raw(
    `update rule_target_states set state = 'ok', changed_at = ?, undo = '[]' where rule_id = ? and target_key = ? and state = 'recovered'`,
    [now, ruleId, targetKey],
  );
}

export interface Transition {
  kind: 'fired' | 'recovered';
  target_key: string;
  target_kind: string;
  target_id: string;
  target_name: string;
  dry_run: boolean;
  metrics: Record<string, number | null>;
}

/**
 * Records a firing or recovery and the target's new state in one transaction. Returns the event,
 * or null when this tick already recorded it (a re-run: its event is finished by finishPending).
 */
export async function recordTransition(
  em: EntityManager,
  rule: { id: string; workspace_id: string },
  tick: number,
  transition: Transition,
  now: Date,
): Promise<RuleEventRow | null> {
  return knexOf(em).transaction(async (trx) => {
    const { rows } = await trx.raw(
      `insert into rule_events (id, rule_id, workspace_id, tick, kind, target_key, target_kind, target_id,
        target_name, dry_run, metrics, at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?)
       on conflict (rule_id, target_key, tick) do nothing
       returning *`,
      [
        randomUUID(),
        rule.id,
        rule.workspace_id,
        tick,
        transition.kind,
        transition.target_key,
        transition.target_kind,
        transition.target_id,
        transition.target_name,
        transition.dry_run,
        JSON.stringify(transition.metrics),
        now,
      ],
    );
    if (rows.length === 0) return null;
    const state: TargetState = transition.kind === 'fired' ? 'fired' : 'recovered';
    await trx.raw(
      `insert into rule_target_states (rule_id, target_key, workspace_id, state, changed_at) values (?, ?, ?, ?, ?)
       on conflict (rule_id, target_key) do update set state = excluded.state, changed_at = excluded.changed_at`,
      [rule.id, transition.target_key, rule.workspace_id, state, now],
    );
    return rows[0] as RuleEventRow;
  });
}

/** Events of the rule whose actions have not all run (a worker died after recording them). */
export async function pendingEvents(em: EntityManager, ruleId: string): Promise<RuleEventRow[]> {
  const { rows } = await knexOf(em).raw(
    'select * from rule_events where rule_id = ? and not actions_done order by at',
    [ruleId],
  );
  return rows as RuleEventRow[];
}

export async function completeEvent(em: EntityManager, eventId: string, results: ActionResult[]): Promise<void> {
  await knexOf(em).raw('update rule_events set actions = ?::jsonb, actions_done = true where id = ?', [
    JSON.stringify(results),
    eventId,
  ]);
}

export async function setUndo(em: EntityManager, ruleId: string, targetKey: string, undo: UndoStep[]): Promise<void> {
  await knexOf(em).raw('update rule_target_states set undo = ?::jsonb where rule_id = ? and target_key = ?', [
    JSON.stringify(undo),
    ruleId,
    targetKey,
  ]);
}

export async function stateOf(em: EntityManager, ruleId: string, targetKey: string): Promise<StateRow | null> {
  const { rows } = await knexOf(em).raw(
    'select target_key, state, changed_at, undo from rule_target_states where rule_id = ? and target_key = ?',
    [ruleId, targetKey],
  );
  return (rows[0] as StateRow) ?? null;
}

/** Firings and recoveries of a rule, newest first. */
export async function ruleHistory(em: EntityManager, ruleId: string, limit: number): Promise<RuleEventRow[]> {
  const { rows } = await knexOf(em).raw('select * from rule_events where rule_id = ? order by at desc, id limit ?', [
    ruleId,
    limit,
  ]);
  return rows as RuleEventRow[];
}

export async function ruleStates(em: EntityManager, ruleId: string): Promise<StateRow[]> {
  const { rows } = await knexOf(em).raw(
    'select target_key, state, changed_at, undo from rule_target_states where rule_id = ? order by changed_at desc',
    [ruleId],
  );
  return rows as StateRow[];
}
