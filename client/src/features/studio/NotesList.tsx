import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { serverMessage } from '../../apollo/server-message';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { PlayButton } from '../player/PlayButton';
import type { PlayerItem } from '../player/player-queue';
import { formatDuration } from '../playlists/format-duration';

export const ProjectNotesQuery = graphql(`
  query ProjectNotes($projectId: ID!) {
    notes(projectId: $projectId) {
      id
      type
      content
      audioUrl
      audioDurationSeconds
      createdAt
    }
  }
`);

const DeleteNoteMutation = graphql(`
  mutation DeleteNote($id: ID!) {
    deleteNote(id: $id) {
      id
    }
  }
`);

const noteDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The project's notes, newest first: date, a voice badge, the text, the clip's player and delete. */
export function NotesList({ projectId, onError }: { projectId: string; onError: (message: string) => void }) {
  const { data, error } = useQuery(ProjectNotesQuery, { variables: { projectId } });
  const [deleteNote] = useMutation(DeleteNoteMutation, {
    refetchQueries: ['ProjectNotes'],
    awaitRefetchQueries: true,
  });

  if (error) return <p className="form-error">Failed to fetch notes.</p>;
  if (!data) return <p className="muted">Loading notes…</p>;
  if (data.notes.length === 0) return <p className="muted">No notes yet for this project</p>;

  const remove = async (id: string) => {
    try {
      await deleteNote({ variables: { id } });
    } catch (failure) {
      onError(serverMessage(failure, 'Failed to delete the note.'));
    }
  };

  const clips = data.notes.filter((note) => note.audioUrl);
  const queue: PlayerItem[] = clips.map((note) => ({
    kind: 'note',
    id: note.id,
    projectId,
    title: `Voice note, ${noteDate.format(new Date(note.createdAt))}`,
    artist: 'Voice note',
    durationSeconds: note.audioDurationSeconds ?? 0,
  }));
  return (
    <ul className="notes-list" aria-label="Notes">
      {data.notes.map((note) => (
        <li key={note.id} className="note">
          <div className="note-meta">
            <time dateTime={note.createdAt}>{noteDate.format(new Date(note.createdAt))}</time>
            {note.type !== 'TEXT' && <Badge tone="accent">Voice</Badge>}
            <Button
              variant="danger"
              size="small"
              onClick={() => remove(note.id)}
              aria-label={`Delete note from ${noteDate.format(new Date(note.createdAt))}`}
            >
              Delete
            </Button>
          </div>
          {note.content && <p className="note-text">{note.content}</p>}
          {note.audioUrl && (
            <div className="note-clip">
              <PlayButton queue={queue} index={clips.indexOf(note)} className="play-button small" />
              <span className="muted">{formatDuration(note.audioDurationSeconds ?? 0)}</span>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
