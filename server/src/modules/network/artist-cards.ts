import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import type { Page, PageRequest } from '../../shared/paging.js';
import { readSqlPage, type SqlSortKey } from './sql-keyset.js';

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

/** Which artists, around the users table aliased `u`, with `?` placeholders bound to `params`. */
export interface CardFilter {
  from?: string;
  where: string;
  params?: unknown[];
}

const CARD_COLUMNS = `u.id, u.artist_name, u.role, u.avatar, u.genre,
  exists (select 1 from connections c where c.from_id = ? and c.to_id = u.id) as connected,
  exists (select 1 from connections c where c.from_id = u.id and c.to_id = ?) as connects_back`;

/**
 * Artists as cards for the viewer, in one query run in the manager's transaction. `from` and `where`
 * complete the query around the users table aliased `u`, with `?` placeholders bound to `params`.
 */
export async function readArtistCards(
  em: EntityManager,
  viewerId: string,
  query: CardFilter & { orderBy: string },
): Promise<ArtistCardView[]> {
  const rows = await em.execute<CardRow[]>(
    `select ${CARD_COLUMNS} from users u ${query.from ?? ''} where ${query.where} order by ${query.orderBy}`,
    [viewerId, viewerId, ...(query.params ?? [])],
  );
  return rows.map(presentCard);
}

/** One page of cards by keyset in SQL, in the order of `keys` (see sql-keyset.ts). */
export async function readArtistCardPage(
  em: EntityManager,
  viewerId: string,
  filter: CardFilter,
  keys: readonly SqlSortKey[],
  request: PageRequest,
): Promise<Page<ArtistCardView>> {
  const page = await readSqlPage<CardRow>(
    em,
    {
      from: `users u ${filter.from ?? ''}`,
      where: filter.where,
      params: filter.params ?? [],
      id: 'u.id',
      keys,
      rows: 'users u',
      rowId: 'u.id',
      select: CARD_COLUMNS,
      selectParams: [viewerId, viewerId],
    },
    request,
  );
  const items = page.rows.map(presentCard);
  const cursors = new Map(items.map((card, index) => [card.id, page.cursors[index] as string]));
  return {
    items,
    totalCount: page.totalCount,
    hasNextPage: page.hasNextPage,
    hasPreviousPage: page.hasPreviousPage,
    cursorOf: (card) => cursors.get(card.id) ?? '',
  };
}

/** One other artist as a card; an unknown id (or the viewer's own) answers NOT_FOUND. */
export async function readArtistCard(
  em: EntityManager,
  viewerId: string,
  artistId: string,
): Promise<ArtistCardView> {
  const [card] = isUuid(artistId)
    ? await readArtistCards(em, viewerId, {
        where: 'u.id = ? and u.id <> ?',
        orderBy: 'u.id',
        params: [artistId, viewerId],
      })
    : [];
  if (!card) throw new NotFoundError('Artist not found.');
  return card;
}

/** Cards of the given artists (the viewer's own id included, if asked), by id. */
export async function readArtistCardsById(
  em: EntityManager,
  viewerId: string,
  artistIds: readonly string[],
): Promise<Map<string, ArtistCardView>> {
  const ids = [...new Set(artistIds)];
  if (ids.length === 0) return new Map();
  const cards = await readArtistCards(em, viewerId, {
    where: `u.id in (${ids.map(() => '?').join(', ')})`,
    orderBy: 'u.id',
    params: ids,
  });
  return new Map(cards.map((card) => [card.id, card]));
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
