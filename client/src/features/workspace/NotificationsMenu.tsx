import type { ApolloCache } from '@apollo/client';
import { useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { NotificationKind } from '../../__generated__/types';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { notifyWhileHidden } from '../../lib/browser-notifications';
import { onFirstUse } from '../../lib/on-first-use';
import { useBrowserIdle } from '../../lib/use-browser-idle';
import {
  NotificationArrivedDocument,
  NotificationsDocument,
  type NotificationsQuery,
  PushNotificationsSettingDocument,
} from './NotificationsMenu.generated';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from './use-mark-notifications-read';

const timeFormat = onFirstUse(
  () => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
);

type Inbox = NotificationsQuery['notifications'];
type InboxNotification = Inbox['notifications']['nodes'][number];

/**
 * Where a notification leads: the conversation with the artist for a message, My Projects (where
 * invitations are answered) for an invitation or a mention, the artist's page for a connection.
 */
export function notificationPath(notification: { kind: NotificationKind; actor: { id: string } }): string {
  if (notification.kind === 'MESSAGE')
    return `/app/network?chat=${encodeURIComponent(notification.actor.id)}`;
  if (notification.kind === 'PROJECT_INVITATION') return '/app/projects';
  if (notification.kind === 'COMMENT_MENTION') return '/app/projects';
  return `/app/artists/${encodeURIComponent(notification.actor.id)}`;
}

/** What the browser is asked to show while the tab is hidden (Push notifications on): messages and mentions. */
const PUSHED_KINDS = new Set<NotificationKind>(['MESSAGE', 'COMMENT_MENTION']);

/** The header's notifications button: the unread count, and a panel listing what happened. */
export function NotificationsMenu() {
  // Asked once the browser is first idle: the screen's own query and rendering come first.
  const idle = useBrowserIdle();
  const { data, refetch } = useQuery(NotificationsDocument, { skip: !idle });
  // New ones arrive over the live socket (and everything on screen is fetched again after a reconnect).
  // The setting came with the artist (WorkspaceUser): read from the cache.
  const push = useQuery(PushNotificationsSettingDocument, { skip: !idle }).data?.settings.pushNotifications;
  const navigate = useNavigate();
  useSubscription(NotificationArrivedDocument, {
    skip: !idle,
    onData: ({ client, data: arrived }) => {
      void refetch();
      const notification = arrived.data?.notificationAdded;
      if (notification?.kind === 'CONNECTION') forgetWhereWeStand(client.cache, notification.actor.id);
      if (push && notification && PUSHED_KINDS.has(notification.kind)) {
        notifyWhileHidden('Backline', notification.text, notification.id, () =>
          navigate(notificationPath(notification)),
        );
      }
    },
  });
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  const container = useClosesOnOutsideClick(open, close);
  const unread = data?.notifications.unreadCount ?? 0;

  return (
    <div className="notifications" ref={container}>
      <Button
        variant="secondary"
        className="notifications-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        onClick={() => setOpen((shown) => !shown)}
      >
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="currentColor"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M12 2a6 6 0 0 0-6 6v3.6L4.3 15a1 1 0 0 0 .9 1.5h13.6a1 1 0 0 0 .9-1.5L18 11.6V8a6 6 0 0 0-6-6Zm0 20a3 3 0 0 0 2.8-2H9.2A3 3 0 0 0 12 22Z" />
        </svg>
        {unread > 0 && (
          <span className="notifications-count" aria-hidden="true">
            {unread}
          </span>
        )}
      </Button>
      {open && data && <NotificationsPanel id={panelId} inbox={data.notifications} onDone={close} />}
    </div>
  );
}

function NotificationsPanel({ id, inbox, onDone }: { id: string; inbox: Inbox; onDone: () => void }) {
  const navigate = useNavigate();
  const [markRead] = useMarkNotificationRead();
  const [markAllRead, markingAll] = useMarkAllNotificationsRead();

  // Marked read (and the count fetched again) before the panel closes and the next screen loads: left
  // to finish under a closing panel and a loading screen, the count could stay as it was.
  async function follow(notification: InboxNotification) {
    if (!notification.read) await markRead(notification.id).catch(() => undefined);
    onDone();
    navigate(notificationPath(notification));
  }

  const tasks = inbox.openTasksToday;
  return (
    <section id={id} className="notifications-panel panel" aria-label="Notifications">
      <div className="notifications-heading">
        <h2>Notifications</h2>
        {inbox.unreadCount > 0 && (
          <Button variant="secondary" disabled={markingAll.loading} onClick={() => void markAllRead()}>
            Mark all as read
          </Button>
        )}
      </div>
      {tasks > 0 && (
        <Link to="/app/ai-manager" className="notifications-tasks" onClick={onDone}>
          {tasks === 1 ? "1 task left in today's plan" : `${tasks} tasks left in today's plan`}
        </Link>
      )}
      {inbox.notifications.nodes.length === 0 ? (
        <p className="muted">No notifications yet.</p>
      ) : (
        <ul className="notifications-list">
          {inbox.notifications.nodes.map((notification) => (
            <li key={notification.id}>
              <button
                type="button"
                className={notification.read ? 'notification' : 'notification unread'}
                onClick={() => void follow(notification)}
              >
                <Avatar
                  avatar={notification.actor.avatar}
                  photo={notification.actor.avatarPhoto}
                  className="avatar small"
                />
                <span>
                  <span className="notification-text">
                    {notification.text}
                    {!notification.read && <span className="visually-hidden"> (unread)</span>}
                  </span>
                  {notification.preview && (
                    <span className="notification-preview">{notification.preview}</span>
                  )}
                  <time dateTime={notification.updatedAt}>
                    {timeFormat().format(new Date(notification.updatedAt))}
                  </time>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Closes the panel on a click outside it or on Escape, as menus do. */
function useClosesOnOutsideClick(open: boolean, close: () => void) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);
  return container;
}

/**
 * A connection event (a request, an acceptance) changes where the artist stands with its actor: the
 * fields saying so are dropped from the cache, and whatever screen shows them (their page, My Network)
 * fetches them again.
 */
function forgetWhereWeStand(cache: ApolloCache, artistId: string): void {
  const id = cache.identify({ __typename: 'Artist', id: artistId });
  if (!id) return;
  for (const fieldName of ['connected', 'connectsBack', 'mutual']) cache.evict({ id, fieldName });
  cache.gc();
}
