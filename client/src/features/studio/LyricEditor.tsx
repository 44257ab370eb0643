import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { serverMessage } from '../../apollo/server-message';
import { Button } from '../../components/Button';
import { type LyricEditor_ProjectFragment, SaveLyricsDocument } from './LyricEditor.generated';
import { LyricsHistory } from './LyricsHistory';

interface LyricEditorProps {
  project: LyricEditor_ProjectFragment;
  projectTitle: string;
  onError: (message: string) => void;
}

/** The song title and lyrics, saved on the server as a new version each time they change. */
export function LyricEditor(props: LyricEditorProps) {
  // A new saved version (a save, or a restore) starts the form again from what is stored.
  return <LyricsForm key={props.project.lyrics?.version ?? 0} {...props} />;
}

function LyricsForm({ project, projectTitle, onError }: LyricEditorProps) {
  const [title, setTitle] = useState(project.lyrics?.title ?? projectTitle);
  const [content, setContent] = useState(project.lyrics?.content ?? '');
  const [saveLyrics, { loading }] = useMutation(SaveLyricsDocument);
  const unchanged =
    title === (project.lyrics?.title ?? projectTitle) && content === (project.lyrics?.content ?? '');

  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await saveLyrics({ variables: { input: { projectId: project.id, title, content } } });
      toast.success('Lyrics saved.');
    } catch (failure) {
      onError(serverMessage(failure, 'Failed to save the lyrics.'));
    }
  };

  return (
    <section className="panel lyric-editor" aria-labelledby="lyric-editor-heading">
      <h2 id="lyric-editor-heading">Lyric Editor</h2>
      <form onSubmit={save}>
        <label className="stacked">
          Song title
          <input value={title} onChange={(event) => setTitle(event.target.value)} maxLength={200} />
        </label>
        <label className="stacked">
          Lyrics
          <textarea
            value={content}
            onChange={(event) => setContent(event.target.value)}
            rows={12}
            maxLength={20000}
            placeholder="Verse 1…"
          />
        </label>
        <div className="button-row">
          <Button type="submit" disabled={loading}>
            {loading ? 'Saving…' : 'Save Lyrics'}
          </Button>
          <span className="muted" role="status">
            {project.lyrics
              ? unchanged
                ? `Saved (version ${project.lyrics.version})`
                : 'Unsaved changes'
              : 'Not saved yet'}
          </span>
        </div>
      </form>
      <LyricsHistory project={project} onError={onError} />
    </section>
  );
}
