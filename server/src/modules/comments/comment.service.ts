import { type EntityManager, LockMode, QueryOrder } from '@mikro-orm/postgresql';
import { scope } from '../../policies/policy.js';
import { findPages } from '../../shared/entity-page.js';
import { NotFoundError, ValidationError } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import type { Page, PageRequest } from '../../shared/paging.js';
import { unitOfWork } from '../../shared/unit-of-work.js';
import { parseInput } from '../../shared/validation.js';
import { User } from '../accounts/user.entity.js';
import type { NetworkService } from '../network/network.service.js';
import { NotificationKind } from '../notifications/notification.entity.js';
import type { NotificationService } from '../notifications/notification.service.js';
import { type OpenedProject, openProject, requireAllowed } from '../projects/project-access.js';
import { ActivityKind } from '../projects/project-activity.entity.js';
import { type ProjectActivityService, quotedTitle } from '../projects/project-activity.service.js';
import type { TrackVersion } from '../projects/track-version.entity.js';
import type { TrackVersionService } from '../projects/track-version.service.js';
import { Comment } from './comment.entity.js';
import { type CommentInput, commentInputSchema } from './comment.inputs.js';

export const COMMENT_NOT_FOUND = 'Comment not found.';
/** Replies a thread keeps at most: a conversation, and a bound for its list. */
export const MAX_REPLIES_PER_THREAD = 100;

