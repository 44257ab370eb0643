import { Link } from 'react-router-dom';
import './tracks.css';
import { Card } from '../../components/Card';
import { Artwork } from '../player/Artwork';
import { PlayButton } from '../player/PlayButton';
import { useItemPlayback } from '../player/PlayerProvider';
import type { PlayerItem } from '../player/player-queue';
import { formatDuration } from '../playlists/format-duration';
import { ShownKey, ShownTempo } from './ShownDetail';
import { TrackActionsMenu } from './TrackActionsMenu';
import type { TrackCard_TrackFragment } from './TrackCard.generated';

interface TrackCardProps {
  track: TrackCard_TrackFragment;
  /** The list the card is shown in, as the player queues it when this track is played. */
  queue: readonly PlayerItem[];
  index: number;
  /** The artist's genres, offered when editing. */
  genres: readonly string[];
  onDeleted: () => void;
}

/**
 * A library track: play it in the workspace player (with the list after it); its other actions (file
 * it in a playlist or a project, edit, delete) are in its 'More actions' menu.
 */
export function TrackCard({ track, queue, index, genres, onDeleted }: TrackCardProps) {
  const playback = useItemPlayback({ kind: 'track', id: track.id });
  return (
    <Card className="track-card" label={track.title} data-playback={playback}>
      <div className="track-card-head">
        <div className="track-art">
          <Artwork url={track.cover?.url} />
          <PlayButton queue={queue} index={index} />
        </div>
        <div className="track-card-names">
          <h2 className="track-title" title={track.title}>
            <Link to={`/app/tracks/${track.id}`}>{track.title}</Link>
          </h2>
          <p className="track-card-byline muted">
            <span className="truncate" title={track.artist}>
              {track.artist}
            </span>
            <span aria-hidden="true">·</span>
            <span className="track-duration">
              <span className="visually-hidden">Duration </span>
              {formatDuration(track.durationSeconds)}
            </span>
          </p>
        </div>
        <TrackActionsMenu track={track} genres={genres} onDeleted={onDeleted} />
      </div>
      {/* Always there, empty when the track is not the player's: a card keeps its size when it plays. */}
      <p className="now-playing-label" aria-hidden={playback === 'none' ? true : undefined}>
        {playback === 'none' ? '\u00a0' : playback === 'playing' ? 'Now playing' : 'Paused'}
      </p>
      <ul className="track-facts">
        <li>{track.genre}</li>
        <li>
          <ShownKey track={track} />
        </li>
        <li>
          <ShownTempo track={track} withUnit />
        </li>
      </ul>
    </Card>
  );
}
