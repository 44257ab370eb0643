import { Link } from 'react-router-dom';
import './tracks.css';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Artwork } from '../player/Artwork';
import { PlayButton } from '../player/PlayButton';
import { useItemPlayback } from '../player/PlayerProvider';
import type { PlayerItem } from '../player/player-queue';
import { AddToPlaylistButton } from '../playlists/AddToPlaylistButton';
import { formatDuration } from '../playlists/format-duration';
import { AddToProjectButton } from '../projects/AddToProjectButton';
import { DeleteTrackDialog } from './DeleteTrackDialog';
import { EditTrackDialog } from './EditTrackDialog';
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

/** A library track: play it in the workspace player (with the list after it), or file it. */
export function TrackCard({ track, queue, index, genres, onDeleted }: TrackCardProps) {
  const playback = useItemPlayback({ kind: 'track', id: track.id });
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const close = () => setDialog(null);
  return (
    <Card className="track-card" label={track.title} data-playback={playback}>
      <div className="track-card-head">
        <div className="track-art">
          <Artwork url={track.cover?.url} />
          <PlayButton queue={queue} index={index} />
        </div>
        <div className="track-card-names">
          <h2 className="track-title truncate" title={track.title}>
            <Link to={`/app/tracks/${track.id}`}>{track.title}</Link>
          </h2>
          <p className="muted truncate" title={track.artist}>
            {track.artist}
          </p>
        </div>
        <span className="track-duration muted">
          <span className="visually-hidden">Duration </span>
          {formatDuration(track.durationSeconds)}
        </span>
      </div>
      {/* Always there, empty when the track is not the player's: a card keeps its size when it plays. */}
      <p className="now-playing-label" aria-hidden={playback === 'none' ? true : undefined}>
        {playback === 'none' ? '\u00a0' : playback === 'playing' ? 'Now playing' : 'Paused'}
      </p>
      <ul className="track-facts">
        <li>{track.genre}</li>
        <li>{track.key}</li>
        <li>{track.bpm} BPM</li>
      </ul>
      <div className="button-row">
        <AddToPlaylistButton track={track} />
        <AddToProjectButton track={track} />
        <Button variant="secondary" size="small" onClick={() => setDialog('edit')}>
          Edit<span className="visually-hidden"> {track.title}</span>
        </Button>
        <Button variant="secondary" size="small" onClick={() => setDialog('delete')}>
          Delete<span className="visually-hidden"> {track.title}</span>
        </Button>
      </div>
      {/* Mounted only while open: a library page holds many cards. */}
      {dialog === 'edit' && <EditTrackDialog track={track} genres={genres} onClose={close} />}
      {dialog === 'delete' && <DeleteTrackDialog track={track} onClose={close} onDeleted={onDeleted} />}
    </Card>
  );
}
