import { useMutation, useQuery } from '@apollo/client/react';
import { FIELD_LIMITS } from '@backline/field-rules';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { serverMessage } from '../../apollo/server-message';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { FormError } from '../../components/FormError';
import { usePlaybackTime, usePlayer, usePlayerSnapshot } from '../player/PlayerProvider';
import { currentItem, type PlayerItem } from '../player/player-queue';
import { formatDuration } from '../playlists/format-duration';
import { useUnsavedChanges } from '../saving/unsaved-changes';
import { CommentWaveform, type WaveformComment } from './CommentWaveform';
import { ProjectActivityFeedDocument } from './ProjectActivityFeed.generated';
import {
  AddCommentDocument,
  ReopenCommentDocument,
  ResolveCommentDocument,
  VersionCommentsDocument,
  type VersionCommentsQuery,
} from './VersionComments.generated';

interface VersionCommentsProps {
  versionId: string;
  title: string;
  canComment: boolean;
  /** The song's versions as the player queues them, and this version's place among them. */
  queue: readonly PlayerItem[];
  index: number;
}

interface Picked {
  start: number;
  end: number | null;
}

/**
 * A version's waveform with its comments on it, and the threads below. 'Comment' adds one at the
 * playhead (while this version plays) or where the waveform was clicked, or over a dragged range;
 * a comment's time, marker or region plays the version from there; 'Next open comment' goes to the
 * next open thread after the cursor. Replies, resolve and reopen for those who may comment.
 */
