import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { ProjectNotesDocument } from './NotesList.generated';
import { CreateNoteDocument, UploadVoiceNoteDocument } from './use-add-note.generated';

/** A new note joins the project's list, which the cache cannot infer: it is fetched again, awaited. */
const refetchNotes = { refetchQueries: [ProjectNotesDocument], awaitRefetchQueries: true };

/** Saves a text note in a project. */
export function useCreateNote() {
  const [createNote, result] = useMutation(CreateNoteDocument, refetchNotes);
  const create = useCallback(
    (projectId: string, content: string) => createNote({ variables: { input: { projectId, content } } }),
    [createNote],
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
