import { useMutation } from '@apollo/client/react';
import { BPM_RANGE, TRACK_TEXT_DETAILS } from '@backline/field-rules';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { serverMessage } from '../../apollo/server-message';
import { Dialog } from '../../components/Dialog';
import { Field } from '../../components/Field';
import { FormDialogActions } from '../../components/FormDialogActions';
import { usePictureChoice } from '../../lib/use-picture-choice';
import { usePlayer } from '../player/PlayerProvider';
import { trackItem } from '../player/track-item';
import { useDiscardGuard } from '../saving/use-discard-guard';
import { useFormChanges } from '../saving/use-form-changes';
import { type EditTrackDialog_TrackFragment, UpdateTrackDocument } from './EditTrackDialog.generated';
import { TrackCoverField } from './TrackCoverField';
import { useSaveTrackCover } from './use-save-track-cover';

interface EditTrackDialogProps {
  track: EditTrackDialog_TrackFragment;
  /** The artist's genres, offered while typing; any other genre may be typed. */
  genres: readonly string[];
  onClose: () => void;
}

/**
 * Changes a track's cover, title, artist, genre, key, BPM and mood, and whether its artist page shows
 * it, all on Save (Cancel changes nothing). The server's rules decide, and its texts are shown; the
 * answers update the card (and the player, if it holds the track) through the cache.
 */
export function EditTrackDialog({ track, genres, onClose }: EditTrackDialogProps) {
  const player = usePlayer();
  const genreListId = useId();
  const formId = useId();
  const changes = useFormChanges();
  const cover = usePictureChoice('Cover images');
  const guard = useDiscardGuard({
    dirty: changes.dirty || cover.changed,
    label: 'Edit Track',
    onDiscard: onClose,
  });
  const [error, setError] = useState('');
  const [saveCover, savingCover] = useSaveTrackCover();
  const [updateTrack, updating] = useMutation(UpdateTrackDocument);
  const busy = savingCover.loading || updating.loading;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const bpm = text('bpm').trim();
    setError('');
    // The cover first: it is the likelier to be refused (by its bytes), and then nothing has changed.
    // Once saved it is the track's, so a retry after the details are refused does not send it again.
    try {
      if (cover.changed) {
        await saveCover(track.id, cover.change);
        cover.reset();
      }
    } catch (failure) {
      setError(serverMessage(failure, 'Failed to save the cover.'));
      return;
    }
    try {
      const { data } = await updateTrack({
        variables: {
          input: {
            trackId: track.id,
            title: text('title'),
            artist: text('artist'),
            genre: text('genre'),
            key: text('key'),
            bpm: bpm === '' ? null : Number(bpm),
            mood: text('mood'),
            onArtistPage: form.get('onArtistPage') === 'on',
          },
        },
      });
      if (data) player.refresh(trackItem(data.updateTrack));
      toast.success('Track saved.');
      onClose();
    } catch (failure) {
      setError(serverMessage(failure, 'Failed to save the track.'));
    }
  };

  return (
    <>
      <Dialog
        title="Edit Track"
        open
        onClose={guard.requestClose}
        error={error}
        actions={
          <FormDialogActions
            formId={formId}
            submitLabel="Save"
            busyLabel="Saving…"
            busy={busy}
            onCancel={guard.requestClose}
          />
        }
      >
        <TrackCoverField track={track} picture={cover} disabled={busy} />
        <form id={formId} {...changes.watch} className="stack" onSubmit={submit} noValidate>
          <div className="field-grid">
            <Field label="Title">
              <input name="title" defaultValue={track.title} maxLength={TRACK_TEXT_DETAILS.title.maxLength} />
            </Field>
            <Field label="Artist">
              <input
                name="artist"
                defaultValue={track.artist}
                maxLength={TRACK_TEXT_DETAILS.artist.maxLength}
              />
            </Field>
            <label>
              Genre
              <input
                name="genre"
                defaultValue={track.genre}
                maxLength={TRACK_TEXT_DETAILS.genre.maxLength}
                list={genreListId}
              />
              <datalist id={genreListId}>
                {genres.map((genre) => (
                  <option key={genre} value={genre} />
                ))}
              </datalist>
            </label>
            <label>
              Key
              <input name="key" defaultValue={track.key} maxLength={TRACK_TEXT_DETAILS.key.maxLength} />
            </label>
            <Field label="BPM">
              <input
                name="bpm"
                type="number"
                defaultValue={track.bpm}
                min={BPM_RANGE.min}
                max={BPM_RANGE.max}
                step="any"
                inputMode="decimal"
              />
            </Field>
            <Field label="Mood">
              <input
                name="mood"
                defaultValue={track.mood ?? ''}
                maxLength={TRACK_TEXT_DETAILS.mood.maxLength}
              />
            </Field>
          </div>
          <div>
            <label className="choice">
              <input
                type="checkbox"
                name="onArtistPage"
                defaultChecked={track.onArtistPage}
                aria-describedby={`${formId}-page-hint`}
              />
              Show on my artist page
            </label>
            <p id={`${formId}-page-hint`} className="field-hint muted">
              Artists on Backline can play it there. Off, only you and your projects' members can.
            </p>
          </div>
        </form>
      </Dialog>
      {guard.confirmDialog}
    </>
  );
}
