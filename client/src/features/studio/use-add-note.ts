import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { ProjectNotesDocument } from './NotesList.generated';
import { CreateNoteDocument, UploadVoiceNoteDocument } from './use-add-note.generated';

/** A new note joins the project's list, which the cache cannot infer: it is fetched again, awaited. */
const refetchNotes = { refetchQueries: [ProjectNotesDocument], awaitRefetchQueries: true };

/**
 * Saves a text note in a project and resolves to its id once the list is fetched again.
 * `onCreated` hears the id first, so a list that leaves out the note being written never shows it.
 */
export function useCreateNote() {
  const client = useApolloClient();
  const [createNote, result] = useMutation(CreateNoteDocument);
  const create = useCallback(
    async (projectId: string, content: string, onCreated?: (noteId: string) => void) => {
      const created = await createNote({ variables: { input: { projectId, content } } });
      const noteId = created.data?.createNote.id;
      if (!noteId) throw new Error('The note was not saved.');
      onCreated?.(noteId);
      await client.refetchQueries({ include: [ProjectNotesDocument] });
      return noteId;
    },
    [createNote, client],
  );
  return [create, result] as const;
}

/** Uploads a recorded clip as a voice note, with the text typed alongside it (null for none). */
export function useUploadVoiceNote() {
  const [uploadVoiceNote, result] = useMutation(UploadVoiceNoteDocument, refetchNotes);
  const upload = useCallback(
    (projectId: string, file: File, content: string | null) =>
      uploadVoiceNote({ variables: { input: { projectId, file, content } } }),
    [uploadVoiceNote],
  );
  return [upload, result] as const;
}
