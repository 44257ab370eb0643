import { type ChangeEvent, useId } from 'react';
import { Button } from '../../components/Button';
import { RefusedFiles } from '../../components/RefusedFiles';
import { IMAGE_TYPES } from '../../lib/image-file';
import type { PictureChoice } from '../../lib/use-picture-choice';
import { Artwork } from '../player/Artwork';

/**
 * A track's cover in the edit dialog: a new one (JPEG, PNG or WebP up to 5 MB) shows at once, and it
 * or a removal is applied with the dialog's Save (useSaveTrackCover); Cancel keeps the saved cover.
 */
export function TrackCoverField({
  track,
  picture,
  disabled,
}: {
  track: { cover?: { url: string } | null };
  picture: PictureChoice;
  /** While the dialog saves. */
  disabled: boolean;
}) {
  const inputId = useId();
  const { change } = picture;
  const shown =
    change.kind === 'replace' ? picture.previewUrl : change.kind === 'remove' ? null : track.cover?.url;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void picture.choose(file);
  };

  return (
    <div className="track-cover-field">
      <Artwork url={shown} className="artwork track-cover-preview" />
      <div className="stack">
        <label htmlFor={inputId}>Cover image (JPEG, PNG or WebP, up to 5 MB)</label>
        <input
          id={inputId}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          onChange={choose}
          disabled={disabled}
        />
        {change.kind === 'replace' && (
          <p className="muted" role="status">
            New cover, not saved yet: Save keeps it, Cancel drops it.
          </p>
        )}
        {change.kind === 'remove' && (
          <p className="muted" role="status">
            Cover removed, not saved yet: Save removes it, Cancel keeps it.
          </p>
        )}
        {shown && (
          <Button
            variant="secondary"
            size="small"
            onClick={() => picture.remove(Boolean(track.cover))}
            disabled={disabled}
          >
            Remove cover
          </Button>
        )}
        <RefusedFiles refusals={picture.refusals} />
      </div>
    </div>
  );
}
