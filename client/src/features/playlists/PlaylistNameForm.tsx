import { FIELD_LIMITS } from '@backline/field-rules';
import { type FormEvent, useState } from 'react';
import { Field } from '../../components/Field';

interface PlaylistNameFormProps {
  /** The form's id, which the dialog's submit button names (the buttons sit in the dialog's actions). */
  id: string;
  initialName?: string;
  busy: boolean;
  onSubmit: (name: string) => void;
}

/** The Playlist Name field; a blank name does nothing. */
export function PlaylistNameForm({ id, initialName = '', busy, onSubmit }: PlaylistNameFormProps) {
  const [name, setName] = useState(initialName);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() && !busy) onSubmit(name.trim());
  };
  return (
    <form id={id} onSubmit={submit} className="stack">
      <Field label="Playlist Name">
        <input
          // biome-ignore lint/a11y/noAutofocus: the dialog exists to take this one answer.
          autoFocus
          value={name}
          maxLength={FIELD_LIMITS.playlist.name}
          onChange={(event) => setName(event.target.value)}
        />
      </Field>
    </form>
  );
}
