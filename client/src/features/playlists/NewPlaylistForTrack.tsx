import { FIELD_LIMITS } from '@backline/field-rules';
import { type FormEvent, useState } from 'react';
import { useRetryKey } from '../../apollo/use-retry-key';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { FormError } from '../../components/FormError';
import { useCreatePlaylist } from './use-create-playlist';

interface NewPlaylistForTrackProps {
  trackTitle: string;
  /** Adds the track to the playlist just made (the dialog's own add, with its messages). */
  onCreated: (playlist: { id: string; name: string; trackCount: number }) => Promise<void>;
}

/**
 * 'New playlist' inside 'Add to playlist': names a playlist, makes it and puts the track in it, in
 * one step, so an artist with no playlists (or none that fits) is never sent away. A blank name does
 * nothing; trying the same name again after a failure does not make it twice.
 */
export function NewPlaylistForTrack({ trackTitle, onCreated }: NewPlaylistForTrackProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const retryKey = useRetryKey();
  const [createPlaylist, { loading }] = useCreatePlaylist();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || loading) return;
    setError('');
    try {
      const result = await createPlaylist(trimmed, retryKey.keyFor(trimmed));
      retryKey.succeeded();
      const created = result.data?.createPlaylist;
      if (created) await onCreated(created);
    } catch {
      setError('Failed to create playlist.');
    }
  };

  return (
    <form className="new-playlist-for-track stack" aria-label="New playlist" onSubmit={submit}>
      <Field label="New playlist">
        <input
          value={name}
          maxLength={FIELD_LIMITS.playlist.name}
          placeholder="Playlist name"
          onChange={(event) => setName(event.target.value)}
        />
      </Field>
      <FormError message={error} />
      <Button type="submit" variant="secondary" disabled={loading}>
        {loading ? 'Creating…' : 'Create and add'}
        <span className="visually-hidden"> {trackTitle}</span>
      </Button>
    </form>
  );
}
