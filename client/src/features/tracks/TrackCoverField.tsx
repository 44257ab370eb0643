import { useMutation } from '@apollo/client/react';
import { type ChangeEvent, useId, useState } from 'react';
import { serverMessage } from '../../apollo/server-message';
import { Button } from '../../components/Button';
import { FormError } from '../../components/FormError';
import { RefusedFiles, refusedFileMessage, useRefusedFiles } from '../../components/RefusedFiles';
import { IMAGE_TYPES, imageRefusal } from '../../lib/image-file';
import { Artwork } from '../player/Artwork';
import { usePlayer } from '../player/PlayerProvider';
import { trackItem } from '../player/track-item';
import { DeleteTrackCoverDocument, UploadTrackCoverDocument } from './TrackCoverField.generated';

/** A track's cover in the edit dialog: shown, replaced (JPEG, PNG or WebP up to 5 MB) or removed at once. */
export function TrackCoverField({
  track,
}: {
  track: { id: string; title: string; cover?: { url: string } | null };
}) {
  const player = usePlayer();
  const inputId = useId();
  const [error, setError] = useState('');
  const refused = useRefusedFiles();
  const [setCover, setting] = useMutation(UploadTrackCoverDocument);
  const [removeCover, removing] = useMutation(DeleteTrackCoverDocument);
  const busy = setting.loading || removing.loading;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError('');
    const refusal = imageRefusal(file, 'Cover images');
    refused.refuse(refusal ? [refusedFileMessage(file.name, refusal)] : []);
    if (refusal) return;
    try {
      const { data } = await setCover({ variables: { input: { trackId: track.id, file } } });
      if (data) player.refresh(trackItem(data.uploadTrackCover));
    } catch (failure) {
      setError(serverMessage(failure, 'Failed to save the cover.'));
    }
  };

  const remove = async () => {
    setError('');
    refused.clear();
    try {
      const { data } = await removeCover({ variables: { input: { trackId: track.id } } });
      if (data) player.refresh(trackItem(data.deleteTrackCover));
    } catch (failure) {
      setError(serverMessage(failure, 'Failed to remove the cover.'));
    }
  };

  return (
    <div className="track-cover-field">
      <Artwork url={track.cover?.url} className="artwork track-cover-preview" />
      <div className="stack">
        <label htmlFor={inputId}>Cover image (JPEG, PNG or WebP, up to 5 MB)</label>
        <input id={inputId} type="file" accept={IMAGE_TYPES.join(',')} onChange={choose} disabled={busy} />
        {setting.loading && <p className="muted">Saving the cover…</p>}
        {track.cover && (
          <Button variant="secondary" size="small" onClick={remove} disabled={busy}>
            Remove cover
          </Button>
        )}
        <RefusedFiles refusals={refused.refusals} />
        <FormError message={error} />
      </div>
    </div>
  );
}
