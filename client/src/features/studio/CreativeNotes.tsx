import toast from 'react-hot-toast';
import { serverMessage } from '../../apollo/server-message';
import { Button } from '../../components/Button';
import { formatDuration } from '../playlists/format-duration';
import { useUnsavedChanges } from '../saving/unsaved-changes';
import { useLocalDraft } from '../saving/use-local-draft';
import { NotesList } from './NotesList';
import { useCreateNote, useUploadVoiceNote } from './use-add-note';
import { useVoiceRecorder } from './use-voice-recorder';

/**
 * Text notes and voice notes. Stopping a recording saves it at once as a voice note; text typed
 * alongside goes with it (a mixed note) and the box is cleared. A note is made only by Save Notes:
 * with Auto-save on, the text being written is kept as a draft in this browser until then; with it
 * off, leaving with text in the box asks first.
 */
export function CreativeNotes({
  projectId,
  autoSave,
  onError,
}: {
  projectId: string;
  autoSave: boolean;
  onError: (message: string) => void;
}) {
  const [text, setText] = useLocalDraft(`note:${projectId}`, autoSave);
  const [createNote, { loading: saving }] = useCreateNote();
  const [uploadVoiceNote, { loading: uploading }] = useUploadVoiceNote();

  const saveVoiceNote = async (clip: Blob) => {
    const extension = clip.type.includes('ogg') ? 'ogg' : 'webm';
    const file = new File([clip], `voice-note.${extension}`, { type: clip.type });
    const content = text.trim();
    try {
      await uploadVoiceNote(projectId, file, content || null);
      setText('');
      toast.success('Voice note saved.');
    } catch (failure) {
      onError(serverMessage(failure, 'Failed to save the voice note.'));
    }
  };
  const recorder = useVoiceRecorder(saveVoiceNote, onError);
  const { state } = recorder;
  const recording = state.status === 'recording';

  const saveText = async (): Promise<boolean> => {
    const content = text.trim();
    if (!content) return true;
    try {
      await createNote(projectId, content);
      setText('');
      toast.success('Note saved.');
      return true;
    } catch (failure) {
      onError(serverMessage(failure, 'Failed to save the note.'));
      return false;
    }
  };
  useUnsavedChanges({ dirty: !autoSave && text.trim() !== '', label: 'Note', save: saveText });

  return (
    <section className="panel studio-notes" aria-labelledby="creative-notes-heading">
      <h2 id="creative-notes-heading">Creative Notes</h2>
      <label className="stacked">
        Note
        <textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={4}
          maxLength={10000}
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
        <Button onClick={saveText} disabled={!text.trim() || saving}>
          Save Notes
        </Button>
        {autoSave && text.trim() && <span className="muted">Draft kept in this browser</span>}
      </div>
      <NotesList projectId={projectId} onError={onError} />
    </section>
  );
}
