import { useEffect, useState, useSyncExternalStore } from 'react';
import { NavLink } from 'react-router';
import { messageOf } from '../api/errors';
import { run } from '../api/hooks';
import { subscribe } from '../api/live';
import {
  MarkAllNotificationsReadDocument,
  MarkNotificationReadDocument,
  NotificationAddedDocument,
  NotificationsDocument,
  NotificationsUnreadCountDocument,
  type NotificationFieldsFragment,
} from '../generated/graphql';
import { useT } from '../i18n';
import { localTime } from '../ui/format';
import { DataTable } from '../ui/table';
import { NotificationBody } from '../ui/notification-link';

/**
 * The member's unread count, shared by the top-bar badge and the list: read from the API, raised
 * by each notification_added message, read again after marking.
 */
let unread = 0;
const listeners = new Set<() => void>();
const added = new Set<(n: NotificationFieldsFragment) => void>();
function setUnread(count: number) {
  unread = count;
  for (const listener of listeners) listener();
}
function refreshUnread() {
  run(NotificationsUnreadCountDocument, {}).then(
    (d) => setUnread(d.notifications_unread_count.unread),
    () => undefined,
  );
}

/** Top bar: the unread count, live (subscription notification_added), a link to the list. */
export function NotificationBadge() {
  const count = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => unread,
  );
  const { t } = useT('notifications');
  useEffect(() => {
    refreshUnread();
    return subscribe(NotificationAddedDocument, {}, (data) => {
      setUnread(unread + (data.notification_added.read ? 0 : 1));
      for (const listener of added) listener(data.notification_added);
    });
  }, []);
  return (
    <NavLink to="/notifications" className="badge-link" aria-label={t('badge', { count })}>
      {t('nav.notifications')}{' '}
      <span className={count ? 'count on' : 'count'} data-testid="unread-count">
        {count}
      </span>
    </NavLink>
  );
}

/** The member's notifications, newest first; new ones appear live; mark one or all read. */
export function NotificationsScreen() {
  const { t } = useT('notifications');
  const [items, setItems] = useState<NotificationFieldsFragment[]>([]);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const load = () =>
    run(NotificationsDocument, { unread_only: unreadOnly, limit: 200 }).then(
      (d) => {
        setItems(d.notifications);
        setError(null);
      },
      (e) => setError(messageOf(e)),
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: load is remade each render; the list reloads when the unread filter changes
  useEffect(() => {
    void load();
    const onAdded = (n: NotificationFieldsFragment) => setItems((list) => [n, ...list.filter((i) => i.id !== n.id)]);
    added.add(onAdded);
    return () => void added.delete(onAdded);
  }, [unreadOnly]);
  const act = (action: () => Promise<unknown>) => () =>
    action().then(
      () => {
        refreshUnread();
        return load();
      },
      (e) => setError(messageOf(e)),
    );
  return (
    <section aria-labelledby="screen-title">
      <header className="screen-head">
        <h1 id="screen-title">{t('nav.notifications')}</h1>
        <span className="actions">
          <label className="field-check inline">
            <input type="checkbox" checked={unreadOnly} onChange={(e) => setUnreadOnly(e.target.checked)} />{' '}
            {t('unreadOnly')}
          </label>
          <button type="button" onClick={act(() => run(MarkAllNotificationsReadDocument, {}))}>
            {t('markAllRead')}
          </button>
        </span>
      </header>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <DataTable
        caption={t('nav.notifications')}
        empty={t('empty')}
        data={items}
        rowClassName={(n) => (n.read ? '' : 'unread')}
        columns={[
          { accessorKey: 'created_at', header: t('when'), cell: ({ getValue }) => localTime(getValue()) },
          {
            // The title and message are the server's words (shown as sent: docs/web.md).
            accessorKey: 'title',
            header: t('title'),
            cell: ({ row }) => (row.original.read ? row.original.title : <strong>{row.original.title}</strong>),
          },
          {
            accessorKey: 'body',
            header: t('message'),
            meta: { phone: false },
            cell: ({ row }) => <NotificationBody {...row.original} />,
          },
          {
            accessorKey: 'kind',
            header: t('kindColumn'),
            meta: { phone: false },
            cell: ({ getValue }) => (
              <span title={getValue()}>{t(`kind.${getValue()}`, { defaultValue: getValue() })}</span>
            ),
          },
          {
            id: 'read',
            header: t('read'),
            cell: ({ row }) =>
              row.original.read ? (
                <span className="muted">{t('readAt', { at: localTime(row.original.read_at) })}</span>
              ) : (
                <button
                  type="button"
                  className="secondary"
                  onClick={act(() => run(MarkNotificationReadDocument, { id: row.original.id }))}
                  aria-label={t('markReadNamed', { title: row.original.title })}
                >
                  {t('markRead')}
                </button>
              ),
          },
        ]}
      />
    </section>
  );
}