export function VersionComments({ versionId, title, canComment, queue, index }: VersionCommentsProps) {
  const { data } = useQuery(VersionCommentsDocument, {
    variables: { id: versionId },
    fetchPolicy: 'cache-and-network',
  });
  const player = usePlayer();
  const snapshot = usePlayerSnapshot();
  const time = usePlaybackTime();
  const playing = currentItem(snapshot.queue);
  const playingHere = playing?.kind === 'version' && playing.id === versionId;
  const [picked, setPicked] = useState<Picked>({ start: 0, end: null });
  const threadElements = useRef(new Map<string, HTMLLIElement>());

  const version = data?.node?.__typename === 'TrackVersion' ? data.node : null;
  const threads = version?.comments.nodes ?? [];
  const drawn: WaveformComment[] = useMemo(
    () =>
      threads.map((thread) => ({
        id: thread.id,
        atSeconds: thread.atSeconds,
        endSeconds: thread.endSeconds ?? null,
        resolved: thread.resolved,
        label: thread.author?.artistName.slice(0, 1) ?? '·',
      })),
    [threads],
  );
  if (!version) return <p className="muted">Loading comments…</p>;

  const at: Picked = playingHere && picked.end === null ? { start: time, end: null } : picked;
  const place =
    at.end === null ? formatDuration(at.start) : `${formatDuration(at.start)}–${formatDuration(at.end)}`;

  const goTo = (seconds: number) => {
    setPicked({ start: seconds, end: null });
    if (playingHere) player.seek(seconds);
    else player.playQueueAt(queue, index, seconds);
  };

  const nextOpen = () => {
    const open = threads.filter((thread) => !thread.resolved);
    const next = open.find((thread) => thread.atSeconds > at.start + 0.05) ?? open[0];
    if (!next) return;
    goTo(next.atSeconds);
    threadElements.current.get(next.id)?.focus();
  };

  return (
    <section className="version-comments" aria-labelledby={`comments-${versionId}`}>
      <h4 id={`comments-${versionId}`}>
        Comments on {title} v{version.number} <span className="muted">({version.openCommentCount} open)</span>
      </h4>
      {version.waveformPeaks && (
        <CommentWaveform
          peaks={version.waveformPeaks}
          durationSeconds={version.durationSeconds}
          comments={drawn}
          cursorSeconds={at.start}
          onPick={(start, end) => {
            setPicked({ start, end });
            if (end === null && playingHere) player.seek(start);
          }}
          onCommentClick={(id) => {
            const thread = threads.find((each) => each.id === id);
            if (thread) goTo(thread.atSeconds);
          }}
        />
      )}
      <div className="button-row comment-tools">
        <Button
          size="small"
          variant="secondary"
          disabled={threads.every((t) => t.resolved)}
          onClick={nextOpen}
        >
          Next open comment
        </Button>
      </div>
      {canComment && (
        <CommentForm
          versionId={versionId}
          at={at}
          place={place}
          onPosted={() => setPicked({ start: at.start, end: null })}
        />
      )}
      {threads.length === 0 ? (
        <p className="muted">No comments on this version yet.</p>
      ) : (
        <ol className="comment-threads" aria-label={`Comments on ${title} v${version.number}`}>
          {threads.map((thread) => (
            <li
              key={thread.id}
              className="comment-thread"
              data-resolved={thread.resolved}
              tabIndex={-1}
              ref={(element) => {
                if (element) threadElements.current.set(thread.id, element);
                else threadElements.current.delete(thread.id);
              }}
            >
              <Thread thread={thread} canComment={canComment} versionId={versionId} onGo={goTo} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * 'Comment at 0:12': the box and its button. The text stays until it is posted, and leaving with it
 * unposted asks first (the workspace's guard), as a note or lyrics being written do.
 */
function CommentForm({
  versionId,
  at,
  place,
  onPosted,
}: {
  versionId: string;
  at: Picked;
  place: string;
  onPosted: () => void;
}) {
  const [addComment, adding] = useMutation(AddCommentDocument, {
    refetchQueries: [VersionCommentsDocument, ProjectActivityFeedDocument],
    awaitRefetchQueries: true,
  });
  const [body, setBody] = useState('');
  const [error, setError] = useState('');
  const post = async (): Promise<boolean> => {
    setError('');
    try {
      await addComment({
        variables: { input: { versionId, atSeconds: at.start, endSeconds: at.end, body } },
      });
      setBody('');
      onPosted();
      return true;
    } catch (failure) {
      setError(serverMessage(failure, 'Failed to add the comment.'));
      return false;
    }
  };
  useUnsavedChanges({ dirty: body.trim() !== '', label: 'Comment', save: post });

  return (
    <form
      className="comment-form"
      onSubmit={(event) => {
        event.preventDefault();
        void post();
      }}
    >
      <label className="stacked">
        Comment at {place}
        <textarea
          rows={2}
          value={body}
          maxLength={FIELD_LIMITS.comment.body}
          onChange={(event) => setBody(event.target.value)}
          placeholder="What do you hear? @Name tells someone on the project."
        />
      </label>
      <Button type="submit" size="small" disabled={adding.loading || body.trim() === ''}>
        Comment
      </Button>
      <FormError message={error} />
    </form>
  );
}

type ThreadNode = Extract<
  NonNullable<VersionCommentsQuery['node']>,
  { __typename: 'TrackVersion' }
>['comments']['nodes'][number];

function Thread({
  thread,
  canComment,
  versionId,
  onGo,
}: {
  thread: ThreadNode;
  canComment: boolean;
  versionId: string;
  onGo: (seconds: number) => void;
}) {
  const refetch = {
    refetchQueries: [VersionCommentsDocument, ProjectActivityFeedDocument],
    awaitRefetchQueries: true,
  };
  const [resolve] = useMutation(ResolveCommentDocument, refetch);
  const [reopen] = useMutation(ReopenCommentDocument, refetch);
  const [reply, replying] = useMutation(AddCommentDocument, refetch);
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState('');
  const when =
    thread.endSeconds == null
      ? formatDuration(thread.atSeconds)
      : `${formatDuration(thread.atSeconds)}–${formatDuration(thread.endSeconds)}`;

  const run = async (work: () => Promise<unknown>, failed: string) => {
    setError('');
    try {
      await work();
    } catch (failure) {
      setError(serverMessage(failure, failed));
    }
  };
  const postReply = async (): Promise<boolean> => {
    setError('');
    try {
      await reply({
        variables: { input: { versionId, atSeconds: thread.atSeconds, body: answer, parentId: thread.id } },
      });
      setAnswer('');
      return true;
    } catch (failure) {
      setError(serverMessage(failure, 'Failed to reply.'));
      return false;
    }
  };
  // A reply being written is not dropped by leaving without a question.
  useUnsavedChanges({ dirty: answer.trim() !== '', label: 'Reply', save: postReply });
  const sendReply = (event: FormEvent) => {
    event.preventDefault();
    void postReply();
  };

  return (
    <>
      <div className="comment-head">
        <Button
          size="small"
          variant="secondary"
          aria-label={`Play from ${when}`}
          onClick={() => onGo(thread.atSeconds)}
        >
          {when}
        </Button>
        <strong>{thread.author?.artistName ?? 'A former collaborator'}</strong>
        {thread.resolved && <Badge tone="success">Resolved</Badge>}
      </div>
      <p className="comment-body">{thread.body}</p>
      {thread.replies.length > 0 && (
        <ul className="comment-replies">
          {thread.replies.map((each) => (
            <li key={each.id}>
              <strong>{each.author?.artistName ?? 'A former collaborator'}</strong> {each.body}
            </li>
          ))}
        </ul>
      )}
      {canComment && (
        <div className="comment-actions">
          <Button
            size="small"
            variant="secondary"
            onClick={() =>
              void run(
                () => (thread.resolved ? reopen : resolve)({ variables: { commentId: thread.id } }),
                'Failed to change the thread.',
              )
            }
          >
            {thread.resolved ? 'Reopen' : 'Resolve'}
            <span className="visually-hidden"> the comment at {when}</span>
          </Button>
          <form className="reply-form" onSubmit={sendReply}>
            <label>
              <span className="visually-hidden">Reply to the comment at {when}</span>
              <input
                value={answer}
                maxLength={FIELD_LIMITS.comment.body}
                placeholder="Reply"
                onChange={(event) => setAnswer(event.target.value)}
              />
            </label>
            <Button
              type="submit"
              size="small"
              variant="secondary"
              disabled={replying.loading || answer.trim() === ''}
            >
              Reply<span className="visually-hidden"> to the comment at {when}</span>
            </Button>
          </form>
        </div>
      )}
      <FormError message={error} />
    </>
  );
}
