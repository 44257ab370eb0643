import { useMutation } from '@apollo/client/react';
import { type ChangeEvent, useId, useState } from 'react';
import { graphql } from '../../__generated__';
import { serverMessage } from '../../apollo/server-message';
import { Button } from '../../components/Button';
import { FormError } from '../../components/FormError';
import { Artwork } from '../player/Artwork';
import { usePlayer } from '../player/PlayerProvider';
import { trackItem } from '../player/track-item';

const SetTrackCoverMutation = graphql(`
  mutation SetTrackCover($id: ID!, $file: Upload!) {
    setTrackCover(id: $id, file: $file) {
      id
      coverUrl
      ...PlayerItem_track
    }
  }
`);

const RemoveTrackCoverMutation = graphql(`
  mutation RemoveTrackCover($id: ID!) {
    removeTrackCover(id: $id) {
      id
      coverUrl
      ...PlayerItem_track
    }
  }
`);

/** The server's limit, checked here too so a large file is refused before it is sent. */
const MAX_COVER_BYTES = 5 * 1024 * 1024;

/** A track's cover in the edit dialog: shown, replaced (JPEG, PNG or WebP up to 5 MB) or removed at once. */
export function TrackCoverField({
  track,
}: {
  track: { id: string; title: string; coverUrl?: string | null };
}) {
  const player = usePlayer();
  const inputId = useId();
  const [error, setError] = useState('');
  const [setCover, setting] = useMutation(SetTrackCoverMutation);
  const [removeCover, removing] = useMutation(RemoveTrackCoverMutation);
  const busy = setting.loading || removing.loading;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError('');
    if (file.size > MAX_COVER_BYTES) {
      setError('Cover images can be at most 5 MB.');
      return;
    }
    try {
      const { data } = await setCover({ variables: { id: track.id, file } });
      if (data) player.refresh(trackItem(data.setTrackCover));
    } catch (failure) {
      setError(serverMessage(failure, 'Failed to save the cover.'));
    }
  };

  const remove = async () => {
    setError('');
    try {
      const { data } = await removeCover({ variables: { id: track.id } });
      if (data) player.refresh(trackItem(data.removeTrackCover));
    } catch (failure) {
      setError(serverMessage(failure, 'Failed to remove the cover.'));
    }
  };

  return (
    <div className="track-cover-field">
      <Artwork url={track.coverUrl} className="artwork track-cover-preview" />
      <div className="stack">
        <label htmlFor={inputId}>Cover image (JPEG, PNG or WebP, up to 5 MB)</label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={choose}
          disabled={busy}
        />
        {setting.loading && <p className="muted">Saving the cover…</p>}
        {track.coverUrl && (
          <Button variant="secondary" size="small" onClick={remove} disabled={busy}>
            Remove cover
          </Button>
        )}
        <FormError message={error} />
      </div>
    </div>
  );
}
