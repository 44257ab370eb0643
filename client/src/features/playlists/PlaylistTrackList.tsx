import { useMutation } from '@apollo/client/react';
import { type DragEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { graphql } from '../../__generated__';
import type { PlaylistTrackRow_TrackFragment } from '../../__generated__/graphql';
import { formatDuration } from './format-duration';

graphql(`
  fragment PlaylistTrackRow_track on Track {
    id
    title
    artist
    durationSeconds
  }
`);

const MoveTrackMutation = graphql(`
  mutation MoveTrackInPlaylist($id: ID!, $trackId: ID!, $toIndex: Int!) {
    moveTrackInPlaylist(id: $id, trackId: $trackId, toIndex: $toIndex) {
      id
      updatedAt
      tracks {
        id
      }
    }
  }
`);

const RemoveTrackMutation = graphql(`
  mutation RemoveTrackFromPlaylist($id: ID!, $trackId: ID!) {
    removeTrackFromPlaylist(id: $id, trackId: $trackId) {
      id
      trackCount
      durationSeconds
      updatedAt
      tracks {
        id
      }
    }
  }
`);

interface PlaylistTrackListProps {
  playlistId: string;
  updatedAt: string;
  tracks: PlaylistTrackRow_TrackFragment[];
  currentTrackId: string | null;
  onPlay: (index: number) => void;
}

/**
 * The playlist's tracks in order. Reorder by dragging a row onto another's place, or with the Move
 * up/down buttons (the keyboard way). The server answers with the new order, which the normalized
 * cache applies; the move is shown at once (optimistic) and undone if the server refuses it.
 */
export function PlaylistTrackList({
  playlistId,
  updatedAt,
  tracks,
  currentTrackId,
  onPlay,
}: PlaylistTrackListProps) {
  const [dragged, setDragged] = useState<string | null>(null);
  const [moveTrack] = useMutation(MoveTrackMutation);
  const [removeTrack] = useMutation(RemoveTrackMutation);

  const move = (trackId: string, toIndex: number) => {
    const from = tracks.findIndex((track) => track.id === trackId);
    if (from < 0 || toIndex < 0 || toIndex >= tracks.length || from === toIndex) return;
    const reordered = tracks.filter((track) => track.id !== trackId);
    reordered.splice(toIndex, 0, tracks[from] as PlaylistTrackRow_TrackFragment);
    moveTrack({
      variables: { id: playlistId, trackId, toIndex },
      optimisticResponse: {
        __typename: 'Mutation',
        moveTrackInPlaylist: {
          __typename: 'Playlist',
          id: playlistId,
          updatedAt,
          tracks: reordered.map((track) => ({ __typename: 'Track' as const, id: track.id })),
        },
      },
    }).catch(() => toast.error('Failed to reorder the playlist.'));
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
        <li
          key={track.id}
          className={track.id === currentTrackId ? 'playlist-track current' : 'playlist-track'}
          draggable
          data-track-id={track.id}
          onDragStart={(event) => {
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', track.id);
            setDragged(track.id);
          }}
          onDragOver={(event) => event.preventDefault()}
          onDrop={(event) => dropOn(event, index)}
          onDragEnd={() => setDragged(null)}
        >
          <span className="drag-handle" aria-hidden="true">
            ⠿
          </span>
          <span className="playlist-track-title">
            <strong>{track.title}</strong>
            <span className="muted"> {track.artist}</span>
          </span>
          <span className="muted">{formatDuration(track.durationSeconds)}</span>
          <span className="row-actions">
            <button type="button" className="button secondary small" onClick={() => onPlay(index)}>
              Play<span className="visually-hidden"> {track.title}</span>
            </button>
            <button
              type="button"
              className="button secondary small"
              aria-label={`Move ${track.title} up`}
              disabled={index === 0}
              onClick={() => move(track.id, index - 1)}
            >
              ↑
            </button>
            <button
              type="button"
              className="button secondary small"
              aria-label={`Move ${track.title} down`}
              disabled={index === tracks.length - 1}
              onClick={() => move(track.id, index + 1)}
            >
              ↓
            </button>
            <button
              type="button"
              className="button secondary small"
              aria-label={`Remove ${track.title} from playlist`}
              onClick={() => remove(track)}
            >
              Remove
            </button>
          </span>
        </li>
      ))}
    </ol>
  );
}
