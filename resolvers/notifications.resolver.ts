import { Arg, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { AppContext } from '../services/context';
import { MarkedReadType, NotificationType, UnreadCountType } from '../schema/notifications.types';
import { UuidScalar } from '../schema/scalars';
import { requirePrincipal } from '../services/access/require';
import {
  listNotifications,
  markAllRead,
  markRead,
  notificationKey,
  NOTIFICATION_TOPIC,
  unreadCount,
  type NotificationRow,
} from '../services/notifications/notifications';

export function notificationView(row: NotificationRow): NotificationType {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    data: row.data,
    read: row.read_at !== null,
    read_at: row.read_at === null ? null : new Date(row.read_at),
    created_at: new Date(row.created_at),
  };
}

/**
 * The caller's own in-app notifications in the active workspace: any member reads and marks
 * their own (no permission kind; docs/permissions.md), nobody sees another member's.
 */
@Resolver()
export class NotificationsResolver {
  @Query(() => [NotificationType], {
    description: "The caller's notifications, newest first. limit 1 to 500, default 50.",
  })
  async notifications(
    @Ctx() ctx: AppContext,
    @Arg('unread_only', () => Boolean, { nullable: true }) unreadOnly: boolean | null,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
  ): Promise<NotificationType[]> {
    const principal = requirePrincipal(ctx);
    return (
      await listNotifications(ctx.em, principal.workspace_id, principal.user_id, { unread_only: unreadOnly, limit })
    ).map(notificationView);
  }

  @Query(() => UnreadCountType)
  async notifications_unread_count(@Ctx() ctx: AppContext): Promise<UnreadCountType> {
    const principal = requirePrincipal(ctx);
    return { unread: await unreadCount(ctx.em, principal.workspace_id, principal.user_id) };
  }

  @Mutation(() => NotificationType)
  async mark_notification_read(
    @Ctx() ctx: AppContext,
    @Arg('id', () => UuidScalar) id: string,
  ): Promise<NotificationType> {
    const principal = requirePrincipal(ctx);
    return notificationView(
      await markRead(ctx.em, principal.workspace_id, principal.user_id, id, ctx.services.clock()),
    );
  }

  @Mutation(() => MarkedReadType)
  async mark_all_notifications_read(@Ctx() ctx: AppContext): Promise<MarkedReadType> {
    const principal = requirePrincipal(ctx);
    return { marked: await markAllRead(ctx.em, principal.workspace_id, principal.user_id, ctx.services.clock()) };
  }

  @Subscription(() => NotificationType, {
    description: 'Each new notification of the caller in the active workspace, as it is created (any instance).',
    subscribe: ({ context }) => {
      const ctx = context as AppContext;
      const principal = requirePrincipal(ctx);
      return ctx.services.pubSub.subscribe(
        NOTIFICATION_TOPIC,
        notificationKey(principal.workspace_id, principal.user_id),
      );
    },
  })
  notification_added(@Root() row: NotificationRow): NotificationType {
    return notificationView(row);
  }
}
