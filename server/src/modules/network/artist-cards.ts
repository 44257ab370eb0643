import type { EntityManager } from '@mikro-orm/postgresql';
import { executeForCaller } from '../../shared/caller-sql.js';
import { NotFoundError } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { type KeysetList, readKeysetPage } from '../../shared/keyset-page.js';
import { type Page, type PageRequest, pageOfItems } from '../../shared/paging.js';
import { ARTIST_CARDS_SQL } from './network.sql.js';

/** Another artist as the network shows them: public account fields and where the two stand. */
export interface ArtistCardView {
  id: string;
  artistName: string;
  role: string;
  avatar: string;
  /** Where the artist's photo is stored; null when the emoji avatar shows. */
  avatarPhotoKey: string | null;
  genre: string;
  /** The viewer has connected with this artist. */
  connected: boolean;
  /** This artist has connected with the viewer. */
  connectsBack: boolean;
  /** Both have connected with each other. */
  mutual: boolean;
}

/** An artist card's row as ARTIST_CARDS_SQL reads it (other modules' SQL may read the same columns). */
export interface CardRow {
  id: string;
  artist_name: string;
  role: string;
  avatar: string;
  avatar_photo_key: string | null;
  genre: string;
  connected: boolean;
  connects_back: boolean;
}

/** One page of a list of artists (a statement of network.sql.ts) as the viewer's cards, in the list's order. */
export async function readArtistCardPage(
  em: EntityManager,
  viewerId: string,
  list: KeysetList,
  request: PageRequest,
): Promise<Page<ArtistCardView>> {
  const page = await readKeysetPage(em, list, request);
  const cards = await readArtistCardsById(em, viewerId, page.items);
  return pageOfItems(page, cards.values(), (card) => card.id);
}

/** One other artist as a card; an unknown id (or the viewer's own) answers NOT_FOUND. */
export async function readArtistCard(
  em: EntityManager,
  viewerId: string,
  artistId: string,
): Promise<ArtistCardView> {
  const card =
    isUuid(artistId) && artistId !== viewerId
      ? (await readArtistCardsById(em, viewerId, [artistId])).get(artistId)
      : undefined;
  if (!card) throw new NotFoundError('Artist not found.');
  return card;
}

/** Cards of the given artists (the viewer's own id included, if asked), by id. */
export async function readArtistCardsById(
  em: EntityManager,
  viewerId: string,
  artistIds: readonly string[],
): Promise<Map<string, ArtistCardView>> {
  const ids = [...new Set(artistIds)].filter(isUuid);
  if (ids.length === 0) return new Map();
  const rows = await executeForCaller<CardRow>(em, ARTIST_CARDS_SQL, viewerId, [`{${ids.join(',')}}`]);
  return new Map(rows.map((row) => [row.id, presentCard(row)]));
}

export function presentCard(row: CardRow): ArtistCardView {
  return {
    id: row.id,
    artistName: row.artist_name,
    role: row.role,
    avatar: row.avatar,
    avatarPhotoKey: row.avatar_photo_key,
    genre: row.genre,
    connected: row.connected,
    connectsBack: row.connects_back,
    mutual: row.connected && row.connects_back,
  };
}
