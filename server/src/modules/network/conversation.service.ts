import type { EntityManager, FilterQuery, QueryOrderMap } from '@mikro-orm/postgresql';
import { scope } from '../../policies/policy.js';
import { executeForCaller } from '../../shared/caller-sql.js';
import { findPage } from '../../shared/entity-page.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import type { Page, PageRequest } from '../../shared/paging.js';
import { unitOfWork } from '../../shared/unit-of-work.js';
import { parseInput } from '../../shared/validation.js';
import { User } from '../accounts/user.entity.js';
import type { IdempotencyService } from '../idempotency/idempotency.service.js';
import { NotificationKind } from '../notifications/notification.entity.js';
import type { NotificationService } from '../notifications/notification.service.js';
import { type ArtistCardView, readArtistCard, readArtistCardsById } from './artist-cards.js';
import { DirectMessage } from './direct-message.entity.js';
import { messageSchema } from './network.inputs.js';
import { presentMessage } from './network.presenter.js';
import { RECENT_CONVERSATIONS_SQL } from './network.sql.js';

export interface DirectMessageView {
  id: string;
  body: string;
  sentAt: Date;
  fromMe: boolean;
}

export interface ConversationView {
  artist: ArtistCardView;
  /** Messages can be sent once the connection is mutual. */
  canMessage: boolean;
}

/** A conversation as the list of them shows it: with whom, the latest message, what is unread. */
export interface ConversationSummaryView {
  artist: ArtistCardView;
  latestMessage: DirectMessageView;
  /** The other artist's messages the viewer has not read. */
  unreadCount: number;
}

/** How many conversations My Network lists unless the client asks otherwise, and the most it may ask. */
export const RECENT_CONVERSATION_COUNT = 10;
export const MAX_RECENT_CONVERSATIONS = 50;

interface ConversationRow {
  artist_id: string;
  id: string;
  body: string;
  sent_at: Date;
  from_me: boolean;
  unread_count: number;
}

export function messagingClosed(artist: ArtistCardView): string {
  return `You can message ${artist.artistName} once you have both connected.`;
}

/** Conversations between two artists: open to read for both, open to write once they are connected both ways. */
export class ConversationService {
  constructor(
    private readonly notifications: NotificationService,
    private readonly idempotency: IdempotencyService,
  ) {}

  /** The conversation with another artist (its messages page on their own, `messages`). Reads only. */
  async openConversation(em: EntityManager, viewerId: string, artistId: string): Promise<ConversationView> {
    const artist = await readArtistCard(em, viewerId, artistId);
    return { artist, canMessage: artist.mutual };
  }

  /**
   * Marks what the other artist sent the viewer as read, with the notification about it: the open
   * conversation asks when it shows a message it has not marked yet. Harmless to repeat.
   */
  async markConversationRead(
    em: EntityManager,
    viewerId: string,
    artistId: string,
  ): Promise<ConversationView> {
    const conversation = await this.openConversation(em, viewerId, artistId);
    await unitOfWork(em, async (tx) => {
      await tx.nativeUpdate(
        DirectMessage,
        { sender: artistId, ...scope(DirectMessage, viewerId, 'update'), readAt: null },
        { readAt: new Date() },
      );
      await this.notifications.markConversationRead(tx, viewerId, artistId);
    });
    return conversation;
  }

  /** The viewer's conversations, the most recently active first (at most `count`). Reads only. */
  async recentConversations(
    em: EntityManager,
    viewerId: string,
    count: number,
  ): Promise<ConversationSummaryView[]> {
    if (!Number.isInteger(count) || count < 1 || count > MAX_RECENT_CONVERSATIONS) {
      throw new ValidationError(`first must be between 1 and ${MAX_RECENT_CONVERSATIONS}.`);
    }
    const rows = await executeForCaller<ConversationRow>(em, RECENT_CONVERSATIONS_SQL, viewerId, [count]);
    const cards = await readArtistCardsById(
      em,
      viewerId,
      rows.map((row) => row.artist_id),
    );
    return rows.flatMap((row) => {
      const artist = cards.get(row.artist_id);
      if (!artist) return [];
      const latestMessage = {
        id: row.id,
        body: row.body,
        sentAt: new Date(row.sent_at),
        fromMe: row.from_me,
      };
      return [{ artist, latestMessage, unreadCount: row.unread_count }];
    });
  }

  /** A page of the messages between the viewer and another artist, in the order they were sent. */
  async messages(
    em: EntityManager,
    viewerId: string,
    artistId: string,
    request: PageRequest,
  ): Promise<Page<DirectMessageView>> {
    const page = await findPage(em, DirectMessage, betweenThem(viewerId, artistId), inTimeOrder, request);
    const views = new Map(page.items.map((message) => [presentMessage(message, viewerId), message] as const));
    return {
      ...page,
      items: [...views.keys()],
      cursorOf: (view) => page.cursorOf(views.get(view) as DirectMessage),
    };
  }

  /** One message the viewer sent or received; any other id answers NOT_FOUND. */
  async findMessage(em: EntityManager, viewerId: string, messageId: string): Promise<DirectMessageView> {
    const message = isUuid(messageId)
      ? await em.findOne(DirectMessage, {
          id: messageId,
          ...scope(DirectMessage, viewerId),
        })
      : null;
    if (!message) throw new NotFoundError('Message not found.');
    return presentMessage(message, viewerId);
  }

  /**
   * Sends a message to a mutual connection; the recipient is notified in the same transaction. Under
   * an idempotency key, a retry answers the message sent the first time and notifies nobody again.
   */
  async sendMessage(
    em: EntityManager,
    viewerId: string,
    artistId: string,
    input: unknown,
    idempotencyKey?: string | null,
  ): Promise<DirectMessageView> {
    const { body } = parseInput(messageSchema, input);
    const sent = await this.idempotency.once(
      em,
      viewerId,
      { key: idempotencyKey, operation: 'sendDirectMessage', request: { artistId, body } },
      async (tx) => {
        const artist = await readArtistCard(tx, viewerId, artistId);
        if (!artist.mutual) throw new ForbiddenError(messagingClosed(artist));
        const message = new DirectMessage(
          tx.getReference(User, viewerId),
          tx.getReference(User, artistId),
          body,
        );
        tx.persist(message);
        await this.notifications.notify(tx, {
          recipientId: artistId,
          actorId: viewerId,
          kind: NotificationKind.MESSAGE,
          preview: body,
        });
        return message.id;
      },
    );
    const message = await em.findOne(DirectMessage, { id: sent.id, ...scope(DirectMessage, viewerId) });
    if (!message) throw new NotFoundError('Message not found.');
    return presentMessage(message, viewerId);
  }
}

const inTimeOrder: QueryOrderMap<DirectMessage>[] = [{ sentAt: 'asc' }, { id: 'asc' }];

function betweenThem(viewerId: string, artistId: string): FilterQuery<DirectMessage> {
  if (!isUuid(artistId)) throw new NotFoundError('Artist not found.');
  return {
    $or: [
      { sender: viewerId, recipient: artistId },
      { sender: artistId, recipient: viewerId },
    ],
  };
}
