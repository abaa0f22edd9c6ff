import type { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestError, NotFoundError } from '../errors';

/** An in-app notification of one workspace member (spec: Notification). */
export interface NotificationRow {
  id: string;
  workspace_id: string;
  user_id: string;
  source_event_id: string;
  kind: string;
  title: string;
  body: string;
  data: Record<string, unknown>;
  read_at: Date | null;
  created_at: Date;
}

export interface NewNotification {
  workspace_id: string;
  /** The fact it announces (a rule event); one notification per member and fact, however often this runs. */
  source_event_id: string;
  kind: string;
  title: string;
  body: string;
  data: Record<string, unknown>;
  created_at: Date;
}

/** Pushes a created notification to its member's live connections (the GraphQL layer's topic). */
export type PublishNotification = (notification: NotificationRow) => void;

/** The pub/sub topic and key one member's notifications travel on. */
export const NOTIFICATION_TOPIC = 'NOTIFICATION_ADDED';
export function notificationKey(workspaceId: string, userId: string): string {
  return `${workspaceId}:${userId}`;
}

/**
 * Creates the notification for every current member of the workspace and pushes each to its
 * member. Idempotent per (fact, member): a re-run creates and pushes nothing twice.
 */
export async function notifyMembers(
  em: EntityManager,
  notification: NewNotification,
  publish: PublishNotification,
): Promise<number> {
  const { rows } = await em.getKnex().raw(
    `insert into notifications (id, workspace_id, user_id, source_event_id, kind, title, body, data, created_at)
     select gen_random_uuid(), m.workspace_id, m.user_id, ?, ?, ?, ?, ?::jsonb, ? from memberships m where m.workspace_id = ?
     on conflict (source_event_id, user_id) do nothing
     returning *`,
    [
      notification.source_event_id,
      notification.kind,
      notification.title,
      notification.body,
      JSON.stringify(notification.data),
      notification.created_at,
      notification.workspace_id,
    ],
  );
  for (const row of rows as NotificationRow[]) publish(row);
  return rows.length;
}

export async function listNotifications(
  em: EntityManager,
  workspaceId: string,
  userId: string,
  options: { unread_only?: boolean | null; limit?: number | null },
): Promise<NotificationRow[]> {
  const limit = options.limit ?? 50;
  if (!Number.isInteger(limit) || limit < 1 || limit > 500)
    throw new BadRequestError('limit must be an integer from 1 to 500');
  const { rows } = await em
    .getKnex()
    .raw(
      `select * from notifications where workspace_id = ? and user_id = ? ${
        options.unread_only ? 'and read_at is null' : ''
      } order by created_at desc, id limit ?`,
      [workspaceId, userId, limit],
    );
  return rows as NotificationRow[];
}

export async function unreadCount(em: EntityManager, workspaceId: string, userId: string): Promise<number> {
  const { rows } = await em
    .getKnex()
    .raw('select count(*)::int as n from notifications where workspace_id = ? and user_id = ? and read_at is null', [
      workspaceId,
      userId,
    ]);
  return rows[0].n as number;
}

/** Marks one of the caller's notifications read (404 for anyone else's); reading twice keeps the first time. */
export async function markRead(
  em: EntityManager,
  workspaceId: string,
  userId: string,
  id: string,
  now: Date,
): Promise<NotificationRow> {
  const { rows } = await em
    .getKnex()
    .raw(
      'update notifications set read_at = coalesce(read_at, ?) where id = ? and workspace_id = ? and user_id = ? returning *',
      [now, id, workspaceId, userId],
    );
  if (rows.length === 0) throw new NotFoundError('notification not found');
  return rows[0] as NotificationRow;
}

/** Marks all the caller's unread notifications of the workspace read; answers how many. */
export async function markAllRead(em: EntityManager, workspaceId: string, userId: string, now: Date): Promise<number> {
  const { rows } = await em
    .getKnex()
    .raw(
      'update notifications set read_at = ? where workspace_id = ? and user_id = ? and read_at is null returning id',
      [now, workspaceId, userId],
    );
  return rows.length;
}
