import { type ChangeEvent, useId } from 'react';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { RefusedFiles } from '../../components/RefusedFiles';
import { IMAGE_TYPES } from '../../lib/image-file';
import type { PictureChoice } from '../../lib/use-picture-choice';

/** The photo Edit Profile shows: the chosen one, none once removed, else the saved one. */
export function shownPhoto(user: { avatarPhoto?: string | null }, picture: PictureChoice): string | null {
  if (picture.change.kind === 'replace') return picture.previewUrl;
  if (picture.change.kind === 'remove') return null;
  return user.avatarPhoto ?? null;
}

/**
 * The profile photo in Edit Profile: a new one (JPEG, PNG or WebP up to 5 MB) shows at once, and it
 * or a removal is applied with Save Profile (useSaveProfilePhoto); Cancel keeps the saved photo.
 * Without one, the chosen emoji avatar shows.
 */
export function ProfilePhotoField({
  user,
  picture,
  disabled,
}: {
  user: { avatar: string; avatarPhoto?: string | null };
  picture: PictureChoice;
  /** While the dialog saves. */
  disabled: boolean;
}) {
  const inputId = useId();
  const { change } = picture;
  const shown = shownPhoto(user, picture);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void picture.choose(file);
  };

  return (
    <div className="profile-photo-field">
      <Avatar avatar={user.avatar} photo={shown} className="avatar profile-photo-preview" />
      <div className="stack">
        <label htmlFor={inputId}>Photo (JPEG, PNG or WebP, up to 5 MB)</label>
        <input
          id={inputId}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          onChange={choose}
          disabled={disabled}
        />
        {change.kind === 'replace' && (
          <p className="muted" role="status">
            New photo, not saved yet: Save Profile keeps it, Cancel drops it.
          </p>
        )}
        {change.kind === 'remove' && (
          <p className="muted" role="status">
            Photo removed, not saved yet: Save Profile removes it, Cancel keeps it.
          </p>
        )}
        {shown && (
          <Button
            variant="secondary"
            size="small"
            onClick={() => picture.remove(Boolean(user.avatarPhoto))}
            disabled={disabled}
          >
            Remove photo
          </Button>
        )}
        <RefusedFiles refusals={picture.refusals} />
      </div>
    </div>
  );
}
