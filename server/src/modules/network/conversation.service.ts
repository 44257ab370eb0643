import type { EntityManager, FilterQuery, QueryOrderMap } from '@mikro-orm/postgresql';
import { scope } from '../../policies/policy.js';
import { findPage } from '../../shared/entity-page.js';
import { ForbiddenError, NotFoundError } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import type { Page, PageRequest } from '../../shared/paging.js';
import { unitOfWork } from '../../shared/unit-of-work.js';
import { parseInput } from '../../shared/validation.js';
import { User } from '../accounts/user.entity.js';
import type { IdempotencyService } from '../idempotency/idempotency.service.js';
import { NotificationKind } from '../notifications/notification.entity.js';
import type { NotificationService } from '../notifications/notification.service.js';
import { type ArtistCardView, readArtistCard } from './artist-cards.js';
import { DirectMessage } from './direct-message.entity.js';
import { messageSchema } from './network.inputs.js';
import { presentMessage } from './network.presenter.js';

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
