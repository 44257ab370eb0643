import { type EntityManager, QueryOrder } from '@mikro-orm/postgresql';
import { ForbiddenError, NotFoundError } from '../../shared/errors.js';
import { parseInput } from '../../shared/validation.js';
import { User } from '../accounts/user.entity.js';
import type { IdempotencyService } from '../idempotency/idempotency.service.js';
import { NotificationKind } from '../notifications/notification.entity.js';
import type { NotificationService } from '../notifications/notification.service.js';
import { type ArtistCardView, readArtistCard } from './artist-cards.js';
import { DirectMessage } from './direct-message.entity.js';
import { messageSchema } from './network.inputs.js';

export const CONVERSATION_LENGTH = 100;

export interface DirectMessageView {
  id: string;
  body: string;
  sentAt: Date;
  fromMe: boolean;
}

export interface ConversationView {
  artist: ArtistCardView;
  /** The latest messages between the two, oldest first. */
  messages: DirectMessageView[];
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

  /** The conversation with another artist; opening it marks what they sent as read. */
  async openConversation(em: EntityManager, viewerId: string, artistId: string): Promise<ConversationView> {
    const artist = await readArtistCard(em, viewerId, artistId);
    const latest = await em.find(
      DirectMessage,
      {
        $or: [
          { sender: viewerId, recipient: artistId },
          { sender: artistId, recipient: viewerId },
        ],
      },
      { orderBy: { sentAt: QueryOrder.DESC, id: QueryOrder.DESC }, limit: CONVERSATION_LENGTH },
    );
    // The open dialog polls this: write only when something the other artist sent is still unread.
    const unread = latest.some((message) => message.sender.id === artistId && message.readAt === null);
    if (unread) await this.markRead(em, viewerId, artistId);
    return {
      artist,
      messages: latest.reverse().map((message) => present(message, viewerId)),
      canMessage: artist.mutual,
    };
  }

  private async markRead(em: EntityManager, viewerId: string, artistId: string): Promise<void> {
    await em.transactional(async (tx) => {
      await tx.nativeUpdate(
        DirectMessage,
        { sender: artistId, recipient: viewerId, readAt: null },
        { readAt: new Date() },
      );
      await this.notifications.markConversationRead(tx, viewerId, artistId);
    });
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
        await tx.flush();
        return message.id;
      },
    );
    const message = await em.findOne(DirectMessage, { id: sent.id, sender: viewerId });
    if (!message) throw new NotFoundError('Message not found.');
    return present(message, viewerId);
  }
}

function present(message: DirectMessage, viewerId: string): DirectMessageView {
  return {
    id: message.id,
    body: message.body,
    sentAt: message.sentAt,
    fromMe: message.sender.id === viewerId,
  };
}
