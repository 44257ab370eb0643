import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { UpdateNoteDocument } from './use-update-note.generated';

/** Replaces a text note's text; the answer updates the note in the cache by its id. */
export function useUpdateNote() {
  const [updateNote, result] = useMutation(UpdateNoteDocument);
  const update = useCallback(
    (noteId: string, content: string) => updateNote({ variables: { input: { noteId, content } } }),
    [updateNote],
  );
  return [update, result] as const;
}
