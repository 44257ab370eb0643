import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { serverMessage } from '../../apollo/server-message';

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

  return (
    <ul className="notes-list" aria-label="Notes">
      {data.notes.map((note) => (
        <li key={note.id} className="note">
          <div className="note-meta">
            <time dateTime={note.createdAt}>{noteDate.format(new Date(note.createdAt))}</time>
            {note.type !== 'TEXT' && <span className="badge">Voice</span>}
            <button
              type="button"
              className="button danger small"
              onClick={() => remove(note.id)}
              aria-label={`Delete note from ${noteDate.format(new Date(note.createdAt))}`}
            >
              Delete
            </button>
          </div>
          {note.content && <p className="note-text">{note.content}</p>}
          {note.audioUrl && (
            // biome-ignore lint/a11y/useMediaCaption: a voice memo has no captions to offer; its text, if any, is shown above.
            <audio controls preload="metadata" src={note.audioUrl} aria-label="Voice note" />
          )}
        </li>
      ))}
    </ul>
  );
}
