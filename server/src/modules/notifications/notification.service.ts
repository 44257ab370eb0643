import { randomUUID } from 'node:crypto';
import { type EntityManager, QueryOrder } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { Notification, NotificationKind } from './notification.entity.js';

export const INBOX_SIZE = 20;
const PREVIEW_LENGTH = 140;

export interface NotificationEvent {
  recipientId: string;
  actorId: string;
  kind: NotificationKind;
  preview?: string;
}

export interface NotificationView {
  id: string;
  kind: NotificationKind;
  actorId: string;
  actorName: string;
  actorAvatar: string;
  text: string;
  preview: string;
  link: string;
  eventCount: number;
  updatedAt: Date;
  read: boolean;
}

export interface NotificationInbox {
  notifications: NotificationView[];
  unreadCount: number;
  /** Open tasks in today's plan from the chosen AI manager; 0 before one is chosen. */
  openTasksToday: number;
}

/** Counts the open tasks of the artist's plan for today (the manager module answers it). */
export type OpenTaskCounter = (em: EntityManager, userId: string) => Promise<number>;

/**
 * What the header's notifications show: events from other artists (connections and messages),
 * stored per recipient, plus the open tasks of today's plan.
 */
export class NotificationService {
  constructor(private readonly openTasksToday: OpenTaskCounter) {}

  /**
   * Records an event for its recipient in the caller's transaction. An unread notification of the
   * same kind from the same artist is refreshed instead, so a burst of messages stays one line.
   */
  async notify(em: EntityManager, event: NotificationEvent): Promise<void> {
    await em.execute(
      `insert into notifications (id, recipient_id, kind, actor_id, preview, event_count, updated_at)
       values (?, ?, ?, ?, ?, 1, now())
       on conflict (recipient_id, actor_id, kind) where read_at is null
       do update set preview = excluded.preview, event_count = notifications.event_count + 1,
                     updated_at = excluded.updated_at`,
      [randomUUID(), event.recipientId, event.kind, event.actorId, previewOf(event.preview ?? '')],
    );
  }

  /** Takes back an unread notification, e.g. when the artist who connected disconnects again. */
  async withdraw(em: EntityManager, event: Omit<NotificationEvent, 'preview'>): Promise<void> {
    await em.nativeDelete(Notification, {
      recipient: event.recipientId,
      actor: event.actorId,
      kind: event.kind,
      readAt: null,
    });
  }

  async inbox(em: EntityManager, userId: string): Promise<NotificationInbox> {
    const [notifications, unreadCount, openTasksToday] = await Promise.all([
      em.find(
        Notification,
        { recipient: userId },
        { populate: ['actor'], orderBy: { updatedAt: QueryOrder.DESC }, limit: INBOX_SIZE },
      ),
      em.fork().count(Notification, { recipient: userId, readAt: null }),
      this.openTasksToday(em.fork(), userId),
    ]);
    return { notifications: notifications.map(present), unreadCount, openTasksToday };
  }

  /** Marks one of the artist's notifications read; another artist's answers NOT_FOUND. */
  async markRead(em: EntityManager, userId: string, notificationId: string): Promise<NotificationView> {
    const notification = isUuid(notificationId)
      ? await em.findOne(Notification, { id: notificationId, recipient: userId }, { populate: ['actor'] })
      : null;
    if (!notification) throw new NotFoundError('Notification not found.');
    notification.readAt ??= new Date();
    await em.flush();
    return present(notification);
  }

  /** Marks every unread notification read; answers how many there were. */
  async markAllRead(em: EntityManager, userId: string): Promise<number> {
    return em.nativeUpdate(Notification, { recipient: userId, readAt: null }, { readAt: new Date() });
  }

  /** Marks read what an artist has seen by opening their conversation with another. */
  async markConversationRead(em: EntityManager, userId: string, otherId: string): Promise<void> {
    await em.nativeUpdate(
      Notification,
      { recipient: userId, actor: otherId, kind: NotificationKind.MESSAGE, readAt: null },
      { readAt: new Date() },
    );
  }
}

function previewOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH - 1)}…` : flat;
}

function present(notification: Notification): NotificationView {
  const { actor } = notification;
  return {
    id: notification.id,
    kind: notification.kind,
    actorId: actor.id,
    actorName: actor.artistName,
    actorAvatar: actor.avatar,
    text: describe(notification),
    preview: notification.preview,
    link: notification.kind === NotificationKind.MESSAGE ? `/app/network?chat=${actor.id}` : '/app/network',
    eventCount: notification.eventCount,
    updatedAt: notification.updatedAt,
    read: notification.readAt !== null,
  };
}

function describe({ kind, actor, eventCount }: Notification): string {
  if (kind === NotificationKind.CONNECTION) return `${actor.artistName} connected with you`;
  return eventCount > 1
    ? `${actor.artistName} sent you ${eventCount} messages`
    : `${actor.artistName} sent you a message`;
}
