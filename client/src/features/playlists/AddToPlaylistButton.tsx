import { Check } from 'lucide-react';
import './add-to-playlist.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { onFirstUse } from '../../lib/on-first-use';
import { useDiscardGuard } from '../saving/use-discard-guard';
import { useFormChanges } from '../saving/use-form-changes';
import { AddTrackToPlaylistDocument, PlaylistsHoldingTrackDocument } from './AddToPlaylistButton.generated';
import { trackCountLabel } from './format-duration';
import { NewPlaylistForTrack } from './NewPlaylistForTrack';
import { PlaylistsDocument } from './PlaylistsRoute.generated';

const playlistNames = onFirstUse(() => new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' }));

/** 'Add to playlist' on a track card: pick one of the artist's playlists; the track goes to its end. */
export function AddToPlaylistButton({ track }: { track: { id: string; title: string } }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="small" onClick={() => setOpen(true)}>
        Add to playlist<span className="visually-hidden"> ({track.title})</span>
      </Button>
      {/* Mounted only while open: a library page holds many cards. */}
      {open && <AddToPlaylistDialog track={track} onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * The dialog: a playlist to pick, or a new one to name; a name typed is not dropped without asking.
 * Mounted while open (a card's button, a track page's action).
 */
export function AddToPlaylistDialog({
  track,
  onClose,
  onAdded,
}: {
  track: { id: string; title: string };
  onClose: () => void;
  /** After the track went into a playlist: a screen listing its playlists fetches them again. */
  onAdded?: () => void;
}) {
  const changes = useFormChanges();
  const title = `Add ${track.title} to a playlist`;
  const guard = useDiscardGuard({ dirty: changes.dirty, label: title, onDiscard: onClose });
  return (
    <>
      <Dialog
        title={title}
        open
        onClose={guard.requestClose}
        actions={
          <Button variant="secondary" onClick={guard.requestClose}>
            Cancel
          </Button>
        }
      >
        <PlaylistChoices
          track={track}
          onDone={() => {
            onAdded?.();
            onClose();
          }}
          watchNewName={changes.watch}
        />
      </Dialog>
      {guard.confirmDialog}
    </>
  );
}

/**
 * The artist's playlists to add the track to; those already holding it are marked and cannot be
 * chosen (adding again would change nothing: the server keeps the track in its place).
 */
function PlaylistChoices({
  track,
  onDone,
  watchNewName,
}: {
  track: { id: string; title: string };
  onDone: () => void;
  /** Watches the new playlist's name for typing not to drop (useFormChanges' `watch`). */
  watchNewName: ReturnType<typeof useFormChanges>['watch'];
}) {
  const {
    data,
    error,
    loading: listing,
    fetchMore,
  } = useQuery(PlaylistsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const playlists = data?.playlists.edges.map(({ node }) => node) ?? [];
  // Always asked afresh: the track may have been added or removed on another screen.
  const holding = useQuery(PlaylistsHoldingTrackDocument, {
    variables: { trackId: track.id },
    fetchPolicy: 'network-only',
  });
  const [addTrack, { loading }] = useMutation(AddTrackToPlaylistDocument);
  const holdingIds = new Set(holding.data?.track?.playlists.nodes.map((playlist) => playlist.id) ?? []);

  const add = async (playlist: { id: string; name: string; trackCount: number }) => {
    try {
      const result = await addTrack({ variables: { id: playlist.id, trackIds: [track.id] } });
      // Added meanwhile elsewhere: the count did not grow, so say so rather than pretend.
      if (result.data?.addTracksToPlaylist.trackCount === playlist.trackCount) {
        toast(`${track.title} is already in ${playlist.name}.`);
      } else {
        toast.success(`Added ${track.title} to ${playlist.name}.`);
      }
      onDone();
    } catch {
      toast.error('Failed to add to playlist.');
    }
  };

  const failed = (error && !data) || (holding.error && !holding.data);
  return (
    <div className="stack">
      {failed ? (
        <p className="form-error" role="alert">
          Failed to fetch playlists.
        </p>
      ) : !data || !holding.data ? (
        <p>Loading...</p>
      ) : playlists.length === 0 ? (
        <p className="muted">No playlists yet: name one below, and {track.title} goes in it.</p>
      ) : (
        <ul className="choice-list">
          {playlists.map((playlist) => {
            const holdsTrack = holdingIds.has(playlist.id);
            return (
              <li key={playlist.id}>
                <Button
                  variant="secondary"
                  className={holdsTrack ? 'in-playlist' : undefined}
                  disabled={loading || holdsTrack}
                  onClick={() => add(playlist)}
                >
                  {playlist.name} <span className="muted">({trackCountLabel(playlist.trackCount)})</span>
                  {holdsTrack && (
                    <>
                      {' '}
                      <span className="in-playlist-mark">
                        <Check size="1em" aria-hidden="true" /> In playlist
                      </span>
                    </>
                  )}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {holdingIds.size > 0 && data && (
        <p className="muted" role="status">
          Already in{' '}
          {playlistNames().format(
            playlists.filter((playlist) => holdingIds.has(playlist.id)).map((playlist) => playlist.name),
          )}
          .
        </p>
      )}
      {data && holding.data && (
        <div {...watchNewName}>
          <NewPlaylistForTrack trackTitle={track.title} onCreated={add} />
        </div>
      )}
      {data?.playlists.pageInfo.hasNextPage && (
        <Button
          variant="secondary"
          className="show-more"
          disabled={listing}
          onClick={() => void fetchMore({ variables: { after: data.playlists.pageInfo.endCursor } })}
        >
          Show more
        </Button>
      )}
    </div>
  );
}
