import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { ProjectNotesDocument } from './NotesList.generated';
import { DeleteNoteDocument } from './use-delete-note.generated';

/** Deletes a note; the project's notes are fetched again before the promise settles. */
export function useDeleteNote() {
  const [deleteNote, result] = useMutation(DeleteNoteDocument, {
    refetchQueries: [ProjectNotesDocument],
    awaitRefetchQueries: true,
  });
  const remove = useCallback(
    (noteId: string) => deleteNote({ variables: { input: { noteId } } }),
    [deleteNote],
  );
  return [remove, result] as const;
}
