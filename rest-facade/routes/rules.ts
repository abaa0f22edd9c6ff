import {
  AlertSettingsDocument,
  CreateRuleDocument,
  DeleteRuleDocument,
  MarkAllNotificationsReadDocument,
  MarkNotificationReadDocument,
  MessengerDeliveriesDocument,
  NotificationsDocument,
  NotificationsUnreadCountDocument,
  RuleDocument,
  RuleHistoryDocument,
  RulesDocument,
  RuleTargetsDocument,
  TestMessengerAlertDocument,
  UpdateAlertSettingsDocument,
  UpdateRuleDocument,
} from '../generated/graphql';
import type { FacadeRoute } from '../route';

/** Auto-rules, in-app notifications and the messenger alert channel (docs/rules.md). */
export const ruleRoutes: FacadeRoute[] = [
  { method: 'GET', path: '/rules', operation: RulesDocument, status: 200, summary: "The workspace's auto-rules", tag: 'rules' },
  { method: 'POST', path: '/rules', operation: CreateRuleDocument, status: 201, summary: 'Create a rule (the condition is checked on save: 400 with the position of the problem)', tag: 'rules' },
  { method: 'GET', path: '/rules/:id', operation: RuleDocument, status: 200, summary: 'One rule', tag: 'rules' },
  { method: 'PUT', path: '/rules/:id', operation: UpdateRuleDocument, status: 200, summary: 'Partial update of a rule', tag: 'rules' },
  { method: 'DELETE', path: '/rules/:id', operation: DeleteRuleDocument, status: 204, summary: 'Delete a rule with its states and history', tag: 'rules' },
  { method: 'GET', path: '/rules/:id/history', operation: RuleHistoryDocument, status: 200, summary: 'Firings and recoveries with their metric snapshots, newest first (query: limit 1–500, default 50)', tag: 'rules' },
  { method: 'GET', path: '/rules/:id/targets', operation: RuleTargetsDocument, status: 200, summary: 'State of each target the rule has moved (ok, fired, recovered)', tag: 'rules' },
  { method: 'GET', path: '/notifications', operation: NotificationsDocument, status: 200, summary: "The caller's in-app notifications, newest first (query: unread_only, limit 1–500)", tag: 'notifications' },
  { method: 'GET', path: '/notifications/unread-count', operation: NotificationsUnreadCountDocument, status: 200, summary: "Number of the caller's unread notifications", tag: 'notifications' },
  { method: 'POST', path: '/notifications/read-all', operation: MarkAllNotificationsReadDocument, status: 200, summary: "Mark all the caller's notifications read", tag: 'notifications' },
  { method: 'POST', path: '/notifications/:id/read', operation: MarkNotificationReadDocument, status: 200, summary: 'Mark one notification read', tag: 'notifications' },
  { method: 'GET', path: '/alert-settings', operation: AlertSettingsDocument, status: 200, summary: 'Messenger alert channel settings (the bot token only as a set flag)', tag: 'alerts' },
  { method: 'PUT', path: '/alert-settings', operation: UpdateAlertSettingsDocument, status: 200, summary: 'Partial update of the messenger settings (bot token write-only, null removes it)', tag: 'alerts' },
  { method: 'POST', path: '/alert-settings/test', operation: TestMessengerAlertDocument, status: 200, summary: "Send a test message and answer the messenger API's reply", tag: 'alerts' },
  { method: 'GET', path: '/alert-settings/deliveries', operation: MessengerDeliveriesDocument, status: 200, summary: 'Messenger alert attempts, newest first (query: limit 1–500)', tag: 'alerts' },
];
