import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { PictureChange } from '../../lib/use-picture-choice';
import { RemoveProfilePhotoDocument, UploadProfilePhotoDocument } from './use-save-profile-photo.generated';

/**
 * Applies a photo chosen or removed in Edit Profile: uploads it or removes it (nothing for `keep`).
 * The answer updates the profile and the sidebar through the cache. A refusal is thrown, with the
 * server's words.
 */
export function useSaveProfilePhoto() {
  const [upload, uploading] = useMutation(UploadProfilePhotoDocument);
  const [remove, removing] = useMutation(RemoveProfilePhotoDocument);
  const save = useCallback(
    async (change: PictureChange) => {
      if (change.kind === 'replace') await upload({ variables: { input: { file: change.file } } });
      if (change.kind === 'remove') await remove();
    },
    [upload, remove],
  );
  return [save, { loading: uploading.loading || removing.loading }] as const;
}
