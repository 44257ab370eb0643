import { useQuery } from '@apollo/client/react';
import { serverMessage } from '../../apollo/server-message';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { onFirstUse } from '../../lib/on-first-use';
import { PlayButton } from '../player/PlayButton';
import type { PlayerItem } from '../player/player-queue';
import { formatDuration } from '../playlists/format-duration';
import { ProjectNotesDocument } from './NotesList.generated';
import { useDeleteNote } from './use-delete-note';

/** Notes per page; "Show more notes" asks for the next page. */
const NOTES_PAGE_SIZE = 20;

const noteDate = onFirstUse(
  () => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
);

/**
 * The project's notes, newest first: date, a voice badge, the text, the clip's player and delete.
 * The note still being written (`writingId`) is left out: the note box above shows it.
 */
export function NotesList({
  projectId,
  writingId = null,
  onError,
  canDelete = true,
}: {
  projectId: string;
  writingId?: string | null;
  onError: (message: string) => void;
  /** Offer Delete (the server still decides: a note is its writer's or the project owner's). */
  canDelete?: boolean;
}) {
  // Fetched again each time the screen opens: a note saved as the artist left, or by a collaborator,
  // is there when they come back.
  const { data, error, fetchMore, loading } = useQuery(ProjectNotesDocument, {
    variables: { projectId, first: NOTES_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteNote] = useDeleteNote();

  if (error) return <p className="form-error">Failed to fetch notes.</p>;
  if (!data?.project) return <p className="muted">Loading notes…</p>;
  const { pageInfo } = data.project.notes;
  const notes = data.project.notes.nodes.filter((note) => note.id !== writingId);
  if (notes.length === 0) return <p className="muted">No notes yet for this project</p>;

  const remove = async (id: string) => {
    try {
      await deleteNote(id);
    } catch (failure) {
      onError(serverMessage(failure, 'Failed to delete the note.'));
    }
  };

  const clips = notes.filter((note) => note.audio);
  const queue: PlayerItem[] = clips.map((note) => ({
    kind: 'note',
    id: note.id,
    projectId,
    title: `Voice note, ${noteDate().format(new Date(note.createdAt))}`,
    artist: 'Voice note',
    durationSeconds: note.audioDurationSeconds ?? 0,
  }));
  return (
    <>
      <ul className="notes-list" aria-label="Notes">
        {notes.map((note) => (
          <li key={note.id} className="note">
            <div className="note-meta">
              <time dateTime={note.createdAt}>{noteDate().format(new Date(note.createdAt))}</time>
              {note.type !== 'TEXT' && <Badge tone="accent">Voice</Badge>}
              {canDelete && (
                <Button
                  variant="danger"
                  size="small"
                  onClick={() => remove(note.id)}
                  aria-label={`Delete note from ${noteDate().format(new Date(note.createdAt))}`}
                >
                  Delete
                </Button>
              )}
            </div>
            {note.content && <p className="note-text">{note.content}</p>}
            {note.audio && (
              <div className="note-clip">
                <PlayButton queue={queue} index={clips.indexOf(note)} className="play-button small" />
                <span className="muted">{formatDuration(note.audioDurationSeconds ?? 0)}</span>
              </div>
            )}
          </li>
        ))}
      </ul>
      {pageInfo.hasNextPage && (
        <Button
          variant="secondary"
          size="small"
          className="show-more"
          disabled={loading}
          onClick={() => void fetchMore({ variables: { after: pageInfo.endCursor } })}
        >
          Show more notes
        </Button>
      )}
    </>
  );
}
