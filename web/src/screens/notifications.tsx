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
import { localTime } from '../ui/format';
import { DataTable } from '../ui/table';

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
  useEffect(() => {
    refreshUnread();
    return subscribe(NotificationAddedDocument, {}, (data) => {
      setUnread(unread + (data.notification_added.read ? 0 : 1));
      for (const listener of added) listener(data.notification_added);
    });
  }, []);
  return (
    <NavLink to="/notifications" className="badge-link" aria-label={`Notifications: ${count} unread`}>
      Notifications{' '}
      <span className={count ? 'count on' : 'count'} data-testid="unread-count">
        {count}
      </span>
    </NavLink>
  );
}

/** The member's notifications, newest first; new ones appear live; mark one or all read. */
export function NotificationsScreen() {
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
        <h1 id="screen-title">Notifications</h1>
        <span className="actions">
          <label className="field-check inline">
            <input type="checkbox" checked={unreadOnly} onChange={(e) => setUnreadOnly(e.target.checked)} /> Unread only
          </label>
          <button type="button" onClick={act(() => run(MarkAllNotificationsReadDocument, {}))}>
            Mark all read
          </button>
        </span>
      </header>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <DataTable
        caption="Notifications"
        empty="No notifications."
        data={items}
        rowClassName={(n) => (n.read ? '' : 'unread')}
        columns={[
          { accessorKey: 'created_at', header: 'When', cell: ({ getValue }) => localTime(getValue()) },
          {
            accessorKey: 'title',
            header: 'Title',
            cell: ({ row }) => (row.original.read ? row.original.title : <strong>{row.original.title}</strong>),
          },
          { accessorKey: 'body', header: 'Message' },
          { accessorKey: 'kind', header: 'Kind' },
          {
            id: 'read',
            header: 'Read',
            cell: ({ row }) =>
              row.original.read ? (
                <span className="muted">read {localTime(row.original.read_at)}</span>
              ) : (
                <button
                  type="button"
                  className="secondary"
                  onClick={act(() => run(MarkNotificationReadDocument, { id: row.original.id }))}
                  aria-label={`Mark "${row.original.title}" read`}
                >
                  Mark read
                </button>
              ),
          },
        ]}
      />
    </section>
  );
}
