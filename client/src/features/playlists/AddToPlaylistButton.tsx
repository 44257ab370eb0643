import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { Modal } from '../../components/Modal';
import { trackCountLabel } from './format-duration';
import { PlaylistsQuery } from './PlaylistsRoute';

const AddTrackMutation = graphql(`
  mutation AddTrackToPlaylist($id: ID!, $trackIds: [ID!]!) {
    addTracksToPlaylist(id: $id, trackIds: $trackIds) {
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

/** 'Add to playlist' on a track card: pick one of the artist's playlists; the track goes to its end. */
export function AddToPlaylistButton({ track }: { track: { id: string; title: string } }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button secondary small" onClick={() => setOpen(true)}>
        Add to playlist<span className="visually-hidden"> ({track.title})</span>
      </button>
      {/* Mounted only while open: a library page holds many cards. */}
      {open && (
        <Modal title={`Add ${track.title} to a playlist`} open onClose={() => setOpen(false)}>
          <PlaylistChoices track={track} onDone={() => setOpen(false)} />
        </Modal>
      )}
    </>
  );
}

function PlaylistChoices({ track, onDone }: { track: { id: string; title: string }; onDone: () => void }) {
  const { data, error } = useQuery(PlaylistsQuery, { fetchPolicy: 'cache-and-network' });
  const [addTrack, { loading }] = useMutation(AddTrackMutation);

  const add = async (playlist: { id: string; name: string }) => {
    try {
      await addTrack({ variables: { id: playlist.id, trackIds: [track.id] } });
      toast.success(`Added ${track.title} to ${playlist.name}.`);
      onDone();
    } catch {
      toast.error('Failed to add to playlist.');
    }
  };

  return (
    <div className="stack">
      {error && !data ? (
        <p className="form-error" role="alert">
          Failed to fetch playlists.
        </p>
      ) : !data ? (
        <p>Loading...</p>
      ) : data.playlists.length === 0 ? (
        <p className="muted">
          No playlists yet. <Link to="/app/playlists">Create one</Link> first.
        </p>
      ) : (
        <ul className="choice-list">
          {data.playlists.map((playlist) => (
            <li key={playlist.id}>
              <button
                type="button"
                className="button secondary"
                disabled={loading}
                onClick={() => add(playlist)}
              >
                {playlist.name} <span className="muted">({trackCountLabel(playlist.trackCount)})</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="button-row">
        <button type="button" className="button secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </div>
  );
}