/** '0:12', '3:05'. */
export function clockTime(seconds: number): string {
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * Timestamped comments on a song's versions: a thread at a moment or over a range, its replies, and
 * resolving or reopening it, by those whose role may comment (the roles table); @mentions of the
 * project's people tell them. Comments belong to their version: a new version starts clean.
 */
export class CommentService {
  constructor(
    private readonly versions: Pick<TrackVersionService, 'findVersion'>,
    private readonly network: Pick<NetworkService, 'artistCards'>,
    private readonly notifications: Pick<NotificationService, 'notify'>,
    private readonly activity: Pick<ProjectActivityService, 'record'>,
  ) {}

  async addComment(em: EntityManager, callerId: string, rawInput: CommentInput): Promise<Comment> {
    const input = parseInput(commentInputSchema, rawInput);
    return unitOfWork(em, async (tx) => {
      const { version, opened } = await this.versionToCommentOn(tx, callerId, input.versionId);
      const thread = input.parentId ? await this.threadOf(tx, callerId, version, input.parentId) : null;
      if (!thread) checkTimes(version, input.atSeconds, input.endSeconds ?? null);
      const comment = new Comment({
        version,
        parent: thread,
        author: tx.getReference(User, callerId),
        body: input.body,
        // A reply shares its thread's moment.
        atSeconds: thread ? thread.atSeconds : input.atSeconds,
        endSeconds: thread ? thread.endSeconds : (input.endSeconds ?? null),
      });
      tx.persist(comment);
      await this.tellMentioned(tx, callerId, opened, version, comment);
      const where = await placeOf(tx, version, comment.atSeconds);
      this.activity.record(tx, {
        projectId: opened.project.id,
        actorId: callerId,
        kind: thread ? ActivityKind.REPLIED : ActivityKind.COMMENTED,
        summary: `${thread ? 'replied on' : 'commented on'} ${where}`,
      });
      return comment;
    });
  }

  /** Resolves or reopens the thread a comment is in (a reply's is its thread). */
  async setResolved(
    em: EntityManager,
    callerId: string,
    commentId: string,
    resolved: boolean,
  ): Promise<Comment> {
    return unitOfWork(em, async (tx) => {
      const comment = await this.findComment(tx, callerId, commentId);
      const { version, opened } = await this.versionToCommentOn(tx, callerId, comment.version.id);
      const thread = comment.parent ? await this.findComment(tx, callerId, comment.parent.id) : comment;
      if (thread.resolved === resolved) return thread;
      thread.resolved = resolved;
      this.activity.record(tx, {
        projectId: opened.project.id,
        actorId: callerId,
        kind: resolved ? ActivityKind.RESOLVED : ActivityKind.REOPENED,
        summary: `${resolved ? 'resolved' : 'reopened'} a comment on ${await placeOf(tx, version, thread.atSeconds)}`,
      });
      return thread;
    });
  }

  async findComment(em: EntityManager, callerId: string, commentId: string): Promise<Comment> {
    const comment = isUuid(commentId)
      ? await em.findOne(Comment, { id: commentId, ...scope(Comment, callerId) })
      : null;
    if (!comment) throw new NotFoundError(COMMENT_NOT_FOUND);
    return comment;
  }

  /** The same page of each version's threads, in the order of the song (then the oldest first). */
  threadPages(
    em: EntityManager,
    callerId: string,
    versionIds: readonly string[],
    request: PageRequest,
  ): Promise<Map<string, Page<Comment> | ValidationError>> {
    return findPages(
      em,
      Comment,
      { $and: [{ version: { $in: [...versionIds] }, parent: null }, scope(Comment, callerId)] },
      'version',
      versionIds,
      [{ atSeconds: QueryOrder.ASC }, { createdAt: QueryOrder.ASC }, { id: QueryOrder.ASC }],
      request,
    );
  }

  /** Each thread's replies, oldest first, in one query. */
  async repliesOf(
    em: EntityManager,
    callerId: string,
    threadIds: readonly string[],
  ): Promise<Map<string, Comment[]>> {
    const replies = await em.find(
      Comment,
      { $and: [{ parent: { $in: [...threadIds] } }, scope(Comment, callerId)] },
      { orderBy: [{ createdAt: QueryOrder.ASC }, { id: QueryOrder.ASC }] },
    );
    const byThread = new Map<string, Comment[]>(threadIds.map((id) => [id, []]));
    for (const reply of replies) if (reply.parent) byThread.get(reply.parent.id)?.push(reply);
    return byThread;
  }

  /** How many threads are open on each version, in one query. */
  async openThreadCounts(
    em: EntityManager,
    callerId: string,
    versionIds: readonly string[],
  ): Promise<Map<string, number>> {
    const open = await em.find(
      Comment,
      {
        $and: [
          { version: { $in: [...versionIds] }, parent: null, resolved: false },
          scope(Comment, callerId),
        ],
      },
      { fields: ['version'] },
    );
    const counts = new Map<string, number>(versionIds.map((id) => [id, 0]));
    for (const thread of open) counts.set(thread.version.id, (counts.get(thread.version.id) ?? 0) + 1);
    return counts;
  }

  /** The version, and its project, if the caller's role may comment there (the roles table). */
  private async versionToCommentOn(
    tx: EntityManager,
    callerId: string,
    versionId: string,
  ): Promise<{ version: TrackVersion; opened: OpenedProject }> {
    const version = await this.versions.findVersion(tx, callerId, versionId);
    const opened = await openProject(tx, callerId, version.song.project.id);
    requireAllowed(opened, { kind: 'comment' });
    return { version, opened };
  }

  /**
   * The thread a reply joins (a reply to a reply joins the same one), on the same version, locked
   * so that replies arriving together are counted one after another.
   */
  private async threadOf(
    tx: EntityManager,
    callerId: string,
    version: TrackVersion,
    parentId: string,
  ): Promise<Comment> {
    const parent = await this.findComment(tx, callerId, parentId);
    const threadId = parent.parent ? parent.parent.id : parent.id;
    const thread = await tx.findOne(
      Comment,
      { id: threadId, ...scope(Comment, callerId) },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!thread) throw new NotFoundError(COMMENT_NOT_FOUND);
    if (thread.version.id !== version.id) {
      throw new ValidationError('A reply goes on the version its thread is on.', { field: 'parentId' });
    }
    const replies = await tx.count(Comment, { $and: [{ parent: thread }, scope(Comment, callerId)] });
    if (replies >= MAX_REPLIES_PER_THREAD) {
      throw new ValidationError(`A thread keeps at most ${MAX_REPLIES_PER_THREAD} replies: start another.`, {
        field: 'parentId',
      });
    }
    return thread;
  }

  /** Tells each of the project's people named '@Name' in the comment (not its author). */
  private async tellMentioned(
    tx: EntityManager,
    callerId: string,
    opened: OpenedProject,
    version: TrackVersion,
    comment: Comment,
  ): Promise<void> {
    if (!comment.body.includes('@')) return;
    const people = [opened.project.owner.id, ...[...opened.project.members].map((member) => member.user.id)];
    const cards = await this.network.artistCards(tx, callerId, people);
    const mentioned = mentionedIn(
      comment.body,
      [...cards].map(([id, card]) => ({ id, name: card.artistName })),
    );
    const where = await placeOf(tx, version, comment.atSeconds);
    for (const id of mentioned) {
      if (id === callerId) continue;
      await this.notifications.notify(tx, {
        recipientId: id,
        actorId: callerId,
        kind: NotificationKind.COMMENT_MENTION,
        preview: where,
      });
    }
  }
}

/**
 * Who '@Name' names in a text: a whole name (not '@Kaiser' for Kai), any case, the longest name
 * first where one is the start of another ('@Kai Mixes' is Kai Mixes, not Kai).
 */
export function mentionedIn(text: string, people: readonly { id: string; name: string }[]): string[] {
  let rest = text.toLowerCase();
  const found: string[] = [];
  for (const person of [...people].sort((a, b) => b.name.length - a.name.length)) {
    const name = person.name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const mention = new RegExp(`@${name}(?![\\p{L}\\p{N}])`, 'gu');
    if (!mention.test(rest)) continue;
    found.push(person.id);
    // Taken: a shorter name inside this one is not mentioned by it.
    rest = rest.replace(mention, ' ');
  }
  return found;
}

/** 'Night Drive v2 at 0:12'. */
async function placeOf(tx: EntityManager, version: TrackVersion, atSeconds: number): Promise<string> {
  const loaded = await tx.populate(version, ['song.track']);
  return `${quotedTitle(loaded.song.track.title)} v${version.number} at ${clockTime(atSeconds)}`;
}

function checkTimes(version: TrackVersion, atSeconds: number, endSeconds: number | null): void {
  // A little past the end is the end: a playhead reads a hair over the duration.
  const end = version.durationSeconds + 0.5;
  if (atSeconds > end || (endSeconds !== null && endSeconds > end)) {
    throw new ValidationError(
      `That time is past the end of v${version.number} (${clockTime(version.durationSeconds)}).`,
      { field: 'atSeconds' },
    );
  }
}
