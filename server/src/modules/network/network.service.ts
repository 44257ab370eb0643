import type { EntityManager } from '@mikro-orm/postgresql';
import { executeForCaller } from '../../shared/caller-sql.js';
import { NotFoundError, ValidationError } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { escapeLike } from '../../shared/like.js';
import { emptyPage, type Page, type PageRequest } from '../../shared/paging.js';
import { unitOfWork } from '../../shared/unit-of-work.js';
import { parseInput } from '../../shared/validation.js';
import { NotificationKind } from '../notifications/notification.entity.js';
import type { NotificationService } from '../notifications/notification.service.js';
import { CONNECTION_ACCEPTED, CONNECTION_REQUESTED } from '../notifications/notification.service.js';
import {
  type ArtistCardView,
  readArtistCard,
  readArtistCardPage,
  readArtistCardsById,
} from './artist-cards.js';
import { Connection } from './connection.entity.js';
import { artistSearchSchema } from './network.inputs.js';
import {
  ARTIST_SEARCH_LIST_SQL,
  ARTIST_SUGGESTIONS_SQL,
  CONNECTION_REQUESTS_LIST_SQL,
  CONNECTIONS_BY_MUTUAL_LIST_SQL,
  CONNECTIONS_LIST_SQL,
  NETWORK_COUNTS_SQL,
} from './network.sql.js';

/** How many suggestions My Network shows unless the client asks otherwise, and the most it may ask. */
export const SUGGESTION_COUNT = 6;
export const MAX_SUGGESTIONS = 20;

/** An artist the viewer might connect with, and why. */
export interface ArtistSuggestionView {
  artist: ArtistCardView;
  /** How many of the viewer's connections have connected with them. */
  mutualConnections: number;
  /** They make the viewer's genre. */
  sameGenre: boolean;
  /** How many projects the viewer and they work on together. */
  sharedProjects: number;
}

/** Search pages hold 20 artists unless the client asks otherwise. */
export const SEARCH_PAGE_SIZE = 20;
export const CANNOT_CONNECT_WITH_SELF = 'You cannot connect with yourself.';
/** The connection lists' keys: the connection's time (newest first), then the artist's id. */
const NEWEST_FIRST = ['bigint', 'uuid'] as const;

export interface NetworkOverview {
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

  /**
   * A page of other artists whose name contains the text, names that start with it first, then by
   * name; blank finds none. Paged by keyset in SQL.
   */
  async searchArtists(
    em: EntityManager,
    viewerId: string,
    input: unknown,
    request: PageRequest,
  ): Promise<Page<ArtistCardView>> {
    const { name } = parseInput(artistSearchSchema, input);
    if (!name) return emptyPage<ArtistCardView>();
    return readArtistCardPage(
      em,
      viewerId,
      {
        ...ARTIST_SEARCH_LIST_SQL.bind(viewerId, [`${escapeLike(name)}%`, `%${escapeLike(name)}%`]),
        keys: ['boolean', 'text', 'uuid'],
      },
      request,
    );
  }

  /** The viewer's connection counts; the lists page on their own (`connections`, `requests`). */
  async readNetwork(em: EntityManager, viewerId: string): Promise<NetworkOverview> {
    const [counts] = await executeForCaller<{ connections: string; mutual: string }>(
      em,
      NETWORK_COUNTS_SQL,
      viewerId,
    );
    return { connectionCount: Number(counts?.connections ?? 0), mutualCount: Number(counts?.mutual ?? 0) };
  }

  /**
   * A page of the artists the viewer has connected with, newest connection first: all of them, or
   * only those who have connected back (`mutual` true) or not yet (false, requests awaiting a reply).
   */
  async connections(
    em: EntityManager,
    viewerId: string,
    request: PageRequest,
    mutual: boolean | null = null,
  ): Promise<Page<ArtistCardView>> {
    const list =
      mutual === null
        ? CONNECTIONS_LIST_SQL.bind(viewerId)
        : CONNECTIONS_BY_MUTUAL_LIST_SQL.bind(viewerId, [mutual]);
    return readArtistCardPage(em, viewerId, { ...list, keys: NEWEST_FIRST }, request);
  }

  /** A page of the artists who have connected with the viewer and wait for a connection back, newest first. */
  async requests(em: EntityManager, viewerId: string, request: PageRequest): Promise<Page<ArtistCardView>> {
    return readArtistCardPage(
      em,
      viewerId,
      { ...CONNECTION_REQUESTS_LIST_SQL.bind(viewerId), keys: NEWEST_FIRST },
      request,
    );
  }

