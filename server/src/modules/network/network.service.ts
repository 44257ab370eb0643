import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError, ValidationError } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { parseInput } from '../../shared/validation.js';
import { NotificationKind } from '../notifications/notification.entity.js';
import type { NotificationService } from '../notifications/notification.service.js';
import { type ArtistCardView, readArtistCard, readArtistCards } from './artist-cards.js';
import { Connection } from './connection.entity.js';
import { artistSearchSchema } from './network.inputs.js';

export const SEARCH_RESULTS = 20;
export const CANNOT_CONNECT_WITH_SELF = 'You cannot connect with yourself.';

export interface NetworkOverview {
  /** Artists the viewer has connected with, newest first. */
  connections: ArtistCardView[];
  /** Artists who have connected with the viewer and are waiting for a connection back. */
  requests: ArtistCardView[];
  connectionCount: number;
  /** Connections that are mutual: both artists have connected with each other. */
  mutualCount: number;
}

/**
 * The artists' network: a directed graph of connections. Connecting notifies the other artist;
 * a connection becomes mutual when they connect back.
 */
export class NetworkService {
  constructor(private readonly notifications: NotificationService) {}

  /** Other artists whose name contains the text, names that start with it first; blank finds none. */
  async searchArtists(em: EntityManager, viewerId: string, input: unknown): Promise<ArtistCardView[]> {
    const { name } = parseInput(artistSearchSchema, input);
    if (!name) return [];
    const contains = `%${escapeLike(name)}%`;
    return readArtistCards(
      em,
      viewerId,
      {
        where: `u.id <> ? and u.artist_name ilike ? escape '\\'`,
        orderBy: `u.artist_name ilike ? escape '\\' desc, lower(u.artist_name), u.id`,
        limit: SEARCH_RESULTS,
      },
      [viewerId, contains, `${escapeLike(name)}%`],
    );
  }

  async readNetwork(em: EntityManager, viewerId: string): Promise<NetworkOverview> {
    const [connections, requests] = await Promise.all([
      readArtistCards(
        em,
        viewerId,
        {
          from: 'join connections mine on mine.to_id = u.id and mine.from_id = ?',
          where: 'true',
          orderBy: 'mine.created_at desc, u.id',
        },
        [viewerId],
      ),
      readArtistCards(
        em.fork(),
        viewerId,
        {
          from: 'join connections theirs on theirs.from_id = u.id and theirs.to_id = ?',
          where: 'not exists (select 1 from connections back where back.from_id = ? and back.to_id = u.id)',
          orderBy: 'theirs.created_at desc, u.id',
        },
        [viewerId, viewerId],
      ),
    ]);
    return {
      connections,
      requests,
      connectionCount: connections.length,
      mutualCount: connections.filter((card) => card.mutual).length,
    };
  }

  /** Connects the viewer with another artist (again is harmless); the other artist is notified once. */
  async connect(em: EntityManager, viewerId: string, artistId: string): Promise<ArtistCardView> {
    if (artistId === viewerId) throw new ValidationError(CANNOT_CONNECT_WITH_SELF);
    await readArtistCard(em, viewerId, artistId);
    return em.transactional(async (tx) => {
      const inserted = await tx
        .createQueryBuilder(Connection)
        .insert({ from: viewerId, to: artistId })
        .onConflict(['from', 'to'])
        .ignore()
        .execute('run');
      if (inserted.affectedRows > 0) {
        await this.notifications.notify(tx, {
          recipientId: artistId,
          actorId: viewerId,
          kind: NotificationKind.CONNECTION,
        });
      }
      return readArtistCard(tx, viewerId, artistId);
    });
  }

  /** Removes the viewer's connection with another artist, and its notification if still unread. */
  async disconnect(em: EntityManager, viewerId: string, artistId: string): Promise<ArtistCardView> {
    if (!isUuid(artistId) || artistId === viewerId) throw new NotFoundError('Artist not found.');
    return em.transactional(async (tx) => {
      await tx.nativeDelete(Connection, { from: viewerId, to: artistId });
      await this.notifications.withdraw(tx, {
        recipientId: artistId,
        actorId: viewerId,
        kind: NotificationKind.CONNECTION,
      });
      return readArtistCard(tx, viewerId, artistId);
    });
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
