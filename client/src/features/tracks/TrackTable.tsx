import { ArrowDown, ArrowUp } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatShortDate } from '../../lib/short-date';
import { PlayButton } from '../player/PlayButton';
import type { PlayerItem } from '../player/player-queue';
import { formatDuration } from '../playlists/format-duration';
import { ShownKey, ShownTempo } from './ShownDetail';
import { TrackActionsMenu } from './TrackActionsMenu';
import type { TracksQuery } from './TracksRoute.generated';
import type { TrackOrder } from './use-track-filters';

type TrackRow = TracksQuery['tracks']['nodes'][number];

/** The columns the server sorts by, and the order each asks for. */
const SORTABLE: { label: string; order: TrackOrder; className?: string }[] = [
  { label: 'Title', order: 'title' },
  { label: 'Artist', order: 'artist', className: 'track-table-artist' },
  { label: 'BPM', order: 'bpm', className: 'numeric' },
];

interface TrackTableProps {
  tracks: readonly TrackRow[];
  queue: readonly PlayerItem[];
  order: TrackOrder;
  onOrder: (order: TrackOrder) => void;
  /** The artist's genres, offered when editing. */
  genres: readonly string[];
  /** After a track was deleted: the list is fetched again. */
  onDeleted: () => void;
}

/**
 * The library as a compact table: one row per track with Play, title, artist, BPM, key, duration,
 * when it was added and the track's 'More actions' menu (the card's). Title, Artist, BPM and Added
 * sort the list (the same orders as 'Sort by'); the sorted column says so to screen readers (aria-sort).
 */
export function TrackTable({ tracks, queue, order, onOrder, genres, onDeleted }: TrackTableProps) {
  const sortHeader = (label: string, columnOrder: TrackOrder, className?: string) => (
    <th
      scope="col"
      className={className}
      aria-sort={order === columnOrder ? (columnOrder === 'newest' ? 'descending' : 'ascending') : undefined}
    >
      <button type="button" className="sort-header" onClick={() => onOrder(columnOrder)}>
        {label}
        {order === columnOrder &&
          (columnOrder === 'newest' ? (
            <ArrowDown size="1em" aria-hidden="true" />
          ) : (
            <ArrowUp size="1em" aria-hidden="true" />
          ))}
      </button>
    </th>
  );
  return (
    <div className="table-scroll">
      <table className="track-table">
        <caption className="visually-hidden">Tracks</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Play</span>
            </th>
            {SORTABLE.map((column) => sortHeader(column.label, column.order, column.className))}
            {sortHeader('Key', 'key', 'track-table-key')}
            <th scope="col" className="numeric">
              Duration
            </th>
            {sortHeader('Added', 'newest', 'track-table-added')}
            <th scope="col" className="track-table-actions">
              <span className="visually-hidden">More actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tracks.map((track, index) => (
            <tr key={track.id}>
              <td>
                <PlayButton queue={queue} index={index} className="play-button small" />
              </td>
              <td className="track-table-title">
                <Link className="truncate" title={track.title} to={`/app/tracks/${track.id}`}>
                  {track.title}
                </Link>
              </td>
              <td className="track-table-artist">
                <span className="truncate" title={track.artist}>
                  {track.artist}
                </span>
              </td>
              <td className="numeric">
                <ShownTempo track={track} />
              </td>
              <td className="track-table-key">
                <ShownKey track={track} />
              </td>
              <td className="numeric">{formatDuration(track.durationSeconds)}</td>
              <td className="track-table-added">
                <time dateTime={track.createdAt}>{formatShortDate(track.createdAt)}</time>
              </td>
              <td className="track-table-actions">
                <TrackActionsMenu track={track} genres={genres} onDeleted={onDeleted} small />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
