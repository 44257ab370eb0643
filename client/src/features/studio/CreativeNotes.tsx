import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { FIELD_LIMITS } from '@backline/field-rules';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { serverMessage } from '../../apollo/server-message';
import { Button } from '../../components/Button';
import { formatDuration } from '../playlists/format-duration';
import { SaveStatus } from '../saving/SaveStatus';
import { useUnsavedChanges } from '../saving/unsaved-changes';
import { useAutoSave } from '../saving/use-auto-save';
import { NotesList } from './NotesList';
import { useCreateNote, useUploadVoiceNote } from './use-add-note';
import { useDeleteNote } from './use-delete-note';
import { useUpdateNote } from './use-update-note';
import { useVoiceRecorder } from './use-voice-recorder';

interface CreativeNotesProps {
  projectId: string;
  /** The artist's Auto-save setting: on, the note being written saves itself to the server. */
  autoSave: boolean;
  onError: (message: string) => void;
  /** False for a collaborator whose role reads the notes but does not write them. */
  canWrite?: boolean;
}

/**
 * Text notes and voice notes. The box holds the note being written. With Auto-save on it is made
 * on the server a pause after typing starts and updated after each pause; with it off, Save Notes
 * makes it, and leaving with text in the box asks first. Save Notes finishes the note: the box is
 * emptied for the next one and the note joins the list below.
 */
export function CreativeNotes({ projectId, autoSave, onError, canWrite = true }: CreativeNotesProps) {
  // Each finished note starts a fresh composer, so its saving state starts again from an empty box.
  const [sitting, setSitting] = useState(0);
  const [writingId, setWritingId] = useState<string | null>(null);
  const finished = () => {
    setWritingId(null);
    setSitting((count) => count + 1);
  };
  return (
    <section className="panel studio-notes" aria-labelledby="creative-notes-heading">
      <h2 id="creative-notes-heading">Creative Notes</h2>
      {canWrite && (
        <NoteComposer
          key={`${projectId}:${sitting}`}
          projectId={projectId}
          autoSave={autoSave}
          onError={onError}
          onWriting={setWritingId}
          onFinished={finished}
        />
      )}
      <NotesList projectId={projectId} writingId={writingId} onError={onError} canDelete={canWrite} />
    </section>
  );
}

const sameText = (a: string, b: string) => a.trim() === b.trim();

const isNotFound = (failure: unknown) =>
  CombinedGraphQLErrors.is(failure) && failure.errors.some((error) => error.extensions?.code === 'NOT_FOUND');

function NoteComposer({
  projectId,
  autoSave,
  onError,
  onWriting,
  onFinished,
}: CreativeNotesProps & { onWriting: (noteId: string | null) => void; onFinished: () => void }) {
  const [text, setText] = useState('');
  const latestText = useRef(text);
  latestText.current = text;
  // The note this box writes, once the server has made it; saves after that update it.
  const noteId = useRef<string | null>(null);
  // Set once the note is finished: a save still pending then must not make it again.
  const done = useRef(false);
  const [createNote] = useCreateNote();
  const [updateNote] = useUpdateNote();
  const [deleteNote] = useDeleteNote();
  const [uploadVoiceNote, { loading: uploading }] = useUploadVoiceNote();

  const create = (content: string) =>
    createNote(projectId, content, (id) => {
      noteId.current = id;
      onWriting(id);
    });
  const update = async (id: string, content: string) => {
    try {
      await updateNote(id, content);
    } catch (failure) {
      if (!isNotFound(failure)) throw failure;
      // Deleted meanwhile (on another device): what is typed becomes a new note rather than failing on.
      noteId.current = null;
      onWriting(null);
      await create(content);
    }
  };

  // useAutoSave runs one save at a time, so an update always waits for the create that gives it an id.
  const store = async (value: string) => {
    const content = value.trim();
    if (done.current) return;
    try {
      if (!noteId.current) {
        if (content) await create(content);
      } else if (content) {
        await update(noteId.current, content);
      } else {
        // The box was emptied: the note it was writing goes too.
        await deleteNote(noteId.current);
        noteId.current = null;
        onWriting(null);
      }
    } catch (failure) {
      throw new Error(serverMessage(failure, 'Failed to save the note.'));
    }
  };
  const saving = useAutoSave({ value: text, saved: '', save: store, enabled: autoSave, equals: sameText });
  useUnsavedChanges({
    dirty: saving.dirty,
    label: 'Note',
    save: () => saving.flush(),
    savesItself: autoSave,
  });

  const finish = () => {
    done.current = true;
    onFinished();
  };

  const saveText = async () => {
    if (!text.trim() || !(await saving.flush())) return;
    toast.success('Note saved.');
    finish();
  };

  const saveVoiceNote = async (clip: Blob) => {
    const extension = clip.type.includes('ogg') ? 'ogg' : 'webm';
    const file = new File([clip], `voice-note.${extension}`, { type: clip.type });
    try {
      // Let a save in flight settle, so the text note it makes is known and replaced below.
      if (autoSave) await saving.flush();
      const content = latestText.current.trim();
      await uploadVoiceNote(projectId, file, content || null);
      // The clip's note now holds the text too: the text note auto-save made would repeat it.
      if (noteId.current) await deleteNote(noteId.current);
      toast.success('Voice note saved.');
      finish();
    } catch (failure) {
      onError(serverMessage(failure, 'Failed to save the voice note.'));
    }
  };
  const recorder = useVoiceRecorder(saveVoiceNote, onError);
  const { state } = recorder;
  const recording = state.status === 'recording';
  const showStatus = text.trim() !== '' || saving.status !== 'saved' || noteId.current !== null;

  return (
    <>
      <label className="stacked">
        Note
        <textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => autoSave && void saving.flush()}
          rows={4}
          maxLength={FIELD_LIMITS.note.content}
          placeholder="Ideas, chord changes, a line for the second verse…"
        />
      </label>
      <div className="button-row">
        {recording ? (
          <>
            <Button onClick={recorder.stop}>
              <span className="recording-dot" aria-hidden="true" />
              Stop ({formatDuration(state.seconds)})
            </Button>
            <span className="recording-status" role="status">
              Recording... ({state.seconds}s)
            </span>
          </>
        ) : (
          <Button variant="secondary" onClick={recorder.start} disabled={uploading}>
            {uploading ? 'Saving voice note…' : 'Voice Note'}
          </Button>
        )}
        <Button onClick={saveText} disabled={!text.trim() || recording || uploading}>
          Save Notes
        </Button>
      </div>
      {/* Below the buttons, so its changing width never moves them under the pointer. */}
      {showStatus && !recording && (
        <div className="note-save-status">
          <SaveStatus autoSave={saving} />
        </div>
      )}
    </>
  );
}
