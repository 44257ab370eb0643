import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';

/** Another artist as the network shows them: public account fields and where the two stand. */
export interface ArtistCardView {
  id: string;
  artistName: string;
  role: string;
  avatar: string;
  genre: string;
  /** The viewer has connected with this artist. */
  connected: boolean;
  /** This artist has connected with the viewer. */
  connectsBack: boolean;
  /** Both have connected with each other. */
  mutual: boolean;
}

interface CardRow {
  id: string;
  artist_name: string;
  role: string;
  avatar: string;
  genre: string;
  connected: boolean;
  connects_back: boolean;
}

/**
 * Artists as cards for the viewer, in one query run in the manager's transaction. `from` and `where`
 * complete the query around the users table aliased `u`, with `?` placeholders bound to `params`.
 */
export async function readArtistCards(
  em: EntityManager,
  viewerId: string,
  query: { from?: string; where: string; orderBy: string; limit?: number },
  params: unknown[] = [],
): Promise<ArtistCardView[]> {
  const rows = await em.execute<CardRow[]>(
    `select u.id, u.artist_name, u.role, u.avatar, u.genre,
            exists (select 1 from connections c where c.from_id = ? and c.to_id = u.id) as connected,
            exists (select 1 from connections c where c.from_id = u.id and c.to_id = ?) as connects_back
       from users u ${query.from ?? ''}
      where ${query.where}
      order by ${query.orderBy}
      ${query.limit ? `limit ${Math.trunc(query.limit)}` : ''}`,
    [viewerId, viewerId, ...params],
  );
  return rows.map(presentCard);
}

/** One other artist as a card; an unknown id (or the viewer's own) answers NOT_FOUND. */
export async function readArtistCard(
  em: EntityManager,
  viewerId: string,
  artistId: string,
): Promise<ArtistCardView> {
  const [card] = isUuid(artistId)
    ? await readArtistCards(em, viewerId, { where: 'u.id = ? and u.id <> ?', orderBy: 'u.id' }, [
        artistId,
        viewerId,
      ])
    : [];
  if (!card) throw new NotFoundError('Artist not found.');
  return card;
}

function presentCard(row: CardRow): ArtistCardView {
  return {
    id: row.id,
    artistName: row.artist_name,
    role: row.role,
    avatar: row.avatar,
    genre: row.genre,
    connected: row.connected,
    connectsBack: row.connects_back,
    mutual: row.connected && row.connects_back,
  };
}
