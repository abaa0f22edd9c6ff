import type { AppServices } from '../services/context';
import { Rule } from '../entities/rule.entity';
import { notificationKey, notifyMembers, NOTIFICATION_TOPIC } from '../services/notifications/notifications';
import { evaluateRuleTick, tickOf, type RuleEvaluationDeps } from '../services/rules/evaluate';
import { reportMetricsSource } from '../reports/rule-metrics';
import type { RuleMetricsSource } from '../services/rules/metric-source';
import { sharedWithinTick } from '../services/rules/shared-reports';
import { scopeFor } from '../services/catalogue/scope';
import { emitWebhookEvent } from '../services/webhooks/emit';
import { defineJob, EVERY_MINUTE_SWEEP } from './job';
import { enqueueMessengerAttempt } from './messenger-delivery';

export interface RuleTickJob {
  rule_id: string;
  tick: number;
}

/** One shared-answer report source per runtime (rules of one tick share identical report queries). */
const metricSources = new WeakMap<AppServices, RuleMetricsSource>();

/** The evaluator's ports, bound to this process's services (webhooks, notifications, messenger, catalogue, report engine). */
export function ruleEvaluationDeps(services: AppServices): RuleEvaluationDeps {
  let metrics = metricSources.get(services);
  if (!metrics) {
    metrics = sharedWithinTick(reportMetricsSource(services.config, services.clock));
    metricSources.set(services, metrics);
  }
  return {
    em: () => services.orm.em.fork(),
    clock: services.clock,
    metrics,
    catalogue: (workspaceId) => scopeFor(services, workspaceId),
    channels: {
      webhook: async (event, rule, extra) => {
        const data = {
          rule_id: rule.id,
          rule_name: rule.name,
          workspace: rule.workspace_id,
          target_kind: event.target_kind,
          target_id: event.target_id,
          target_name: event.target_name,
          dry_run: event.dry_run,
          metrics: event.metrics,
        };
        const emitted =
          event.kind === 'fired'
            ? await emitWebhookEvent(services, rule.workspace_id, 'rule.fired', data, { eventId: event.id })
            : await emitWebhookEvent(
                services,
                rule.workspace_id,
                'rule.recovered',
                { ...data, ...extra },
                { eventId: event.id },
              );
        return emitted.event_id;
      },
      notify: (notification) =>
        notifyMembers(services.orm.em.fork(), notification, (row) =>
          services.pubSub.publish(NOTIFICATION_TOPIC, notificationKey(row.workspace_id, row.user_id), row),
        ),
      messenger: (job) => enqueueMessengerAttempt(services, { ...job, attempt: 1 }),
    },
  };
}

/**
 * One job per rule per schedule tick: the job id is the rule and the tick, so adding it again
 * while it exists is a no-op, and the evaluator's rule_ticks claim makes a second run (a retry,
 * a stalled job re-queued after a restart, a twin add after the first finished) do nothing.
 */
export const ruleEvaluateJob = defineJob<RuleTickJob>({
  name: 'rule-evaluate',
  // Each holds report-pool connections (4 per process); more at once only queue behind them.
  concurrency: 4,
  retries: 3,
  backoffMs: 2000,
  timeoutMs: 5 * 60_000,
  async process(data, services) {
    return evaluateRuleTick(ruleEvaluationDeps(services), data.rule_id, data.tick);
  },
});

export function enqueueRuleTick(services: AppServices, job: RuleTickJob): Promise<string> {
  return services.jobs.add(ruleEvaluateJob, job, { id: `rule:${job.rule_id}:${job.tick}` });
}

/**
 * Every minute: a job for each enabled rule whose current tick (every_minutes) has not been
 * evaluated yet. Runs once per minute over all instances (periodic job id).
 */
export const ruleScheduleJob = defineJob<Record<string, never>>({
  name: 'rule-schedule',
  ...EVERY_MINUTE_SWEEP,
  async process(_data, services) {
    const now = services.clock();
    return { queued: await scheduleDueRules(services, now) };
  },
});

export async function scheduleDueRules(services: AppServices, now: Date): Promise<number> {
  const em = services.orm.em.fork();
  const rules = await em.find(Rule, { enabled: true }, { fields: ['id', 'every_minutes'] });
  if (rules.length === 0) return 0;
  const ticks = rules.map((rule) => ({ rule_id: rule.id, tick: tickOf(now, rule.every_minutes) }));
  const { rows } = await em.getKnex().raw(
    `select t.rule_id from unnest(string_to_array(?, ',')::uuid[], string_to_array(?, ',')::bigint[]) as t(rule_id, tick)
     where not exists (select 1 from rule_ticks r where r.rule_id = t.rule_id and r.tick = t.tick and r.finished_at is not null)`,
    [ticks.map((t) => t.rule_id).join(','), ticks.map((t) => t.tick).join(',')],
  );
  const due = new Set((rows as { rule_id: string }[]).map((row) => row.rule_id));
  const queued = ticks.filter((tick) => due.has(tick.rule_id));
  for (let i = 0; i < queued.length; i += 100)
    await Promise.all(queued.slice(i, i + 100).map((tick) => enqueueRuleTick(services, tick)));
  return queued.length;
}
