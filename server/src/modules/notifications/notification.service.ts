import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { scope } from '../../policies/policy.js';
import type { BoundStatement } from '../../shared/caller-sql.js';
import { NotFoundError } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { type KeysetList, readKeysetRows, readKeysetRowsBeside } from '../../shared/keyset-page.js';
import { mapPage, type Page, type PageRequest } from '../../shared/paging.js';
import { unitOfWork } from '../../shared/unit-of-work.js';
import {
  type ArtistCardView,
  type CardRow,
  presentCard,
  readArtistCardsById,
} from '../network/artist-cards.js';
import { Notification, NotificationKind } from './notification.entity.js';
import { NOTIFICATION_LIST_SQL, NOTIFY_SQL, UNREAD_COUNT_SQL } from './notification.sql.js';

const PREVIEW_LENGTH = 140;

/** A CONNECTION notification's preview: the actor asked to connect, or accepted the recipient's request. */
export const CONNECTION_REQUESTED = '';
export const CONNECTION_ACCEPTED = 'accepted';

export interface NotificationEvent {
  recipientId: string;
  actorId: string;
  kind: NotificationKind;
  preview?: string;
}

export interface NotificationView {
  id: string;
  kind: NotificationKind;
  /** The artist who did it, as the recipient's network shows them. */
  actor: ArtistCardView;
  text: string;
  preview: string;
  eventCount: number;
  updatedAt: Date;
  read: boolean;
}

export interface NotificationInbox {
  unreadCount: number;
  /** Open tasks in today's plan from the chosen AI manager; 0 before one is chosen. */
  openTasksToday: number;
}

/** What the header asks of the inbox at once: each count, and a page of notifications. */
export interface InboxRequest {
  unreadCount: boolean;
  openTasksToday: boolean;
  page?: PageRequest;
}

/** What was asked of `InboxRequest`; null where it was not asked. */
export interface InboxAnswer {
  unreadCount: number | null;
  openTasksToday: number | null;
  page: Page<NotificationView> | null;
}

/**
 * Counts the open tasks of the artist's plan for today. The manager module answers it, with a
 * statement the inbox runs inside its own and the count read from that statement's row.
 */
export interface OpenTaskCounter {
  statement(userId: string): BoundStatement;
  countFrom(em: EntityManager, userId: string, row: unknown): Promise<number>;
}

/** The inbox statement's one row beside the page. */
interface InboxCounts {
  unread_count?: number;
  open_tasks?: unknown;
}

/**
 * What the header's notifications show: events from other artists (connections and messages),
 * stored per recipient, plus the open tasks of today's plan.
 */
export class NotificationService {
  /** Open tasks in today's plan (the manager module counts them). */
  constructor(private readonly openTasks: OpenTaskCounter) {}

