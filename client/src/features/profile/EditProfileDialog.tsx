import { useMutation } from '@apollo/client/react';
import { FIELD_LIMITS, PROFILE_FIGURE_LIMITS } from '@backline/field-rules';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { serverMessage } from '../../apollo/server-message';
import { Dialog } from '../../components/Dialog';
import { Field } from '../../components/Field';
import { FormDialogActions } from '../../components/FormDialogActions';
import { usePictureChoice } from '../../lib/use-picture-choice';
import { useDiscardGuard } from '../saving/use-discard-guard';
import { useFormChanges } from '../saving/use-form-changes';
import { SidebarCareerLevelDocument } from '../workspace/LevelProgress.generated';
import { AvatarPicker } from './AvatarPicker';
import { type EditProfileDialog_ProfileFragment, UpdateProfileDocument } from './EditProfileDialog.generated';
import { ProfilePhotoField, shownPhoto } from './ProfilePhotoField';
import { FIGURE_FIELDS, readProfileChanges } from './profile-form-values';
import { HANDLE_FIELDS, SOCIAL_PLATFORM_LABELS } from './social-platforms';
import { useSaveProfilePhoto } from './use-save-profile-photo';

interface EditProfileDialogProps {
  profile: EditProfileDialog_ProfileFragment;
  avatars: readonly string[];
  open: boolean;
  onClose: () => void;
}

/** A handle field takes a pasted profile address too (the server keeps its handle). */
const PASTED_ADDRESS_MAX_LENGTH = 300;

/**
 * Edits the photo, the account, the profile and the figures the AI manager's outlook reads, all on
 * Save Profile (Cancel changes nothing).
 */
export function EditProfileDialog({ profile, avatars, open, onClose }: EditProfileDialogProps) {
  const [error, setError] = useState('');
  const formId = useId();
  const photo = usePictureChoice('Profile photos');
  const [savePhoto, savingPhoto] = useSaveProfilePhoto();
  // The figures (monthly listeners) are career milestones: the sidebar's level is read again.
  const [updateProfile, updating] = useMutation(UpdateProfileDocument, {
    refetchQueries: [SidebarCareerLevelDocument],
  });
  const busy = savingPhoto.loading || updating.loading;
  const { user } = profile;

  // This dialog stays mounted while closed: a photo chosen and not saved goes when it closes.
  const close = () => {
    setError('');
    photo.reset();
    onClose();
  };
  const changes = useFormChanges();
  const guard = useDiscardGuard({
    dirty: open && (changes.dirty || photo.changed),
    label: 'Edit Profile',
    onDiscard: close,
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    setError('');
    // The photo first: it is the likelier to be refused (by its bytes), and then nothing has changed.
    // Once saved it is the profile's, so a retry after the details are refused does not send it again.
    try {
      if (photo.changed) {
        await savePhoto(photo.change);
        photo.reset();
      }
    } catch (failure) {
      setError(serverMessage(failure, 'Failed to save the photo.'));
      return;
    }
    try {
      await updateProfile({ variables: { input: readProfileChanges(form) } });
      toast.success('Profile saved.');
      close();
    } catch (failure) {
      setError(serverMessage(failure, 'Failed to save profile.'));
    }
  };

  return (
    <>
      <Dialog
        title="Edit Profile"
        open={open}
        onClose={guard.requestClose}
        error={error}
        actions={
          <FormDialogActions
            formId={formId}
            submitLabel="Save Profile"
            busyLabel="Saving…"
            busy={busy}
            onCancel={guard.requestClose}
          />
        }
      >
        <ProfilePhotoField user={user} picture={photo} disabled={busy} />
        <form id={formId} {...changes.watch} className="stack" onSubmit={submit}>
          <Field label="Artist name">
            <input
              name="artistName"
              defaultValue={user.artistName}
              maxLength={FIELD_LIMITS.profile.artistName}
              required
              // Focus starts here: the dialog opens to edit the profile, name first.
              autoFocus
            />
          </Field>
          <Field label="Role">
            <input
              name="role"
              defaultValue={user.role}
              maxLength={FIELD_LIMITS.profile.role}
              required
              placeholder="e.g. Producer"
            />
          </Field>
          <AvatarPicker avatars={avatars} current={user.avatar} hasPhoto={Boolean(shownPhoto(user, photo))} />
          <Field label="Location">
            <input
              name="location"
              defaultValue={profile.location}
              maxLength={FIELD_LIMITS.profile.location}
              autoComplete="off"
            />
          </Field>
          <Field label="Bio">
            <textarea name="bio" defaultValue={profile.bio} maxLength={FIELD_LIMITS.profile.bio} rows={4} />
          </Field>
          <Field label="Website">
            <input
              name="website"
              defaultValue={profile.website}
              maxLength={FIELD_LIMITS.profile.website}
              inputMode="url"
              autoComplete="url"
              placeholder="e.g. yourname.com"
            />
          </Field>
          <fieldset className="handle-fields">
            <legend>Social handles</legend>
            {HANDLE_FIELDS.map(({ name, platform }) => (
              <label key={name}>
                {SOCIAL_PLATFORM_LABELS[platform]}
                <input
                  name={name}
                  defaultValue={profile.handles[name]}
                  // Room for a pasted profile address, whose handle the server keeps.
                  maxLength={PASTED_ADDRESS_MAX_LENGTH}
                  autoCapitalize="off"
                  spellCheck={false}
                  placeholder="@handle or profile address"
                />
              </label>
            ))}
          </fieldset>
          <fieldset className="figure-fields">
            <legend>Your figures</legend>
            <p className="muted">
              From your streaming and social accounts. Your AI manager's outlook is based on them; leave a
              figure empty (or 0) if you do not know it.
            </p>
            {FIGURE_FIELDS.map(({ name, label, max, step }) => (
              <label key={name}>
                {label}
                <input
                  name={name}
                  type="number"
                  inputMode={step === 1 ? 'numeric' : 'decimal'}
                  min={PROFILE_FIGURE_LIMITS.min}
                  max={max}
                  step={step}
                  defaultValue={profile.stats[name] > 0 ? profile.stats[name] : ''}
                  placeholder="0"
                />
              </label>
            ))}
          </fieldset>
        </form>
      </Dialog>
      {guard.confirmDialog}
    </>
  );
}
