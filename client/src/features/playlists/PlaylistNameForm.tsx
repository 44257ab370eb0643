import { type FormEvent, useState } from 'react';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { FormError } from '../../components/FormError';

interface PlaylistNameFormProps {
  initialName?: string;
  submitLabel: string;
  busy: boolean;
  error: string;
  onSubmit: (name: string) => void;
  onCancel: () => void;
}

/** The Playlist Name field with Cancel and a submit button; a blank name does nothing. */
export function PlaylistNameForm({
  initialName = '',
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
}: PlaylistNameFormProps) {
  const [name, setName] = useState(initialName);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() && !busy) onSubmit(name.trim());
  };
  return (
    <form onSubmit={submit} className="stack">
      <Field label="Playlist Name">
        <input
          // biome-ignore lint/a11y/noAutofocus: the dialog exists to take this one answer.
          autoFocus
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
        />
      </Field>
      <FormError message={error} />
      <div className="button-row">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
