import type { AppServices } from '../services/context';
import { notificationKey, notifyMembers, NOTIFICATION_TOPIC } from '../services/notifications/notifications';
import type { RuleEvaluationDeps } from '../services/rules/evaluate';
import { reportMetricsSource } from '../reports/rule-metrics';
import type { RuleMetricsSource } from '../services/rules/metric-source';
import { sharedWithinTick } from '../services/rules/shared-reports';
import { scopeFor } from '../services/catalogue/scope';
import { emitWebhookEvent } from '../services/webhooks/emit';
import { enqueueMessengerAttempt } from '../services/alerts/queue';

/**
 * The auto-rules evaluator's ports, bound to this process's services (webhooks, notifications,
 * messenger, catalogue, report engine): `services.ruleEvaluation`. One shared-answer report source
 * per runtime (rules of one tick share identical report queries), made on the first evaluation.
 */
export function ruleEvaluationDeps(services: AppServices): RuleEvaluationDeps {
  let shared: RuleMetricsSource | undefined;
  return {
    em: () => services.orm.em.fork(),
    clock: services.clock,
    metrics: (workspaceId, query, share) => {
      shared ??= sharedWithinTick(reportMetricsSource(services, services.clock));
      return shared(workspaceId, query, share);
    },
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
        return { queued: emitted.queued, dropped: emitted.dropped };
      },
      notify: (notification) =>
        notifyMembers(services.orm.em.fork(), notification, (row) =>
          services.pubSub.publish(NOTIFICATION_TOPIC, notificationKey(row.workspace_id, row.user_id), row),
        ),
      messenger: (job) => enqueueMessengerAttempt(services, { ...job, attempt: 1 }),
    },
  };
}
