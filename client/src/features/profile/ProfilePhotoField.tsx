import { useMutation } from '@apollo/client/react';
import { type ChangeEvent, useId, useState } from 'react';
import { serverMessage } from '../../apollo/server-message';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { FormError } from '../../components/FormError';
import { RefusedFiles, refusedFileMessage, useRefusedFiles } from '../../components/RefusedFiles';
import { IMAGE_TYPES, imageRefusal } from '../../lib/image-file';
import { RemoveProfilePhotoDocument, UploadProfilePhotoDocument } from './ProfilePhotoField.generated';

/**
 * The profile photo in Edit Profile: shown, replaced (JPEG, PNG or WebP up to 5 MB) or removed at
 * once, apart from the form's Save. Without one, the chosen emoji avatar shows.
 */
export function ProfilePhotoField({ user }: { user: { avatar: string; avatarPhoto?: string | null } }) {
  const inputId = useId();
  const [error, setError] = useState('');
  const refused = useRefusedFiles();
  const [upload, uploading] = useMutation(UploadProfilePhotoDocument);
  const [remove, removing] = useMutation(RemoveProfilePhotoDocument);
  const busy = uploading.loading || removing.loading;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError('');
    const refusal = imageRefusal(file, 'Profile photos');
    refused.refuse(refusal ? [refusedFileMessage(file.name, refusal)] : []);
    if (refusal) return;
    try {
      await upload({ variables: { input: { file } } });
    } catch (failure) {
      setError(serverMessage(failure, 'Failed to save the photo.'));
    }
  };

  const removePhoto = async () => {
    setError('');
    refused.clear();
    try {
      await remove();
    } catch (failure) {
      setError(serverMessage(failure, 'Failed to remove the photo.'));
    }
  };

  return (
    <div className="profile-photo-field">
      <Avatar avatar={user.avatar} photo={user.avatarPhoto} className="avatar profile-photo-preview" />
      <div className="stack">
        <label htmlFor={inputId}>Photo (JPEG, PNG or WebP, up to 5 MB)</label>
        <input id={inputId} type="file" accept={IMAGE_TYPES.join(',')} onChange={choose} disabled={busy} />
        {uploading.loading && <p className="muted">Saving the photo…</p>}
        {user.avatarPhoto && (
          <Button variant="secondary" size="small" onClick={removePhoto} disabled={busy}>
            Remove photo
          </Button>
        )}
        <RefusedFiles refusals={refused.refusals} />
        <FormError message={error} />
      </div>
    </div>
  );
}