  /**
   * Records an event for its recipient in the caller's transaction. An unread notification of the
   * same kind from the same artist is refreshed instead, so a burst of messages stays one line.
   */
  async notify(em: EntityManager, event: NotificationEvent): Promise<void> {
    await em.execute(NOTIFY_SQL, [
      randomUUID(),
      event.recipientId,
      event.kind,
      event.actorId,
      previewOf(event.preview ?? ''),
    ]);
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

  /**
   * Marks read the caller's unread notification of this kind from this artist: the caller has
   * answered it (accepted their request to connect, say).
   */
  async settle(
    em: EntityManager,
    callerId: string,
    event: Pick<NotificationEvent, 'actorId' | 'kind'>,
  ): Promise<void> {
    await em.nativeUpdate(
      Notification,
      { ...scope(Notification, callerId, 'update'), actor: event.actorId, kind: event.kind, readAt: null },
      { readAt: new Date() },
    );
  }

  /** The counts the header shows, in one statement. */
  async inbox(em: EntityManager, userId: string): Promise<NotificationInbox> {
    const answer = await this.readInbox(em, userId, { unreadCount: true, openTasksToday: true });
    return { unreadCount: answer.unreadCount ?? 0, openTasksToday: answer.openTasksToday ?? 0 };
  }

  /**
   * What the header polls, in one statement: the counts asked for, beside the page asked for (the
   * header polls all three; as three statements they cost more than any plain list).
   */
  async readInbox(em: EntityManager, userId: string, wanted: InboxRequest): Promise<InboxAnswer> {
    const beside = this.countsStatement(userId, wanted);
    let counts: InboxCounts;
    let page: Page<NotificationView> | null = null;
    if (wanted.page) {
      const read = await readKeysetRowsBeside<InboxCounts>(em, this.list(userId), wanted.page, beside);
      counts = read.beside;
      page = mapPage(read.page, (row) => presentRow(em, row as unknown as NotificationViewRow));
    } else {
      [counts = {}] = await em.execute<InboxCounts[]>(beside.sql, [...beside.params]);
    }
    return {
      unreadCount: wanted.unreadCount ? Number(counts.unread_count ?? 0) : null,
      openTasksToday: wanted.openTasksToday
        ? await this.openTasks.countFrom(em, userId, counts.open_tasks ?? undefined)
        : null,
      page,
    };
  }

  /** The counts asked for as one row: `unread_count`, and the manager's row as `open_tasks`. */
  private countsStatement(userId: string, wanted: InboxRequest): BoundStatement {
    const columns: string[] = [];
    const params: unknown[] = [];
    if (wanted.unreadCount) {
      const unread = UNREAD_COUNT_SQL.bind(userId);
      columns.push(`(${unread.sql}) as unread_count`);
      params.push(...unread.params);
    }
    if (wanted.openTasksToday) {
      const open = this.openTasks.statement(userId);
      columns.push(`(select row_to_json(open_tasks) from (${open.sql}) as open_tasks) as open_tasks`);
      params.push(...open.params);
    }
    return { sql: `select ${columns.join(', ') || 'null as nothing'}`, params };
  }

  /** How many of the artist's notifications are unread. */
  async unreadCount(em: EntityManager, userId: string): Promise<number> {
    return (await this.readInbox(em, userId, { unreadCount: true, openTasksToday: false })).unreadCount ?? 0;
  }

  /** How many of today's tasks are open (see `OpenTaskCounter`). */
  async openTasksToday(em: EntityManager, userId: string): Promise<number> {
    return (
      (await this.readInbox(em, userId, { unreadCount: false, openTasksToday: true })).openTasksToday ?? 0
    );
  }

  /**
   * A page of the artist's notifications, the latest first. Paged by keyset in SQL: `updated_at` is
   * set by the database to the microsecond, finer than a JavaScript date (and a MikroORM cursor) holds.
   */
  async notifications(
    em: EntityManager,
    userId: string,
    request: PageRequest,
  ): Promise<Page<NotificationView>> {
    const page = await readKeysetRows(em, this.list(userId), request);
    return mapPage(page, (row) => presentRow(em, row as unknown as NotificationViewRow));
  }

  private list(userId: string): KeysetList {
    return { ...NOTIFICATION_LIST_SQL.bind(userId), keys: ['bigint', 'uuid'] };
  }

  /** One of the artist's notifications; another artist's answers NOT_FOUND. */
  async findNotification(
    em: EntityManager,
    userId: string,
    notificationId: string,
  ): Promise<NotificationView> {
    const [view] = await presentAll(em, userId, [await this.ownNotification(em, userId, notificationId)]);
    return view as NotificationView;
  }

  /** Marks one of the artist's notifications read; another artist's answers NOT_FOUND. */
  async markRead(em: EntityManager, userId: string, notificationId: string): Promise<NotificationView> {
    const notification = await unitOfWork(em, async (tx) => {
      const own = await this.ownNotification(tx, userId, notificationId);
      own.readAt ??= new Date();
      return own;
    });
    const [view] = await presentAll(em, userId, [notification]);
    return view as NotificationView;
  }

  private async ownNotification(em: EntityManager, userId: string, notificationId: string) {
    const notification = isUuid(notificationId)
      ? await em.findOne(Notification, { id: notificationId, ...scope(Notification, userId) })
      : null;
    if (!notification) throw new NotFoundError('Notification not found.');
    return notification;
  }

  /** Marks every unread notification read; answers how many there were. */
  async markAllRead(em: EntityManager, userId: string): Promise<number> {
    return em.nativeUpdate(
      Notification,
      { ...scope(Notification, userId, 'update'), readAt: null },
      { readAt: new Date() },
    );
  }

  /** Marks read what an artist has seen by opening their conversation with another. */
  async markConversationRead(em: EntityManager, userId: string, otherId: string): Promise<void> {
    await em.nativeUpdate(
      Notification,
      {
        ...scope(Notification, userId, 'update'),
        actor: otherId,
        kind: NotificationKind.MESSAGE,
        readAt: null,
      },
      { readAt: new Date() },
    );
  }
}

function previewOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH - 1)}…` : flat;
}

/** Notifications with their actors as the recipient's network shows them, in one query for the actors. */
async function presentAll(
  em: EntityManager,
  userId: string,
  notifications: Notification[],
): Promise<NotificationView[]> {
  const actors = await readArtistCardsById(
    em,
    userId,
    notifications.map((notification) => notification.actor.id),
  );
  return notifications.map((notification) => {
    const actor = actors.get(notification.actor.id);
    if (!actor) throw new Error(`Notification ${notification.id} has no actor.`);
    return {
      id: notification.id,
      kind: notification.kind,
      actor,
      text: describe(notification.kind, actor.artistName, notification.eventCount, notification.preview),
      preview: shownPreview(notification.kind, notification.preview),
      eventCount: notification.eventCount,
      updatedAt: notification.updatedAt,
      read: notification.readAt !== null,
    };
  });
}

interface NotificationViewRow extends CardRow {
  notification_id: string;
  kind: NotificationKind;
  preview: string;
  event_count: number;
  /** As the driver hands it over (a string); parsed as MikroORM parses the entity's. */
  updated_at: string;
  read: boolean;
}

/** A row of NOTIFICATION_LIST_SQL as the notification it shows. */
function presentRow(em: EntityManager, row: NotificationViewRow): NotificationView {
  const actor = presentCard(row);
  return {
    id: row.notification_id,
    kind: row.kind,
    actor,
    text: describe(row.kind, actor.artistName, row.event_count, row.preview),
    preview: shownPreview(row.kind, row.preview),
    eventCount: row.event_count,
    updatedAt: em.getPlatform().parseDate(row.updated_at) as Date,
    read: row.read,
  };
}

/** An invitation's or a mention's preview is part of its text; a message's shows under it. */
function shownPreview(kind: NotificationKind, preview: string): string {
  return kind === NotificationKind.MESSAGE ? preview : '';
}

function describe(kind: NotificationKind, actorName: string, eventCount: number, preview: string): string {
  if (kind === NotificationKind.CONNECTION) {
    return preview === CONNECTION_ACCEPTED
      ? `${actorName} accepted your connection request`
      : `${actorName} wants to connect with you`;
  }
  // The latest invitation (or change of role) from this artist; projectInvitations lists them all.
  if (kind === NotificationKind.PROJECT_INVITATION) return `${actorName} invited you to ${preview}`;
  // The latest mention by this artist.
  if (kind === NotificationKind.COMMENT_MENTION) return `${actorName} mentioned you on ${preview}`;
  return eventCount > 1 ? `${actorName} sent you ${eventCount} messages` : `${actorName} sent you a message`;
}
