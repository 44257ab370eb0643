import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { PictureChange } from '../../lib/use-picture-choice';
import { usePlayer } from '../player/PlayerProvider';
import { trackItem } from '../player/track-item';
import { DeleteTrackCoverDocument, UploadTrackCoverDocument } from './use-save-track-cover.generated';

/**
 * Applies a cover chosen or removed in Edit Track: uploads it or removes it (nothing for `keep`). The
 * answer updates the card and the track page through the cache, and the player if it holds the track.
 * A refusal is thrown, with the server's words.
 */
export function useSaveTrackCover() {
  const player = usePlayer();
  const [upload, uploading] = useMutation(UploadTrackCoverDocument);
  const [remove, removing] = useMutation(DeleteTrackCoverDocument);
  const save = useCallback(
    async (trackId: string, change: PictureChange) => {
      if (change.kind === 'replace') {
        const { data } = await upload({ variables: { input: { trackId, file: change.file } } });
        if (data) player.refresh(trackItem(data.uploadTrackCover));
      }
      if (change.kind === 'remove') {
        const { data } = await remove({ variables: { input: { trackId } } });
        if (data) player.refresh(trackItem(data.deleteTrackCover));
      }
    },
    [upload, remove, player],
  );
  return [save, { loading: uploading.loading || removing.loading }] as const;
}
