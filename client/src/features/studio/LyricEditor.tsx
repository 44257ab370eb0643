import { useMutation } from '@apollo/client/react';
import { FIELD_LIMITS } from '@backline/field-rules';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { serverMessage } from '../../apollo/server-message';
import { Button } from '../../components/Button';
import { SaveStatus } from '../saving/SaveStatus';
import { useUnsavedChanges } from '../saving/unsaved-changes';
import { useAutoSave } from '../saving/use-auto-save';
import { type LyricEditor_ProjectFragment, SaveLyricsDocument } from './LyricEditor.generated';
import { LyricsHistory } from './LyricsHistory';

interface LyricEditorProps {
  project: LyricEditor_ProjectFragment;
  projectTitle: string;
  /** The artist's Auto-save setting: on, the lyrics save themselves a moment after typing stops. */
  autoSave: boolean;
  onError: (message: string) => void;
}

interface Lyrics {
  title: string;
  content: string;
}

const sameLyrics = (a: Lyrics, b: Lyrics) => a.title === b.title && a.content === b.content;

/**
 * The song title and lyrics. Save Lyrics stores them as a new version; with Auto-save on they are
 * also saved after each pause in typing (into one draft version per sitting, see the server's
 * LyricsService). Leaving with unsaved lyrics saves them first, or asks.
 */
export function LyricEditor(props: LyricEditorProps) {
  // A restored version starts the form again from what is stored; the form's own saves do not,
  // so text typed while a save is in flight stays in the form.
  const [restores, setRestores] = useState(0);
  return <LyricsForm key={restores} {...props} onRestored={() => setRestores((count) => count + 1)} />;
}

function LyricsForm({
  project,
  projectTitle,
  autoSave,
  onError,
  onRestored,
}: LyricEditorProps & { onRestored: () => void }) {
  const [stored] = useState<Lyrics>(() => ({
    title: project.lyrics?.title ?? projectTitle,
    content: project.lyrics?.content ?? '',
  }));
  const [lyrics, setLyrics] = useState(stored);
  const [saveLyrics] = useMutation(SaveLyricsDocument);

  const store = async (value: Lyrics, explicit: boolean) => {
    const input = { projectId: project.id, ...value, autosave: !explicit };
    try {
      await saveLyrics({ variables: { input } });
    } catch (failure) {
      throw new Error(serverMessage(failure, 'Failed to save the lyrics.'));
    }
  };
  const saving = useAutoSave({
    value: lyrics,
    saved: stored,
    save: store,
    enabled: autoSave,
    equals: sameLyrics,
  });
  useUnsavedChanges({
    dirty: saving.dirty,
    label: 'Lyrics',
    // Leaving with Auto-save off and choosing "Save and leave" is a save the writer asked for.
    save: () => saving.flush(!autoSave),
    savesItself: autoSave,
  });

  // The failure shows beside the button, with Retry (SaveStatus); the text stays in the form.
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (await saving.flush(true)) toast.success('Lyrics saved.');
  };

  const savedLabel = project.lyrics
    ? `Saved (version ${project.lyrics.version}${project.lyrics.autosaved ? ', auto-saved draft' : ''})`
    : 'Not saved yet';
  return (
    <section className="panel lyric-editor" aria-labelledby="lyric-editor-heading">
      <h2 id="lyric-editor-heading">Lyric Editor</h2>
      <form onSubmit={save}>
        <label className="stacked">
          Song title
          <input
            value={lyrics.title}
            onChange={(event) => setLyrics({ ...lyrics, title: event.target.value })}
            onBlur={() => autoSave && void saving.flush()}
            maxLength={FIELD_LIMITS.lyrics.title}
          />
        </label>
        <label className="stacked">
          Lyrics
          <textarea
            value={lyrics.content}
            onChange={(event) => setLyrics({ ...lyrics, content: event.target.value })}
            onBlur={() => autoSave && void saving.flush()}
            rows={12}
            maxLength={FIELD_LIMITS.lyrics.content}
            placeholder="Verse 1…"
          />
        </label>
        <div className="button-row">
          <Button type="submit">Save Lyrics</Button>
        </div>
        {/* Below the button, so its changing width never moves Save Lyrics under the pointer. */}
        <div className="lyric-save-status">
          <SaveStatus autoSave={saving} savedLabel={savedLabel} />
        </div>
      </form>
      <LyricsHistory
        project={project}
        onError={onError}
        beforeRestore={() => (saving.dirty ? saving.flush(true) : Promise.resolve(true))}
        onRestored={onRestored}
      />
    </section>
  );
}