  /**
   * Artists the viewer has no connection with either way, best first: those they work on projects
   * with, then those reached through the viewer's mutual connections, then of the viewer's genre, then the most recently connected, then the newest
   * to join (so a newcomer in a quiet community is never offered no one). At most `count`.
   */
  async suggestArtists(em: EntityManager, viewerId: string, count: number): Promise<ArtistSuggestionView[]> {
    if (!Number.isInteger(count) || count < 1 || count > MAX_SUGGESTIONS) {
      throw new ValidationError(`first must be between 1 and ${MAX_SUGGESTIONS}.`);
    }
    const rows = await executeForCaller<{
      id: string;
      mutual_connections: number;
      same_genre: boolean;
      shared_projects: number;
    }>(em, ARTIST_SUGGESTIONS_SQL, viewerId, [count]);
    const cards = await readArtistCardsById(
      em,
      viewerId,
      rows.map((row) => row.id),
    );
    return rows.flatMap((row) => {
      const artist = cards.get(row.id);
      return artist
        ? [
            {
              artist,
              mutualConnections: row.mutual_connections,
              sameGenre: row.same_genre,
              sharedProjects: row.shared_projects,
            },
          ]
        : [];
    });
  }

  /** Another artist as the viewer's network shows them; the viewer's own id, or an unknown one, is NOT_FOUND. */
  findArtist(em: EntityManager, viewerId: string, artistId: string): Promise<ArtistCardView> {
    return readArtistCard(em, viewerId, artistId);
  }

  /** Artists as cards for the viewer, by id, in one statement (the viewer's own card too, if asked). */
  artistCards(
    em: EntityManager,
    viewerId: string,
    artistIds: readonly string[],
  ): Promise<Map<string, ArtistCardView>> {
    return readArtistCardsById(em, viewerId, artistIds);
  }

  /**
   * Connects the viewer with another artist (again is harmless): a request, or its acceptance when the
   * other artist asked first. The other artist is notified once, in those words.
   */
  async connect(em: EntityManager, viewerId: string, artistId: string): Promise<ArtistCardView> {
    if (artistId === viewerId) throw new ValidationError(CANNOT_CONNECT_WITH_SELF);
    await readArtistCard(em, viewerId, artistId);
    return unitOfWork(em, async (tx) => {
      const inserted = await tx
        .createQueryBuilder(Connection)
        .insert({ from: viewerId, to: artistId })
        .onConflict(['from', 'to'])
        .ignore()
        .execute('run');
      const card = await readArtistCard(tx, viewerId, artistId);
      if (inserted.affectedRows > 0 && card.mutual) {
        // Accepting answers the other artist's request: its notification is read.
        await this.notifications.settle(tx, viewerId, {
          actorId: artistId,
          kind: NotificationKind.CONNECTION,
        });
      }
      if (inserted.affectedRows > 0) {
        await this.notifications.notify(tx, {
          recipientId: artistId,
          actorId: viewerId,
          kind: NotificationKind.CONNECTION,
          preview: card.mutual ? CONNECTION_ACCEPTED : CONNECTION_REQUESTED,
        });
      }
      return card;
    });
  }

  /**
   * Declines another artist's request to connect with the viewer: their connection goes, with its
   * notification to the viewer. A mutual connection is not a request: the viewer disconnects instead.
   */
  async decline(em: EntityManager, viewerId: string, artistId: string): Promise<ArtistCardView> {
    const card = await readArtistCard(em, viewerId, artistId);
    if (card.mutual)
      throw new ValidationError(`You are connected with ${card.artistName}: disconnect instead.`);
    return unitOfWork(em, async (tx) => {
      await tx.nativeDelete(Connection, { from: artistId, to: viewerId });
      await this.notifications.withdraw(tx, {
        recipientId: viewerId,
        actorId: artistId,
        kind: NotificationKind.CONNECTION,
      });
      return readArtistCard(tx, viewerId, artistId);
    });
  }

  /** Removes the viewer's connection with another artist, and its notification if still unread. */
  async disconnect(em: EntityManager, viewerId: string, artistId: string): Promise<ArtistCardView> {
    if (!isUuid(artistId) || artistId === viewerId) throw new NotFoundError('Artist not found.');
    return unitOfWork(em, async (tx) => {
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
