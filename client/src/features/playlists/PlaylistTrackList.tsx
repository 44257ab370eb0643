import { useMutation } from '@apollo/client/react';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { type DragEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/Button';
import { PlayButton } from '../player/PlayButton';
import { useItemPlayback } from '../player/PlayerProvider';
import type { PlayerItem } from '../player/player-queue';
import { formatDuration } from './format-duration';
import {
  type PlaylistTrackRow_TrackFragment,
  RemoveTrackFromPlaylistDocument,
} from './PlaylistTrackList.generated';
import { useMoveTrackInPlaylist } from './use-move-track-in-playlist';

interface PlaylistTrackEdge {
  cursor: string;
  node: PlaylistTrackRow_TrackFragment;
}

interface PlaylistTrackListProps {
  playlistId: string;
  updatedAt: string;
  /** Every track of the playlist, in order, with its cursor. */
  edges: PlaylistTrackEdge[];
  /** The playlist as the player queues it: playing a row plays the playlist from there. */
  queue: readonly PlayerItem[];
}

/**
 * The playlist's tracks in order. Reorder by dragging a row onto another's place, or with the Move
 * up/down buttons (the keyboard way); a move shows at once and is undone if the server refuses it.
 */
export function PlaylistTrackList({ playlistId, updatedAt, edges, queue }: PlaylistTrackListProps) {
  const tracks = edges.map((edge) => edge.node);
  const [dragged, setDragged] = useState<string | null>(null);
  const [moveTrack] = useMoveTrackInPlaylist();
  const [removeTrack] = useMutation(RemoveTrackFromPlaylistDocument);

  const move = (trackId: string, toIndex: number) => {
    const from = tracks.findIndex((track) => track.id === trackId);
    if (from < 0 || toIndex < 0 || toIndex >= tracks.length || from === toIndex) return;
    moveTrack({ id: playlistId, updatedAt, edges }, trackId, toIndex).catch(() =>
      toast.error('Failed to reorder the playlist.'),
    );
  };

  const remove = (track: PlaylistTrackRow_TrackFragment) => {
    removeTrack({ variables: { id: playlistId, trackId: track.id } }).then(
      () => toast.success(`Removed ${track.title}.`),
      () => toast.error('Failed to remove the track.'),
    );
  };

  const dropOn = (event: DragEvent, toIndex: number) => {
    event.preventDefault();
    if (dragged) move(dragged, toIndex);
    setDragged(null);
  };

  if (tracks.length === 0) {
    return <p className="muted">No tracks yet. Use 'Add to playlist' on a track in Tracks.</p>;
  }
  return (
    <ol className="playlist-tracks" aria-label="Tracks in this playlist">
      {tracks.map((track, index) => (
        <PlaylistTrackRow
          key={track.id}
          track={track}
          index={index}
          queue={queue}
          isLast={index === tracks.length - 1}
          onMove={(toIndex) => move(track.id, toIndex)}
          onRemove={() => remove(track)}
          onDragStart={() => setDragged(track.id)}
          onDrop={(event) => dropOn(event, index)}
          onDragEnd={() => setDragged(null)}
        />
      ))}
    </ol>
  );
}

interface PlaylistTrackRowProps {
  track: PlaylistTrackRow_TrackFragment;
  index: number;
  queue: readonly PlayerItem[];
  isLast: boolean;
  onMove: (toIndex: number) => void;
  onRemove: () => void;
  onDragStart: () => void;
  onDrop: (event: DragEvent) => void;
  onDragEnd: () => void;
}

/** One row: play from here, move up or down, remove; marked while it is the one in the player. */
function PlaylistTrackRow({
  track,
  index,
  queue,
  isLast,
  onMove,
  onRemove,
  onDragStart,
  onDrop,
  onDragEnd,
}: PlaylistTrackRowProps) {
  const playback = useItemPlayback({ kind: 'track', id: track.id });
  return (
    <li
      className={playback === 'none' ? 'playlist-track' : 'playlist-track current'}
      aria-current={playback === 'none' ? undefined : 'true'}
      draggable
      data-track-id={track.id}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', track.id);
        onDragStart();
      }}
      onDragOver={(event) => event.preventDefault()}
      onDrop={onDrop}
      onDragEnd={onDragEnd}
    >
      <span className="drag-handle" aria-hidden="true">
        ⠿
      </span>
      <PlayButton queue={queue} index={index} className="play-button small" />
      <span className="playlist-track-title truncate" title={`${track.title} · ${track.artist}`}>
        <strong>{track.title}</strong>
        <span className="muted"> {track.artist}</span>
      </span>
      <span className="muted">{formatDuration(track.durationSeconds)}</span>
      <span className="row-actions">
        <Button
          variant="secondary"
          size="small"
          aria-label={`Move ${track.title} up`}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        >
          <ArrowUp size="1em" aria-hidden="true" />
        </Button>
        <Button
          variant="secondary"
          size="small"
          aria-label={`Move ${track.title} down`}
          disabled={isLast}
          onClick={() => onMove(index + 1)}
        >
          <ArrowDown size="1em" aria-hidden="true" />
        </Button>
        <Button
          variant="secondary"
          size="small"
          aria-label={`Remove ${track.title} from playlist`}
          onClick={onRemove}
        >
          Remove
        </Button>
      </span>
    </li>
  );
}
